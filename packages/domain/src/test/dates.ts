import { lireDateTexte } from '../commun/dates.js';

/** Date calendaire écrite « jj/mm/aaaa » dans un test ; une date qui n'existe pas fait échouer le test. */
export function d(texte: string): Date {
  const date = lireDateTexte(texte);
  if (date === null) {
    throw new Error(`Date de test invalide : ${texte}`);
  }
  return date;
}
