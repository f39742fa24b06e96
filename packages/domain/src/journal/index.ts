export * from './detail-evenement.js';
export * from './evenement-journal.schema.js';
export * from './presentation-evenement.js';
