import type { AvertissementChamp } from '@registre/domain';

/**
 * Avertissements à confirmer d'un formulaire (ADR 0100), hors de React pour être testés seuls : la
 * liste reçue du serveur, les codes cochés par la personne et les codes à renvoyer avec la requête.
 */
export interface EtatAvertissementsFormulaire {
  /** Avertissements du dernier envoi, dans l'ordre du serveur. */
  liste: readonly AvertissementChamp[];
  /** Avertissements dont le champ n'est pas dans le formulaire : affichés dans le résumé. */
  horsChamp: readonly AvertissementChamp[];
  /** Codes confirmés par la personne. */
  confirmes: readonly string[];
}

export const ETAT_AVERTISSEMENTS_VIDE: EtatAvertissementsFormulaire = {
  liste: [],
  horsChamp: [],
  confirmes: [],
};

export type EvenementAvertissements =
  | { type: 'recevoir'; avertissements: readonly AvertissementChamp[]; champsConnus: readonly string[] }
  | { type: 'confirmer'; code: string; confirme: boolean }
  | { type: 'vider' };

/**
 * Transition de l'état des avertissements. À la réception, une confirmation déjà donnée pour un code
 * toujours présent est gardée (la personne n'a pas à recocher) ; les autres tombent.
 */
export function reduireAvertissements(
  etat: EtatAvertissementsFormulaire,
  evenement: EvenementAvertissements,
): EtatAvertissementsFormulaire {
  switch (evenement.type) {
    case 'recevoir': {
      const codes = new Set(evenement.avertissements.map((a) => a.code));
      return {
        liste: [...evenement.avertissements],
        horsChamp: evenement.avertissements.filter((a) => !evenement.champsConnus.includes(a.champ)),
        confirmes: etat.confirmes.filter((code) => codes.has(code)),
      };
    }
    case 'confirmer': {
      const autres = etat.confirmes.filter((code) => code !== evenement.code);
      return { ...etat, confirmes: evenement.confirme ? [...autres, evenement.code] : autres };
    }
    case 'vider':
      return ETAT_AVERTISSEMENTS_VIDE;
  }
}

/** Avertissements posés sur un champ (chemin pointé de react-hook-form). */
export function avertissementsDuChamp(
  etat: EtatAvertissementsFormulaire,
  champ: string,
): readonly AvertissementChamp[] {
  return etat.liste.filter((a) => a.champ === champ);
}

/** Codes confirmés à renvoyer : seulement ceux des avertissements affichés. */
export function codesConfirmes(etat: EtatAvertissementsFormulaire): string[] {
  const presents = new Set(etat.liste.map((a) => a.code));
  return etat.confirmes.filter((code) => presents.has(code));
}

/** Reste-t-il un avertissement affiché que la personne n'a pas confirmé ? */
export function resteAConfirmer(etat: EtatAvertissementsFormulaire): boolean {
  return etat.liste.some((a) => !etat.confirmes.includes(a.code));
}
