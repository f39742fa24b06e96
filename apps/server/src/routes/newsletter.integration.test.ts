import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErreurServiceExterne } from '../adapters/erreur-service.js';
import { creerNewsletterHttp } from '../adapters/newsletter/http.js';
import { creerNewsletterLocal } from '../adapters/newsletter/local.js';
import { abonneNewsletter } from '../db/schema/index.js';
import { chargerLettresInformation, NUMEROS_LETTRE } from '../db/seed/lettres-information.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { connecter, creerCompteDeTest, resoudreCaptcha } from '../test/comptes.js';
import { demarrerFauxServeur } from '../test/faux-serveur.js';

let ctx: ContexteTest;

beforeAll(async () => {
  ctx = await creerContexteTest();
  await chargerLettresInformation(ctx.db);
});
afterAll(async () => {
  await ctx.fermer();
});

async function abonnes(email: string) {
  return ctx.db.select().from(abonneNewsletter).where(eq(abonneNewsletter.email, email));
}

async function inscrire(client: ClientTest, email: string, recaptcha?: string) {
  return client.requete({
    method: 'POST',
    url: '/api/public/mailjet/addcontact',
    payload: { email, recaptcha: recaptcha ?? (await resoudreCaptcha(client)) },
  });
}

describe("lettres d'information publiées", () => {
  it('le semis est idempotent : un second passage ne publie rien de plus', async () => {
    expect(await chargerLettresInformation(ctx.db)).toBe(0);
  });

  it('findAllNewsletterNames liste les numéros, du plus récent au plus ancien, à tout visiteur', async () => {
    const r = await new ClientTest(ctx.app).get('/api/public/newsletter/findAllNewsletterNames');
    expect(r.statusCode).toBe(200);
    const lettres = r.json() as { nom: string; titre: string; datePublication: string; taille: number }[];
    expect(lettres.map((l) => l.nom)).toEqual(
      [...NUMEROS_LETTRE]
        .sort((a, b) => b.datePublication.localeCompare(a.datePublication))
        .map((n) => n.nom),
    );
    expect(lettres[0]).toMatchObject({
      titre: "Lettre d'information du registre — octobre 2026",
      datePublication: '12/10/2026',
    });
    expect(lettres[0]!.taille).toBeGreaterThan(1000);
    expect(r.headers['cache-control']).toContain('max-age');
  });

  it('telechargerNewsletter sert un vrai PDF, avec son nom de fichier', async () => {
    const r = await new ClientTest(ctx.app).get(
      '/api/public/newsletter/telechargerNewsletter?fileName=lettre-information-2026-06.pdf',
    );
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('application/pdf');
    expect(r.headers['content-disposition']).toContain('lettre-information-2026-06.pdf');
    expect(r.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(r.rawPayload.subarray(-6).toString('latin1')).toContain('%%EOF');
  });

  it('un numéro inconnu répond 404 ; un nom qui n’est pas un PDF, une traversée ou 10 Ko de texte répondent 400', async () => {
    const client = new ClientTest(ctx.app);
    const inconnu = await client.get(
      '/api/public/newsletter/telechargerNewsletter?fileName=lettre-1999-01.pdf',
    );
    expect(inconnu.statusCode).toBe(404);
    expect(inconnu.json().message).toContain('lettre-1999-01.pdf');
    for (const nom of ['../../etc/passwd', 'lettre.exe', "x'%.pdf", 'a'.repeat(10_000), '']) {
      const r = await client.get(
        `/api/public/newsletter/telechargerNewsletter?fileName=${encodeURIComponent(nom)}`,
      );
      expect(r.statusCode, nom.slice(0, 20)).toBe(400);
    }
    expect((await client.get('/api/public/newsletter/telechargerNewsletter')).statusCode).toBe(400);
  });
});

describe("inscription à la lettre d'information (adaptateur local)", () => {
  it("un visiteur s'inscrit ; l'adresse est gardée en minuscules, une seule fois même inscrite deux fois", async () => {
    const client = new ClientTest(ctx.app);
    const r = await inscrire(client, '  Lectrice.Assidue@Exemple.FR ');
    expect(r.statusCode).toBe(204);
    expect(await inscrire(client, 'lectrice.assidue@exemple.fr').then((x) => x.statusCode)).toBe(204);
    const lignes = await abonnes('lectrice.assidue@exemple.fr');
    expect(lignes).toHaveLength(1);
    expect(lignes[0]!.source).toBe('site');
  });

  it('une personne connectée peut aussi s’inscrire (route publique)', async () => {
    const { login } = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_ADMIN_PRINC' });
    const client = await connecter(ctx.app, login);
    expect((await inscrire(client, 'syndic.lecteur@exemple.fr')).statusCode).toBe(204);
    expect(await abonnes('syndic.lecteur@exemple.fr')).toHaveLength(1);
  });

  it('captcha absent, faux ou déjà utilisé : 400 sur le champ, personne n’est inscrit', async () => {
    const client = new ClientTest(ctx.app);
    const sans = await inscrire(client, 'sans.captcha@exemple.fr', '');
    expect(sans.statusCode).toBe(400);
    const faux = await inscrire(client, 'faux.captcha@exemple.fr', 'pas-une-preuve');
    expect(faux.statusCode).toBe(400);
    expect(faux.json().champs).toEqual([expect.objectContaining({ champ: 'recaptcha' })]);
    const preuve = await resoudreCaptcha(client);
    expect((await inscrire(client, 'premier@exemple.fr', preuve)).statusCode).toBe(204);
    expect((await inscrire(client, 'rejeu@exemple.fr', preuve)).statusCode).toBe(400);
    expect(await abonnes('faux.captcha@exemple.fr')).toHaveLength(0);
    expect(await abonnes('rejeu@exemple.fr')).toHaveLength(0);
  });

  it('adresse invalide ou de plus de 100 caractères : 400 en français sur le champ', async () => {
    const client = new ClientTest(ctx.app);
    for (const email of ['pas-une-adresse', `${'a'.repeat(95)}@exemple.fr`, "o'%\\@x"]) {
      const r = await inscrire(client, email);
      expect(r.statusCode, email).toBe(400);
      expect(r.json().champs?.[0]?.champ).toBe('email');
    }
    const corpsFaux = await client.requete({
      method: 'POST',
      url: '/api/public/mailjet/addcontact',
      headers: { 'content-type': 'application/json' },
      payload: '[]',
    });
    expect(corpsFaux.statusCode).toBe(400);
  });

  it("l'adaptateur local désinscrit une adresse, sans erreur si elle ne l'était pas", async () => {
    const port = creerNewsletterLocal(ctx.db);
    await port.inscrire('partante@exemple.fr', null);
    expect(await abonnes('partante@exemple.fr')).toHaveLength(1);
    await port.desinscrire('partante@exemple.fr');
    expect(await abonnes('partante@exemple.fr')).toHaveLength(0);
    await expect(port.desinscrire('partante@exemple.fr')).resolves.toBeUndefined();
  });
});

describe('adaptateur Mailjet, contre un faux serveur aux réponses documentées', () => {
  it('POST managecontact sur la liste, authentification basique, action addnoforce puis unsub', async () => {
    const recus: { chemin: string; autorisation?: string; corps: string }[] = [];
    // Serveur local qui garde chemin, en-tête d'autorisation et corps, et répond comme Mailjet (201).
    const espion = createServer((req, res) => {
      let corps = '';
      req.on('data', (m) => {
        corps += m;
      });
      req.on('end', () => {
        recus.push({ chemin: req.url ?? '', autorisation: req.headers.authorization, corps });
        res
          .writeHead(201, { 'content-type': 'application/json' })
          .end(
            JSON.stringify({ Count: 1, Data: [{ ContactID: 42, Email: 'lectrice@exemple.fr' }], Total: 1 }),
          );
      });
    });
    await new Promise<void>((r) => espion.listen(0, '127.0.0.1', r));
    try {
      const port = creerNewsletterHttp({
        url: `http://127.0.0.1:${(espion.address() as AddressInfo).port}/`,
        cleApi: 'publique',
        cleSecrete: 'secrete',
        idListe: '1234',
      });
      await port.inscrire('lectrice@exemple.fr', 'site');
      await port.desinscrire('lectrice@exemple.fr');
    } finally {
      espion.close();
    }
    expect(recus.map((r) => r.chemin)).toEqual([
      '/v3/REST/contactslist/1234/managecontact',
      '/v3/REST/contactslist/1234/managecontact',
    ]);
    expect(recus[0]!.autorisation).toBe(`Basic ${Buffer.from('publique:secrete').toString('base64')}`);
    expect(JSON.parse(recus[0]!.corps)).toEqual({ Email: 'lectrice@exemple.fr', Action: 'addnoforce' });
    expect(JSON.parse(recus[1]!.corps)).toEqual({ Email: 'lectrice@exemple.fr', Action: 'unsub' });
  });

  it('401, 404, 500, réponse illisible ou trop lente : service indisponible', async () => {
    for (const reponse of [
      { statut: 401, corps: { ErrorMessage: 'API key authentication/authorization failure' } },
      { statut: 404, corps: { ErrorMessage: 'Object not found' } },
      { statut: 500, corps: {} },
      { statut: 201, brut: 'pas du json' },
      { statut: 201, corps: { Count: 0, Data: [], Total: 0 } },
      { statut: 201, corps: { Count: 1 }, delaiMs: 500 },
    ]) {
      const faux = await demarrerFauxServeur(() => reponse);
      try {
        const port = creerNewsletterHttp({ url: faux.url, cleApi: 'a', cleSecrete: 'b', idListe: '1' }, 200);
        await expect(port.inscrire('x@exemple.fr', null)).rejects.toBeInstanceOf(ErreurServiceExterne);
      } finally {
        await faux.fermer();
      }
    }
  });

  it("panne du service : l'inscription répond 503 avec l'avis de §8, et n'a rien gardé en base", async () => {
    const faux = await demarrerFauxServeur(() => ({ statut: 500, corps: {} }));
    const avecMailjet = await creerContexteTest({
      env: {
        MAILJET_API_URL: faux.url,
        MAILJET_API_KEY: 'a',
        MAILJET_API_SECRET: 'b',
        MAILJET_LISTE_ID: '1',
      },
    });
    try {
      const client = new ClientTest(avecMailjet.app);
      const r = await inscrire(client, 'panne@exemple.fr');
      expect(r.statusCode).toBe(503);
      expect(r.json().message).toContain('momentanément indisponible');
      expect(await abonnes('panne@exemple.fr')).toHaveLength(0);
    } finally {
      await avecMailjet.fermer();
      await faux.fermer();
    }
  });
});
