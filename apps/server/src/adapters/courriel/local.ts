import type { PortCourriel } from './port.js';

/**
 * Adaptateur local des courriels (développement, tests, démonstration) : hors ligne et déterministe.
 * Le courriel est déjà dans la table `courriel`, que la boîte de réception de développement affiche
 * (`/dev/boite-de-reception`) : le « remettre » ne fait rien de plus, et la tâche d'envoi le marque
 * envoyé avec sa date. Aucun message ne sort de la machine.
 */
export function creerCourrielLocal(): PortCourriel {
  return {
    async envoyer(courriel) {
      if (!courriel.destinataire.includes('@')) {
        // Même refus qu'un serveur SMTP : le courriel passe en nouvelle tentative puis en échec.
        throw new Error(`Adresse du destinataire invalide : « ${courriel.destinataire} ».`);
      }
    },
  };
}
