import { z } from 'zod';
import { DateTexte, estAvant, estAvantOuEgal, lireDateTexte } from '../commun/dates.js';
import { Identifiant } from '../commun/identifiant.js';
import { erreursDuChamp, texte } from '../commun/texte.js';

/** Longueur maximale du message du bandeau d'information. */
export const LONGUEUR_MAX_MESSAGE_INFORMATION = 500;

/** Niveau d'importance du bandeau, qui fixe sa couleur (composant Notice du DSFR). */
export const NiveauMessageInformation = z.enum(['INFO', 'ALERTE'], {
  error: erreursDuChamp('Le niveau du message'),
});
export type NiveauMessageInformation = z.infer<typeof NiveauMessageInformation>;

export const niveauMessageInformationLabels: Record<NiveauMessageInformation, string> = {
  INFO: 'Information',
  ALERTE: 'Alerte',
};

/**
 * Message d'information affiché en bandeau (spec 1 §1, `GET api/public/infomessage` qui en renvoie le texte,
 * vide quand aucun message n'est actif). Il est actif entre ses dates de début et de fin incluses.
 */
export const MessageInformation = z.object({
  id: Identifiant.nullish(),
  texte: texte({
    max: LONGUEUR_MAX_MESSAGE_INFORMATION,
    min: 1,
    multiligne: true,
    libelle: 'Le texte du message',
  }),
  niveau: NiveauMessageInformation.default('INFO'),
  dateDebut: DateTexte,
  dateFin: DateTexte.nullish(),
});
export type MessageInformation = z.infer<typeof MessageInformation>;

/** Le message est-il à afficher le jour donné (bornes incluses, fin facultative) ? */
export function estMessageInformationActif(
  message: Pick<MessageInformation, 'dateDebut' | 'dateFin'>,
  aujourdhui: Date,
): boolean {
  const debut = lireDateTexte(message.dateDebut);
  const fin = lireDateTexte(message.dateFin);
  if (debut === null || estAvant(aujourdhui, debut)) {
    return false;
  }
  return fin === null || estAvantOuEgal(aujourdhui, fin);
}
