import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { newsletterRoutes } from '@registre/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { clesNewsletter } from '../../api/cles-requetes';
import { appelerApi } from '../../api/client';
import { tailleLisible } from '../../components/socle/taille-fichier';

/** Formulaire d'inscription (zod, captcha) chargé avec la liste, hors du morceau de la page (budget, ADR 0263). */
const FormulaireNewsletter = lazy(() =>
  import('../../features/newsletter/FormulaireNewsletter').then((m) => ({ default: m.FormulaireNewsletter })),
);

/** Page des lettres d'information (spec 1 §2 `/newsletter`) : numéros publiés à télécharger et inscription. */
export function PageNewsletter() {
  const {
    data: lettres,
    isPending,
    isError,
  } = useQuery({
    queryKey: clesNewsletter.lettres(),
    queryFn: () => appelerApi(newsletterRoutes.lister),
    staleTime: 5 * 60_000,
  });
  return (
    <>
      <h1>Lettres d'information</h1>
      <p className="fr-text--lead">
        La lettre d'information du registre paraît plusieurs fois par an : rappels des obligations des
        syndics, calendrier des mises à jour, nouveaux services du site.
      </p>
      <div className="fr-grid-row fr-grid-row--gutters">
        <section className="fr-col-12 fr-col-md-7" aria-labelledby="titre-numeros">
          <h2 id="titre-numeros" className="fr-h4">
            Numéros parus
          </h2>
          {isPending && <p role="status">Chargement des numéros…</p>}
          {isError && (
            <Alert severity="error" small description="La liste des numéros n'a pas pu être chargée." />
          )}
          {lettres && lettres.length === 0 && <p>Aucun numéro n'est encore paru.</p>}
          {lettres && lettres.length > 0 && (
            <ul className="fr-raw-list" data-testid="liste-lettres">
              {lettres.map((lettre) => (
                <li key={lettre.nom} className="fr-mb-2w">
                  <a
                    className="fr-link fr-link--download"
                    download
                    href={`${newsletterRoutes.telecharger.path}?fileName=${encodeURIComponent(lettre.nom)}`}
                  >
                    {lettre.titre}
                    <span className="fr-link__detail">
                      PDF – {tailleLisible(lettre.taille)} – publiée le {lettre.datePublication}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        <div className="fr-col-12 fr-col-md-5">
          <div className="fr-p-3w fr-background-alt--blue-france">
            <Suspense fallback={<p role="status">Chargement du formulaire…</p>}>
              <FormulaireNewsletter titre="S'abonner à la lettre d'information" />
            </Suspense>
          </div>
        </div>
      </div>
    </>
  );
}
