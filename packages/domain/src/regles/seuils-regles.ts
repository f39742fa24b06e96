/**
 * Bornes et délais propres aux règles métier (spec 2 §5.3 à §5.6), en un seul endroit. Les valeurs
 * de spec 2 §9 (durées du mandat et de l'exercice, seuils du mandat ad hoc, dette d'un
 * copropriétaire, longueur du nom, dates de bascule et borne basse des dates) sont dans `constants.ts`.
 */
export const SEUILS_REGLES = {
  /** Un changement du jour ou du mois de clôture moins de 4 ans après le précédent se confirme (ADR 0024). */
  exerciceDelaiChangementClotureAnnees: 4,
  /** Un premier exercice déclaré avec un règlement de plus de 5 ans se confirme. */
  premierExerciceAncienneteReglementAnnees: 5,
  /** Délai après la mise en demeure du syndic avant une immatriculation d'office (ADR 0023). */
  delaiMiseEnDemeureSyndicMois: 1,
  /** Lots : total de 2 à 99 999, habitation-bureaux-commerces et habitation de 1 à 99 999, stationnement de 0 à 99 999. */
  lotsTotalMin: 2,
  lotsHabBurComMin: 1,
  lotsHabMin: 1,
  lotsStationnementMin: 0,
  lotsMax: 99_999,
  /** ASL, AFUL et unions de syndicats : de 0 à 99 chacun. */
  structuresAssocieesMax: 99,
} as const;
