import { lt, sql } from 'drizzle-orm';
import { captchaUtilise } from '../db/schema/index.js';
import type { Executeur } from './journal.repository.js';

/** Signatures des captchas déjà utilisés : chaque preuve de travail ne sert qu'une fois. */
export function creerCaptchaRepository(db: Executeur) {
  return {
    /** Marque la signature comme utilisée ; faux si elle l'était déjà. */
    async marquerUtilise(signature: string, expireLe: Date): Promise<boolean> {
      const insere = await db
        .insert(captchaUtilise)
        .values({ signature, expireLe })
        .onConflictDoNothing()
        .returning({ signature: captchaUtilise.signature });
      return insere.length === 1;
    },

    async purgerExpires(): Promise<void> {
      await db.delete(captchaUtilise).where(lt(captchaUtilise.expireLe, sql`now()`));
    },
  };
}
