import { z } from 'zod';
import * as domaine from '../index.js';
import { listerContrats } from '../routes/index.js';

/**
 * Parcours des schémas zod du domaine pour les tests transverses (ADR 0090) : schémas d'entrée des contrats
 * de routes (paramètres de chemin, requête, corps) et schémas exportés par le domaine, sauf ceux qui ne
 * décrivent qu'une réponse (données restituées, jamais saisies).
 */

type Schema = z.core.$ZodType;

export interface SchemaNomme {
  nom: string;
  schema: Schema;
}

function definition(schema: Schema): z.core.$ZodTypeDef {
  return schema._zod.def;
}

/** Schémas contenus directement dans un schéma (champs d'un objet, type enveloppé, options d'une union…). */
export function enfants(schema: Schema): Array<[string, Schema]> {
  const def = definition(schema);
  switch (def.type) {
    case 'object': {
      const objet = def as z.core.$ZodObjectDef;
      return Object.entries(objet.shape as Record<string, Schema>);
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
    case 'success':
      return [['', (def as z.core.$ZodOptionalDef).innerType]];
    case 'pipe': {
      const pipe = def as z.core.$ZodPipeDef;
      return [
        ['', pipe.in],
        ['', pipe.out],
      ];
    }
    case 'array':
      return [['[]', (def as z.core.$ZodArrayDef).element]];
    case 'set':
      return [['[]', (def as z.core.$ZodSetDef).valueType]];
    case 'record':
    case 'map': {
      const record = def as z.core.$ZodRecordDef;
      return [
        ['{clé}', record.keyType],
        ['{}', record.valueType],
      ];
    }
    case 'union':
      return (def as z.core.$ZodUnionDef).options.map((option, i) => [`|${i}`, option]);
    case 'intersection': {
      const intersection = def as z.core.$ZodIntersectionDef;
      return [
        ['', intersection.left],
        ['', intersection.right],
      ];
    }
    case 'tuple': {
      const tuple = def as z.core.$ZodTupleDef;
      return [...tuple.items, ...(tuple.rest ? [tuple.rest] : [])].map((item, i) => [`[${i}]`, item]);
    }
    case 'lazy':
      return [['', (def as z.core.$ZodLazyDef).getter()]];
    default:
      return [];
  }
}

const joindre = (chemin: string, segment: string) =>
  segment === ''
    ? chemin
    : segment.startsWith('[') || segment.startsWith('|')
      ? `${chemin}${segment}`
      : `${chemin}.${segment}`;

/** Toutes les feuilles de texte (`z.string()` et formats) d'un schéma, avec leur chemin. */
export function feuillesTexte(racine: SchemaNomme): SchemaNomme[] {
  const feuilles: SchemaNomme[] = [];
  const vus = new Set<Schema>();
  const parcourir = (schema: Schema, chemin: string) => {
    if (vus.has(schema)) return;
    vus.add(schema);
    if (definition(schema).type === 'string') {
      feuilles.push({ nom: chemin, schema });
    }
    for (const [segment, enfant] of enfants(schema)) {
      parcourir(enfant, joindre(chemin, segment));
    }
  };
  parcourir(racine.schema, racine.nom);
  return feuilles;
}

function atteints(racines: readonly Schema[]): Set<Schema> {
  const vus = new Set<Schema>();
  const pile = [...racines];
  while (pile.length > 0) {
    const schema = pile.pop() as Schema;
    if (vus.has(schema)) continue;
    vus.add(schema);
    pile.push(...enfants(schema).map(([, enfant]) => enfant));
  }
  return vus;
}

/** Schémas d'entrée de chaque contrat de route : paramètres de chemin, requête et corps. */
export function schemasEntreeDesContrats(): SchemaNomme[] {
  return listerContrats().flatMap((contrat) =>
    (['params', 'query', 'body'] as const).flatMap((partie) => {
      const schema = contrat[partie];
      return schema === undefined ? [] : [{ nom: `${contrat.method} ${contrat.path} ${partie}`, schema }];
    }),
  );
}

/**
 * Schémas de sortie qu'aucun contrat ne déclare en réponse : forme des erreurs de l'API, événements du journal
 * (écrits par le serveur, relus par le teneur), adresses proposées par le service de géocodage. Ils décrivent
 * ce que le registre restitue, jamais une saisie.
 */
const SCHEMAS_DE_SORTIE: ReadonlySet<unknown> = new Set([
  domaine.ErreurApi,
  domaine.ErreurChamp,
  domaine.AvertissementChamp,
  domaine.EvenementJournal,
  domaine.ResultatRechercheJournal,
  domaine.AuteurEvenement,
  domaine.CibleEvenement,
  domaine.DetailTransition,
  domaine.AdresseCandidate,
]);

/**
 * Schémas exportés par le domaine, sauf ceux qui ne servent qu'à décrire une réponse d'un contrat ou une
 * autre sortie : ceux-là restituent des données enregistrées et ne reçoivent aucune saisie (ADR 0090).
 */
export function schemasExportesDuDomaine(): SchemaNomme[] {
  const contrats = listerContrats();
  const entrees = atteints(schemasEntreeDesContrats().map(({ schema }) => schema));
  const reponses = atteints(contrats.map((contrat) => contrat.response));
  return (Object.entries(domaine) as Array<[string, unknown]>)
    .filter((entree): entree is [string, Schema] => entree[1] instanceof z.ZodType)
    .filter(([, schema]) => !SCHEMAS_DE_SORTIE.has(schema))
    .filter(([, schema]) => entrees.has(schema) || !reponses.has(schema))
    .map(([nom, schema]) => ({ nom, schema }));
}

/** Tous les schémas qui reçoivent une saisie : entrées des contrats et schémas exportés du domaine. */
export function schemasDeSaisie(): SchemaNomme[] {
  return [...schemasEntreeDesContrats(), ...schemasExportesDuDomaine()];
}

/** Sorte de valeur fausse à placer dans chaque feuille d'un schéma. */
export type SorteSonde =
  | 'absente'
  | 'nulle'
  | 'vide'
  | 'mauvaisType'
  | 'fausse'
  | 'tropLongue'
  | 'horsBornes';

function sondeFeuille(schema: Schema, sorte: SorteSonde): unknown {
  const type = definition(schema).type;
  switch (sorte) {
    case 'absente':
      return undefined;
    case 'nulle':
      return null;
    case 'vide':
      return '';
    case 'mauvaisType':
      return type === 'string' || type === 'enum' || type === 'literal' ? 12345 : 'texte';
    case 'fausse':
      return type === 'number' || type === 'bigint'
        ? 1.5
        : type === 'boolean'
          ? 'peut-être'
          : 'valeur fausse ?!';
    case 'tropLongue':
      return type === 'string' ? 'x'.repeat(25_000) : type === 'array' ? [] : 'x'.repeat(25_000);
    case 'horsBornes':
      return type === 'number' ? -1e15 : type === 'string' ? '0' : 1e15;
  }
}

/** Valeur d'essai d'un schéma : sa structure (objets, listes) garnie d'une sonde de la sorte demandée. */
export function sonde(schema: Schema, sorte: SorteSonde, profondeur = 0): unknown {
  const def = definition(schema);
  if (profondeur > 8) return undefined;
  switch (def.type) {
    case 'object':
      return Object.fromEntries(
        enfants(schema).map(([cle, enfant]) => [cle, sonde(enfant, sorte, profondeur + 1)]),
      );
    case 'array':
    case 'set':
      return sorte === 'tropLongue'
        ? Array.from({ length: 2_000 }, () =>
            sonde((def as z.core.$ZodArrayDef).element, 'fausse', profondeur + 1),
          )
        : [sonde((def as z.core.$ZodArrayDef).element, sorte, profondeur + 1)];
    case 'record':
      return { cle: sonde((def as z.core.$ZodRecordDef).valueType, sorte, profondeur + 1) };
    case 'union':
      return sonde((def as z.core.$ZodUnionDef).options[0] as Schema, sorte, profondeur + 1);
    case 'pipe':
      return sonde((def as z.core.$ZodPipeDef).in, sorte, profondeur + 1);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
    case 'lazy': {
      const [premier] = enfants(schema);
      return premier === undefined ? undefined : sonde(premier[1], sorte, profondeur + 1);
    }
    default:
      return sondeFeuille(schema, sorte);
  }
}
