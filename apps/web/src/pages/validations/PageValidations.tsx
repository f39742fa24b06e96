import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Select } from '@codegouvfr/react-dsfr/Select';
import { PLAFOND_DEMANDES, TypeDemandeGuichet, validationsRoutes } from '@registre/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { clesValidations } from '../../api/cles-requetes';
import { appelerApi } from '../../api/client';
import { ResultatsPagines } from '../../components/socle/ResultatsPagines';
import { triSuivant } from '../../components/socle/tri';
import { useRecherchePaginee } from '../../components/socle/useRecherchePaginee';
import { PageProtegee } from '../../features/session/PageProtegee';
import { ListeDemandes } from '../../features/validations/ListeDemandes';
import { lienDemande } from '../../features/validations/presentation';
import {
  type PageDemandes,
  pageDepuisUrl,
  TAILLES_PAGE_DEMANDES,
  triAffiche,
  typeDepuisUrl,
  urlDepuis,
  verificationDepuis,
} from '../../features/validations/recherche';
import '../../features/teledeclarants/teledeclarants.css';
import '../../features/validations/validations.css';

/** Bouton « Traiter la plus ancienne demande » : ouvre la plus ancienne demande qu'aucun autre teneur ne tient. */
function PlusAncienne() {
  const navigate = useNavigate();
  const [aucune, setAucune] = useState(false);
  const [enCours, setEnCours] = useState(false);
  const ouvrir = async () => {
    setEnCours(true);
    try {
      const ligne = await appelerApi(validationsRoutes.plusAncienne);
      if (ligne) navigate(lienDemande(ligne));
      else setAucune(true);
    } finally {
      setEnCours(false);
    }
  };
  return (
    <>
      <Button iconId="fr-icon-time-line" onClick={ouvrir} disabled={enCours}>
        Traiter la plus ancienne demande
      </Button>
      {aucune && (
        <p role="status" className="fr-mt-1w fr-text--sm">
          Aucune demande libre n'attend de traitement.
        </p>
      )}
    </>
  );
}

function RechercheDemandes() {
  const [params, setParams] = useSearchParams();
  const type = typeDepuisUrl(params);
  const page = pageDepuisUrl(params);

  const types = useQuery({
    queryKey: clesValidations.typesDemande(),
    queryFn: () => appelerApi(validationsRoutes.typesDemande),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const { donnees, etat } = useRecherchePaginee({
    verification: verificationDepuis(type, page),
    cle: clesValidations.recherche,
    rechercher: (body) => appelerApi(validationsRoutes.rechercher, { body }),
  });

  const aller = (nouveauType: TypeDemandeGuichet | null, nouvellePage: PageDemandes) =>
    setParams(urlDepuis(nouveauType, nouvellePage));
  const lignes = donnees?.ligneDemandeDTOList ?? [];
  const plafonne = donnees?.totalPlafonne === true;

  return (
    <>
      <h1>Validations</h1>
      <p>
        Demandes déposées qui attendent la décision du teneur du registre. Ouvrir une demande la réserve à
        votre nom : les autres teneurs la voient en cours de traitement jusqu'à ce que vous la quittiez.
      </p>
      <div className="registre-barre-resultats fr-mb-4w">
        <Select
          label="Type de demande"
          className="registre-taille-page"
          nativeSelectProps={{
            value: type ?? '',
            onChange: (e) => {
              const choisi = TypeDemandeGuichet.safeParse(e.target.value);
              aller(choisi.success ? choisi.data : null, { ...page, pageNumber: 1 });
            },
          }}
        >
          <option value="">Tous les types</option>
          {(types.data ?? []).map((t) => (
            <option key={t.code} value={t.code}>
              {t.libelle}
            </option>
          ))}
        </Select>
        <div>
          <PlusAncienne />
        </div>
      </div>
      {plafonne && (
        <Alert
          severity="info"
          small
          className="fr-mb-3w"
          description={`Plus de ${PLAFOND_DEMANDES.toLocaleString('fr-FR')} demandes attendent : seules les ${PLAFOND_DEMANDES.toLocaleString('fr-FR')} premières dans l'ordre choisi sont listées. Filtrez par type, changez le tri ou traitez la plus ancienne demande pour atteindre les autres.`}
        />
      )}
      <ResultatsPagines
        etat={etat}
        plafond={PLAFOND_DEMANDES}
        totalMinimal={plafonne}
        page={page}
        tailles={TAILLES_PAGE_DEMANDES}
        nom={{ singulier: 'demande en attente', pluriel: 'demandes en attente' }}
        aucun="Aucune demande n'attend de validation."
        adressePage={(p) => `?${urlDepuis(type, p)}`}
        allerPage={(p) => aller(type, p)}
        tableau={() =>
          lignes.length > 0 && (
            <ListeDemandes
              lignes={lignes}
              page={triAffiche(page)}
              // Sans tri choisi, le suivant part du tri par défaut annoncé (profil du demandeur croissant).
              onTrier={(champ) => aller(type, triSuivant(triAffiche(page), champ))}
            />
          )
        }
      />
    </>
  );
}

/** Guichet de validation du teneur (spec 1 §2 `/validations`, §4 « validation desk » ; spec 2 §7.7). */
export function PageValidations() {
  return (
    <PageProtegee authorities={['VALIDER_RATTACHEMENT_DECLARATION']}>
      <RechercheDemandes />
    </PageProtegee>
  );
}
