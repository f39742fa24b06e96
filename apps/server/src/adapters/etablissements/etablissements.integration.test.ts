import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErreurServiceExterne } from '../erreur-service.js';
import donnees from './etablissements-locaux.json' with { type: 'json' };
import { creerEtablissementsHttp } from './http.js';
import { creerEtablissementsLocal } from './local.js';
import type { PortEtablissements } from './port.js';

// Faux serveur local qui répond avec la forme documentée de l'API « Recherche d'entreprises ».
let serveur: Server;
let url: string;
const requetes: string[] = [];

beforeAll(async () => {
  serveur = createServer((req, res) => {
    requetes.push(req.url ?? '');
    const q = new URL(req.url ?? '/', 'http://x').searchParams.get('q') ?? '';
    if (q === '00000000000000') {
      res.writeHead(500).end('panne');
      return;
    }
    const results = donnees.results.filter((r) => r.matching_etablissements.some((e) => e.siret === q));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ results, total_results: results.length, page: 1, per_page: 5, total_pages: 1 }));
  });
  await new Promise<void>((resolve) => serveur.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(serveur.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => serveur.close(() => resolve())));

const adaptateurs: [string, () => PortEtablissements][] = [
  ['local', () => creerEtablissementsLocal()],
  ['http', () => creerEtablissementsHttp(url)],
];

describe.each(adaptateurs)('port des établissements — adaptateur %s', (_nom, creer) => {
  it('trouve un établissement secondaire par son SIRET, adresse sur 7 lignes', async () => {
    const e = await creer().trouverParSiret('81234567800021');
    expect(e).toMatchObject({
      siret: '81234567800021',
      raisonSociale: 'CABINET LUMIERE GESTION',
      naf: '68.32A',
      typeEtab: 'SECONDAIRE',
      codePostal: '69002',
      codeInseeLocalite: '69382',
      localite: 'LYON',
      l1: 'CABINET LUMIERE GESTION',
      l2: 'LUMIERE GESTION BELLECOUR',
      l4: '4 PLACE BELLECOUR',
      l6: '69002 LYON',
      l7: 'FRANCE',
    });
  });

  it('renvoie null pour un SIRET inconnu du répertoire', async () => {
    expect(await creer().trouverParSiret('11111111111111')).toBeNull();
  });
});

describe('adaptateur http', () => {
  it('interroge la recherche par SIRET', async () => {
    await creerEtablissementsHttp(url).trouverParSiret('77812345600015');
    expect(requetes.at(-1)).toBe('/search?q=77812345600015&page=1&per_page=5');
  });

  it('signale une panne du service par une erreur claire', async () => {
    await expect(creerEtablissementsHttp(url).trouverParSiret('00000000000000')).rejects.toBeInstanceOf(
      ErreurServiceExterne,
    );
    await expect(
      creerEtablissementsHttp('http://127.0.0.1:1').trouverParSiret('81234567800013'),
    ).rejects.toThrow(/indisponible/);
  });
});
