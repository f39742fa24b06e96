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
export const Dissolution = z
  .object({
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
  })
  .superRefine((dissolution, ctx) => {
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
  });
export type Dissolution = z.infer<typeof Dissolution>;
