export * from './descripteurs.js';
