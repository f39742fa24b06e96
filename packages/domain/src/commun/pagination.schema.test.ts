import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decalageEtLimite, PaginationOptions, paginer, resultatPagine } from './pagination.schema.js';

describe('PaginationOptions', () => {
  it('applique les valeurs par défaut : page 1, 10 éléments, sans tri', () => {
    expect(PaginationOptions.parse({})).toEqual({
      pageNumber: 1,
      pageSize: 10,
      sortDirection: null,
      sortField: null,
    });
  });

  it.each([
    [{ pageNumber: 0 }, false],
    [{ pageNumber: 1.5 }, false],
    [{ pageSize: 0 }, false],
    [{ pageSize: 4000 }, true],
    [{ pageSize: 4001 }, false],
    [{ sortDirection: 'ASC', sortField: 'profilDemandeur' }, true],
    [{ sortDirection: 'asc' }, false],
  ])('%j valide : %s', (options, attendu) => {
    expect(PaginationOptions.safeParse(options).success).toBe(attendu);
  });

  it('traduit une page en décalage et limite', () => {
    expect(decalageEtLimite({ pageNumber: 1, pageSize: 10 })).toEqual({ offset: 0, limit: 10 });
    expect(decalageEtLimite({ pageNumber: 3, pageSize: 25 })).toEqual({ offset: 50, limit: 25 });
  });

  it('découpe une liste en mémoire', () => {
    const liste = Array.from({ length: 23 }, (_, i) => i);
    expect(paginer(liste, { pageNumber: 3, pageSize: 10 })).toEqual({
      elements: [20, 21, 22],
      totalItems: 23,
    });
    expect(paginer(liste, { pageNumber: 4, pageSize: 10 })).toEqual({ elements: [], totalItems: 23 });
  });
});

describe('resultatPagine', () => {
  const Resultat = resultatPagine('teledeclarantDTOList', z.object({ id: z.number() }));

  it('nomme la liste selon le contrat', () => {
    const valeur = Resultat.parse({ teledeclarantDTOList: [{ id: 1 }], totalItems: 1 });
    expect(valeur.teledeclarantDTOList[0]?.id).toBe(1);
  });

  it('refuse une liste mal nommée ou un total négatif', () => {
    expect(Resultat.safeParse({ elements: [], totalItems: 0 }).success).toBe(false);
    expect(Resultat.safeParse({ teledeclarantDTOList: [], totalItems: -1 }).success).toBe(false);
  });
});
