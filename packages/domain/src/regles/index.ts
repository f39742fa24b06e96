/**
 * Règles métier partagées par le navigateur et le serveur (spec 2 §5.3 à §5.6 et §8) et leurs
 * messages. Les dates se calculent avec `commun/dates.ts`.
 */
export * from '../copropriete/copropriete.rules.js';
export * from '../declaration/exercice.rules.js';
export * from '../declaration/procedures.rules.js';
export * from '../dissolution/dissolution.rules.js';
export * from '../mandat/mandat.rules.js';
export * from '../messages/codes-serveur.js';
export * from '../messages/regles.js';
export * from './champs.js';
export * from './constat.js';
export * from './seuils-regles.js';
