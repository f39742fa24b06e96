import { type ContratRoute, listerContrats, type Profil } from '@registre/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { connecter, creerCompteDeTest } from '../test/comptes.js';
import { type EntreesAppel, exemplePour, requeteDuContrat } from './appels.js';
import { cleRoute, oracleAutorise } from './oracle-autorisations.js';

// Règle du fuzz (issue 7 §1) : chaque route du document OpenAPI reçoit des types faux, des chaînes de 1 Mo, des
// imbrications profondes, des octets nuls et des identifiants faux, en anonyme et connecté avec un profil qui y a
// droit ; aucune ne répond 5xx.

const UN_MO = 'a'.repeat(1024 * 1024);
/** Profondeur d'imbrication du corps brut : au-delà de ce que `JSON.stringify` sait produire récursivement. */
const PROFONDEUR = 100_000;

function imbriquerObjets(profondeur: number): unknown {
  let valeur: unknown = 'fond';
  for (let i = 0; i < profondeur; i += 1) valeur = { a: valeur };
  return valeur;
}
function imbriquerListes(profondeur: number): unknown {
  let valeur: unknown = 'fond';
  for (let i = 0; i < profondeur; i += 1) valeur = [valeur];
  return valeur;
}

type Chemin = (string | number)[];

/** Chemins des feuilles (texte, nombre, booléen, null) d'une valeur JSON. */
function feuilles(valeur: unknown, chemin: Chemin = []): { chemin: Chemin; valeur: unknown }[] {
  if (Array.isArray(valeur)) return valeur.flatMap((v, i) => feuilles(v, [...chemin, i]));
  if (valeur !== null && typeof valeur === 'object')
    return Object.entries(valeur).flatMap(([k, v]) => feuilles(v, [...chemin, k]));
  return [{ chemin, valeur }];
}

/** Copie de `racine` où la feuille au bout de `chemin` vaut `remplacement`. */
function remplacer(racine: unknown, chemin: Chemin, remplacement: unknown): unknown {
  if (chemin.length === 0) return remplacement;
  const [tete, ...reste] = chemin;
  const copie = (Array.isArray(racine) ? [...racine] : { ...(racine as object) }) as Record<
    string | number,
    unknown
  >;
  copie[tete as string] = remplacer(copie[tete as string], reste, remplacement);
  return copie;
}

/** Valeurs d'un autre type que la feuille d'origine. */
function typesFaux(valeur: unknown): unknown[] {
  switch (typeof valeur) {
    case 'string':
      return [12345, true, {}, ['liste']];
    case 'number':
      return ['douze', 1e308, -1, 1.5, {}];
    case 'boolean':
      return ['vrai', 1, null];
    default:
      return ['texte', 0, [], {}];
  }
}

const MAUVAIS_IDENTIFIANTS = [
  '0',
  '-1',
  '99999999999999999999',
  'abc',
  '1.5',
  '1e3',
  '%00',
  '%20',
  'a'.repeat(500),
];
const TEXTES_PIEGES = ['avant\u0000après', '\u0000', 'cloche\u0007', 'droite\u202Egauche', UN_MO];

interface Variante {
  nom: string;
  entrees: EntreesAppel;
  /** Corps brut (déjà sérialisé), pour les imbrications que `inject` ne sérialiserait pas autrement. */
  brut?: string;
}

/** Variantes d'appel fautives construites depuis l'exemple du contrat. */
function variantes(contrat: ContratRoute, base: EntreesAppel): Variante[] {
  const liste: Variante[] = [];
  // Identifiants et paramètres de chemin faux.
  for (const nom of Object.keys(contrat.params?.shape ?? {})) {
    for (const faux of MAUVAIS_IDENTIFIANTS)
      liste.push({
        nom: `params.${nom}=${faux.slice(0, 20)}`,
        entrees: { ...base, params: { ...base.params, [nom]: faux } },
      });
  }
  // Requête : chaque clé du schéma reçoit un texte piégé, un type faux, une valeur répétée.
  for (const nom of Object.keys(contrat.query?.shape ?? {})) {
    for (const faux of [...TEXTES_PIEGES, '-1', '1e309', '[object Object]'])
      liste.push({
        nom: `query.${nom}=${faux.slice(0, 20)}`,
        entrees: { ...base, query: { ...base.query, [nom]: faux } },
      });
  }
  if (contrat.method !== 'GET') {
    // Corps entier d'un autre type, vide, profond.
    for (const faux of ['texte', 42, true, null, [], {}, [{}], UN_MO])
      liste.push({ nom: `corps=${JSON.stringify(faux).slice(0, 20)}`, entrees: { ...base, body: faux } });
    liste.push({
      nom: 'corps objets imbriqués',
      entrees: base,
      brut: `${'{"a":'.repeat(PROFONDEUR)}"fond"${'}'.repeat(PROFONDEUR)}`,
    });
    liste.push({
      nom: 'corps listes imbriquées',
      entrees: base,
      brut: `${'['.repeat(PROFONDEUR)}"fond"${']'.repeat(PROFONDEUR)}`,
    });
    liste.push({ nom: 'corps JSON tronqué', entrees: base, brut: '{"a":' });
    liste.push({
      nom: 'corps __proto__',
      entrees: base,
      brut: '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}',
    });
  }
  // Chaque feuille du corps : types faux, textes piégés, imbrication profonde, identifiants faux.
  for (const { chemin, valeur } of base.body === undefined ? [] : feuilles(base.body)) {
    const nom = chemin.join('.');
    const fautives = [...typesFaux(valeur), ...TEXTES_PIEGES, imbriquerObjets(200), imbriquerListes(200)];
    if (typeof valeur === 'number') fautives.push(0, 2 ** 53, -(2 ** 31), Number.MAX_SAFE_INTEGER);
    for (const faux of fautives) {
      const corps = remplacer(base.body, chemin, faux);
      liste.push({
        nom: `body.${nom}=${(JSON.stringify(faux) ?? '').slice(0, 20)}`,
        entrees: { ...base, body: corps },
      });
    }
  }
  return liste;
}

let ctx: ContexteTest;
let documentOpenApi: { paths: Record<string, Record<string, unknown>> };

beforeAll(async () => {
  ctx = await creerContexteTest();
  documentOpenApi = (await new ClientTest(ctx.app).get('/api/docs/json')).json();
});
afterAll(async () => {
  await ctx.fermer();
});

/** Profils essayés, dans l'ordre : le premier qui a droit à la route la reçoit. */
const PROFILS_CONNECTES: Profil[] = [
  'TENEUR_ADMIN_PRINC',
  'TELE_PRO_ADMIN_PRINC',
  'NOTAIRE_ADMIN',
  'INSTITUTIONNEL',
  'TELE_PRO_GESTION',
];
const sessions = new Map<Profil, { client: ClientTest; login: string }>();

async function sessionDe(profil: Profil): Promise<{ client: ClientTest; login: string }> {
  const existante = sessions.get(profil);
  if (existante && (await existante.client.get('/api/account')).statusCode === 200) return existante;
  const login = existante?.login ?? (await creerCompteDeTest(ctx.db, { profil })).login;
  const session = { client: await connecter(ctx.app, login), login };
  sessions.set(profil, session);
  return session;
}

/** Chemin OpenAPI (`/api/x/{id}`) d'un contrat (`/api/x/:id`). */
const cheminOpenApi = (contrat: ContratRoute) => contrat.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const contrats = listerContrats();

describe('fuzz des routes du document OpenAPI', () => {
  it('le document OpenAPI décrit exactement les routes des contrats', () => {
    const routesDocument = Object.entries(documentOpenApi.paths).flatMap(([chemin, operations]) =>
      Object.keys(operations).map((m) => `${m.toUpperCase()} ${chemin}`),
    );
    expect(routesDocument.sort()).toEqual(contrats.map((c) => `${c.method} ${cheminOpenApi(c)}`).sort());
  });

  it.each(contrats.map((c) => [cleRoute(c), c] as const))(
    '%s : aucune variante fautive ne donne de 5xx',
    async (_cle, contrat) => {
      const profil = PROFILS_CONNECTES.find((p) => oracleAutorise(p, contrat)) ?? 'TELE_PRO_ADMIN_PRINC';
      const erreurs: string[] = [];
      for (const connecte of [false, true]) {
        const session = connecte ? await sessionDe(profil) : null;
        const client = session?.client ?? new ClientTest(ctx.app);
        const base = exemplePour(contrat, session ? { login: session.login, profil } : null);
        for (const variante of variantes(contrat, base)) {
          const options: InjectOptions = requeteDuContrat(contrat, variante.entrees);
          if (variante.brut !== undefined) {
            options.payload = variante.brut;
            options.headers = { 'content-type': 'application/json' };
          }
          const reponse = await client.requete(options);
          if (reponse.statusCode >= 500)
            erreurs.push(
              `${connecte ? profil : 'anonyme'} ${variante.nom} → ${reponse.statusCode} ${reponse.body.slice(0, 200)}`,
            );
        }
      }
      expect(erreurs).toEqual([]);
    },
    120_000,
  );
});
