export * from './echeancier.rules.js';
export * from './echeancier.schema.js';
export * from './ics.js';
