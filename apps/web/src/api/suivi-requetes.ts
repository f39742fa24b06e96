type Abonne = (enCours: number) => void;

/** Compte les requêtes en cours, pour l'indicateur de chargement global. */
function creerSuivi() {
  let enCours = 0;
  const abonnes = new Set<Abonne>();
  const notifier = () => {
    for (const a of abonnes) a(enCours);
  };
  return {
    debut(): () => void {
      enCours += 1;
      notifier();
      let termine = false;
      return () => {
        if (termine) return;
        termine = true;
        enCours -= 1;
        notifier();
      };
    },
    abonner(abonne: Abonne): () => void {
      abonnes.add(abonne);
      return () => abonnes.delete(abonne);
    },
    get enCours() {
      return enCours;
    },
  };
}

export const suiviRequetes = creerSuivi();
