import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type ContratRoute, defineRoute, type NomsParametresChemin, parametresDuChemin } from './contrat.js';
import { listerContrats } from './index.js';

const contrats = listerContrats();
const nom = (c: ContratRoute) => `${c.method} ${c.path}`;

describe('forme des contrats de route (ADR 0095)', () => {
  it.each(contrats.map((c) => [nom(c), c] as const))('%s : accès énoncé', (_nom, contrat) => {
    const { acces } = contrat;
    const valide = acces === 'public' || acces === 'connecte' || (Array.isArray(acces) && acces.length > 0);
    expect(valide, `accès ${JSON.stringify(acces)}`).toBe(true);
  });

  it.each(contrats.map((c) => [nom(c), c] as const))(
    '%s : les clés de params sont exactement les paramètres du chemin',
    (_nom, contrat) => {
      const attendus = parametresDuChemin(contrat.path).sort();
      expect(Object.keys(contrat.params?.shape ?? {}).sort()).toEqual(attendus);
    },
  );

  it.each(contrats.map((c) => [nom(c), c] as const))(
    '%s : exemple présent dès qu’il y a des paramètres ou un corps, et conforme aux schémas',
    (_nom, contrat) => {
      const { exemple } = contrat;
      if (contrat.params || contrat.body) expect(exemple, 'exemple obligatoire').toBeDefined();
      if (!exemple) return;
      const verifier = (schema: z.ZodType | undefined, valeur: unknown, partie: string) => {
        if (!schema) {
          expect(valeur, `${partie} sans schéma`).toBeUndefined();
          return;
        }
        const resultat = schema.safeParse(valeur ?? (partie === 'query' ? {} : undefined));
        expect(resultat.error?.issues ?? [], partie).toEqual([]);
      };
      // Les paramètres de chemin arrivent en texte : l'exemple doit passer une fois converti en texte.
      const paramsTexte =
        exemple.params && Object.fromEntries(Object.entries(exemple.params).map(([k, v]) => [k, String(v)]));
      verifier(contrat.params, paramsTexte, 'params');
      verifier(contrat.query, exemple.query, 'query');
      verifier(contrat.body, exemple.body, 'body');
    },
  );
});

describe('vérifications à la compilation de defineRoute', () => {
  it('extrait les paramètres du chemin, au type comme à l’exécution', () => {
    const noms: NomsParametresChemin<'/api/x/:id/y/:nom/PRO'>[] = ['id', 'nom'];
    expect(parametresDuChemin('/api/x/:id/y/:nom/PRO')).toEqual(noms);
  });

  it('refuse à la compilation les contrats mal formés (ce fichier est compilé par tsc -b)', () => {
    const reponse = z.null();
    const valides = [
      defineRoute({
        method: 'GET',
        path: '/api/essai/:id/PRO',
        summary: 'Essai',
        acces: ['CATEGORISATION'],
        params: z.object({ id: z.coerce.number() }),
        response: reponse,
        exemple: { params: { id: 3 } },
      }),
      defineRoute({
        method: 'GET',
        path: '/api/essai',
        summary: 'Essai',
        acces: 'public',
        response: reponse,
      }),
    ];
    const refuses = [
      defineRoute({
        method: 'GET',
        path: '/api/essai/:id',
        summary: 'Paramètre en trop',
        acces: 'connecte',
        // @ts-expect-error `autre` n'est pas dans le chemin
        params: z.object({ id: z.string(), autre: z.string() }),
        response: reponse,
        exemple: { params: { id: 'a', autre: 'b' } },
      }),
      defineRoute({
        method: 'GET',
        path: '/api/essai/:id/:nom',
        summary: 'Paramètre manquant',
        acces: 'connecte',
        // @ts-expect-error `nom` manque
        params: z.object({ id: z.string() }),
        response: reponse,
        exemple: { params: { id: 'a' } },
      }),
      // @ts-expect-error chemin avec paramètre mais pas de params
      defineRoute({
        method: 'GET',
        path: '/api/essai/:id',
        summary: 'Sans params',
        acces: 'public',
        response: reponse,
      }),
      // @ts-expect-error accès non énoncé
      defineRoute({ method: 'GET', path: '/api/essai', summary: 'Sans accès', response: reponse }),
      defineRoute({
        method: 'GET',
        path: '/api/essai',
        summary: 'Liste vide',
        // @ts-expect-error une liste d'autorisations n'est jamais vide
        acces: [],
        response: reponse,
      }),
      defineRoute({
        method: 'GET',
        path: '/api/essai',
        summary: 'Autorisation inconnue',
        // @ts-expect-error autorisation qui n'existe pas
        acces: ['INCONNUE'],
        response: reponse,
      }),
      // @ts-expect-error un corps sans exemple
      defineRoute({
        method: 'POST',
        path: '/api/essai',
        summary: 'Sans exemple',
        acces: 'connecte',
        body: z.object({ n: z.number() }),
        response: reponse,
      }),
      defineRoute({
        method: 'POST',
        path: '/api/essai',
        summary: 'Exemple faux',
        acces: 'connecte',
        body: z.object({ n: z.number() }),
        response: reponse,
        // @ts-expect-error l'exemple ne suit pas le schéma du corps
        exemple: { body: { n: 'douze' } },
      }),
    ];
    expect(valides.map((c) => c.acces)).toEqual([['CATEGORISATION'], 'public']);
    expect(refuses).toHaveLength(8);
  });
});
