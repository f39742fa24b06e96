export * from './reclamation.rules.js';
export * from './reclamation.schema.js';
