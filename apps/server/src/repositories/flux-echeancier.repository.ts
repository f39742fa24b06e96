import { eq, sql } from 'drizzle-orm';
import { fluxEcheancier, teledeclarant } from '../db/schema/index.js';
import type { Executeur } from './journal.repository.js';

/** Flux iCalendar privé des établissements (ADR 0341) : empreinte du jeton, auteur, création. */
export function creerFluxEcheancierRepository(db: Executeur) {
  return {
    async lire(idTeledeclarant: number) {
      const [ligne] = await db
        .select({ creeLe: fluxEcheancier.creeLe })
        .from(fluxEcheancier)
        .where(eq(fluxEcheancier.idTeledeclarant, idTeledeclarant));
      return ligne ?? null;
    },

    /** Établissement dont le flux a cette empreinte de jeton, ou `null` (inconnu ou révoqué). */
    async parEmpreinte(jetonHash: string): Promise<number | null> {
      const [ligne] = await db
        .select({ idTeledeclarant: fluxEcheancier.idTeledeclarant })
        .from(fluxEcheancier)
        .where(eq(fluxEcheancier.jetonHash, jetonHash));
      return ligne?.idTeledeclarant ?? null;
    },

    /**
     * Crée le flux ou remplace son jeton, en une instruction (deux créations simultanées ne se heurtent pas) ; vrai si
     * un flux existait déjà (régénération : la ligne mise à jour a un `xmax`).
     */
    async enregistrer(idTeledeclarant: number, jetonHash: string, idCompteAuteur: number, creeLe: Date) {
      const [ligne] = await db
        .insert(fluxEcheancier)
        .values({ idTeledeclarant, jetonHash, idCompteAuteur, creeLe })
        .onConflictDoUpdate({
          target: fluxEcheancier.idTeledeclarant,
          set: { jetonHash, idCompteAuteur, creeLe },
        })
        .returning({ regenere: sql<boolean>`xmax <> 0` });
      return ligne?.regenere === true;
    },

    async raisonSociale(idTeledeclarant: number): Promise<string | null> {
      const [ligne] = await db
        .select({ raisonSociale: teledeclarant.raisonSociale })
        .from(teledeclarant)
        .where(eq(teledeclarant.id, idTeledeclarant));
      return ligne?.raisonSociale ?? null;
    },

    /** Supprime le flux ; vrai s'il existait. */
    async supprimer(idTeledeclarant: number): Promise<boolean> {
      const supprimes = await db
        .delete(fluxEcheancier)
        .where(eq(fluxEcheancier.idTeledeclarant, idTeledeclarant))
        .returning({ id: fluxEcheancier.idTeledeclarant });
      return supprimes.length > 0;
    },
  };
}
