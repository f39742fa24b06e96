import { Pagination } from '@codegouvfr/react-dsfr/Pagination';
import { Select } from '@codegouvfr/react-dsfr/Select';
import type { ReactNode } from 'react';
import { nombreDePages } from './tri';

/**
 * Résultats d'une recherche paginée : nombre de résultats annoncé (`role="status"`), choix du nombre de lignes
 * par page, tableau, pagination DSFR dont chaque page est un lien (adresse de la page).
 */
export function ResultatsPagines({
  enCours,
  total,
  page,
  tailles,
  nom,
  aucun,
  onTaille,
  lienPage,
  children,
}: {
  enCours: boolean;
  total: number;
  page: { pageNumber: number; pageSize: number };
  tailles: readonly number[];
  /** Ce qui est compté, au singulier et au pluriel (« télédéclarant trouvé », « télédéclarants trouvés »). */
  nom: { singulier: string; pluriel: string };
  aucun: string;
  onTaille: (taille: number) => void;
  lienPage: (numero: number) => string;
  children: ReactNode;
}) {
  const nbPages = nombreDePages(total, page.pageSize);
  return (
    <>
      <div className="registre-barre-resultats fr-mb-2w">
        <p role="status" className="fr-mb-0">
          {enCours
            ? 'Recherche en cours…'
            : total === 0
              ? aucun
              : `${total.toLocaleString('fr-FR')} ${total > 1 ? nom.pluriel : nom.singulier} — page ${page.pageNumber} sur ${nbPages}`}
        </p>
        <Select
          label="Lignes par page"
          className="registre-taille-page"
          nativeSelectProps={{
            value: String(page.pageSize),
            onChange: (e) => onTaille(Number(e.target.value)),
          }}
        >
          {tailles.map((taille) => (
            <option key={taille} value={taille}>
              {taille}
            </option>
          ))}
        </Select>
      </div>
      {children}
      {total > page.pageSize && (
        <Pagination
          className="fr-mb-6w"
          count={nbPages}
          defaultPage={Math.min(page.pageNumber, nbPages)}
          getPageLinkProps={(numero) => ({ to: lienPage(numero) })}
        />
      )}
    </>
  );
}
