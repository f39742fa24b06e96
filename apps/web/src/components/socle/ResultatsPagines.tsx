import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Pagination } from '@codegouvfr/react-dsfr/Pagination';
import { Select } from '@codegouvfr/react-dsfr/Select';
import type { ReactNode } from 'react';
import { messageErreur } from '../../api/erreurs-appel';
import { nombreDePages, type TriEnCours, triSuivant } from './tri';
import type { EtatRecherche } from './useRecherchePaginee';

/** Page demandée d'une liste : numéro, taille et tri. */
export type PageDeListe<C extends string> = TriEnCours<C> & { pageNumber: number; pageSize: number };

/**
 * Résultats d'une recherche paginée dont les critères vivent dans l'adresse : titre « Résultats », critères de
 * l'adresse refusés par le schéma, échec de la recherche, nombre de résultats annoncé (`role="status"`), choix
 * du nombre de lignes par page, tableau, pagination DSFR dont chaque page est un lien (adresse de la page).
 */
export function ResultatsPagines<C extends string, P extends PageDeListe<C>>({
  etat: { erreursCriteres, erreur, enCours, total },
  plafond,
  totalMinimal = false,
  page,
  tailles,
  nom,
  aucun,
  adressePage,
  allerPage,
  tableau,
}: {
  /** État de la recherche (`useRecherchePaginee`). */
  etat: EtatRecherche;
  /** Nombre de résultats consultables, quand il est borné (journal : les 100 premiers) ; pages calculées dessus. */
  plafond?: number;
  /** Le total est un minimum (compte plafonné côté serveur) : annoncé « au moins N ». */
  totalMinimal?: boolean;
  page: P;
  tailles: readonly number[];
  /** Ce qui est compté, au singulier et au pluriel (« télédéclarant trouvé », « télédéclarants trouvés »). */
  nom: { singulier: string; pluriel: string };
  aucun: string;
  /** Adresse d'une page de la même recherche (liens de la pagination). */
  adressePage: (page: P) => string;
  /** Affiche une autre page de la même recherche (taille de page, tri). */
  allerPage: (page: P) => void;
  /** Tableau de la page, avec le tri d'une colonne ; `null` quand la page n'a pas de ligne. */
  tableau: (trier: (champ: C) => void) => ReactNode;
}) {
  const consultables = plafond === undefined ? total : Math.min(total, plafond);
  const nbPages = nombreDePages(consultables, page.pageSize);
  return (
    <>
      <h2 className="fr-h4">Résultats</h2>
      {erreursCriteres && (
        <Alert
          severity="error"
          small
          className="fr-mb-3w"
          description={`Les critères de l'adresse sont invalides : ${erreursCriteres.map((e) => e.message).join(' ')}`}
        />
      )}
      {erreur != null && (
        <Alert
          severity="error"
          title="La recherche a échoué"
          description={messageErreur(erreur, 'Réessayez plus tard.')}
          className="fr-mb-3w"
        />
      )}
      <div className="registre-barre-resultats fr-mb-2w">
        <p role="status" className="fr-mb-0">
          {enCours
            ? 'Recherche en cours…'
            : total === 0
              ? aucun
              : totalMinimal
                ? `Au moins ${total.toLocaleString('fr-FR')} ${nom.pluriel} — page ${page.pageNumber} sur ${nbPages}`
                : `${total.toLocaleString('fr-FR')} ${total > 1 ? nom.pluriel : nom.singulier} — page ${page.pageNumber} sur ${nbPages}`}
        </p>
        <Select
          label="Lignes par page"
          className="registre-taille-page"
          nativeSelectProps={{
            value: String(page.pageSize),
            onChange: (e) => allerPage({ ...page, pageNumber: 1, pageSize: Number(e.target.value) }),
          }}
        >
          {tailles.map((taille) => (
            <option key={taille} value={taille}>
              {taille}
            </option>
          ))}
        </Select>
      </div>
      {tableau((champ) => allerPage(triSuivant(page, champ)))}
      {consultables > page.pageSize && (
        <Pagination
          className="fr-mb-6w"
          count={nbPages}
          defaultPage={Math.min(page.pageNumber, nbPages)}
          getPageLinkProps={(numero) => ({ to: adressePage({ ...page, pageNumber: numero }) })}
        />
      )}
    </>
  );
}
