import type { AvertissementChamp } from '@registre/domain';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ErreurAppel } from '../../api/client';

/** Ce qui reçoit les avertissements à confirmer renvoyés par le serveur (`useAvertissements`). */
export interface RecepteurAvertissements {
  recevoir(avertissements: readonly AvertissementChamp[], champsConnus: readonly string[]): void;
}

export interface OptionsReportErreurs {
  /** État des avertissements du formulaire ; sans lui, un avertissement devient l'erreur générale. */
  avertissements?: RecepteurAvertissements;
  /** Chemin du formulaire d'un champ nommé par le serveur, quand les deux formes diffèrent. */
  versChamp?: (champServeur: string) => string;
  /** Champ qui reçoit le message d'une 400 sans détail (sinon l'erreur générale). */
  champParDefaut?: string;
}

/**
 * Chemins pointés des valeurs d'un formulaire (ses champs connus), pour un formulaire qui n'est pas décrit
 * dans le domaine : `{ a: { b: 1 } }` donne `['a.b']`. Un tableau ou un fichier est une valeur.
 */
export function cheminsDesValeurs(valeurs: object, prefixe = ''): string[] {
  return Object.entries(valeurs).flatMap(([cle, valeur]) =>
    valeur !== null &&
    typeof valeur === 'object' &&
    !Array.isArray(valeur) &&
    !(valeur instanceof Date) &&
    !(typeof File !== 'undefined' && valeur instanceof File)
      ? cheminsDesValeurs(valeur, `${prefixe}${cle}.`)
      : [`${prefixe}${cle}`],
  );
}

/**
 * Seule façon de montrer une réponse 400 du serveur sur un formulaire (spec 2 §8, ADR 0100) : chaque
 * erreur d'un champ connu va sous ce champ, les autres dans l'erreur générale (`root`) ; les
 * avertissements à confirmer vont à l'état `avertissements`, qui les affiche sur leurs champs avec une
 * case de confirmation. Renvoie faux pour toute autre erreur, que l'appelant laisse au traitement commun
 * (notification) ou relance ; sinon les messages qui ne visent aucun champ connu (aussi posés en erreur
 * générale), pour un écran qui les montre ailleurs, et si une erreur a été posée sous un champ.
 */
export function reporterErreursServeur<T extends FieldValues>(
  erreur: unknown,
  setError: UseFormSetError<T>,
  champsConnus: readonly string[],
  options: OptionsReportErreurs = {},
): false | { messagesHorsChamp: string[]; surChamp: boolean } {
  if (!(erreur instanceof ErreurAppel) || erreur.status !== 400) return false;
  const versChamp = options.versChamp ?? ((champ: string) => champ);
  const champs = (erreur.erreur.champs ?? []).map((c) => ({ ...c, champ: versChamp(c.champ) }));
  const avertissements = (erreur.erreur.avertissements ?? []).map((a) => ({
    ...a,
    champ: versChamp(a.champ),
  }));
  const inconnus = champs.filter((c) => !champsConnus.includes(c.champ));
  for (const champ of champs) {
    if (champsConnus.includes(champ.champ)) {
      // Sans déplacer le focus : le résumé des erreurs le prend, et une sortie du champ revaliderait
      // celui-ci en effaçant l'erreur du serveur.
      setError(champ.champ as Path<T>, { type: 'serveur', message: champ.message });
    }
  }
  // Sans état d'avertissements, un avertissement ne peut pas se confirmer : il devient l'erreur générale.
  if (options.avertissements) options.avertissements.recevoir(avertissements, champsConnus);
  const generaux = [...inconnus, ...(options.avertissements ? [] : avertissements)].map((c) => c.message);
  const sansDetail = champs.length === 0 && avertissements.length === 0;
  if (sansDetail && options.champParDefaut !== undefined) {
    setError(options.champParDefaut as Path<T>, { type: 'serveur', message: erreur.message });
  } else if (sansDetail || generaux.length > 0) {
    const message = generaux.length > 0 ? generaux.join(' ') : erreur.message;
    setError('root' as Path<T>, { type: 'serveur', message });
  }
  return { messagesHorsChamp: generaux, surChamp: champs.length > inconnus.length };
}
