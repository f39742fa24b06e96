import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Badge } from '@codegouvfr/react-dsfr/Badge';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Pagination } from '@codegouvfr/react-dsfr/Pagination';
import { Table } from '@codegouvfr/react-dsfr/Table';
import {
  type CompteUtilisateur,
  creationAvecCaptcha,
  etablissementDuCompte,
  type InfoCompte,
  possede,
  utilisateursRoutes,
} from '@registre/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { appelerApi } from '../../../api/client';
import { Modale, useActionBloquante } from '../../../components/formulaire';
import { storeNotifications } from '../../../features/notifications/notifications';
import { PageProtegee } from '../../../features/session/PageProtegee';
import { useSession } from '../../../features/session/session';
import { ModaleUtilisateur } from '../../../features/utilisateurs/ModaleUtilisateur';
import {
  libelleProfil,
  libelleStatut,
  messageComptesSupprimes,
  nomAffiche,
  nombrePages,
  pageDemandee,
  titreConfirmationSuppression,
} from '../../../features/utilisateurs/textes';
import '../../../features/utilisateurs/utilisateurs.css';
import { clesUtilisateurs } from '../../../api/cles-requetes';

/** Nombre de comptes par page (spec 2 §9). */
const TAILLE_PAGE = 10;

/** « Mes comptes utilisateurs » : gestion des comptes de son établissement (spec 1 §2 et §6, spec 2 §7.8). */
export function PageMesComptesUtilisateurs() {
  return (
    <PageProtegee authorities={['LIST_RECH_UTILISATEUR']}>
      <MesComptesUtilisateurs />
    </PageProtegee>
  );
}

function MesComptesUtilisateurs() {
  const { compte } = useSession();
  if (!compte) return null;
  const idEtablissement = etablissementDuCompte(compte);
  if (idEtablissement === null) {
    return (
      <div className="fr-my-4w">
        <h1>Mes comptes utilisateurs</h1>
        <Alert
          severity="info"
          title="Aucun établissement"
          description="Votre compte n'est rattaché à aucun établissement : il n'y a pas de comptes à gérer."
        />
      </div>
    );
  }
  return <GestionComptes compte={compte} idEtablissement={idEtablissement} />;
}

type Edition = { ouverte: boolean; compte: CompteUtilisateur | null };

function GestionComptes({ compte, idEtablissement }: { compte: InfoCompte; idEtablissement: number }) {
  const client = useQueryClient();
  const [recherche, setRecherche] = useSearchParams();
  const page = pageDemandee(recherche.get('page'));
  const [selection, setSelection] = useState<number[]>([]);
  const [edition, setEdition] = useState<Edition>({ ouverte: false, compte: null });
  const [aSupprimer, setASupprimer] = useState<CompteUtilisateur[]>([]);
  const suppression = useActionBloquante();

  const cle = clesUtilisateurs.page(idEtablissement, page);
  const { data, isPending, isError } = useQuery({
    queryKey: cle,
    queryFn: () =>
      appelerApi(utilisateursRoutes.listeParTeledeclarant, {
        params: { id: idEtablissement },
        query: { pageNumber: page, pageSize: TAILLE_PAGE },
      }),
    placeholderData: keepPreviousData,
  });
  const comptes = data?.utilisateurDTOList ?? [];
  const nbPages = nombrePages(data?.totalItems ?? 0, TAILLE_PAGE);

  // Une page vidée par une suppression renvoie à la dernière page existante.
  useEffect(() => {
    if (data && page > nbPages) setRecherche({ page: String(nbPages) }, { replace: true });
  }, [data, page, nbPages, setRecherche]);

  const recharger = () =>
    client.invalidateQueries({ queryKey: clesUtilisateurs.etablissement(idEtablissement) });
  const supprimables = comptes.filter((c) => c.allowedToDelete);
  const selectionnes = comptes.filter((c) => selection.includes(c.id));
  const toutSelectionne = supprimables.length > 0 && supprimables.every((c) => selection.includes(c.id));

  const basculer = (id: number) =>
    setSelection((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const basculerTout = () => setSelection(toutSelectionne ? [] : supprimables.map((c) => c.id));

  const confirmerSuppression = async () => {
    const ids = aSupprimer.map((c) => c.id);
    const resultat = await suppression.executer(() =>
      appelerApi(utilisateursRoutes.supprimerLot, { body: ids }),
    );
    if (!resultat) return;
    storeNotifications.ajouter({
      type: 'success',
      titre: messageComptesSupprimes(resultat.nbSupprimes),
      description:
        resultat.nbSupprimes > 1
          ? 'Ces comptes ne peuvent plus se connecter ; leurs sessions ont été fermées.'
          : 'Ce compte ne peut plus se connecter ; ses sessions ont été fermées.',
    });
    setSelection((s) => s.filter((id) => !ids.includes(id)));
    setASupprimer([]);
    await recharger();
  };

  const lignes = comptes.map((c) => [
    c.allowedToDelete ? (
      <CaseACocher
        key="case"
        id={`selection-${c.id}`}
        libelle={`Sélectionner le compte de ${nomAffiche(c)}`}
        coche={selection.includes(c.id)}
        onChange={() => basculer(c.id)}
      />
    ) : null,
    <span key="nom">
      {nomAffiche(c)}
      {c.adminPrincipal && (
        <>
          {' '}
          <Badge small severity="info" noIcon>
            Administrateur principal
          </Badge>
        </>
      )}
    </span>,
    c.email ?? c.login,
    libelleProfil(c),
    libelleStatut(c),
    <div key="actions" className="registre-actions-ligne">
      {c.id === compte.id ? (
        <Button
          size="small"
          priority="tertiary"
          iconId="fr-icon-user-line"
          linkProps={{ to: '/compte/moncompte' }}
        >
          Mon compte
        </Button>
      ) : (
        c.allowedToEdit && (
          <Button
            size="small"
            priority="tertiary"
            iconId="fr-icon-edit-line"
            onClick={() => setEdition({ ouverte: true, compte: c })}
          >
            Modifier<span className="fr-sr-only"> le compte de {nomAffiche(c)}</span>
          </Button>
        )
      )}
      {c.allowedToDelete && (
        <Button
          size="small"
          priority="tertiary"
          iconId="fr-icon-delete-line"
          onClick={() => setASupprimer([c])}
        >
          Supprimer<span className="fr-sr-only"> le compte de {nomAffiche(c)}</span>
        </Button>
      )}
    </div>,
  ]);

  return (
    <div className="fr-my-4w">
      <h1>Mes comptes utilisateurs</h1>
      <p>
        Créez les comptes des personnes de votre établissement, modifiez-les ou supprimez-les. Chaque nouveau
        compte reçoit un courriel pour créer son mot de passe.{' '}
        <Link to="/compte/profils">Voir les profils et leurs droits</Link>.
      </p>
      <div className="registre-barre-actions">
        {possede(compte, 'AJOUTER_UTILISATEUR') && (
          <Button iconId="fr-icon-add-line" onClick={() => setEdition({ ouverte: true, compte: null })}>
            Créer un compte
          </Button>
        )}
        {possede(compte, 'SUPPRIMER_UTILISATEUR') && (
          <Button
            priority="secondary"
            iconId="fr-icon-delete-line"
            disabled={selectionnes.length === 0}
            onClick={() => setASupprimer(selectionnes)}
          >
            {selectionnes.length > 0
              ? `Supprimer la sélection (${selectionnes.length})`
              : 'Supprimer la sélection'}
          </Button>
        )}
      </div>
      {isError && (
        <Alert
          severity="error"
          title="Liste indisponible"
          description="Les comptes de votre établissement n'ont pas pu être chargés. Réessayez plus tard."
        />
      )}
      {isPending && <p role="status">Chargement des comptes…</p>}
      {data && (
        <>
          <Table
            caption={`Comptes de l'établissement (${data.totalItems})`}
            headers={[
              supprimables.length > 0 ? (
                <CaseACocher
                  key="tout"
                  id="selection-tout"
                  libelle="Sélectionner tous les comptes supprimables de la page"
                  coche={toutSelectionne}
                  onChange={basculerTout}
                />
              ) : (
                <span key="tout" className="fr-sr-only">
                  Sélection
                </span>
              ),
              'Nom',
              'Adresse électronique',
              'Profil',
              'Statut',
              'Actions',
            ]}
            data={lignes}
            className="registre-table-comptes"
          />
          {nbPages > 1 && (
            <Pagination
              count={nbPages}
              defaultPage={page}
              showFirstLast
              getPageLinkProps={(numero) => ({ to: `?page=${numero}` })}
            />
          )}
        </>
      )}
      <ModaleUtilisateur
        ouverte={edition.ouverte}
        compte={edition.compte}
        avecContournementCaptcha={creationAvecCaptcha(compte)}
        onFermer={() => setEdition((e) => ({ ...e, ouverte: false }))}
        onEnregistre={() => {
          setEdition((e) => ({ ...e, ouverte: false }));
          void recharger();
        }}
      />
      <Modale
        ouverte={aSupprimer.length > 0}
        onFermer={() => {
          setASupprimer([]);
          suppression.reinitialiser();
        }}
        titre={titreConfirmationSuppression(aSupprimer.length)}
        taille="MD"
        boutons={[
          { children: 'Annuler', priority: 'secondary' },
          {
            children:
              aSupprimer.length > 1 ? `Supprimer les ${aSupprimer.length} comptes` : 'Supprimer le compte',
            doClosesModal: false,
            disabled: suppression.enCours,
            onClick: () => void confirmerSuppression(),
          },
        ]}
      >
        <p>
          {aSupprimer.length > 1
            ? 'Ces comptes seront supprimés et ne pourront plus se connecter :'
            : 'Ce compte sera supprimé et ne pourra plus se connecter :'}
        </p>
        <ul>
          {aSupprimer.map((c) => (
            <li key={c.id}>
              {nomAffiche(c)} ({c.email ?? c.login})
            </li>
          ))}
        </ul>
      </Modale>
    </div>
  );
}

function CaseACocher({
  id,
  libelle,
  coche,
  onChange,
}: {
  id: string;
  libelle: string;
  coche: boolean;
  onChange: () => void;
}) {
  return (
    <div className="fr-checkbox-group fr-checkbox-group--sm">
      <input type="checkbox" id={id} checked={coche} onChange={onChange} />
      <label className="fr-label" htmlFor={id}>
        <span className="fr-sr-only">{libelle}</span>
      </label>
    </div>
  );
}
