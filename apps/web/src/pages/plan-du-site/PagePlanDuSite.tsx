import { Link } from 'react-router';
import { pagesDuPlan } from '../../app/routes';

interface Entree {
  chemin: string;
  titre: string;
  enfants: Entree[];
}

/**
 * Arbre du plan : une page est rangée sous la dernière page de son fil d'Ariane quand celle-ci est au plan,
 * à la racine sinon. Les pages gardent l'ordre de la table des routes.
 */
function arbreDuPlan(): Entree[] {
  const pages = pagesDuPlan();
  const entrees = new Map(
    pages.map((p) => [p.chemin, { chemin: p.chemin, titre: p.titre, enfants: [] as Entree[] }]),
  );
  const racine: Entree[] = [];
  for (const p of pages) {
    const entree = entrees.get(p.chemin);
    if (!entree) continue;
    const parent = p.parent !== undefined && p.parent !== p.chemin ? entrees.get(p.parent) : undefined;
    (parent ? parent.enfants : racine).push(entree);
  }
  return racine;
}

function Liste({ entrees }: { entrees: Entree[] }) {
  return (
    <ul>
      {entrees.map((e) => (
        <li key={e.chemin}>
          <Link to={e.chemin}>{e.titre}</Link>
          {e.enfants.length > 0 && <Liste entrees={e.enfants} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * Plan du site (spec 1 §2 `/sitemap`), construit à partir des routes réellement disponibles : toute page ajoutée
 * à la table des routes y apparaît, rangée sous sa page parente. Les pages réservées à un profil y figurent aussi ;
 * elles demandent de se connecter.
 */
export function PagePlanDuSite() {
  return (
    <>
      <h1>Plan du site</h1>
      <nav aria-label="Plan du site">
        <Liste entrees={arbreDuPlan()} />
      </nav>
    </>
  );
}
