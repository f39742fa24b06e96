import { desc } from 'drizzle-orm';
import type { Db } from '../db/connexion.js';
import { messageInformation } from '../db/schema/index.js';

export function creerMessageInformationRepository(db: Db) {
  return {
    /** Texte du message en vigueur (le plus récent), chaîne vide s'il n'y en a pas. */
    async lireCourant(): Promise<string> {
      const lignes = await db
        .select({ texte: messageInformation.texte })
        .from(messageInformation)
        .orderBy(desc(messageInformation.modifieLe), desc(messageInformation.id))
        .limit(1);
      return lignes[0]?.texte.trim() ?? '';
    },
    async definir(texte: string): Promise<void> {
      await db.insert(messageInformation).values({ texte });
    },
  };
}
