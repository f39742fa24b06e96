import { describe, expect, it } from 'vitest';
import { ErreurAppel } from '../../api/client';
import { libelleChampDeclaration, messagesDepotRefuse } from './erreurs-depot';

describe('erreurs d’un dépôt ou d’une transmission refusés', () => {
  it('nomme le champ par son étape et son libellé, une liste par sa liste', () => {
    expect(libelleChampDeclaration('donneesFinancieres.chargesOperationsCourantes')).toBe(
      'Données financières — Charges pour opérations courantes',
    );
    expect(libelleChampDeclaration('identification.parcelle.0.numero')).toMatch(
      /^Identification de la copropriété — /,
    );
    expect(libelleChampDeclaration('inconnu.champ')).toBeNull();
  });

  it('dit chaque erreur de champ avec son champ ; sans détail, garde le repli', () => {
    const erreur = new ErreurAppel({
      status: 400,
      message: 'La déclaration contient des erreurs.',
      champs: [
        { champ: 'donneesFinancieres.presenceEmployes', message: 'Cette donnée est obligatoire.' },
        { champ: 'autre', message: 'Message seul.' },
      ],
    } as never);
    expect(messagesDepotRefuse(erreur, ['repli'])).toEqual([
      'Données financières — Le syndicat emploie-t-il du personnel ? : Cette donnée est obligatoire.',
      'Message seul.',
    ]);
    expect(messagesDepotRefuse(new ErreurAppel({ status: 400, message: 'x' } as never), ['repli'])).toEqual([
      'repli',
    ]);
    expect(messagesDepotRefuse(new Error('réseau'), ['repli'])).toEqual(['repli']);
  });
});
