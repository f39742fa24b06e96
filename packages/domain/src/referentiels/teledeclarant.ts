import { z } from 'zod';
import { erreursDuChamp } from '../commun/texte.js';

/**
 * Types de déclarant (spec 1 §3). `teneur` (code historique 0) désigne le teneur du registre et
 * `institutionnel` les utilisateurs institutionnels : ces deux valeurs, en minuscules, sont reprises
 * telles que la spécification les écrit.
 */
export const TypeTeledeclarant = z.enum(
  [
    'PRO',
    'NON_PRO',
    'NOTAIRE',
    'NOTAIRE_NOTAIRE',
    'NOTAIRE_COLLABORATEUR',
    'AUTRE',
    'teneur',
    'institutionnel',
  ],
  { error: erreursDuChamp('Le type de télédéclarant') },
);
export type TypeTeledeclarant = z.infer<typeof TypeTeledeclarant>;

export const typeTeledeclarantLabels: Record<TypeTeledeclarant, string> = {
  PRO: 'Syndic professionnel',
  NON_PRO: 'Syndic bénévole',
  NOTAIRE: 'Notaire (étude)',
  NOTAIRE_NOTAIRE: 'Notaire',
  NOTAIRE_COLLABORATEUR: 'Collaborateur de notaire',
  AUTRE: 'Autre',
  teneur: 'Teneur du registre',
  institutionnel: 'Institutionnel',
};

/**
 * Types que peut prendre un établissement télédéclarant (spec 1 §3 « Tele-declarant » :
 * NON_PRO syndic bénévole, NOTAIRE, PRO).
 */
export const TypeEtablissementTeledeclarant = TypeTeledeclarant.extract(['PRO', 'NON_PRO', 'NOTAIRE']);
export type TypeEtablissementTeledeclarant = z.infer<typeof TypeEtablissementTeledeclarant>;

export const typeEtablissementTeledeclarantLabels: Record<TypeEtablissementTeledeclarant, string> = {
  PRO: typeTeledeclarantLabels.PRO,
  NON_PRO: typeTeledeclarantLabels.NON_PRO,
  NOTAIRE: 'Étude notariale',
};
