import { z } from 'zod';
import { erreursDuChamp } from '../commun/texte.js';

/**
 * Type d'un arrêté de police administrative visant les parties communes (spec 1 §3, `procedures`).
 * `SECURITE_TR_INSALUBRITE` (arrêté de mise en sécurité ou de traitement de l'insalubrité, régime
 * unifié depuis 2021) est le type par défaut ; les autres reprennent les drapeaux de la déclaration :
 * péril, insalubrité et sécurité des équipements communs (régimes antérieurs).
 */
export const TypeArrete = z.enum(
  [
    'SECURITE_TR_INSALUBRITE',
    'PERIL_PARTIES_COMMUNES',
    'INSALUBRITE_PARTIES_COMMUNES',
    'EQUIPEMENTS_COMMUNS',
  ],
  { error: erreursDuChamp("Le type d'arrêté") },
);
export type TypeArrete = z.infer<typeof TypeArrete>;

export const typeArreteLabels: Record<TypeArrete, string> = {
  SECURITE_TR_INSALUBRITE: "Arrêté de mise en sécurité ou de traitement de l'insalubrité",
  PERIL_PARTIES_COMMUNES: 'Arrêté de péril sur les parties communes',
  INSALUBRITE_PARTIES_COMMUNES: "Arrêté d'insalubrité sur les parties communes",
  EQUIPEMENTS_COMMUNS: 'Arrêté relatif à la sécurité des équipements communs',
};

/** Type d'arrêté ajouté quand la déclaration n'en contient aucun (spec 2 §5.1). */
export const TYPE_ARRETE_PAR_DEFAUT: TypeArrete = 'SECURITE_TR_INSALUBRITE';

/** Drapeau de la partie `procedures` qui conditionne chaque type d'arrêté. */
export type DrapeauArrete =
  | 'flagSecuriteInsalubritePartiesCom'
  | 'flagPerilPartiesCom'
  | 'flagInsalubritePartiesCom'
  | 'flagEquipementsCom';

export const drapeauDuTypeArrete: Record<TypeArrete, DrapeauArrete> = {
  SECURITE_TR_INSALUBRITE: 'flagSecuriteInsalubritePartiesCom',
  PERIL_PARTIES_COMMUNES: 'flagPerilPartiesCom',
  INSALUBRITE_PARTIES_COMMUNES: 'flagInsalubritePartiesCom',
  EQUIPEMENTS_COMMUNS: 'flagEquipementsCom',
};
