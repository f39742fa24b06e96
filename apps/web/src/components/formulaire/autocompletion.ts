/**
 * Logique pure de l'autocomplétion d'adresse (motif « combobox » WAI-ARIA 1.2, liste de propositions) :
 * l'état de la liste et la navigation au clavier, sans DOM.
 */

/** Adresse proposée par la recherche (port de géocodage, Base Adresse Nationale). */
export interface SuggestionAdresse {
  id: string;
  /** Libellé complet, affiché et repris dans le champ une fois choisi. */
  label: string;
  codePostal: string;
  commune: string;
  /** Identifiant du bâtiment (RNB), quand il est connu. */
  batId?: string;
}

/** `inactif` : rien à proposer ; `aucun` : la recherche n'a rien trouvé ; `erreur` : service indisponible. */
export type StatutAutocompletion = 'inactif' | 'chargement' | 'resultats' | 'aucun' | 'erreur';

export interface EtatAutocompletion {
  statut: StatutAutocompletion;
  suggestions: readonly SuggestionAdresse[];
  /** Liste déroulée (propositions ou message « Aucune adresse trouvée »). */
  ouverte: boolean;
  /** Proposition active (`aria-activedescendant`), -1 si aucune. */
  indexActif: number;
}

export type EvenementAutocompletion =
  | { type: 'chercher' }
  | { type: 'recevoir'; suggestions: readonly SuggestionAdresse[] }
  | { type: 'echouer' }
  | { type: 'vider' }
  | { type: 'suivant' }
  | { type: 'precedent' }
  | { type: 'activer'; index: number }
  | { type: 'fermer' };

export const ETAT_INITIAL_AUTOCOMPLETION: EtatAutocompletion = {
  statut: 'inactif',
  suggestions: [],
  ouverte: false,
  indexActif: -1,
};

export function reduireAutocompletion(
  etat: EtatAutocompletion,
  evenement: EvenementAutocompletion,
): EtatAutocompletion {
  const nombre = etat.suggestions.length;
  switch (evenement.type) {
    case 'chercher':
      return { ...etat, statut: 'chargement', indexActif: -1 };
    case 'recevoir':
      return {
        statut: evenement.suggestions.length > 0 ? 'resultats' : 'aucun',
        suggestions: evenement.suggestions,
        ouverte: true,
        indexActif: -1,
      };
    case 'echouer':
      return { statut: 'erreur', suggestions: [], ouverte: true, indexActif: -1 };
    case 'vider':
      return ETAT_INITIAL_AUTOCOMPLETION;
    case 'suivant':
      // Flèche bas : ouvre la liste sur la première proposition, puis avance (en bouclant).
      if (nombre === 0) {
        return etat.statut === 'aucun' || etat.statut === 'erreur' ? { ...etat, ouverte: true } : etat;
      }
      return { ...etat, ouverte: true, indexActif: etat.ouverte ? (etat.indexActif + 1) % nombre : 0 };
    case 'precedent':
      // Flèche haut : ouvre la liste sur la dernière proposition, puis recule (en bouclant).
      if (nombre === 0) {
        return etat.statut === 'aucun' || etat.statut === 'erreur' ? { ...etat, ouverte: true } : etat;
      }
      return {
        ...etat,
        ouverte: true,
        indexActif: etat.ouverte && etat.indexActif > 0 ? etat.indexActif - 1 : nombre - 1,
      };
    case 'activer':
      return evenement.index >= 0 && evenement.index < nombre
        ? { ...etat, indexActif: evenement.index }
        : etat;
    case 'fermer':
      return { ...etat, ouverte: false, indexActif: -1 };
  }
}

/** Proposition que la touche Entrée choisirait, s'il y en a une. */
export function suggestionActive(etat: EtatAutocompletion): SuggestionAdresse | undefined {
  return etat.ouverte && etat.indexActif >= 0 ? etat.suggestions[etat.indexActif] : undefined;
}

export const TEXTES_AUTOCOMPLETION = {
  aucune: 'Aucune adresse trouvée',
  chargement: 'Recherche des adresses en cours…',
  erreur: "La recherche d'adresse est indisponible pour le moment. Réessayez la saisie plus tard.",
  resultats: (n: number) =>
    `${n} adresse${n > 1 ? 's' : ''} proposée${n > 1 ? 's' : ''}. Utilisez les flèches haut et bas pour choisir, Entrée pour valider.`,
} as const;

/** Annonce du lecteur d'écran (zone `role="status"`) pour l'état courant. */
export function annonceAutocompletion(etat: EtatAutocompletion): string {
  switch (etat.statut) {
    case 'inactif':
      return '';
    case 'chargement':
      return TEXTES_AUTOCOMPLETION.chargement;
    case 'aucun':
      return TEXTES_AUTOCOMPLETION.aucune;
    case 'erreur':
      return TEXTES_AUTOCOMPLETION.erreur;
    case 'resultats':
      return TEXTES_AUTOCOMPLETION.resultats(etat.suggestions.length);
  }
}
