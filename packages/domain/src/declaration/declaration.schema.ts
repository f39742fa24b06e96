import { z } from 'zod';
import { DateTexte } from '../commun/dates.js';
import { Email, NomCopropriete, NumeroImmatriculation, Siret } from '../commun/formats.js';
import { Identifiant } from '../commun/identifiant.js';
import { Entier, Montant } from '../commun/nombres.js';
import { erreursDuChamp, texte } from '../commun/texte.js';
import { Adresse, Parcelle } from '../copropriete/copropriete.schema.js';
import { EtatCopropriete } from '../copropriete/etat-copropriete.js';
import { DocumentMetadonnees } from '../document/document.schema.js';
import { StatutMandat } from '../mandat/statut-mandat.js';
import { TypeImmat, TypeMaj } from '../referentiels/declaration.js';
import {
  EnergieChauffage,
  EtiquetteEnergetique,
  PeriodeConstruction,
  TypeChauffage,
} from '../referentiels/donnees-techniques.js';
import { TypeJustifMandat } from '../referentiels/mandat.js';
import { TypeArrete } from '../referentiels/procedures.js';
import { StatutDeclaration } from './statut-declaration.js';

/**
 * Déclaration d'une copropriété (spec 1 §3 « Condominium declaration ») et ses cinq parties.
 * Les noms de champs sont ceux de la spécification. Tous les champs d'une partie sont facultatifs :
 * un brouillon s'enregistre incomplet ; la complétude et la cohérence relèvent des règles (spec 2 §5.3–5.5),
 * et la normalisation avant envoi (spec 2 §5.1) de `normaliserDeclaration`.
 */

/** Informations de rattachement : le mandat du déclarant et son justificatif. */
export const InfoRattachement = z.object({
  id: Identifiant.nullish(),
  /** Le déclarant est administrateur provisoire (justificatif : ordonnance de nomination). */
  adminProvisoire: z.boolean({ error: erreursDuChamp() }).nullish(),
  dateDebutMandat: DateTexte.nullish(),
  dateFinMandat: DateTexte.nullish(),
  dateTeleversement: DateTexte.nullish(),
  /** Document justificatif déjà déposé. */
  idDocument: Identifiant.nullish(),
  /** Métadonnées du justificatif de mandat (PDF). */
  justifMandat: DocumentMetadonnees.nullish(),
  nomFichierJustifMandat: texte({ max: 255, libelle: 'Le nom du justificatif de mandat' }).nullish(),
  typeJustifMandat: TypeJustifMandat.nullish(),
});
export type InfoRattachement = z.infer<typeof InfoRattachement>;

/** Identification de la copropriété. */
export const Identification = z.object({
  adressePrincipale: Adresse.nullish(),
  /** Adresses complémentaires. */
  adresseSecondaire: z.array(Adresse).nullish(),
  dateReglementCopropriete: DateTexte.nullish(),
  nbAful: Entier.nullish(),
  nbAsl: Entier.nullish(),
  nbLots: Entier.nullish(),
  nbLotsHab: Entier.nullish(),
  nbLotsHabBurCom: Entier.nullish(),
  nbLotsStationnement: Entier.nullish(),
  nbUnionsSyndicats: Entier.nullish(),
  nomCopropriete: NomCopropriete.nullish(),
  numImmatriculationCopropriete: NumeroImmatriculation.nullish(),
  /** Pour un syndicat secondaire : numéro du syndicat principal. Vide à la saisie, `null` une fois normalisé. */
  numImmatriculationCoproprietePrincipale: z
    .union([NumeroImmatriculation, z.literal('')], {
      error: erreursDuChamp("Le numéro d'immatriculation de la copropriété principale"),
    })
    .nullish(),
  /** Parcelles cadastrales de la copropriété. */
  parcelle: z.array(Parcelle).nullish(),
  residenceService: z.boolean({ error: erreursDuChamp() }).nullish(),
  siret: Siret.nullish(),
  syndicatCooperatif: z.boolean({ error: erreursDuChamp() }).nullish(),
  /** Syndicat principal (`true`) ou secondaire (`false`). */
  syndicatPrincipal: z.boolean({ error: erreursDuChamp() }).nullish(),
});
export type Identification = z.infer<typeof Identification>;

/** Arrêté de police administrative visant les parties communes. */
export const Arrete = z.object({
  id: Identifiant.nullish(),
  type: TypeArrete,
  dateArrete: DateTexte.nullish(),
  /** Date de mainlevée de l'arrêté. */
  dateMainLevee: DateTexte.nullish(),
});
export type Arrete = z.infer<typeof Arrete>;

/** Mandat ad hoc : nomination et fin de mission. */
export const MandatAdHoc = z.object({
  dateNomination: DateTexte.nullish(),
  dateFinMission: DateTexte.nullish(),
});
export type MandatAdHoc = z.infer<typeof MandatAdHoc>;

/** Ordonnance de carence. */
export const OrdonnanceCarence = z.object({
  dateOrdonnance: DateTexte.nullish(),
});
export type OrdonnanceCarence = z.infer<typeof OrdonnanceCarence>;

/**
 * Procédures administratives et judiciaires. Les arrêtés forment une seule liste dont chaque élément
 * porte son type ; un arrêté n'est conservé que si le drapeau de son type est vrai (spec 2 §5.1).
 */
export const Procedures = z.object({
  arretes: z.array(Arrete).nullish(),
  flagEquipementsCom: z.boolean({ error: erreursDuChamp() }).nullish(),
  flagInsalubritePartiesCom: z.boolean({ error: erreursDuChamp() }).nullish(),
  flagMandatAdhoc: z.boolean({ error: erreursDuChamp() }).nullish(),
  flagOrdonnanceCarence: z.boolean({ error: erreursDuChamp() }).nullish(),
  flagPerilPartiesCom: z.boolean({ error: erreursDuChamp() }).nullish(),
  flagSecuriteInsalubritePartiesCom: z.boolean({ error: erreursDuChamp() }).nullish(),
  mandatAdHoc: MandatAdHoc.nullish(),
  ordonnanceCarence: OrdonnanceCarence.nullish(),
});
export type Procedures = z.infer<typeof Procedures>;

/** Données financières du dernier exercice comptable clos. */
export const DonneesFinancieres = z.object({
  chargesOperationsCourantes: Montant.nullish(),
  chargesOperationsExceptionnelles: Montant.nullish(),
  /** Les comptes de l'exercice n'ont pas été approuvés par l'assemblée générale. */
  comptesNonApprouves: z.boolean({ error: erreursDuChamp() }).nullish(),
  dateAg: DateTexte.nullish(),
  dateClotureComptes: DateTexte.nullish(),
  dateDebutExercice: DateTexte.nullish(),
  /** Dettes fournisseurs et autres dettes. */
  montantDettes: Montant.nullish(),
  montantFondTravaux: Montant.nullish(),
  montantImpayesCoproprietaires: Montant.nullish(),
  /** Nombre de copropriétaires débiteurs de plus de 300 euros. */
  nbCoproprietairesImpayes: Entier.nullish(),
  premierExerciceComptable: z.boolean({ error: erreursDuChamp() }).nullish(),
  presenceEmployes: z.boolean({ error: erreursDuChamp() }).nullish(),
  /** Case « pas de données financières ». */
  donneesFinancieresInconnues: z.boolean({ error: erreursDuChamp() }).nullish(),
});
export type DonneesFinancieres = z.infer<typeof DonneesFinancieres>;

/** Nombre de bâtiments par étiquette énergétique (étiquettes absentes : 0). */
export const ClassementEnergetique = z.partialRecord(EtiquetteEnergetique, Entier, {
  error: erreursDuChamp('Le classement énergétique'),
});
export type ClassementEnergetique = z.infer<typeof ClassementEnergetique>;

/** Données techniques des bâtiments. */
export const DonneesTechniques = z.object({
  anneeConstruction: Entier.nullish(),
  chauffageCollectifUrbain: z.boolean({ error: erreursDuChamp() }).nullish(),
  classementEnergetique: ClassementEnergetique.nullish(),
  energieChauffageCollectifNonUrbain: EnergieChauffage.nullish(),
  nbAscenseurs: Entier.nullish(),
  nbBatimentsTotal: Entier.nullish(),
  periodeConstruction: PeriodeConstruction.nullish(),
  /** Plan pluriannuel de travaux adopté. */
  ppt: z.boolean({ error: erreursDuChamp() }).nullish(),
  /** Date d'adoption du plan pluriannuel de travaux. */
  pptDate: DateTexte.nullish(),
  /** Plan pluriannuel de travaux inscrit à l'ordre du jour de l'assemblée générale. */
  pptInscritAG: z.boolean({ error: erreursDuChamp() }).nullish(),
  typeChauffage: TypeChauffage.nullish(),
});
export type DonneesTechniques = z.infer<typeof DonneesTechniques>;

/** Contenu d'une déclaration : ses cinq parties. */
export const ImmatCopropriete = z.object({
  infoRattachement: InfoRattachement.nullish(),
  identification: Identification.nullish(),
  procedures: Procedures.nullish(),
  donneesFinancieres: DonneesFinancieres.nullish(),
  donneesTechniques: DonneesTechniques.nullish(),
});
export type ImmatCopropriete = z.infer<typeof ImmatCopropriete>;

/** Déclaration d'une copropriété. */
export const Declaration = z.object({
  id: Identifiant.nullish(),
  /** Identifiant du télédéclarant auteur. */
  numTeledeclarant: Identifiant.nullish(),
  /** Déclaration portant sur un exercice non approuvé. */
  isExerciceNonApprouve: z.boolean({ error: erreursDuChamp() }).nullish(),
  adresseEmailUtilisateur: Email.nullish(),
  statutMandatCourant: StatutMandat.nullish(),
  etatCopropriete: EtatCopropriete.nullish(),
  /**
   * Statut de la déclaration dans son cycle de vie (spec 1 §4). Ajouté à la liste de spec 1 §3,
   * qui ne le nomme pas, pour que client et serveur le partagent.
   */
  statut: StatutDeclaration.nullish(),
  /** Nature de la déclaration ; la spécification n'en donne pas les valeurs : on reprend celles de `typeMaj`. */
  typeDeclaration: TypeMaj.nullish(),
  typeMaj: TypeMaj.nullish(),
  typeImmat: TypeImmat.nullish(),
  /** La date de clôture du dernier exercice peut encore être modifiée. */
  dateClotureEditable: z.boolean({ error: erreursDuChamp() }).nullish(),
  dateClotureDernierExercice: DateTexte.nullish(),
  dateAgDerniereMajAnnuelle: DateTexte.nullish(),
  /** Nom de l'utilisateur qui a déclaré. */
  utilisateurDeclare: texte({ max: 200, libelle: "Le nom de l'utilisateur déclarant" }).nullish(),
  nomCopropriete: NomCopropriete.nullish(),
  immatCopropriete: ImmatCopropriete,
});
export type Declaration = z.infer<typeof Declaration>;
