import {
  ajouterMois,
  aujourdhuiParis,
  type Declaration,
  formaterDateTexte,
  type TypeImmat,
} from '@registre/domain';

/**
 * Saisie complète et valide d'une déclaration, étape par étape (spec 1 §3, règles de spec 2 §5) : une seule source
 * pour la fabrique des tests (`test/declarations.ts`), le banc (`scripts/bench.mjs`, enregistrement d'un brouillon)
 * et les e2e (`apps/e2e/tests/validations.spec.ts`, par `dist/`).
 */

type Saisie = Declaration['immatCopropriete'];

/** Rang propre à chaque saisie : les déclarations d'un même fichier de test ne sont pas doublons entre elles. */
let rangSuivant = 0;
export const nouveauRang = (): number => {
  rangSuivant += 1;
  return rangSuivant;
};

/** Étape « identification » complète : adresse de référence géolocalisée et parcelle propres au rang `n`. */
export function identificationValide(
  n: number,
  options: { nom?: string; typeImmat?: TypeImmat } = {},
): NonNullable<Saisie['identification']> {
  return {
    nomCopropriete: options.nom ?? `Le Clos numéro ${n}`,
    // Avant le 01/01/2017 pour un syndic ou d'office, après pour une immatriculation initiale (§5.4).
    dateReglementCopropriete: options.typeImmat === 'INITIALE' ? '15/03/2020' : '15/03/1985',
    syndicatPrincipal: true,
    syndicatCooperatif: false,
    residenceService: false,
    nbLots: 20,
    nbLotsHabBurCom: 12,
    nbLotsHab: 10,
    nbLotsStationnement: 8,
    nbAsl: 0,
    nbAful: 0,
    nbUnionsSyndicats: 0,
    adressePrincipale: {
      numeroVoie: String(n),
      voie: `Allée numéro ${n}`,
      codePostal: '69003',
      commune: 'Lyon',
      codeInsee: '69383',
      latitude: 45 + n / 50,
      longitude: 4 + n / 50,
      geolocalisee: true,
      libelle: `${n} Allée numéro ${n} 69003 Lyon`,
    },
    adresseSecondaire: [],
    parcelle: [
      {
        codeInsee: '69383',
        codePostal: '69003',
        prefixe: '000',
        section: 'QA',
        numero: String(1000 + n),
        geolocalisee: true,
      },
    ],
  };
}

/** Étape « procédures » sans arrêté ni procédure en cours. */
export const proceduresSansProcedure = (): NonNullable<Saisie['procedures']> => ({
  flagSecuriteInsalubritePartiesCom: false,
  flagPerilPartiesCom: false,
  flagInsalubritePartiesCom: false,
  flagEquipementsCom: false,
  flagMandatAdhoc: false,
  flagOrdonnanceCarence: false,
  arretes: [],
  mandatAdHoc: {},
  ordonnanceCarence: {},
});

/** Étape « données financières » : exercice civil `annee` complet, AG au printemps suivant (§5.5). */
export const exerciceComplet = (annee: number) => ({
  premierExerciceComptable: false,
  dateDebutExercice: `01/01/${annee}`,
  dateClotureComptes: `31/12/${annee}`,
  dateAg: `20/03/${annee + 1}`,
  chargesOperationsCourantes: 50_000,
  chargesOperationsExceptionnelles: 0,
  montantDettes: 0,
  montantImpayesCoproprietaires: 0,
  nbCoproprietairesImpayes: 0,
  montantFondTravaux: 1_000,
  presenceEmployes: false,
});

/** Étape « données techniques » : deux bâtiments, étiquettes non déterminées. */
export const donneesTechniquesValides = (): NonNullable<Saisie['donneesTechniques']> => ({
  nbBatimentsTotal: 2,
  periodeConstruction: 'DE_1975_A_1993',
  typeChauffage: 'INDIVIDUEL',
  nbAscenseurs: 1,
  classementEnergetique: {
    ETIQ_A: 0,
    ETIQ_B: 0,
    ETIQ_C: 0,
    ETIQ_D: 0,
    ETIQ_E: 0,
    ETIQ_F: 0,
    ETIQ_G: 0,
    ETIQ_NON_DETERMINE: 2,
  },
  pptInscritAG: false,
  ppt: false,
});

/** Étape « informations de rattachement » : contrat de syndic de douze mois commencé le mois dernier. */
export function infoRattachementValide(): NonNullable<Saisie['infoRattachement']> {
  const aujourdhui = aujourdhuiParis(new Date());
  return {
    adminProvisoire: false,
    typeJustifMandat: 'CONTRAT_SYNDIC',
    dateDebutMandat: formaterDateTexte(ajouterMois(aujourdhui, -1)),
    dateFinMandat: formaterDateTexte(ajouterMois(aujourdhui, 11)),
  };
}

/**
 * Saisie complète et valide des cinq parties. Sans `donneesFinancieres`, les données financières sont déclarées
 * inconnues ; l'étape du mandat n'est là que pour une immatriculation par le syndic (`DEFAULT`), sauf
 * `avecMandat: false` (une mise à jour ne porte pas le mandat : il a ses propres écrans).
 */
export function saisieComplete(
  options: {
    n?: number;
    nom?: string;
    typeImmat?: TypeImmat;
    avecMandat?: boolean;
    donneesFinancieres?: Saisie['donneesFinancieres'];
  } = {},
): Saisie {
  const n = options.n ?? nouveauRang();
  const typeImmat = options.typeImmat ?? 'DEFAULT';
  const avecMandat = options.avecMandat ?? typeImmat === 'DEFAULT';
  return {
    identification: identificationValide(n, { nom: options.nom, typeImmat }),
    procedures: proceduresSansProcedure(),
    donneesFinancieres: options.donneesFinancieres ?? { donneesFinancieresInconnues: true },
    donneesTechniques: donneesTechniquesValides(),
    ...(avecMandat ? { infoRattachement: infoRattachementValide() } : {}),
  };
}
