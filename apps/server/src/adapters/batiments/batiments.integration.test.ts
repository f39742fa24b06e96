import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demarrerFauxServeur } from '../../test/faux-serveur.js';
import { ErreurServiceExterne } from '../erreur-service.js';
import donnees from './batiments-locaux.json' with { type: 'json' };
import { creerBatimentsHttp } from './http.js';
import { creerBatimentsLocal } from './local.js';
import type { PortBatiments } from './port.js';

// Faux serveur de l'API du RNB : réponse paginée documentée de `GET /api/alpha/buildings/address/`.
let faux: Awaited<ReturnType<typeof demarrerFauxServeur>>;
const DEMOLI = '99999_0000_00001';

beforeAll(async () => {
  faux = await demarrerFauxServeur((url) => {
    const cle = url.searchParams.get('cle_interop_ban') ?? '';
    if (cle.startsWith('00000')) return { statut: 500, brut: 'Internal Server Error' };
    if (cle.startsWith('11111')) return { delaiMs: 1500, corps: { results: [] } };
    const results =
      cle === DEMOLI
        ? [{ rnb_id: 'DEMOLI123456', status: 'demolished', is_active: false, point: null, addresses: [] }]
        : donnees.features.filter((b) => b.addresses.some((a) => a.id === cle));
    return {
      corps: {
        next: null,
        previous: null,
        status: results.length > 0 ? 'geocoding_ok' : 'geocoding_no_result',
        cle_interop_ban: cle,
        score_ban: 0.98,
        results,
      },
    };
  });
});
afterAll(() => faux.fermer());

const adaptateurs: [string, () => PortBatiments][] = [
  ['local', () => creerBatimentsLocal()],
  ['http', () => creerBatimentsHttp(faux.url)],
];
const [premier] = donnees.features;

describe.each(adaptateurs)('port des bâtiments (RNB) — adaptateur %s', (_nom, creer) => {
  it('donne l’identifiant RNB du bâtiment d’une adresse', async () => {
    const cle = premier!.addresses[0]!.id;
    expect(await creer().identifiantsParCleBan(cle)).toEqual([premier!.rnb_id]);
    expect(premier!.rnb_id).toMatch(/^[A-Z0-9]{12}$/);
  });

  it('rend une liste vide pour une adresse sans bâtiment connu', async () => {
    expect(await creer().identifiantsParCleBan('34172_9999_00001')).toEqual([]);
  });
});

describe('adaptateur http des bâtiments', () => {
  it('interroge le RNB par clé d’interopérabilité BAN et écarte les bâtiments démolis', async () => {
    expect(await creerBatimentsHttp(faux.url).identifiantsParCleBan(DEMOLI)).toEqual([]);
    const url = faux.requetes.at(-1)!;
    expect(url.pathname).toBe('/api/alpha/buildings/address/');
    expect(url.searchParams.get('cle_interop_ban')).toBe(DEMOLI);
  });

  it('signale une panne, une réponse illisible ou un service trop lent', async () => {
    const http = creerBatimentsHttp(faux.url, 300);
    await expect(http.identifiantsParCleBan('00000_0000_00001')).rejects.toBeInstanceOf(ErreurServiceExterne);
    await expect(http.identifiantsParCleBan('11111_0000_00001')).rejects.toThrow(/délai dépassé/);
  });
});
