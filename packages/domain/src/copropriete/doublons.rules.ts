/**
 * Doublons potentiels (issue 8 §3, spec 1 §1 « Duplicate management », ADR 0141) : au dépôt d'une
 * immatriculation initiale ou d'office, la copropriété déclarée est comparée aux copropriétés existantes que
 * la base a retenues comme candidates (requête indexée du serveur). Cette règle, pure, juge chaque
 * candidate et dit pourquoi.
 *
 * Les clés, de la plus forte à la plus faible (REFERENCES.md : l'observatoire foncier rapproche les
 * copropriétés d'abord par la parcelle, puis par l'identifiant RNB du bâtiment, l'adresse en dernier) :
 * - parcelle cadastrale partagée ou même bâtiment RNB : 3 points, suffisent seuls ;
 * - même adresse de référence (même commune, même numéro, même voie) : 2 points ;
 * - adresse de référence très proche (50 m au plus) : 1 point ;
 * - nom semblable (similarité des trigrammes de `pg_trgm` d'au moins 0,5) : 1 point, très semblable
 *   (au moins 0,8, ou identique une fois normalisé) : 2 points ;
 * - même nombre de bâtiments : 1 point.
 * Une candidate est un doublon potentiel à partir de 3 points ET avec au moins une clé géographique
 * (parcelle, bâtiment, adresse) : un nom courant (« Résidence du Parc ») ne suffit jamais.
 * La copropriété principale d'un syndicat secondaire déclaré n'est pas un doublon (elle partage par nature
 * l'adresse et les parcelles).
 */

import {
  normaliserNumeroImmatriculation,
  normaliserNumeroParcelle,
  normaliserSectionParcelle,
} from '../commun/formats.js';
import type { Identification } from '../declaration/declaration.schema.js';
import type { MotifDoublon } from './doublons.schema.js';

/** Référence cadastrale d'une parcelle : commune, préfixe, section et numéro. */
export interface ReferenceCadastrale {
  codeInsee?: string | null;
  prefixe?: string | null;
  section?: string | null;
  numero?: string | null;
}

/** Adresse de référence, réduite à ce que compare la règle. */
export interface AdresseComparee {
  numeroVoie?: string | null;
  voie?: string | null;
  codeInsee?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  /** Identifiant du bâtiment (RNB). */
  idBatiment?: string | null;
}

/** Copropriété déclarée (le brouillon déposé). */
export interface CoproprieteComparee {
  nom?: string | null;
  adresseReference?: AdresseComparee | null;
  parcelles?: readonly ReferenceCadastrale[] | null;
  nbBatiments?: number | null;
  /** Numéro du syndicat principal, pour un syndicat secondaire. */
  numImmatriculationPrincipale?: string | null;
}

/** Copropriété existante retenue par la recherche, avec ce que la base a calculé pour elle. */
export interface CoproprieteCandidate {
  numeroImmatriculation?: string | null;
  nom?: string | null;
  adresseReference?: AdresseComparee | null;
  /** Références cadastrales de ses parcelles. */
  parcelles?: readonly ReferenceCadastrale[] | null;
  nbBatiments?: number | null;
  /** Similarité des noms selon `pg_trgm` (`similarity`), de 0 à 1. */
  similariteNom?: number | null;
}

export const motifDoublonLabels: Record<MotifDoublon, string> = {
  PARCELLE_COMMUNE: 'Parcelle cadastrale commune',
  MEME_BATIMENT: 'Même bâtiment (RNB)',
  MEME_ADRESSE: 'Même adresse de référence',
  ADRESSE_PROCHE: 'Adresse de référence à moins de 50 m',
  NOM_TRES_SEMBLABLE: 'Nom presque identique',
  NOM_SEMBLABLE: 'Nom semblable',
  MEME_NB_BATIMENTS: 'Même nombre de bâtiments',
};

/** Points de chaque motif. */
export const POINTS_MOTIF_DOUBLON: Record<MotifDoublon, number> = {
  PARCELLE_COMMUNE: 3,
  MEME_BATIMENT: 3,
  MEME_ADRESSE: 2,
  ADRESSE_PROCHE: 1,
  NOM_TRES_SEMBLABLE: 2,
  NOM_SEMBLABLE: 1,
  MEME_NB_BATIMENTS: 1,
};

const MOTIFS_GEOGRAPHIQUES: readonly MotifDoublon[] = [
  'PARCELLE_COMMUNE',
  'MEME_BATIMENT',
  'MEME_ADRESSE',
  'ADRESSE_PROCHE',
];

/** Seuils de la règle (ADR 0141). */
export const SEUILS_DOUBLON = {
  /** Points à partir desquels une candidate est un doublon potentiel. */
  score: 3,
  /** Distance maximale entre adresses de référence « très proches », en mètres. */
  distanceProcheMetres: 50,
  /** Rayon de recherche des candidates autour de l'adresse de référence, en mètres (la base filtre). */
  rayonRechercheMetres: 100,
  nomSemblable: 0.5,
  nomTresSemblable: 0.8,
  /** Doublons potentiels montrés au plus (les plus ressemblants d'abord). */
  nombreMax: 10,
} as const;

// ——— Normalisation ———

/** Minuscules sans accents ni ponctuation, espaces réduits. */
function simplifier(texte: string): string {
  return texte
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Abréviations usuelles des types de voie et des saints (Base Adresse Nationale, saisies libres). */
const ABREVIATIONS: Readonly<Record<string, string>> = {
  av: 'avenue',
  ave: 'avenue',
  bd: 'boulevard',
  bld: 'boulevard',
  bvd: 'boulevard',
  r: 'rue',
  pl: 'place',
  ch: 'chemin',
  che: 'chemin',
  chem: 'chemin',
  imp: 'impasse',
  all: 'allee',
  rte: 'route',
  sq: 'square',
  fg: 'faubourg',
  fbg: 'faubourg',
  qu: 'quai',
  crs: 'cours',
  res: 'residence',
  st: 'saint',
  ste: 'sainte',
};

/** Voie comparable : « Av. du Général-de-Gaulle » et « avenue du general de gaulle » se confondent. */
export function normaliserVoie(voie: string | null | undefined): string {
  return simplifier(voie ?? '')
    .split(' ')
    .filter((mot) => mot !== '')
    .map((mot) => ABREVIATIONS[mot] ?? mot)
    .join(' ');
}

/** Indices de répétition : « 12 bis », « 12bis », « 12 B » donnent « 12b ». */
const INDICES: Readonly<Record<string, string>> = { bis: 'b', ter: 't', quater: 'q', quinquies: 'c' };

/** Numéro de voie comparable (sans espaces, indice de répétition réduit à une lettre). */
export function normaliserNumeroVoie(numero: string | null | undefined): string {
  const simple = simplifier(numero ?? '').replace(/ /g, '');
  const morceaux = /^(\d+)([a-z]*)$/.exec(simple);
  if (morceaux === null) return simple;
  const indice = morceaux[2] ?? '';
  return `${Number(morceaux[1])}${INDICES[indice] ?? indice}`;
}

/** Nom comparable : minuscules, sans accents ni ponctuation. */
export function normaliserNomCopropriete(nom: string | null | undefined): string {
  return simplifier(nom ?? '');
}

/** Clé d'une parcelle : commune, préfixe (« 000 » par défaut), section et numéro sous leur forme canonique. */
export function cleParcelle(parcelle: ReferenceCadastrale): string | null {
  const section = normaliserSectionParcelle(parcelle.section);
  const numero = normaliserNumeroParcelle(parcelle.numero);
  const codeInsee = (parcelle.codeInsee ?? '').trim().toUpperCase();
  if (codeInsee === '' || section === null || numero === null) return null;
  const prefixe = (parcelle.prefixe ?? '').trim() || '000';
  return `${codeInsee}|${prefixe.padStart(3, '0')}|${section}|${numero}`;
}

// ——— Distance ———

const RAYON_TERRE_METRES = 6_371_008.8;
const radians = (degres: number) => (degres * Math.PI) / 180;

/** Distance à vol d'oiseau entre deux points WGS 84, en mètres (formule de haversine). */
export function distanceMetres(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * RAYON_TERRE_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Rectangle de recherche autour d'un point (pour l'index sur latitude et longitude) : il contient le cercle de
 * rayon donné.
 */
export function rectangleAutour(
  point: { latitude: number; longitude: number },
  rayonMetres: number,
): { latMin: number; latMax: number; lonMin: number; lonMax: number } {
  const dLat = (rayonMetres / RAYON_TERRE_METRES) * (180 / Math.PI);
  const cos = Math.max(Math.cos(radians(point.latitude)), 0.01);
  const dLon = dLat / cos;
  return {
    latMin: point.latitude - dLat,
    latMax: point.latitude + dLat,
    lonMin: point.longitude - dLon,
    lonMax: point.longitude + dLon,
  };
}

function coordonnees(adresse: AdresseComparee | null | undefined) {
  const { latitude, longitude } = adresse ?? {};
  return typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : null;
}

// ——— Règle ———

/** Jugement d'une candidate. */
export interface JugementDoublon {
  doublon: boolean;
  score: number;
  motifs: MotifDoublon[];
  /** Distance entre les adresses de référence, en mètres, si les deux sont géolocalisées. */
  distanceMetres: number | null;
}

function memeAdresse(a: AdresseComparee | null | undefined, b: AdresseComparee | null | undefined): boolean {
  if (!a || !b) return false;
  const communeA = (a.codeInsee ?? '').toUpperCase();
  const voieA = normaliserVoie(a.voie);
  const numeroA = normaliserNumeroVoie(a.numeroVoie);
  return (
    communeA !== '' &&
    voieA !== '' &&
    numeroA !== '' &&
    communeA === (b.codeInsee ?? '').toUpperCase() &&
    voieA === normaliserVoie(b.voie) &&
    numeroA === normaliserNumeroVoie(b.numeroVoie)
  );
}

/** Juge la ressemblance d'une copropriété existante avec la copropriété déclarée. */
export function evaluerDoublon(
  declaree: CoproprieteComparee,
  candidate: CoproprieteCandidate,
): JugementDoublon {
  const motifs: MotifDoublon[] = [];
  const principale = declaree.numImmatriculationPrincipale?.trim().toUpperCase();
  if (principale && principale === candidate.numeroImmatriculation?.trim().toUpperCase()) {
    return { doublon: false, score: 0, motifs, distanceMetres: null };
  }

  const clesDeclarees = new Set((declaree.parcelles ?? []).map(cleParcelle).filter((c) => c !== null));
  if ((candidate.parcelles ?? []).some((p) => clesDeclarees.has(cleParcelle(p) ?? ''))) {
    motifs.push('PARCELLE_COMMUNE');
  }
  const batiment = declaree.adresseReference?.idBatiment?.trim();
  if (batiment && batiment === candidate.adresseReference?.idBatiment?.trim()) {
    motifs.push('MEME_BATIMENT');
  }

  const pointDeclare = coordonnees(declaree.adresseReference);
  const pointCandidat = coordonnees(candidate.adresseReference);
  const distance = pointDeclare && pointCandidat ? distanceMetres(pointDeclare, pointCandidat) : null;
  if (memeAdresse(declaree.adresseReference, candidate.adresseReference)) {
    motifs.push('MEME_ADRESSE');
  } else if (distance !== null && distance <= SEUILS_DOUBLON.distanceProcheMetres) {
    motifs.push('ADRESSE_PROCHE');
  }

  const nomDeclare = normaliserNomCopropriete(declaree.nom);
  const similarite = candidate.similariteNom ?? 0;
  if (
    nomDeclare !== '' &&
    (nomDeclare === normaliserNomCopropriete(candidate.nom) || similarite >= SEUILS_DOUBLON.nomTresSemblable)
  ) {
    motifs.push('NOM_TRES_SEMBLABLE');
  } else if (nomDeclare !== '' && similarite >= SEUILS_DOUBLON.nomSemblable) {
    motifs.push('NOM_SEMBLABLE');
  }

  const nb = declaree.nbBatiments ?? 0;
  if (nb > 0 && nb === candidate.nbBatiments) {
    motifs.push('MEME_NB_BATIMENTS');
  }

  const score = motifs.reduce((total, motif) => total + POINTS_MOTIF_DOUBLON[motif], 0);
  const geographique = motifs.some((m) => MOTIFS_GEOGRAPHIQUES.includes(m));
  return {
    doublon: geographique && score >= SEUILS_DOUBLON.score,
    score,
    motifs,
    distanceMetres: distance === null ? null : Math.round(distance),
  };
}

/**
 * Doublons potentiels parmi les candidates : jugées, gardées si ce sont des doublons, de la plus ressemblante
 * à la moins ressemblante (score, puis distance), `SEUILS_DOUBLON.nombreMax` au plus.
 */
export function retenirDoublons<C extends CoproprieteCandidate>(
  declaree: CoproprieteComparee,
  candidates: readonly C[],
): { candidate: C; jugement: JugementDoublon }[] {
  return candidates
    .map((candidate) => ({ candidate, jugement: evaluerDoublon(declaree, candidate) }))
    .filter(({ jugement }) => jugement.doublon)
    .sort(
      (a, b) =>
        b.jugement.score - a.jugement.score ||
        (a.jugement.distanceMetres ?? Number.POSITIVE_INFINITY) -
          (b.jugement.distanceMetres ?? Number.POSITIVE_INFINITY),
    )
    .slice(0, SEUILS_DOUBLON.nombreMax);
}

/**
 * Ce que compare la règle, tiré de la partie « identification » d'une déclaration et du nombre de bâtiments
 * (étape « données techniques »).
 */
export function coproprieteCompareeDeLIdentification(
  identification: Identification | null | undefined,
  nbBatiments: number | null | undefined,
): CoproprieteComparee {
  const adresse = identification?.adressePrincipale;
  return {
    nom: identification?.nomCopropriete ?? null,
    adresseReference: adresse
      ? {
          numeroVoie: adresse.numeroVoie ?? null,
          voie: adresse.voie ?? adresse.lieuDit ?? null,
          codeInsee: adresse.codeInsee ?? null,
          latitude: adresse.latitude ?? null,
          longitude: adresse.longitude ?? null,
          idBatiment: adresse.idBatiment ?? null,
        }
      : null,
    parcelles: identification?.parcelle ?? [],
    nbBatiments: nbBatiments ?? null,
    numImmatriculationPrincipale: normaliserNumeroImmatriculation(
      identification?.numImmatriculationCoproprietePrincipale,
    ),
  };
}
