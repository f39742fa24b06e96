import { ID_UTILISATEUR_INSTITUTIONNEL } from '@registre/domain';
import { and, asc, eq, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { compte } from '../db/schema/index.js';
import type { Executeur } from './journal.repository.js';

/** Compte à relancer pour inactivité. */
export interface CompteARelancer {
  id: number;
  login: string;
  email: string | null;
  prenom: string | null;
  nom: string | null;
  dateDerniereActivite: Date | null;
  dateCreation: Date;
}

export interface CriteresRelance {
  maintenant: Date;
  /** Mois calendaires (heure de Paris) sans activité avant la première relance. */
  moisInactivite: number;
  /** Jours au moins entre deux relances d'un même compte. */
  joursEntreRelances: number;
  lot: number;
}

/** Dépôt de la relance des comptes inactifs (tâche quotidienne `relance-inactivite`). */
export function creerRelanceInactiviteRepository(executeur: Executeur) {
  return {
    /**
     * Comptes actifs (hors compte institutionnel intégré) sans activité depuis `moisInactivite` mois — la
     * date de création tient lieu d'activité pour un compte qui ne s'est jamais connecté — et non relancés
     * depuis `joursEntreRelances` jours. Verrouillés jusqu'à la fin de la transaction (`SKIP LOCKED` :
     * deux instances ne relancent pas le même compte).
     */
    async comptesARelancer(c: CriteresRelance): Promise<CompteARelancer[]> {
      const instant = sql`${c.maintenant.toISOString()}::timestamptz`;
      // Mois calendaires comptés à l'heure de Paris (le 15 mars à 10 h → le 15 mars précédent à 10 h).
      const seuilInactivite = sql`((${instant} AT TIME ZONE 'Europe/Paris') - make_interval(months => ${c.moisInactivite}::int)) AT TIME ZONE 'Europe/Paris'`;
      const seuilRelance = sql`${instant} - make_interval(days => ${c.joursEntreRelances}::int)`;
      return executeur
        .select({
          id: compte.id,
          login: compte.login,
          email: compte.email,
          prenom: compte.prenom,
          nom: compte.nom,
          dateDerniereActivite: compte.dateDerniereActivite,
          dateCreation: compte.dateCreation,
        })
        .from(compte)
        .where(
          and(
            eq(compte.statut, 'ACTIF'),
            ne(compte.id, ID_UTILISATEUR_INSTITUTIONNEL),
            lte(sql`coalesce(${compte.dateDerniereActivite}, ${compte.dateCreation})`, seuilInactivite),
            or(
              isNull(compte.dateDerniereRelanceInactivite),
              lte(compte.dateDerniereRelanceInactivite, seuilRelance),
            ),
          ),
        )
        .orderBy(asc(compte.id))
        .limit(c.lot)
        .for('update', { skipLocked: true });
    },

    async marquerRelance(id: number, date: Date): Promise<void> {
      await executeur.update(compte).set({ dateDerniereRelanceInactivite: date }).where(eq(compte.id, id));
    },
  };
}
