import type { Profil } from '@registre/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courriel, evenementJournal, teledeclarant } from '../db/schema/index.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { connecter, creerCompteDeTest } from '../test/comptes.js';

let ctx: ContexteTest;
beforeAll(async () => {
  ctx = await creerContexteTest();
});
afterAll(async () => {
  await ctx.fermer();
});

let numero = 0;

/** Un établissement dont le représentant légal est Anne Leroy (avec une adresse postale), et son administrateur. */
async function etablissement(profil: Profil = 'TELE_PRO_ADMIN_PRINC') {
  numero += 1;
  const admin = await creerCompteDeTest(ctx.db, { profil });
  const id = admin.idTeledeclarant!;
  const emailAncien = `anne.leroy.${numero}@exemple.fr`;
  await ctx.db
    .update(teledeclarant)
    .set({
      representantCivilite: 'MME',
      representantNom: 'Leroy',
      representantPrenom: 'Anne',
      representantEmail: emailAncien,
      representantTelephone: '0612345678',
      representantVoie: '3 rue des Lilas',
      representantCodePostal: '75011',
      representantCommune: 'Paris',
    })
    .where(eq(teledeclarant.id, id));
  return { id, emailAncien, client: await connecter(ctx.app, admin.login) };
}

const nouveau = (autres: Record<string, unknown> = {}) => {
  numero += 1;
  return {
    civilite: 'M',
    nom: 'Martin',
    prenom: 'Louis',
    email: `Louis.Martin.${numero}@Exemple.fr`,
    telephone: '01 02 03 04 05',
    ...autres,
  };
};

const changer = (client: ClientTest, corps: unknown) =>
  client.requete({
    method: 'PUT',
    url: '/api/account/etablissement/representant-legal',
    payload: corps as object,
  });

async function ligne(id: number) {
  const [l] = await ctx.db.select().from(teledeclarant).where(eq(teledeclarant.id, id));
  return l!;
}

const journal = (id: number) =>
  ctx.db
    .select()
    .from(evenementJournal)
    .where(
      and(
        sql`${evenementJournal.typeEvenement} = 'CHANGEMENT_REPRESENTANT_LEGAL'`,
        eq(evenementJournal.idCible, id),
      ),
    );

const courrielsA = (destinataire: string) =>
  ctx.db.select().from(courriel).where(eq(courriel.destinataire, destinataire));

const champs = (reponse: { json: () => { champs?: { champ: string }[] } }) =>
  (reponse.json().champs ?? []).map((c) => c.champ);

describe('PUT /api/account/etablissement/representant-legal (changement de représentant légal)', () => {
  it("l'administrateur principal change de représentant : colonnes écrites, adresse de l'ancien effacée, journal avant/après, courriels aux deux", async () => {
    const { id, emailAncien, client } = await etablissement();
    const corps = nouveau();
    const r = await changer(client, corps);
    expect(r.statusCode).toBe(204);

    const apres = await ligne(id);
    const emailNouveau = corps.email.toLowerCase();
    expect(apres).toMatchObject({
      representantCivilite: 'M',
      representantNom: 'Martin',
      representantPrenom: 'Louis',
      representantEmail: emailNouveau,
      representantTelephone: '0102030405',
      representantVoie: null,
      representantCodePostal: null,
      representantCommune: null,
      representantPays: 'FRANCE',
    });

    const entrees = await journal(id);
    expect(entrees).toHaveLength(1);
    expect(entrees[0]!.detail).toEqual({
      avant: `Mme Anne Leroy <${emailAncien}>`,
      apres: `M. Louis Martin <${emailNouveau}>`,
    });

    const auNouveau = await courrielsA(emailNouveau);
    expect(auNouveau).toHaveLength(1);
    expect(auNouveau[0]!.texte).toContain('Vous êtes désormais inscrit au registre comme représentant légal');
    const aLAncien = await courrielsA(emailAncien);
    expect(aLAncien).toHaveLength(1);
    expect(aLAncien[0]!.texte).toContain('M. Louis Martin vous remplace');
  });

  it('400 : la même personne (casse et accents près) est refusée sur le champ nom, rien écrit ; saisie invalide sur ses champs', async () => {
    const { id, emailAncien, client } = await etablissement();
    const meme = await changer(
      client,
      nouveau({ civilite: 'MME', nom: ' LEROY ', prenom: 'anne', email: emailAncien.toUpperCase() }),
    );
    expect(meme.statusCode).toBe(400);
    expect(champs(meme)).toEqual(['nom']);
    expect(meme.json().champs[0].message).toContain('déjà le représentant légal');
    expect((await ligne(id)).representantVoie).toBe('3 rue des Lilas');
    expect(await journal(id)).toHaveLength(0);

    const invalide = await changer(client, nouveau({ nom: '', email: 'pas-une-adresse' }));
    expect(invalide.statusCode).toBe(400);
    expect(champs(invalide)).toEqual(expect.arrayContaining(['nom', 'email']));
    expect((await ligne(id)).representantNom).toBe('Leroy');
  });

  it("401 sans session ; 403 pour un gestionnaire et un administrateur secondaire ; un autre établissement n'est jamais touché", async () => {
    const a = await etablissement();
    expect((await changer(new ClientTest(ctx.app), nouveau())).statusCode).toBe(401);
    for (const profil of ['TELE_PRO_GESTION', 'TELE_PRO_ADMIN_SECOND'] as const) {
      const membre = await creerCompteDeTest(ctx.db, { profil, idTeledeclarant: a.id });
      const client = await connecter(ctx.app, membre.login);
      expect((await changer(client, nouveau())).statusCode).toBe(403);
    }
    expect((await ligne(a.id)).representantNom).toBe('Leroy');

    // L'administrateur d'un autre établissement ne change que le sien : la route ne prend pas d'identifiant.
    const b = await etablissement();
    expect((await changer(b.client, nouveau({ nom: 'Autre' }))).statusCode).toBe(204);
    expect((await ligne(b.id)).representantNom).toBe('Autre');
    expect((await ligne(a.id)).representantNom).toBe('Leroy');
    expect(await journal(a.id)).toHaveLength(0);
  });
});
