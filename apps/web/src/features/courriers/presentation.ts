/** Instant ISO affiché à l'heure de Paris : « 24/11/2026 à 14:05 ». */
export function dateHeureParis(iso: string): string {
  const d = new Date(iso);
  const jour = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'Europe/Paris' }).format(d);
  const heure = new Intl.DateTimeFormat('fr-FR', { timeStyle: 'short', timeZone: 'Europe/Paris' }).format(d);
  return `${jour} à ${heure}`;
}

/** Jour « aaaa-mm-jj » affiché « jj/mm/aaaa ». */
export function jourFrancais(jour: string): string {
  const [a, m, j] = jour.split('-');
  return `${j}/${m}/${a}`;
}

/** « 1 lettre », « 3 lettres ». */
export function nbLettres(n: number): string {
  return `${n.toLocaleString('fr-FR')} lettre${n > 1 ? 's' : ''}`;
}
