import type { Config } from '../config.js';
import type { Db } from '../db/connexion.js';
import { creerMagasinSessions } from '../repositories/session.repository.js';
import { creerServiceCaptcha, DIFFICULTE_PRODUCTION } from '../services/captcha/captcha.js';

/** File pg-boss de la purge des sessions expirées et des preuves de captcha expirées : toutes les 15 minutes. */
export const FILE_PURGE_EXPIRATIONS = 'purge-expirations';
export const CRON_PURGE_EXPIRATIONS = '*/15 * * * *';

/**
 * Supprime les sessions expirées (déjà ignorées à la lecture) et les preuves de captcha consommées dont le
 * défi a expiré (elles ne peuvent plus resservir). Renvoie le nombre de sessions supprimées.
 */
export async function purgerExpirations({ db, config }: { db: Db; config: Config }): Promise<number> {
  const sessions = await creerMagasinSessions(db).purger();
  await creerServiceCaptcha(db, config.secretSession, DIFFICULTE_PRODUCTION).purgerExpires();
  return sessions;
}
