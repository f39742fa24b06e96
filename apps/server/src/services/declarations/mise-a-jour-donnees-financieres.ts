import {
  ErreurMetier,
  exerciceModifiable,
  type MiseAJourDonneesFinancieres,
  type MiseAJourEnregistree,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerDeclarationRepository } from '../../repositories/declaration.repository.js';
import { exigerActionSurCopropriete } from '../coproprietes/infos-action-copropriete.js';
import type { creerServiceEnregistrementMiseAJour } from './enregistrement-mise-a-jour.js';
import { MESSAGE_AUCUNE_DECLARATION_VALIDEE } from './ouverture-mise-a-jour.js';

export const MESSAGE_EXERCICE_APPROUVE =
  'Les comptes du dernier exercice déclaré ne sont pas déclarés non approuvés : ses données ne se modifient plus.';

/**
 * Mise à jour des exercices aux comptes non approuvés (`PUT coproprietes/mettreAJourDonneesFinancieres/{id}`,
 * ADR 0135) : la dernière déclaration validée, ses données financières remplacées, est enregistrée et
 * transmise comme une mise à jour `COMPTESNONAPPROUVES` par le même cas d'usage que les autres, si la règle
 * du domaine permet encore de modifier cet exercice (`exerciceModifiable`).
 */
export function creerServiceMiseAJourDonneesFinancieres(
  db: Db,
  enregistrer: ReturnType<typeof creerServiceEnregistrementMiseAJour>,
) {
  const repo = creerDeclarationRepository(db);
  return async (
    utilisateur: UtilisateurSession,
    idCopropriete: number,
    corps: MiseAJourDonneesFinancieres,
  ): Promise<MiseAJourEnregistree> => {
    const base = {
      cleCreation: corps.cleCreation,
      typeMaj: 'COMPTESNONAPPROUVES' as const,
      avertissementsConfirmes: corps.avertissementsConfirmes,
    };
    // Rejeu : la mise à jour de cette clé existe déjà ; l'enregistrement la rend telle quelle à son auteur.
    if ((await repo.idParCleCreation(corps.cleCreation)) !== undefined) {
      return enregistrer(utilisateur, 'true', idCopropriete, { ...base, immatCopropriete: {} });
    }
    // Droits d'abord : une copropriété d'un autre établissement ne dit rien de ses exercices.
    await exigerActionSurCopropriete(db, utilisateur, idCopropriete, 'MAJ_COMPTES_NON_APPROUVES');
    const validee = await repo.derniereValidee(idCopropriete);
    if (!validee) throw new ErreurMetier('conflit', MESSAGE_AUCUNE_DECLARATION_VALIDEE);
    const { infoRattachement: _mandat, ...immat } = validee.declaration.immatCopropriete;
    const modifiable = exerciceModifiable(
      {
        statutDeclaration: validee.entete.statut,
        comptesNonApprouves: immat.donneesFinancieres?.comptesNonApprouves,
      },
      true,
    );
    if (!modifiable) throw new ErreurMetier('conflit', MESSAGE_EXERCICE_APPROUVE);
    return enregistrer(utilisateur, 'true', idCopropriete, {
      ...base,
      immatCopropriete: { ...immat, donneesFinancieres: corps.donneesFinancieres },
    });
  };
}
