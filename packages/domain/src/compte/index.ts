export * from './compte.schema.js';
