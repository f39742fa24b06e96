import { randomUUID } from 'node:crypto';
import type { Declaration, TypeImmat } from '@registre/domain';
import type { Db } from '../db/connexion.js';
import { creerDeclarationRepository } from '../repositories/declaration.repository.js';

/**
 * Brouillon d'immatriculation créé par le dépôt de l'application (copropriété `BROUILLON`, déclaration
 * `BROUILLON`) pour un établissement et un compte auteur.
 */
export async function creerBrouillonDeTest(
  db: Db,
  options: {
    idTeledeclarant: number | null;
    idCompte: number;
    nom?: string;
    typeImmat?: TypeImmat;
    contenu?: Declaration;
  },
): Promise<{ id: number; idCopropriete: number }> {
  const nom = options.nom ?? 'Résidence de test';
  return db.transaction(async (tx) => {
    const repo = creerDeclarationRepository(tx);
    const idCopropriete = await repo.creerCopropriete({ etat: 'BROUILLON', nom });
    const typeImmat = options.typeImmat ?? 'DEFAULT';
    const id = await repo.creer({
      idCopropriete,
      statut: 'BROUILLON',
      typeImmat,
      typeMaj: typeImmat === 'DEFAULT' ? null : typeImmat,
      idTeledeclarant: options.idTeledeclarant,
      idCompteDeclarant: options.idCompte,
      cleCreation: randomUUID(),
      contenu: options.contenu ?? { immatCopropriete: { identification: { nomCopropriete: nom } } },
    });
    if (id === undefined) throw new Error('Brouillon de test non créé.');
    return { id, idCopropriete };
  });
}
