export * from './jours-ouvres.js';
