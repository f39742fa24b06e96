import { z } from 'zod';
import { Email, NumeroImmatriculation, Telephone } from '../commun/formats.js';
import { NomPersonne, PrenomPersonne, PreuveCaptcha, texte } from '../commun/texte.js';
import { Civilite } from '../referentiels/compte.js';
import { PrecisionReclamation, TypeDemandeur, TypeReclamation } from '../referentiels/reclamation.js';
import { controlerCoherenceReclamation, verifierChampsObligatoiresReclamation } from './reclamation.rules.js';

/** Longueurs maximales des champs libres du formulaire de contact. */
export const LONGUEURS_MAX_RECLAMATION = {
  objet: 150,
  message: 4000,
  adressePrincipale: 300,
  nom: 100,
} as const;

/**
 * Réclamation ou demande de contact (spec 1 §3 « contact claim », `POST api/public/reclamation/save`,
 * en multipart avec une pièce justificative PDF facultative selon le type). Les champs obligatoires
 * selon le type de réclamation se contrôlent avec `verifierChampsObligatoiresReclamation`.
 */
/** Champs saisis du formulaire, sans les règles entre champs (le client y ajoute sa pièce et son captcha). */
export const ChampsReclamation = z.object({
  typeDemandeur: TypeDemandeur,
  typeReclamation: TypeReclamation,
  precision: PrecisionReclamation.nullish(),
  objet: texte({ max: LONGUEURS_MAX_RECLAMATION.objet, min: 1, libelle: "L'objet" }),
  message: texte({
    max: LONGUEURS_MAX_RECLAMATION.message,
    min: 1,
    multiligne: true,
    libelle: 'Le message',
  }),
  civilite: Civilite.nullish(),
  nom: NomPersonne,
  prenom: PrenomPersonne,
  email: Email,
  telephone: Telephone.nullish(),
  /** Adresse principale de la copropriété concernée. */
  adressePrincipale: texte({
    max: LONGUEURS_MAX_RECLAMATION.adressePrincipale,
    libelle: "L'adresse de la copropriété",
  }).nullish(),
  numImmatriculation: NumeroImmatriculation.nullish(),
});

export const Reclamation = ChampsReclamation.superRefine((reclamation, ctx) => {
  for (const constat of controlerCoherenceReclamation(reclamation)) {
    ctx.addIssue({ code: 'custom', path: [constat.champ], message: constat.message });
  }
});
export type Reclamation = z.infer<typeof Reclamation>;

/**
 * Fichier reçu dans un corps multipart (le serveur le lit avant la validation, ADR 0295) : nom donné par le
 * navigateur, type annoncé et octets. Le contenu est contrôlé par `verifierPdf`, jamais par le nom ni le type.
 */
export interface FichierRecu {
  nom: string;
  type: string;
  contenu: Uint8Array;
}

export const FichierRecu = z.custom<FichierRecu>(
  (v) =>
    typeof v === 'object' &&
    v !== null &&
    typeof (v as FichierRecu).nom === 'string' &&
    typeof (v as FichierRecu).type === 'string' &&
    (v as FichierRecu).contenu instanceof Uint8Array,
  { error: 'Un fichier est attendu.' },
);

/**
 * Dépôt d'une réclamation (`POST api/public/reclamation/save`, multipart) : la saisie, la preuve du captcha et la
 * pièce justificative facultative. Les champs exigés selon le type (adresse, numéro, pièce : spec 2 §5.6) sont
 * contrôlés ici, chacun sur son champ.
 */
export const DepotReclamation = ChampsReclamation.extend({
  captcha: PreuveCaptcha,
  pieceJointe: FichierRecu.optional(),
}).superRefine((depot, ctx) => {
  const constats = [
    ...controlerCoherenceReclamation(depot),
    ...verifierChampsObligatoiresReclamation(depot, depot.pieceJointe !== undefined),
  ];
  for (const constat of constats) {
    ctx.addIssue({ code: 'custom', path: [constat.champ], message: constat.message });
  }
});
export type DepotReclamation = z.infer<typeof DepotReclamation>;

/** Fichier à contrôler (`POST api/public/pdf/estValide`, multipart). */
export const FichierAControler = z.object({ fichier: FichierRecu });
export type FichierAControler = z.infer<typeof FichierAControler>;

/** PDF accepté : son nom et sa taille en octets. */
export const PdfValide = z.object({ nom: z.string(), taille: z.number().int().min(1) });
export type PdfValide = z.infer<typeof PdfValide>;
