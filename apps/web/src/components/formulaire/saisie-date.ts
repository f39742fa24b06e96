import { formaterDateTexte, lireDateTexte } from '@registre/domain';

/**
 * Saisie des dates « jj/mm/aaaa » (spec 2 §5.1 et §9) : les dates s'échangent en texte, et un texte qui
 * n'est pas une date valide de cette forme devient `null` à la conversion.
 */

const MOTIF_COMPACT = /^(\d{2})(\d{2})(\d{4})$/;
const MOTIF_SEPARATEURS = /^(\d{1,2})[/.\-\s]+(\d{1,2})[/.\-\s]+(\d{4})$/;

/**
 * Met en forme une saisie à la sortie du champ, sans la valider : « 1/2/2024 », « 01.02.2024 » ou
 * « 01022024 » deviennent « 01/02/2024 » ; tout autre texte est seulement débarrassé de ses espaces.
 */
export function normaliserSaisieDate(texte: string): string {
  const saisie = texte.trim();
  const morceaux = MOTIF_COMPACT.exec(saisie) ?? MOTIF_SEPARATEURS.exec(saisie);
  if (morceaux === null) {
    return saisie;
  }
  const [, jour = '', mois = '', annee = ''] = morceaux;
  return `${jour.padStart(2, '0')}/${mois.padStart(2, '0')}/${annee}`;
}

/** Valeur du formulaire pour un texte saisi : `null` quand le champ est vide. */
export function valeurDeSaisieDate(texte: string): string | null {
  return texte.trim() === '' ? null : texte;
}

/** Texte affiché dans le champ pour une valeur du formulaire (texte, `null` ou absente). */
export function saisieDeValeurDate(valeur: unknown): string {
  return typeof valeur === 'string' ? valeur : '';
}

/** Convertit un texte « jj/mm/aaaa » en date calendaire (minuit UTC) ; `null` s'il n'est pas valide. */
export function dateTexteVersDate(texte: string | null | undefined): Date | null {
  return lireDateTexte(texte);
}

/** Écrit une date calendaire en « jj/mm/aaaa » ; `null` pour une date absente ou invalide. */
export function dateVersDateTexte(date: Date | null | undefined): string | null {
  return date instanceof Date && !Number.isNaN(date.getTime()) ? formaterDateTexte(date) : null;
}
