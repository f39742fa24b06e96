import { z } from 'zod';
import { DateTexte } from '../commun/dates.js';
import { EmailNewsletter } from '../commun/formats.js';
import { Identifiant } from '../commun/identifiant.js';
import { texte } from '../commun/texte.js';

/**
 * Inscription à la lettre d'information (`POST api/public/mailjet/addcontact`) : adresse de 100 caractères
 * au plus et jeton anti-robot (ALTCHA), requis dès que l'adresse est valide.
 */
export const InscriptionNewsletter = z.object({
  email: EmailNewsletter,
  recaptcha: texte({ max: 10_000, libelle: 'La vérification anti-robot', trim: false }).min(1, {
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
export const NomNewsletter = texte({ max: 300, libelle: 'Le nom de la lettre' }).regex(
  /^[\w .()-]{1,200}\.pdf$/i,
  { error: 'Nom de lettre PDF attendu.' },
);
export type NomNewsletter = z.infer<typeof NomNewsletter>;
