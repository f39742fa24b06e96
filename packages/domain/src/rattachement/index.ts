export * from './controle-rattachement.js';
export * from './demande-rattachement.js';
