import type { AdresseCandidate } from '@registre/domain';
import { vi } from 'vitest';

/** Proposition d'adresse de numéro, au format renvoyé par l'API du registre. */
export function candidate(
  numero: string,
  voie: string,
  codePostal: string,
  ville: string,
  id: string,
): AdresseCandidate {
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [3.8776, 43.6108] },
    properties: {
      id,
      label: `${numero} ${voie} ${codePostal} ${ville}`,
      name: `${numero} ${voie}`,
      postcode: codePostal,
      city: ville,
      citycode: id.slice(0, 5),
      housenumber: numero,
      street: voie,
      type: 'housenumber',
    },
  };
}

export interface ReponsesDeTest {
  recherche?: Record<string, AdresseCandidate[] | 'indisponible'>;
  autocompletion?: Record<string, AdresseCandidate[]>;
  batiments?: Record<string, string>;
  communes?: Record<string, unknown[]>;
  absorbees?: Record<string, unknown[]>;
  /** Parcelles par identifiant `codeInsee-prefixe-section-numero` : localisée, sans géométrie, ou cadastre en panne. */
  parcelles?: Record<string, 'localisee' | 'sans-geometrie' | 'indisponible'>;
}

const json = (corps: unknown) =>
  new Response(JSON.stringify(corps), { status: 200, headers: { 'content-type': 'application/json' } });

/**
 * Remplace le réseau par les réponses de l'API du registre (formes des contrats du domaine), pour tester les
 * composants avec leurs vrais appels (`apiLocalisation`, `appelerApi`).
 */
export function servirApi(reponses: ReponsesDeTest) {
  const indisponible = {
    disponible: false,
    message:
      'Géolocalisation indisponible : votre saisie est conservée telle quelle, réessayez la saisie plus tard.',
  };
  const fetch = vi.fn(async (entree: string | URL | Request) => {
    const url = new URL(String(entree instanceof Request ? entree.url : entree), 'http://localhost');
    const q = url.searchParams.get('q') ?? '';
    if (url.pathname === '/api/geocodage/recherche') {
      const r = reponses.recherche?.[q] ?? [];
      return json(
        r === 'indisponible'
          ? { ...indisponible, resultats: [] }
          : { disponible: true, message: null, resultats: r },
      );
    }
    if (url.pathname === '/api/geocodage/autocompletion') {
      return json({ disponible: true, message: null, resultats: reponses.autocompletion?.[q] ?? [] });
    }
    if (url.pathname.startsWith('/api/batiments/adresse/')) {
      const cle = decodeURIComponent(url.pathname.split('/').pop() ?? '');
      return json({ disponible: true, message: null, idBatiment: reponses.batiments?.[cle] ?? null });
    }
    if (url.pathname.startsWith('/api/public/communes/codepostal/')) {
      return json(reponses.communes?.[url.pathname.split('/').pop() ?? ''] ?? []);
    }
    if (url.pathname.startsWith('/api/public/communesabsorbees/')) {
      return json(reponses.absorbees?.[url.pathname.split('/').pop() ?? ''] ?? []);
    }
    if (url.pathname === '/api/cadastre/parcelle') {
      const p = url.searchParams;
      const cle = `${p.get('codeInsee')}-${p.get('prefixe')}-${p.get('section')}-${p.get('numero')}`;
      const etat = reponses.parcelles?.[cle];
      if (etat === 'indisponible')
        return json({ ...indisponible, existe: false, geolocalisee: false, parcelle: null });
      return json({
        disponible: true,
        message: null,
        existe: etat !== undefined,
        geolocalisee: etat === 'localisee',
        parcelle: null,
      });
    }
    return new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
