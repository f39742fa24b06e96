export * from './api-publique.schema.js';
export * from './api-publique-statistiques.schema.js';
export * from './fiche-publique.schema.js';
export * from './recherche-annuaire.schema.js';
export * from './visibilite-publique.js';
