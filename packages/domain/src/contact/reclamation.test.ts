import { describe, expect, it } from 'vitest';
import { messagesGeneriques } from '../messages/generiques.js';
import { verifierChampsObligatoiresReclamation } from './reclamation.rules.js';
import { DepotReclamation, Reclamation } from './reclamation.schema.js';
import { machineReclamation } from './statut-reclamation.machine.js';

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

describe('dépôt d’une réclamation (multipart)', () => {
  const depot = { ...base, captcha: 'preuve' };
  const piece = { nom: 'piece.pdf', type: 'application/pdf', contenu: new Uint8Array([0x25]) };

  it('exige les champs du type sur leur champ, pièce comprise', () => {
    const rattachement = DepotReclamation.safeParse({
      ...depot,
      typeDemandeur: 'SYNDIC_BENEVOLE',
      typeReclamation: 'RATTACHEMENT',
      precision: 'DEMANDE_EN_ATTENTE',
      numImmatriculation: undefined,
    });
    expect(rattachement.error?.issues.map((i) => i.path[0]).sort()).toEqual([
      'numImmatriculation',
      'pieceJointe',
    ]);
    expect(
      DepotReclamation.safeParse({
        ...depot,
        typeDemandeur: 'SYNDIC_BENEVOLE',
        typeReclamation: 'RATTACHEMENT',
        precision: 'DEMANDE_EN_ATTENTE',
        pieceJointe: piece,
      }).success,
    ).toBe(true);
  });

  it('refuse une pièce qui n’est pas un fichier reçu, et un captcha absent', () => {
    expect(DepotReclamation.safeParse({ ...depot, pieceJointe: 'piece.pdf' }).success).toBe(false);
    const { captcha: _c, ...sansCaptcha } = depot;
    expect(DepotReclamation.safeParse(sansCaptcha).error?.issues[0]?.path).toEqual(['captcha']);
  });
});

describe('cycle de vie d’une réclamation', () => {
  it('naît nouvelle, se prend en charge puis se clôt, par le teneur seulement', () => {
    const creation = machineReclamation.creer('deposer', { acteur: 'systeme' });
    expect(creation.ok && creation.etat).toBe('NOUVELLE');
    expect(machineReclamation.evenementsPossibles('NOUVELLE', 'teneur')).toEqual([
      'prendreEnCharge',
      'cloturer',
    ]);
    expect(machineReclamation.evenementsPossibles('EN_COURS', 'teneur')).toEqual(['cloturer']);
    const refus = machineReclamation.transition('NOUVELLE', 'cloturer', { acteur: 'declarant' });
    expect(refus.ok).toBe(false);
  });

  it('une réclamation traitée est terminale : rien ne la rouvre', () => {
    expect(machineReclamation.estTerminal('TRAITEE')).toBe(true);
    const r = machineReclamation.transition('TRAITEE', 'cloturer', { acteur: 'teneur' });
    expect(r.ok ? null : r.refus.code).toBe('transition-interdite');
  });
});
