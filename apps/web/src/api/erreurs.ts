import type { ContratRoute, ErreurApi } from '@registre/domain';

type Abonne = () => void;

/**
 * Registre des erreurs côté client (spec 2 §8) : chaque requête en échec est enregistrée, sauf les 401
 * et les 400 traitées par l'écran ; les 404 sont suivies à part. Les notifications s'y abonnent.
 */
function creerStoreErreurs() {
  let erreurs: ErreurApi[] = [];
  let nonTrouvees: ErreurApi[] = [];
  const abonnes = new Set<Abonne>();
  const notifier = () => {
    for (const a of abonnes) a();
  };
  return {
    ajouter(erreur: ErreurApi, contrat?: ContratRoute): void {
      if (erreur.status === 401) return;
      if (erreur.status === 400 && contrat?.erreurs400Metier) return;
      if (erreur.status === 404) nonTrouvees = [...nonTrouvees, erreur];
      else erreurs = [...erreurs, erreur];
      notifier();
    },
    retirer(id: string): void {
      erreurs = erreurs.filter((e) => e.id !== id);
      nonTrouvees = nonTrouvees.filter((e) => e.id !== id);
      notifier();
    },
    /** Erreurs rattachées à une action d'origine donnée. */
    parOrigine(origine: string): ErreurApi[] {
      return erreurs.filter((e) => e.origin === origine);
    },
    get erreurs() {
      return erreurs;
    },
    get nonTrouvees() {
      return nonTrouvees;
    },
    abonner(abonne: Abonne): () => void {
      abonnes.add(abonne);
      return () => abonnes.delete(abonne);
    },
    vider(): void {
      erreurs = [];
      nonTrouvees = [];
      notifier();
    },
  };
}

export const storeErreurs = creerStoreErreurs();

export function enregistrerErreur(erreur: ErreurApi, contrat?: ContratRoute): void {
  storeErreurs.ajouter(erreur, contrat);
}
