import { z } from 'zod';
import { DateTexte } from '../commun/dates.js';
import { Identifiant } from '../commun/identifiant.js';
import { erreursDuChamp, texte } from '../commun/texte.js';

/** Longueur maximale d'un nom de fichier conservé. */
export const LONGUEUR_MAX_NOM_FICHIER = 255;

/** Empreinte SHA-256 en hexadécimal minuscule (64 caractères). */
export const EmpreinteSha256 = texte({ max: 100, libelle: "L'empreinte du document" }).regex(
  /^[0-9a-f]{64}$/,
  { error: 'Empreinte SHA-256 attendue.' },
);
export type EmpreinteSha256 = z.infer<typeof EmpreinteSha256>;

/**
 * Métadonnées d'un document déposé (justificatif de mandat ou de dissolution, pièce d'une réclamation).
 * Le contenu est conservé dans PostgreSQL avec son empreinte, dans la même transaction que ce qui s'y réfère.
 */
export const DocumentMetadonnees = z.object({
  id: Identifiant.nullish(),
  /** Nom du fichier tel que déposé. */
  nom: texte({ max: LONGUEUR_MAX_NOM_FICHIER, min: 1, libelle: 'Le nom du fichier' }),
  /** Type MIME reconnu à la signature du contenu (`application/pdf`). */
  type: texte({ max: 100, min: 1, libelle: 'Le type du fichier' }),
  /** Taille en octets. */
  taille: z
    .number({ error: erreursDuChamp('La taille du fichier') })
    .int()
    .min(0),
  sha256: EmpreinteSha256,
  dateTeleversement: DateTexte.nullish(),
});
export type DocumentMetadonnees = z.infer<typeof DocumentMetadonnees>;
