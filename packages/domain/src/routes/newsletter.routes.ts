import { z } from 'zod';
import { InscriptionNewsletter, NomNewsletter } from '../newsletter/abonne.schema.js';
import { LettrePubliee } from '../newsletter/lettres.js';
import { defineRoute } from './contrat.js';

/**
 * Lettres d'information (spec 2 §7.10) : inscription par le pied de page ou la page `/newsletter` (port
 * lettre d'information : Mailjet en production, table des abonnés en local), liste et téléchargement des
 * numéros publiés en PDF (ADR 0261).
 */
export const newsletterRoutes = {
  inscrire: defineRoute({
    method: 'POST',
    path: '/api/public/mailjet/addcontact',
    summary:
      "Inscrit une adresse électronique à la lettre d'information (captcha consommé ; une adresse déjà inscrite reste inscrite une fois)",
    acces: 'public',
    body: InscriptionNewsletter,
    response: z.null(),
    responseFormat: 'vide',
    erreurs400Metier: true,
    limiteParMinute: 10,
    exemple: { body: { email: 'lectrice@exemple.fr', recaptcha: 'eyJjaGFsbGVuZ2UiOnt9fQ==' } },
  }),
  lister: defineRoute({
    method: 'GET',
    path: '/api/public/newsletter/findAllNewsletterNames',
    summary: "Numéros publiés de la lettre d'information, du plus récent au plus ancien",
    acces: 'public',
    response: z.array(LettrePubliee),
  }),
  telecharger: defineRoute({
    method: 'GET',
    path: '/api/public/newsletter/telechargerNewsletter',
    summary: "Télécharge un numéro publié de la lettre d'information (PDF), par son nom de fichier",
    acces: 'public',
    query: z.object({ fileName: NomNewsletter }),
    response: z.custom<Uint8Array>((v) => v instanceof Uint8Array),
    responseFormat: 'binary',
    exemple: { query: { fileName: 'lettre-information-2026-03.pdf' } },
  }),
} as const;
