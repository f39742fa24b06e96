import { Badge } from '@codegouvfr/react-dsfr/Badge';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Pagination } from '@codegouvfr/react-dsfr/Pagination';
import { construireChemin, courriersRoutes, type LotLettres, nomFichierLot } from '@registre/domain';
import { useState } from 'react';
import { Modale } from '../../components/formulaire/Modale';
import { Tableau } from '../../components/socle/Tableau';
import { nombreDePages } from '../../components/socle/tri';
import { dateHeureParis, nbLettres } from './presentation';
import { useDeclarerEnvoye, useLotsLettres } from './useCourriers';

const TAILLE = 10;

/** Lots préparés : téléchargement du PDF et déclaration d'envoi, confirmée dans une modale. */
export function ListeLots({ page, adressePage }: { page: number; adressePage: (page: number) => string }) {
  const { data, isPending, isError } = useLotsLettres(page, TAILLE);
  const declarer = useDeclarerEnvoye();
  const [aConfirmer, setAConfirmer] = useState<LotLettres | null>(null);
  return (
    <section aria-labelledby="titre-lots">
      <h2 id="titre-lots">Lots pour l’imprimeur</h2>
      <p role="status">
        {isPending
          ? 'Chargement des lots…'
          : isError
            ? 'Les lots n’ont pas pu être chargés : réessayez plus tard.'
            : data.total === 0
              ? 'Aucun lot n’a encore été préparé.'
              : `${data.total.toLocaleString('fr-FR')} lot${data.total > 1 ? 's' : ''}, du plus récent au plus ancien.`}
      </p>
      {data && data.lots.length > 0 && (
        <>
          <Tableau titre="Lots pour l’imprimeur">
            <thead>
              <tr>
                <th scope="col">Lot</th>
                <th scope="col">Préparé</th>
                <th scope="col">Lettres</th>
                <th scope="col">Envoi</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {data.lots.map((lot) => {
                const imprimable = lot.nbLettres > lot.nbAnnulees;
                return (
                  <tr key={lot.id} data-testid="ligne-lot" data-id={lot.id}>
                    <td>Lot n° {lot.id}</td>
                    <td>
                      le {dateHeureParis(lot.dateCreation)}
                      <br />
                      par {lot.nomAuteur}
                    </td>
                    <td>
                      {nbLettres(lot.nbLettres)}
                      {lot.nbAnnulees > 0 && (
                        <>
                          <br />
                          dont {lot.nbAnnulees} annulée{lot.nbAnnulees > 1 ? 's' : ''} depuis (absentes du
                          PDF)
                        </>
                      )}
                    </td>
                    <td>
                      {lot.dateEnvoi === null ? (
                        <Badge severity="new" small noIcon>
                          À envoyer
                        </Badge>
                      ) : (
                        <>
                          <Badge severity="success" small noIcon>
                            Envoyé
                          </Badge>
                          <br />
                          le {dateHeureParis(lot.dateEnvoi)}
                          {lot.nomAuteurEnvoi && ` par ${lot.nomAuteurEnvoi}`}
                        </>
                      )}
                    </td>
                    <td>
                      {imprimable ? (
                        <a
                          className="fr-link fr-link--download"
                          download={nomFichierLot(lot.id)}
                          href={construireChemin(courriersRoutes.telechargerLot.path, { id: lot.id })}
                        >
                          Télécharger le PDF du lot n° {lot.id}
                        </a>
                      ) : (
                        <span>Toutes ses lettres ont été annulées : rien à imprimer.</span>
                      )}
                      {lot.dateEnvoi === null && (
                        <Button
                          priority="secondary"
                          size="small"
                          className="fr-mt-1w"
                          onClick={() => setAConfirmer(lot)}
                        >
                          Déclarer le lot n° {lot.id} envoyé
                        </Button>
                      )}
                    </td>
                  </tr>
                );
              })}
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
      <Modale
        ouverte={aConfirmer !== null}
        onFermer={() => setAConfirmer(null)}
        titre={aConfirmer ? `Déclarer le lot n° ${aConfirmer.id} envoyé` : 'Déclarer le lot envoyé'}
        boutons={[
          { children: 'Annuler', priority: 'secondary', doClosesModal: true },
          {
            children: 'Confirmer l’envoi',
            doClosesModal: false,
            disabled: declarer.isPending,
            onClick: () => {
              if (!aConfirmer) return;
              declarer.mutate(aConfirmer.id, { onSettled: () => setAConfirmer(null) });
            },
          },
        ]}
      >
        {aConfirmer && (
          <p>
            Les lettres du lot n° {aConfirmer.id} encore à envoyer ({nbLettres(aConfirmer.nbAEnvoyer)}) seront
            marquées envoyées. Ne confirmez qu’une fois le lot remis à la poste ; les lettres qui ne sont pas
            dans ce lot ne changent pas.
          </p>
        )}
      </Modale>
    </section>
  );
}
