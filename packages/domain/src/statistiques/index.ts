export * from './statistiques.rules.js';
export * from './statistiques.schema.js';
