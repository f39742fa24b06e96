import {
  actionsPossiblesCopropriete,
  type ContexteActionCopropriete,
  ErreurMetier,
  estDansFamille,
  PROFILS_NOTAIRE,
  PROFILS_TENEUR,
  relationAvecCopropriete,
} from '@registre/domain';
import type { UtilisateurSession } from '../../plugins/session.js';
import type { Lecteur, LigneListeCopropriete } from '../../repositories/liste-coproprietes.repository.js';

export const MESSAGE_COPROPRIETE_INCONNUE = "Cette copropriété n'existe pas.";
export const MESSAGE_COPROPRIETE_HORS_PERIMETRE =
  "Cette copropriété n'est pas gérée par votre établissement : vous ne pouvez pas y accéder.";

/** Périmètre de lecture de la personne connectée. */
export function lecteurDe(utilisateur: UtilisateurSession): Lecteur {
  return {
    teneur: estDansFamille(utilisateur.profil, PROFILS_TENEUR),
    notaire: estDansFamille(utilisateur.profil, PROFILS_NOTAIRE),
    idTeledeclarant: utilisateur.idTeledeclarant,
    idCompte: utilisateur.idCompte,
  };
}

/** Contexte de la règle des actions (ADR 0160) pour une ligne lue par `liste-coproprietes.repository`. */
export function contexteAction(
  utilisateur: UtilisateurSession,
  ligne: LigneListeCopropriete,
): ContexteActionCopropriete {
  return {
    etat: ligne.etat,
    statutMandatCourant: ligne.statutMandat,
    compte: { profil: utilisateur.profil, authorities: utilisateur.authorities },
    relation: relationAvecCopropriete(utilisateur, {
      idTeledeclarantAppelant: utilisateur.idTeledeclarant,
      idTeledeclarantCourant: ligne.idTeledeclarant,
      appelantAuteur: ligne.auteurAppelant,
    }),
    faits: {
      majComptesNonApprouvesAFaire: ligne.majComptesNonApprouvesAFaire,
      declarationsDepuisDerniereMajAnnuelle: ligne.declarationsDepuisDerniereMajAnnuelle,
      declarationAnterieureEnVigueur: ligne.declarationAnterieureEnVigueur,
      derniereMajAnnuelleCorrigeable: ligne.derniereMajAnnuelleCorrigeable,
      brouillonMajDeLAppelant: ligne.brouillonMajDeLAppelant,
      mandatArchive: ligne.mandatArchive,
    },
  };
}

export const actionsDeLaLigne = (utilisateur: UtilisateurSession, ligne: LigneListeCopropriete) =>
  actionsPossiblesCopropriete(contexteAction(utilisateur, ligne));

/** Ligne lue ou erreur : 404 si la copropriété n'existe pas, 403 si elle est hors du périmètre. */
export function exigerLigne(
  lue: LigneListeCopropriete | 'introuvable' | 'hors-perimetre',
): LigneListeCopropriete {
  if (lue === 'introuvable') throw new ErreurMetier('introuvable', MESSAGE_COPROPRIETE_INCONNUE);
  if (lue === 'hors-perimetre') throw new ErreurMetier('interdit', MESSAGE_COPROPRIETE_HORS_PERIMETRE);
  return lue;
}
