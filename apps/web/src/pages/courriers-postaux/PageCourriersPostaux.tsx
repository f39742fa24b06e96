import { useSearchParams } from 'react-router';
import { ListeLettres } from '../../features/courriers/ListeLettres';
import { ListeLots } from '../../features/courriers/ListeLots';
import { PageProtegee } from '../../features/session/PageProtegee';

/** Numéro de page lu dans l'adresse ; 1 s'il est absent ou invalide. */
function numeroPage(valeur: string | null): number {
  const n = Number(valeur);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

function CourriersPostaux() {
  const [parametres] = useSearchParams();
  const pageLettres = numeroPage(parametres.get('lettres'));
  const pageLots = numeroPage(parametres.get('lots'));
  const adresse = (lettres: number, lots: number) => `/courriers-postaux?lettres=${lettres}&lots=${lots}`;
  return (
    <>
      <h1>Courriers postaux</h1>
      <p className="fr-text--lead">
        Les codes d’activation des télédéclarants partent par la poste, sous 15 jours au plus. Préparez un lot
        pour l’imprimeur, téléchargez son PDF, puis déclarez-le envoyé une fois remis à la poste.
      </p>
      <ListeLettres page={pageLettres} adressePage={(n) => adresse(n, pageLots)} />
      <ListeLots page={pageLots} adressePage={(n) => adresse(pageLettres, n)} />
    </>
  );
}

/** Courriers postaux du teneur (issue 9 §7, ADR 0235). */
export function PageCourriersPostaux() {
  return (
    <PageProtegee authorities={['EDITER_TELEDECLARANT']}>
      <CourriersPostaux />
    </PageProtegee>
  );
}
