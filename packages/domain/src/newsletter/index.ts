export * from './abonne.schema.js';
export * from './lettres.js';
