import { and, eq } from 'drizzle-orm';
import { signalementErreur } from '../db/schema/index.js';
import type { Executeur } from './journal.repository.js';

type NouveauSignalement = typeof signalementErreur.$inferInsert;

/** Erreurs signalées au teneur dans les déclarations validées (ADR 0170). */
export function creerSignalementRepository(db: Executeur) {
  return {
    /**
     * Écrit le signalement ; s'il existe déjà (même déclaration, même compte, même texte), rien n'est écrit et
     * `undefined` est renvoyé. Un appel simultané attend la fin de la transaction qui l'a écrit.
     */
    async inserer(valeurs: NouveauSignalement): Promise<number | undefined> {
      const [ligne] = await db
        .insert(signalementErreur)
        .values(valeurs)
        .onConflictDoNothing()
        .returning({ id: signalementErreur.id });
      return ligne?.id;
    },

    /** Signalement déjà fait par ce compte, sur cette déclaration, avec ce texte (par son empreinte). */
    async existant(idDeclaration: number, idCompte: number, empreinte: string): Promise<number | undefined> {
      const [ligne] = await db
        .select({ id: signalementErreur.id })
        .from(signalementErreur)
        .where(
          and(
            eq(signalementErreur.idDeclaration, idDeclaration),
            eq(signalementErreur.idCompte, idCompte),
            eq(signalementErreur.empreinte, empreinte),
          ),
        )
        .limit(1);
      return ligne?.id;
    },
  };
}
