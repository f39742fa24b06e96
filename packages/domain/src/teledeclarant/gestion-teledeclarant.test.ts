import { describe, expect, it } from 'vitest';
import { messagesFormats } from '../messages/formats.js';
import {
  changementsStatutParLeTeneur,
  statutsProposesAuTeneur,
  verifierChangementStatutParLeTeneur,
} from './gestion-teledeclarant.js';
import { CriteresRechercheTeledeclarant, ModificationTeledeclarant } from './gestion-teledeclarant.schema.js';
import { StatutTeledeclarant } from './statut-teledeclarant.js';

describe('changements de statut permis au teneur (ADR 0061)', () => {
  it.each([
    ['ATT_CREA_COMPTE', []],
    ['ATT_ACTIVATION', ['ACTIF']],
    ['ACTIF', ['ATT_ACTIVATION']],
    ['ATT_FIN_IMM_NOT', ['ACTIF']],
    ['SUPPRIME', []],
  ] as const)(
    'depuis %s : %j (ni suppression, ni événement sans changement de statut)',
    (depuis, attendus) => {
      expect(changementsStatutParLeTeneur(depuis).map((c) => c.statut)).toEqual(attendus);
    },
  );

  it('chaque statut proposé commence par le statut actuel', () => {
    for (const statut of StatutTeledeclarant.options) {
      expect(statutsProposesAuTeneur(statut)[0]).toBe(statut);
    }
    expect(statutsProposesAuTeneur('ACTIF')).toEqual(['ACTIF', 'ATT_ACTIVATION']);
  });

  it('accepte un statut inchangé sans changement et un changement permis avec son événement', () => {
    expect(verifierChangementStatutParLeTeneur('ACTIF', 'ACTIF')).toEqual({ ok: true, changement: null });
    const exiger = verifierChangementStatutParLeTeneur('ACTIF', 'ATT_ACTIVATION');
    expect(exiger).toMatchObject({
      ok: true,
      changement: {
        evenement: 'exigerActivation',
        journal: ['CHANGEMENT_STATUT_TELEDECLARANT', 'ENVOI_CODE_ACTIVATION'],
      },
      transition: { etat: 'ATT_ACTIVATION', journal: 'CHANGEMENT_STATUT_TELEDECLARANT' },
    });
    expect(verifierChangementStatutParLeTeneur('ATT_FIN_IMM_NOT', 'ACTIF')).toMatchObject({
      ok: true,
      changement: { evenement: 'finaliserInscriptionNotariale' },
    });
  });

  it('refuse la suppression par ce biais et les passages hors cycle de vie, avec un message français', () => {
    const suppression = verifierChangementStatutParLeTeneur('ACTIF', 'SUPPRIME');
    expect(suppression.ok).toBe(false);
    expect(!suppression.ok && suppression.message).toContain('Supprimer le télédéclarant');
    const creation = verifierChangementStatutParLeTeneur('ATT_CREA_COMPTE', 'ATT_ACTIVATION');
    expect(!creation.ok && creation.message).toBe(
      "Le passage du statut « En attente de création du compte » au statut « En attente d'activation » n'est pas permis par le cycle de vie du télédéclarant. Aucun changement de statut n'est possible depuis ce statut.",
    );
    const notaire = verifierChangementStatutParLeTeneur('ACTIF', 'ATT_FIN_IMM_NOT');
    expect(!notaire.ok && notaire.message).toContain("Statuts possibles : « En attente d'activation ».");
    expect(verifierChangementStatutParLeTeneur('SUPPRIME', 'ACTIF').ok).toBe(false);
  });
});

describe('critères de recherche des télédéclarants', () => {
  it('complète la pagination par défaut (page 1, 10 lignes, sans tri)', () => {
    expect(CriteresRechercheTeledeclarant.parse({})).toEqual({
      paginationOptions: { pageNumber: 1, pageSize: 10, sortDirection: null, sortField: null },
    });
  });

  it('normalise SIRET, code postal et code APE', () => {
    const criteres = CriteresRechercheTeledeclarant.parse({
      siret: ' 732 829 ',
      codePostal: '$75 0',
      codeApe: '68.32a',
    });
    expect(criteres).toMatchObject({ siret: '732829', codePostal: '$750', codeApe: '6832a' });
  });

  it.each([
    [{ siret: '12a' }, 'Le critère SIRET ne peut contenir que des chiffres'],
    [{ codePostal: '123456' }, 'Le critère code postal comporte au plus 5 chiffres.'],
    [{ codeApe: '68.32AB' }, 'Le critère code APE'],
    [{ paginationOptions: { pageSize: 101 } }, 'La valeur doit être inférieure ou égale à 100.'],
    [{ paginationOptions: { sortField: 'motDePasseHash' } }, ''],
    [{ inconnu: 1 }, ''],
  ])('refuse %j', (saisie, message) => {
    const resultat = CriteresRechercheTeledeclarant.safeParse(saisie);
    expect(resultat.success).toBe(false);
    expect(resultat.error?.issues[0]?.message).toContain(message);
  });
});

describe('saisie de la modification par le teneur', () => {
  const base = {
    id: 3,
    raisonSociale: ' Cabinet ',
    adresse: {},
    representantLegal: { adresse: {} },
    statut: 'ACTIF',
  };

  it('une saisie vide vaut « non renseigné » et les certificats sont conservés par défaut', () => {
    const saisie = ModificationTeledeclarant.parse({ ...base, telephone: '  ', siret: '', codePostal: '' });
    expect(saisie).toMatchObject({
      raisonSociale: 'Cabinet',
      telephone: null,
      siret: null,
      codePostal: null,
      certificat1: { action: 'conserver' },
      certificat2: { action: 'conserver' },
    });
  });

  it('contrôle les formats avec les messages du domaine', () => {
    const resultat = ModificationTeledeclarant.safeParse({ ...base, telephone: 'abc' });
    expect(resultat.error?.issues).toEqual([
      expect.objectContaining({ path: ['telephone'], message: messagesFormats.telephone }),
    ]);
    expect(ModificationTeledeclarant.safeParse({ ...base, raisonSociale: '' }).success).toBe(false);
    expect(
      ModificationTeledeclarant.safeParse({ ...base, certificat1: { action: 'remplacer', pem: '' } }).success,
    ).toBe(false);
  });
});
