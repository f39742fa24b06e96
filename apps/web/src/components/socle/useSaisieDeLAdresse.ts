import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReset } from 'react-hook-form';

/** Clé d'une saisie, indépendante de l'ordre de ses champs. */
function cleDe(saisie: object): string {
  return JSON.stringify(Object.entries(saisie).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Formulaire de recherche dont la saisie vit dans l'adresse de la page (retour arrière, lien partagé) : il se recale
 * sur l'adresse quand elle change d'ailleurs (historique, lien), pas quand le changement vient de son propre envoi.
 * Sinon un critère choisi entre l'envoi et le passage de l'effet (« Effacer les critères » puis aussitôt un état)
 * était effacé par le recalage, et la recherche partait sans lui.
 */
export function useSaisieDeLAdresse<T extends FieldValues>(
  saisie: T,
  reset: UseFormReset<T>,
  onRechercher: (saisie: T) => void,
) {
  const cle = cleDe(saisie);
  const envoyee = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: la clé résume la saisie de l'adresse.
  useEffect(() => {
    const attendue = envoyee.current;
    envoyee.current = null;
    if (attendue !== cle) reset(saisie);
  }, [cle, reset]);
  return {
    /** Envoie la saisie (l'adresse change ; le formulaire garde ce qui y est saisi). */
    rechercher(valeurs: T) {
      envoyee.current = cleDe(valeurs);
      onRechercher(valeurs);
    },
    /** Vide le formulaire tout de suite, puis envoie la saisie vide. */
    effacer(vide: T) {
      reset(vide);
      envoyee.current = cleDe(vide);
      onRechercher(vide);
    },
  };
}
