export * from './accueil.js';
export * from './authorities.js';
export * from './documentation.js';
export * from './droits.js';
export * from './profils.js';
export * from './table.js';
