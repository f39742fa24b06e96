import { describe, expect, it } from 'vitest';
import { lireDateTexte } from '../commun/dates.js';
import { estMessageInformationActif, MessageInformation } from './message-information.schema.js';

const jour = (texte: string): Date => lireDateTexte(texte) ?? new Date(Number.NaN);

describe("message d'information", () => {
  const message = MessageInformation.parse({
    texte: 'Maintenance samedi',
    dateDebut: '10/06/2024',
    dateFin: '15/06/2024',
  });

  it.each([
    ['09/06/2024', false],
    ['10/06/2024', true],
    ['15/06/2024', true],
    ['16/06/2024', false],
  ])('le %s, actif : %s', (date, attendu) => {
    expect(estMessageInformationActif(message, jour(date))).toBe(attendu);
  });

  it('reste actif sans date de fin', () => {
    expect(estMessageInformationActif({ dateDebut: '10/06/2024', dateFin: null }, jour('01/01/2030'))).toBe(
      true,
    );
  });

  it('refuse un texte vide ou trop long', () => {
    expect(MessageInformation.safeParse({ texte: ' ', dateDebut: '10/06/2024' }).success).toBe(false);
    expect(MessageInformation.safeParse({ texte: 'x'.repeat(501), dateDebut: '10/06/2024' }).success).toBe(
      false,
    );
  });
});
