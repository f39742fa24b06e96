import { z } from 'zod';
import { erreursDuChamp } from '../commun/texte.js';
import { TYPES_ETABLISSEMENT_TELEDECLARANT, TYPES_TELEDECLARANT } from './liste-teledeclarants.js';

export {
  TYPES_ETABLISSEMENT_TELEDECLARANT,
  TYPES_TELEDECLARANT,
  typeEtablissementTeledeclarantLabels,
  typeTeledeclarantLabels,
} from './liste-teledeclarants.js';

/**
 * Types de déclarant (spec 1 §3), construits sur les listes sans zod de `liste-teledeclarants.ts`. `teneur`
 * (code historique 0) désigne le teneur du registre et `institutionnel` les utilisateurs institutionnels : ces
 * deux valeurs, en minuscules, sont reprises telles que la spécification les écrit.
 */
export const TypeTeledeclarant = z.enum(TYPES_TELEDECLARANT, {
  error: erreursDuChamp('Le type de télédéclarant'),
});
export type TypeTeledeclarant = z.infer<typeof TypeTeledeclarant>;

/**
 * Types que peut prendre un établissement télédéclarant (spec 1 §3 « Tele-declarant » :
 * NON_PRO syndic bénévole, NOTAIRE, PRO).
 */
export const TypeEtablissementTeledeclarant = TypeTeledeclarant.extract(TYPES_ETABLISSEMENT_TELEDECLARANT);
export type TypeEtablissementTeledeclarant = z.infer<typeof TypeEtablissementTeledeclarant>;
