import { eq, sql } from 'drizzle-orm';
import type { Executeur } from '../db/connexion.js';
import { copropriete } from '../db/schema/index.js';

/**
 * Numérotation des copropriétés (ADR 0140) : rang tiré de la séquence partagée `numero_immatriculation_seq`,
 * numéro enregistré sur la copropriété. Toujours appelé dans la transaction de l'appelant.
 */
export function creerNumerotationRepository(tx: Executeur) {
  return {
    /** Copropriété verrouillée jusqu'à la fin de la transaction (deux attributions simultanées s'attendent). */
    async verrouiller(
      idCopropriete: number,
    ): Promise<{ id: number; numeroImmatriculation: string | null } | null> {
      const [ligne] = await tx
        .select({ id: copropriete.id, numeroImmatriculation: copropriete.numeroImmatriculation })
        .from(copropriete)
        .where(eq(copropriete.id, idCopropriete))
        .for('update');
      return ligne ?? null;
    },

    /** Rang suivant de la séquence (jamais rendu deux fois, même à des instances différentes). */
    async rangSuivant(): Promise<bigint> {
      const resultat = await tx.execute<{ rang: string }>(
        sql`SELECT nextval('numero_immatriculation_seq')::text AS rang`,
      );
      return BigInt(resultat.rows[0]!.rang);
    },

    /** Numéro déjà porté par une copropriété (données reprises d'un autre système, par exemple). */
    async numeroPris(numero: string): Promise<boolean> {
      const lignes = await tx
        .select({ id: copropriete.id })
        .from(copropriete)
        .where(eq(copropriete.numeroImmatriculation, numero))
        .limit(1);
      return lignes.length > 0;
    },

    async enregistrer(idCopropriete: number, numero: string): Promise<void> {
      await tx
        .update(copropriete)
        .set({
          numeroImmatriculation: numero,
          dateImmatriculation: sql`now()`,
          dateModification: sql`now()`,
          version: sql`${copropriete.version} + 1`,
        })
        .where(eq(copropriete.id, idCopropriete));
    },
  };
}
