export * from './dissolution.schema.js';
