import type { Db } from '../../db/connexion.js';
import { creerNewsletterRepository } from '../../repositories/newsletter.repository.js';
import type { PortNewsletter } from './port.js';

/** Adaptateur local : les abonnés sont dans la table `abonne_newsletter` (index unique sur l'adresse). */
export function creerNewsletterLocal(db: Db): PortNewsletter {
  const depot = creerNewsletterRepository(db);
  return {
    async inscrire(email, source) {
      await depot.inscrire(email, source);
    },
    async desinscrire(email) {
      await depot.desinscrire(email);
    },
  };
}
