import { describe, expect, it } from 'vitest';
import { libelleProfil, libelleVerrou } from './presentation';

describe('présentation des demandes du guichet', () => {
  const verrou = {
    idCompte: 7,
    nomDetenteur: 'Alice Martin',
    depuis: '2026-11-24T09:00:00.000Z',
    expireLe: '2026-11-24T09:30:00.000Z',
    parMoi: false,
  };

  it('dit qui traite la demande et depuis quand, à l’heure de Paris', () => {
    expect(libelleVerrou(verrou)).toBe('En cours par Alice Martin depuis le 24/11/2026 à 10:00');
    expect(libelleVerrou({ ...verrou, parMoi: true })).toBe('Ouverte par vous depuis le 24/11/2026 à 10:00');
    expect(libelleVerrou(null)).toBe('Libre');
  });

  it('nomme le profil du demandeur', () => {
    expect(libelleProfil('TELE_PRO_ADMIN_PRINC')).not.toBe('—');
    expect(libelleProfil(null)).toBe('—');
  });
});
