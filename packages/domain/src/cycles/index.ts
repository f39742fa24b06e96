export * from '../contact/statut-reclamation.machine.js';
export * from '../copropriete/etat-copropriete.machine.js';
export * from '../declaration/statut-declaration.machine.js';
export * from '../mandat/statut-mandat.machine.js';
export * from '../teledeclarant/statut-teledeclarant.machine.js';
export * from './machine.js';
