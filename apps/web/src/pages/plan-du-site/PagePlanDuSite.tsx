import { Link } from 'react-router';
import { pagesDuPlan } from '../../app/routes';

/** Plan du site, construit à partir des routes réellement disponibles. */
export function PagePlanDuSite() {
  return (
    <>
      <h1>Plan du site</h1>
      <ul>
        {pagesDuPlan().map((p) => (
          <li key={p.chemin}>
            <Link to={p.chemin}>{p.titre}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
