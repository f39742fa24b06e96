export * from './compte.schema.js';
export * from './referentiels-compte.js';
export * from './utilisateurs.js';
