import type { SeuilRappel } from '@registre/domain';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { compte, rappelEcheance, teledeclarant } from '../db/schema/index.js';
import type { Executeur } from './journal.repository.js';

/** Profils qui reçoivent les rappels d'échéance de leur établissement : ses administrateurs principaux. */
const PROFILS_DESTINATAIRES = ['TELE_PRO_ADMIN_PRINC', 'TELE_NONPRO_ADMIN_PRINC'] as const;

/** Rappels d'échéance (ADR 0340 §5) : établissements à parcourir, destinataires, rappels déjà envoyés. */
export function creerRappelsEcheancesRepository(db: Executeur) {
  return {
    /** Établissements actifs après `apres`, par identifiant croissant (parcours par lots). */
    async etablissements(apres: number, lot: number): Promise<number[]> {
      const lignes = await db
        .select({ id: teledeclarant.id })
        .from(teledeclarant)
        .where(and(eq(teledeclarant.statut, 'ACTIF'), gt(teledeclarant.id, apres)))
        .orderBy(asc(teledeclarant.id))
        .limit(lot);
      return lignes.map((l) => l.id);
    },

    /** Adresses des administrateurs principaux actifs de l'établissement. */
    async destinataires(idTeledeclarant: number): Promise<string[]> {
      const lignes = await db
        .select({ email: compte.email, login: compte.login })
        .from(compte)
        .where(
          and(
            eq(compte.idTeledeclarant, idTeledeclarant),
            eq(compte.statut, 'ACTIF'),
            inArray(compte.profil, [...PROFILS_DESTINATAIRES]),
          ),
        );
      return lignes.map((l) => l.email ?? l.login);
    },

    /**
     * Réserve le rappel d'une échéance à un seuil : vrai s'il n'avait pas encore été envoyé. La contrainte unique
     * (clé, seuil) départage deux passages simultanés : le second attend le premier et n'obtient rien.
     */
    async reserver(r: {
      cleEcheance: string;
      seuil: SeuilRappel;
      idCopropriete: number;
      idTeledeclarant: number;
      envoyeLe: Date;
    }): Promise<boolean> {
      const lignes = await db
        .insert(rappelEcheance)
        .values(r)
        .onConflictDoNothing({ target: [rappelEcheance.cleEcheance, rappelEcheance.seuil] })
        .returning({ id: rappelEcheance.id });
      return lignes.length > 0;
    },
  };
}
