import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { clesTeledeclarants, clesUtilisateurs } from './cles-requetes';

/** Clés dont l'état est « à relire » après l'invalidation. */
function invalidees(client: QueryClient): string[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => JSON.stringify(q.queryKey));
}

describe('fabriques des clés de requête', () => {
  it('invalider les recherches de télédéclarants relit chaque recherche, pas les fiches', async () => {
    const client = new QueryClient();
    client.setQueryData(clesTeledeclarants.recherche({ nom: 'a' }), []);
    client.setQueryData(clesTeledeclarants.recherche({ nom: 'b' }), []);
    client.setQueryData(clesTeledeclarants.fiche(7), {});
    await client.invalidateQueries({ queryKey: clesTeledeclarants.recherches() });
    expect(invalidees(client).sort()).toEqual([
      JSON.stringify(clesTeledeclarants.recherche({ nom: 'a' })),
      JSON.stringify(clesTeledeclarants.recherche({ nom: 'b' })),
    ]);
    await client.invalidateQueries({ queryKey: clesTeledeclarants.tout });
    expect(invalidees(client)).toHaveLength(3);
  });

  it("invalider les comptes d'un établissement relit toutes ses pages, pas celles d'un autre", async () => {
    const client = new QueryClient();
    client.setQueryData(clesUtilisateurs.page(1, 1), []);
    client.setQueryData(clesUtilisateurs.page(1, 2), []);
    client.setQueryData(clesUtilisateurs.page(2, 1), []);
    await client.invalidateQueries({ queryKey: clesUtilisateurs.etablissement(1) });
    expect(invalidees(client).sort()).toEqual([
      JSON.stringify(clesUtilisateurs.page(1, 1)),
      JSON.stringify(clesUtilisateurs.page(1, 2)),
    ]);
  });
});
