import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type SchemaNomme, type SorteSonde, schemasDeSaisie, sonde } from '../test/schemas.js';

/**
 * Chaque erreur de schéma montrée à une personne est une phrase française sur le champ (ADR 0090) : les
 * schémas de saisie du domaine sont essayés avec des valeurs absentes, vides, d'un mauvais type, fausses,
 * trop longues ou hors bornes, et aucun message ne doit venir de la bibliothèque (ni de sa locale française).
 */

const SCHEMAS = schemasDeSaisie();

/** Message rendu par la bibliothèque quand le schéma ne porte pas le sien (locale remplacée pour le test). */
const MESSAGE_DE_BIBLIOTHEQUE = '«message de la bibliothèque»';

const SORTES: readonly SorteSonde[] = [
  'absente',
  'nulle',
  'vide',
  'mauvaisType',
  'fausse',
  'tropLongue',
  'horsBornes',
];

function messagesDeBibliotheque({ nom, schema }: SchemaNomme): string[] {
  return SORTES.flatMap((sorte) => {
    const resultat = z.safeParse(schema, sonde(schema, sorte));
    return (resultat.error?.issues ?? [])
      .filter((issue) => issue.message === MESSAGE_DE_BIBLIOTHEQUE || issue.message === '')
      .map((issue) => `${nom} (${sorte}) : ${issue.path.join('.') || '(racine)'} → ${issue.code}`);
  });
}

describe("messages d'erreur des schémas", () => {
  it('chaque erreur sur un champ vide ou faux est une phrase du domaine, jamais un message de la bibliothèque', () => {
    const configuration = z.config();
    z.config({ localeError: () => MESSAGE_DE_BIBLIOTHEQUE, customError: undefined });
    try {
      const fautifs = [...new Set(SCHEMAS.flatMap(messagesDeBibliotheque))];
      expect(fautifs).toEqual([]);
    } finally {
      z.config(configuration);
    }
  }, 60_000);

  it('le test reconnaît un message de la bibliothèque', () => {
    z.config({ localeError: () => MESSAGE_DE_BIBLIOTHEQUE });
    const schema = z.object({ civilite: z.enum(['MME', 'M']) });
    expect(messagesDeBibliotheque({ nom: 'essai', schema })).not.toEqual([]);
  });
});
