export * from './statut-teledeclarant.js';
export * from './teledeclarant.schema.js';
