import { z } from 'zod';
import {
  LONGUEUR_MAX_EMAIL_NEWSLETTER,
  LONGUEUR_MAX_NOM_COPROPRIETE,
  LONGUEUR_MIN_MOT_DE_PASSE,
  LONGUEUR_MIN_MOT_DE_PASSE_COMPOSANT,
} from '../constants.js';
import { messagesFormats } from '../messages/formats.js';
import { messagesGeneriques } from '../messages/generiques.js';
import { estCodeDepartementValide, estCodePostalValide } from './codes-geographiques.js';
import { estSiretValide } from './siret.js';
import { texte } from './texte.js';

export { estCodeDepartementValide, estCodePostalValide } from './codes-geographiques.js';

/**
 * Contrôles de format de spec 2 §5.2 : une fonction pure par contrôle et un schéma zod qui la reprend
 * avec un message français. Les schémas valident sans transformer la valeur (ils restent représentables
 * dans le document OpenAPI) ; les fonctions `normaliser…` donnent la forme canonique à enregistrer.
 */

// ---------------------------------------------------------------------------------------------------
// Numéro d'immatriculation
// ---------------------------------------------------------------------------------------------------

const MOTIF_IMMAT_COMPACT = /^([A-Za-z]{2})(\d{7})$/;
const MOTIF_IMMAT_TIRETS = /^([A-Za-z]{2})(\d)-(\d{3})-(\d{3})$/;

/**
 * Forme canonique d'un numéro d'immatriculation (9 caractères, majuscules, sans tiret : « AB1234567 »)
 * à partir de l'une des deux formes admises, LLCCCCCCC ou LLC-CCC-CCC ; `null` si le texte n'en est pas une.
 */
export function normaliserNumeroImmatriculation(texte: string | null | undefined): string | null {
  if (typeof texte !== 'string') {
    return null;
  }
  const saisie = texte.trim();
  const compact = MOTIF_IMMAT_COMPACT.exec(saisie);
  if (compact !== null) {
    return `${compact[1]}${compact[2]}`.toUpperCase();
  }
  const tirets = MOTIF_IMMAT_TIRETS.exec(saisie);
  if (tirets !== null) {
    return `${tirets[1]}${tirets[2]}${tirets[3]}${tirets[4]}`.toUpperCase();
  }
  return null;
}

export function estNumeroImmatriculationValide(texte: string | null | undefined): boolean {
  return normaliserNumeroImmatriculation(texte) !== null;
}

/** Forme affichée « AB1-234-567 » ; le texte est rendu tel quel s'il n'est pas un numéro valide. */
export function formaterNumeroImmatriculation(texte: string): string {
  const canonique = normaliserNumeroImmatriculation(texte);
  if (canonique === null) {
    return texte;
  }
  return `${canonique.slice(0, 3)}-${canonique.slice(3, 6)}-${canonique.slice(6)}`;
}

/** Numéro d'immatriculation saisi sous l'une des deux formes admises. */
export const NumeroImmatriculation = texte({ max: 100, libelle: "Le numéro d'immatriculation" }).refine(
  estNumeroImmatriculationValide,
  { error: messagesFormats.numeroImmatriculation },
);
export type NumeroImmatriculation = z.infer<typeof NumeroImmatriculation>;

// ---------------------------------------------------------------------------------------------------
// SIRET
// ---------------------------------------------------------------------------------------------------

export {
  aFormatSiret,
  estSiretValide,
  normaliserSiret,
  SIREN_LA_POSTE,
  verifierCleLuhn,
} from './siret.js';

/** SIREN (9 premiers chiffres) d'un SIRET. */
export function sirenDuSiret(siret: string): string {
  return siret.slice(0, 9);
}

/** Numéro SIRET : 14 chiffres dont la clé de contrôle est exacte. */
export const Siret = texte({ max: 100, libelle: 'Le numéro SIRET', trim: false })
  .regex(/^\d{14}$/, { error: messagesFormats.siretFormat })
  .refine(estSiretValide, { error: messagesFormats.siretCleControle });
export type Siret = z.infer<typeof Siret>;

// ---------------------------------------------------------------------------------------------------
// Adresse électronique
// ---------------------------------------------------------------------------------------------------

/** Longueur maximale d'une adresse électronique (RFC 5321). */
export const LONGUEUR_MAX_EMAIL = 254;

/**
 * nom@domaine : la partie nom admet lettres, chiffres et les caractères & * + . - _ (le point ni en tête,
 * ni en fin, ni doublé) ; le domaine est une suite de libellés séparés par des points, terminée par
 * une extension d'au moins 2 lettres.
 */
const MOTIF_EMAIL =
  /^[A-Za-z0-9&*+_-]+(?:\.[A-Za-z0-9&*+_-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export function estEmailValide(texte: string | null | undefined): boolean {
  if (typeof texte !== 'string' || texte.length > LONGUEUR_MAX_EMAIL) {
    return false;
  }
  const arobase = texte.indexOf('@');
  return arobase > 0 && arobase <= 64 && MOTIF_EMAIL.test(texte);
}

/** Forme de comparaison d'une adresse (unicité d'un identifiant) : sans espaces autour, en minuscules. */
export function normaliserEmail(texte: string): string {
  return texte.trim().toLowerCase();
}

/** Adresse électronique (nom@domaine). */
export const Email = texte({ max: LONGUEUR_MAX_EMAIL, libelle: "L'adresse électronique" }).refine(
  estEmailValide,
  { error: messagesGeneriques.email },
);
export type Email = z.infer<typeof Email>;

/** Adresse d'inscription à la lettre d'information : 100 caractères au plus. */
export const EmailNewsletter = texte({
  max: LONGUEUR_MAX_EMAIL_NEWSLETTER,
  libelle: "L'adresse électronique",
}).refine(estEmailValide, { error: messagesGeneriques.email });
export type EmailNewsletter = z.infer<typeof EmailNewsletter>;

/**
 * Contrôle d'égalité stricte entre un champ et sa confirmation, à passer à `.superRefine` d'un objet :
 * l'erreur est portée par le champ de confirmation. Les schémas des deux champs retirent eux-mêmes
 * les espaces autour quand il le faut (adresses électroniques) ; un mot de passe est comparé tel quel.
 */
export function controlerConfirmation<K extends string, C extends string>(
  champ: K,
  champConfirmation: C,
  message: string,
): (valeur: { [P in K | C]?: string | null }, ctx: z.core.$RefinementCtx) => void {
  return (valeur, ctx) => {
    const a = valeur[champ];
    const b = valeur[champConfirmation];
    if ((a ?? '') !== (b ?? '')) {
      ctx.addIssue({ code: 'custom', path: [champConfirmation], message });
    }
  };
}

/** Confirmation de l'adresse électronique : comparée à l'adresse par `controlerConfirmation`. */
export const ConfirmationEmail = texte({
  max: LONGUEUR_MAX_EMAIL,
  min: 1,
  libelle: "La confirmation de l'adresse électronique",
});

/** Adresse électronique saisie deux fois (inscription, création d'utilisateur). */
export const EmailAvecConfirmation = z
  .object({ email: Email, confirmationEmail: ConfirmationEmail })
  .superRefine(controlerConfirmation('email', 'confirmationEmail', messagesFormats.emailConfirmation));
export type EmailAvecConfirmation = z.infer<typeof EmailAvecConfirmation>;

// ---------------------------------------------------------------------------------------------------
// Téléphone (ADR 0011)
// ---------------------------------------------------------------------------------------------------

/**
 * Forme canonique d'un numéro de téléphone (ADR 0011) ; `null` s'il n'est pas valide.
 * - numéro français : « 0X XX XX XX XX » ou « +33 X XX XX XX XX » (ou 0033…) → « 0XXXXXXXXX » ;
 * - autre indicatif international : « +CC… » (8 à 15 chiffres au total, norme E.164) → « +CC… ».
 * Espaces, points, tirets et un « (0) » après l'indicatif sont tolérés à la saisie.
 */
export function normaliserTelephone(texte: string | null | undefined): string | null {
  if (typeof texte !== 'string') {
    return null;
  }
  let compact = texte.replace(/\(0\)/g, '').replace(/[\s.-]/g, '');
  if (compact.startsWith('00')) {
    compact = `+${compact.slice(2)}`;
  }
  if (/^0[1-9]\d{8}$/.test(compact)) {
    return compact;
  }
  const francais = /^\+33([1-9]\d{8})$/.exec(compact);
  if (francais !== null) {
    return `0${francais[1]}`;
  }
  if (compact.startsWith('+33')) {
    return null;
  }
  return /^\+[1-9]\d{7,14}$/.test(compact) ? compact : null;
}

export function estTelephoneValide(texte: string | null | undefined): boolean {
  return normaliserTelephone(texte) !== null;
}

/** Affichage : « 01 23 45 67 89 » pour un numéro français, forme internationale sinon. */
export function formaterTelephone(texte: string): string {
  const canonique = normaliserTelephone(texte);
  if (canonique === null) {
    return texte;
  }
  return canonique.startsWith('+') ? canonique : (canonique.match(/\d{2}/g) ?? []).join(' ');
}

/** Numéro de téléphone, français ou international (ADR 0011). */
export const Telephone = texte({ max: 100, libelle: 'Le numéro de téléphone' }).refine(estTelephoneValide, {
  error: messagesFormats.telephone,
});
export type Telephone = z.infer<typeof Telephone>;

// ---------------------------------------------------------------------------------------------------
// Code APE (NAF)
// ---------------------------------------------------------------------------------------------------

export {
  CODES_APE,
  estCodeApeValide,
  normaliserCodeApe,
  type VerificationCodeApe,
  verifierCodeApeAutorise,
} from './codes-ape.js';

import { estCodeApeValide } from './codes-ape.js';

/** Code APE au format 43.21Z (le point peut être omis à la saisie). */
export const CodeApe = texte({ max: 100, libelle: 'Le code APE' }).refine(estCodeApeValide, {
  error: messagesFormats.codeApeFormat,
});
export type CodeApe = z.infer<typeof CodeApe>;

// ---------------------------------------------------------------------------------------------------
// Département et code postal
// ---------------------------------------------------------------------------------------------------

/** Code de département à 2 ou 3 caractères (01 à 95, 2A, 2B, 971 à 978, 984, 986 à 989). */
export const CodeDepartement = texte({ max: 100, libelle: 'Le code du département' })
  .toUpperCase()
  .refine(estCodeDepartementValide, { error: messagesFormats.codeDepartement });
export type CodeDepartement = z.infer<typeof CodeDepartement>;

/**
 * Codes postaux distribués par un bureau d'un département voisin : code postal → départements des
 * communes desservies autres que celui de son préfixe. Relevé dans `codes-postaux` 4.1.2 (La Poste)
 * croisé avec `@etalab/decoupage-administratif` ; à revoir lors d'une mise à jour de ces référentiels.
 */
const CODES_POSTAUX_INTERDEPARTEMENTAUX: Readonly<Record<string, readonly string[]>> = {
  '01200': ['74'],
  '01410': ['39'],
  '01590': ['39'],
  '05110': ['04'],
  '05130': ['04'],
  '05160': ['04'],
  '05700': ['26'],
  '06260': ['04'],
  '12210': ['15'],
  '13780': ['83'],
  '15230': ['12'],
  '21340': ['71'],
  '27370': ['76'],
  '30750': ['12'],
  '33220': ['24'],
  '34260': ['12'],
  '37120': ['86'],
  '37160': ['86'],
  '42620': ['03'],
  '43300': ['15'],
  '43450': ['15'],
  '48250': ['07'],
  '48500': ['12'],
  '52100': ['51'],
  '55120': ['51'],
  '57410': ['67'],
  '57412': ['67'],
  '62760': ['80'],
  '75015': ['92'],
  '75016': ['92'],
  '82160': ['12'],
  '82330': ['12'],
};

/** Codes postaux des collectivités qui n'en ont qu'un, hors règle du préfixe. */
const CODES_POSTAUX_UNIQUES: Readonly<Record<string, string>> = {
  '977': '97133', // Saint-Barthélemy
  '978': '97150', // Saint-Martin
  '989': '98799', // Clipperton
};

/**
 * Le code postal correspond-il au département ? Règle du préfixe (2 chiffres en métropole, 3 outre-mer),
 * 20xxx pour la Corse (2A et 2B), code unique pour Saint-Barthélemy, Saint-Martin et Clipperton, et
 * table des codes postaux desservant des communes d'un département voisin.
 */
export function codePostalCorrespondAuDepartement(codePostal: string, codeDepartement: string): boolean {
  const departement = codeDepartement.trim().toUpperCase();
  if (!estCodePostalValide(codePostal) || !estCodeDepartementValide(departement)) {
    return false;
  }
  if (CODES_POSTAUX_INTERDEPARTEMENTAUX[codePostal]?.includes(departement)) {
    return true;
  }
  const unique = CODES_POSTAUX_UNIQUES[departement];
  if (unique !== undefined) {
    return codePostal === unique;
  }
  if (departement === '2A' || departement === '2B') {
    return codePostal.startsWith('20');
  }
  return codePostal.startsWith(departement);
}

/** Message d'erreur du couple code postal / département, `null` s'il est correct. */
export function verifierCodePostal(codePostal: string, codeDepartement?: string | null): string | null {
  if (!estCodePostalValide(codePostal)) {
    return messagesFormats.codePostal;
  }
  if (codeDepartement != null && !codePostalCorrespondAuDepartement(codePostal, codeDepartement)) {
    return messagesFormats.codePostalDepartement;
  }
  return null;
}

/** Code postal : 5 chiffres. La correspondance au département se vérifie avec `verifierCodePostal`. */
export const CodePostal = texte({ max: 100, libelle: 'Le code postal' }).refine(estCodePostalValide, {
  error: messagesFormats.codePostal,
});
export type CodePostal = z.infer<typeof CodePostal>;

// ---------------------------------------------------------------------------------------------------
// Parcelle cadastrale
// ---------------------------------------------------------------------------------------------------

/**
 * Section cadastrale : 1 ou 2 caractères. La spécification parle de lettres ; le plan cadastral
 * (identifiant de parcelle à 14 caractères) écrit la section sur 2 caractères complétés par un 0 à
 * gauche (« 0A ») et certaines communes, notamment en Alsace-Moselle, ont des sections numériques :
 * lettres et chiffres sont donc admis, « 0 » et « 00 » refusés. Forme canonique : 2 caractères majuscules.
 */
export function normaliserSectionParcelle(texte: string | null | undefined): string | null {
  if (typeof texte !== 'string') {
    return null;
  }
  const saisie = texte.trim().toUpperCase();
  if (!/^[A-Z0-9]{1,2}$/.test(saisie) || /^0+$/.test(saisie)) {
    return null;
  }
  return saisie.padStart(2, '0');
}

/** Numéro de parcelle dans sa section : 1 à 4 chiffres, non nul. Forme canonique : 4 chiffres. */
export function normaliserNumeroParcelle(texte: string | null | undefined): string | null {
  if (typeof texte !== 'string') {
    return null;
  }
  const saisie = texte.trim();
  if (!/^\d{1,4}$/.test(saisie) || Number(saisie) === 0) {
    return null;
  }
  return saisie.padStart(4, '0');
}

/** Préfixe de section : 3 chiffres, code de la commune absorbée ou « 000 ». */
export function estPrefixeParcelleValide(texte: string): boolean {
  return /^\d{3}$/.test(texte);
}

export const SectionParcelle = texte({ max: 100, libelle: 'La section cadastrale' }).refine(
  (texte) => normaliserSectionParcelle(texte) !== null,
  { error: messagesFormats.sectionParcelle },
);
export type SectionParcelle = z.infer<typeof SectionParcelle>;

export const NumeroParcelle = texte({ max: 100, libelle: 'Le numéro de parcelle' }).refine(
  (texte) => normaliserNumeroParcelle(texte) !== null,
  { error: messagesFormats.numeroParcelle },
);
export type NumeroParcelle = z.infer<typeof NumeroParcelle>;

export const PrefixeParcelle = texte({ max: 100, libelle: 'Le préfixe cadastral' }).refine(
  estPrefixeParcelleValide,
  { error: messagesFormats.prefixeParcelle },
);
export type PrefixeParcelle = z.infer<typeof PrefixeParcelle>;

// ---------------------------------------------------------------------------------------------------
// Nom de la copropriété
// ---------------------------------------------------------------------------------------------------

/** Nom de la copropriété : obligatoire, 50 caractères au plus (espaces autour retirés). */
export const NomCopropriete = texte({
  max: LONGUEUR_MAX_NOM_COPROPRIETE,
  min: 1,
  libelle: 'Le nom de la copropriété',
});
export type NomCopropriete = z.infer<typeof NomCopropriete>;

// ---------------------------------------------------------------------------------------------------
// Mots de passe
// ---------------------------------------------------------------------------------------------------

/**
 * Règles de mot de passe (spec 2 §5.2) : `creationCompte` à la création d'un compte (12 caractères,
 * sans espace) ; `widget` pour le composant partagé par défaut (8 caractères). Les deux exigent
 * majuscule, minuscule, chiffre et caractère spécial (tout caractère ni lettre, ni chiffre, ni espace).
 */
export type RegleMotDePasse = 'creationCompte' | 'widget';

export const REGLES_MOT_DE_PASSE: Record<RegleMotDePasse, { longueurMin: number; espaceInterdit: boolean }> =
  {
    creationCompte: { longueurMin: LONGUEUR_MIN_MOT_DE_PASSE, espaceInterdit: true },
    widget: { longueurMin: LONGUEUR_MIN_MOT_DE_PASSE_COMPOSANT, espaceInterdit: false },
  };

/** Messages des critères non respectés, dans l'ordre d'affichage ; liste vide si le mot de passe convient. */
export function verifierMotDePasse(motDePasse: string, regle: RegleMotDePasse): string[] {
  const { longueurMin, espaceInterdit } = REGLES_MOT_DE_PASSE[regle];
  const erreurs: string[] = [];
  if ([...motDePasse].length < longueurMin) {
    erreurs.push(messagesFormats.motDePasseLongueur(longueurMin));
  }
  if (!/\p{Lu}/u.test(motDePasse)) {
    erreurs.push(messagesFormats.motDePasseMajuscule);
  }
  if (!/\p{Ll}/u.test(motDePasse)) {
    erreurs.push(messagesFormats.motDePasseMinuscule);
  }
  if (!/\p{Nd}/u.test(motDePasse)) {
    erreurs.push(messagesFormats.motDePasseChiffre);
  }
  if (!/[^\p{L}\p{N}\s]/u.test(motDePasse)) {
    erreurs.push(messagesFormats.motDePasseCaractereSpecial);
  }
  if (espaceInterdit && /\s/u.test(motDePasse)) {
    erreurs.push(messagesFormats.motDePasseEspace);
  }
  return erreurs;
}

/** Longueur maximale d'un mot de passe saisi (borne le coût du hachage). */
export const LONGUEUR_MAX_MOT_DE_PASSE = 200;

/** Mot de passe saisi pour se connecter ou confirmer une action : comparé tel quel (espaces compris). */
export const MotDePasseSaisi = texte({
  max: LONGUEUR_MAX_MOT_DE_PASSE,
  min: 1,
  libelle: 'Le mot de passe',
  trim: false,
});

/** Confirmation d'un nouveau mot de passe : comparée au mot de passe par `controlerConfirmation`. */
export const ConfirmationMotDePasse = texte({
  max: LONGUEUR_MAX_MOT_DE_PASSE,
  min: 1,
  libelle: 'La confirmation du mot de passe',
  trim: false,
});

const schemaMotDePasse = (regle: RegleMotDePasse) =>
  texte({ max: LONGUEUR_MAX_MOT_DE_PASSE, libelle: 'Le mot de passe', trim: false }).superRefine(
    (motDePasse, ctx) => {
      for (const message of verifierMotDePasse(motDePasse, regle)) {
        ctx.addIssue({ code: 'custom', message });
      }
    },
  );

/** Mot de passe choisi à la création d'un compte : 12 caractères au moins, sans espace. */
export const MotDePasseCreationCompte = schemaMotDePasse('creationCompte');
export type MotDePasseCreationCompte = z.infer<typeof MotDePasseCreationCompte>;

/** Mot de passe du composant partagé par défaut : 8 caractères au moins. */
export const MotDePasseWidget = schemaMotDePasse('widget');
export type MotDePasseWidget = z.infer<typeof MotDePasseWidget>;

// ---------------------------------------------------------------------------------------------------
// Certificat
// ---------------------------------------------------------------------------------------------------

/** Nom de fichier de certificat : extension .pem (casse indifférente) précédée d'un nom. */
export function estNomFichierPem(nomFichier: string): boolean {
  return /^[^/\\]+\.pem$/i.test(nomFichier.trim());
}

/**
 * Contenu d'un fichier .pem acceptable : au moins un bloc certificat ou clé publique, et aucune clé privée
 * (spec 2 §5.2 : « public key only »).
 */
export function estContenuPemPublic(contenu: string): boolean {
  if (/-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----/.test(contenu)) {
    return false;
  }
  return /-----BEGIN (CERTIFICATE|PUBLIC KEY)-----[\s\S]+?-----END \1-----/.test(contenu);
}

export const NomFichierCertificat = texte({ max: 255, libelle: 'Le nom du certificat' }).refine(
  estNomFichierPem,
  { error: messagesFormats.certificatExtension },
);
export type NomFichierCertificat = z.infer<typeof NomFichierCertificat>;
