import { and, eq, sql } from 'drizzle-orm';
import { compte, teledeclarant, verrouillageConnexion } from '../db/schema/index.js';
import type { Executeur } from './journal.repository.js';

export type LigneCompte = typeof compte.$inferSelect;
export type LigneTeledeclarant = typeof teledeclarant.$inferSelect;

/**
 * Le compte et son établissement, relus à chaque requête connectée (`rafraichirSession`) : requête préparée une
 * fois par exécuteur (texte SQL construit une fois, instruction nommée analysée une fois par connexion ; ADR 0270).
 */
function preparerAvecTeledeclarant(db: Executeur) {
  return db
    .select({ compte, teledeclarant })
    .from(compte)
    .leftJoin(teledeclarant, eq(teledeclarant.id, compte.idTeledeclarant))
    .where(eq(compte.id, sql.placeholder('id')))
    .limit(1)
    .prepare('compte_avec_teledeclarant');
}
const lecturesAvecTeledeclarant = new WeakMap<Executeur, ReturnType<typeof preparerAvecTeledeclarant>>();

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
      let lecture = lecturesAvecTeledeclarant.get(db);
      if (!lecture) {
        lecture = preparerAvecTeledeclarant(db);
        lecturesAvecTeledeclarant.set(db, lecture);
      }
      const [ligne] = await lecture.execute({ id });
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

    /**
     * Consomme une clé de confirmation d'adresse encore valable : efface la clé et rend le compte (avec son
     * adresse en attente) ; rien si la clé est inconnue, expirée ou déjà consommée.
     */
    async consommerCleEmail(empreinte: string): Promise<LigneCompte | undefined> {
      const [ligne] = await db
        .update(compte)
        .set({ cleEmailHash: null, cleEmailExpireLe: null })
        .where(and(eq(compte.cleEmailHash, empreinte), sql`${compte.cleEmailExpireLe} > now()`))
        .returning();
      return ligne;
    },

    /** Verrouillage en cours de ce compte pour cette adresse de client (ADR 0005), s'il y en a un. */
    async verrouilleJusquA(id: number, adresse: string): Promise<Date | null> {
      const [ligne] = await db
        .select({ jusqua: verrouillageConnexion.verrouilleJusquA })
        .from(verrouillageConnexion)
        .where(and(eq(verrouillageConnexion.idCompte, id), eq(verrouillageConnexion.adresse, adresse)))
        .limit(1);
      return ligne?.jusqua ?? null;
    },

    /**
     * Enregistre un échec de connexion venu de cette adresse et renvoie le nombre d'échecs consécutifs pour
     * ce compte et cette adresse ; un compteur resté 24 heures sans échec repart de zéro.
     */
    async enregistrerEchec(id: number, adresse: string): Promise<number> {
      await db
        .delete(verrouillageConnexion)
        .where(
          and(
            eq(verrouillageConnexion.idCompte, id),
            eq(verrouillageConnexion.adresse, adresse),
            sql`${verrouillageConnexion.modifieLe} < now() - interval '24 hours'`,
            sql`coalesce(${verrouillageConnexion.verrouilleJusquA}, '-infinity') < now()`,
          ),
        );
      const [ligne] = await db
        .insert(verrouillageConnexion)
        .values({ idCompte: id, adresse, echecs: 1 })
        .onConflictDoUpdate({
          target: [verrouillageConnexion.idCompte, verrouillageConnexion.adresse],
          set: { echecs: sql`${verrouillageConnexion.echecs} + 1`, modifieLe: sql`now()` },
        })
        .returning({ echecs: verrouillageConnexion.echecs });
      return ligne?.echecs ?? 0;
    },

    async verrouiller(id: number, adresse: string, jusqua: Date): Promise<void> {
      await db
        .update(verrouillageConnexion)
        .set({ verrouilleJusquA: jusqua, modifieLe: new Date() })
        .where(and(eq(verrouillageConnexion.idCompte, id), eq(verrouillageConnexion.adresse, adresse)));
    },

    /**
     * Purge des compteurs d'échecs périmés de tous les comptes (tâche planifiée, ADR 0070) : même règle que
     * `enregistrerEchec` (24 heures sans échec, plus de verrou en cours). Renvoie le nombre supprimé.
     */
    async purgerVerrouillagesPerimes(): Promise<number> {
      const supprimes = await db
        .delete(verrouillageConnexion)
        .where(
          and(
            sql`${verrouillageConnexion.modifieLe} < now() - interval '24 hours'`,
            sql`coalesce(${verrouillageConnexion.verrouilleJusquA}, '-infinity') < now()`,
          ),
        )
        .returning({ idCompte: verrouillageConnexion.idCompte });
      return supprimes.length;
    },

    /** Efface les échecs du compte : pour une adresse (connexion réussie) ou toutes (nouveau mot de passe). */
    async effacerEchecs(id: number, adresse?: string): Promise<void> {
      await db
        .delete(verrouillageConnexion)
        .where(
          adresse === undefined
            ? eq(verrouillageConnexion.idCompte, id)
            : and(eq(verrouillageConnexion.idCompte, id), eq(verrouillageConnexion.adresse, adresse)),
        );
    },

    /**
     * Réserve l'envoi d'un courriel de réinitialisation : vrai si aucun n'est parti pour ce compte depuis
     * `intervalleMinutes` (ADR 0005). La condition est évaluée par la base : plusieurs demandes simultanées,
     * même sur plusieurs instances, n'en réservent qu'un.
     */
    async reserverReinitialisation(id: number, intervalleMinutes: number): Promise<boolean> {
      const reserves = await db
        .update(compte)
        .set({ reinitialisationEnvoyeeLe: sql`now()` })
        .where(
          and(
            eq(compte.id, id),
            sql`(${compte.reinitialisationEnvoyeeLe} IS NULL OR ${compte.reinitialisationEnvoyeeLe} <= now() - make_interval(mins => ${intervalleMinutes}))`,
          ),
        )
        .returning({ id: compte.id });
      return reserves.length === 1;
    },
  };
}
