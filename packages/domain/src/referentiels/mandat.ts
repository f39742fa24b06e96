import { z } from 'zod';
import { erreursDuChamp } from '../commun/texte.js';

/** Type de pièce justifiant un mandat (spec 1 §3). */
export const TypeJustifMandat = z.enum(['CONTRAT_SYNDIC', 'PV_AG', 'ORDO_NOMINATION'], {
  error: erreursDuChamp('Le type de justificatif du mandat'),
});
export type TypeJustifMandat = z.infer<typeof TypeJustifMandat>;

export const typeJustifMandatLabels: Record<TypeJustifMandat, string> = {
  CONTRAT_SYNDIC: 'Contrat de syndic',
  PV_AG: "Procès-verbal d'assemblée générale",
  ORDO_NOMINATION: 'Ordonnance de nomination',
};

/**
 * Pièces proposées selon la nature du mandat (référentiel `api/typeDePiecesJustif?adminProvisoire`) :
 * un administrateur provisoire est nommé par ordonnance du juge ; un syndic l'est par l'assemblée
 * générale, ce qu'établit le procès-verbal ou le contrat signé.
 */
export function typesJustifMandatAutorises(adminProvisoire: boolean): readonly TypeJustifMandat[] {
  return adminProvisoire ? ['ORDO_NOMINATION'] : ['CONTRAT_SYNDIC', 'PV_AG'];
}
