export * from './recherche-annuaire.schema.js';
export * from './visibilite-publique.js';
