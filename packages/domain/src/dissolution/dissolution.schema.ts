import { z } from 'zod';
import { DateTexte } from '../commun/dates.js';
import { Identifiant } from '../commun/identifiant.js';
import { texte } from '../commun/texte.js';
import { DocumentMetadonnees } from '../document/document.schema.js';
import {
  MotifDissolution,
  TypeJustifDissolution,
  typesJustifDissolutionParMotif,
} from '../referentiels/dissolution.js';

/** Longueur maximale de la précision d'un motif « autre ». */
export const LONGUEUR_MAX_MOTIF_AUTRE = 500;

/**
 * Demande de dissolution d'une copropriété (spec 1 §3 « Dissolution »). La date du fait générateur
 * ne peut pas être postérieure au jour de la demande (règle de spec 2 §5.4, dans les règles).
 */
/** Champs saisis d'une demande de dissolution, sans la cohérence motif ↔ précision ↔ pièce. */
export const ChampsDissolution = z.object({
  id: Identifiant.nullish(),
  idCopropriete: Identifiant.nullish(),
  motif: MotifDissolution,
  /** Précision du motif, obligatoire quand le motif est `AUTRE`. */
  autre: texte({ max: LONGUEUR_MAX_MOTIF_AUTRE, libelle: 'La précision du motif' }).nullish(),
  /** Date du fait générateur (réunion des lots, démolition…). */
  dateFaitGenerateur: DateTexte,
  typeJustifDissolution: TypeJustifDissolution,
  dateDemande: DateTexte.nullish(),
  /** Justificatif PDF. */
  justificatif: DocumentMetadonnees.nullish(),
});

/**
 * Cohérence d'une demande : la précision du motif « autre » est exigée, la pièce doit être acceptée pour le
 * motif. Partagée par le schéma et par le corps multipart de la déclaration (ADR 0320).
 */
export function verifierCoherenceDissolution(
  dissolution: {
    motif: MotifDissolution;
    autre?: string | null | undefined;
    typeJustifDissolution: TypeJustifDissolution;
  },
  ctx: z.RefinementCtx,
): void {
  if (dissolution.motif === 'AUTRE' && !dissolution.autre) {
    ctx.addIssue({ code: 'custom', path: ['autre'], message: 'Précisez le motif de la dissolution.' });
  }
  if (!typesJustifDissolutionParMotif[dissolution.motif].includes(dissolution.typeJustifDissolution)) {
    ctx.addIssue({
      code: 'custom',
      path: ['typeJustifDissolution'],
      message: "Ce type de justificatif n'est pas accepté pour ce motif de dissolution.",
    });
  }
}

/**
 * Demande de dissolution d'une copropriété (spec 1 §3 « Dissolution »). La date du fait générateur
 * ne peut pas être postérieure au jour de la demande (règle de spec 2 §5.4, dans les règles).
 */
export const Dissolution = ChampsDissolution.superRefine(verifierCoherenceDissolution);
export type Dissolution = z.infer<typeof Dissolution>;
