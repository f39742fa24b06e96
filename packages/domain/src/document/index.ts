export * from './document.schema.js';
