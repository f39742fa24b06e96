export * from './mandat.schema.js';
export * from './operations-mandat.js';
export * from './statut-mandat.js';
export * from './successeur.js';
