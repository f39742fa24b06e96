import {
  ajouterJours,
  CLE_SUCCESSEUR_VALIDITE_JOURS,
  canActionCopropriete,
  type DeclarationsPredecesseurAValider,
  dateParisTexte,
  decalageEtLimite,
  relationAvecCopropriete,
  typeActeurDuProfil,
  validationParCoproprietePossible,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerSuccessionRepository } from '../../repositories/succession.repository.js';

const JOUR_MS = 86_400_000;

/**
 * Section « déclarations de prédécesseurs à valider » de la liste des copropriétés (ADR 0312) : les copropriétés dont
 * le mandat courant désigne l'établissement de l'appelant comme successeur, déclaration en attente. Requête à part,
 * sur l'index du successeur : la liste principale n'en est pas ralentie. Chaque ligne porte l'action que permet la
 * règle du domaine (`VALIDER_DECLARATION_PREDECESSEUR`), comme la route de validation l'exige.
 */
export function creerDeclarationsAValider(db: Db, horloge: () => Date) {
  const repo = creerSuccessionRepository(db);
  return async function declarationsAValider(
    utilisateur: UtilisateurSession,
    pagination: { page: number; taille: number },
  ): Promise<DeclarationsPredecesseurAValider> {
    const idSuccesseur = utilisateur.idTeledeclarant;
    // Seul un syndic peut être désigné successeur (ADR 0330) : personne d'autre n'a de déclaration à valider.
    if (idSuccesseur === null || typeActeurDuProfil(utilisateur.profil) !== 'declarant') {
      return { lignes: [], totalItems: 0 };
    }
    const maintenant = horloge();
    const declaresApres = new Date(maintenant.getTime() - CLE_SUCCESSEUR_VALIDITE_JOURS * JOUR_MS);
    const { lignes, totalItems } = await repo.declarationsAValider(
      idSuccesseur,
      declaresApres,
      decalageEtLimite({ pageNumber: pagination.page, pageSize: pagination.taille }),
    );
    const compte = { profil: utilisateur.profil, authorities: utilisateur.authorities };
    return {
      lignes: lignes.map((ligne) => {
        const declareLe = ligne.successeurDeclareLe as Date;
        const designe = validationParCoproprietePossible(
          { ...ligne, statut: ligne.statutMandat, cleEnAttente: true },
          idSuccesseur,
          maintenant,
        );
        const permise = canActionCopropriete('VALIDER_DECLARATION_PREDECESSEUR', {
          etat: ligne.etat,
          statutMandatCourant: ligne.statutMandat,
          compte,
          relation: relationAvecCopropriete(compte, {
            idTeledeclarantAppelant: idSuccesseur,
            idTeledeclarantCourant: null,
            appelantAuteur: false,
          }),
          faits: { successeurDesigne: designe },
        });
        return {
          id: ligne.id,
          numeroImmatriculation: ligne.numeroImmatriculation,
          nom: ligne.nom,
          adresseReference: ligne.adresseReference,
          etat: ligne.etat,
          predecesseur: ligne.predecesseur,
          declareeLe: dateParisTexte(declareLe) ?? '',
          valableJusquAu: dateParisTexte(ajouterJours(declareLe, CLE_SUCCESSEUR_VALIDITE_JOURS - 1)) ?? '',
          actions: permise ? ['VALIDER_DECLARATION_PREDECESSEUR' as const] : [],
        };
      }),
      totalItems,
    };
  };
}
