import { FUSEAU_HORAIRE } from '@registre/domain';

/**
 * File pg-boss de l'expiration des mandats (issue 11 §3 ; ADR 0310) : chaque nuit à 0 h 30, heure de Paris, juste
 * après le changement de jour qui rend échus les mandats finis la veille. La planification est enregistrée en base :
 * une seule exécution par échéance, quelle que soit l'instance (ADR 0070) ; le passage est idempotent.
 */
export const FILE_EXPIRATION_MANDATS = 'expiration-mandats';
export const CRON_EXPIRATION_MANDATS = '30 0 * * *';
export const FUSEAU_EXPIRATION_MANDATS = FUSEAU_HORAIRE;

export { expirerMandats } from '../services/mandats/expiration.js';
