#!/usr/bin/env node
/**
 * Génère les données des adaptateurs `local` de géocodage, de cadastre et de bâtiments (ADR 0120), au format
 * des réponses des API publiques (Base Adresse Nationale, API Carto cadastre de l'IGN, API du RNB), pour que
 * l'adaptateur local les convertisse avec le même code que l'adaptateur `http` :
 *
 *   node scripts/generer-localisation-locale.mjs
 *
 * Les voies et les communes sont réelles (Paris, Lyon, Marseille, Montpellier, Annecy et ses communes
 * déléguées) ; la position de chaque numéro est interpolée entre les deux extrémités de la voie (à quelques
 * dizaines de mètres près). Les identifiants BAN, les références cadastrales et les identifiants RNB ont la
 * forme des vrais, mais sont calculés ici : le dépôt fonctionne hors ligne et ne recopie pas ces bases.
 * Sortie déterministe : relancer le script ne change rien.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const racine = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const adaptateurs = path.join(racine, 'apps/server/src/adapters');

const PARIS = (arr) => ({
  citycode: `751${String(arr).padStart(2, '0')}`,
  postcode: `750${String(arr).padStart(2, '0')}`,
  city: 'Paris',
  district: `Paris ${arr}${arr === 1 ? 'er' : 'e'} Arrondissement`,
  context: '75, Paris, Île-de-France',
});
const LYON = (arr) => ({
  citycode: `6938${arr}`,
  postcode: `6900${arr}`,
  city: 'Lyon',
  district: `Lyon ${arr}${arr === 1 ? 'er' : 'e'} Arrondissement`,
  context: '69, Rhône, Auvergne-Rhône-Alpes',
});
const MARSEILLE = (arr) => ({
  citycode: `132${String(arr).padStart(2, '0')}`,
  postcode: `130${String(arr).padStart(2, '0')}`,
  city: 'Marseille',
  district: `Marseille ${arr}${arr === 1 ? 'er' : 'e'} Arrondissement`,
  context: "13, Bouches-du-Rhône, Provence-Alpes-Côte d'Azur",
});
const MONTPELLIER = (postcode) => ({
  citycode: '34172',
  postcode,
  city: 'Montpellier',
  context: '34, Hérault, Occitanie',
});
/** Annecy (74010), commune nouvelle de 2017 ; `ancienne` : commune déléguée (code INSEE et nom). */
const ANNECY = (postcode, ancienne) => ({
  citycode: '74010',
  postcode,
  city: 'Annecy',
  context: '74, Haute-Savoie, Auvergne-Rhône-Alpes',
  ...(ancienne ? { oldcitycode: ancienne[0], oldcity: ancienne[1] } : {}),
});

/** Voies : commune, nom, extrémités [lon, lat] des numéros les plus petits et les plus grands, numéros. */
const VOIES = [
  [PARIS(4), 'Rue de Rivoli', [2.3601, 48.8553], [2.3517, 48.8573], [2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22]],
  [
    PARIS(11),
    'Boulevard Voltaire',
    [2.3665, 48.8665],
    [2.393, 48.8497],
    [1, 3, 5, 10, 12, 24, 50, 81, 100, 150],
  ],
  [
    PARIS(11),
    'Rue de la Roquette',
    [2.3705, 48.8535],
    [2.39, 48.8595],
    [3, 7, 12, 25, 40, 58, 76, 100, 130, 160],
  ],
  [
    PARIS(5),
    'Rue Mouffetard',
    [2.3497, 48.8459],
    [2.35, 48.8394],
    [1, 5, 9, 14, 20, 28, 36, 48, 64, 80, 104],
  ],
  [
    PARIS(15),
    'Rue de Vaugirard',
    [2.3128, 48.841],
    [2.292, 48.8357],
    [210, 226, 240, 258, 270, 286, 300, 320, 340],
  ],
  [PARIS(18), 'Rue Duhesme', [2.3386, 48.8894], [2.3407, 48.8965], [2, 5, 10, 18, 24, 33, 45, 60, 77, 90]],
  [PARIS(18), 'Rue Ordener', [2.35, 48.891], [2.333, 48.892], [4, 10, 20, 35, 50, 70, 92, 110, 140]],
  [PARIS(12), 'Avenue Daumesnil', [2.373, 48.8475], [2.399, 48.837], [2, 10, 20, 40, 60, 100, 140, 180, 200]],
  [
    LYON(2),
    'Rue de la République',
    [4.8346, 45.7593],
    [4.8361, 45.7672],
    [1, 3, 10, 12, 25, 40, 51, 62, 71, 85],
  ],
  [LYON(2), 'Rue Victor Hugo', [4.8319, 45.757], [4.829, 45.7522], [2, 5, 11, 18, 26, 33, 40, 52]],
  [
    LYON(3),
    'Cours Lafayette',
    [4.8408, 45.7636],
    [4.874, 45.7643],
    [2, 14, 30, 48, 66, 90, 120, 150, 180, 211],
  ],
  [LYON(3), 'Rue Paul Bert', [4.8445, 45.758], [4.874, 45.7556], [5, 20, 41, 70, 100, 135, 170, 210, 246]],
  [LYON(6), 'Rue Garibaldi', [4.852, 45.771], [4.8515, 45.764], [5, 20, 35, 50, 70, 90, 110]],
  [LYON(1), 'Montée de la Grande Côte', [4.8301, 45.7683], [4.8293, 45.7722], [1, 4, 10, 17, 26, 36, 47, 58]],
  [LYON(7), 'Avenue Jean Jaurès', [4.844, 45.752], [4.84, 45.735], [1, 11, 22, 38, 54, 70, 90, 112, 140]],
  [
    MARSEILLE(1),
    'La Canebière',
    [5.3749, 43.2962],
    [5.3846, 43.2987],
    [2, 7, 18, 29, 40, 53, 62, 75, 88, 101],
  ],
  [MARSEILLE(2), 'Rue de la République', [5.3715, 43.298], [5.368, 43.3045], [2, 10, 12, 24, 36, 50, 63, 79]],
  [MARSEILLE(6), 'Rue de Rome', [5.3785, 43.2948], [5.3825, 43.2876], [50, 72, 90, 108, 126, 144, 160, 180]],
  [MARSEILLE(6), 'Rue Paradis', [5.3769, 43.2945], [5.381, 43.2832], [60, 80, 101, 120, 140, 170, 190, 214]],
  [
    MARSEILLE(1),
    'Boulevard Longchamp',
    [5.385, 43.2999],
    [5.3946, 43.3038],
    [3, 15, 28, 43, 58, 71, 90, 108],
  ],
  [MARSEILLE(7), "Rue d'Endoume", [5.3652, 43.2889], [5.3571, 43.2853], [4, 17, 30, 45, 60, 78, 95, 112]],
  [MARSEILLE(8), 'Avenue du Prado', [5.3852, 43.2858], [5.3833, 43.262], [2, 20, 44, 66, 90, 120, 150, 176]],
  [
    MONTPELLIER('34000'),
    'Rue de la Loge',
    [3.8779, 43.6107],
    [3.8761, 43.6111],
    [1, 3, 5, 8, 12, 16, 19, 24],
  ],
  [MONTPELLIER('34000'), 'Rue Foch', [3.8746, 43.6108], [3.8712, 43.6101], [2, 5, 9, 14, 20, 27, 33, 40]],
  [
    MONTPELLIER('34000'),
    'Boulevard du Jeu de Paume',
    [3.8722, 43.6092],
    [3.8741, 43.6124],
    [1, 6, 11, 16, 22, 28],
  ],
  [
    MONTPELLIER('34000'),
    "Rue de l'Aiguillerie",
    [3.8801, 43.6121],
    [3.8832, 43.6112],
    [2, 7, 12, 21, 30, 39, 48],
  ],
  [
    MONTPELLIER('34000'),
    'Boulevard Louis Blanc',
    [3.879, 43.6141],
    [3.8838, 43.6136],
    [1, 8, 15, 22, 31, 40],
  ],
  [
    MONTPELLIER('34070'),
    'Avenue de Toulouse',
    [3.869, 43.6001],
    [3.8552, 43.5902],
    [3, 20, 41, 60, 85, 110, 140],
  ],
  [
    MONTPELLIER('34070'),
    'Avenue de Lodève',
    [3.8622, 43.6081],
    [3.8452, 43.6098],
    [2, 18, 36, 55, 80, 104, 130],
  ],
  [
    MONTPELLIER('34090'),
    'Avenue de la Justice de Castelnau',
    [3.883, 43.623],
    [3.892, 43.6305],
    [5, 24, 48, 72, 96],
  ],
  [ANNECY('74000'), 'Rue Royale', [6.1243, 45.8998], [6.1272, 45.9008], [1, 4, 9, 12, 17, 22, 27, 32]],
  [ANNECY('74000'), 'Rue Sommeiller', [6.1255, 45.9018], [6.1221, 45.9043], [2, 7, 12, 18, 24, 31, 38]],
  [ANNECY('74000'), 'Avenue de Genève', [6.1252, 45.9071], [6.1297, 45.915], [3, 12, 21, 30, 42, 57, 70]],
  [
    ANNECY('74940', ['74011', 'Annecy-le-Vieux']),
    'Avenue de Brogny',
    [6.1403, 45.9148],
    [6.1452, 45.9191],
    [1, 5, 12, 19, 26, 33],
  ],
  [
    ANNECY('74940', ['74011', 'Annecy-le-Vieux']),
    'Rue Centrale',
    [6.1425, 45.9188],
    [6.146, 45.9205],
    [2, 6, 10, 14, 20],
  ],
  [
    ANNECY('74600', ['74268', 'Seynod']),
    'Avenue de Champ Fleuri',
    [6.0952, 45.8851],
    [6.099, 45.889],
    [1, 7, 14, 21, 30],
  ],
  [
    ANNECY('74960', ['74093', 'Cran-Gevrier']),
    'Avenue de la République',
    [6.105, 45.9002],
    [6.1101, 45.9011],
    [3, 9, 16, 24, 35],
  ],
];

const empreinte = (texte) => createHash('sha256').update(texte).digest();
/** Alphabet des identifiants RNB (sans I, L, O, U). */
const ALPHABET_RNB = 'ABCDEFGHJKMNPQRSTVWXYZ0123456789';
function identifiantRnb(graine) {
  const octets = empreinte(`rnb:${graine}`);
  return Array.from({ length: 12 }, (_, i) => ALPHABET_RNB[octets[i] % ALPHABET_RNB.length]).join('');
}
const arrondi = (n, d = 6) => Math.round(n * 10 ** d) / 10 ** d;
/** Lambert 93 approché (x, y) : suffisant pour la forme des réponses, non utilisé pour localiser. */
const lambert = ([lon, lat]) => [
  arrondi(700000 + (lon - 3) * 77000, 2),
  arrondi(6600000 + (lat - 46.5) * 111000, 2),
];

const adresses = [];
const parcelles = [];
const batiments = [];
const sections = new Map();

VOIES.forEach(([commune, nom, debut, fin, numeros], indexVoie) => {
  // Code de voie (4 caractères) propre à la commune et à la voie.
  const codeVoie = String(1000 + (empreinte(`${commune.citycode}:${nom}`).readUInt16BE(0) % 9000)).slice(
    0,
    4,
  );
  // Une section cadastrale par voie, propre à la commune (ancienne commune comprise).
  const cleSection = `${commune.citycode}:${commune.oldcitycode ?? ''}`;
  const rang = sections.get(cleSection) ?? 0;
  sections.set(cleSection, rang + 1);
  const section = `A${String.fromCharCode(66 + rang)}`;
  const prefixe = commune.oldcitycode ? commune.oldcitycode.slice(2) : '000';
  const min = Math.min(...numeros);
  const max = Math.max(...numeros);
  numeros.forEach((numero, i) => {
    const t = max === min ? 0 : (numero - min) / (max - min);
    // Numéros pairs et impairs de part et d'autre de la voie (quelques mètres).
    const decalage = numero % 2 === 0 ? 0.00012 : -0.00012;
    const coordonnees = [
      arrondi(debut[0] + (fin[0] - debut[0]) * t + decalage),
      arrondi(debut[1] + (fin[1] - debut[1]) * t),
    ];
    const id = `${commune.citycode}_${codeVoie}_${String(numero).padStart(5, '0')}`;
    const [x, y] = lambert(coordonnees);
    adresses.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: coordonnees },
      properties: {
        label: `${numero} ${nom} ${commune.postcode} ${commune.city}`,
        score: 0.97,
        housenumber: String(numero),
        id,
        name: `${numero} ${nom}`,
        postcode: commune.postcode,
        citycode: commune.citycode,
        x,
        y,
        city: commune.city,
        ...(commune.district ? { district: commune.district } : {}),
        ...(commune.oldcitycode ? { oldcitycode: commune.oldcitycode, oldcity: commune.oldcity } : {}),
        context: commune.context,
        type: 'housenumber',
        importance: 0.6,
        street: nom,
      },
    });
    // La parcelle de l'adresse : numéro propre à la voie et au rang du numéro.
    const numeroParcelle = String(10 + indexVoie * 3 + i * 7).padStart(4, '0');
    const [lon, lat] = coordonnees;
    const d = 0.00009;
    parcelles.push({
      type: 'Feature',
      id: `parcelle.${commune.citycode}${prefixe}${section}${numeroParcelle}`,
      geometry: {
        type: 'MultiPolygon',
        coordinates: [
          [
            [
              [arrondi(lon - d), arrondi(lat - d)],
              [arrondi(lon + d), arrondi(lat - d)],
              [arrondi(lon + d), arrondi(lat + d)],
              [arrondi(lon - d), arrondi(lat + d)],
              [arrondi(lon - d), arrondi(lat - d)],
            ],
          ],
        ],
      },
      properties: {
        numero: numeroParcelle,
        feuille: 1,
        section,
        code_dep: commune.citycode.slice(0, 2),
        nom_com: commune.oldcity ?? commune.district ?? commune.city,
        code_com: commune.citycode.slice(2),
        com_abs: prefixe,
        code_arr: commune.district ? commune.citycode.slice(2) : '000',
        idu: `${commune.citycode}${prefixe}${section}${numeroParcelle}`,
        contenance: 200 + (empreinte(id).readUInt16BE(2) % 1800),
        code_insee: commune.citycode,
      },
    });
    // Un identifiant de bâtiment pour la plupart des adresses ; une sur neuf n'en a pas (bâtiment non référencé).
    if ((indexVoie + i) % 9 !== 4) {
      batiments.push({
        rnb_id: identifiantRnb(id),
        status: 'constructed',
        point: { type: 'Point', coordinates: coordonnees },
        addresses: [
          {
            id,
            source: 'ban',
            street_number: String(numero),
            street_rep: '',
            street: nom,
            city_zipcode: commune.postcode,
            city_name: commune.city,
            city_insee_code: commune.citycode,
          },
        ],
        ext_ids: [],
        is_active: true,
      });
    }
  });
  // Une parcelle connue du cadastre mais sans géométrie (non localisée), par voie.
  const numeroSansGeometrie = String(9000 + indexVoie).padStart(4, '0');
  parcelles.push({
    type: 'Feature',
    id: `parcelle.${commune.citycode}${prefixe}${section}${numeroSansGeometrie}`,
    geometry: null,
    properties: {
      numero: numeroSansGeometrie,
      feuille: 1,
      section,
      code_dep: commune.citycode.slice(0, 2),
      nom_com: commune.oldcity ?? commune.district ?? commune.city,
      code_com: commune.citycode.slice(2),
      com_abs: prefixe,
      code_arr: commune.district ? commune.citycode.slice(2) : '000',
      idu: `${commune.citycode}${prefixe}${section}${numeroSansGeometrie}`,
      contenance: null,
      code_insee: commune.citycode,
    },
  });
});

const FICHIERS = [
  'geocodage/adresses-locales.json',
  'parcelles/parcelles-locales.json',
  'batiments/batiments-locaux.json',
];
const ecrire = (fichier, contenu) => {
  const lignes = contenu.features.map((f) => `    ${JSON.stringify(f)}`).join(',\n');
  const entete = Object.entries(contenu)
    .filter(([cle]) => cle !== 'features')
    .map(([cle, valeur]) => `  ${JSON.stringify(cle)}: ${JSON.stringify(valeur)},\n`)
    .join('');
  const texte = `{\n${entete}  "features": [\n${lignes}\n  ]\n}\n`;
  writeFileSync(path.join(adaptateurs, fichier), texte);
};

ecrire('geocodage/adresses-locales.json', {
  type: 'FeatureCollection',
  version: 'draft',
  attribution: 'BAN',
  licence: 'ETALAB-2.0',
  features: adresses,
});
ecrire('parcelles/parcelles-locales.json', {
  type: 'FeatureCollection',
  totalFeatures: parcelles.length,
  numberMatched: parcelles.length,
  numberReturned: parcelles.length,
  features: parcelles,
});
ecrire('batiments/batiments-locaux.json', { features: batiments });
// Mise en forme du dépôt (Biome), pour qu'une nouvelle génération ne change rien.
execFileSync('npx', ['biome', 'format', '--write', ...FICHIERS.map((f) => path.join(adaptateurs, f))], {
  cwd: racine,
  stdio: 'ignore',
});
console.log(`${adresses.length} adresses, ${parcelles.length} parcelles, ${batiments.length} bâtiments`);
