import { Badge } from '@codegouvfr/react-dsfr/Badge';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { Select } from '@codegouvfr/react-dsfr/Select';
import {
  type ChampTriTeledeclarant,
  type LigneTeledeclarant,
  StatutTeledeclarant,
  statutTeledeclarantLabels,
  TypeEtablissementTeledeclarant,
  teledeclarantsRoutes,
  typeEtablissementTeledeclarantLabels,
} from '@registre/domain';
import type { FieldPath } from 'react-hook-form';
import { Link, useLocation, useSearchParams } from 'react-router';
import { appelerApi } from '../../api/client';
import { BoutonsRecherche } from '../../components/socle/BoutonsRecherche';
import { EnteteTriable } from '../../components/socle/EnteteTriable';
import { ResultatsPagines } from '../../components/socle/ResultatsPagines';
import { Tableau } from '../../components/socle/Tableau';
import { useRecherchePaginee } from '../../components/socle/useRecherchePaginee';
import { PageProtegee } from '../../features/session/PageProtegee';
import '../../features/teledeclarants/teledeclarants.css';
import { clesTeledeclarants } from '../../api/cles-requetes';
import { useFormulaire } from '../../components/formulaire';
import { useSaisieDeLAdresse } from '../../components/socle/useSaisieDeLAdresse';
import { nomComplet, ouTiret, severiteStatut } from '../../features/teledeclarants/presentation';
import {
  CHAMPS_TEXTE,
  criteresDepuis,
  type PageDemandee,
  pageDepuisUrl,
  SAISIE_VIDE,
  type SaisieRecherche,
  saisieDepuisUrl,
  TAILLES_PAGE,
  urlDepuis,
} from '../../features/teledeclarants/recherche';

/** Libellés des critères textuels. */
const libellesTexte: Record<(typeof CHAMPS_TEXTE)[number], string> = {
  raisonSociale: 'Raison sociale',
  siret: 'SIRET',
  codePostal: 'Code postal',
  commune: 'Commune',
  nomAdmin: "Nom de l'administrateur principal",
  prenomAdmin: "Prénom de l'administrateur principal",
  email: "Adresse électronique de l'administrateur",
  codeApe: 'Code APE',
};

/** Colonnes du tableau des résultats, avec la clé de tri de chacune. */
const colonnes: { champ: ChampTriTeledeclarant; libelle: string }[] = [
  { champ: 'id', libelle: 'N°' },
  { champ: 'raisonSociale', libelle: 'Raison sociale' },
  { champ: 'siret', libelle: 'SIRET' },
  { champ: 'type', libelle: 'Type' },
  { champ: 'codePostal', libelle: 'Code postal' },
  { champ: 'commune', libelle: 'Commune' },
  { champ: 'nomAdmin', libelle: 'Administrateur principal' },
  { champ: 'email', libelle: 'Adresse électronique' },
  { champ: 'statut', libelle: 'Statut' },
  { champ: 'motDePasseCree', libelle: 'Mot de passe créé' },
  { champ: 'codeApe', libelle: 'Code APE' },
];

function FormulaireRecherche({
  saisie,
  page,
  onRechercher,
}: {
  saisie: SaisieRecherche;
  page: PageDemandee;
  onRechercher: (saisie: SaisieRecherche) => void;
}) {
  const { register, handleSubmit, reset, setError, formState } = useFormulaire<SaisieRecherche>({
    defaultValues: saisie,
  });
  // Retour arrière, lien partagé : le formulaire suit l'adresse.
  const { rechercher, effacer } = useSaisieDeLAdresse(saisie, reset, onRechercher);

  const soumettre = handleSubmit((valeurs) => {
    const verification = criteresDepuis(valeurs, { ...page, pageNumber: 1 });
    if (!verification.ok) {
      for (const erreur of verification.erreurs) {
        setError((erreur.champ in SAISIE_VIDE ? erreur.champ : 'root') as FieldPath<SaisieRecherche>, {
          message: erreur.message,
        });
      }
      return;
    }
    rechercher(valeurs);
  });
  const erreur = (champ: keyof SaisieRecherche) => formState.errors[champ]?.message;
  const etat = (champ: keyof SaisieRecherche) =>
    erreur(champ) ? { state: 'error' as const, stateRelatedMessage: erreur(champ) } : {};

  return (
    <form onSubmit={soumettre} noValidate aria-label="Recherche des télédéclarants" className="fr-mb-4w">
      <fieldset className="fr-fieldset" aria-describedby="aide-recherche-teledeclarants">
        <legend className="fr-fieldset__legend">Critères de recherche</legend>
        <p id="aide-recherche-teledeclarants" className="fr-hint-text fr-fieldset__element">
          Un critère texte trouve les valeurs qui le contiennent, sans tenir compte des accents ni des
          majuscules. Commencez par « $ » pour chercher les valeurs qui commencent par le texte saisi ; « _ »
          remplace un caractère quelconque. Sans critère de statut, les télédéclarants supprimés ne sont pas
          affichés.
        </p>
        <div className="fr-fieldset__element">
          <div className="fr-grid-row fr-grid-row--gutters">
            <div className="fr-col-12 fr-col-md-4">
              <Input
                label="Identifiant"
                {...etat('id')}
                nativeInputProps={{ ...register('id'), inputMode: 'numeric' }}
              />
            </div>
            {CHAMPS_TEXTE.map((champ) => (
              <div key={champ} className="fr-col-12 fr-col-md-4">
                <Input
                  label={libellesTexte[champ]}
                  {...etat(champ)}
                  nativeInputProps={{
                    ...register(champ),
                    ...(champ === 'siret' || champ === 'codePostal' ? { inputMode: 'numeric' as const } : {}),
                  }}
                />
              </div>
            ))}
            <div className="fr-col-12 fr-col-md-4">
              <Select label="Type" {...etat('type')} nativeSelectProps={register('type')}>
                <option value="">Tous les types</option>
                {TypeEtablissementTeledeclarant.options.map((type) => (
                  <option key={type} value={type}>
                    {typeEtablissementTeledeclarantLabels[type]}
                  </option>
                ))}
              </Select>
            </div>
            <div className="fr-col-12 fr-col-md-4">
              <Select label="Statut" {...etat('statut')} nativeSelectProps={register('statut')}>
                <option value="">Tous sauf supprimés</option>
                {StatutTeledeclarant.options.map((statut) => (
                  <option key={statut} value={statut}>
                    {statutTeledeclarantLabels[statut]}
                  </option>
                ))}
              </Select>
            </div>
            <div className="fr-col-12 fr-col-md-4">
              <Select
                label="Mot de passe créé par l'administrateur"
                {...etat('motDePasseCree')}
                nativeSelectProps={register('motDePasseCree')}
              >
                <option value="">Indifférent</option>
                <option value="oui">Oui</option>
                <option value="non">Non</option>
              </Select>
            </div>
          </div>
        </div>
        <BoutonsRecherche onEffacer={() => effacer(SAISIE_VIDE)} />
      </fieldset>
    </form>
  );
}

function TableauResultats({
  lignes,
  page,
  onTrier,
}: {
  lignes: LigneTeledeclarant[];
  page: PageDemandee;
  onTrier: (champ: ChampTriTeledeclarant) => void;
}) {
  const { search } = useLocation();
  return (
    <Tableau titre="Télédéclarants trouvés" className="registre-tableau-teledeclarants">
      <thead>
        <tr>
          {colonnes.map((c) => (
            <EnteteTriable key={c.champ} {...c} page={page} onTrier={onTrier} />
          ))}
        </tr>
      </thead>
      <tbody>
        {lignes.map((l) => (
          <tr key={l.id}>
            <td>{l.id}</td>
            <td>
              <Link to={`/teledeclarants/comptes-utilisateurs/${l.id}`} state={{ retour: search }}>
                {ouTiret(l.raisonSociale)}
              </Link>
            </td>
            <td>{ouTiret(l.siret)}</td>
            <td>{typeEtablissementTeledeclarantLabels[l.type]}</td>
            <td>{ouTiret(l.codePostal)}</td>
            <td>{ouTiret(l.commune)}</td>
            <td>{nomComplet(l.prenomAdmin, l.nomAdmin)}</td>
            <td>{ouTiret(l.emailAdmin)}</td>
            <td>
              <Badge small noIcon severity={severiteStatut[l.statut]}>
                {statutTeledeclarantLabels[l.statut]}
              </Badge>
            </td>
            <td>{l.motDePasseCree ? 'Oui' : 'Non'}</td>
            <td>{ouTiret(l.codeApe)}</td>
          </tr>
        ))}
      </tbody>
    </Tableau>
  );
}

function RechercheTeledeclarants() {
  const [params, setParams] = useSearchParams();
  const saisie = saisieDepuisUrl(params);
  const page = pageDepuisUrl(params);
  const verification = criteresDepuis(saisie, page);
  const { donnees, etat } = useRecherchePaginee({
    verification,
    cle: clesTeledeclarants.recherche,
    rechercher: (body) => appelerApi(teledeclarantsRoutes.rechercher, { body }),
  });

  const aller = (nouvelleSaisie: SaisieRecherche, nouvellePage: PageDemandee) =>
    setParams(urlDepuis(nouvelleSaisie, nouvellePage));
  const lignes = donnees?.teledeclarantDTOList ?? [];

  return (
    <>
      <h1>Télédéclarants</h1>
      <FormulaireRecherche
        saisie={saisie}
        page={page}
        onRechercher={(nouvelle) => aller(nouvelle, { ...page, pageNumber: 1 })}
      />
      <ResultatsPagines
        etat={etat}
        page={page}
        tailles={TAILLES_PAGE}
        nom={{ singulier: 'télédéclarant trouvé', pluriel: 'télédéclarants trouvés' }}
        aucun="Aucun télédéclarant ne correspond à ces critères."
        adressePage={(p) => `?${urlDepuis(saisie, p)}`}
        allerPage={(p) => aller(saisie, p)}
        tableau={(trier) =>
          lignes.length > 0 && <TableauResultats lignes={lignes} page={page} onTrier={trier} />
        }
      />
    </>
  );
}

/** Recherche des télédéclarants par le teneur (spec 1 §2, spec 2 §7.8). */
export function PageTeledeclarants() {
  return (
    <PageProtegee authorities={['LST_TELEDECLARANT']}>
      <RechercheTeledeclarants />
    </PageProtegee>
  );
}
