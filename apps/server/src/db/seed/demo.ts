import { sql } from 'drizzle-orm';
import type { Db } from '../connexion.js';
import { chargementDonnees, messageInformation } from '../schema/index.js';

/** Version des données de démonstration : l'augmenter recharge les données au démarrage suivant. */
export const VERSION_DEMO = '1';

export const MESSAGE_DEMO =
  'Instance de démonstration : les copropriétés, comptes et établissements affichés sont fictifs.';

/**
 * Charge les données de démonstration au premier démarrage (hors production).
 * Chaque fonctionnalité y ajoute ses jeux de données ; l'ensemble reste idempotent.
 */
export async function chargerDemo(db: Db): Promise<boolean> {
  const deja = await db.select().from(chargementDonnees).where(sql`${chargementDonnees.nom} = 'demo'`);
  if (deja[0]?.version === VERSION_DEMO) return false;
  await db.transaction(async (tx) => {
    const messages = await tx.select({ id: messageInformation.id }).from(messageInformation).limit(1);
    if (messages.length === 0) await tx.insert(messageInformation).values({ texte: MESSAGE_DEMO });
    await tx
      .insert(chargementDonnees)
      .values({ nom: 'demo', version: VERSION_DEMO })
      .onConflictDoUpdate({
        target: chargementDonnees.nom,
        set: { version: VERSION_DEMO, chargeLe: sql`now()` },
      });
  });
  return true;
}
