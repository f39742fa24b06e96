import { z } from 'zod';
import { Email, NumeroImmatriculation, Telephone } from '../commun/formats.js';
import { NomPersonne, PrenomPersonne, texte } from '../commun/texte.js';
import { Civilite } from '../referentiels/compte.js';
import { PrecisionReclamation, TypeDemandeur, TypeReclamation } from '../referentiels/reclamation.js';
import { controlerCoherenceReclamation } from './reclamation.rules.js';

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
export const Reclamation = z
  .object({
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
  })
  .superRefine((reclamation, ctx) => {
    for (const constat of controlerCoherenceReclamation(reclamation)) {
      ctx.addIssue({ code: 'custom', path: [constat.champ], message: constat.message });
    }
  });
export type Reclamation = z.infer<typeof Reclamation>;
