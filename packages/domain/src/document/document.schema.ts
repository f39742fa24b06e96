import { z } from 'zod';
import { DateTexte } from '../commun/dates.js';
import { Identifiant } from '../commun/identifiant.js';

/** Longueur maximale d'un nom de fichier conservé. */
export const LONGUEUR_MAX_NOM_FICHIER = 255;

/** Empreinte SHA-256 en hexadécimal minuscule (64 caractères). */
export const EmpreinteSha256 = z.string().regex(/^[0-9a-f]{64}$/, { error: 'Empreinte SHA-256 attendue.' });
export type EmpreinteSha256 = z.infer<typeof EmpreinteSha256>;

/**
 * Métadonnées d'un document déposé (justificatif de mandat ou de dissolution, pièce d'une réclamation).
 * Le contenu est conservé dans PostgreSQL avec son empreinte, dans la même transaction que ce qui s'y réfère.
 */
export const DocumentMetadonnees = z.object({
  id: Identifiant.nullish(),
  /** Nom du fichier tel que déposé. */
  nom: z.string().min(1).max(LONGUEUR_MAX_NOM_FICHIER),
  /** Type MIME reconnu à la signature du contenu (`application/pdf`). */
  type: z.string().min(1).max(100),
  /** Taille en octets. */
  taille: z.number().int().min(0),
  sha256: EmpreinteSha256,
  dateTeleversement: DateTexte.nullish(),
});
export type DocumentMetadonnees = z.infer<typeof DocumentMetadonnees>;
