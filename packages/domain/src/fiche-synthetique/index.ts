export * from './fiche-synthetique.js';
