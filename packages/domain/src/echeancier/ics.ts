/**
 * Écriture d'un calendrier iCalendar (RFC 5545) pour le flux privé de l'échéancier (ADR 0341) : lignes terminées
 * par CRLF, pliées à 75 octets (la suite commence par une espace, sans couper un caractère UTF-8), textes échappés
 * (`\`, `;`, `,`, retours à la ligne), événements d'une journée (`DTSTART;VALUE=DATE`), UID stables, DTSTAMP en UTC.
 */

import { ajouterJours, formaterDateCompacte } from '../commun/dates.js';

export interface EvenementIcs {
  /** Identifiant stable de l'événement (sans domaine : `domaineUid` est ajouté). */
  uid: string;
  /** Jour de l'événement (date calendaire). */
  date: Date;
  resume: string;
  description?: string;
  url?: string;
}

export interface CalendrierIcs {
  nom: string;
  /** Domaine qui rend les UID uniques au monde (« registre.exemple.fr »). */
  domaineUid: string;
  /** Instant de production du flux (DTSTAMP de chaque événement). */
  horodatage: Date;
  evenements: readonly EvenementIcs[];
}

const CRLF = '\r\n';
const OCTETS_MAX_LIGNE = 75;

/** Octets d'un caractère (point de code) en UTF-8. */
function octetsUtf8(caractere: string): number {
  const point = caractere.codePointAt(0) ?? 0;
  return point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
}

/** Échappe une valeur de type TEXT (RFC 5545 §3.3.11). */
export function echapperTexteIcs(texte: string): string {
  return texte
    .replaceAll('\\', '\\\\')
    .replaceAll(';', '\\;')
    .replaceAll(',', '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Plie une ligne de contenu à 75 octets (RFC 5545 §3.1) : chaque suite commence par une espace, comptée dans ses
 * 75 octets ; un caractère n'est jamais coupé entre deux lignes.
 */
export function plierLigneIcs(ligne: string): string {
  const morceaux: string[] = [];
  let courant = '';
  let octets = 0;
  for (const caractere of ligne) {
    const taille = octetsUtf8(caractere);
    if (octets + taille > OCTETS_MAX_LIGNE) {
      morceaux.push(courant);
      courant = ` ${caractere}`;
      octets = 1 + taille;
    } else {
      courant += caractere;
      octets += taille;
    }
  }
  morceaux.push(courant);
  return morceaux.join(CRLF);
}

const deuxChiffres = (n: number) => String(n).padStart(2, '0');

/** Instant UTC au format « aaaammjjThhmmssZ ». */
function instantIcs(instant: Date): string {
  return `${instant.getUTCFullYear()}${deuxChiffres(instant.getUTCMonth() + 1)}${deuxChiffres(instant.getUTCDate())}T${deuxChiffres(instant.getUTCHours())}${deuxChiffres(instant.getUTCMinutes())}${deuxChiffres(instant.getUTCSeconds())}Z`;
}

/** Texte complet du calendrier, prêt à servir en `text/calendar; charset=utf-8`. */
export function ecrireCalendrierIcs(calendrier: CalendrierIcs): string {
  const lignes: string[] = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Registre national des copropriétés//Échéancier//FR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${echapperTexteIcs(calendrier.nom)}`,
  ];
  const dtstamp = instantIcs(calendrier.horodatage);
  for (const e of calendrier.evenements) {
    lignes.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}@${calendrier.domaineUid}`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART;VALUE=DATE:${formaterDateCompacte(e.date)}`,
      `DTEND;VALUE=DATE:${formaterDateCompacte(ajouterJours(e.date, 1))}`,
      `SUMMARY:${echapperTexteIcs(e.resume)}`,
      ...(e.description ? [`DESCRIPTION:${echapperTexteIcs(e.description)}`] : []),
      ...(e.url ? [`URL:${e.url}`] : []),
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lignes.push('END:VCALENDAR');
  return lignes.map(plierLigneIcs).join(CRLF) + CRLF;
}
