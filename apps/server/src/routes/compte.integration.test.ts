import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compte,
  courriel,
  evenementJournal,
  teledeclarant,
  verrouillageConnexion,
} from '../db/schema/index.js';
import { empreinteCle } from '../services/comptes/cles.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { connecter, creerCompteDeTest, MOT_DE_PASSE_TEST, resoudreCaptcha } from '../test/comptes.js';

let ctx: ContexteTest;
beforeAll(async () => {
  ctx = await creerContexteTest();
});
afterAll(async () => {
  await ctx.fermer();
});

async function tenterConnexion(client: ClientTest, login: string, motDePasse: string, captcha?: string) {
  return client.requete({
    method: 'POST',
    url: '/api/authentication',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      j_username: login,
      j_password: motDePasse,
      captcha: captcha ?? (await resoudreCaptcha(client)),
    }).toString(),
  });
}

async function journal(type: string) {
  return ctx.db.select().from(evenementJournal).where(sql`${evenementJournal.typeEvenement} = ${type}`);
}

describe('connexion', () => {
  it('ouvre une session avec un nouvel identifiant et journalise la connexion', async () => {
    const { login, compte: c } = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_ADMIN_PRINC' });
    const client = new ClientTest(ctx.app);
    const r = await tenterConnexion(client, login.toUpperCase(), MOT_DE_PASSE_TEST);
    expect(r.statusCode).toBe(204);
    const cookie = r.cookies.find((k) => k.name === 'registre_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    const compteLu = await client.get('/api/account');
    expect(compteLu.statusCode).toBe(200);
    expect(compteLu.json()).toMatchObject({
      id: c.id,
      login,
      profil: 'TELE_PRO_ADMIN_PRINC',
      loginAs: false,
    });
    expect(compteLu.json().authorities).toContain('GERER_COPROPRIETE');
    expect((await journal('CONNEXION_REUSSIE')).some((e) => e.idCompte === c.id)).toBe(true);
  });

  it('un mot de passe faux et un identifiant inconnu donnent le même message, sans révéler lequel', async () => {
    const { login } = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_GESTION' });
    const faux = await tenterConnexion(new ClientTest(ctx.app), login, 'Mauvais-mot-2026!');
    const inconnu = await tenterConnexion(
      new ClientTest(ctx.app),
      'personne@exemple.fr',
      'Mauvais-mot-2026!',
    );
    expect(faux.statusCode).toBe(401);
    expect(inconnu.statusCode).toBe(401);
    expect(faux.json().message).toBe(inconnu.json().message);
    expect(faux.json().message).toMatch(/vérifiez vos identifiants/);
  });

  it('exige un captcha valide, qui ne sert qu’une fois', async () => {
    const { login } = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_GESTION' });
    const client = new ClientTest(ctx.app);
    const sans = await client.requete({
      method: 'POST',
      url: '/api/authentication',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ j_username: login, j_password: MOT_DE_PASSE_TEST }).toString(),
    });
    expect(sans.statusCode).toBe(400);
    expect(sans.json().champs.map((c: { champ: string }) => c.champ)).toContain('captcha');
    const captcha = await resoudreCaptcha(client);
    expect((await tenterConnexion(client, login, MOT_DE_PASSE_TEST, captcha)).statusCode).toBe(204);
    const rejoue = await tenterConnexion(new ClientTest(ctx.app), login, MOT_DE_PASSE_TEST, captcha);
    expect(rejoue.statusCode).toBe(400);
    expect(rejoue.json().message).toMatch(/captcha/i);
  });

  it('verrouille le compte après 5 échecs, même avec le bon mot de passe ensuite, et journalise', async () => {
    const { login, compte: c } = await creerCompteDeTest(ctx.db, { profil: 'TELE_NONPRO_GESTION' });
    for (let i = 0; i < 5; i++) {
      expect((await tenterConnexion(new ClientTest(ctx.app), login, 'Mauvais-mot-2026!')).statusCode).toBe(
        401,
      );
    }
    const [verrouille] = await ctx.db
      .select()
      .from(verrouillageConnexion)
      .where(eq(verrouillageConnexion.idCompte, c.id));
    expect(verrouille?.verrouilleJusquA?.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect((await tenterConnexion(new ClientTest(ctx.app), login, MOT_DE_PASSE_TEST)).statusCode).toBe(401);
    expect((await journal('VERROUILLAGE_COMPTE')).some((e) => e.idCompte === c.id)).toBe(true);
    await ctx.db
      .update(verrouillageConnexion)
      .set({ verrouilleJusquA: new Date(Date.now() - 1000) })
      .where(eq(verrouillageConnexion.idCompte, c.id));
    expect((await tenterConnexion(new ClientTest(ctx.app), login, MOT_DE_PASSE_TEST)).statusCode).toBe(204);
    // Le succès efface les échecs de ce compte pour cette adresse.
    expect(
      await ctx.db.select().from(verrouillageConnexion).where(eq(verrouillageConnexion.idCompte, c.id)),
    ).toEqual([]);
  });

  it('refuse le profil restreint et un compte supprimé', async () => {
    const restreint = await creerCompteDeTest(ctx.db, { profil: 'restricted' });
    expect(
      (await tenterConnexion(new ClientTest(ctx.app), restreint.login, MOT_DE_PASSE_TEST)).statusCode,
    ).toBe(401);
    const supprime = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_GESTION' });
    await ctx.db.update(compte).set({ statut: 'SUPPRIME' }).where(eq(compte.id, supprime.compte.id));
    expect(
      (await tenterConnexion(new ClientTest(ctx.app), supprime.login, MOT_DE_PASSE_TEST)).statusCode,
    ).toBe(401);
  });

  it('un formulaire incomplet donne une erreur 400', async () => {
    const client = new ClientTest(ctx.app);
    const r = await client.requete({
      method: 'POST',
      url: '/api/authentication',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'j_username=',
    });
    expect(r.statusCode).toBe(400);
  });

  it('la déconnexion met fin à la session', async () => {
    const { login } = await creerCompteDeTest(ctx.db, { profil: 'NOTAIRE_NOTAIRE' });
    const client = await connecter(ctx.app, login);
    expect((await client.get('/api/account')).statusCode).toBe(200);
    expect((await client.requete({ method: 'POST', url: '/api/logout' })).statusCode).toBe(204);
    expect((await client.get('/api/account')).statusCode).toBe(401);
  });

  it('GET /api/account sans session répond 401', async () => {
    expect((await new ClientTest(ctx.app).get('/api/account')).statusCode).toBe(401);
  });

  it('un compte supprimé pendant sa session perd la session', async () => {
    const { login, compte: c } = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_GESTION' });
    const client = await connecter(ctx.app, login);
    await ctx.db.update(compte).set({ statut: 'SUPPRIME' }).where(eq(compte.id, c.id));
    expect((await client.get('/api/account')).statusCode).toBe(401);
  });
});

describe('mots de passe', () => {
  it('crée le mot de passe avec la clé reçue par courriel, une seule fois', async () => {
    const { login, compte: c } = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_GESTION' });
    await ctx.db
      .update(compte)
      .set({
        motDePasseHash: null,
        activated: false,
        statut: 'ATT_ACTIVATION',
        cleActivationHash: empreinteCle('cle-123'),
      })
      .where(eq(compte.id, c.id));
    const client = new ClientTest(ctx.app);
    expect((await client.get('/api/public/activate/verify/cle-123')).json()).toBe(true);
    expect((await client.get('/api/public/activate/verify/autre')).json()).toBe(false);
    const faible = await client.requete({
      method: 'POST',
      url: '/api/activate',
      payload: { cle: 'cle-123', motDePasse: 'court', confirmationMotDePasse: 'court' },
    });
    expect(faible.statusCode).toBe(400);
    const nouveau = 'Nouveau-Mot-de-passe-2026!';
    const r = await client.requete({
      method: 'POST',
      url: '/api/activate',
      payload: { cle: 'cle-123', motDePasse: nouveau, confirmationMotDePasse: nouveau },
    });
    expect(r.statusCode).toBe(204);
    const [active] = await ctx.db.select().from(compte).where(eq(compte.id, c.id));
    expect(active).toMatchObject({ activated: true, statut: 'ACTIF', cleActivationHash: null });
    expect((await client.get('/api/public/activate/verify/cle-123')).json()).toBe(false);
    await connecter(ctx.app, login, nouveau);
  });

  it('la réinitialisation envoie un courriel seulement si le compte existe, avec la même réponse', async () => {
    const { login } = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_GESTION' });
    const client = new ClientTest(ctx.app);
    const avant = (await ctx.db.select().from(courriel)).length;
    const existant = await client.requete({
      method: 'POST',
      url: '/api/account/reset_password/init',
      payload: { email: login },
    });
    const inconnu = await client.requete({
      method: 'POST',
      url: '/api/account/reset_password/init',
      payload: { email: 'inconnu@exemple.fr' },
    });
    expect(existant.statusCode).toBe(204);
    expect(inconnu.statusCode).toBe(204);
    const courriels = await ctx.db.select().from(courriel);
    expect(courriels.length).toBe(avant + 1);
    const envoye = courriels.at(-1)!;
    expect(envoye.destinataire).toBe(login);
    const cle = /key=([^&\s]+)/.exec(envoye.texte)?.[1];
    expect(cle).toBeTruthy();
    const nouveau = 'Reinitialise-Mot-2026!';
    const r = await client.requete({
      method: 'POST',
      url: '/api/activate',
      payload: { cle: decodeURIComponent(cle!), motDePasse: nouveau, confirmationMotDePasse: nouveau },
    });
    expect(r.statusCode).toBe(204);
    await connecter(ctx.app, login, nouveau);
  });

  it('le changement exige le mot de passe actuel', async () => {
    const { login } = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_GESTION' });
    const client = await connecter(ctx.app, login);
    const nouveau = 'Change-Mot-de-passe-2026!';
    const faux = await client.requete({
      method: 'POST',
      url: '/api/account/change_password',
      payload: {
        motDePasseActuel: 'pas-le-bon',
        nouveauMotDePasse: nouveau,
        confirmationMotDePasse: nouveau,
      },
    });
    expect(faux.statusCode).toBe(400);
    expect(faux.json().champs[0].champ).toBe('motDePasseActuel');
    const ok = await client.requete({
      method: 'POST',
      url: '/api/account/change_password',
      payload: {
        motDePasseActuel: MOT_DE_PASSE_TEST,
        nouveauMotDePasse: nouveau,
        confirmationMotDePasse: nouveau,
      },
    });
    expect(ok.statusCode).toBe(204);
    await connecter(ctx.app, login, nouveau);
  });
});

describe('modification de son compte', () => {
  const saisie = { civilite: 'M', nom: 'Durand', prenom: 'Paul', telephone: '0102030405' };

  it('garder son adresse enregistre aussitôt ; en changer envoie un lien de confirmation, sans rien changer encore', async () => {
    const { login, compte: c } = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_GESTION' });
    const client = await connecter(ctx.app, login);
    const meme = await client.requete({
      method: 'POST',
      url: '/api/account',
      payload: { ...saisie, email: login },
    });
    expect(meme.json()).toEqual({ reconnexionNecessaire: false, confirmationEnvoyee: false });
    expect((await client.get('/api/account')).json()).toMatchObject({ nom: 'Durand', prenom: 'Paul' });
    const nouvelle = `nouveau.${login}`;
    const change = await client.requete({
      method: 'POST',
      url: '/api/account',
      payload: { ...saisie, email: nouvelle, motDePasseActuel: MOT_DE_PASSE_TEST },
    });
    expect(change.json()).toEqual({ reconnexionNecessaire: false, confirmationEnvoyee: true });
    expect((await client.get('/api/account')).json()).toMatchObject({ login, email: login });
    const [apres] = await ctx.db.select().from(compte).where(eq(compte.id, c.id));
    expect(apres).toMatchObject({ login, email: login, emailEnAttente: nouvelle });
  });

  it('refuse une adresse déjà prise et une saisie invalide', async () => {
    const autre = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_GESTION' });
    const { login } = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_GESTION' });
    const client = await connecter(ctx.app, login);
    const prise = await client.requete({
      method: 'POST',
      url: '/api/account',
      payload: { ...saisie, email: autre.login, motDePasseActuel: MOT_DE_PASSE_TEST },
    });
    expect(prise.statusCode).toBe(400);
    expect(prise.json().champs[0]).toMatchObject({ champ: 'email' });
    const invalide = await client.requete({
      method: 'POST',
      url: '/api/account',
      payload: { ...saisie, email: 'pas-une-adresse' },
    });
    expect(invalide.statusCode).toBe(400);
  });
});

describe('connexion en tant que', () => {
  it('un teneur prend l’identité d’un syndic puis revient, le tout journalisé, session renouvelée', async () => {
    const teneur = await creerCompteDeTest(ctx.db, { profil: 'TENEUR_ADMIN_PRINC' });
    const syndic = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_ADMIN_PRINC' });
    const client = await connecter(ctx.app, teneur.login);
    const r = await client.get(`/api/teledeclarant/loginAs/${syndic.compte.id}`);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ id: syndic.compte.id, loginAs: true });
    expect((await client.get('/api/account')).json()).toMatchObject({ id: syndic.compte.id, loginAs: true });
    const retour = await client.get('/api/restoreAccount');
    expect(retour.json()).toMatchObject({ id: teneur.compte.id, loginAs: false });
    const debut = await journal('CONNEXION_EN_TANT_QUE');
    expect(debut.some((e) => e.idCompte === teneur.compte.id && e.idCible === syndic.compte.id)).toBe(true);
    expect((await journal('FIN_CONNEXION_EN_TANT_QUE')).some((e) => e.idCompte === teneur.compte.id)).toBe(
      true,
    );
  });

  it('refuse vers un autre teneur, et pour un syndic (403)', async () => {
    const teneur = await creerCompteDeTest(ctx.db, { profil: 'TENEUR_ADMIN_PRINC' });
    const autreTeneur = await creerCompteDeTest(ctx.db, { profil: 'TENEUR_ADMIN_SCOND' });
    const client = await connecter(ctx.app, teneur.login);
    expect((await client.get(`/api/teledeclarant/loginAs/${autreTeneur.compte.id}`)).statusCode).toBe(403);
    const syndic = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_ADMIN_PRINC' });
    const clientSyndic = await connecter(ctx.app, syndic.login);
    expect((await clientSyndic.get(`/api/teledeclarant/loginAs/${teneur.compte.id}`)).statusCode).toBe(403);
    expect((await client.get('/api/teledeclarant/loginAs/abc')).statusCode).toBe(400);
    expect((await client.get('/api/restoreAccount')).statusCode).toBe(400);
  });
});

describe('revue de sécurité : sessions et connexion en tant que', () => {
  it('en connexion « en tant que », ni l’identifiant ni le mot de passe du compte ne peuvent changer', async () => {
    const teneur = await creerCompteDeTest(ctx.db, { profil: 'TENEUR_ASS_HOTLINE_GES' });
    const syndic = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_ADMIN_PRINC' });
    const client = await connecter(ctx.app, teneur.login);
    expect((await client.get(`/api/teledeclarant/loginAs/${syndic.compte.id}`)).statusCode).toBe(200);
    const saisie = { civilite: 'M', nom: 'Pirate', prenom: 'Paul', email: 'pirate@exemple.org' };
    const vol = await client.requete({ method: 'POST', url: '/api/account', payload: saisie });
    expect(vol.statusCode).toBe(403);
    const nouveau = 'Vol-De-Compte-2026!';
    const changement = await client.requete({
      method: 'POST',
      url: '/api/account/change_password',
      payload: {
        motDePasseActuel: MOT_DE_PASSE_TEST,
        nouveauMotDePasse: nouveau,
        confirmationMotDePasse: nouveau,
      },
    });
    expect(changement.statusCode).toBe(403);
    const [inchange] = await ctx.db.select().from(compte).where(eq(compte.id, syndic.compte.id));
    expect(inchange?.login).toBe(syndic.login);
  });

  it('la suppression du teneur met fin à sa connexion « en tant que »', async () => {
    const teneur = await creerCompteDeTest(ctx.db, { profil: 'TENEUR_ASS_HOTLINE_ADMIN' });
    const syndic = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_ADMIN_PRINC' });
    const client = await connecter(ctx.app, teneur.login);
    await client.get(`/api/teledeclarant/loginAs/${syndic.compte.id}`);
    expect((await client.get('/api/account')).statusCode).toBe(200);
    await ctx.db.update(compte).set({ statut: 'SUPPRIME' }).where(eq(compte.id, teneur.compte.id));
    expect((await client.get('/api/account')).statusCode).toBe(401);
  });

  it('les autorisations suivent à chaque requête le statut du télédéclarant', async () => {
    const admin = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_ADMIN_PRINC' });
    const client = await connecter(ctx.app, admin.login);
    const autorisationsAvant = (await client.get('/api/account')).json().authorities as string[];
    expect(autorisationsAvant).toContain('AJOUTER_UTILISATEUR');
    await ctx.db
      .update(teledeclarant)
      .set({ statut: 'ATT_ACTIVATION' })
      .where(eq(teledeclarant.id, admin.idTeledeclarant!));
    const creation = await client.requete({ method: 'POST', url: '/api/utilisateurs', payload: {} });
    expect(creation.statusCode).toBe(403);
  });

  it('changer son mot de passe ferme les autres sessions du compte, pas la sienne', async () => {
    const { login } = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_GESTION' });
    const ici = await connecter(ctx.app, login);
    const ailleurs = await connecter(ctx.app, login);
    const nouveau = 'Autre-Mot-De-Passe-2026!';
    const r = await ici.requete({
      method: 'POST',
      url: '/api/account/change_password',
      payload: {
        motDePasseActuel: MOT_DE_PASSE_TEST,
        nouveauMotDePasse: nouveau,
        confirmationMotDePasse: nouveau,
      },
    });
    expect(r.statusCode).toBe(204);
    expect((await ici.get('/api/account')).statusCode).toBe(200);
    expect((await ailleurs.get('/api/account')).statusCode).toBe(401);
  });

  it('une clé d’activation envoyée il y a plus de 30 jours n’est plus valide', async () => {
    const { compte: c } = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_GESTION' });
    await ctx.db
      .update(compte)
      .set({
        cleActivationHash: empreinteCle('cle-ancienne'),
        cleActivationEnvoyeeLe: new Date(Date.now() - 31 * 86_400_000),
      })
      .where(eq(compte.id, c.id));
    expect((await new ClientTest(ctx.app).get('/api/public/activate/verify/cle-ancienne')).json()).toBe(
      false,
    );
  });

  it('un identifiant hors de la plage des entiers donne une erreur 400, jamais 500', async () => {
    const teneur = await creerCompteDeTest(ctx.db, { profil: 'TENEUR_ADMIN_PRINC' });
    const client = await connecter(ctx.app, teneur.login);
    for (const url of [
      '/api/teledeclarant/loginAs/3000000000',
      '/api/utilisateurs/3000000000',
      '/api/teledeclarants/3000000000',
    ]) {
      expect((await client.get(url)).statusCode, url).toBe(400);
    }
  });
});
