import nodemailer from 'nodemailer';
import type { PortCourriel } from './port.js';

export interface OptionsSmtp {
  /** URL du serveur, par exemple `smtp://utilisateur:motdepasse@smtp.exemple.fr:587`. */
  url: string;
  expediteur: string;
}

/** Adaptateur de production : envoi par SMTP avec nodemailer. */
export function creerCourrielSmtp(options: OptionsSmtp): PortCourriel {
  const transport = nodemailer.createTransport(options.url);
  return {
    async envoyer(courriel) {
      await transport.sendMail({
        from: options.expediteur,
        to: courriel.destinataire,
        subject: courriel.sujet,
        text: courriel.texte,
        ...(courriel.html ? { html: courriel.html } : {}),
        attachments: (courriel.piecesJointes ?? []).map((p) => ({
          filename: p.nom,
          content: Buffer.from(p.contenu),
          contentType: p.type,
        })),
      });
    },
  };
}
