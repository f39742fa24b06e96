import { TAILLE_MAX_FICHIER_OCTETS } from '../constants.js';
import { messagesFormats } from '../messages/formats.js';
import { messagesGeneriques } from '../messages/generiques.js';
import { aujourdhuiParis, formaterDateCompacte } from './dates.js';

/**
 * Règles des fichiers déposés (spec 2 §5.6 et §5.2) et contrôle des PDF par leur contenu
 * (architecture, règle 7 : PDF seulement, 5 Mo au plus, reconnus à leur signature et non à leur nom).
 */

/** Ce que le client ou le serveur sait d'un fichier avant d'en lire le contenu. */
export interface FichierDepose {
  nom: string;
  /** Type MIME annoncé (par exemple `application/pdf`). */
  type: string;
  /** Taille en octets. */
  taille: number;
}

export type CodeErreurFichier =
  | 'required'
  | 'minFiles'
  | 'maxFiles'
  | 'invalideTypeFile'
  | 'invalideSizeFile';

export interface ErreurFichier {
  code: CodeErreurFichier;
  /** Fichier concerné, pour `invalideTypeFile` et `invalideSizeFile`. */
  nomFichier?: string;
  message: string;
}

export interface OptionsFichiers {
  /**
   * Types autorisés : types MIME (`application/pdf`, `image/*`) ou extensions (`.pdf`).
   * Une liste vide autorise tout type.
   */
  typesAutorises: readonly string[];
  /** Taille maximale d'un fichier, en octets. */
  tailleMax: number;
  /** Nombre minimal de fichiers (0 par défaut). */
  min?: number;
  /** Nombre maximal de fichiers (sans limite par défaut). */
  max?: number;
  /** Au moins un fichier est exigé (message « obligatoire » plutôt que `minFiles`). */
  requis?: boolean;
}

/** Options des justificatifs : un PDF de 5 Mo au plus. */
export const OPTIONS_JUSTIFICATIF_PDF: OptionsFichiers = {
  typesAutorises: ['application/pdf', '.pdf'],
  tailleMax: TAILLE_MAX_FICHIER_OCTETS,
  max: 1,
  requis: true,
};

function extension(nom: string): string {
  const point = nom.lastIndexOf('.');
  return point < 0 ? '' : nom.slice(point).toLowerCase();
}

/** Le fichier est-il d'un type autorisé (liste vide : tout type) ? */
export function estTypeAutorise(
  fichier: Pick<FichierDepose, 'nom' | 'type'>,
  typesAutorises: readonly string[],
): boolean {
  if (typesAutorises.length === 0) {
    return true;
  }
  const mime = fichier.type.trim().toLowerCase();
  return typesAutorises.some((autorise) => {
    const attendu = autorise.trim().toLowerCase();
    if (attendu.startsWith('.')) {
      return extension(fichier.nom) === attendu;
    }
    if (attendu.endsWith('/*')) {
      return mime.startsWith(attendu.slice(0, -1));
    }
    return mime === attendu;
  });
}

/**
 * Contrôle une sélection de fichiers : nombre (obligatoire, min, max), puis type et taille de chaque
 * fichier. Renvoie toutes les erreurs, dans cet ordre ; liste vide si la sélection convient.
 * L'erreur « obligatoire » ne s'affiche qu'après une première interaction (règle d'affichage du client).
 */
export function verifierFichiers(
  fichiers: readonly FichierDepose[],
  options: OptionsFichiers,
): ErreurFichier[] {
  const erreurs: ErreurFichier[] = [];
  const { min = 0, max, requis = false } = options;
  if (requis && fichiers.length === 0) {
    erreurs.push({ code: 'required', message: messagesGeneriques.required });
  } else if (fichiers.length < min) {
    erreurs.push({ code: 'minFiles', message: messagesGeneriques.minFiles(min) });
  }
  if (max !== undefined && fichiers.length > max) {
    erreurs.push({ code: 'maxFiles', message: messagesGeneriques.maxFiles(max) });
  }
  for (const fichier of fichiers) {
    if (!estTypeAutorise(fichier, options.typesAutorises)) {
      erreurs.push({
        code: 'invalideTypeFile',
        nomFichier: fichier.nom,
        message: messagesGeneriques.invalideTypeFile(fichier.nom),
      });
    }
    if (fichier.taille > options.tailleMax) {
      erreurs.push({
        code: 'invalideSizeFile',
        nomFichier: fichier.nom,
        message: messagesGeneriques.invalideSizeFile(fichier.nom),
      });
    }
  }
  return erreurs;
}

/** Signature d'un document PDF : les octets « %PDF- » en tête du fichier. */
export const SIGNATURE_PDF: readonly number[] = [0x25, 0x50, 0x44, 0x46, 0x2d];

/** Le contenu commence-t-il par la signature PDF « %PDF- » ? */
export function aSignaturePdf(contenu: Uint8Array): boolean {
  return contenu.length >= SIGNATURE_PDF.length && SIGNATURE_PDF.every((octet, i) => contenu[i] === octet);
}

export type CodeErreurPdf = 'vide' | 'signature' | 'taille';

export interface ErreurPdf {
  code: CodeErreurPdf;
  nomFichier: string;
  message: string;
}

/**
 * Contrôle d'un PDF reçu par son contenu (serveur, `api/public/pdf/estValide` et tout dépôt) :
 * non vide, signature « %PDF- », au plus `tailleMax` octets (5 Mo par défaut : 5 Mo + 1 octet est refusé).
 * Le nom et le type MIME annoncés ne sont pas pris en compte.
 */
export function verifierPdf(
  nomFichier: string,
  contenu: Uint8Array,
  tailleMax: number = TAILLE_MAX_FICHIER_OCTETS,
): ErreurPdf | null {
  if (contenu.length === 0) {
    return { code: 'vide', nomFichier, message: messagesFormats.fichierVide(nomFichier) };
  }
  if (contenu.length > tailleMax) {
    return { code: 'taille', nomFichier, message: messagesGeneriques.invalideSizeFile(nomFichier) };
  }
  if (!aSignaturePdf(contenu)) {
    return { code: 'signature', nomFichier, message: messagesFormats.fichierPdf(nomFichier) };
  }
  return null;
}

// Noms des fichiers exportés (spec 2 §9, ADR 0040).

/** Date « aaaammjj » du jour à Paris pour l'instant donné. */
export function dateFichier(maintenant: Date): string {
  return formaterDateCompacte(aujourdhuiParis(maintenant));
}

/** Nom d'un fichier exporté : « préfixe_aaaammjj.extension ». */
export function nomFichierExport(prefixe: string, extension: string, maintenant: Date): string {
  return `${prefixe}_${dateFichier(maintenant)}.${extension}`;
}

/** Nom de la fiche synthétique d'une seule copropriété : préfixé par son numéro d'immatriculation. */
export function nomFichierFicheSynthetique(numImmatriculation: string, maintenant: Date): string {
  return nomFichierExport(`${numImmatriculation}_fiche_synthetique`, 'pdf', maintenant);
}

/** Nom du fichier de données brutes : le « test » du nom fourni devient « donnees » (première occurrence). */
export function nomFichierDonneesBrutes(nomFourni: string): string {
  return nomFourni.replace('test', 'donnees');
}
