import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { Pagination } from '@codegouvfr/react-dsfr/Pagination';
import { echeancierRoutes, type FluxEcheancierCree, TAILLE_PAGE_ECHEANCIER } from '@registre/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { clesEcheancier } from '../../../api/cles-requetes';
import { appelerApi } from '../../../api/client';
import { messageErreur } from '../../../api/erreurs-appel';
import { nombreDePages } from '../../../components/socle/tri';
import { ListeEcheances } from '../../../features/echeancier/ListeEcheances';
import { CHEMIN_ECHEANCIER } from '../../../features/echeancier/ProchainesEcheances';
import { PageProtegee } from '../../../features/session/PageProtegee';

/**
 * Flux de calendrier privé de l'établissement (ADR 0341) : l'adresse secrète n'est montrée qu'à sa création ; la
 * régénérer ou la révoquer fait cesser l'ancienne.
 */
function FluxCalendrier() {
  const client = useQueryClient();
  const [cree, setCree] = useState<FluxEcheancierCree | null>(null);
  const [erreur, setErreur] = useState<string | null>(null);
  const [enCours, setEnCours] = useState(false);
  const {
    data: etat,
    isError,
    error,
  } = useQuery({
    queryKey: clesEcheancier.flux(),
    queryFn: () => appelerApi(echeancierRoutes.etatFlux),
  });
  const agir = async (action: () => Promise<FluxEcheancierCree | null>) => {
    setEnCours(true);
    setErreur(null);
    try {
      setCree(await action());
      await client.invalidateQueries({ queryKey: clesEcheancier.flux() });
    } catch (e) {
      setErreur(messageErreur(e, 'L’opération n’a pas abouti : réessayez plus tard.'));
    } finally {
      setEnCours(false);
    }
  };
  return (
    <section aria-labelledby="titre-flux" className="fr-mb-6w">
      <h2 id="titre-flux">S’abonner au calendrier</h2>
      <p>
        Ajoutez l’échéancier à votre agenda (Outlook, Thunderbird, Google Agenda…) par une adresse secrète :
        toute personne qui la connaît lit les échéances de votre établissement. Régénérez-la ou révoquez-la si
        elle a circulé.
      </p>
      {isError && (
        <Alert
          severity="error"
          small
          description={messageErreur(error, 'État du calendrier indisponible.')}
        />
      )}
      {erreur && <Alert severity="error" small description={erreur} className="fr-mb-2w" />}
      {etat && !cree && (
        <p data-testid="etat-flux">
          {etat.actif
            ? `Un calendrier est actif depuis le ${etat.creeLe ?? '—'} : son adresse n’est plus affichée. Régénérez-la pour en obtenir une nouvelle.`
            : 'Aucun calendrier n’est actif pour votre établissement.'}
        </p>
      )}
      {cree && (
        <div className="fr-mb-2w">
          <Alert
            severity="success"
            small
            description="Adresse du calendrier créée : copiez-la maintenant, elle ne sera plus affichée."
            className="fr-mb-2w"
          />
          <Input
            label="Adresse secrète du calendrier"
            nativeInputProps={{ value: cree.url, readOnly: true, onFocus: (e) => e.currentTarget.select() }}
          />
        </div>
      )}
      {etat && (
        <ul className="fr-btns-group fr-btns-group--inline-md">
          <li>
            <Button disabled={enCours} onClick={() => agir(() => appelerApi(echeancierRoutes.creerFlux))}>
              {etat.actif || cree ? 'Régénérer l’adresse du calendrier' : 'Créer l’adresse du calendrier'}
            </Button>
          </li>
          {(etat.actif || cree) && (
            <li>
              <Button
                priority="secondary"
                disabled={enCours}
                onClick={() => agir(() => appelerApi(echeancierRoutes.revoquerFlux).then(() => null))}
              >
                Révoquer le calendrier
              </Button>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}

function Echeancier() {
  const [parametres] = useSearchParams();
  const page = Math.max(1, Number(parametres.get('page')) || 1);
  const { data, isPending, isError, error } = useQuery({
    queryKey: clesEcheancier.page(page, TAILLE_PAGE_ECHEANCIER),
    queryFn: () => appelerApi(echeancierRoutes.lister, { query: { page, taille: TAILLE_PAGE_ECHEANCIER } }),
  });
  return (
    <section aria-labelledby="titre-liste-echeances" className="fr-mb-6w">
      <h2 id="titre-liste-echeances">Échéances des copropriétés de votre établissement</h2>
      {isPending && <p role="status">Chargement des échéances…</p>}
      {isError && (
        <Alert severity="error" small description={messageErreur(error, 'Échéances indisponibles.')} />
      )}
      {data && data.totalItems === 0 && <p>Aucune échéance pour les copropriétés de votre établissement.</p>}
      {data && data.totalItems > 0 && (
        <>
          <ListeEcheances echeances={data.echeances} />
          {data.totalItems > TAILLE_PAGE_ECHEANCIER && (
            <Pagination
              count={nombreDePages(data.totalItems, TAILLE_PAGE_ECHEANCIER)}
              defaultPage={page}
              getPageLinkProps={(numero) => ({ to: `${CHEMIN_ECHEANCIER}?page=${numero}` })}
            />
          )}
        </>
      )}
    </section>
  );
}

/** Échéancier des obligations de l'établissement et flux de calendrier (issue 11 §6, ADR 0340, 0341). */
export function PageEcheancier() {
  return (
    <PageProtegee authorities={['AFFICHER_DONNEES_ADMIN_SYNDIC']}>
      <h1 className="fr-mt-4w">Échéancier de mes copropriétés</h1>
      <p>
        Fins de mandat, mises à jour annuelles, exercices aux comptes non approuvés et réponses attendues par
        le teneur : les échéances en retard d’abord, puis les plus proches. Un courriel de rappel part 60, 30
        et 7 jours avant chacune.
      </p>
      <FluxCalendrier />
      <Echeancier />
    </PageProtegee>
  );
}
