import { describe, expect, it } from 'vitest';
import { TypeEvenement } from '../referentiels/journal.js';
import {
  CLES_DETAIL_TRANSITION,
  detailsEvenement,
  modaliteEvenement,
  TYPES_EVENEMENT_AUTOMATIQUES,
  verifierDetailEvenement,
} from './detail-evenement.js';

describe('détail des événements du journal (ADR 0105)', () => {
  it("a un schéma pour chaque type d'événement, et aucun ne déclare une clé réservée aux transitions", () => {
    for (const type of TypeEvenement.options) {
      const cles = Object.keys(detailsEvenement[type].shape);
      expect(
        cles.filter((cle) => (CLES_DETAIL_TRANSITION as readonly string[]).includes(cle)),
        type,
      ).toEqual([]);
    }
  });

  it('accepte un détail conforme et retire les valeurs absentes', () => {
    expect(
      verifierDetailEvenement('SUPPRESSION_UTILISATEUR', { motif: 'départ', profil: undefined }),
    ).toEqual({
      ok: true,
      detail: { motif: 'départ' },
    });
    expect(verifierDetailEvenement('CONNEXION_EN_TANT_QUE', undefined)).toEqual({ ok: true, detail: {} });
  });

  it('refuse une clé inconnue, une valeur mal typée ou une clé obligatoire absente, en nommant type et clé', () => {
    const inconnue = verifierDetailEvenement('DECONNEXION', { raison: 'x' });
    expect(inconnue).toMatchObject({ ok: false });
    expect(!inconnue.ok && inconnue.message).toMatch(/DECONNEXION \(raison\)/);
    const typee = verifierDetailEvenement('VERROUILLAGE_COMPTE', { echecs: '5', minutes: 15 });
    expect(!typee.ok && typee.message).toMatch(/VERROUILLAGE_COMPTE \(echecs\)/);
    const absente = verifierDetailEvenement('ENVOI_CODE_ACTIVATION', { idLettre: 4 });
    expect(!absente.ok && absente.message).toMatch(/ENVOI_CODE_ACTIVATION \(dateEnvoiPrevue\)/);
    expect(verifierDetailEvenement('CONNEXION_EN_TANT_QUE', { nouvelEtat: 'ACTIF' }).ok).toBe(false);
  });

  it("déduit la modalité de l'auteur et du type", () => {
    expect(modaliteEvenement('CONNEXION_REUSSIE', { connecteEnTantQue: false })).toBe('SAISIE_EN_LIGNE');
    expect(modaliteEvenement('MODIFICATION_COMPTE', { connecteEnTantQue: true })).toBe(
      'CONNEXION_EN_TANT_QUE',
    );
    expect(modaliteEvenement('MODIFICATION_COMPTE', null)).toBe('TRAITEMENT_AUTOMATIQUE');
    for (const type of TYPES_EVENEMENT_AUTOMATIQUES) {
      expect(modaliteEvenement(type, { connecteEnTantQue: true })).toBe('TRAITEMENT_AUTOMATIQUE');
    }
  });
});
