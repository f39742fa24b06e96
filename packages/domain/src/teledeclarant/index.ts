export * from './changement-representant.js';
export * from './gestion-teledeclarant.js';
export * from './gestion-teledeclarant.schema.js';
export * from './inscription.js';
export * from './mon-etablissement.formulaire.js';
export * from './statut-teledeclarant.js';
export * from './teledeclarant.schema.js';
