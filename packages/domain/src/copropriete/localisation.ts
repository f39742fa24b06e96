import { z } from 'zod';
import { normaliserNumeroParcelle, normaliserSectionParcelle } from '../commun/formats.js';
import { formeComparable } from '../commun/recherche-texte.js';
import type { Adresse, AdresseCandidate, Parcelle } from './copropriete.schema.js';
import { AdresseCandidate as SchemaAdresseCandidate } from './copropriete.schema.js';

/**
 * Localisation des adresses, parcelles et bâtiments d'une copropriété (spec 1 §3 et §4, spec 2 §5.4, §7.13,
 * §8 ; ADR 0120) : formes des réponses des ports de géocodage, de cadastre et de bâtiments, et règle pure de
 * la fenêtre de choix d'adresse, partagée par le serveur et le client.
 */

/** Message de spec 2 §8 quand un service de localisation ne répond pas (en panne ou trop lent). */
export const MESSAGE_GEOLOCALISATION_INDISPONIBLE =
  'Géolocalisation indisponible : votre saisie est conservée telle quelle, réessayez la saisie plus tard.';

/** Réponse d'une recherche d'adresses : propositions, ou service indisponible (jamais d'erreur 500). */
export const ResultatGeocodage = z.object({
  disponible: z.boolean(),
  /** Message §8 quand le service est indisponible, `null` sinon. */
  message: z.string().nullable(),
  resultats: z.array(SchemaAdresseCandidate),
});
export type ResultatGeocodage = z.infer<typeof ResultatGeocodage>;

/** Parcelle trouvée au cadastre : identifiant à 14 caractères, commune et point central (WGS 84). */
export const ParcelleCadastrale = z.object({
  /** Identifiant unique de parcelle : département, commune, préfixe, section, numéro (14 caractères). */
  idu: z.string(),
  codeInsee: z.string(),
  nomCommune: z.string().nullable(),
  prefixe: z.string(),
  section: z.string(),
  numero: z.string(),
  /** Surface cadastrale en m², quand le cadastre la donne. */
  contenance: z.number().nullable(),
  /** Point central de la parcelle, `null` si le cadastre n'en donne pas la géométrie (parcelle non localisée). */
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
});
export type ParcelleCadastrale = z.infer<typeof ParcelleCadastrale>;

/** Réponse d'une vérification de parcelle : existe-t-elle, est-elle localisée ? */
export const ResultatParcelle = z.object({
  disponible: z.boolean(),
  message: z.string().nullable(),
  existe: z.boolean(),
  geolocalisee: z.boolean(),
  parcelle: ParcelleCadastrale.nullable(),
});
export type ResultatParcelle = z.infer<typeof ResultatParcelle>;

/** Réponse d'une recherche d'identifiant de bâtiment (RNB) par clé d'adresse BAN. */
export const ResultatBatiment = z.object({
  disponible: z.boolean(),
  message: z.string().nullable(),
  /** Identifiant RNB du bâtiment de l'adresse, `null` si aucun n'est connu. */
  idBatiment: z.string().nullable(),
});
export type ResultatBatiment = z.infer<typeof ResultatBatiment>;

// ——— Fenêtre de choix d'adresse (spec 1 §4) ———

/** Libellé comparable : sans accents, casse, ponctuation ni espaces superflus. */
export function libelleAdresseComparable(texte: string): string {
  return formeComparable(texte)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Issue d'une recherche d'adresse, selon spec 1 §4 : plusieurs résultats → fenêtre de choix ; un seul dont le
 * libellé correspond exactement à la saisie → choisi directement ; un seul qui ne correspond pas → fenêtre de
 * choix ; aucun → l'adresse saisie est gardée, non géolocalisée.
 */
export type IssueRechercheAdresse =
  | { type: 'choisie'; candidate: AdresseCandidate }
  | { type: 'fenetre'; candidates: readonly AdresseCandidate[] }
  | { type: 'aucune' };

export function issueRechercheAdresse(
  saisie: string,
  candidates: readonly AdresseCandidate[],
): IssueRechercheAdresse {
  if (candidates.length === 0) return { type: 'aucune' };
  const [unique] = candidates;
  if (
    candidates.length === 1 &&
    unique !== undefined &&
    libelleAdresseComparable(unique.properties.label) === libelleAdresseComparable(saisie)
  ) {
    return { type: 'choisie', candidate: unique };
  }
  return { type: 'fenetre', candidates };
}

/** Adresse géolocalisée tirée d'une proposition du géocodage, enrichie de l'identifiant du bâtiment. */
export function adresseDepuisCandidate(
  candidate: AdresseCandidate,
  idBatiment: string | null | undefined,
): Adresse {
  const p = candidate.properties;
  const [longitude, latitude] = candidate.geometry.coordinates;
  const numero = p.housenumber ?? null;
  const voie = p.street ?? (numero ? p.name.replace(new RegExp(`^${echapper(numero)}\\s+`), '') : p.name);
  return {
    numeroVoie: numero,
    voie: p.type === 'locality' ? null : voie,
    lieuDit: p.type === 'locality' ? p.name : null,
    codePostal: p.postcode,
    commune: p.city,
    codeInsee: p.citycode ?? null,
    libelle: p.label,
    identifiantBan: p.id,
    idBatiment: idBatiment ?? p.batId ?? null,
    longitude,
    latitude,
    geolocalisee: true,
  };
}

const echapper = (texte: string) => texte.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Adresse gardée telle que saisie, non géolocalisée (aucun résultat, service indisponible ou choix « garder mon
 * adresse ») : le numéro en tête, le code postal à 5 chiffres et la commune qui le suit sont reconnus ;
 * le reste est la voie.
 */
export function adresseNonGeolocalisee(saisie: string): Adresse {
  const texte = saisie.replace(/\s+/g, ' ').trim();
  const cp = /\s(\d{5})(?:\s+(.+))?$/.exec(texte);
  const avantCp = cp ? texte.slice(0, cp.index) : texte;
  // Numéro en tête, avec son indice ; une plage (« 12-14 », « 12 et 14 ») est gardée entière : la règle de
  // l'adresse de référence la refusera avec son propre message.
  const indice = '(?:\\s?(?:bis|ter|quater|quinquies|[a-z](?=[\\s,])))?';
  const numero = new RegExp(
    `^(\\d{1,5}${indice}(?:\\s?(?:-|à|et|,)\\s?\\d{1,5}${indice})*)(?:,|\\s)\\s*(.+)$`,
    'i',
  ).exec(avantCp);
  return {
    numeroVoie: numero?.[1] ?? null,
    voie: (numero?.[2] ?? avantCp).trim() || null,
    lieuDit: null,
    codePostal: cp?.[1] ?? null,
    commune: cp?.[2]?.trim() ?? null,
    codeInsee: null,
    libelle: texte || null,
    identifiantBan: null,
    idBatiment: null,
    longitude: null,
    latitude: null,
    geolocalisee: false,
  };
}

// ——— Parcelles ———

/** Référence cadastrale canonique (préfixe 3 chiffres, section 2 caractères, numéro 4 chiffres), ou `null`. */
export function referenceCadastrale(parcelle: {
  prefixe?: string | null;
  section: string;
  numero: string;
}): { prefixe: string; section: string; numero: string } | null {
  const prefixe = (parcelle.prefixe ?? '000').trim() || '000';
  const section = normaliserSectionParcelle(parcelle.section);
  const numero = normaliserNumeroParcelle(parcelle.numero);
  if (!/^\d{3}$/.test(prefixe) || section === null || numero === null) return null;
  return { prefixe, section, numero };
}

/** Identifiant unique de parcelle (14 caractères) : code INSEE, préfixe, section et numéro canoniques. */
export function identifiantParcelle(
  codeInsee: string,
  parcelle: { prefixe?: string | null; section: string; numero: string },
): string | null {
  const ref = referenceCadastrale(parcelle);
  if (ref === null || !/^(\d{2}|2[AB])\d{3}$/.test(codeInsee)) return null;
  return `${codeInsee}${ref.prefixe}${ref.section}${ref.numero}`;
}

/** Parcelle saisie, marquée géolocalisée ou non selon la réponse du cadastre. */
export function parcelleLocalisee(parcelle: Parcelle, resultat: ResultatParcelle): Parcelle {
  return { ...parcelle, geolocalisee: resultat.disponible && resultat.existe && resultat.geolocalisee };
}
