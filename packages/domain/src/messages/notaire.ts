/**
 * Message de spec 2 §8 : collaborateur dont l'étude n'est pas inscrite. Dans un module sans zod (le contrat
 * `notaire.routes.ts` le réexporte) : la reprise de session du morceau d'entrée web le lit sans charger zod
 * ni les schémas des contrats (ADR 0260).
 */
export const MESSAGE_ETUDE_NON_ENREGISTREE_COLLABORATEUR =
  "L'étude notariale n'est pas enregistrée ; seuls les notaires peuvent l'ajouter.";
