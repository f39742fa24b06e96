import { describe, expect, it } from 'vitest';
import { messagesFormats } from '../messages/formats.js';
import { ChangementMotDePasse, CreationMotDePasse, InfoCompte, SaisieUtilisateur } from './compte.schema.js';

describe('schémas du compte', () => {
  it('lit les informations du compte avec ses autorisations', () => {
    const compte = InfoCompte.parse({
      id: 1,
      login: 'institutionnel',
      profil: 'INSTITUTIONNEL',
      authorities: ['CHART_CONFIDENTIALITE', 'CATEGORISATION', 'DONNEES_BRUTES'],
    });
    expect(compte.loginAs).toBe(false);
    expect(InfoCompte.safeParse({ ...compte, authorities: ['INCONNUE'] }).success).toBe(false);
  });

  it('exige une adresse de confirmation identique', () => {
    const saisie = {
      civilite: 'MME',
      nom: 'Martin',
      prenom: 'Léa',
      email: 'lea@exemple.fr',
      profil: 'TELE_PRO_GESTION',
    };
    expect(SaisieUtilisateur.safeParse({ ...saisie, confirmationEmail: 'lea@exemple.fr' }).success).toBe(
      true,
    );
    const resultat = SaisieUtilisateur.safeParse({ ...saisie, confirmationEmail: 'lea@exemple.com' });
    expect(resultat.error?.issues[0]).toMatchObject({
      path: ['confirmationEmail'],
      message: messagesFormats.emailConfirmation,
    });
  });

  it('applique la règle des 12 caractères et compare la confirmation telle quelle', () => {
    expect(
      CreationMotDePasse.safeParse({
        cle: 'k',
        motDePasse: 'Abcdefgh1!xy',
        confirmationMotDePasse: 'Abcdefgh1!xy',
      }).success,
    ).toBe(true);
    expect(
      CreationMotDePasse.safeParse({ cle: 'k', motDePasse: 'Abcdef1!', confirmationMotDePasse: 'Abcdef1!' })
        .success,
    ).toBe(false);
    const differente = ChangementMotDePasse.safeParse({
      motDePasseActuel: 'ancien',
      nouveauMotDePasse: 'Abcdefgh1!xy',
      confirmationMotDePasse: 'Abcdefgh1!xy ',
    });
    expect(differente.error?.issues[0]?.message).toBe(messagesFormats.motDePasseConfirmation);
  });
});
