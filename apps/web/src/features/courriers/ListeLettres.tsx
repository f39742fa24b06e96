import { Button } from '@codegouvfr/react-dsfr/Button';
import { Pagination } from '@codegouvfr/react-dsfr/Pagination';
import { TAILLE_MAX_LOT_LETTRES } from '@registre/domain';
import { Tableau } from '../../components/socle/Tableau';
import { nombreDePages } from '../../components/socle/tri';
import { jourFrancais, nbLettres } from './presentation';
import { useLettresAEnvoyer, usePreparerLot } from './useCourriers';

const TAILLE = 20;

/** Lettres qui attendent l'imprimeur, les plus urgentes d'abord, et la préparation d'un lot. */
export function ListeLettres({ page, adressePage }: { page: number; adressePage: (page: number) => string }) {
  const { data, isPending, isError } = useLettresAEnvoyer(page, TAILLE);
  const preparer = usePreparerLot();
  const horsLot = data?.horsLot ?? 0;
  return (
    <section aria-labelledby="titre-lettres" className="fr-mb-6w">
      <h2 id="titre-lettres">Lettres à envoyer</h2>
      <p role="status">
        {isPending
          ? 'Chargement des lettres…'
          : isError
            ? 'Les lettres n’ont pas pu être chargées : réessayez plus tard.'
            : data.total === 0
              ? 'Aucune lettre n’attend d’être envoyée.'
              : `${nbLettres(data.total)} à envoyer, dont ${nbLettres(horsLot)} dans aucun lot.`}
      </p>
      <Button
        iconId="fr-icon-printer-line"
        className="fr-mb-3w"
        disabled={horsLot === 0 || preparer.isPending}
        onClick={() => preparer.mutate()}
      >
        {preparer.isPending ? 'Préparation du lot…' : 'Préparer un lot pour l’imprimeur'}
      </Button>
      <p className="fr-hint-text">
        Un lot prend les lettres qui ne sont dans aucun lot, les plus urgentes d’abord,{' '}
        {TAILLE_MAX_LOT_LETTRES} au plus.
      </p>
      {data && data.lettres.length > 0 && (
        <>
          <Tableau titre="Lettres à envoyer">
            <thead>
              <tr>
                <th scope="col">N°</th>
                <th scope="col">Destinataire</th>
                <th scope="col">Établissement</th>
                <th scope="col">À envoyer avant le</th>
                <th scope="col">Lot</th>
              </tr>
            </thead>
            <tbody>
              {data.lettres.map((l) => (
                <tr key={l.id} data-testid="ligne-lettre-a-envoyer">
                  <td>{l.id}</td>
                  <td>
                    {l.adresse.map((ligne, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: les lignes d'adresse n'ont que leur rang
                      <span key={i}>
                        {ligne}
                        <br />
                      </span>
                    ))}
                  </td>
                  <td>{l.raisonSociale ?? '—'}</td>
                  <td>{jourFrancais(l.dateEnvoiPrevue)}</td>
                  <td>{l.idLot === null ? 'Dans aucun lot' : `Lot n° ${l.idLot}`}</td>
                </tr>
              ))}
            </tbody>
          </Tableau>
          {data.total > TAILLE && (
            <Pagination
              count={nombreDePages(data.total, TAILLE)}
              defaultPage={page}
              getPageLinkProps={(numero) => ({ to: adressePage(numero) })}
            />
          )}
        </>
      )}
    </section>
  );
}
