import { Badge } from '@codegouvfr/react-dsfr/Badge';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { Notice } from '@codegouvfr/react-dsfr/Notice';
import { Pagination } from '@codegouvfr/react-dsfr/Pagination';
import { Tabs } from '@codegouvfr/react-dsfr/Tabs';
import {
  type ApercuCourrielDev,
  construireChemin,
  dateIsoVersTexte,
  developpementRoutes,
  type LettreDev,
  type StatutCourriel,
  type StatutLettre,
  statutCourrielLabels,
  statutLettreLabels,
  TAILLE_PAGE_BOITE_DEV,
  TITRE_SITE,
} from '@registre/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { appelerApi } from '../../../api/client';
import { estErreurStatut } from '../../../api/erreurs-appel';
import { PageNonTrouvee } from '../../non-trouvee/PageNonTrouvee';
import { decouperLiens } from './liens';
import './boite-de-reception.css';
import { clesDeveloppement } from '../../../api/cles-requetes';

type Onglet = 'courriels' | 'lettres';

const dateHeure = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});
const formaterInstant = (iso: string) => dateHeure.format(new Date(iso));

const severiteCourriel: Record<StatutCourriel, 'info' | 'success' | 'error'> = {
  A_ENVOYER: 'info',
  ENVOYE: 'success',
  ECHEC: 'error',
};
const severiteLettre: Record<StatutLettre, 'info' | 'success' | 'warning'> = {
  A_ENVOYER: 'info',
  ENVOYEE: 'success',
  ANNULEE: 'warning',
};

/** Adresse de téléchargement d'un PDF (lien direct : le navigateur l'enregistre). */
const lienDocument = (idDocument: number) =>
  construireChemin(developpementRoutes.document.path, { id: idDocument });

function nombrePages(total: number): number {
  return Math.max(1, Math.ceil(total / TAILLE_PAGE_BOITE_DEV));
}

/**
 * Boîte de réception de développement (ADR 0072) : courriels de la boîte d'envoi et lettres postales
 * produites par le registre. Les routes de l'API n'existent pas en production : la page affiche alors
 * « Page non trouvée ».
 */
export function PageBoiteDeReception() {
  const [recherche, setRecherche] = useSearchParams();
  const onglet: Onglet = recherche.get('onglet') === 'lettres' ? 'lettres' : 'courriels';
  const page = Math.max(1, Number(recherche.get('page')) || 1);
  const destinataire = recherche.get('destinataire') ?? '';
  const idCourriel = Number(recherche.get('courriel')) || null;

  /** Adresse de la page avec quelques paramètres changés (`null` retire le paramètre). */
  const avec = (changements: Record<string, string | number | null>) => {
    const suivante = new URLSearchParams(recherche);
    for (const [cle, valeur] of Object.entries(changements)) {
      if (valeur === null || valeur === '') suivante.delete(cle);
      else suivante.set(cle, String(valeur));
    }
    const texte = suivante.toString();
    return texte ? `?${texte}` : '?';
  };

  const query = { page, taille: TAILLE_PAGE_BOITE_DEV, ...(destinataire ? { destinataire } : {}) };
  const courriels = useQuery({
    queryKey: clesDeveloppement.courriels(query),
    queryFn: () => appelerApi(developpementRoutes.courriels, { query }),
    enabled: onglet === 'courriels',
    placeholderData: keepPreviousData,
  });
  const lettres = useQuery({
    queryKey: clesDeveloppement.lettres(query),
    queryFn: () => appelerApi(developpementRoutes.lettres, { query }),
    enabled: onglet === 'lettres',
    placeholderData: keepPreviousData,
  });

  const erreur = courriels.error ?? lettres.error;
  const absente = estErreurStatut(erreur, 404);
  useEffect(() => {
    if (absente) document.title = `Page non trouvée - ${TITRE_SITE}`;
  }, [absente]);
  if (absente) return <PageNonTrouvee />;

  const filtrer = (evenement: FormEvent<HTMLFormElement>) => {
    evenement.preventDefault();
    const saisie = new FormData(evenement.currentTarget).get('destinataire');
    setRecherche(avec({ destinataire: String(saisie ?? '').trim(), page: null, courriel: null }));
  };

  return (
    <>
      <h1>Boîte de réception de développement</h1>
      <Notice
        className="fr-mb-4w"
        title="Cette page n'existe qu'en dehors de la production."
        description="Elle montre les courriels et les lettres postales produits par le registre : en développement, aucun message ne quitte la machine."
      />
      <form className="fr-grid-row fr-grid-row--bottom fr-mb-3w" onSubmit={filtrer}>
        <Input
          className="fr-col-12 fr-col-md-6 fr-mb-0 fr-mr-2w"
          label="Destinataire"
          hintText="Adresse électronique ou ligne d'adresse, en tout ou partie"
          nativeInputProps={{ name: 'destinataire', defaultValue: destinataire, type: 'search' }}
          key={destinataire}
        />
        <Button type="submit" iconId="fr-icon-search-line" iconPosition="left">
          Filtrer
        </Button>
      </form>
      <Tabs
        label="Messages"
        selectedTabId={onglet}
        tabs={[
          { tabId: 'courriels', label: 'Courriels', iconId: 'fr-icon-mail-line' },
          { tabId: 'lettres', label: 'Lettres', iconId: 'fr-icon-file-text-line' },
        ]}
        onTabChange={(id) => setRecherche(avec({ onglet: id === 'lettres' ? 'lettres' : null, page: null }))}
      >
        {onglet === 'courriels' ? (
          <>
            <TableCourriels
              courriels={courriels.data?.courriels}
              chargement={courriels.isPending}
              lienLecture={(id) => avec({ courriel: id })}
              idSelectionne={idCourriel}
            />
            {(courriels.data?.totalItems ?? 0) > TAILLE_PAGE_BOITE_DEV && (
              <Pagination
                className="fr-mt-2w"
                count={nombrePages(courriels.data?.totalItems ?? 0)}
                defaultPage={page}
                getPageLinkProps={(n) => ({ to: avec({ page: n }) })}
              />
            )}
            {idCourriel !== null && <LectureCourriel id={idCourriel} lienFermer={avec({ courriel: null })} />}
          </>
        ) : (
          <>
            <TableLettres lettres={lettres.data?.lettres} chargement={lettres.isPending} />
            {(lettres.data?.totalItems ?? 0) > TAILLE_PAGE_BOITE_DEV && (
              <Pagination
                className="fr-mt-2w"
                count={nombrePages(lettres.data?.totalItems ?? 0)}
                defaultPage={page}
                getPageLinkProps={(n) => ({ to: avec({ page: n }) })}
              />
            )}
          </>
        )}
      </Tabs>
    </>
  );
}

function TableCourriels({
  courriels,
  chargement,
  lienLecture,
  idSelectionne,
}: {
  courriels: ApercuCourrielDev[] | undefined;
  chargement: boolean;
  lienLecture: (id: number) => string;
  idSelectionne: number | null;
}) {
  if (chargement) return <p>Chargement des courriels…</p>;
  if (!courriels?.length) return <p data-testid="aucun-courriel">Aucun courriel.</p>;
  return (
    <div className="fr-table fr-table--no-scroll fr-mb-0 registre-boite__table">
      <table>
        <caption>Courriels, du plus récent au plus ancien</caption>
        <thead>
          <tr>
            <th scope="col">Déposé le</th>
            <th scope="col">Destinataire</th>
            <th scope="col">Sujet</th>
            <th scope="col">Statut</th>
            <th scope="col">Pièce jointe</th>
          </tr>
        </thead>
        <tbody>
          {courriels.map((c) => (
            <tr key={c.id} data-testid="ligne-courriel" data-id={c.id}>
              <td>{formaterInstant(c.dateCreation)}</td>
              <td>{c.destinataire}</td>
              <td>
                <Link
                  to={lienLecture(c.id)}
                  aria-current={c.id === idSelectionne ? 'true' : undefined}
                  className="fr-link"
                >
                  {c.sujet}
                </Link>
              </td>
              <td>
                <Badge small noIcon severity={severiteCourriel[c.statut]}>
                  {statutCourrielLabels[c.statut]}
                </Badge>
              </td>
              <td>{c.pieceJointe ? c.pieceJointe.nom : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LectureCourriel({ id, lienFermer }: { id: number; lienFermer: string }) {
  const titre = useRef<HTMLHeadingElement>(null);
  const courriel = useQuery({
    queryKey: clesDeveloppement.courriel(id),
    queryFn: () => appelerApi(developpementRoutes.courriel, { params: { id } }),
  });
  const charge = courriel.data?.id;
  // À l'ouverture, le focus passe au courriel (lecteur d'écran et clavier).
  useEffect(() => {
    if (charge !== undefined) titre.current?.focus();
  }, [charge]);

  if (courriel.isPending) return <p className="fr-mt-4w">Chargement du courriel…</p>;
  if (courriel.error || !courriel.data) {
    return (
      <p className="fr-mt-4w fr-error-text" data-testid="courriel-introuvable">
        Ce courriel est introuvable.
      </p>
    );
  }
  const c = courriel.data;
  return (
    <section
      className="fr-mt-4w fr-p-3w registre-courriel"
      aria-labelledby="titre-courriel"
      data-testid="courriel"
    >
      <h2 id="titre-courriel" ref={titre} tabIndex={-1} className="fr-h4">
        {c.sujet}
      </h2>
      <ul className="fr-text--sm fr-mb-2w registre-courriel__entetes">
        <li>
          <strong>À :</strong> {c.destinataire}
        </li>
        <li>
          <strong>Déposé le :</strong> {formaterInstant(c.dateCreation)}
        </li>
        <li>
          <strong>Statut :</strong> {statutCourrielLabels[c.statut]}
          {c.dateEnvoi ? ` le ${formaterInstant(c.dateEnvoi)}` : ''}
          {c.tentatives > 0 ? ` (${c.tentatives} tentative${c.tentatives > 1 ? 's' : ''} en échec)` : ''}
        </li>
        {c.erreur && (
          <li>
            <strong>Dernière erreur :</strong> {c.erreur}
          </li>
        )}
      </ul>
      <pre className="registre-courriel__texte" data-testid="texte-courriel">
        {decouperLiens(c.texte).map((m, i) =>
          m.type === 'lien' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: morceaux d'un texte figé, sans réordonnancement
            <a key={i} href={m.valeur}>
              {m.valeur}
            </a>
          ) : (
            m.valeur
          ),
        )}
      </pre>
      {c.pieceJointe && (
        <p className="fr-mb-2w">
          <a className="fr-link fr-link--download" href={lienDocument(c.pieceJointe.idDocument)} download>
            Télécharger le PDF <span className="fr-sr-only">joint</span>
          </a>
          <span className="fr-hint-text">{c.pieceJointe.nom}</span>
        </p>
      )}
      <Link to={lienFermer} className="fr-link fr-icon-close-line fr-link--icon-left">
        Fermer le courriel
      </Link>
    </section>
  );
}

function TableLettres({ lettres, chargement }: { lettres: LettreDev[] | undefined; chargement: boolean }) {
  if (chargement) return <p>Chargement des lettres…</p>;
  if (!lettres?.length) return <p data-testid="aucune-lettre">Aucune lettre.</p>;
  return (
    <div className="fr-table fr-table--no-scroll fr-mb-0 registre-boite__table">
      <table>
        <caption>Lettres postales, de la plus récente à la plus ancienne</caption>
        <thead>
          <tr>
            <th scope="col">Produite le</th>
            <th scope="col">Destinataire</th>
            <th scope="col">Objet</th>
            <th scope="col">Envoi prévu</th>
            <th scope="col">Statut</th>
            <th scope="col">Document</th>
          </tr>
        </thead>
        <tbody>
          {lettres.map((l) => (
            <tr key={l.id} data-testid="ligne-lettre" data-id={l.id}>
              <td>{formaterInstant(l.dateCreation)}</td>
              <td>
                {l.adresse.map((ligne, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: lignes d'adresse dans leur ordre
                  <span key={i} className="registre-lettre__ligne">
                    {ligne}
                  </span>
                ))}
              </td>
              <td>{l.objet}</td>
              <td>{dateIsoVersTexte(l.dateEnvoiPrevue)}</td>
              <td>
                <Badge small noIcon severity={severiteLettre[l.statut]}>
                  {statutLettreLabels[l.statut]}
                </Badge>
              </td>
              <td>
                <a className="fr-link fr-link--download" href={lienDocument(l.document.idDocument)} download>
                  Télécharger le PDF <span className="fr-sr-only">de la lettre « {l.objet} »</span>
                </a>
                <span className="fr-hint-text">{l.document.nom}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
