import {
  ErreurMetier,
  erreurSaisie,
  formaterDateTexte,
  type InscriptionNewsletter,
  type LettrePubliee,
  MESSAGE_INSCRIPTION_NEWSLETTER_INDISPONIBLE,
} from '@registre/domain';
import { ErreurServiceExterne } from '../../adapters/erreur-service.js';
import type { PortNewsletter } from '../../adapters/newsletter/port.js';
import type { Db } from '../../db/connexion.js';
import { creerNewsletterRepository } from '../../repositories/newsletter.repository.js';
import type { ServiceCaptcha } from '../captcha/captcha.js';
import { MESSAGE_CAPTCHA_INVALIDE } from '../comptes/authentification.js';

const MOIS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/** Titre lisible d'un numéro d'après sa date de publication. */
export function titreLettre(datePublication: Date): string {
  return `Lettre d'information du registre — ${MOIS[datePublication.getUTCMonth()]} ${datePublication.getUTCFullYear()}`;
}

/** Lettres d'information : inscription par le port, numéros publiés servis depuis la base (ADR 0261). */
export function creerServiceNewsletter(
  db: Db,
  dependances: { captcha: ServiceCaptcha; port: PortNewsletter },
) {
  const depot = creerNewsletterRepository(db);
  return {
    /**
     * Inscription (spec 2 §7.10) : la preuve anti-robot est consommée avant tout appel au service de diffusion ;
     * une adresse déjà inscrite ne se distingue pas d'une nouvelle (la liste ne révèle pas ses abonnés).
     */
    async inscrire(saisie: InscriptionNewsletter, source: string | null): Promise<void> {
      if (!(await dependances.captcha.consommer(saisie.recaptcha))) {
        throw erreurSaisie('recaptcha', MESSAGE_CAPTCHA_INVALIDE);
      }
      try {
        await dependances.port.inscrire(saisie.email.trim().toLowerCase(), source);
      } catch (erreur) {
        if (erreur instanceof ErreurServiceExterne) {
          throw new ErreurMetier('indisponible', MESSAGE_INSCRIPTION_NEWSLETTER_INDISPONIBLE);
        }
        throw erreur;
      }
    },

    async lister(): Promise<LettrePubliee[]> {
      const lignes = await depot.listerLettres();
      return lignes.map((l) => ({
        nom: l.nom,
        titre: titreLettre(l.datePublication),
        datePublication: formaterDateTexte(l.datePublication),
        taille: l.taille,
      }));
    },

    async telecharger(nom: string): Promise<Buffer> {
      const pdf = await depot.lireLettre(nom);
      if (!pdf) throw new ErreurMetier('introuvable', `La lettre d'information « ${nom} » n'existe pas.`);
      return pdf;
    },
  };
}
