import { z } from 'zod';
import { DateTexte } from '../commun/dates.js';
import { EmailNewsletter } from '../commun/formats.js';
import { Identifiant } from '../commun/identifiant.js';

/**
 * Inscription à la lettre d'information (`POST api/public/mailjet/addcontact`) : adresse de 100 caractères
 * au plus et jeton anti-robot (ALTCHA), requis dès que l'adresse est valide.
 */
export const InscriptionNewsletter = z.object({
  email: EmailNewsletter,
  recaptcha: z.string({ error: 'La vérification anti-robot est requise.' }).min(1, {
    error: 'La vérification anti-robot est requise.',
  }),
});
export type InscriptionNewsletter = z.infer<typeof InscriptionNewsletter>;

/** Abonné à la lettre d'information, tel que le conserve l'adaptateur de contacts. */
export const AbonneNewsletter = z.object({
  id: Identifiant.nullish(),
  email: EmailNewsletter,
  dateInscription: DateTexte,
});
export type AbonneNewsletter = z.infer<typeof AbonneNewsletter>;

/** Lettre d'information publiée, téléchargeable en PDF (`api/public/newsletter/findAllNewsletterNames`). */
export const NomNewsletter = z
  .string()
  .regex(/^[\w .()-]{1,200}\.pdf$/i, { error: 'Nom de lettre PDF attendu.' });
export type NomNewsletter = z.infer<typeof NomNewsletter>;
