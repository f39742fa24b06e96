export * from './constants.js';
export * from './erreurs.js';
export * from './permissions/authorities.js';
export * from './permissions/profils.js';
export * from './routes/index.js';
export * from './version.js';
