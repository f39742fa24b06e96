export * from './lettres.js';
