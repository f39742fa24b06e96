import { describe, expect, it } from 'vitest';
import { messageRegle, messagesRegles } from './regles.js';

describe('messages des règles (spec 2 §8)', () => {
  it('chaque message est une phrase française terminée par un point ou une question', () => {
    for (const [code, message] of Object.entries(messagesRegles)) {
      expect(message, code).toMatch(/^[A-ZÀ-ÖÉ][\s\S]*[.?]$/u);
      expect(message, code).not.toMatch(/ [?;!%€]/u); // espace insécable devant ces signes (pas devant « : »)
    }
  });

  it('chaque code suit la forme domaine.sujet.constat', () => {
    for (const code of Object.keys(messagesRegles)) {
      expect(code).toMatch(
        /^(mandat|copropriete|procedures|financier|exercice|dissolution)(\.[a-zA-Z0-9]+){2,3}$/,
      );
    }
  });

  it('remplace les paramètres', () => {
    expect(messageRegle('mandat.modificationFin.nonPosterieureDebut', { date: '01/01/2022' })).toBe(
      'La date de fin du mandat ne peut pas être modifiée : elle doit être postérieure à la date de début du mandat (01/01/2022).',
    );
  });

  it('retire une parenthèse dont le paramètre manque', () => {
    expect(messageRegle('mandat.modificationFin.nonPosterieureDebut')).toBe(
      'La date de fin du mandat ne peut pas être modifiée : elle doit être postérieure à la date de début du mandat.',
    );
    expect(messageRegle('financier.impayes.incoherentNbCoproprietaires')).toMatch(
      /de plus de 300\u00a0€\.$/u,
    );
  });

  it('garde les parenthèses sans paramètre', () => {
    expect(messageRegle('copropriete.nbAsl.horsBornes')).toContain('(ASL)');
    expect(messageRegle('copropriete.adressePrincipale.numeroUnique')).toContain(
      '(par exemple 12 ou 12 bis, et non 12-14)',
    );
  });

  it('laisse visible un paramètre manquant hors parenthèse, pour qu’un oubli se voie', () => {
    expect(messageRegle('procedures.mandatAdHoc.seuilImpayesAtteint', { ratio: '30', seuil: 25 })).toContain(
      '{nbLots}',
    );
  });
});
