import { z } from 'zod';
import { DateTexte } from '../commun/dates.js';
import { NomNewsletter } from './abonne.schema.js';

/** Lettre d'information publiée, telle que la liste publique la montre (`findAllNewsletterNames`). */
export const LettrePubliee = z.object({
  /** Nom du fichier PDF, clé du téléchargement (`telechargerNewsletter?fileName=`). */
  nom: NomNewsletter,
  /** Titre lisible du numéro (« Lettre d'information n° 3 — mars 2026 »). */
  titre: z.string(),
  datePublication: DateTexte,
  /** Taille du PDF en octets, pour l'annoncer à côté du lien. */
  taille: z.number().int().nonnegative(),
});
export type LettrePubliee = z.infer<typeof LettrePubliee>;

/** Avis de §8 après une inscription à la lettre d'information. */
export const MESSAGE_INSCRIPTION_NEWSLETTER_REUSSIE =
  "Votre inscription à la lettre d'information est enregistrée : vous recevrez les prochains numéros à cette adresse.";
export const MESSAGE_INSCRIPTION_NEWSLETTER_INDISPONIBLE =
  "Le service d'inscription à la lettre d'information est momentanément indisponible. Réessayez plus tard ou écrivez-nous par le formulaire de contact.";
