export * from './detail-evenement.js';
export * from './evenement-journal.schema.js';
