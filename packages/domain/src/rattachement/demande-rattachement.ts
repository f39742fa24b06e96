import type { ResultatRegles } from '../commun/resultat.js';
import { reglesInfoRattachement } from '../declaration/declaration.formulaire.js';
import type { InfoRattachement } from '../declaration/declaration.schema.js';

/**
 * Règles du mandat d'une demande de rattachement ou d'une contestation (spec 2 §5.3 ; ADR 0300) : ce sont
 * celles de l'étape « informations de rattachement » de l'immatriculation, réutilisées telles quelles (dates,
 * durée inférieure à 3 ans, avertissement hors 12 mois, type de justificatif permis par la nature du mandat,
 * justificatif obligatoire). Les erreurs portent sur les champs `infoRattachement.*`, comme dans le
 * formulaire d'immatriculation : l'écran de rattachement reprend les mêmes champs.
 */
export function reglesDemandeRattachement(info: InfoRattachement, aujourdhui: Date): ResultatRegles {
  return reglesInfoRattachement(
    { infoRattachement: info },
    { aujourdhui, reglement: 'MISE_A_JOUR', avecMandat: true, estMajAnnuelle: false },
  );
}
