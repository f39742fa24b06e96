/**
 * Formats des codes de département et des codes postaux, sans zod (ADR 0260, 0285) : lus par les pages publiques
 * sans charger zod ; `formats.ts` les réexporte et construit ses schémas dessus.
 */

/** Départements (et collectivités d'outre-mer) reconnus, tels qu'écrits par le Code officiel géographique. */
export function estCodeDepartementValide(code: string): boolean {
  return /^(0[1-9]|1\d|[2-8]\d|9[0-5]|2[AB]|97[1-8]|98[46-9])$/.test(code) && code !== '20';
}

/** Code postal : 5 chiffres, hors « 00… ». */
export function estCodePostalValide(codePostal: string): boolean {
  return /^\d{5}$/.test(codePostal) && !codePostal.startsWith('00');
}
