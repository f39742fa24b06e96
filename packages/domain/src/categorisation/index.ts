export * from './recherche-sauvegardee.schema.js';
