export * from './delais-indicateurs.js';
export * from './indicateurs.schema.js';
