export * from './types-demande.js';
export * from './verrou.js';
