import { dateParisTexte, type Profil, profilLabels, type VerrouAffiche } from '@registre/domain';

/** Présentation des demandes du guichet (ADR 0190, 0191). */

const heureParis = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

/** « En cours par Alice Martin depuis le 24/11/2026 à 10:00 », « Ouverte par vous », ou « Libre ». */
export function libelleVerrou(verrou: VerrouAffiche | null): string {
  if (verrou === null) return 'Libre';
  const depuis = `depuis le ${dateParisTexte(new Date(verrou.depuis))} à ${heureParis(verrou.depuis)}`;
  return verrou.parMoi ? `Ouverte par vous ${depuis}` : `En cours par ${verrou.nomDetenteur} ${depuis}`;
}

export const libelleProfil = (profil: Profil | null) => (profil ? profilLabels[profil] : '—');

export const ouTiret = (valeur: string | null | undefined) => valeur || '—';
