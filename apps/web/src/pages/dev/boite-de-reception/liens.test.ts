import { describe, expect, it } from 'vitest';
import { decouperLiens } from './liens';

describe('adresses web cliquables dans le texte d’un courriel', () => {
  it('isole les adresses web du texte qui les entoure', () => {
    expect(
      decouperLiens('Bonjour,\nouvrez https://registre.test/compte/activate?key=a%2Fb&x=1\nMerci'),
    ).toEqual([
      { type: 'texte', valeur: 'Bonjour,\nouvrez ' },
      { type: 'lien', valeur: 'https://registre.test/compte/activate?key=a%2Fb&x=1' },
      { type: 'texte', valeur: '\nMerci' },
    ]);
  });

  it('laisse la ponctuation finale hors de l’adresse', () => {
    expect(decouperLiens('Voir http://localhost:3000/aide. Puis (https://a.fr/b).')).toEqual([
      { type: 'texte', valeur: 'Voir ' },
      { type: 'lien', valeur: 'http://localhost:3000/aide' },
      { type: 'texte', valeur: '. Puis (' },
      { type: 'lien', valeur: 'https://a.fr/b' },
      { type: 'texte', valeur: ').' },
    ]);
  });

  it('ne rend cliquables que les adresses http et https', () => {
    expect(decouperLiens('javascript:alert(1) ftp://x.fr mailto:a@b.fr')).toEqual([
      { type: 'texte', valeur: 'javascript:alert(1) ftp://x.fr mailto:a@b.fr' },
    ]);
    expect(decouperLiens('')).toEqual([]);
  });
});
