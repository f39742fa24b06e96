import { z } from 'zod';
import { erreursDuChamp } from '../commun/texte.js';

/** Catégorie des fiches mémo téléchargeables (spec 1 §3, `api/public/fichesmemo/recupereNomDesFichiers`). */
export const CategorieFicheMemo = z.enum(['GENERAL', 'INSTITUTION', 'NOTAIRE', 'PRO', 'BENEVOLE'], {
  error: erreursDuChamp('La catégorie de la fiche'),
});
export type CategorieFicheMemo = z.infer<typeof CategorieFicheMemo>;

export const categorieFicheMemoLabels: Record<CategorieFicheMemo, string> = {
  GENERAL: 'Fiches générales',
  INSTITUTION: 'Fiches pour les institutionnels',
  NOTAIRE: 'Fiches pour les notaires',
  PRO: 'Fiches pour les syndics professionnels',
  BENEVOLE: 'Fiches pour les syndics bénévoles',
};

/** Nom de fichier d'une fiche mémo (clé du téléchargement) : lettres, chiffres, tirets, points ; `.pdf`. */
export const NomFicheMemo = z
  .string({ error: 'Le nom de la fiche est requis.' })
  .max(200, { error: 'Le nom de la fiche ne doit pas dépasser 200 caractères.' })
  .regex(/^[\w-]+(\.[\w-]+)*\.pdf$/i, { error: 'Nom de fiche mémo PDF attendu (par exemple fiche.pdf).' });
export type NomFicheMemo = z.infer<typeof NomFicheMemo>;

/** Fiche mémo publiée, telle que la liste publique la montre (`recupereNomDesFichiers?categorie`). */
export const FicheMemoPubliee = z.object({
  /** Nom du fichier PDF, clé du téléchargement avec la catégorie. */
  nom: NomFicheMemo,
  /** Titre lisible de la fiche, repris dans les métadonnées du PDF. */
  titre: z.string(),
  /** Une phrase qui dit ce que la fiche explique. */
  description: z.string(),
  /** Taille du PDF en octets, annoncée à côté du lien. */
  taille: z.number().int().nonnegative(),
});
export type FicheMemoPubliee = z.infer<typeof FicheMemoPubliee>;
