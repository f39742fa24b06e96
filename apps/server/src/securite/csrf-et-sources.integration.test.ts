// Issue 7 §1.7 : le secret anti-CSRF n'était pas renouvelé à la connexion (ni « en tant que », ni à la
// déconnexion) : un jeton connu avant la connexion (cookie posé par un sous-domaine, poste partagé) restait valide
// après. Et les source maps de l'application web étaient servies en production.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { racineDepot } from '../config.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { connecter, creerCompteDeTest } from '../test/comptes.js';

let ctx: ContexteTest;

beforeAll(async () => {
  ctx = await creerContexteTest();
});
afterAll(async () => {
  await ctx.fermer();
});

/** Jeton et secret détenus par le client. */
const etatCsrf = (client: ClientTest) => ({
  jeton: client.cookie('XSRF-TOKEN'),
  secret: client.cookie('_csrf'),
});

/** Une écriture (changement de mot de passe avec un mauvais mot de passe actuel) envoyée avec un jeton donné. */
async function ecrireAvecJeton(client: ClientTest, jeton: string | undefined) {
  return client.requete({
    method: 'POST',
    url: '/api/account/change_password',
    sansCsrf: true,
    headers: jeton ? { 'x-xsrf-token': jeton } : {},
    payload: {
      motDePasseActuel: 'faux',
      nouveauMotDePasse: 'Nouveau-Mot-de-passe-2026!',
      confirmationMotDePasse: 'Nouveau-Mot-de-passe-2026!',
    },
  });
}

describe('renouvellement du secret anti-CSRF', () => {
  it('un jeton obtenu avant la connexion est refusé après (403), le nouveau est accepté', async () => {
    const { login, motDePasse } = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_ADMIN_PRINC' });
    const client = new ClientTest(ctx.app);
    await client.get('/api/csrf');
    const avant = etatCsrf(client);
    await connecter(ctx.app, login, motDePasse, client);
    const apres = etatCsrf(client);
    expect(apres.secret).toBeTruthy();
    expect(apres.secret).not.toBe(avant.secret);
    expect(apres.jeton).not.toBe(avant.jeton);

    expect((await ecrireAvecJeton(client, avant.jeton)).statusCode).toBe(403);
    const avecNouveau = await ecrireAvecJeton(client, apres.jeton);
    expect(avecNouveau.statusCode).not.toBe(403);
    expect(avecNouveau.statusCode).toBeLessThan(500);
  });

  it('à la connexion « en tant que », au retour et à la déconnexion', async () => {
    const teneur = await creerCompteDeTest(ctx.db, { profil: 'TENEUR_ADMIN_PRINC' });
    const syndic = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_ADMIN_PRINC' });
    const client = await connecter(ctx.app, teneur.login);
    const connecte = etatCsrf(client);

    const enTantQue = await client.get(`/api/teledeclarant/loginAs/${syndic.compte.id}`);
    expect(enTantQue.statusCode).toBe(200);
    const pendant = etatCsrf(client);
    expect(pendant.secret).not.toBe(connecte.secret);
    expect((await ecrireAvecJeton(client, connecte.jeton)).statusCode).toBe(403);

    const retour = await client.get('/api/restoreAccount');
    expect(retour.statusCode).toBe(200);
    const revenu = etatCsrf(client);
    expect(revenu.secret).not.toBe(pendant.secret);

    const deconnexion = await client.requete({ method: 'POST', url: '/api/logout' });
    expect(deconnexion.statusCode).toBeLessThan(300);
    expect(etatCsrf(client).secret).not.toBe(revenu.secret);
  });

  it('une simple lecture ne change ni le secret ni le jeton', async () => {
    const { login } = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_ADMIN_PRINC' });
    const client = await connecter(ctx.app, login);
    const avant = etatCsrf(client);
    const lecture = await client.get('/api/account');
    expect(lecture.statusCode).toBe(200);
    expect(lecture.headers['set-cookie'] ?? '').not.toContain('_csrf');
    expect(etatCsrf(client)).toEqual(avant);
  });
});

describe('source maps de l’application web', () => {
  let dossier: string;

  beforeAll(() => {
    dossier = mkdtempSync(path.join(tmpdir(), 'registre-web-'));
    mkdirSync(path.join(dossier, 'assets'));
    writeFileSync(path.join(dossier, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(
      path.join(dossier, 'assets/index-abc.js'),
      'console.log(1);\n//# sourceMappingURL=index-abc.js.map',
    );
    writeFileSync(path.join(dossier, 'assets/index-abc.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  });
  afterAll(() => {
    rmSync(dossier, { recursive: true, force: true });
  });

  it('en production, une source map n’est jamais servie', async () => {
    const production = await creerContexteTest({
      env: { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), WEB_DIST_DIR: dossier },
    });
    try {
      const script = await production.app.inject({ method: 'GET', url: '/assets/index-abc.js' });
      expect(script.statusCode).toBe(200);
      const carte = await production.app.inject({ method: 'GET', url: '/assets/index-abc.js.map' });
      expect(carte.statusCode).toBe(404);
      expect(carte.body).not.toContain('secret.ts');
    } finally {
      await production.fermer();
    }
  });

  it('la construction de production de l’application web ne produit pas de source map', async () => {
    // Chemin calculé : la configuration de Vite n'appartient pas au projet TypeScript du serveur.
    const fichier = pathToFileURL(path.join(racineDepot, 'apps/web/vite.config.ts')).href;
    const config = (await import(fichier)).default as { build?: { sourcemap?: unknown } };
    expect(config.build?.sourcemap ?? false).toBe(false);
  });
});
