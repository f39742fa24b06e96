export * from './abonne.schema.js';
