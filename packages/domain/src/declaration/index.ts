export * from './declaration.schema.js';
export * from './statut-declaration.js';
