import { Badge } from '@codegouvfr/react-dsfr/Badge';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { Select } from '@codegouvfr/react-dsfr/Select';
import { Tag } from '@codegouvfr/react-dsfr/Tag';
import {
  type ChampTriCopropriete,
  coproprietesRoutes,
  EtatCopropriete,
  etatCoproprieteLabels,
  type FiltreListeCopropriete as Filtre,
  FiltreListeCopropriete,
  filtreListeCoproprieteLabels,
  formaterNumeroImmatriculation,
  type LigneRechercheCopropriete,
  statutMandatLabels,
} from '@registre/domain';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { clesCoproprietes } from '../../api/cles-requetes';
import { appelerApi } from '../../api/client';
import { routeDisponible } from '../../app/routes-disponibles';
import { useFormulaire } from '../../components/formulaire';
import { BoutonsRecherche } from '../../components/socle/BoutonsRecherche';
import { EnteteTriable } from '../../components/socle/EnteteTriable';
import { ResultatsPagines } from '../../components/socle/ResultatsPagines';
import { Tableau } from '../../components/socle/Tableau';
import { useRecherchePaginee } from '../../components/socle/useRecherchePaginee';
import { actionsDeLigne, nomAccessible } from '../../features/coproprietes/actions';
import { ModaleDeclarationsPrecedentes } from '../../features/coproprietes/ModaleDeclarationsPrecedentes';
import {
  ModaleSuppressionCopropriete,
  type SuppressionDemandee,
} from '../../features/coproprietes/ModaleSuppressionCopropriete';
import { ProchaineEcheanceLigne } from '../../features/echeancier/ListeEcheances';
import '../../features/coproprietes/coproprietes.css';
import '../../features/teledeclarants/teledeclarants.css';
import { useSaisieDeLAdresse } from '../../components/socle/useSaisieDeLAdresse';
import {
  criteresDepuis,
  filtreDepuisUrl,
  type PageListe,
  pageDepuisUrl,
  SAISIE_VIDE,
  type SaisieListe,
  saisieDepuisUrl,
  TAILLES_PAGE,
  urlDepuis,
} from '../../features/coproprietes/recherche';
import { PageProtegee } from '../../features/session/PageProtegee';
import { SectionDeclarationsAValider } from '../../features/successeurs/SectionDeclarationsAValider';
import { ouTiret } from '../../features/teledeclarants/presentation';

/** Durée pendant laquelle un focus perdu après une suppression est rendu au titre de la page. */
const DUREE_SURVEILLANCE_FOCUS_MS = 2000;

/** Colonnes de spec 1 §2, avec la clé de tri de chacune. */
const colonnes: { champ: ChampTriCopropriete; libelle: string }[] = [
  { champ: 'numeroImmatriculation', libelle: "N° d'immatriculation" },
  { champ: 'nom', libelle: 'Nom' },
  { champ: 'adresseReference', libelle: 'Adresse de référence' },
  { champ: 'etat', libelle: 'Statuts' },
  { champ: 'idTeledeclarant', libelle: 'N° de télédéclarant' },
  { champ: 'nbLots', libelle: 'Lots' },
  { champ: 'nbBatiments', libelle: 'Bâtiments' },
  { champ: 'dateFinMandat', libelle: 'Fin du mandat' },
  { champ: 'dateDerniereMajAnnuelle', libelle: 'Mise à jour annuelle' },
  { champ: 'representantLegal', libelle: 'Représentant légal' },
];

function FormulaireListe({
  saisie,
  onRechercher,
}: {
  saisie: SaisieListe;
  onRechercher: (saisie: SaisieListe) => void;
}) {
  const { register, handleSubmit, reset } = useFormulaire<SaisieListe>({ defaultValues: saisie });
  const { rechercher, effacer } = useSaisieDeLAdresse(saisie, reset, onRechercher);
  return (
    <form
      onSubmit={handleSubmit(rechercher)}
      noValidate
      aria-label="Recherche dans la liste"
      className="fr-mb-4w"
    >
      <fieldset className="fr-fieldset" aria-describedby="aide-liste-coproprietes">
        <legend className="fr-fieldset__legend">Rechercher</legend>
        <p id="aide-liste-coproprietes" className="fr-hint-text fr-fieldset__element">
          Le numéro d'immatriculation ou le nom contient le texte saisi, sans tenir compte des accents ni des
          majuscules. Commencez par « $ » pour chercher ceux qui commencent par le texte saisi ; « _ »
          remplace un caractère quelconque.
        </p>
        <div className="fr-fieldset__element">
          <div className="fr-grid-row fr-grid-row--gutters">
            <div className="fr-col-12 fr-col-md-6">
              <Input
                label="Immatriculation ou nom"
                nativeInputProps={{ ...register('immatriculationOuNom'), autoComplete: 'off' }}
              />
            </div>
            <div className="fr-col-12 fr-col-md-6">
              <Select label="État de la copropriété" nativeSelectProps={register('etat')}>
                <option value="">Tous les états</option>
                {EtatCopropriete.options.map((etat) => (
                  <option key={etat} value={etat}>
                    {etatCoproprieteLabels[etat]}
                  </option>
                ))}
              </Select>
            </div>
            <div className="fr-col-12 fr-col-md-6">
              <Input
                label="Mandat commencé le ou après le"
                hintText="Format jj/mm/aaaa"
                nativeInputProps={{ ...register('dateDebutMandat'), placeholder: 'Renseignez une date' }}
              />
            </div>
            <div className="fr-col-12 fr-col-md-6">
              <Input
                label="Mandat terminé le ou avant le"
                hintText="Format jj/mm/aaaa"
                nativeInputProps={{ ...register('dateFinMandat'), placeholder: 'Renseignez une date' }}
              />
            </div>
          </div>
        </div>
        <BoutonsRecherche onEffacer={() => effacer(SAISIE_VIDE)} />
      </fieldset>
    </form>
  );
}

/** Ce qu'on ouvre depuis une ligne : une suppression à confirmer ou les déclarations précédentes. */
type Ouverture =
  | { type: 'suppression'; demande: SuppressionDemandee }
  | { type: 'declarations'; ligne: LigneRechercheCopropriete };

function ActionsLigne({
  ligne,
  onOuvrir,
}: {
  ligne: LigneRechercheCopropriete;
  onOuvrir: (ouverture: Ouverture) => void;
}) {
  const actions = actionsDeLigne(ligne).filter((a) => a.type !== 'lien' || routeDisponible(a.vers));
  if (actions.length === 0) return <span>—</span>;
  return (
    <ul className="registre-actions-ligne">
      {actions.map((a) => (
        <li key={a.cle}>
          {a.type === 'telechargement' ? (
            <a
              className="fr-link fr-link--sm"
              href={a.vers}
              download
              aria-label={nomAccessible(a.libelle, ligne)}
            >
              {a.libelle}
            </a>
          ) : a.type === 'lien' ? (
            <Link className="fr-link fr-link--sm" to={a.vers} aria-label={nomAccessible(a.libelle, ligne)}>
              {a.libelle}
            </Link>
          ) : (
            <button
              type="button"
              className="fr-link fr-link--sm registre-action-bouton"
              aria-haspopup="dialog"
              aria-label={nomAccessible(a.libelle, ligne)}
              onClick={() =>
                onOuvrir(
                  a.type === 'confirmation'
                    ? { type: 'suppression', demande: { action: a.action, ligne } }
                    : { type: 'declarations', ligne },
                )
              }
            >
              {a.libelle}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

function TableauCoproprietes({
  lignes,
  page,
  onTrier,
  onOuvrir,
}: {
  lignes: LigneRechercheCopropriete[];
  page: PageListe;
  onTrier: (champ: ChampTriCopropriete) => void;
  onOuvrir: (ouverture: Ouverture) => void;
}) {
  return (
    <Tableau titre="Copropriétés" className="registre-tableau-coproprietes">
      <thead>
        <tr>
          {colonnes.map((c) => (
            <EnteteTriable key={c.champ} {...c} page={page} onTrier={onTrier} />
          ))}
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {lignes.map((l) => (
          <tr key={l.id} data-testid={`copropriete-${l.id}`}>
            <td>{l.numeroImmatriculation ? formaterNumeroImmatriculation(l.numeroImmatriculation) : '—'}</td>
            <td>{ouTiret(l.nom)}</td>
            <td>{ouTiret(l.adresseReference)}</td>
            <td>
              <Badge small noIcon severity={l.etat.startsWith('IMMATRICULEE_RATTACHEE') ? 'success' : 'info'}>
                {etatCoproprieteLabels[l.etat]}
              </Badge>
              {l.statutMandat && (
                <p className="fr-text--xs fr-mb-0">Mandat : {statutMandatLabels[l.statutMandat]}</p>
              )}
              {!l.geolocalisee && <p className="fr-text--xs fr-mb-0">Non géolocalisée</p>}
              {l.prochaineEcheance && <ProchaineEcheanceLigne echeance={l.prochaineEcheance} />}
            </td>
            <td>{l.idTeledeclarant ?? '—'}</td>
            <td>{l.nbLots ?? '—'}</td>
            <td>{l.nbBatiments ?? '—'}</td>
            <td>{ouTiret(l.dateFinMandat)}</td>
            <td>
              {ouTiret(l.dateDerniereMajAnnuelle)}
              {l.etat.startsWith('IMMATRICULEE') && (
                <p className="fr-text--xs fr-mb-0">{l.majAnnuelleAJour ? 'À jour' : 'À faire'}</p>
              )}
            </td>
            <td>{ouTiret(l.representantLegal)}</td>
            <td>
              <ActionsLigne ligne={l} onOuvrir={onOuvrir} />
            </td>
          </tr>
        ))}
      </tbody>
    </Tableau>
  );
}

function FiltresListe({ filtre, onChoisir }: { filtre: Filtre; onChoisir: (filtre: Filtre) => string }) {
  return (
    <nav aria-label="Filtres de la liste" className="registre-filtres-liste">
      <ul className="fr-tags-group">
        {FiltreListeCopropriete.options.map((f) => (
          <li key={f}>
            <Tag
              small
              linkProps={{ to: onChoisir(f), ...(f === filtre ? { 'aria-current': 'true' as const } : {}) }}
              iconId={f === filtre ? 'fr-icon-check-line' : undefined}
            >
              {filtreListeCoproprieteLabels[f]}
            </Tag>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ListeCoproprietes() {
  const [params, setParams] = useSearchParams();
  const filtre = filtreDepuisUrl(params);
  const saisie = saisieDepuisUrl(params);
  const page = pageDepuisUrl(params);
  const verification = criteresDepuis(filtre, saisie, page);
  const { donnees, etat } = useRecherchePaginee({
    verification,
    cle: clesCoproprietes.recherche,
    rechercher: (body) => appelerApi(coproprietesRoutes.rechercher, { body }),
  });
  const aller = (s: SaisieListe, p: PageListe, f: Filtre = filtre) => setParams(urlDepuis(f, s, p));
  const lignes = donnees?.ligneRechercheCoproprieteDTOList ?? [];
  const [ouverture, setOuverture] = useState<Ouverture | null>(null);
  const titre = useRef<HTMLHeadingElement>(null);
  /**
   * Après une suppression, le bouton qui avait ouvert la modale disparaît souvent avec sa ligne (ou son action),
   * avant ou après la fin de l'animation de fermeture : pendant un court moment, un focus perdu va au titre.
   */
  const replacerFocus = () => {
    const fin = Date.now() + DUREE_SURVEILLANCE_FOCUS_MS;
    const verifier = () => {
      const actif = document.activeElement;
      if (actif === null || actif === document.body || !actif.isConnected) {
        titre.current?.focus();
      } else if (Date.now() < fin) {
        setTimeout(verifier, 100);
      }
    };
    verifier();
  };

  return (
    <>
      <h1 ref={titre} tabIndex={-1}>
        {filtreListeCoproprieteLabels[filtre]}
      </h1>
      <SectionDeclarationsAValider onValidee={replacerFocus} />
      <FiltresListe
        filtre={filtre}
        onChoisir={(f) => `?${urlDepuis(f, saisie, { ...page, pageNumber: 1 })}`}
      />
      <FormulaireListe saisie={saisie} onRechercher={(s) => aller(s, { ...page, pageNumber: 1 })} />
      <ResultatsPagines
        etat={etat}
        page={page}
        tailles={TAILLES_PAGE}
        nom={{ singulier: 'copropriété', pluriel: 'copropriétés' }}
        aucun="Aucune copropriété ne correspond à ces critères."
        adressePage={(p) => `?${urlDepuis(filtre, saisie, p)}`}
        allerPage={(p) => aller(saisie, p)}
        tableau={(trier) =>
          lignes.length > 0 && (
            <TableauCoproprietes lignes={lignes} page={page} onTrier={trier} onOuvrir={setOuverture} />
          )
        }
      />
      <ModaleSuppressionCopropriete
        demande={ouverture?.type === 'suppression' ? ouverture.demande : null}
        onFermer={() => setOuverture(null)}
        onSupprimee={replacerFocus}
      />
      <ModaleDeclarationsPrecedentes
        ligne={ouverture?.type === 'declarations' ? ouverture.ligne : null}
        onFermer={() => setOuverture(null)}
      />
    </>
  );
}

/** Liste des copropriétés (spec 1 §2 `/copropriete`) : filtres, colonnes, actions permises de chaque ligne. */
export function PageCoproprietes() {
  return (
    <PageProtegee authorities={['VISUALISER_COPRO']}>
      <ListeCoproprietes />
    </PageProtegee>
  );
}
