import { describe, expect, it } from 'vitest';
import { dateCalendaire } from '../regles/dates-regles.js';
import { verifierDissolution } from './dissolution.rules.js';

const AUJOURDHUI = dateCalendaire(2024, 6, 15);

describe('verifierDissolution (spec 2 §5.4)', () => {
  it.each([
    ['fait générateur aujourd’hui : accepté', dateCalendaire(2024, 6, 15), []],
    ['fait générateur hier : accepté', dateCalendaire(2024, 6, 14), []],
    [
      'fait générateur demain : refusé',
      dateCalendaire(2024, 6, 16),
      ['dissolution.dateFaitGenerateur.posterieureAujourdhui'],
    ],
    ['date absente : non contrôlée', null, []],
  ])('%s', (_titre, date, attendu) => {
    const resultat = verifierDissolution({ dateFaitGenerateur: date }, AUJOURDHUI);
    expect(resultat.erreurs.map((c) => c.code)).toEqual(attendu);
    expect(resultat.erreurs.every((c) => c.champ === 'dateFaitGenerateur')).toBe(true);
  });

  it('refuse un fait générateur antérieur au règlement de copropriété, accepte le jour même', () => {
    const reglement = dateCalendaire(1990, 5, 2);
    const avant = verifierDissolution(
      { dateFaitGenerateur: dateCalendaire(1990, 5, 1) },
      AUJOURDHUI,
      reglement,
    );
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
