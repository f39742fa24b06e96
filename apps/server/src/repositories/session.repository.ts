import { isDeepStrictEqual } from 'node:util';
import type { SessionStore } from '@fastify/session';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Session } from 'fastify';
import type { Db } from '../db/connexion.js';
import { session } from '../db/schema/index.js';
import type { Executeur } from './journal.repository.js';

const DUREE_PAR_DEFAUT_MS = 60 * 60 * 1000;
/**
 * Session glissante (`rolling`) : une session relue puis renvoyée inchangée n'est réécrite que si son échéance
 * avance d'au moins cette durée (ADR 0225). L'échéance en base retarde alors d'au plus une minute sur celle du
 * cookie, recalculée à chaque requête ; tout autre changement de la session est écrit aussitôt.
 */
export const ECART_REECRITURE_SESSION_MS = 60 * 1000;
/** Sessions relues gardées en mémoire pour cette comparaison (les plus anciennes oubliées au-delà). */
const NB_SESSIONS_RETENUES = 10_000;

type Rappel = (erreur?: unknown) => void;
type RappelLecture = (erreur: unknown, resultat?: Session | null) => void;

/**
 * Données d'une session telles que la base les garde (JSON), sans l'échéance de son cookie : ni `expires`, ni
 * `originalExpires` (l'échéance lue à la requête précédente, que la session recopie).
 */
function sansEcheance(donnees: unknown): unknown {
  const copie = JSON.parse(JSON.stringify(donnees)) as { cookie?: Record<string, unknown> };
  if (copie.cookie) {
    delete copie.cookie.expires;
    delete copie.cookie.originalExpires;
  }
  return copie;
}

/**
 * Magasin de sessions dans PostgreSQL : une session ouverte sur une instance est reconnue par toutes.
 * Les sessions expirées sont ignorées à la lecture et purgées périodiquement.
 */
export function creerMagasinSessions(db: Db): SessionStore & { purger: () => Promise<number> } {
  // Lue à chaque requête connectée : requête préparée une fois (texte SQL construit une fois, instruction nommée
  // analysée une fois par connexion ; ADR 0270).
  const lecture = db
    .select()
    .from(session)
    .where(eq(session.sid, sql.placeholder('sid')))
    .prepare('session_par_sid');
  /** Dernière lecture ou écriture de chaque session par ce processus : données sans échéance, échéance. */
  const connues = new Map<string, { donnees: unknown; expireLe: number }>();
  const retenir = (sid: string, donnees: unknown, expireLe: number) => {
    connues.delete(sid);
    connues.set(sid, { donnees: sansEcheance(donnees), expireLe });
    if (connues.size > NB_SESSIONS_RETENUES) connues.delete(connues.keys().next().value as string);
  };
  return {
    set(sid: string, donnees: Session, rappel: Rappel) {
      const cookie = donnees.cookie as
        | { expires?: string | Date | null; originalMaxAge?: number | null }
        | undefined;
      const expireLe = cookie?.expires
        ? new Date(cookie.expires)
        : new Date(Date.now() + (cookie?.originalMaxAge ?? DUREE_PAR_DEFAUT_MS));
      const connue = connues.get(sid);
      if (
        connue &&
        expireLe.getTime() >= connue.expireLe &&
        expireLe.getTime() - connue.expireLe < ECART_REECRITURE_SESSION_MS &&
        isDeepStrictEqual(sansEcheance(donnees), connue.donnees)
      ) {
        // Session inchangée, échéance à peine prolongée : rien à écrire (ADR 0225).
        rappel();
        return;
      }
      db.insert(session)
        .values({ sid, donnees, expireLe })
        .onConflictDoUpdate({ target: session.sid, set: { donnees, expireLe } })
        .then(() => {
          retenir(sid, donnees, expireLe.getTime());
          rappel();
        }, rappel);
    },
    get(sid: string, rappel: RappelLecture) {
      lecture.execute({ sid }).then((lignes) => {
        const ligne = lignes[0];
        if (!ligne || ligne.expireLe.getTime() <= Date.now()) {
          connues.delete(sid);
          return rappel(null, null);
        }
        retenir(sid, ligne.donnees, ligne.expireLe.getTime());
        rappel(null, ligne.donnees as Session);
      }, rappel);
    },
    destroy(sid: string, rappel: Rappel) {
      connues.delete(sid);
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
