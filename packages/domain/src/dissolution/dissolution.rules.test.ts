import { describe, expect, it } from 'vitest';
import { d } from '../test/dates.js';
import { verifierDissolution } from './dissolution.rules.js';

const AUJOURDHUI = d('15/06/2024');

describe('verifierDissolution (spec 2 §5.4)', () => {
  it.each([
    ['fait générateur aujourd’hui : accepté', d('15/06/2024'), []],
    ['fait générateur hier : accepté', d('14/06/2024'), []],
    [
      'fait générateur demain : refusé',
      d('16/06/2024'),
      ['dissolution.dateFaitGenerateur.posterieureAujourdhui'],
    ],
    ['date absente : non contrôlée', null, []],
  ])('%s', (_titre, date, attendu) => {
    const resultat = verifierDissolution({ dateFaitGenerateur: date }, AUJOURDHUI);
    expect(resultat.erreurs.map((c) => c.code)).toEqual(attendu);
    expect(resultat.erreurs.every((c) => c.champ === 'dateFaitGenerateur')).toBe(true);
  });

  it('refuse un fait générateur antérieur au règlement de copropriété, accepte le jour même', () => {
    const reglement = d('02/05/1990');
    const avant = verifierDissolution({ dateFaitGenerateur: d('01/05/1990') }, AUJOURDHUI, reglement);
    expect(avant.erreurs).toEqual([
      {
        champ: 'dateFaitGenerateur',
        code: 'dissolution.dateFaitGenerateur.anterieureReglement',
        message:
          'La date du fait générateur de la dissolution ne peut pas être antérieure à la date du règlement de copropriété (02/05/1990).',
      },
    ]);
    expect(verifierDissolution({ dateFaitGenerateur: reglement }, AUJOURDHUI, reglement).erreurs).toEqual([]);
  });
});
