import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compte, courriel } from '../db/schema/index.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { connecter, creerCompteDeTest, MOT_DE_PASSE_TEST } from '../test/comptes.js';

let ctx: ContexteTest;
beforeAll(async () => {
  ctx = await creerContexteTest();
});
afterAll(async () => {
  await ctx.fermer();
});

let numero = 0;
const adresse = (prefixe: string) => `${prefixe}.${++numero}@exemple.org`;

const ligne = async (id: number) => (await ctx.db.select().from(compte).where(eq(compte.id, id)))[0]!;
const courrielsA = (destinataire: string) =>
  ctx.db.select().from(courriel).where(eq(courriel.destinataire, destinataire));
const cleDuLien = (texte: string) => decodeURIComponent(/confirmation-email\?key=([^\s&]+)/.exec(texte)![1]!);

/** Un teneur du profil donné, connecté en tant que l'administrateur principal d'un syndic, et un gestionnaire. */
async function enTantQue(profilTeneur: 'TENEUR_ASS_HOTLINE_GES' | 'TENEUR_ASS_HOTLINE_ADMIN') {
  const teneur = await creerCompteDeTest(ctx.db, { profil: profilTeneur });
  const syndic = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_ADMIN_PRINC' });
  const gestionnaire = await creerCompteDeTest(ctx.db, {
    profil: 'TELE_PRO_GESTION',
    idTeledeclarant: syndic.idTeledeclarant!,
  });
  const client = await connecter(ctx.app, teneur.login);
  expect((await client.get(`/api/teledeclarant/loginAs/${syndic.compte.id}`)).statusCode).toBe(200);
  return { teneur, syndic, gestionnaire, client };
}

const identite = (email: string, autres: Record<string, unknown> = {}) => ({
  civilite: 'M',
  nom: 'Pirate',
  prenom: 'Paul',
  email,
  confirmationEmail: email,
  telephone: '01 23 45 67 89',
  ...autres,
});

describe('Connexion « en tant que » utilisée pour changer d’identité (issue 7 §1.3)', () => {
  it('un gestionnaire de l’assistance ne change ni l’adresse, ni le profil d’un autre compte, ni l’établissement, et ne crée pas de compte', async () => {
    const { teneur, syndic, gestionnaire, client } = await enTantQue('TENEUR_ASS_HOTLINE_GES');
    const sienne = adresse('assistance');

    const adresseAutre = await client.requete({
      method: 'PUT',
      url: '/api/utilisateurs',
      payload: identite(sienne, { id: gestionnaire.compte.id, profil: 'TELE_PRO_GESTION' }),
    });
    expect(adresseAutre.statusCode, adresseAutre.body).toBe(403);
    expect(adresseAutre.json().message).toMatch(/en tant que/);

    const promotion = await client.requete({
      method: 'PUT',
      url: '/api/utilisateurs',
      payload: identite(gestionnaire.login, { id: gestionnaire.compte.id, profil: 'TELE_PRO_ADMIN_SECOND' }),
    });
    expect(promotion.statusCode, promotion.body).toBe(403);

    const creation = await client.requete({
      method: 'POST',
      url: '/api/utilisateurs',
      payload: identite(adresse('complice'), { profil: 'TELE_PRO_ADMIN_SECOND' }),
    });
    expect(creation.statusCode, creation.body).toBe(403);

    const etablissement = await client.requete({
      method: 'PUT',
      url: '/api/account/etablissement',
      payload: {
        telephone: '01 23 45 67 89',
        representantLegal: { civilite: 'M', nom: 'Pirate', prenom: 'Paul', email: sienne },
      },
    });
    expect(etablissement.statusCode, etablissement.body).toBe(403);

    const monCompte = await client.requete({
      method: 'POST',
      url: '/api/account',
      payload: identite(sienne),
    });
    expect(monCompte.statusCode, monCompte.body).toBe(403);

    expect(await ligne(gestionnaire.compte.id)).toMatchObject({
      login: gestionnaire.login,
      email: gestionnaire.login,
      profil: 'TELE_PRO_GESTION',
      emailEnAttente: null,
    });
    expect(await ligne(syndic.compte.id)).toMatchObject({ login: syndic.login, emailEnAttente: null });
    expect(await courrielsA(sienne)).toEqual([]);
    expect(
      await ctx.db.select().from(compte).where(eq(compte.idTeledeclarant, syndic.idTeledeclarant!)),
    ).toHaveLength(2);
    // Le teneur garde son propre compte intact.
    expect((await ligne(teneur.compte.id)).login).toBe(teneur.login);
  });

  it('un teneur qui modifie les télédéclarants peut corriger une adresse, qui ne change qu’à la confirmation', async () => {
    const { gestionnaire, client } = await enTantQue('TENEUR_ASS_HOTLINE_ADMIN');
    const nouvelle = adresse('correction');
    const r = await client.requete({
      method: 'PUT',
      url: '/api/utilisateurs',
      payload: identite(nouvelle, { id: gestionnaire.compte.id, profil: 'TELE_PRO_GESTION' }),
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(await ligne(gestionnaire.compte.id)).toMatchObject({
      login: gestionnaire.login,
      email: gestionnaire.login,
      emailEnAttente: nouvelle,
    });
    expect(await courrielsA(nouvelle)).toHaveLength(1);
    expect((await courrielsA(gestionnaire.login)).map((c) => c.sujet)).toContain(
      'Registre des copropriétés : changement d’adresse électronique demandé',
    );
  });

  it('un notaire ne détourne plus la réinitialisation : le changement d’adresse exige le mot de passe et la confirmation', async () => {
    const notaire = await creerCompteDeTest(ctx.db, { profil: 'NOTAIRE_NOTAIRE' });
    const client = await connecter(ctx.app, notaire.login);
    const nouvelle = adresse('notaire');

    const sansMotDePasse = await client.requete({
      method: 'POST',
      url: '/api/account',
      payload: identite(nouvelle),
    });
    expect(sansMotDePasse.statusCode).toBe(400);
    expect(sansMotDePasse.json().champs).toEqual([
      {
        champ: 'motDePasseActuel',
        message: "Saisissez votre mot de passe actuel pour changer d'adresse électronique.",
      },
    ]);
    const mauvais = await client.requete({
      method: 'POST',
      url: '/api/account',
      payload: identite(nouvelle, { motDePasseActuel: 'Pas-le-bon-2026!' }),
    });
    expect(mauvais.statusCode).toBe(400);
    expect(mauvais.json().champs[0].champ).toBe('motDePasseActuel');

    const demande = await client.requete({
      method: 'POST',
      url: '/api/account',
      payload: identite(nouvelle, { motDePasseActuel: MOT_DE_PASSE_TEST }),
    });
    expect(demande.statusCode, demande.body).toBe(200);
    expect(demande.json()).toEqual({ reconnexionNecessaire: false, confirmationEnvoyee: true });
    expect(await ligne(notaire.compte.id)).toMatchObject({ email: notaire.login, emailEnAttente: nouvelle });

    // Une réinitialisation demandée maintenant part vers l'adresse en vigueur, pas vers la nouvelle.
    const anonyme = new ClientTest(ctx.app);
    await anonyme.requete({
      method: 'POST',
      url: '/api/account/reset_password/init',
      payload: { email: notaire.login },
    });
    const versNouvelle = await courrielsA(nouvelle);
    expect(versNouvelle).toHaveLength(1);
    expect(versNouvelle[0]!.sujet).toMatch(/confirmez votre nouvelle adresse/);
    const versAncienne = (await courrielsA(notaire.login)).map((c) => c.sujet);
    expect(versAncienne).toContain('Registre des copropriétés : changement d’adresse électronique demandé');
    expect(versAncienne).toContain('Registre des copropriétés : réinitialisation de votre mot de passe');

    const confirmation = await anonyme.requete({
      method: 'POST',
      url: '/api/account/confirm_email',
      payload: { cle: cleDuLien(versNouvelle[0]!.texte) },
    });
    expect(confirmation.statusCode, confirmation.body).toBe(200);
    // Le notaire garde son identifiant ; seule son adresse change.
    expect(await ligne(notaire.compte.id)).toMatchObject({
      login: notaire.login,
      email: nouvelle,
      emailEnAttente: null,
      cleEmailHash: null,
    });
    const rejoue = await anonyme.requete({
      method: 'POST',
      url: '/api/account/confirm_email',
      payload: { cle: cleDuLien(versNouvelle[0]!.texte) },
    });
    expect(rejoue.statusCode).toBe(400);
  });

  it('pour un syndic, l’adresse confirmée devient l’identifiant et les sessions du compte prennent fin', async () => {
    const syndic = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_GESTION' });
    const client = await connecter(ctx.app, syndic.login);
    const nouvelle = adresse('syndic');
    const demande = await client.requete({
      method: 'POST',
      url: '/api/account',
      payload: identite(nouvelle, { motDePasseActuel: MOT_DE_PASSE_TEST }),
    });
    expect(demande.statusCode, demande.body).toBe(200);
    expect((await client.get('/api/account')).statusCode).toBe(200);
    const [lien] = await courrielsA(nouvelle);
    // Le lien est ouvert dans le navigateur connecté au compte : sa session aussi prend fin.
    const confirmation = await client.requete({
      method: 'POST',
      url: '/api/account/confirm_email',
      payload: { cle: cleDuLien(lien!.texte) },
    });
    expect(confirmation.json()).toEqual({ reconnexionNecessaire: true });
    expect(await ligne(syndic.compte.id)).toMatchObject({ login: nouvelle, email: nouvelle });
    expect((await client.get('/api/account')).statusCode).toBe(401);
    await connecter(ctx.app, nouvelle);
    expect(
      await ctx.db
        .select()
        .from(compte)
        .where(and(eq(compte.id, syndic.compte.id), eq(compte.login, syndic.login))),
    ).toEqual([]);
  });
});
