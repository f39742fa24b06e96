/**
 * Valeur « non renseignée », sans zod (ADR 0286) : lue par les champs du kit de formulaires web, que les pages
 * publiques chargent sans zod ; `descripteurs.ts` s'en sert dans ses schémas et la réexporte.
 */

/** Une chaîne vide ou faite d'espaces vaut « non renseigné ». */
export function videVersNull(valeur: unknown): unknown {
  return typeof valeur === 'string' && valeur.trim() === '' ? null : valeur;
}
