/**
 * Messages propres aux contrôles de format (spec 2 §5.2 et §8). Les messages génériques
 * (obligatoire, longueur, valeurs différentes…) restent dans `generiques.ts`.
 */
export const messagesFormats = {
  numeroImmatriculation:
    "Le numéro d'immatriculation doit comporter 2 lettres suivies de 7 chiffres (AB1234567 ou AB1-234-567).",
  numeroImmatriculationInconnu:
    "Ce numéro d'immatriculation n'est pas reconnu ou ne correspond pas à une copropriété immatriculée.",
  siretFormat: 'Le numéro SIRET doit comporter 14 chiffres.',
  siretCleControle: "Le numéro SIRET n'est pas valide : vérifiez sa saisie.",
  siretDejaUtilise:
    "Ce SIRET est déjà utilisé : contactez l'administrateur principal de votre établissement.",
  siretEmailDiscordants: "L'adresse électronique et le numéro SIRET ne correspondent pas.",
  siretEtablissementInconnu: 'Aucun établissement en activité ne correspond à ce numéro SIRET.',
  siretCoproprieteInconnu: 'Le numéro SIRET de la copropriété est inconnu.',
  emailConfirmation: "L'adresse électronique de confirmation doit être identique à l'adresse saisie.",
  telephone: "Le numéro de téléphone n'est pas valide (exemples : 01 23 45 67 89 ou +33 1 23 45 67 89).",
  codeApeFormat: 'Le code APE doit être au format 43.21Z.',
  codeApeNonAutorise: (codeNaf: string) =>
    `Le code APE ${codeNaf} de l'établissement n'est pas autorisé pour ce type de déclarant.`,
  codePostal: "Le code postal n'est pas valide : il comporte 5 chiffres.",
  codePostalDepartement: 'Le code postal ne correspond pas au département.',
  codePostalInconnu: "Ce code postal n'existe pas : vérifiez votre saisie.",
  communeCodePostal: (communes: readonly string[]) =>
    communes.length === 1
      ? `La commune ne correspond pas au code postal, qui dessert ${communes[0]}.`
      : `La commune ne correspond pas au code postal : choisissez parmi ${communes.slice(0, 10).join(', ')}${communes.length > 10 ? '…' : ''}.`,
  codeDepartement: "Le code du département n'est pas valide.",
  sectionParcelle:
    'La section cadastrale comporte 1 ou 2 caractères, lettres ou chiffres (par exemple A, AB ou 0A).',
  numeroParcelle: 'Le numéro de parcelle comporte 1 à 4 chiffres et ne peut pas être 0.',
  prefixeParcelle: 'Le préfixe cadastral comporte 3 chiffres (000 par défaut).',
  motDePasseLongueur: (n: number) => `Le mot de passe doit contenir au moins ${n} caractères.`,
  motDePasseMajuscule: 'Le mot de passe doit contenir au moins une lettre majuscule.',
  motDePasseMinuscule: 'Le mot de passe doit contenir au moins une lettre minuscule.',
  motDePasseChiffre: 'Le mot de passe doit contenir au moins un chiffre.',
  motDePasseCaractereSpecial:
    'Le mot de passe doit contenir au moins un caractère spécial (par exemple ! ? @ # %).',
  motDePasseEspace: "Le mot de passe ne doit pas contenir d'espace.",
  motDePasseConfirmation: 'Les deux mots de passe saisis ne sont pas identiques.',
  certificatExtension: 'Le certificat doit être un fichier au format .pem.',
  certificatClePublique:
    'Le fichier .pem doit contenir uniquement un certificat ou une clé publique, sans clé privée.',
  fichierFormatOuTaille:
    "Le format ou la taille du fichier n'est pas autorisé : déposez un PDF de 5 Mo au maximum.",
  fichierPdf: (nomFichier: string) => `Le fichier « ${nomFichier} » n'est pas un document PDF valide.`,
  fichierVide: (nomFichier: string) => `Le fichier « ${nomFichier} » est vide.`,
} as const;
