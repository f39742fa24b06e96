import { describe, expect, it } from 'vitest';
import {
  type CoproprieteCandidate,
  type CoproprieteComparee,
  cleParcelle,
  coproprieteCompareeDeLIdentification,
  distanceMetres,
  evaluerDoublon,
  normaliserNumeroVoie,
  normaliserVoie,
  rectangleAutour,
  retenirDoublons,
  SEUILS_DOUBLON,
} from './doublons.rules.js';
import { lienRattachement, rattachementPropose } from './doublons.schema.js';

/** 12 rue des Lilas, Lyon 3e. */
const LILAS = { latitude: 45.7601, longitude: 4.8512 };
/** Point à environ `metres` mètres au nord. */
const auNord = (p: { latitude: number; longitude: number }, metres: number) => ({
  latitude: p.latitude + metres / 111_195,
  longitude: p.longitude,
});

const declaree: CoproprieteComparee = {
  nom: 'Résidence Les Lilas',
  adresseReference: { numeroVoie: '12', voie: 'Rue des Lilas', codeInsee: '69383', ...LILAS },
  parcelles: [{ codeInsee: '69383', prefixe: '000', section: 'AB', numero: '12' }],
  nbBatiments: 2,
};

/** Candidate sans aucun point commun : chaque test ajoute ce qu'il éprouve. */
const etrangere: CoproprieteCandidate = {
  numeroImmatriculation: 'AA0000001',
  nom: 'Le Belvédère',
  adresseReference: { numeroVoie: '3', voie: 'Avenue Foch', codeInsee: '69386', ...auNord(LILAS, 2_000) },
  parcelles: [{ codeInsee: '69386', prefixe: '000', section: 'ZZ', numero: '1' }],
  nbBatiments: 7,
  similariteNom: 0.05,
};

describe('evaluerDoublon (issue 8 §3, ADR 0141)', () => {
  it("une copropriété sans point commun n'est pas un doublon", () => {
    expect(evaluerDoublon(declaree, etrangere)).toEqual({
      doublon: false,
      score: 0,
      motifs: [],
      distanceMetres: expect.any(Number),
    });
  });

  it('une parcelle partagée suffit (clé forte), même écrite autrement', () => {
    const j = evaluerDoublon(declaree, {
      ...etrangere,
      parcelles: [{ codeInsee: '69383', prefixe: '', section: 'ab', numero: '0012' }],
    });
    expect(j.motifs).toEqual(['PARCELLE_COMMUNE']);
    expect(j.doublon).toBe(true);
  });

  it('le même bâtiment RNB suffit', () => {
    const j = evaluerDoublon(
      { ...declaree, adresseReference: { ...declaree.adresseReference, idBatiment: 'QBAAG2G5F1XT' } },
      { ...etrangere, adresseReference: { ...etrangere.adresseReference, idBatiment: 'QBAAG2G5F1XT' } },
    );
    expect(j.motifs).toContain('MEME_BATIMENT');
    expect(j.doublon).toBe(true);
  });

  it('la même adresse seule ne suffit pas ; avec le même nombre de bâtiments ou un nom semblable, si', () => {
    const memeAdresse = {
      ...etrangere,
      adresseReference: { numeroVoie: '12', voie: 'R. des Lilas', codeInsee: '69383' },
    };
    expect(evaluerDoublon(declaree, memeAdresse)).toMatchObject({ doublon: false, motifs: ['MEME_ADRESSE'] });
    expect(evaluerDoublon(declaree, { ...memeAdresse, nbBatiments: 2 })).toMatchObject({
      doublon: true,
      motifs: ['MEME_ADRESSE', 'MEME_NB_BATIMENTS'],
      score: 3,
    });
    expect(evaluerDoublon(declaree, { ...memeAdresse, similariteNom: 0.6 })).toMatchObject({
      doublon: true,
      motifs: ['MEME_ADRESSE', 'NOM_SEMBLABLE'],
    });
  });

  it('un autre numéro dans la même voie, ou une autre commune, n’est pas la même adresse', () => {
    const adresse = (a: object) => ({ ...etrangere, nbBatiments: 2, adresseReference: a });
    expect(
      evaluerDoublon(declaree, adresse({ numeroVoie: '14', voie: 'Rue des Lilas', codeInsee: '69383' }))
        .motifs,
    ).toEqual(['MEME_NB_BATIMENTS']);
    expect(
      evaluerDoublon(declaree, adresse({ numeroVoie: '12', voie: 'Rue des Lilas', codeInsee: '69384' }))
        .doublon,
    ).toBe(false);
  });

  it('très proche (50 m au plus) avec un nom presque identique : doublon ; à 80 m : non', () => {
    const proche = { ...etrangere, nom: 'Residence les lilas', adresseReference: { ...auNord(LILAS, 40) } };
    const j = evaluerDoublon(declaree, proche);
    expect(j.motifs).toEqual(['ADRESSE_PROCHE', 'NOM_TRES_SEMBLABLE']);
    expect(j.doublon).toBe(true);
    expect(j.distanceMetres).toBeGreaterThanOrEqual(39);
    expect(j.distanceMetres).toBeLessThanOrEqual(41);
    expect(evaluerDoublon(declaree, { ...proche, adresseReference: auNord(LILAS, 80) }).doublon).toBe(false);
  });

  it('un voisin proche avec le même nombre de bâtiments mais un autre nom n’est pas un doublon', () => {
    const voisin = { ...etrangere, nbBatiments: 2, adresseReference: auNord(LILAS, 30) };
    expect(evaluerDoublon(declaree, voisin)).toMatchObject({ doublon: false, score: 2 });
  });

  it('sans clé géographique, un nom identique et le même nombre de bâtiments ne suffisent jamais', () => {
    const homonyme = { ...etrangere, nom: 'RÉSIDENCE LES LILAS', similariteNom: 1, nbBatiments: 2 };
    expect(evaluerDoublon(declaree, homonyme)).toMatchObject({
      doublon: false,
      score: 3,
      motifs: ['NOM_TRES_SEMBLABLE', 'MEME_NB_BATIMENTS'],
    });
  });

  it('la copropriété principale d’un syndicat secondaire n’est pas son doublon', () => {
    const principale = { ...etrangere, numeroImmatriculation: 'AB1234567', parcelles: declaree.parcelles };
    expect(evaluerDoublon(declaree, principale).doublon).toBe(true);
    expect(
      evaluerDoublon({ ...declaree, numImmatriculationPrincipale: 'ab1234567' }, principale).doublon,
    ).toBe(false);
  });

  it('un nombre de bâtiments inconnu ou nul ne compte pas', () => {
    const memeAdresse = { ...etrangere, nbBatiments: 0, adresseReference: declaree.adresseReference };
    expect(evaluerDoublon({ ...declaree, nbBatiments: 0 }, memeAdresse).motifs).not.toContain(
      'MEME_NB_BATIMENTS',
    );
  });
});

describe('retenirDoublons', () => {
  it('garde les doublons, du plus ressemblant au moins ressemblant, 10 au plus', () => {
    const parcelle = { ...etrangere, parcelles: declaree.parcelles };
    const candidates = [
      { ...etrangere, id: 1 },
      { ...parcelle, id: 2 },
      { ...parcelle, id: 3, nbBatiments: 2 },
      ...Array.from({ length: 20 }, (_, i) => ({ ...parcelle, id: 10 + i })),
    ];
    const retenus = retenirDoublons(declaree, candidates);
    expect(retenus).toHaveLength(SEUILS_DOUBLON.nombreMax);
    expect(retenus[0]?.candidate.id).toBe(3);
    expect(retenus.map((r) => r.candidate.id)).not.toContain(1);
  });
});

describe('normalisations et géométrie', () => {
  it('normalise voies et numéros', () => {
    expect(normaliserVoie('Av. du Général-de-Gaulle')).toBe('avenue du general de gaulle');
    expect(normaliserVoie('BD St Michel')).toBe('boulevard saint michel');
    expect(normaliserNumeroVoie('12 bis')).toBe('12b');
    expect(normaliserNumeroVoie('012B')).toBe('12b');
    expect(normaliserNumeroVoie('12ter')).toBe('12t');
  });

  it('donne une clé de parcelle complète, ou rien pour une parcelle incomplète', () => {
    expect(cleParcelle({ codeInsee: '2a004', section: 'b', numero: '7' })).toBe('2A004|000|0B|0007');
    expect(cleParcelle({ codeInsee: '75056', section: '', numero: '7' })).toBeNull();
    expect(cleParcelle({ codeInsee: '75056', section: 'AB', numero: '12345' })).toBeNull();
  });

  it('mesure les distances et encadre le cercle de recherche', () => {
    expect(distanceMetres(LILAS, auNord(LILAS, 100))).toBeCloseTo(100, 0);
    const r = rectangleAutour(LILAS, 100);
    const est = { latitude: LILAS.latitude, longitude: r.lonMax };
    expect(distanceMetres(LILAS, est)).toBeGreaterThanOrEqual(99.9);
    expect(r.latMax - LILAS.latitude).toBeCloseTo(100 / 111_195, 6);
  });
});

describe('rattachement proposé', () => {
  it('seulement pour une copropriété immatriculée qui peut recevoir un rattachement ou une contestation', () => {
    expect(rattachementPropose('IMMATRICULEE_A_RATTACHER', 'AB1234567')).toBe(true);
    expect(rattachementPropose('IMMATRICULEE_RATTACHEMENT_EXPIRE', 'AB1234567')).toBe(true);
    expect(rattachementPropose('IMMATRICULEE_RATTACHEE', 'AB1234567')).toBe(true);
    expect(rattachementPropose('IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER', null)).toBe(false);
    expect(rattachementPropose('DISSOLUTION_A_VALIDER', 'AB1234567')).toBe(false);
    expect(lienRattachement('AB1234567')).toBe('/rattacher-une-copropriete?numero=AB1234567');
  });
});

describe('coproprieteCompareeDeLIdentification', () => {
  it("tire de l'identification ce que compare la règle, numéro du syndicat principal normalisé", () => {
    const comparee = coproprieteCompareeDeLIdentification(
      {
        nomCopropriete: 'Les Lilas',
        numImmatriculationCoproprietePrincipale: 'ab1-234-567',
        adressePrincipale: {
          numeroVoie: '12',
          voie: 'Rue des Lilas',
          codeInsee: '69383',
          idBatiment: 'X1',
          geolocalisee: true,
        },
        parcelle: [{ codeInsee: '69383', prefixe: '000', section: 'AB', numero: '12', geolocalisee: true }],
      },
      3,
    );
    expect(comparee).toMatchObject({
      nom: 'Les Lilas',
      nbBatiments: 3,
      numImmatriculationPrincipale: 'AB1234567',
      adresseReference: { numeroVoie: '12', voie: 'Rue des Lilas', codeInsee: '69383', idBatiment: 'X1' },
    });
    expect(comparee.parcelles).toHaveLength(1);
    expect(coproprieteCompareeDeLIdentification(null, null)).toEqual({
      nom: null,
      adresseReference: null,
      parcelles: [],
      nbBatiments: null,
      numImmatriculationPrincipale: null,
    });
  });
});
