import { z } from 'zod';
import { ajouterJours, DateTexte, estApres, estDateRenseignee, formaterDateTexte } from '../commun/dates.js';
import { Email, Siret } from '../commun/formats.js';
import { Identifiant } from '../commun/identifiant.js';
import type { Constat, ResultatRegles } from '../commun/resultat.js';
import { AvertissementsConfirmes } from '../commun/resultat.js';
import { texte } from '../commun/texte.js';
import type { EtatCopropriete } from '../copropriete/etat-copropriete.js';
import { machineCopropriete } from '../copropriete/etat-copropriete.machine.js';
import type { TypeActeur } from '../cycles/machine.js';
import { type DatesMandat, verifierMandat } from './mandat.rules.js';
import type { StatutMandat } from './statut-mandat.js';
import { machineMandat } from './statut-mandat.machine.js';

/**
 * Successeurs (issue 11 §4, spec 2 §7.4 ; ADR 0330). Le syndic du mandat en cours déclare le syndic professionnel qui
 * lui succède (SIRET et adresse d'un compte actif de cet établissement) ; une clé secrète, envoyée par courriel et
 * conservée hachée, permet au successeur de valider la déclaration : son propre mandat est créé, il commence après le
 * début du mandat du prédécesseur, celui-ci se termine la veille et est archivé. Règles pures, « aujourd'hui » est un
 * paramètre.
 */

/** Durée de validité de la clé du successeur, à compter de la déclaration (ADR 0330). */
export const CLE_SUCCESSEUR_VALIDITE_JOURS = 30;

export const MESSAGE_SUCCESSEUR_RESERVE_TITULAIRE =
  'Seul le syndic qui détient le mandat en cours de cette copropriété peut déclarer son successeur.';
export const MESSAGE_SUCCESSEUR_DEJA_DECLARE =
  'Un successeur est déjà déclaré pour le mandat en cours : il doit valider la déclaration, ou celle-ci doit être annulée, avant une nouvelle déclaration.';
export const MESSAGE_SUCCESSEUR_SOI_MEME = 'Vous ne pouvez pas vous déclarer vous-même comme successeur.';
export const MESSAGE_SUCCESSEUR_INCONNU =
  "Aucun syndic professionnel actif n'est inscrit au registre avec ce numéro SIRET.";
export const MESSAGE_SUCCESSEUR_EMAIL =
  "L'adresse électronique et le SIRET ne correspondent pas : indiquez l'adresse d'un compte actif de l'établissement successeur.";
export const MESSAGE_CLE_SUCCESSEUR_INVALIDE =
  "Ce lien de validation n'est pas valable : il a déjà servi, il a expiré ou la déclaration a été annulée.";
export const MESSAGE_CLE_AUTRE_ETABLISSEMENT =
  "Cette déclaration de successeur désigne un autre établissement que le vôtre : connectez-vous avec un compte de l'établissement désigné.";

export const MESSAGE_VALIDATION_SANS_CLE =
  'Indiquez la clé reçue par courriel ou la copropriété dont votre établissement est désigné successeur.';
export const MESSAGE_SUCCESSION_INTROUVABLE =
  'Aucune déclaration de successeur en attente ne désigne votre établissement pour cette copropriété.';

/**
 * Le successeur connecté peut-il valider par l'identifiant de la copropriété, sans la clé (ADR 0312) ? Le mandat
 * courant le désigne, sa déclaration attend (clé non encore utilisée) et vaut encore (`cleSuccesseurValable`).
 */
export function validationParCoproprietePossible(
  mandat: {
    readonly statut: StatutMandat;
    readonly successeurDeclareLe: Date | null;
    readonly idTeledeclarantSuccesseur: number | null;
    readonly cleEnAttente: boolean;
  } | null,
  idTeledeclarantAppelant: number,
  maintenant: Date,
): boolean {
  return (
    mandat?.cleEnAttente === true &&
    mandat.idTeledeclarantSuccesseur === idTeledeclarantAppelant &&
    cleSuccesseurValable(mandat, maintenant)
  );
}

export const MESSAGE_AUCUNE_DECLARATION_A_ANNULER =
  "Aucune déclaration de successeur en attente de validation n'est à annuler pour cette copropriété.";

/**
 * Le titulaire peut-il annuler sa déclaration de successeur (ADR 0313) ? Tant qu'elle n'est pas validée : mandat
 * courant `SUCCESSEUR_DECLARE`, clé non utilisée, même après ses 30 jours (l'annulation rend alors le mandat libre
 * pour une nouvelle déclaration).
 */
export function annulationSuccesseurPossible(
  mandat: { readonly statut: StatutMandat; readonly cleEnAttente: boolean } | null,
): boolean {
  return mandat?.statut === 'SUCCESSEUR_DECLARE' && mandat.cleEnAttente;
}

/** Ce que la règle « peut-on déclarer un successeur ? » lit. */
export interface ContexteDeclarationSuccesseur {
  readonly etatCopropriete: EtatCopropriete;
  /** Statut du mandat courant de la copropriété (`null` : aucun mandat courant). */
  readonly statutMandatCourant: StatutMandat | null;
  /** L'établissement de l'appelant détient le mandat courant. */
  readonly titulaire: boolean;
  /** Nature de l'acteur appelant (`null` : profil sans nature, refusé). */
  readonly acteur: TypeActeur | null;
}

export type CauseRefusSuccesseur = 'relation' | 'dejaDeclare' | 'etat';

export type DecisionSuccesseur =
  | { readonly possible: true }
  | { readonly possible: false; readonly cause: CauseRefusSuccesseur; readonly message: string };

/**
 * Déclarer un successeur est-il possible ? Le syndic (acteur `declarant`) titulaire du mandat courant, un seul
 * successeur déclaré par mandat, et les deux cycles de vie (mandat et copropriété) doivent permettre l'événement.
 */
export function deciderDeclarationSuccesseur(contexte: ContexteDeclarationSuccesseur): DecisionSuccesseur {
  if (contexte.acteur !== 'declarant' || !contexte.titulaire || contexte.statutMandatCourant === null) {
    return { possible: false, cause: 'relation', message: MESSAGE_SUCCESSEUR_RESERVE_TITULAIRE };
  }
  if (contexte.statutMandatCourant === 'SUCCESSEUR_DECLARE') {
    return { possible: false, cause: 'dejaDeclare', message: MESSAGE_SUCCESSEUR_DEJA_DECLARE };
  }
  const mandatPermet = machineMandat.transition(contexte.statutMandatCourant, 'declarerSuccesseur', {
    acteur: 'declarant',
  }).ok;
  const coproPermet = machineCopropriete.transition(contexte.etatCopropriete, 'declarerSuccesseur', {
    acteur: 'declarant',
  }).ok;
  if (!mandatPermet || !coproPermet) {
    return {
      possible: false,
      cause: 'etat',
      message:
        'Le mandat en cours ne permet pas de déclarer un successeur (il doit être en cours, ni renouvelé ni expiré, et la copropriété rattachée).',
    };
  }
  return { possible: true };
}

/** Établissement désigné par le SIRET saisi, tel que le registre le connaît. */
export interface SuccesseurTrouve {
  readonly idTeledeclarant: number;
  /** L'adresse saisie est celle d'un compte actif de cet établissement. */
  readonly emailDeLEtablissement: boolean;
}

/**
 * Le successeur saisi convient-il ? Un syndic professionnel actif inscrit avec ce SIRET, autre que l'établissement
 * déclarant, dont un compte actif a l'adresse saisie. Erreurs sur les champs `siret` et `email`.
 */
export function verifierSuccesseurSaisi(
  successeur: SuccesseurTrouve | null,
  idTeledeclarantDeclarant: number,
): Constat[] {
  if (successeur === null) {
    return [{ champ: 'siret', code: 'successeur.inconnu', message: MESSAGE_SUCCESSEUR_INCONNU }];
  }
  if (successeur.idTeledeclarant === idTeledeclarantDeclarant) {
    return [{ champ: 'siret', code: 'successeur.soiMeme', message: MESSAGE_SUCCESSEUR_SOI_MEME }];
  }
  if (!successeur.emailDeLEtablissement) {
    return [{ champ: 'email', code: 'successeur.email', message: MESSAGE_SUCCESSEUR_EMAIL }];
  }
  return [];
}

/** La clé est-elle encore valable ? Mandat toujours `SUCCESSEUR_DECLARE` et déclaration de moins de 30 jours. */
export function cleSuccesseurValable(
  mandat: { readonly statut: StatutMandat; readonly successeurDeclareLe: Date | null },
  maintenant: Date,
): boolean {
  if (mandat.statut !== 'SUCCESSEUR_DECLARE' || mandat.successeurDeclareLe === null) return false;
  const validiteMs = CLE_SUCCESSEUR_VALIDITE_JOURS * 86_400_000;
  return maintenant.getTime() < mandat.successeurDeclareLe.getTime() + validiteMs;
}

/**
 * Mandat du successeur : règles §5.3 d'un mandat déclaré (début au plus tard aujourd'hui, fin après aujourd'hui et
 * après le début, moins de 3 ans, avertissement hors 12 mois) et début strictement après le début du mandat du
 * prédécesseur, qui se termine la veille (pas de chevauchement).
 */
export function verifierMandatSuccesseur(
  saisie: DatesMandat,
  predecesseur: Pick<DatesMandat, 'dateDebutMandat'>,
  aujourdhui: Date,
): ResultatRegles {
  const resultat = verifierMandat(saisie, aujourdhui);
  const debut = saisie.dateDebutMandat;
  const debutPrecedent = predecesseur.dateDebutMandat;
  if (estDateRenseignee(debut) && estDateRenseignee(debutPrecedent) && !estApres(debut, debutPrecedent)) {
    resultat.erreurs.push({
      champ: 'dateDebutMandat',
      code: 'successeur.debutNonPosterieurDebutPredecesseur',
      message: `Votre mandat doit commencer après le début du mandat de votre prédécesseur (le ${formaterDateTexte(debutPrecedent)}).`,
    });
  }
  return resultat;
}

/** Le mandat du prédécesseur prend fin la veille du début du mandat du successeur, sans dépasser sa fin prévue. */
export function dateFinMandatPredecesseur(debutSuccesseur: Date, finPrevue: Date | null): Date {
  const veille = ajouterJours(debutSuccesseur, -1);
  return finPrevue !== null && estApres(veille, finPrevue) ? finPrevue : veille;
}

// ————— Contrats (corps et réponses) —————

/** Copropriété visée par une déclaration de successeur (`POST teledeclarant/verifieDeclSuccPossible`). */
export const CoproprieteSuccession = z.object({ idCopropriete: Identifiant });
export type CoproprieteSuccession = z.infer<typeof CoproprieteSuccession>;

export const DeclarationSuccessionPossible = z.object({
  possible: z.boolean(),
  /** Motif en français quand la déclaration n'est pas possible. */
  message: z.string().nullable(),
});
export type DeclarationSuccessionPossible = z.infer<typeof DeclarationSuccessionPossible>;

/** Déclaration du successeur (`POST teledeclarant/successeur`). */
export const DeclarationSuccesseur = z.object({
  idCopropriete: Identifiant,
  siret: Siret,
  email: Email,
});
export type DeclarationSuccesseur = z.infer<typeof DeclarationSuccesseur>;

/** Clé secrète reçue par courriel (base64url, 43 caractères). */
export const CleSuccesseur = texte({ max: 100, min: 20, libelle: 'La clé' }).regex(/^[A-Za-z0-9_-]+$/, {
  error: "La clé n'a pas le bon format.",
});

/** Ce que montre la clé, sans session (`GET public/successeur/{key}`) : rien d'autre que la succession elle-même. */
export const SuccessionPublique = z.object({
  numeroImmatriculation: z.string().nullable(),
  nomCopropriete: z.string().nullable(),
  predecesseur: z.string().nullable(),
  successeur: z.string().nullable(),
  /** jj/mm/aaaa */
  declareeLe: z.string(),
  /** jj/mm/aaaa : dernier jour de validité de la clé. */
  valableJusquAu: z.string(),
});
export type SuccessionPublique = z.infer<typeof SuccessionPublique>;

/** Validation de la déclaration du prédécesseur par le successeur connecté (`PUT successeur`). */
export const ValidationSuccesseur = z.object({
  /** Clé reçue par courriel (page du lien). */
  cle: CleSuccesseur.optional(),
  /** Ou, sans la clé, la copropriété dont le successeur connecté est désigné (action de ligne, ADR 0312). */
  idCopropriete: Identifiant.optional(),
  dateDebutMandat: DateTexte,
  dateFinMandat: DateTexte,
  avertissementsConfirmes: AvertissementsConfirmes,
});
export type ValidationSuccesseur = z.infer<typeof ValidationSuccesseur>;
