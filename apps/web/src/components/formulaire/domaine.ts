export { messagesGeneriques } from '../../../../../packages/domain/src/messages/generiques';
export { lireDateTexte } from '../../../../../packages/domain/src/commun/dates';
