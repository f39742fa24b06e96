export * from './reclamation.rules.js';
export * from './reclamation.schema.js';
export * from './statut-reclamation.machine.js';
export * from './traitement-reclamation.js';
