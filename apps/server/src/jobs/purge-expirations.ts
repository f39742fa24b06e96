import type { Config } from '../config.js';
import type { Db } from '../db/connexion.js';
import { creerCompteRepository } from '../repositories/compte.repository.js';
import { creerMagasinSessions } from '../repositories/session.repository.js';
import { creerServiceCaptcha, DIFFICULTE_PRODUCTION } from '../services/captcha/captcha.js';

/**
 * File pg-boss de la purge des sessions expirées, des preuves de captcha expirées et des compteurs d'échecs de
 * connexion périmés : toutes les 15 minutes.
 */
export const FILE_PURGE_EXPIRATIONS = 'purge-expirations';
export const CRON_PURGE_EXPIRATIONS = '*/15 * * * *';

/**
 * Supprime les sessions expirées (déjà ignorées à la lecture), les preuves de captcha consommées dont le
 * défi a expiré (elles ne peuvent plus resservir) et les compteurs d'échecs de connexion restés 24 heures sans
 * échec ni verrou en cours (`verrouillage_connexion` : ils ne comptent plus). Renvoie le nombre de sessions et
 * de compteurs supprimés.
 */
export async function purgerExpirations({
  db,
  config,
}: {
  db: Db;
  config: Config;
}): Promise<{ sessions: number; verrouillages: number }> {
  const sessions = await creerMagasinSessions(db).purger();
  await creerServiceCaptcha(db, config.secretSession, DIFFICULTE_PRODUCTION).purgerExpires();
  const verrouillages = await creerCompteRepository(db).purgerVerrouillagesPerimes();
  return { sessions, verrouillages };
}
