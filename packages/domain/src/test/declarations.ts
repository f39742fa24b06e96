import type { ImmatCopropriete } from '../declaration/declaration.schema.js';

const justificatif = {
  id: 4,
  nom: 'contrat.pdf',
  type: 'application/pdf',
  taille: 1200,
  sha256: 'a'.repeat(64),
  dateTeleversement: '01/06/2025',
};

/** Déclaration complète et valable d'un syndic bénévole (aucune erreur, aucun avertissement). */
export function saisieValable(): SaisieComplete {
  return {
    infoRattachement: {
      adminProvisoire: false,
      dateDebutMandat: '01/01/2025',
      dateFinMandat: '31/12/2025',
      typeJustifMandat: 'CONTRAT_SYNDIC',
      justifMandat: justificatif,
    },
    identification: {
      nomCopropriete: 'Résidence des Tilleuls',
      dateReglementCopropriete: '12/03/1985',
      syndicatPrincipal: true,
      residenceService: false,
      syndicatCooperatif: false,
      nbAsl: 0,
      nbAful: 0,
      nbUnionsSyndicats: 0,
      nbLots: 40,
      nbLotsHabBurCom: 30,
      nbLotsHab: 28,
      nbLotsStationnement: 10,
      adressePrincipale: {
        numeroVoie: '12',
        voie: 'Rue des Tilleuls',
        codePostal: '69003',
        commune: 'Lyon',
        geolocalisee: true,
      },
      adresseSecondaire: [],
      parcelle: [{ prefixe: '000', section: 'AB', numero: '12', geolocalisee: true }],
    },
    procedures: {
      flagSecuriteInsalubritePartiesCom: false,
      flagPerilPartiesCom: false,
      flagInsalubritePartiesCom: false,
      flagEquipementsCom: false,
      flagMandatAdhoc: false,
      flagOrdonnanceCarence: false,
      arretes: [],
      mandatAdHoc: { dateNomination: null, dateFinMission: null },
      ordonnanceCarence: { dateOrdonnance: null },
    },
    donneesFinancieres: {
      donneesFinancieresInconnues: false,
      premierExerciceComptable: false,
      dateDebutExercice: '01/01/2024',
      dateClotureComptes: '31/12/2024',
      comptesNonApprouves: false,
      dateAg: '15/04/2025',
      chargesOperationsCourantes: 80000,
      chargesOperationsExceptionnelles: 5000,
      montantDettes: 1200,
      montantImpayesCoproprietaires: 3000,
      nbCoproprietairesImpayes: 2,
      montantFondTravaux: 4000,
      presenceEmployes: false,
    },
    donneesTechniques: {
      nbBatimentsTotal: 2,
      classementEnergetique: { ETIQ_C: 1, ETIQ_D: 1 },
      periodeConstruction: 'DE_1975_A_1993',
      anneeConstruction: null,
      typeChauffage: 'INDIVIDUEL',
      nbAscenseurs: 1,
      pptInscritAG: true,
      ppt: false,
      pptDate: null,
    },
  };
}

export type SaisieComplete = { [K in keyof ImmatCopropriete]-?: NonNullable<ImmatCopropriete[K]> };
