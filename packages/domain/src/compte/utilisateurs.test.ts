import { describe, expect, it } from 'vitest';
import type { Acteur } from '../permissions/droits.js';
import type { Profil } from '../permissions/profils.js';
import { authoritiesDuProfil } from '../permissions/table.js';
import {
  listeProfils,
  listeReferentiel,
  PROFILS_PAR_TYPE_TELEDECLARANT,
  statutsTeledeclarantSuivants,
  TYPES_TELEDECLARANT_MIN,
} from './referentiels-compte.js';
import {
  creationAvecCaptcha,
  droitsSurUtilisateur,
  etablissementDuCompte,
  ID_ETABLISSEMENT_TENEUR,
  limiteAdminsSecondairesAtteinte,
  profilsAssignables,
} from './utilisateurs.js';

const acteur = (profil: Profil, id = 1, idTeledeclarant: number | null = 10): Acteur => ({
  profil,
  authorities: authoritiesDuProfil(profil),
  id,
  idTeledeclarant,
});
const cible = (profil: Profil, id = 2, idTeledeclarant: number | null = 10) => ({
  profil,
  id,
  idTeledeclarant,
});

describe('établissement d’un compte', () => {
  it('le télédéclarant du compte, 0 pour le teneur, rien sinon', () => {
    expect(etablissementDuCompte({ profil: 'TELE_PRO_GESTION', idTeledeclarant: 12 })).toBe(12);
    expect(etablissementDuCompte({ profil: 'TENEUR_ADMIN_SCOND', idTeledeclarant: null })).toBe(
      ID_ETABLISSEMENT_TENEUR,
    );
    expect(etablissementDuCompte({ profil: 'NOTAIRE_NOTAIRE', idTeledeclarant: null })).toBeNull();
    expect(etablissementDuCompte({ profil: 'INSTITUTIONNEL' })).toBeNull();
  });

  it('seuls les notaires passent par le captcha (ou son jeton de contournement) pour créer un compte', () => {
    expect(creationAvecCaptcha(acteur('NOTAIRE_NOTAIRE'))).toBe(true);
    expect(creationAvecCaptcha(acteur('NOTAIRE_ADMIN'))).toBe(true);
    expect(creationAvecCaptcha(acteur('TELE_PRO_ADMIN_PRINC'))).toBe(false);
  });
});

describe('profils assignables', () => {
  it('pour un nouveau compte : les profils créables, sans administrateur secondaire au-delà de 4', () => {
    expect(profilsAssignables(acteur('TELE_PRO_ADMIN_PRINC'), null, 3)).toEqual([
      'TELE_PRO_ADMIN_SECOND',
      'TELE_PRO_GESTION',
    ]);
    expect(profilsAssignables(acteur('TELE_PRO_ADMIN_PRINC'), null, 4)).toEqual(['TELE_PRO_GESTION']);
    expect(profilsAssignables(acteur('TELE_PRO_ADMIN_SECOND'), null, 0)).toEqual(['TELE_PRO_GESTION']);
    expect(profilsAssignables(acteur('TELE_PRO_GESTION'), null, 0)).toEqual([]);
    expect(profilsAssignables(acteur('NOTAIRE_NOTAIRE'), null, 0)).toEqual(['NOTAIRE_COLLAB']);
    expect(profilsAssignables(acteur('NOTAIRE_COLLAB'), null, 0)).toEqual([]);
  });

  it('pour un compte existant : son profil en tête ; un administrateur secondaire garde sa place dans la limite', () => {
    const principal = acteur('TELE_PRO_ADMIN_PRINC');
    expect(profilsAssignables(principal, cible('TELE_PRO_GESTION'), 3)).toEqual([
      'TELE_PRO_GESTION',
      'TELE_PRO_ADMIN_SECOND',
    ]);
    // Quatre administrateurs secondaires : un gestionnaire ne peut plus être promu…
    expect(profilsAssignables(principal, cible('TELE_PRO_GESTION'), 4)).toEqual(['TELE_PRO_GESTION']);
    // … mais l'un des quatre peut toujours redevenir gestionnaire.
    expect(profilsAssignables(principal, cible('TELE_PRO_ADMIN_SECOND'), 4)).toEqual([
      'TELE_PRO_ADMIN_SECOND',
      'TELE_PRO_GESTION',
    ]);
  });

  it('pas de changement de profil pour soi-même, l’administrateur principal ou par le teneur', () => {
    const principal = acteur('TELE_PRO_ADMIN_PRINC', 1);
    expect(profilsAssignables(principal, cible('TELE_PRO_ADMIN_PRINC', 1), 0)).toEqual([
      'TELE_PRO_ADMIN_PRINC',
    ]);
    const teneur = acteur('TENEUR_ASS_HOTLINE_ADMIN', 1, ID_ETABLISSEMENT_TENEUR);
    expect(profilsAssignables(teneur, cible('TELE_PRO_GESTION', 2, 10), 0)).toEqual(['TELE_PRO_GESTION']);
  });

  it('aucun profil quand l’acteur ne peut pas modifier le compte', () => {
    expect(profilsAssignables(acteur('TELE_PRO_GESTION'), cible('TELE_PRO_GESTION'), 0)).toEqual([]);
    expect(profilsAssignables(acteur('TELE_PRO_ADMIN_SECOND'), cible('TELE_PRO_ADMIN_SECOND'), 1)).toEqual(
      [],
    );
    expect(profilsAssignables(acteur('TELE_PRO_ADMIN_PRINC'), cible('TELE_PRO_GESTION', 2, 99), 0)).toEqual(
      [],
    );
  });
});

describe('droits portés par les réponses', () => {
  it('administrateur principal sur un gestionnaire, sur lui-même', () => {
    const principal = acteur('TELE_PRO_ADMIN_PRINC', 1);
    expect(droitsSurUtilisateur(principal, cible('TELE_PRO_GESTION'), 0)).toEqual({
      allowedToEdit: true,
      allowedToDelete: true,
      allowedToChangeProfile: true,
    });
    expect(droitsSurUtilisateur(principal, cible('TELE_PRO_ADMIN_PRINC', 1), 0)).toEqual({
      allowedToEdit: true,
      allowedToDelete: false,
      allowedToChangeProfile: false,
    });
  });

  it('administrateur secondaire sur l’administrateur principal et sur un gestionnaire', () => {
    const second = acteur('TELE_PRO_ADMIN_SECOND', 3);
    expect(droitsSurUtilisateur(second, cible('TELE_PRO_ADMIN_PRINC', 1), 1)).toEqual({
      allowedToEdit: false,
      allowedToDelete: false,
      allowedToChangeProfile: false,
    });
    // Un gestionnaire ne peut devenir qu'un gestionnaire pour l'administrateur secondaire.
    expect(droitsSurUtilisateur(second, cible('TELE_PRO_GESTION'), 1)).toEqual({
      allowedToEdit: true,
      allowedToDelete: true,
      allowedToChangeProfile: false,
    });
  });

  it('le notaire crée ses collaborateurs mais ne les modifie ni ne les supprime ; l’administrateur de l’étude, si', () => {
    expect(droitsSurUtilisateur(acteur('NOTAIRE_NOTAIRE'), cible('NOTAIRE_COLLAB'), 0)).toEqual({
      allowedToEdit: false,
      allowedToDelete: false,
      allowedToChangeProfile: false,
    });
    expect(droitsSurUtilisateur(acteur('NOTAIRE_ADMIN'), cible('NOTAIRE_COLLAB'), 0)).toEqual({
      allowedToEdit: true,
      allowedToDelete: true,
      allowedToChangeProfile: true,
    });
  });
});

describe('listes de référence des comptes', () => {
  it('codes et libellés dans l’ordre demandé', () => {
    expect(listeReferentiel({ A: 'Alpha', B: 'Bêta' }, ['B', 'A'])).toEqual([
      { code: 'B', libelle: 'Bêta' },
      { code: 'A', libelle: 'Alpha' },
    ]);
    expect(listeProfils(['NOTAIRE_COLLAB'])).toEqual([
      { code: 'NOTAIRE_COLLAB', libelle: 'Collaborateur de notaire' },
    ]);
  });

  it('chaque profil relève d’un seul type de déclarant, sauf les notaires détaillés', () => {
    expect(PROFILS_PAR_TYPE_TELEDECLARANT.PRO).toEqual([
      'TELE_PRO_ADMIN_PRINC',
      'TELE_PRO_ADMIN_SECOND',
      'TELE_PRO_GESTION',
    ]);
    expect(PROFILS_PAR_TYPE_TELEDECLARANT.NON_PRO).toEqual([
      'TELE_NONPRO_ADMIN_PRINC',
      'TELE_NONPRO_ADMIN_SECOND',
      'TELE_NONPRO_GESTION',
    ]);
    expect(PROFILS_PAR_TYPE_TELEDECLARANT.AUTRE).toEqual(['DEFAULT']);
    expect(TYPES_TELEDECLARANT_MIN).toEqual(['PRO', 'NON_PRO', 'NOTAIRE']);
  });

  it('statuts suivants d’un télédéclarant selon le cycle de vie et l’acteur', () => {
    expect(statutsTeledeclarantSuivants('ACTIF', 'teneur')).toEqual(['ATT_ACTIVATION', 'SUPPRIME']);
    expect(statutsTeledeclarantSuivants('ACTIF', 'declarant')).toEqual([]);
    expect(statutsTeledeclarantSuivants('ATT_CREA_COMPTE')).toEqual(['ATT_ACTIVATION', 'SUPPRIME']);
    expect(statutsTeledeclarantSuivants('ATT_ACTIVATION', null)).toEqual([]);
    expect(statutsTeledeclarantSuivants('SUPPRIME')).toEqual([]);
  });
});

describe('limite des administrateurs secondaires (issue 7 §5.7)', () => {
  const principal = acteur('TELE_PRO_ADMIN_PRINC', 1, 10);
  it("la dit atteinte quand l'administrateur principal ne se voit plus proposer que le gestionnaire", () => {
    expect(limiteAdminsSecondairesAtteinte(principal, null, ['TELE_PRO_GESTION'])).toBe(true);
    expect(
      limiteAdminsSecondairesAtteinte(principal, cible('TELE_PRO_GESTION', 5, 10), ['TELE_PRO_GESTION']),
    ).toBe(true);
  });
  it('se tait quand le profil est proposé, ou quand il ne l’aurait jamais été', () => {
    expect(
      limiteAdminsSecondairesAtteinte(principal, null, ['TELE_PRO_ADMIN_SECOND', 'TELE_PRO_GESTION']),
    ).toBe(false);
    expect(limiteAdminsSecondairesAtteinte(acteur('TELE_PRO_ADMIN_SECOND'), null, ['TELE_PRO_GESTION'])).toBe(
      false,
    );
    expect(
      limiteAdminsSecondairesAtteinte(principal, cible('TELE_PRO_GESTION', 1, 10), ['TELE_PRO_ADMIN_PRINC']),
    ).toBe(false);
    expect(
      limiteAdminsSecondairesAtteinte(principal, cible('TELE_PRO_GESTION', 5, 11), ['TELE_PRO_GESTION']),
    ).toBe(false);
  });
});
