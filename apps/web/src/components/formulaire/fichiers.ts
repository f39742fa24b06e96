import {
  type ErreurFichier,
  type FichierDepose,
  TAILLE_MAX_FICHIER_OCTETS,
  verifierFichiers,
} from '@registre/domain';
import { z } from 'zod';

/**
 * Règles du champ de dépôt de fichiers (spec 2 §5.6) : type dans la liste autorisée (liste vide : tout
 * type), taille au plus `tailleMax` (5 Mo par défaut), nombre de fichiers entre `min` et `max`. Les
 * erreurs de type et de taille portent le nom du fichier ; « obligatoire » ne s'applique qu'après une
 * première interaction avec le champ.
 */
export interface ReglesFichiers {
  /** Types MIME (`application/pdf`, `image/*`) ou extensions (`.pdf`) ; vide ou absent : tout type. */
  typesAutorises?: readonly string[];
  /** Taille maximale d'un fichier en octets (5 Mo par défaut). */
  tailleMax?: number;
  /** Au moins un fichier est exigé. */
  requis?: boolean;
  /** Nombre minimal de fichiers (0 par défaut). */
  min?: number;
  /** Nombre maximal de fichiers (sans limite par défaut). */
  max?: number;
}

export interface ContexteValidationFichiers {
  /**
   * La personne a déjà interagi avec le champ (sélection, annulation, sortie du champ, envoi du
   * formulaire). Avant cela, l'absence de fichier n'est pas signalée.
   */
  interagi: boolean;
}

/** Un `File` du navigateur (ou tout objet de même forme) vu comme fichier déposé du domaine. */
export function versFichierDepose(fichier: Pick<File, 'name' | 'type' | 'size'>): FichierDepose {
  return { nom: fichier.name, type: fichier.type, taille: fichier.size };
}

/**
 * Contrôle une sélection de fichiers ; renvoie toutes les erreurs (nombre, puis type et taille de
 * chaque fichier), liste vide si elle convient. Avant toute interaction, les erreurs de fichiers
 * manquants (`required`, `minFiles`) sont tues.
 */
export function validerFichiers(
  fichiers: readonly Pick<File, 'name' | 'type' | 'size'>[],
  regles: ReglesFichiers = {},
  contexte: ContexteValidationFichiers = { interagi: true },
): ErreurFichier[] {
  const erreurs = verifierFichiers(fichiers.map(versFichierDepose), {
    typesAutorises: regles.typesAutorises ?? [],
    tailleMax: regles.tailleMax ?? TAILLE_MAX_FICHIER_OCTETS,
    ...(regles.min !== undefined && { min: regles.min }),
    ...(regles.max !== undefined && { max: regles.max }),
    ...(regles.requis !== undefined && { requis: regles.requis }),
  });
  return contexte.interagi ? erreurs : erreurs.filter((e) => e.code !== 'required' && e.code !== 'minFiles');
}

/** Les fichiers d'une valeur de formulaire (tableau de `File`, `FileList`, ou rien). */
export function fichiersDeValeur(valeur: unknown): File[] {
  if (typeof FileList !== 'undefined' && valeur instanceof FileList) {
    return Array.from(valeur);
  }
  return Array.isArray(valeur)
    ? valeur.filter((v): v is File => typeof File !== 'undefined' && v instanceof File)
    : [];
}

/**
 * Schéma zod d'un champ de fichiers, à placer dans le schéma du formulaire quand celui-ci passe par
 * `zodResolver` (les règles de `useController` sont alors ignorées par react-hook-form). Les erreurs
 * sont réunies en une seule issue dont le message les enchaîne.
 */
export function schemaFichiers(regles: ReglesFichiers = {}) {
  return z
    .array(z.custom<File>((v) => typeof File !== 'undefined' && v instanceof File))
    .superRefine((fichiers, ctx) => {
      const erreurs = validerFichiers(fichiers, regles);
      if (erreurs.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: erreurs.map((e) => e.message).join(' '),
          params: { codes: erreurs.map((e) => e.code) },
        });
      }
    });
}

const FORMAT_TAILLE = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** Taille lisible en français : « 5 Mo », « 512 ko », « 1,5 Mo ». */
export function formaterTaille(octets: number): string {
  if (octets >= 1024 * 1024) {
    return `${FORMAT_TAILLE.format(octets / (1024 * 1024))} Mo`;
  }
  if (octets >= 1024) {
    return `${FORMAT_TAILLE.format(octets / 1024)} ko`;
  }
  return `${FORMAT_TAILLE.format(octets)} octet${octets > 1 ? 's' : ''}`;
}

/** Nom lisible d'un type autorisé : « pdf » pour `application/pdf` ou `.pdf`, « images » pour `image/*`. */
function libelleType(type: string): string {
  const t = type.trim().toLowerCase();
  if (t.startsWith('.')) {
    return t.slice(1);
  }
  if (t.endsWith('/*')) {
    return `${t.slice(0, -2)}s`;
  }
  return t.split('/').pop() ?? t;
}

/** Texte d'aide DSFR décrivant les règles : « Taille maximale : 5 Mo. Format accepté : pdf. » */
export function aideFichiers(regles: ReglesFichiers = {}): string {
  const morceaux = [`Taille maximale : ${formaterTaille(regles.tailleMax ?? TAILLE_MAX_FICHIER_OCTETS)}.`];
  const formats = [...new Set((regles.typesAutorises ?? []).map(libelleType))];
  if (formats.length > 0) {
    morceaux.push(`${formats.length > 1 ? 'Formats acceptés' : 'Format accepté'} : ${formats.join(', ')}.`);
  }
  if (regles.max !== undefined && regles.max > 1) {
    morceaux.push(`Jusqu'à ${regles.max} fichiers.`);
  } else if (regles.max === undefined) {
    morceaux.push('Plusieurs fichiers possibles.');
  }
  return morceaux.join(' ');
}
