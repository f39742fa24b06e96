export * from './referentiels.js';
export * from './systeme.js';
