/**
 * Messages génériques des champs de formulaire (spec 2 §8), partagés par le client et le serveur.
 * Les clés reprennent le nom du validateur ; une clé inconnue affiche `messageValidateurInconnu`.
 */
export const messagesGeneriques = {
  required: 'Ce champ est obligatoire.',
  email: "L'adresse électronique n'est pas valide.",
  pattern: "Le format n'est pas valide.",
  min: (min: number | string) => `La valeur doit être supérieure ou égale à ${min}.`,
  max: (max: number | string) => `La valeur doit être inférieure ou égale à ${max}.`,
  minlength: (n: number) => `Ce champ doit contenir au moins ${n} caractères.`,
  maxlength: (n: number) => `Ce champ doit contenir au plus ${n} caractères.`,
  notEqual: 'Les valeurs saisies ne sont pas identiques.',
  minFiles: (n: number) => `Vous devez joindre au moins ${n} fichier${n > 1 ? 's' : ''}.`,
  maxFiles: (n: number) => `Vous pouvez joindre au plus ${n} fichier${n > 1 ? 's' : ''}.`,
  invalideTypeFile: (nomFichier: string) => `Le format du fichier « ${nomFichier} » n'est pas autorisé.`,
  invalideSizeFile: (nomFichier: string) =>
    `Le fichier « ${nomFichier} » dépasse la taille maximale autorisée.`,
  date: 'La date doit être au format jj/mm/aaaa.',
} as const;

/** Message de repli quand aucun message n'est prévu pour un validateur (spec 2 §8). */
export function messageValidateurInconnu(cle: string): string {
  return `Validator ${cle} is not valid`;
}
