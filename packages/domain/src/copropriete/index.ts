export * from './copropriete.schema.js';
export * from './etat-copropriete.js';
