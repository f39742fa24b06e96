import { and, asc, eq, lte } from 'drizzle-orm';
import { courriel, document } from '../db/schema/index.js';
import type { Executeur } from './journal.repository.js';

/** Courriel en attente, tel que la tâche d'envoi le remet. */
export type CourrielAEnvoyer = typeof courriel.$inferSelect;

/** Pièce jointe lue dans la table des documents. */
export interface PieceJointeLue {
  nom: string;
  typeMime: string;
  contenu: Buffer;
}

/**
 * Dépôt de la boîte d'envoi des courriels, côté remise (tâche d'envoi). Le dépôt des courriels est fait
 * par `services/courriels/outbox.ts`, dans la transaction métier.
 */
export function creerBoiteEnvoiRepository(executeur: Executeur) {
  return {
    /**
     * Prochain courriel à envoyer dont l'échéance est passée, verrouillé jusqu'à la fin de la transaction
     * de l'appelant. `SKIP LOCKED` : un courriel déjà pris par une autre instance (ou un autre passage de
     * la tâche) est sauté au lieu d'être attendu, si bien qu'il n'est jamais envoyé deux fois.
     */
    async prochainAEnvoyer(maintenant: Date): Promise<CourrielAEnvoyer | null> {
      const [ligne] = await executeur
        .select()
        .from(courriel)
        .where(and(eq(courriel.statut, 'A_ENVOYER'), lte(courriel.dateProchaineTentative, maintenant)))
        .orderBy(asc(courriel.dateProchaineTentative), asc(courriel.id))
        .limit(1)
        .for('update', { skipLocked: true });
      return ligne ?? null;
    },

    async pieceJointe(idDocument: number): Promise<PieceJointeLue | null> {
      const [ligne] = await executeur
        .select({ nom: document.nom, typeMime: document.typeMime, contenu: document.contenu })
        .from(document)
        .where(eq(document.id, idDocument));
      return ligne ?? null;
    },

    async marquerEnvoye(id: number, dateEnvoi: Date): Promise<void> {
      await executeur
        .update(courriel)
        .set({ statut: 'ENVOYE', dateEnvoi, erreur: null })
        .where(eq(courriel.id, id));
    },

    /** Enregistre un échec : nouvelle tentative à `prochaineTentative`, ou abandon (`ECHEC`). */
    async marquerEchec(
      id: number,
      echec: { tentatives: number; erreur: string; abandon: boolean; prochaineTentative: Date },
    ): Promise<void> {
      await executeur
        .update(courriel)
        .set({
          tentatives: echec.tentatives,
          erreur: echec.erreur,
          statut: echec.abandon ? 'ECHEC' : 'A_ENVOYER',
          dateProchaineTentative: echec.prochaineTentative,
        })
        .where(eq(courriel.id, id));
    },
  };
}
