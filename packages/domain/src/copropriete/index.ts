export * from './actions-copropriete.js';
export * from './copropriete.schema.js';
export * from './doublons.rules.js';
export * from './doublons.schema.js';
export * from './etat-copropriete.js';
export * from './liste-coproprietes.schema.js';
export * from './localisation.js';
export * from './numero-immatriculation.js';
