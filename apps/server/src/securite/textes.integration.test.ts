import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';

/**
 * Octets nuls et caractères de contrôle (issue 7 §1.5, ADR 0090) : ils arrivaient jusqu'à PostgreSQL, qui
 * refuse l'octet nul dans un texte, et la requête finissait en 500. Les schémas du domaine les refusent
 * désormais : 400 avec une erreur française sur le champ.
 */

let ctx: ContexteTest;

beforeAll(async () => {
  ctx = await creerContexteTest();
});
afterAll(async () => {
  await ctx.fermer();
});

const MESSAGE_CARACTERE = /contient un caractère non autorisé/;

describe('textes piégés', () => {
  it.each(['\u0000', 'jean\u0000@exemple.fr', 'jean@exemple.fr\u202E', '\u001B[31m'])(
    'POST /api/account/reset_password/init anonyme avec %j répond 400 sur le champ, jamais 500',
    async (email) => {
      const client = new ClientTest(ctx.app);
      const r = await client.requete({
        method: 'POST',
        url: '/api/account/reset_password/init',
        payload: { email },
      });
      expect(r.statusCode).toBe(400);
      expect(r.json().champs).toEqual([
        expect.objectContaining({ champ: 'email', message: expect.stringMatching(MESSAGE_CARACTERE) }),
      ]);
    },
  );

  it("l'identifiant de connexion avec un octet nul répond 400", async () => {
    const client = new ClientTest(ctx.app);
    const r = await client.requete({
      method: 'POST',
      url: '/api/authentication',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'j_username=admin%00&j_password=x&captcha=x',
    });
    expect(r.statusCode).toBe(400);
    expect(JSON.stringify(r.json().champs)).toMatch(MESSAGE_CARACTERE);
  });

  it("un retour à la ligne dans le nom d'une personne inscrite est refusé (il partirait dans un courriel)", async () => {
    const client = new ClientTest(ctx.app);
    const personne = {
      civilite: 'M',
      nom: 'Dupont\nBcc: pirate@exemple.fr',
      prenom: 'Jean',
      email: 'jean.dupont@exemple.fr',
      confirmationEmail: 'jean.dupont@exemple.fr',
      telephone: '0123456789',
    };
    const r = await client.requete({
      method: 'POST',
      url: '/api/teledeclarant/NON_PRO',
      payload: {
        adresseCopropriete: { voie: '1 rue de la Paix', codePostal: '75002', commune: 'Paris' },
        representantLegal: personne,
        administrateurEstRepresentant: true,
        attestationSurLHonneur: true,
        captcha: 'x',
      },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().champs).toContainEqual(
      expect.objectContaining({
        champ: 'representantLegal.nom',
        message: 'Le nom doit tenir sur une seule ligne.',
      }),
    );
  });
});
