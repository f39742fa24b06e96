import {
  type ActionCopropriete,
  actionCoproprieteLabels,
  formaterNumeroImmatriculation,
  type LigneRechercheCopropriete,
} from '@registre/domain';

/**
 * Où mène chaque action de ligne (ADR 0160) : le parcours qui la réalise. Le serveur refuse de toute façon
 * une action que la règle ne permet pas ; la liste n'affiche que celles que la règle permet.
 */
export interface LienAction {
  libelle: string;
  /** Lien interne (parcours) ou téléchargement (`telechargement`). */
  vers: string;
  telechargement?: true;
}

/** Parcours de déclaration (brouillons, demandes, mises à jour) : `/immatriculer-copropriete`. */
const parcours = (etape: string, params: Record<string, string | number>) =>
  `/immatriculer-copropriete/${etape}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;

export function lienAction(action: ActionCopropriete, ligne: LigneRechercheCopropriete): LienAction | null {
  const libelle = actionCoproprieteLabels[action];
  switch (action) {
    case 'MODIFIER_DEMANDE':
    case 'ENREGISTRER_MODIFICATIONS':
      return ligne.idBrouillon === null
        ? null
        : { libelle, vers: parcours('identification', { id: ligne.idBrouillon }) };
    case 'FICHE_SYNTHETIQUE':
      return { libelle, vers: `/api/coproprietes/${ligne.id}/fiche-synthetique`, telechargement: true };
    default:
      // Mises à jour (standard, annuelle, exercices non approuvés, correction) : le parcours de
      // `/immatriculer-copropriete` ne sait pas encore les ouvrir pour une copropriété immatriculée ; suppression
      // du brouillon et des déclarations : pas encore de bouton ; actions de l'issue 11 : à venir. Aucun lien
      // n'est affiché plutôt qu'un lien qui mènerait ailleurs.
      return null;
  }
}

/** Nom accessible d'une action sur une ligne : l'action et la copropriété visée. */
export function nomAccessible(action: ActionCopropriete, ligne: LigneRechercheCopropriete): string {
  const cible = ligne.numeroImmatriculation
    ? formaterNumeroImmatriculation(ligne.numeroImmatriculation)
    : (ligne.nom ?? `n° ${ligne.id}`);
  return `${actionCoproprieteLabels[action]} — ${cible}`;
}
