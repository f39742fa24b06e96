import { z } from 'zod';
import { TypeEcheance } from '../echeancier/echeancier.schema.js';
import { Profil } from '../permissions/profils.js';
import type { ModaliteEvenement, TypeEvenement } from '../referentiels/journal.js';

/**
 * Détail d'une entrée du journal, par type d'événement (ADR 0105). Chaque type a son schéma strict :
 * une clé inconnue ou une valeur d'un autre type est une erreur de programmation, refusée avant l'écriture.
 * Pour un changement d'état d'un cycle de vie, l'écriture ajoute d'elle-même l'événement de la machine
 * et les états de départ et d'arrivée (`DetailTransition`) : ces trois clés sont réservées et aucun
 * schéma ci-dessous ne les déclare.
 */

const Texte = z.string().max(1000);
const Identifiant = z.number().int().positive();
const Nombre = z.number().int().min(0);
/** Jour « aaaa-mm-jj ». */
const JourIso = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** Instant ISO 8601. */
const InstantIso = z.iso.datetime();

/** Clés que l'écriture d'une transition ajoute au détail. */
export const DetailTransition = z.strictObject({
  /** Événement de la machine du cycle de vie (`supprimer`, `retirerRattachement`…). */
  evenement: z.string().min(1).max(100),
  /** État de départ ; vide pour une création. */
  ancienEtat: z.string().max(100).nullable(),
  nouvelEtat: z.string().min(1).max(100),
});
export type DetailTransition = z.infer<typeof DetailTransition>;

export const CLES_DETAIL_TRANSITION = DetailTransition.keyof().options;

/** Aucun détail. */
const SansDetail = z.strictObject({});
/** Motif facultatif : détail par défaut des changements d'état. */
const AvecMotif = z.strictObject({ motif: Texte.optional() });
/** Connexion par certificat client de notaire (ADR 0067). */
const Moyen = z.enum(['certificat client']);
/** Lettre d'activation préparée (ADR 0051). */
const LettreActivation = z.strictObject({
  idLettre: Identifiant,
  idDocument: Identifiant.optional(),
  dateEnvoiPrevue: JourIso,
});
/** Lot de lettres postales remis à l'imprimeur (ADR 0235). */
const LotLettres = z.strictObject({ idLot: Identifiant, nbLettres: Nombre });
const Charte = z.strictObject({ email: Texte.optional(), institution: Texte.nullish() });

/** Schéma du détail de chaque type d'événement. */
export const detailsEvenement = {
  // Connexion
  CONNEXION_REUSSIE: z.strictObject({ moyen: Moyen.optional(), simule: z.boolean().optional() }),
  CONNEXION_ECHOUEE: z.strictObject({ raison: Texte }),
  VERROUILLAGE_COMPTE: z.strictObject({ echecs: Nombre, minutes: z.number().min(0) }),
  DECONNEXION: z.strictObject({ federee: z.boolean().optional() }),
  CONNEXION_INSTITUTIONNELLE: z.strictObject({
    fournisseur: Texte,
    sujet: Texte,
    email: Texte,
    institution: Texte.nullable(),
    niveauGeographique: Texte.nullable(),
  }),
  ACCEPTATION_CHARTE: Charte,
  REFUS_CHARTE: Charte,
  CONNEXION_EN_TANT_QUE: SansDetail,
  FIN_CONNEXION_EN_TANT_QUE: SansDetail,
  // Comptes
  CREATION_UTILISATEUR: z.strictObject({
    profil: Profil.optional(),
    moyen: Moyen.optional(),
    numEtude: Texte.optional(),
  }),
  ACTIVATION_COMPTE: SansDetail,
  MODIFICATION_COMPTE: z.strictObject({
    ancienIdentifiant: Texte.optional(),
    nouvelIdentifiant: Texte.optional(),
    ancienProfil: Profil.optional(),
    nouveauProfil: Profil.optional(),
    sessionsFermees: Nombre.optional(),
    /** Changement d'adresse demandé : lien de confirmation envoyé à la nouvelle adresse (ADR 0086). */
    changementAdresseDemande: z.boolean().optional(),
    /** Nouvelle adresse confirmée par le lien reçu (ADR 0086). */
    adresseConfirmee: z.boolean().optional(),
  }),
  CREATION_MOT_DE_PASSE: SansDetail,
  CHANGEMENT_MOT_DE_PASSE: SansDetail,
  REINITIALISATION_MOT_DE_PASSE: SansDetail,
  SUPPRESSION_UTILISATEUR: z.strictObject({
    profil: Profil.optional(),
    sessionsFermees: Nombre.optional(),
    motif: Texte.optional(),
  }),
  RELANCE_INACTIVITE: z.strictObject({ derniereActivite: InstantIso.nullable() }),
  // Télédéclarants
  INSCRIPTION_TELEDECLARANT: z.strictObject({
    type: z.enum(['PRO', 'NON_PRO', 'NOTAIRE']),
    siret: z
      .string()
      .regex(/^\d{14}$/)
      .nullable(),
    numEtude: Texte.optional(),
    moyen: Moyen.optional(),
    idCompteAdministrateur: Identifiant.optional(),
  }),
  ENVOI_CODE_ACTIVATION: LettreActivation,
  REGENERATION_CODE_ACTIVATION: LettreActivation,
  PREPARATION_LOT_LETTRES: LotLettres,
  ENVOI_LOT_LETTRES: LotLettres,
  ACTIVATION_TELEDECLARANT: z.strictObject({ lettresAnnulees: Nombre.optional() }),
  MODIFICATION_TELEDECLARANT: z.strictObject({
    champs: Texte,
    certificat1: Texte.optional(),
    certificat2: Texte.optional(),
  }),
  MODIFICATION_ETABLISSEMENT: z.strictObject({ champsModifies: Texte }),
  CREATION_FLUX_ECHEANCIER: z.strictObject({ regenere: z.boolean() }),
  REVOCATION_FLUX_ECHEANCIER: SansDetail,
  RAPPEL_ECHEANCE: z.strictObject({
    cle: Texte,
    type: TypeEcheance,
    date: Texte,
    seuil: Nombre,
    destinataires: Nombre,
  }),
  CHANGEMENT_STATUT_TELEDECLARANT: AvecMotif,
  SUPPRESSION_TELEDECLARANT: z.strictObject({
    nbMandatsSupprimes: Nombre,
    nbMandatsArchives: Nombre,
    nbComptesSupprimes: Nombre,
    nbRattachementsRetires: Nombre,
    nbSuccessionsAnnulees: Nombre,
    nbLettresAnnulees: Nombre,
  }),
  // Immatriculation
  CREATION_BROUILLON: AvecMotif,
  ENREGISTREMENT_BROUILLON: AvecMotif,
  SUPPRESSION_BROUILLON: AvecMotif,
  SOUMISSION_IMMATRICULATION: AvecMotif,
  IMMATRICULATION_D_OFFICE: AvecMotif,
  MODIFICATION_DEMANDE: AvecMotif,
  DOUBLON_SIGNALE: AvecMotif,
  DECLARATION_COPROPRIETE_FUTURE: AvecMotif,
  ANNULATION_IMMATRICULATION: AvecMotif,
  // Mise à jour
  MAJ_STANDARD: AvecMotif,
  MAJ_ANNUELLE: AvecMotif,
  MAJ_COMPTES_NON_APPROUVES: AvecMotif,
  CORRECTION_DERNIERE_MAJ_ANNUELLE: AvecMotif,
  SUPPRESSION_DECLARATIONS: AvecMotif,
  MAJ_PARCELLES_NON_GEOLOCALISEES: AvecMotif,
  /** Modification administrative par le teneur (ADR 0275) : motif, déclaration créée, valeurs avant et après. */
  MODIFICATION_ADMINISTRATIVE: z.strictObject({
    motif: Texte,
    idDeclaration: Identifiant,
    nbModifications: Nombre,
    avant: Texte,
    apres: Texte,
  }),
  ARCHIVAGE_DECLARATION: AvecMotif,
  /** Erreur signalée au teneur par le déclarant (`declarerErreur`, ADR 0170) : le signalement et son texte. */
  SIGNALEMENT_ERREUR_DECLARATION: z.strictObject({ idSignalement: Identifiant, description: Texte }),
  // Rattachement
  DEMANDE_RATTACHEMENT: AvecMotif,
  MODIFICATION_RATTACHEMENT: AvecMotif,
  CONTESTATION_RATTACHEMENT: AvecMotif,
  RETRAIT_RATTACHEMENT: AvecMotif,
  // Mandat
  RENOUVELLEMENT_MANDAT: AvecMotif,
  DECLARATION_SUCCESSEUR: AvecMotif,
  VALIDATION_DECLARATION_PREDECESSEUR: AvecMotif,
  /** Changement de représentant légal de l'établissement (ADR 0311) : l'ancienne et la nouvelle personne. */
  CHANGEMENT_REPRESENTANT_LEGAL: z.strictObject({ avant: Texte, apres: Texte }),
  MODIFICATION_DATE_DEBUT_MANDAT: z.strictObject({
    ancienneDateDebut: JourIso.nullable(),
    nouvelleDateDebut: JourIso,
  }),
  MODIFICATION_DATE_FIN_MANDAT_ARCHIVE: z.strictObject({
    ancienneDateFin: JourIso.nullable(),
    nouvelleDateFin: JourIso,
  }),
  SUPPRESSION_MANDAT: AvecMotif,
  EXPIRATION_MANDAT: AvecMotif,
  ARCHIVAGE_MANDAT: AvecMotif,
  ANNULATION_RENOUVELLEMENT: AvecMotif,
  ANNULATION_SUCCESSEUR: AvecMotif,
  // Dissolution
  DEMANDE_DISSOLUTION: AvecMotif,
  DISSOLUTION_EXECUTEE: AvecMotif,
  ANNULATION_DISSOLUTION: AvecMotif,
  SUPPRESSION_COPROPRIETE: AvecMotif,
  // Validation
  PRISE_EN_CHARGE: AvecMotif,
  AFFECTATION_TENEUR: AvecMotif,
  DEMANDE_PRECISIONS: AvecMotif,
  /** Réponse du déclarant dans le fil de sa demande (ADR 0230) : le message du fil et sa pièce jointe éventuelle. */
  REPONSE_PRECISIONS: z.strictObject({ idEchange: Identifiant, pieceJointe: z.boolean() }),
  VALIDATION_DEMANDE: AvecMotif,
  REFUS_DEMANDE: AvecMotif,
  VALIDATION_DOUBLON: AvecMotif,
  VALIDATION_CONTESTATION: AvecMotif,
  LIBERATION_VERROU: AvecMotif,
  // Téléchargements
  TELECHARGEMENT_FICHE_SYNTHETIQUE: SansDetail,
  TELECHARGEMENT_DONNEES_BRUTES: SansDetail,
  TELECHARGEMENT_RAPPORT: SansDetail,
  EXTRACTION_CATEGORISATION: SansDetail,
  TELECHARGEMENT_JUSTIFICATIF: SansDetail,
  // Contact et réclamations (ADR 0296)
  DEPOT_RECLAMATION: z.strictObject({
    typeDemandeur: Texte,
    typeReclamation: Texte,
    idDocument: Identifiant.optional(),
  }),
  PRISE_EN_CHARGE_RECLAMATION: AvecMotif,
  CLOTURE_RECLAMATION: AvecMotif,
} as const satisfies Record<TypeEvenement, z.ZodObject>;

/** Détail à fournir pour un type d'événement (hors clés de transition, ajoutées à l'écriture). */
export type DetailEvenementDe<T extends TypeEvenement> = z.input<(typeof detailsEvenement)[T]>;

export type ResultatDetailEvenement =
  | { ok: true; detail: Record<string, string | number | boolean | null> }
  | { ok: false; message: string };

/**
 * Contrôle le détail d'un événement contre le schéma de son type. Renvoie le détail à écrire (valeurs
 * vides retirées), ou un message qui nomme le type et la clé en défaut.
 */
export function verifierDetailEvenement(type: TypeEvenement, detail: unknown): ResultatDetailEvenement {
  const resultat = detailsEvenement[type].safeParse(detail ?? {});
  if (!resultat.success) {
    const issue = resultat.error.issues[0];
    const cle = issue?.path.join('.') || (issue && 'keys' in issue ? issue.keys.join(', ') : '');
    return {
      ok: false,
      message: `Détail invalide pour l'événement ${type}${cle ? ` (${cle})` : ''} : ${issue?.message ?? 'forme inattendue'}.`,
    };
  }
  const propre = Object.fromEntries(
    Object.entries(resultat.data as Record<string, string | number | boolean | null | undefined>).filter(
      (entree): entree is [string, string | number | boolean | null] => entree[1] !== undefined,
    ),
  );
  return { ok: true, detail: propre };
}

/**
 * Types d'événement toujours produits par un traitement automatique, même quand l'action d'une personne
 * les déclenche : verrouillage après des échecs de connexion, lettre d'activation préparée, relance,
 * expiration d'un mandat.
 */
export const TYPES_EVENEMENT_AUTOMATIQUES: readonly TypeEvenement[] = [
  'VERROUILLAGE_COMPTE',
  'ENVOI_CODE_ACTIVATION',
  'RELANCE_INACTIVITE',
  'EXPIRATION_MANDAT',
  'RAPPEL_ECHEANCE',
];

/**
 * Modalité d'un événement, déduite de son auteur et de son type (ADR 0105) : traitement automatique sans
 * auteur ou pour un type automatique ; action d'un teneur « connecté en tant que » l'auteur ; saisie en
 * ligne sinon.
 */
export function modaliteEvenement(
  type: TypeEvenement,
  auteur: { connecteEnTantQue: boolean } | null,
): ModaliteEvenement {
  if (auteur === null || TYPES_EVENEMENT_AUTOMATIQUES.includes(type)) return 'TRAITEMENT_AUTOMATIQUE';
  return auteur.connecteEnTantQue ? 'CONNEXION_EN_TANT_QUE' : 'SAISIE_EN_LIGNE';
}
