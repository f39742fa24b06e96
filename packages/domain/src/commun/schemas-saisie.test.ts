import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { feuillesTexte, schemasDeSaisie } from '../test/schemas.js';

/**
 * Règles transverses des schémas de saisie du domaine (ADR 0090) : entrées de tous les contrats de routes et
 * schémas exportés (hors schémas de réponse seule).
 */

const SCHEMAS = schemasDeSaisie();

/** Textes piégés : octet nul, contrôles, surcharges et isolats bidirectionnels, largeur nulle, BOM. */
const TEXTES_PIEGES = [
  '\u0000',
  'a\u0000',
  '1\u0000',
  'ab\u0000cd',
  'Dupont\u0000 Jean-Pierre de la Fontaine',
  'jean\u0000@exemple.fr',
  '\u0007cloche',
  'abc\u202Edef',
  'Dupont\u202E',
  '\u2066Dupont\u2069',
  'Du\u200Bpont',
  '\uFEFFDupont',
  'Du\u0085pont',
  '\u001B[31mrouge',
];

describe('textes saisis', () => {
  it('le parcours trouve les schémas de saisie et leurs textes', () => {
    expect(SCHEMAS.length).toBeGreaterThan(50);
    expect(SCHEMAS.flatMap(feuillesTexte).length).toBeGreaterThan(100);
  });

  it("aucun champ texte d'un schéma de saisie n'accepte un caractère de contrôle ou de mise en forme invisible", () => {
    const acceptes = SCHEMAS.flatMap(feuillesTexte).flatMap(({ nom, schema }) =>
      TEXTES_PIEGES.filter((piege) => z.safeParse(schema, piege).success).map(
        (piege) => `${nom} accepte ${JSON.stringify(piege)}`,
      ),
    );
    expect(acceptes).toEqual([]);
  });
});
