import { z } from 'zod';
import { erreursDuChamp } from '../commun/texte.js';

/** Statut d'un courriel de la boîte d'envoi : à envoyer, envoyé, ou abandonné après trop d'échecs. */
export const StatutCourriel = z.enum(['A_ENVOYER', 'ENVOYE', 'ECHEC'], {
  error: erreursDuChamp('Le statut du courriel'),
});
export type StatutCourriel = z.infer<typeof StatutCourriel>;

export const statutCourrielLabels: Record<StatutCourriel, string> = {
  A_ENVOYER: 'À envoyer',
  ENVOYE: 'Envoyé',
  ECHEC: 'Échec',
};

/**
 * Statut d'une lettre postale : à envoyer (PDF prêt pour l'imprimeur), envoyée, ou annulée (code
 * régénéré entre-temps).
 */
export const StatutLettre = z.enum(['A_ENVOYER', 'ENVOYEE', 'ANNULEE'], {
  error: erreursDuChamp('Le statut de la lettre'),
});
export type StatutLettre = z.infer<typeof StatutLettre>;

export const statutLettreLabels: Record<StatutLettre, string> = {
  A_ENVOYER: 'À envoyer',
  ENVOYEE: 'Envoyée',
  ANNULEE: 'Annulée',
};
