import { describe, expect, it } from 'vitest';
import {
  messageComptesSupprimes,
  nomAffiche,
  nombrePages,
  pageDemandee,
  profilsDeLaFamille,
  REGLE_NOUVEAU_MOT_DE_PASSE,
  titreConfirmationSuppression,
} from './textes';

describe('textes de la gestion des comptes', () => {
  it('confirmation de suppression au singulier ou au pluriel', () => {
    expect(titreConfirmationSuppression(1)).toBe('Supprimer ce compte ?');
    expect(titreConfirmationSuppression(3)).toBe('Supprimer ces 3 comptes ?');
  });

  it('succès de la suppression avec le nombre de comptes', () => {
    expect(messageComptesSupprimes(1)).toBe('1 compte supprimé');
    expect(messageComptesSupprimes(2)).toBe('2 comptes supprimés');
  });

  it('nom affiché : prénom et nom, sinon identifiant', () => {
    expect(nomAffiche({ prenom: 'Anne', nom: 'Leroy', login: 'a@b.fr' })).toBe('Anne Leroy');
    expect(nomAffiche({ prenom: null, nom: null, login: 'a@b.fr' })).toBe('a@b.fr');
  });

  it('la règle du mot de passe annonce 12 caractères', () => {
    expect(REGLE_NOUVEAU_MOT_DE_PASSE).toMatch(/^Au moins 12 caractères/);
  });

  it('pagination : nombre de pages et page lue dans l’adresse', () => {
    expect(nombrePages(0, 10)).toBe(1);
    expect(nombrePages(21, 10)).toBe(3);
    expect(pageDemandee(null)).toBe(1);
    expect(pageDemandee('abc')).toBe(1);
    expect(pageDemandee('0')).toBe(1);
    expect(pageDemandee('4', 3)).toBe(3);
    expect(pageDemandee('2', 3)).toBe(2);
  });

  it('profils de la famille du compte connecté', () => {
    expect(profilsDeLaFamille('TELE_PRO_GESTION')).toEqual([
      'TELE_PRO_ADMIN_PRINC',
      'TELE_PRO_ADMIN_SECOND',
      'TELE_PRO_GESTION',
    ]);
    expect(profilsDeLaFamille('NOTAIRE_COLLAB')).toEqual([
      'NOTAIRE_ADMIN',
      'NOTAIRE_NOTAIRE',
      'NOTAIRE_COLLAB',
    ]);
    expect(profilsDeLaFamille('TENEUR_ADMIN_PRINC')).toHaveLength(4);
    expect(profilsDeLaFamille('DEFAULT')).toEqual(['DEFAULT']);
  });
});
