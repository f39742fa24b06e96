export * from './mandat.schema.js';
export * from './statut-mandat.js';
