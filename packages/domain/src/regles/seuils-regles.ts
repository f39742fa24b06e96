import { dateCalendaire } from './dates-regles.js';

/**
 * Bornes et seuils des règles métier (spec 2 §5.3 à §5.6 et §9), en un seul endroit.
 * Le responsable pourra les rapprocher de `constants.ts` ; les règles et les messages les lisent ici.
 */
export const SEUILS_REGLES = {
  /** Durée d'un mandat : strictement inférieure à 3 ans (ADR 0020). */
  mandatDureeMaxAnnees: 3,
  /** Durée normale d'un mandat : 12 mois ; une autre durée donne un avertissement (ADR 0020). */
  mandatDureeNormaleMois: 12,
  /** Durée d'un exercice comptable : strictement inférieure à 18 mois (ADR 0020). */
  exerciceDureeMaxMois: 18,
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
  /** Nom de la copropriété : 50 caractères au plus. */
  nomCoproprieteLongueurMax: 50,
  /** Mandat ad hoc (article 29-1 A de la loi du 10 juillet 1965, ADR 0022). */
  mandatAdHocSeuilLots: 200,
  mandatAdHocPourcentageGrandeCopropriete: 15,
  mandatAdHocPourcentage: 25,
  /** Seuil de dette d'un copropriétaire compté comme débiteur, en euros. */
  detteCoproprietaireSeuilEuros: 300,
} as const;

/** Date de bascule du 01/01/2017 : avant, le syndic immatricule ; à partir de ce jour, le notaire (ADR 0023). */
export const DATE_BASCULE_IMMATRICULATION_NOTAIRE: Date = dateCalendaire(2017, 1, 1);

/** Borne basse des dates de règlement de copropriété : le 01/01/1900 est accepté, le 31/12/1899 refusé. */
export const DATE_REGLEMENT_MIN: Date = dateCalendaire(1900, 1, 1);
