import { describe, expect, it } from 'vitest';
import { lireDateTexte } from '../commun/dates.js';
import { echapperTexteIcs, ecrireCalendrierIcs, plierLigneIcs } from './ics.js';

const octets = (texte: string) => new TextEncoder().encode(texte).length;

describe('calendrier iCalendar (RFC 5545)', () => {
  const ics = ecrireCalendrierIcs({
    nom: 'Échéancier, Syndic Dupont',
    domaineUid: 'registre.test',
    horodatage: new Date('2026-06-15T08:05:09Z'),
    evenements: [
      {
        uid: 'fin-mandat-42-2026-09-30',
        date: lireDateTexte('30/09/2026') as Date,
        resume: 'Fin du mandat ; Résidence « Les Tilleuls », bâtiment A',
        description: `Ligne 1\nLigne 2 : ${'é'.repeat(80)}`,
      },
    ],
  });

  it('chaque ligne finit par CRLF, aucune ne dépasse 75 octets, aucune fin de ligne isolée', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    for (const ligne of ics.split('\r\n')) expect(octets(ligne)).toBeLessThanOrEqual(75);
  });

  it('événement d’une journée, UID stable avec domaine, DTSTAMP en UTC, textes échappés', () => {
    const deplie = ics.replaceAll('\r\n ', '');
    expect(deplie).toContain('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:');
    expect(deplie).toContain('UID:fin-mandat-42-2026-09-30@registre.test\r\n');
    expect(deplie).toContain('DTSTAMP:20260615T080509Z\r\n');
    expect(deplie).toContain('DTSTART;VALUE=DATE:20260930\r\nDTEND;VALUE=DATE:20261001\r\n');
    expect(deplie).toContain('SUMMARY:Fin du mandat \\; Résidence « Les Tilleuls »\\, bâtiment A\r\n');
    expect(deplie).toContain(`DESCRIPTION:Ligne 1\\nLigne 2 : ${'é'.repeat(80)}\r\n`);
    expect(deplie).toContain('X-WR-CALNAME:Échéancier\\, Syndic Dupont\r\n');
    expect(deplie.trimEnd().endsWith('END:VEVENT\r\nEND:VCALENDAR')).toBe(true);
  });

  it('le pliage ne coupe jamais un caractère et se déplie à l’identique', () => {
    const ligne = `DESCRIPTION:${'aé€😀'.repeat(30)}`;
    const pliee = plierLigneIcs(ligne);
    const morceaux = pliee.split('\r\n');
    expect(morceaux.length).toBeGreaterThan(2);
    for (const [i, m] of morceaux.entries()) {
      expect(octets(m)).toBeLessThanOrEqual(75);
      if (i > 0) expect(m.startsWith(' ')).toBe(true);
      expect(m).not.toContain('\uFFFD');
    }
    expect(pliee.replaceAll('\r\n ', '')).toBe(ligne);
  });

  it('échappe la barre oblique inverse avant le reste', () => {
    expect(echapperTexteIcs('a\\b;c,d\r\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });
});
