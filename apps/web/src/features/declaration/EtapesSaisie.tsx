import { Button } from '@codegouvfr/react-dsfr/Button';
import { Notice } from '@codegouvfr/react-dsfr/Notice';
import {
  type CleEtapeDeclaration,
  champsArrete,
  champsClassementEnergetique,
  type DescripteurChamp,
  demandeChauffageCollectif,
  demandeDonneesFinancieres,
  demandeEnergieChauffage,
  demandeNumeroPrincipal,
  descripteurDe,
  drapeauDuTypeArrete,
  EtiquetteEnergetique,
  etapesDeclaration,
  type OptionChamp,
  planTravauxDeclaration,
  TypeArrete,
  typeArreteLabels,
} from '@registre/domain';
import { type ReactNode, useEffect } from 'react';
import { type FieldValues, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { ChampDeclaration } from './champs';
import { useListeDeclaration } from './listes';
import type { ValeursDeclaration } from './valeurs';

/** Descripteur d'un champ d'une étape, par son chemin dans l'étape (`mandatAdHoc.dateNomination`). */
function descripteur(cle: CleEtapeDeclaration, chemin: string): DescripteurChamp {
  const trouve = descripteurDe(etapesDeclaration[cle].champs, chemin);
  if (!trouve) throw new Error(`Champ inconnu de l'étape ${cle} : ${chemin}`);
  return trouve;
}

/** Un champ de l'étape, tiré de sa description dans le domaine. */
export function Champ({
  etape,
  chemin,
  libelle,
  requis,
  options,
}: {
  etape: CleEtapeDeclaration;
  chemin: string;
  libelle?: string;
  requis?: boolean;
  options?: readonly OptionChamp[];
}) {
  return (
    <ChampDeclaration
      nom={`${etape}.${chemin}`}
      descripteur={descripteur(etape, chemin)}
      libelle={libelle}
      requis={requis}
      options={options}
      className="fr-mb-3w"
    />
  );
}

function Section({ titre, children }: { titre: string; children: ReactNode }) {
  return (
    <fieldset className="fr-fieldset registre-section-declaration">
      <legend className="fr-fieldset__legend fr-h5">{titre}</legend>
      <div className="fr-fieldset__content registre-section-declaration__contenu">{children}</div>
    </fieldset>
  );
}

function useValeur<T>(nom: string): T {
  const { control } = useFormContext<FieldValues>();
  return useWatch({ control, name: nom }) as T;
}

// ——— Informations de rattachement ———

export function EtapeInfosRattachement({ justificatif }: { justificatif: ReactNode }) {
  const e = 'infoRattachement';
  return (
    <>
      <Section titre="Votre mandat">
        <Champ etape={e} chemin="adminProvisoire" />
        <div className="fr-grid-row fr-grid-row--gutters">
          <div className="fr-col-12 fr-col-md-6">
            <Champ etape={e} chemin="dateDebutMandat" />
          </div>
          <div className="fr-col-12 fr-col-md-6">
            <Champ etape={e} chemin="dateFinMandat" />
          </div>
        </div>
      </Section>
      <Section titre="Justificatif du mandat">{justificatif}</Section>
    </>
  );
}

// ——— Identification ———

export function EtapeIdentification({ localisation }: { localisation: ReactNode }) {
  const e = 'identification';
  const principal = useValeur<boolean | null>('identification.syndicatPrincipal');
  return (
    <>
      <Section titre="La copropriété">
        <Champ etape={e} chemin="nomCopropriete" />
        <Champ etape={e} chemin="dateReglementCopropriete" />
        <Champ etape={e} chemin="siret" />
        <Champ etape={e} chemin="syndicatPrincipal" />
        {demandeNumeroPrincipal({ syndicatPrincipal: principal }) && (
          <Champ etape={e} chemin="numImmatriculationCoproprietePrincipale" requis />
        )}
        <Champ etape={e} chemin="residenceService" />
        <Champ etape={e} chemin="syndicatCooperatif" />
      </Section>
      <Section titre="Adresses et parcelles cadastrales">{localisation}</Section>
      <Section titre="Lots">
        <div className="fr-grid-row fr-grid-row--gutters">
          {(['nbLots', 'nbLotsHabBurCom', 'nbLotsHab', 'nbLotsStationnement'] as const).map((chemin) => (
            <div key={chemin} className="fr-col-12 fr-col-md-6">
              <Champ etape={e} chemin={chemin} />
            </div>
          ))}
        </div>
      </Section>
      <Section titre="Structures associées">
        <div className="fr-grid-row fr-grid-row--gutters">
          {(['nbAsl', 'nbAful', 'nbUnionsSyndicats'] as const).map((chemin) => (
            <div key={chemin} className="fr-col-12 fr-col-md-4">
              <Champ etape={e} chemin={chemin} />
            </div>
          ))}
        </div>
      </Section>
    </>
  );
}

// ——— Procédures ———

interface LigneArrete {
  id?: number | null;
  type: TypeArrete;
  dateArrete: string | null;
  dateMainLevee: string | null;
}

function ArretesDuType({ type }: { type: TypeArrete }) {
  const { control } = useFormContext<FieldValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'procedures.arretes' });
  const arretes = (useValeur<LigneArrete[] | null>('procedures.arretes') ?? []).map((a, indice) => ({
    a,
    indice,
  }));
  const duType = arretes.filter(({ a }) => (a.type ?? 'SECURITE_TR_INSALUBRITE') === type);
  // Case cochée sans arrêté de son type : une ligne vide est proposée d'emblée.
  const aucun = duType.length === 0;
  useEffect(() => {
    if (aucun) append({ id: null, type, dateArrete: null, dateMainLevee: null }, { shouldFocus: false });
  }, [aucun, append, type]);
  return (
    <div className="fr-ml-md-4w fr-mb-3w">
      {duType.map(({ indice }, rang) => (
        <div
          key={fields[indice]?.id ?? indice}
          className="fr-grid-row fr-grid-row--gutters fr-grid-row--bottom"
        >
          <div className="fr-col-12 fr-col-md-5">
            <ChampDeclaration
              nom={`procedures.arretes.${indice}.dateArrete`}
              descripteur={champsArrete.dateArrete}
              libelle={`Date de l'arrêté n° ${rang + 1}`}
              requis
              className="fr-mb-2w"
            />
          </div>
          <div className="fr-col-12 fr-col-md-5">
            <ChampDeclaration
              nom={`procedures.arretes.${indice}.dateMainLevee`}
              descripteur={champsArrete.dateMainLevee}
              libelle={`Date de mainlevée de l'arrêté n° ${rang + 1}`}
              className="fr-mb-2w"
            />
          </div>
          <div className="fr-col-12 fr-col-md-2 fr-mb-2w">
            <Button
              type="button"
              priority="tertiary"
              size="small"
              iconId="fr-icon-delete-line"
              onClick={() => remove(indice)}
            >
              Retirer l'arrêté n° {rang + 1}
            </Button>
          </div>
        </div>
      ))}
      <Button
        type="button"
        priority="secondary"
        size="small"
        iconId="fr-icon-add-line"
        onClick={() => append({ id: null, type, dateArrete: null, dateMainLevee: null })}
      >
        Ajouter un arrêté
      </Button>
    </div>
  );
}

export function EtapeProcedures() {
  const e = 'procedures';
  const procedures = useValeur<Record<string, unknown>>('procedures') ?? {};
  return (
    <>
      <Section titre="Arrêtés de police administrative">
        {TypeArrete.options.map((type) => {
          const drapeau = drapeauDuTypeArrete[type];
          return (
            <div key={type}>
              <Champ etape={e} chemin={drapeau} />
              {procedures[drapeau] === true && (
                <>
                  <p className="fr-sr-only">{typeArreteLabels[type]}</p>
                  <ArretesDuType type={type} />
                </>
              )}
            </div>
          );
        })}
      </Section>
      <Section titre="Mandat ad hoc">
        <Champ etape={e} chemin="flagMandatAdhoc" />
        {procedures.flagMandatAdhoc === true && (
          <div className="fr-grid-row fr-grid-row--gutters">
            <div className="fr-col-12 fr-col-md-6">
              <Champ etape={e} chemin="mandatAdHoc.dateNomination" requis />
            </div>
            <div className="fr-col-12 fr-col-md-6">
              <Champ etape={e} chemin="mandatAdHoc.dateFinMission" />
            </div>
          </div>
        )}
      </Section>
      <Section titre="Ordonnance de carence">
        <Champ etape={e} chemin="flagOrdonnanceCarence" />
        {procedures.flagOrdonnanceCarence === true && (
          <Champ etape={e} chemin="ordonnanceCarence.dateOrdonnance" requis />
        )}
      </Section>
    </>
  );
}

// ——— Données financières ———

/**
 * Données financières. `exerciceFige` : mise à jour des comptes non approuvés (ADR 0135) ; l'exercice est
 * celui déjà déclaré (début, clôture, premier exercice), montré sans champ de saisie ; le reste se complète.
 */
export function EtapeDonneesFinancieres({ exerciceFige = false }: { exerciceFige?: boolean }) {
  const e = 'donneesFinancieres';
  const donnees = useValeur<Record<string, unknown>>('donneesFinancieres') ?? {};
  const connues =
    exerciceFige ||
    demandeDonneesFinancieres({
      donneesFinancieresInconnues: donnees.donneesFinancieresInconnues as boolean | null,
    });
  const lue = (chemin: string) => {
    const d = descripteur(e, chemin);
    const valeur = donnees[chemin];
    const texte =
      typeof valeur === 'boolean' ? (valeur ? 'Oui' : 'Non') : typeof valeur === 'string' ? valeur : '—';
    return [
      <dt key={`${chemin}-libelle`}>{d.libelle}</dt>,
      <dd key={`${chemin}-valeur`} className="fr-mb-1w">
        {texte}
      </dd>,
    ];
  };
  return (
    <>
      {!exerciceFige && <Champ etape={e} chemin="donneesFinancieresInconnues" />}
      {connues && (
        <>
          <Section titre="Exercice comptable">
            {exerciceFige ? (
              <dl className="fr-mb-3w">
                {lue('dateDebutExercice')}
                {lue('dateClotureComptes')}
                {lue('premierExerciceComptable')}
              </dl>
            ) : (
              <>
                <Champ etape={e} chemin="premierExerciceComptable" requis />
                <div className="fr-grid-row fr-grid-row--gutters">
                  <div className="fr-col-12 fr-col-md-6">
                    <Champ etape={e} chemin="dateDebutExercice" requis />
                  </div>
                  <div className="fr-col-12 fr-col-md-6">
                    <Champ etape={e} chemin="dateClotureComptes" requis />
                  </div>
                </div>
              </>
            )}
            <Champ etape={e} chemin="comptesNonApprouves" />
            <Champ etape={e} chemin="dateAg" requis={donnees.comptesNonApprouves !== true} />
          </Section>
          <Section titre="Montants de l'exercice">
            <div className="fr-grid-row fr-grid-row--gutters">
              {(
                [
                  'chargesOperationsCourantes',
                  'chargesOperationsExceptionnelles',
                  'montantDettes',
                  'montantImpayesCoproprietaires',
                  'nbCoproprietairesImpayes',
                  'montantFondTravaux',
                ] as const
              ).map((chemin) => (
                <div key={chemin} className="fr-col-12 fr-col-md-6">
                  <Champ etape={e} chemin={chemin} requis />
                </div>
              ))}
            </div>
            <Champ etape={e} chemin="presenceEmployes" requis />
          </Section>
        </>
      )}
    </>
  );
}

// ——— Données techniques ———

export function EtapeDonneesTechniques({ aujourdhui }: { aujourdhui: Date }) {
  const e = 'donneesTechniques';
  const periodes = useListeDeclaration('periodeConstruction');
  const typesChauffage = useListeDeclaration('typeChauffage');
  const energies = useListeDeclaration('energieUtilisee');
  const { control } = useFormContext<FieldValues>();
  const valeurs = useWatch({ control }) as ValeursDeclaration;
  const techniques = (valeurs.donneesTechniques ?? {}) as Parameters<typeof demandeChauffageCollectif>[0];
  const plan = planTravauxDeclaration(
    {
      identification: valeurs.identification ?? {},
      donneesTechniques: techniques ?? {},
      donneesFinancieres: valeurs.donneesFinancieres ?? {},
    } as Parameters<typeof planTravauxDeclaration>[0],
    aujourdhui,
  );
  return (
    <>
      <Section titre="Bâtiments">
        <div className="fr-grid-row fr-grid-row--gutters">
          <div className="fr-col-12 fr-col-md-6">
            <Champ etape={e} chemin="nbBatimentsTotal" />
          </div>
          <div className="fr-col-12 fr-col-md-6">
            <Champ etape={e} chemin="nbAscenseurs" />
          </div>
          <div className="fr-col-12 fr-col-md-6">
            <Champ etape={e} chemin="anneeConstruction" />
          </div>
          <div className="fr-col-12 fr-col-md-6">
            <Champ etape={e} chemin="periodeConstruction" options={periodes} />
          </div>
        </div>
      </Section>
      <Section titre="Nombre de bâtiments par étiquette énergétique (facultatif)">
        <div className="fr-grid-row fr-grid-row--gutters">
          {EtiquetteEnergetique.options.map((etiquette) => (
            <div key={etiquette} className="fr-col-6 fr-col-md-3">
              <ChampDeclaration
                nom={`donneesTechniques.classementEnergetique.${etiquette}`}
                descripteur={champsClassementEnergetique[etiquette]}
                className="fr-mb-2w"
              />
            </div>
          ))}
        </div>
      </Section>
      <Section titre="Chauffage">
        <Champ etape={e} chemin="typeChauffage" options={typesChauffage} />
        {demandeChauffageCollectif(techniques) && (
          <Champ etape={e} chemin="chauffageCollectifUrbain" requis />
        )}
        {demandeEnergieChauffage(techniques) && (
          <Champ etape={e} chemin="energieChauffageCollectifNonUrbain" requis options={energies} />
        )}
      </Section>
      <Section titre="Plan pluriannuel de travaux">
        <Notice title={plan.message} className="fr-mb-3w" />
        {plan.concernee && (
          <>
            <Champ etape={e} chemin="pptInscritAG" requis />
            <Champ etape={e} chemin="ppt" requis />
            {techniques?.ppt === true && <Champ etape={e} chemin="pptDate" requis />}
          </>
        )}
      </Section>
    </>
  );
}
