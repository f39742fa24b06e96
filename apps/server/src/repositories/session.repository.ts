import type { SessionStore } from '@fastify/session';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Session } from 'fastify';
import type { Db } from '../db/connexion.js';
import { session } from '../db/schema/index.js';
import type { Executeur } from './journal.repository.js';

const DUREE_PAR_DEFAUT_MS = 60 * 60 * 1000;

type Rappel = (erreur?: unknown) => void;
type RappelLecture = (erreur: unknown, resultat?: Session | null) => void;

/**
 * Magasin de sessions dans PostgreSQL : une session ouverte sur une instance est reconnue par toutes.
 * Les sessions expirées sont ignorées à la lecture et purgées périodiquement.
 */
export function creerMagasinSessions(db: Db): SessionStore & { purger: () => Promise<number> } {
  return {
    set(sid: string, donnees: Session, rappel: Rappel) {
      const cookie = donnees.cookie as
        | { expires?: string | Date | null; originalMaxAge?: number | null }
        | undefined;
      const expireLe = cookie?.expires
        ? new Date(cookie.expires)
        : new Date(Date.now() + (cookie?.originalMaxAge ?? DUREE_PAR_DEFAUT_MS));
      db.insert(session)
        .values({ sid, donnees, expireLe })
        .onConflictDoUpdate({ target: session.sid, set: { donnees, expireLe } })
        .then(() => rappel(), rappel);
    },
    get(sid: string, rappel: RappelLecture) {
      db.select()
        .from(session)
        .where(eq(session.sid, sid))
        .then((lignes) => {
          const ligne = lignes[0];
          if (!ligne || ligne.expireLe.getTime() <= Date.now()) return rappel(null, null);
          rappel(null, ligne.donnees as Session);
        }, rappel);
    },
    destroy(sid: string, rappel: Rappel) {
      db.delete(session)
        .where(eq(session.sid, sid))
        .then(() => rappel(), rappel);
    },
    async purger() {
      const supprimees = await db
        .delete(session)
        .where(lt(session.expireLe, new Date()))
        .returning({ sid: session.sid });
      return supprimees.length;
    },
  };
}

/**
 * Détruit les sessions ouvertes par ces comptes, y compris celles d'un teneur « connecté en tant que » l'un
 * d'eux (compte d'origine) ; `saufSid` garde la session en cours. Renvoie le nombre de sessions détruites.
 */
export async function detruireSessionsDesComptes(
  db: Executeur,
  idsComptes: number[],
  saufSid?: string,
): Promise<number> {
  if (idsComptes.length === 0) return 0;
  const ids = sql.join(
    idsComptes.map((id) => sql`${String(id)}`),
    sql`, `,
  );
  const detruites = await db
    .delete(session)
    .where(
      and(
        sql`((${session.donnees} -> 'utilisateur' ->> 'idCompte') IN (${ids}) OR (${session.donnees} -> 'utilisateur' ->> 'idCompteOrigine') IN (${ids}))`,
        saufSid ? ne(session.sid, saufSid) : undefined,
      ),
    )
    .returning({ sid: session.sid });
  return detruites.length;
}
