/**
 * Types de télédéclarant et leurs libellés, sans zod (ADR 0260, 0285) : lus par les pages publiques (fiche de
 * l'annuaire) sans charger zod ; `teledeclarant.ts` construit ses `z.enum` dessus et les réexporte.
 * `teneur` (code historique 0) et `institutionnel` sont écrits en minuscules, comme dans la spécification.
 */
export const TYPES_TELEDECLARANT = [
  'PRO',
  'NON_PRO',
  'NOTAIRE',
  'NOTAIRE_NOTAIRE',
  'NOTAIRE_COLLABORATEUR',
  'AUTRE',
  'teneur',
  'institutionnel',
] as const;
export type TypeTeledeclarant = (typeof TYPES_TELEDECLARANT)[number];

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

/** Types que peut prendre un établissement télédéclarant (spec 1 §3 « Tele-declarant »). */
export const TYPES_ETABLISSEMENT_TELEDECLARANT = [
  'PRO',
  'NON_PRO',
  'NOTAIRE',
] as const satisfies readonly TypeTeledeclarant[];
export type TypeEtablissementTeledeclarant = (typeof TYPES_ETABLISSEMENT_TELEDECLARANT)[number];

export const typeEtablissementTeledeclarantLabels: Record<TypeEtablissementTeledeclarant, string> = {
  PRO: typeTeledeclarantLabels.PRO,
  NON_PRO: typeTeledeclarantLabels.NON_PRO,
  NOTAIRE: 'Étude notariale',
};
