import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import {
  coproprietesBrouillonsRoutes,
  coproprietesRoutes,
  etatCoproprieteLabels,
  formaterNumeroImmatriculation,
  type Parcelle,
  parcellesRoutes,
} from '@registre/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { clesCoproprietes } from '../../api/cles-requetes';
import { appelerApi, ErreurAppel } from '../../api/client';
import { messageErreur } from '../../api/erreurs-appel';
import { useActionBloquante } from '../../components/formulaire';
import { SaisieParcelles } from '../../features/adresses';
import { lienMiseAJour } from '../../features/coproprietes/actions';
import { storeNotifications } from '../../features/notifications/notifications';
import { PageProtegee } from '../../features/session/PageProtegee';
import { ouTiret } from '../../features/teledeclarants/presentation';
import '../../features/coproprietes/coproprietes.css';

/** Liste des copropriétés non géolocalisées (filtre `coproNonGeolocalisees` de spec 1 §2). */
export const LISTE_NON_GEOLOCALISEES = '/copropriete?coproNonGeolocalisees=true';

/** Messages d'une réponse 400 (erreurs des parcelles), sinon `null` (l'erreur est notifiée par le client). */
function messagesRefus(erreur: unknown): string | null {
  if (!(erreur instanceof ErreurAppel) || erreur.status !== 400) return null;
  const champs = erreur.erreur.champs ?? [];
  return champs.length > 0 ? [...new Set(champs.map((c) => c.message))].join(' ') : erreur.message;
}

/**
 * Lit ce qu'il faut pour l'écran : l'en-tête de la mise à jour standard (refusée si la règle des actions ne
 * la permet pas, ADR 0160), les données de la déclaration en vigueur (adresse, parcelles) et l'identifiant
 * de cette déclaration (la plus récente des déclarations validées).
 */
function useCopropriete(id: number) {
  const infos = useQuery({
    queryKey: [...clesCoproprietes.parcelles(id), 'infos'],
    queryFn: () => appelerApi(coproprietesRoutes.infosAction, { params: { id, action: 'MAJ_STANDARD' } }),
    retry: false,
  });
  const autorise = infos.isSuccess;
  const donnees = useQuery({
    queryKey: clesCoproprietes.parcelles(id),
    queryFn: () => appelerApi(coproprietesBrouillonsRoutes.donneesCopropriete, { params: { id } }),
    enabled: autorise,
  });
  const declarations = useQuery({
    queryKey: clesCoproprietes.declarationsPrecedentes(id),
    queryFn: () => appelerApi(coproprietesBrouillonsRoutes.declarationsPrecedentes, { params: { id } }),
    enabled: autorise,
  });
  return { infos, donnees, declarations };
}

function SaisieParcellesCopropriete({ id }: { id: number }) {
  const { infos, donnees, declarations } = useCopropriete(id);
  const [parcelles, setParcelles] = useState<Parcelle[] | null>(null);
  const [erreur, setErreur] = useState<string | null>(null);
  const action = useActionBloquante();
  const navigate = useNavigate();
  const client = useQueryClient();

  useEffect(() => {
    if (donnees.data && parcelles === null) setParcelles(donnees.data.parcelles);
  }, [donnees.data, parcelles]);

  if (infos.isError) {
    return (
      <>
        <h1>Parcelles non géolocalisées</h1>
        <Alert
          severity="error"
          title="Vous ne pouvez pas modifier les parcelles de cette copropriété"
          description={messageErreur(infos.error, 'Réessayez plus tard.')}
          className="fr-mb-3w"
        />
        <Link to={LISTE_NON_GEOLOCALISEES}>Retour aux copropriétés non géolocalisées</Link>
      </>
    );
  }
  const erreurLecture = donnees.error ?? declarations.error;
  const idDeclaration = declarations.data?.[0]?.id;
  if (!infos.data || (!erreurLecture && (!donnees.data || !declarations.data || parcelles === null))) {
    return <p role="status">Chargement de la copropriété…</p>;
  }
  const copro = infos.data;
  const adresseLocalisee = donnees.data?.adressePrincipale?.geolocalisee === true;

  const enregistrer = async () => {
    setErreur(null);
    if (!parcelles || idDeclaration === undefined) return;
    // Pas de refus côté client : le serveur revérifie chaque parcelle au cadastre (une parcelle devenue
    // localisable depuis sa saisie l'est alors) et dit, sur les parcelles, ce qui ne va pas.
    let reponse: { parcelles: Parcelle[] } | undefined;
    try {
      reponse = await action.executer(
        () =>
          appelerApi(parcellesRoutes.mettreAJourNonGeolocalisees, {
            params: { idDeclaration },
            body: parcelles,
          }),
        { relancer: true },
      );
    } catch (e) {
      setErreur(messagesRefus(e) ?? messageErreur(e, "L'enregistrement a échoué : réessayez plus tard."));
      return;
    }
    if (!reponse) return;
    const toutes = reponse.parcelles.every((p) => p.geolocalisee);
    await client.invalidateQueries({ queryKey: clesCoproprietes.tout });
    storeNotifications.ajouter({
      type: 'success',
      titre: 'Parcelles enregistrées',
      description:
        toutes && adresseLocalisee
          ? `La copropriété « ${copro.nom ?? copro.id} » est désormais géolocalisée : elle ne figure plus parmi les copropriétés non géolocalisées.`
          : `Les parcelles de la copropriété « ${copro.nom ?? copro.id} » sont enregistrées ; elle reste non géolocalisée tant que son adresse de référence et toutes ses parcelles ne le sont pas.`,
    });
    navigate(LISTE_NON_GEOLOCALISEES);
  };

  return (
    <>
      <h1>Parcelles non géolocalisées</h1>
      <dl className="registre-entete-copropriete fr-mb-4w">
        <dt>Copropriété</dt>
        <dd>
          {copro.numeroImmatriculation
            ? `${formaterNumeroImmatriculation(copro.numeroImmatriculation)} — `
            : ''}
          {ouTiret(copro.nom)}
        </dd>
        <dt>Adresse de référence</dt>
        <dd>
          {ouTiret(copro.adresseReference)}{' '}
          <span className="fr-text--sm">({adresseLocalisee ? 'géolocalisée' : 'non géolocalisée'})</span>
        </dd>
        <dt>État</dt>
        <dd>{etatCoproprieteLabels[copro.etat]}</dd>
      </dl>
      {erreurLecture ? (
        <Alert
          severity="error"
          title="La copropriété n'a pas pu être lue"
          description={messageErreur(erreurLecture, 'Réessayez plus tard.')}
        />
      ) : (
        <>
          <p>
            Une copropriété est géolocalisée quand son adresse de référence et toutes ses parcelles le sont.
            Retirez les parcelles non localisées et ajoutez-les de nouveau avec leur commune, leur préfixe,
            leur section et leur numéro exacts : chaque parcelle est vérifiée au cadastre. Les parcelles
            remplacent celles de la déclaration en vigueur.
          </p>
          {!adresseLocalisee && (
            <Alert
              severity="info"
              small
              className="fr-mb-3w"
              description={
                <>
                  L'adresse de référence n'est pas géolocalisée : la copropriété restera non géolocalisée tant
                  qu'elle ne le sera pas. Corrigez-la par une{' '}
                  <Link to={lienMiseAJour(copro.id, 'STANDARD')}>mise à jour standard</Link>.
                </>
              }
            />
          )}
          <form
            noValidate
            aria-label="Parcelles de la copropriété"
            onSubmit={(e) => {
              e.preventDefault();
              void enregistrer();
            }}
          >
            <SaisieParcelles
              valeur={parcelles ?? []}
              onChange={(p) => {
                setErreur(null);
                setParcelles(p);
              }}
              erreur={erreur}
            />
            <ul className="fr-btns-group fr-btns-group--inline-md fr-mt-3w">
              <li>
                <Button type="submit" disabled={action.enCours}>
                  Enregistrer les parcelles
                </Button>
              </li>
              <li>
                <Link className="fr-btn fr-btn--secondary" to={LISTE_NON_GEOLOCALISEES}>
                  Annuler
                </Link>
              </li>
            </ul>
          </form>
        </>
      )}
    </>
  );
}

/**
 * Écran « copropriétés avec parcelles non géolocalisées » (spec 1 §2, ADR 0180) : pour une copropriété de la
 * liste filtrée `/copropriete?coproNonGeolocalisees=true`, saisie des parcelles avec les composants
 * d'adresse, puis `PUT coproprietes/updateParcelleNonGeolocalisees/{idDeclaration}`.
 */
export function PageParcellesNonGeolocalisees() {
  const { id } = useParams();
  const identifiant = Number(id);
  return (
    <PageProtegee authorities={['MAJ_COPROPRIETE_STANDARD']}>
      {Number.isSafeInteger(identifiant) && identifiant > 0 ? (
        <SaisieParcellesCopropriete id={identifiant} />
      ) : (
        <>
          <h1>Parcelles non géolocalisées</h1>
          <Alert severity="error" small description="Cette adresse ne désigne aucune copropriété." />
        </>
      )}
    </PageProtegee>
  );
}
