import { Alert } from '@codegouvfr/react-dsfr/Alert';
import type { ContratRoute } from '@registre/domain';
import { useQuery } from '@tanstack/react-query';
import { clesDonneesEtApi } from '../../api/cles-requetes';
import { appelerApi } from '../../api/client';
import { Tableau } from '../../components/socle/Tableau';
import { ExempleAppel } from './ExempleAppel';
import './donnees-et-api.css';

/** Taille lisible d'un fichier (« 950 Ko », « 312,4 Mo »). */
export function tailleLisible(octets: number): string {
  if (octets < 1024 * 1024) return `${Math.max(1, Math.round(octets / 1024))} Ko`;
  return `${(octets / (1024 * 1024)).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`;
}

const dateLongue = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'long' });
const heureParis = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', timeStyle: 'short' });

/**
 * Contrats de l'API v1, chargés à la demande (ADR 0260) : ils portent leurs schémas zod, qui dépasseraient le
 * budget de JavaScript d'une page publique s'ils étaient importés avec elle.
 */
const chargerContrats = () => import('@registre/domain/routes/public.routes').then((m) => m.publicRoutes);
type ContratsPublics = Awaited<ReturnType<typeof chargerContrats>>;

/** Routes de la version 1 présentées dans le tableau, dans l'ordre de lecture. */
const routesV1 = (c: ContratsPublics): readonly ContratRoute[] => [
  c.rechercher,
  c.fiche,
  c.statistiquesFrance,
  c.statistiquesDepartements,
  c.statistiquesRegion,
  c.statistiquesDepartement,
  c.statistiquesEpci,
  c.statistiquesCommune,
  c.conformiteDepartement,
  c.immatriculationsParAnnee,
  c.immatriculationsParTrimestre,
  c.descriptionJeuDeDonnees,
  c.jeuDeDonnees,
];

/** Résumé d'une route sans le préfixe « API publique v1 : » répété sur chaque ligne. */
const resume = (c: ContratRoute) => c.summary.replace(/^API publique v1 : /, '');

/**
 * Page `/donnees-et-api` (issue 10 §3, ADR 0292) : le jeu de données quotidien (lien daté, taille, colonnes)
 * et l'API publique v1 (routes, exemples `curl` avec les réponses réelles du registre, limites, cache, licence).
 */
export function PageDonneesEtApi() {
  const { data: contrats } = useQuery({
    queryKey: clesDonneesEtApi.contrats(),
    queryFn: chargerContrats,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const description = useQuery({
    queryKey: clesDonneesEtApi.jeuDeDonnees(),
    queryFn: () => appelerApi((contrats as ContratsPublics).descriptionJeuDeDonnees),
    enabled: contrats !== undefined,
    staleTime: 5 * 60_000,
  });
  const fichier = description.data?.fichier;
  const licence = description.data?.licence;

  return (
    <>
      <h1>Données ouvertes et API du registre</h1>
      <p className="fr-text--lead">
        Ce que la loi rend public sur chaque copropriété immatriculée (article L711-2 du code de la
        construction et de l'habitation) est à la disposition de tous : en un fichier complet mis à jour
        chaque jour, et par une API que d'autres logiciels peuvent interroger. Les données financières et les
        coordonnées des personnes n'y figurent jamais.
      </p>

      <nav className="fr-summary fr-mb-4w" aria-labelledby="titre-sommaire">
        <h2 id="titre-sommaire" className="fr-summary__title">
          Sommaire
        </h2>
        <ol>
          <li>
            <a className="fr-summary__link" href="#jeu-de-donnees">
              Le jeu de données complet
            </a>
          </li>
          <li>
            <a className="fr-summary__link" href="#api">
              L'API publique (version 1)
            </a>
          </li>
          <li>
            <a className="fr-summary__link" href="#exemples">
              Exemples d'appels
            </a>
          </li>
          <li>
            <a className="fr-summary__link" href="#limites">
              Limites, cache et versions
            </a>
          </li>
          <li>
            <a className="fr-summary__link" href="#licence">
              Licence et réutilisation
            </a>
          </li>
        </ol>
      </nav>

      <section aria-labelledby="jeu-de-donnees" className="fr-mb-6w">
        <h2 id="jeu-de-donnees">Le jeu de données complet</h2>
        <p>
          Un fichier CSV contient toutes les copropriétés visibles dans l'annuaire, une par ligne, avec leurs
          champs publics. Il est produit chaque nuit : c'est une photographie cohérente du registre à
          l'instant de sa génération. Format : UTF-8 (avec marque d'ordre des octets, pour les tableurs),
          séparateur point-virgule, dates au format aaaa-mm-jj, « oui » et « non » pour les cases à cocher.
        </p>
        {(contrats === undefined || description.isPending) && (
          <p role="status">Chargement de la description du fichier…</p>
        )}
        {description.isError && (
          <Alert
            severity="error"
            small
            description="La description du jeu de données n'a pas pu être chargée. Réessayez plus tard."
          />
        )}
        {description.data && !fichier && (
          <Alert
            severity="info"
            small
            description="Le premier fichier est en cours de préparation : il sera disponible dans quelques minutes."
          />
        )}
        {fichier && (
          <>
            <p>
              <a
                className="fr-link fr-link--download"
                download
                href={fichier.url}
                data-testid="lien-jeu-de-donnees"
              >
                Télécharger les copropriétés du registre
                <span className="fr-link__detail">
                  CSV – {tailleLisible(fichier.taille)} – produit le{' '}
                  {dateLongue.format(new Date(fichier.genereLe))} à{' '}
                  {heureParis.format(new Date(fichier.genereLe))}
                </span>
              </a>
            </p>
            <p className="fr-text--sm">
              {fichier.nbLignes.toLocaleString('fr-FR')} copropriétés. Empreinte SHA-256 du fichier, pour
              vérifier son intégrité : <code className="donnees-empreinte">{fichier.sha256}</code>
            </p>
          </>
        )}
        {description.data && (
          <Tableau titre="Colonnes du fichier, dans l'ordre" className="fr-mt-2w">
            <thead>
              <tr>
                <th scope="col">Colonne</th>
                <th scope="col">Contenu</th>
              </tr>
            </thead>
            <tbody>
              {description.data.colonnes.map((c) => (
                <tr key={c.nom}>
                  <th scope="row">
                    <code>{c.nom}</code>
                  </th>
                  <td>{c.description}</td>
                </tr>
              ))}
            </tbody>
          </Tableau>
        )}
      </section>

      <section aria-labelledby="api" className="fr-mb-6w">
        <h2 id="api">L'API publique (version 1)</h2>
        <p>
          L'API répond en JSON, sans compte ni clé, à l'adresse <code>/api/public/v1/</code>. Elle donne la
          recherche de l'annuaire, la fiche publique d'une copropriété par son numéro d'immatriculation, les
          statistiques du registre (mêmes chiffres que la page{' '}
          <a href="/consulter-les-statistiques-du-registre">Statistiques du registre</a>, de la France entière
          à la commune, avec la part des copropriétés à jour de leurs obligations) et le jeu de données. La
          description complète, au format OpenAPI, est en ligne :{' '}
          <a href="/api/docs">documentation de l'API</a> (
          <a href="/api/docs/json">document OpenAPI en JSON</a>).
        </p>
        {contrats && (
          <Tableau titre="Appels de la version 1 (tous en lecture, méthode GET)" className="fr-mt-2w">
            <thead>
              <tr>
                <th scope="col">Adresse</th>
                <th scope="col">Ce qu'elle rend</th>
              </tr>
            </thead>
            <tbody>
              {routesV1(contrats).map((c) => (
                <tr key={c.path}>
                  <th scope="row">
                    <code>{c.path.replace(/:([A-Za-z]+)/g, '{$1}')}</code>
                  </th>
                  <td>{resume(c)}</td>
                </tr>
              ))}
            </tbody>
          </Tableau>
        )}
      </section>

      <section aria-labelledby="exemples" className="fr-mb-6w">
        <h2 id="exemples">Exemples d'appels</h2>
        <p>
          Les réponses ci-dessous sont lues à l'instant dans le registre, par les mêmes adresses que celles
          des commandes (elles sont abrégées quand elles sont longues).
        </p>
        {contrats && (
          <>
            <ExempleAppel
              titre="Statistiques de la France entière et de ses régions"
              contrat={contrats.statistiquesFrance}
            />
            <ExempleAppel
              titre="Recherche dans l'annuaire : deux copropriétés immatriculées"
              contrat={contrats.rechercher}
              query={{ statut: 'IMMATRICULEE', taille: 2 }}
            />
            <ExempleAppel
              titre="Conformité territoriale du Rhône et de ses communes"
              contrat={contrats.conformiteDepartement}
              params={{ codeDepartement: '69' }}
            />
          </>
        )}
      </section>

      <section aria-labelledby="limites" className="fr-mb-6w">
        <h2 id="limites">Limites, cache et versions</h2>
        <ul>
          <li>
            <strong>Débit</strong> : 300 requêtes par minute, par adresse IP et par adresse d'appel. Chaque
            réponse l'annonce par les en-têtes <code>RateLimit-Limit</code>, <code>RateLimit-Remaining</code>{' '}
            et <code>RateLimit-Reset</code> ; au-delà, la réponse est 429 avec <code>Retry-After</code> (en
            secondes). Pour tout le registre, préférez le fichier CSV à des milliers d'appels.
          </li>
          <li>
            <strong>Cache</strong> : les réponses portent <code>Cache-Control: public, max-age=…</code> (60
            secondes pour les statistiques, 5 minutes pour l'annuaire, une heure pour le fichier) et un{' '}
            <code>ETag</code>. Renvoyez l'étiquette reçue dans <code>If-None-Match</code> : si rien n'a
            changé, la réponse est 304, sans corps. L'étiquette du fichier CSV est son empreinte SHA-256.
          </li>
          <li>
            <strong>Fraîcheur</strong> : l'annuaire est à jour en temps réel ; les statistiques sont
            recalculées au plus toutes les 5 minutes (champ <code>genereLe</code>) ; le fichier chaque nuit.
          </li>
          <li>
            <strong>Pages</strong> : la recherche rend au plus 100 copropriétés par page (<code>page</code>,{' '}
            <code>taille</code>) et compte jusqu'à 1 000 réponses ; au-delà, <code>avertissement</code> vaut{' '}
            <code>tropDeResultats</code> : affinez la recherche ou utilisez le fichier.
          </li>
          <li>
            <strong>Erreurs</strong> : 400 pour un paramètre mal formé (message en français, champ en cause
            dans <code>champs</code>), 404 pour un territoire ou un numéro inconnu, ou pour le fichier tant
            que le tout premier n'est pas prêt.
          </li>
          <li>
            <strong>Versions</strong> : les noms des champs de la version 1 ne changent pas. Une évolution
            incompatible ouvrira <code>/api/public/v2/</code>, et la version 1 restera servie.
          </li>
        </ul>
      </section>

      <section aria-labelledby="licence" className="fr-mb-6w">
        <h2 id="licence">Licence et réutilisation</h2>
        <p>
          Les données de l'API et du fichier sont publiées sous la{' '}
          {licence ? (
            <a
              href={licence.url}
              target="_blank"
              rel="noopener noreferrer"
              title={`${licence.nom} (nouvelle fenêtre)`}
            >
              {licence.nom}
            </a>
          ) : (
            'Licence Ouverte 2.0 (Etalab)'
          )}
          : vous pouvez les copier, les publier, les adapter et les exploiter, y compris commercialement, en
          mentionnant leur source (« Registre national d'immatriculation des copropriétés ») et la date de
          leur dernière mise à jour.
        </p>
        <p>
          Le nom d'un syndic bénévole n'est jamais publié : la colonne <code>nom_syndic</code> porte alors «
          Syndic bénévole ».
        </p>
      </section>
    </>
  );
}
