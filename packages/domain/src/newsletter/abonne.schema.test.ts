import { describe, expect, it } from 'vitest';
import { InscriptionNewsletter } from './abonne.schema.js';

describe('inscription à la lettre', () => {
  it.each([
    [{ email: 'lecteur@exemple.fr', recaptcha: 'jeton' }, true],
    [{ email: 'lecteur@exemple.fr', recaptcha: '' }, false],
    [{ email: 'lecteur@exemple', recaptcha: 'jeton' }, false],
    [{ email: `${'a'.repeat(60)}@${'b'.repeat(37)}.fr`, recaptcha: 'jeton' }, false],
  ])('%j valide : %s', (saisie, attendu) => {
    expect(InscriptionNewsletter.safeParse(saisie).success).toBe(attendu);
  });
});
