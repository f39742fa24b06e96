import { describe, expect, it } from 'vitest';
import { messagesGeneriques } from '../messages/generiques.js';
import { verifierChampsObligatoiresReclamation } from './reclamation.rules.js';
import { Reclamation } from './reclamation.schema.js';

const base = {
  typeDemandeur: 'COPROPRIETAIRE',
  typeReclamation: 'DONNEES_ERRONEES',
  precision: 'ADRESSE',
  objet: 'Adresse erronée',
  message: 'Le numéro de rue est faux.',
  nom: 'Durand',
  prenom: 'Paul',
  email: 'paul@exemple.fr',
  numImmatriculation: 'AB1-234-567',
} as const;

describe('réclamation', () => {
  it('accepte une réclamation cohérente', () => {
    expect(Reclamation.safeParse(base).success).toBe(true);
  });

  it('refuse un type non proposé au demandeur', () => {
    const resultat = Reclamation.safeParse({
      ...base,
      typeReclamation: 'ACCES_COMPTE',
      precision: 'MOT_DE_PASSE',
    });
    expect(resultat.error?.issues.map((i) => i.path[0])).toEqual(['typeReclamation']);
  });

  it('exige une précision quand le type en propose, et une précision de ce type', () => {
    expect(Reclamation.safeParse({ ...base, precision: null }).error?.issues[0]?.path).toEqual(['precision']);
    expect(Reclamation.safeParse({ ...base, precision: 'MOT_DE_PASSE' }).error?.issues[0]?.path).toEqual([
      'precision',
    ]);
    expect(
      Reclamation.safeParse({ ...base, typeReclamation: 'COPROPRIETE_INTROUVABLE', precision: null }).success,
    ).toBe(true);
  });

  it.each([
    ['DONNEES_ERRONEES', { numImmatriculation: null }, false, ['numImmatriculation']],
    ['DONNEES_ERRONEES', { numImmatriculation: 'AB1234567' }, false, []],
    ['COPROPRIETE_INTROUVABLE', { adressePrincipale: '  ' }, false, ['adressePrincipale']],
    ['RATTACHEMENT', { numImmatriculation: 'AB1234567' }, false, ['pieceJointe']],
    ['RATTACHEMENT', { numImmatriculation: 'AB1234567' }, true, []],
    ['RATTACHEMENT', {}, false, ['numImmatriculation', 'pieceJointe']],
    ['AUTRE', {}, false, []],
  ] as const)(
    'type %s avec %j et pièce jointe %s : manquent %j',
    (typeReclamation, champs, piece, manquants) => {
      const constats = verifierChampsObligatoiresReclamation(
        { typeDemandeur: 'SYNDIC_PROFESSIONNEL', typeReclamation, ...champs },
        piece,
      );
      expect(constats.map((c) => c.champ)).toEqual(manquants);
      expect(constats.every((c) => c.message === messagesGeneriques.required)).toBe(true);
    },
  );
});
