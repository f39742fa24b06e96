import type { Constat } from '../commun/resultat.js';
import { messagesGeneriques } from '../messages/generiques.js';
import {
  type ChampConditionnelReclamation,
  champsObligatoiresParTypeReclamation,
  type PrecisionReclamation,
  precisionsParTypeReclamation,
  type TypeDemandeur,
  type TypeReclamation,
  typesReclamationParDemandeur,
} from '../referentiels/reclamation.js';

interface ReclamationAControler {
  typeDemandeur: TypeDemandeur;
  typeReclamation: TypeReclamation;
  precision?: PrecisionReclamation | null;
  adressePrincipale?: string | null;
  numImmatriculation?: string | null;
}

/**
 * Cohérence des listes du formulaire : le type de réclamation est proposé au demandeur, et la précision
 * (obligatoire quand le type en propose) appartient au type choisi.
 */
export function controlerCoherenceReclamation(reclamation: ReclamationAControler): Constat[] {
  const constats: Constat[] = [];
  if (!typesReclamationParDemandeur[reclamation.typeDemandeur].includes(reclamation.typeReclamation)) {
    constats.push({
      champ: 'typeReclamation',
      code: 'reclamation.type.nonPropose',
      message: "Ce type de demande n'est pas proposé pour votre qualité de demandeur.",
    });
  }
  const precisions = precisionsParTypeReclamation[reclamation.typeReclamation];
  if (reclamation.precision == null) {
    if (precisions.length > 0) {
      constats.push({
        champ: 'precision',
        code: 'reclamation.precision.requise',
        message: messagesGeneriques.required,
      });
    }
  } else if (!precisions.includes(reclamation.precision)) {
    constats.push({
      champ: 'precision',
      code: 'reclamation.precision.nonProposee',
      message: "Cette précision n'est pas proposée pour ce type de demande.",
    });
  }
  return constats;
}

/**
 * Champs obligatoires selon le type de réclamation (spec 2 §5.6) : adresse principale, numéro
 * d'immatriculation et pièce justificative. `aPieceJointe` indique si un fichier accompagne la demande.
 */
export function verifierChampsObligatoiresReclamation(
  reclamation: ReclamationAControler,
  aPieceJointe: boolean,
): Constat[] {
  const renseigne: Record<ChampConditionnelReclamation, boolean> = {
    adressePrincipale: Boolean(reclamation.adressePrincipale?.trim()),
    numImmatriculation: Boolean(reclamation.numImmatriculation?.trim()),
    pieceJointe: aPieceJointe,
  };
  return champsObligatoiresParTypeReclamation[reclamation.typeReclamation]
    .filter((champ) => !renseigne[champ])
    .map((champ) => ({ champ, code: `reclamation.${champ}.requis`, message: messagesGeneriques.required }));
}
