import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ErreurAppel } from '../../api/client';

/**
 * Reporte une erreur 400 du serveur sur le formulaire (spec 2 §8, appels `erreurs400Metier`) : chaque
 * erreur d'un champ connu va sous ce champ, les autres dans l'erreur générale (`root`). Renvoie faux pour
 * toute autre erreur, que l'appelant laisse au traitement commun (notification).
 */
export function reporterErreursServeur<T extends FieldValues>(
  erreur: unknown,
  setError: UseFormSetError<T>,
  champsConnus: readonly string[],
): boolean {
  if (!(erreur instanceof ErreurAppel) || erreur.status !== 400) return false;
  const champs = erreur.erreur.champs ?? [];
  const inconnus = champs.filter((c) => !champsConnus.includes(c.champ));
  for (const champ of champs) {
    if (champsConnus.includes(champ.champ)) {
      setError(champ.champ as Path<T>, { type: 'serveur', message: champ.message }, { shouldFocus: true });
    }
  }
  if (champs.length === 0 || inconnus.length > 0) {
    const message = inconnus.length > 0 ? inconnus.map((c) => c.message).join(' ') : erreur.message;
    setError('root' as Path<T>, { type: 'serveur', message });
  }
  return true;
}
