export * from './declaration.formulaire.js';
export * from './declaration.schema.js';
export * from './differences.js';
export * from './modification-administrative.js';
export * from './plan-travaux.js';
export * from './reprise.js';
export * from './statut-declaration.js';
