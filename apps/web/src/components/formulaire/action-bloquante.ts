/**
 * Actions bloquantes (spec 1 §4, spec 2 §8) : une action démarre, puis se termine avec un indicateur
 * de succès. Pendant qu'elle est en cours, les boutons qui la déclenchent sont désactivés.
 */
export interface EtatActionBloquante {
  enCours: boolean;
  /** `null` tant qu'aucune action ne s'est terminée (ou pendant qu'une action est en cours). */
  succes: boolean | null;
  /** Erreur de la dernière action échouée, `null` sinon. */
  erreur: unknown;
}

export type EvenementActionBloquante =
  | { type: 'demarrer' }
  | { type: 'reussir' }
  | { type: 'echouer'; erreur: unknown }
  | { type: 'reinitialiser' };

export const ETAT_INITIAL_ACTION_BLOQUANTE: EtatActionBloquante = {
  enCours: false,
  succes: null,
  erreur: null,
};

/** Automate des actions bloquantes : une action terminée ne peut plus changer l'état. */
export function reduireActionBloquante(
  etat: EtatActionBloquante,
  evenement: EvenementActionBloquante,
): EtatActionBloquante {
  switch (evenement.type) {
    case 'demarrer':
      return etat.enCours ? etat : { enCours: true, succes: null, erreur: null };
    case 'reussir':
      return etat.enCours ? { enCours: false, succes: true, erreur: null } : etat;
    case 'echouer':
      return etat.enCours ? { enCours: false, succes: false, erreur: evenement.erreur } : etat;
    case 'reinitialiser':
      return ETAT_INITIAL_ACTION_BLOQUANTE;
  }
}
