import type { Db } from '../db/connexion.js';
import { creerMessageInformationRepository } from '../repositories/message-information.repository.js';

/** Services et dépôts de l'application, construits une fois et partagés par les routes. */
export function creerServices(db: Db) {
  return {
    db,
    messagesInformation: creerMessageInformationRepository(db),
  };
}

export type Services = ReturnType<typeof creerServices>;
