import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { NomPersonne, texte } from './texte.js';

const messages = (resultat: z.ZodSafeParseResult<unknown>) =>
  resultat.error?.issues.map((i) => i.message) ?? [];

describe('texte saisi', () => {
  const nom = texte({ max: 10, min: 1, libelle: 'Le nom' });
  const commentaire = texte({ max: 100, multiligne: true, libelle: 'Le commentaire' });

  it('retire les espaces autour et accepte lettres accentuées, apostrophes et tirets', () => {
    expect(nom.parse("  D'Éon-Ü  ")).toBe("D'Éon-Ü");
  });

  it.each([
    ['octet nul', 'a\u0000b'],
    ['cloche', 'a\u0007'],
    ['échappement ANSI', '\u001B[31m'],
    ['suppression', 'a\u007F'],
    ['contrôle C1', 'a\u0085'],
    ['surcharge droite-gauche', 'a\u202Eb'],
    ['enchâssement gauche-droite', 'a\u202Ab'],
    ['isolat', '\u2066a\u2069'],
    ['marque droite-gauche', 'a\u200Fb'],
    ['espace de largeur nulle', 'a\u200Bb'],
    ["marque d'ordre des octets en tête", '\uFEFFab'],
    ['séparateur de ligne Unicode', 'a\u2028b'],
    ['demi-codet isolé', 'a\uD800b'],
  ])('refuse un %s avec une phrase qui nomme le champ', (_nom, saisie) => {
    expect(messages(nom.safeParse(saisie))).toEqual([
      'Le nom contient un caractère non autorisé (caractère de contrôle ou invisible) : retirez-le.',
    ]);
    expect(commentaire.safeParse(saisie).success).toBe(false);
  });

  it('refuse un retour à la ligne ou une tabulation dans un texte sur une ligne', () => {
    expect(messages(nom.safeParse('Jean\nPaul'))).toEqual(['Le nom doit tenir sur une seule ligne.']);
    expect(messages(nom.safeParse('Jean\rPaul'))).toEqual(['Le nom doit tenir sur une seule ligne.']);
    expect(messages(nom.safeParse('Jean\tPaul'))).toEqual(['Le nom doit tenir sur une seule ligne.']);
    expect(messages(NomPersonne.safeParse('Dupont\nBcc: x@y.fr'))).toEqual([
      'Le nom doit tenir sur une seule ligne.',
    ]);
  });

  it('permet les retours à la ligne dans un texte libre multiligne', () => {
    expect(commentaire.parse('Bonjour,\r\n\tVoici ma demande.\n')).toBe('Bonjour,\r\n\tVoici ma demande.');
  });

  it('dit « obligatoire » pour une saisie absente, nulle ou vide', () => {
    for (const saisie of [undefined, null, '', '   ']) {
      expect(messages(nom.safeParse(saisie))).toEqual(['Le nom est obligatoire.']);
    }
  });

  it('nomme le champ dans les erreurs de longueur et de type', () => {
    expect(messages(nom.safeParse('x'.repeat(11)))).toEqual(['Le nom doit contenir au plus 10 caractères.']);
    expect(messages(nom.safeParse(12))).toEqual(["Le nom n'est pas valide."]);
  });

  it('sans libellé, parle de « ce champ »', () => {
    expect(messages(texte({ max: 3, min: 1 }).safeParse(''))).toEqual(['Ce champ est obligatoire.']);
  });
});
