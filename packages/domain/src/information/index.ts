export * from './message-information.schema.js';
