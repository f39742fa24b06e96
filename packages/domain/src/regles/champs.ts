/**
 * Chemins pointés des champs visés par les règles métier, repris des noms de champs de la
 * déclaration (spec 1 §3). Le formulaire (react-hook-form) et le serveur (réponse 400 `champs`)
 * s'en servent pour rattacher un message au bon champ.
 */
export const CHAMPS_REGLES = {
  mandat: {
    dateDebut: 'infoRattachement.dateDebutMandat',
    dateFin: 'infoRattachement.dateFinMandat',
    selection: 'idMandat',
  },
  identification: {
    nomCopropriete: 'identification.nomCopropriete',
    dateReglementCopropriete: 'identification.dateReglementCopropriete',
    nbLots: 'identification.nbLots',
    nbLotsHabBurCom: 'identification.nbLotsHabBurCom',
    nbLotsHab: 'identification.nbLotsHab',
    nbLotsStationnement: 'identification.nbLotsStationnement',
    nbAsl: 'identification.nbAsl',
    nbAful: 'identification.nbAful',
    nbUnionsSyndicats: 'identification.nbUnionsSyndicats',
    parcelle: 'identification.parcelle',
    adressePrincipale: 'identification.adressePrincipale',
  },
  immatriculation: {
    typeImmat: 'typeImmat',
  },
  procedures: {
    flagMandatAdhoc: 'procedures.flagMandatAdhoc',
    dateNomination: 'procedures.mandatAdHoc.dateNomination',
    dateFinMission: 'procedures.mandatAdHoc.dateFinMission',
    dateOrdonnance: 'procedures.ordonnanceCarence.dateOrdonnance',
    /** Arrêtés de sécurité ou d'insalubrité : `procedures.arretes.<indice>.<champ>`. */
    dateArrete: (indice: number) => `procedures.arretes.${indice}.dateArrete`,
    dateMainLevee: (indice: number) => `procedures.arretes.${indice}.dateMainLevee`,
  },
  donneesFinancieres: {
    dateDebutExercice: 'donneesFinancieres.dateDebutExercice',
    dateClotureComptes: 'donneesFinancieres.dateClotureComptes',
    dateAg: 'donneesFinancieres.dateAg',
    premierExerciceComptable: 'donneesFinancieres.premierExerciceComptable',
    montantImpayesCoproprietaires: 'donneesFinancieres.montantImpayesCoproprietaires',
    nbCoproprietairesImpayes: 'donneesFinancieres.nbCoproprietairesImpayes',
  },
  donneesTechniques: {
    nbBatimentsTotal: 'donneesTechniques.nbBatimentsTotal',
  },
  dissolution: {
    dateFaitGenerateur: 'dateFaitGenerateur',
  },
} as const;
