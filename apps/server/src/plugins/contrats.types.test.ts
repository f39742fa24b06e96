import { compteRoutes, systemeRoutes } from '@registre/domain';
import { describe, expect, it } from 'vitest';
import { implementer } from './contrats.js';

// Fichier compilé par `tsc -b` : les `@ts-expect-error` échouent à la compilation si le typage se relâche.
describe('typage des gestionnaires (ADR 0095)', () => {
  it('sur une route protégée la personne connectée est non nulle, sur une route publique elle peut manquer', () => {
    const protegee = implementer(compteRoutes.connexionEnTantQue, async ({ utilisateur, params, body }) => {
      const idCompte: number = utilisateur.idCompte;
      const id: number = params.id;
      // @ts-expect-error la route n'a pas de corps
      const corps: string = body;
      throw new Error(`${idCompte} ${id} ${corps}`);
    });
    const publique = implementer(systemeRoutes.health, async ({ utilisateur }) => {
      // @ts-expect-error la personne peut manquer sur une route publique
      const idCompte: number = utilisateur.idCompte;
      expect(idCompte).toBeUndefined();
      return { status: 'ok' as const };
    });
    expect([protegee.contrat.acces, publique.contrat.acces]).toEqual([['LIST_RCH_USER_TENEUR'], 'public']);
  });
});
