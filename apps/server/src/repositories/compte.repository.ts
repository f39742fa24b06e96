import { and, eq, sql } from 'drizzle-orm';
import { compte, teledeclarant } from '../db/schema/index.js';
import type { Executeur } from './journal.repository.js';

export type LigneCompte = typeof compte.$inferSelect;
export type LigneTeledeclarant = typeof teledeclarant.$inferSelect;

/** Accès aux comptes utilisateurs. */
export function creerCompteRepository(db: Executeur) {
  return {
    async parLogin(login: string): Promise<LigneCompte | undefined> {
      const [ligne] = await db
        .select()
        .from(compte)
        .where(eq(compte.login, login.trim().toLowerCase()))
        .limit(1);
      return ligne;
    },

    async parId(id: number): Promise<LigneCompte | undefined> {
      const [ligne] = await db.select().from(compte).where(eq(compte.id, id)).limit(1);
      return ligne;
    },

    /** Le compte et son établissement télédéclarant (s'il en a un). */
    async avecTeledeclarant(
      id: number,
    ): Promise<{ compte: LigneCompte; teledeclarant: LigneTeledeclarant | null } | undefined> {
      const [ligne] = await db
        .select({ compte, teledeclarant })
        .from(compte)
        .leftJoin(teledeclarant, eq(teledeclarant.id, compte.idTeledeclarant))
        .where(eq(compte.id, id))
        .limit(1);
      return ligne;
    },

    /** Compte de cette clé d'activation, si elle a été envoyée il y a moins de 30 jours (ADR 0005). */
    async parCleActivation(empreinte: string): Promise<LigneCompte | undefined> {
      const [ligne] = await db
        .select()
        .from(compte)
        .where(
          and(
            eq(compte.cleActivationHash, empreinte),
            sql`coalesce(${compte.cleActivationEnvoyeeLe}, ${compte.dateCreation}) > now() - interval '30 days'`,
          ),
        )
        .limit(1);
      return ligne;
    },

    async parCleReinitialisation(empreinte: string): Promise<LigneCompte | undefined> {
      const [ligne] = await db
        .select()
        .from(compte)
        .where(
          and(
            eq(compte.cleReinitialisationHash, empreinte),
            sql`${compte.cleReinitialisationExpireLe} > now()`,
          ),
        )
        .limit(1);
      return ligne;
    },

    async modifier(id: number, valeurs: Partial<typeof compte.$inferInsert>): Promise<void> {
      await db
        .update(compte)
        .set({ ...valeurs, dateModification: new Date() })
        .where(eq(compte.id, id));
    },

    /** Efface la clé d'activation ou de réinitialisation si elle est encore celle-ci ; faux si elle a déjà servi. */
    async consommerCle(
      id: number,
      nature: 'activation' | 'reinitialisation',
      empreinte: string,
    ): Promise<boolean> {
      const colonne = nature === 'activation' ? compte.cleActivationHash : compte.cleReinitialisationHash;
      const consommees = await db
        .update(compte)
        .set(nature === 'activation' ? { cleActivationHash: null } : { cleReinitialisationHash: null })
        .where(and(eq(compte.id, id), eq(colonne, empreinte)))
        .returning({ id: compte.id });
      return consommees.length === 1;
    },

    /** Enregistre un échec de connexion et renvoie le nombre d'échecs consécutifs. */
    async enregistrerEchec(id: number): Promise<number> {
      const [ligne] = await db
        .update(compte)
        .set({ tentativesEchouees: sql`${compte.tentativesEchouees} + 1` })
        .where(eq(compte.id, id))
        .returning({ tentatives: compte.tentativesEchouees });
      return ligne?.tentatives ?? 0;
    },
  };
}
