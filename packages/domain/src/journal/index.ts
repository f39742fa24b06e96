export * from './evenement-journal.schema.js';
