import { sql } from 'drizzle-orm';
import type { Executeur } from './journal.repository.js';

/** Lectures propres à la modification administrative d'une copropriété (ADR 0275). */
export function creerModificationAdminRepository(db: Executeur) {
  return {
    /**
     * Adresse où prévenir le syndic titulaire : celle du représentant de l'établissement, sinon celle de son
     * administrateur principal actif ; `null` si l'établissement n'en a aucune.
     */
    async adresseDuSyndic(idTeledeclarant: number): Promise<string | null> {
      const r = await db.execute<{ email: string | null }>(
        sql`SELECT COALESCE(NULLIF(t.representant_email, ''), (
                 SELECT COALESCE(c.email, c.login) FROM compte c
                 WHERE c.id_teledeclarant = t.id AND c.admin_principal AND c.statut = 'ACTIF'
                 ORDER BY c.id LIMIT 1)) AS email
            FROM teledeclarant t WHERE t.id = ${idTeledeclarant}`,
      );
      return r.rows[0]?.email ?? null;
    },
  };
}
