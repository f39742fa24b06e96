import { z } from 'zod';
import { CodeDepartement, CodePostal } from '../commun/formats.js';
import { texte } from '../commun/texte.js';
import { CodeInseeCommune } from '../copropriete/copropriete.schema.js';
import { defineRoute } from './contrat.js';

/** Commune desservie par un code postal (base officielle des codes postaux croisée avec le découpage administratif). */
export const CommuneCodePostal = z.object({
  codeInsee: z.string(),
  nom: z.string(),
  /** Libellé d'acheminement de La Poste (ligne 6 de l'adresse postale). */
  acheminement: z.string(),
  codeDepartement: z.string(),
});
export type CommuneCodePostal = z.infer<typeof CommuneCodePostal>;

/**
 * Commune du référentiel (Code officiel géographique) : commune actuelle ou arrondissement municipal de Paris,
 * Lyon et Marseille (`codeCommuneParente`), avec ses codes postaux.
 */
export const Commune = z.object({
  codeInsee: z.string(),
  nom: z.string(),
  /** COM (commune), ARM (arrondissement municipal). */
  type: z.string(),
  codeDepartement: z.string(),
  codeRegion: z.string(),
  codeCommuneParente: z.string().nullable(),
  codesPostaux: z.array(z.string()),
});
export type Commune = z.infer<typeof Commune>;

/**
 * Commune absorbée (commune déléguée ou associée) d'une commune actuelle. Son préfixe cadastral est celui des
 * parcelles qui y sont situées : les 3 derniers chiffres de son ancien code INSEE (000 pour la commune déléguée
 * chef-lieu, qui porte le code de la commune nouvelle).
 */
export const CommuneAbsorbee = z.object({
  code: z.string(),
  nom: z.string(),
  /** COMD (commune déléguée), COMA (commune associée). */
  type: z.string(),
  codeCommune: z.string(),
  prefixeCadastral: z.string(),
});
export type CommuneAbsorbee = z.infer<typeof CommuneAbsorbee>;

/** Nom de commune cherché (spec 2 §5.6 : contient ; `$` en tête : commence par ; `_` : un caractère). */
const TermeCommune = texte({ min: 1, max: 100, libelle: 'Le nom de la commune' });

/** Nombre maximal de communes rendues par une recherche par nom. */
export const LIMITE_RECHERCHE_COMMUNES = 50;

/**
 * Recherche de communes par code postal (spec 2 §7.13 « municipalities lookup by postal code », chemin non
 * donné par la spécification, ADR 0091) : les formulaires d'adresse proposent la liste des communes du code
 * postal, et le serveur refait le même contrôle à l'enregistrement.
 */
export const communesRoutes = {
  parCodePostal: defineRoute({
    method: 'GET',
    path: '/api/public/communes/codepostal/:codePostal',
    summary:
      'Ajout (ADR 0091) : communes desservies par un code postal, par nom (liste vide si le code est inconnu)',
    acces: 'public',
    params: z.object({ codePostal: CodePostal }),
    response: z.array(CommuneCodePostal),
    exemple: { params: { codePostal: '69003' } },
  }),
  parLibelle: defineRoute({
    method: 'GET',
    path: '/api/public/communes/lib/:x',
    summary: `Communes dont le nom contient le texte (spec 2 §7.5), les plus peuplées d'abord, ${LIMITE_RECHERCHE_COMMUNES} au plus`,
    acces: 'public',
    params: z.object({ x: TermeCommune }),
    response: z.array(Commune),
    exemple: { params: { x: 'montpel' } },
  }),
  absorbees: defineRoute({
    method: 'GET',
    path: '/api/public/communesabsorbees/:x',
    summary: 'Communes absorbées (déléguées ou associées) d’une commune, par code INSEE (spec 2 §7.5)',
    acces: 'public',
    params: z.object({ x: CodeInseeCommune }),
    response: z.array(CommuneAbsorbee),
    exemple: { params: { x: '74010' } },
  }),
  parDepartementEtTerme: defineRoute({
    method: 'GET',
    path: '/api/public/commune/:dept/:term',
    summary: `Communes d'un département dont le nom contient le texte (spec 2 §7.5), ${LIMITE_RECHERCHE_COMMUNES} au plus`,
    acces: 'public',
    params: z.object({ dept: CodeDepartement, term: TermeCommune }),
    response: z.array(Commune),
    exemple: { params: { dept: '34', term: 'montpel' } },
  }),
  parDepartement: defineRoute({
    method: 'GET',
    path: '/api/public/communes/findCommunesByIdDepartement/:dept',
    summary: 'Toutes les communes d’un département, par nom (spec 2 §7.5)',
    acces: 'public',
    params: z.object({ dept: CodeDepartement }),
    response: z.array(Commune),
    exemple: { params: { dept: '2A' } },
  }),
  parCodeInsee: defineRoute({
    method: 'GET',
    path: '/api/public/commune/findOneCommuneByInseeCommune/:insee',
    summary: 'Une commune par son code INSEE (spec 2 §7.5) ; 404 si elle n’existe pas',
    acces: 'public',
    params: z.object({ insee: CodeInseeCommune }),
    response: Commune,
    exemple: { params: { insee: '34172' } },
  }),
} as const;
