import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Badge } from '@codegouvfr/react-dsfr/Badge';
import { Checkbox } from '@codegouvfr/react-dsfr/Checkbox';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { RadioButtons } from '@codegouvfr/react-dsfr/RadioButtons';
import { Select } from '@codegouvfr/react-dsfr/Select';
import {
  avertissementAnnuaireLabels,
  type ChampTriAnnuaire,
  ETATS_MISE_A_JOUR_ANNUAIRE,
  etatMiseAJourAnnuaireLabels,
  type LigneAnnuaire,
  STATUTS_PUBLICS_COPROPRIETE,
  STATUTS_RATTACHEMENT_PUBLIC,
  statutPublicCoproprieteLabels,
  statutRattachementPublicLabels,
} from '@registre/domain';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { clesAnnuaire } from '../../api/cles-requetes';
import { appelerApi } from '../../api/client';
import { BoutonsRecherche } from '../../components/socle/BoutonsRecherche';
import { EnteteTriable } from '../../components/socle/EnteteTriable';
import { ResultatsPagines } from '../../components/socle/ResultatsPagines';
import { Tableau } from '../../components/socle/Tableau';
import { useRecherchePaginee } from '../../components/socle/useRecherchePaginee';
import { ChampAdresseAnnuaire } from '../../features/annuaire/ChampAdresseAnnuaire';
import { contratsAnnuaire } from '../../features/annuaire/contrat';
import { severiteStatutPublic } from '../../features/annuaire/presentation';
import {
  adresseDuChamp,
  adresseRechercheeDepuis,
  CHAMPS_TEXTE_AVANCES,
  type ChampTexteAvance,
  criteresDepuis,
  estSaisieVide,
  type PageAnnuaire as PageDemandee,
  pageDepuisUrl,
  SAISIE_VIDE,
  type SaisieAnnuaire,
  saisieDepuisUrl,
  TAILLES_PAGE_ANNUAIRE,
  urlDepuis,
} from '../../features/annuaire/recherche';

/** Carte des résultats chargée à la demande, avec la première recherche (ADR 0285). */
const chargerCarte = () => import('../../features/annuaire/CarteResultats');
const CarteResultats = lazy(() => chargerCarte().then((m) => ({ default: m.CarteResultats })));

const libellesAvances: Record<ChampTexteAvance, { libelle: string; aide?: string; numerique?: true }> = {
  codeDepartement: { libelle: 'Numéro du département', aide: 'Par exemple 69, 2A, 971.' },
  commune: { libelle: 'Commune' },
  codePostal: { libelle: 'Code postal', numerique: true },
  voie: { libelle: 'Voie', aide: 'Par exemple « rue de la République ».' },
  lieuDit: { libelle: 'Lieu-dit' },
  numeroImmatriculation: { libelle: 'Numéro d’immatriculation', aide: 'Avec ou sans tirets.' },
  nom: { libelle: 'Nom de la copropriété' },
  dateDebutMandat: { libelle: 'Mandat commencé le ou après', aide: 'Format attendu : jj/mm/aaaa' },
  dateFinMandat: { libelle: 'Mandat terminé le ou avant', aide: 'Format attendu : jj/mm/aaaa' },
};

const colonnes: { champ: ChampTriAnnuaire | null; libelle: string }[] = [
  { champ: null, libelle: 'Repère' },
  { champ: 'numeroImmatriculation', libelle: 'Numéro d’immatriculation' },
  { champ: 'nom', libelle: 'Nom' },
  { champ: null, libelle: 'Adresse de référence' },
  { champ: 'commune', libelle: 'Commune' },
  { champ: null, libelle: 'Statut' },
  { champ: 'nbLots', libelle: 'Lots' },
];

function AideTexte({ id }: { id: string }) {
  return (
    <p id={id} className="fr-hint-text fr-fieldset__element">
      Un texte trouve les copropriétés qui le contiennent, sans tenir compte des accents ni des majuscules.
      Commencez par « $ » pour chercher celles qui commencent par le texte saisi (« $les » : « Les Tilleuls »,
      pas « Résidence les Pins ») ; « _ » remplace un caractère quelconque (« r_sidence »).
    </p>
  );
}

/** Cases à cocher d'un filtre de statut (spec 1 §2) ; les statuts cochés gardent l'ordre de la liste. */
function CasesStatuts<S extends string>({
  legende,
  nom,
  statuts,
  libelles,
  coches,
  onChange,
  erreur,
}: {
  legende: string;
  nom: string;
  statuts: readonly S[];
  libelles: Record<S, string>;
  coches: readonly S[];
  onChange: (coches: S[]) => void;
  erreur: string | undefined;
}) {
  return (
    <Checkbox
      legend={legende}
      small
      {...(erreur ? { state: 'error' as const, stateRelatedMessage: erreur } : {})}
      options={statuts.map((statut) => ({
        label: libelles[statut],
        nativeInputProps: {
          name: nom,
          value: statut,
          checked: coches.includes(statut),
          onChange: (e) =>
            onChange(statuts.filter((s) => (s === statut ? e.target.checked : coches.includes(s)))),
        },
      }))}
    />
  );
}

function FormulaireRecherche({
  saisie,
  onRechercher,
}: {
  saisie: SaisieAnnuaire;
  onRechercher: (saisie: SaisieAnnuaire) => void;
}) {
  const [valeurs, setValeurs] = useState<SaisieAnnuaire>(saisie);
  const [erreurs, setErreurs] = useState<Record<string, string>>({});
  // Le champ d'adresse garde sa saisie : il n'est recréé que lorsque l'adresse de la page change.
  const [generation, setGeneration] = useState(0);
  const cle = JSON.stringify(saisie);
  // Retour arrière, lien partagé : le formulaire suit l'adresse de la page quand elle change (pas au premier
  // affichage : une saisie faite avant le passage de l'effet serait effacée).
  const clePrecedente = useRef(cle);
  // biome-ignore lint/correctness/useExhaustiveDependencies: la clé résume la saisie de l'adresse.
  useEffect(() => {
    if (clePrecedente.current === cle) return;
    clePrecedente.current = cle;
    setValeurs(saisie);
    setErreurs({});
    setGeneration((g) => g + 1);
  }, [cle]);

  const changer = <K extends keyof SaisieAnnuaire>(champ: K, valeur: SaisieAnnuaire[K]) => {
    setValeurs((v) => ({ ...v, [champ]: valeur }));
    setErreurs(({ [champ]: _retire, ...autres }) => autres);
  };

  const soumettre = (evenement: React.FormEvent) => {
    evenement.preventDefault();
    const verification = criteresDepuis(valeurs, {
      pageNumber: 1,
      pageSize: 10,
      sortField: null,
      sortDirection: null,
    });
    if (!verification.ok) {
      const parChamp: Record<string, string> = {};
      for (const e of verification.erreurs) parChamp[e.champ] ??= e.message;
      setErreurs(parChamp);
      // Le premier champ en erreur reçoit le focus (RGAA 11.10).
      const premier = Object.keys(parChamp)[0];
      if (premier) document.getElementById(`annuaire-${premier}`)?.focus();
      return;
    }
    onRechercher(valeurs);
  };
  const etat = (champ: string) =>
    erreurs[champ] ? { state: 'error' as const, stateRelatedMessage: erreurs[champ] } : {};
  const avancee = valeurs.mode === 'avancee';

  return (
    <form onSubmit={soumettre} noValidate aria-label="Recherche dans l’annuaire" className="fr-mb-4w">
      <RadioButtons
        legend="Type de recherche"
        orientation="horizontal"
        name="mode-recherche"
        options={[
          {
            label: 'Recherche simple',
            hintText: 'Numéro, nom ou adresse',
            nativeInputProps: {
              checked: !avancee,
              onChange: () => changer('mode', 'simple'),
            },
          },
          {
            label: 'Recherche avancée',
            hintText: 'Tous les champs et les statuts',
            nativeInputProps: {
              checked: avancee,
              onChange: () => changer('mode', 'avancee'),
            },
          },
        ]}
      />
      {erreurs.root && <Alert severity="error" small description={erreurs.root} className="fr-mb-2w" />}
      {!avancee ? (
        <fieldset className="fr-fieldset" aria-describedby="aide-annuaire-simple">
          <legend className="fr-fieldset__legend">Recherche simple</legend>
          <AideTexte id="aide-annuaire-simple" />
          <div className="fr-fieldset__element">
            <Input
              label="Numéro d’immatriculation ou nom de la copropriété"
              {...etat('immatriculationOuNom')}
              nativeInputProps={{
                id: 'annuaire-immatriculationOuNom',
                value: valeurs.immatriculationOuNom,
                onChange: (e) => changer('immatriculationOuNom', e.target.value),
                maxLength: 100,
              }}
            />
          </div>
          <div className="fr-fieldset__element">
            <ChampAdresseAnnuaire
              key={generation}
              id="annuaire-adresse"
              label="Adresse"
              hintText="Choisissez une proposition, ou « Localiser l’adresse » : l’annuaire montre les copropriétés à moins de 200 m de l’adresse choisie."
              valeur={adresseDuChamp(valeurs.adresse)}
              onChange={(adresse) => changer('adresse', adresseRechercheeDepuis(adresse))}
              erreur={erreurs.adresse ?? null}
            />
          </div>
        </fieldset>
      ) : (
        <fieldset className="fr-fieldset" aria-describedby="aide-annuaire-avancee">
          <legend className="fr-fieldset__legend">Recherche avancée</legend>
          <AideTexte id="aide-annuaire-avancee" />
          <div className="fr-fieldset__element">
            <div className="fr-grid-row fr-grid-row--gutters">
              {CHAMPS_TEXTE_AVANCES.map((champ) => (
                <div key={champ} className="fr-col-12 fr-col-md-4">
                  <Input
                    label={libellesAvances[champ].libelle}
                    hintText={libellesAvances[champ].aide}
                    {...etat(champ)}
                    nativeInputProps={{
                      id: `annuaire-${champ}`,
                      value: valeurs[champ],
                      onChange: (e) => changer(champ, e.target.value),
                      maxLength: 100,
                      ...(libellesAvances[champ].numerique ? { inputMode: 'numeric' as const } : {}),
                    }}
                  />
                </div>
              ))}
              {(['majAnnuelle', 'majComptesNonApprouves'] as const).map((champ) => (
                <div key={champ} className="fr-col-12 fr-col-md-4">
                  <Select
                    label={
                      champ === 'majAnnuelle'
                        ? 'Mise à jour annuelle'
                        : 'Mise à jour des comptes non approuvés'
                    }
                    {...etat(champ)}
                    nativeSelectProps={{
                      id: `annuaire-${champ}`,
                      value: valeurs[champ],
                      onChange: (e) => changer(champ, e.target.value as SaisieAnnuaire[typeof champ]),
                    }}
                  >
                    <option value="">Indifférent</option>
                    {ETATS_MISE_A_JOUR_ANNUAIRE.map((etatMaj) => (
                      <option key={etatMaj} value={etatMaj}>
                        {etatMiseAJourAnnuaireLabels[etatMaj]}
                      </option>
                    ))}
                  </Select>
                </div>
              ))}
            </div>
          </div>
          <div className="fr-fieldset__element">
            <div className="fr-grid-row fr-grid-row--gutters">
              <div className="fr-col-12 fr-col-md-6">
                <CasesStatuts
                  legende="Statut de la copropriété"
                  nom="statutsCopropriete"
                  statuts={STATUTS_PUBLICS_COPROPRIETE}
                  libelles={statutPublicCoproprieteLabels}
                  coches={valeurs.statutsCopropriete}
                  onChange={(coches) => changer('statutsCopropriete', coches)}
                  erreur={erreurs.statutsCopropriete}
                />
              </div>
              <div className="fr-col-12 fr-col-md-6">
                <CasesStatuts
                  legende="Statut du rattachement"
                  nom="statutsRattachement"
                  statuts={STATUTS_RATTACHEMENT_PUBLIC}
                  libelles={statutRattachementPublicLabels}
                  coches={valeurs.statutsRattachement}
                  onChange={(coches) => changer('statutsRattachement', coches)}
                  erreur={erreurs.statutsRattachement}
                />
              </div>
            </div>
          </div>
        </fieldset>
      )}
      <BoutonsRecherche onEffacer={() => onRechercher({ ...SAISIE_VIDE, mode: valeurs.mode })} />
    </form>
  );
}

const lienFiche = (l: LigneAnnuaire) => `/annuaire/copropriete/${l.id}`;

function TableauResultats({
  lignes,
  page,
  onTrier,
  retour,
}: {
  lignes: LigneAnnuaire[];
  page: PageDemandee;
  onTrier: (champ: ChampTriAnnuaire) => void;
  retour: { retour: string };
}) {
  const distances = lignes.some((l) => l.distanceMetres != null);
  return (
    <Tableau titre="Copropriétés trouvées" className="registre-tableau-annuaire">
      <thead>
        <tr>
          {colonnes.map((c) =>
            c.champ ? (
              <EnteteTriable
                key={c.libelle}
                champ={c.champ}
                libelle={c.libelle}
                page={page}
                onTrier={onTrier}
              />
            ) : (
              <th key={c.libelle} scope="col">
                {c.libelle}
              </th>
            ),
          )}
          {distances && <th scope="col">Distance</th>}
        </tr>
      </thead>
      <tbody>
        {lignes.map((l, i) => (
          <tr key={l.id}>
            <td>{i + 1}</td>
            <td>
              <Link to={lienFiche(l)} state={retour}>
                {l.numeroImmatriculation}
              </Link>
            </td>
            <td>{l.nom ?? '—'}</td>
            <td>{l.adresseReference ?? '—'}</td>
            <td>{[l.codePostal, l.commune].filter(Boolean).join(' ') || '—'}</td>
            <td>
              <Badge small noIcon severity={severiteStatutPublic[l.statut]}>
                {statutPublicCoproprieteLabels[l.statut]}
              </Badge>
            </td>
            <td>{l.nbLots ?? '—'}</td>
            {distances && <td>{l.distanceMetres != null ? `${l.distanceMetres} m` : '—'}</td>}
          </tr>
        ))}
      </tbody>
    </Tableau>
  );
}

function RechercheAnnuaire() {
  const [params, setParams] = useSearchParams();
  const { search } = useLocation();
  const saisie = saisieDepuisUrl(params);
  const page = pageDepuisUrl(params);
  const vide = estSaisieVide(saisie);
  const verification = criteresDepuis(saisie, page);
  const { donnees, etat } = useRecherchePaginee({
    // Première visite : ni recherche, ni message d'erreur (le champ vide est signalé à la soumission).
    verification: vide ? { ok: false, erreurs: [] } : verification,
    cle: clesAnnuaire.recherche,
    rechercher: async (body) => {
      // Contrat et code de la carte chargés ensemble, avant la réponse : la liste et la carte s'affichent ensemble.
      const [contrats] = await Promise.all([contratsAnnuaire(), chargerCarte()]);
      return appelerApi(contrats.rechercher, { body });
    },
  });
  const aller = (nouvelleSaisie: SaisieAnnuaire, nouvellePage: PageDemandee) =>
    setParams(urlDepuis(nouvelleSaisie, nouvellePage));
  const lignes = donnees?.coproprieteAnnuaireDTOList ?? [];
  const a = saisie.mode === 'simple' ? saisie.adresse : null;
  const adresseCarte =
    a && a.x !== null && a.y !== null ? { libelle: a.libelle, longitude: a.x, latitude: a.y } : null;

  return (
    <>
      <h1>Annuaire des copropriétés</h1>
      <p className="fr-text--lead">
        Cherchez une copropriété immatriculée au registre par son numéro, son nom ou son adresse, et consultez
        les informations que la loi rend publiques.
      </p>
      <FormulaireRecherche
        saisie={saisie}
        onRechercher={(nouvelle) => aller(nouvelle, { ...page, pageNumber: 1 })}
      />
      {!vide && (
        <>
          {donnees?.avertissement && (
            <Alert
              severity="warning"
              small
              className="fr-mb-3w"
              description={avertissementAnnuaireLabels[donnees.avertissement]}
            />
          )}
          <ResultatsPagines
            etat={{ ...etat, erreursCriteres: etat.erreursCriteres?.length ? etat.erreursCriteres : null }}
            page={page}
            tailles={TAILLES_PAGE_ANNUAIRE}
            nom={{ singulier: 'copropriété trouvée', pluriel: 'copropriétés trouvées' }}
            aucun="Aucune copropriété du registre ne correspond à ces critères."
            adressePage={(p) => `?${urlDepuis(saisie, p)}`}
            allerPage={(p) => aller(saisie, p)}
            tableau={(trier) =>
              lignes.length > 0 && (
                <>
                  <TableauResultats lignes={lignes} page={page} onTrier={trier} retour={{ retour: search }} />
                  <Suspense fallback={<p className="fr-hint-text">Chargement de la carte…</p>}>
                    <CarteResultats
                      lignes={lignes}
                      adresse={adresseCarte}
                      lienFiche={lienFiche}
                      etatLien={{ retour: search }}
                    />
                  </Suspense>
                </>
              )
            }
          />
        </>
      )}
    </>
  );
}

/** Annuaire public des copropriétés (spec 1 §2 `/annuaire`, spec 2 §5.6, §7.10, §8 ; ADR 0240, 0241, 0285). */
export function PageAnnuaire() {
  return <RechercheAnnuaire />;
}
