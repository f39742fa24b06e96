import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Badge } from '@codegouvfr/react-dsfr/Badge';
import { Button } from '@codegouvfr/react-dsfr/Button';
import {
  type BilanSuppressionTeledeclarant,
  canEditerTeledeclarant,
  canSupprimerTeledeclarant,
  type FicheTeledeclarant as Fiche,
  inscriptionRoutes,
  statutTeledeclarantLabels,
  teledeclarantsRoutes,
} from '@registre/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { appelerApi } from '../../api/client';
import { estErreurStatut, messageErreur } from '../../api/erreurs-appel';
import { Modale, useActionBloquante, useModale } from '../../components/formulaire';
import { storeNotifications } from '../../features/notifications/notifications';
import { PageProtegee } from '../../features/session/PageProtegee';
import { useSession } from '../../features/session/session';
import { FicheTeledeclarant } from '../../features/teledeclarants/FicheTeledeclarant';
import { FormulaireTeledeclarant } from '../../features/teledeclarants/FormulaireTeledeclarant';
import { severiteStatut } from '../../features/teledeclarants/presentation';
import { UtilisateursDuTeledeclarant } from '../../features/teledeclarants/UtilisateursDuTeledeclarant';
import '../../features/teledeclarants/teledeclarants.css';
import { clesTeledeclarants } from '../../api/cles-requetes';

function pluriel(n: number, singulier: string, plurielForme = `${singulier}s`): string {
  return `${n} ${n > 1 ? plurielForme : singulier}`;
}

function phraseCoproprietes(nombre: number): string {
  if (nombre === 0) return 'il ne représente aucune copropriété ;';
  if (nombre === 1) return "la copropriété qu'il représente devient « à rattacher » ;";
  return `les ${nombre.toLocaleString('fr-FR')} copropriétés qu'il représente deviennent « à rattacher » ;`;
}

function phraseComptes(nombre: number): string {
  if (nombre === 0) return "il n'a aucun compte utilisateur.";
  if (nombre === 1) return 'son compte utilisateur est supprimé et déconnecté.';
  return `ses ${nombre} comptes utilisateurs sont supprimés et déconnectés.`;
}

function ModaleSuppression({
  fiche,
  nbComptes,
  pilotage,
  retour,
}: {
  fiche: Fiche;
  nbComptes: number;
  pilotage: ReturnType<typeof useModale>;
  retour: string;
}) {
  const action = useActionBloquante();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [erreur, setErreur] = useState<string | null>(null);

  const supprimer = async () => {
    setErreur(null);
    let bilan: BilanSuppressionTeledeclarant | undefined;
    try {
      bilan = await action.executer(
        () => appelerApi(teledeclarantsRoutes.supprimer, { params: { id: fiche.id } }),
        { relancer: true },
      );
    } catch (e) {
      setErreur(messageErreur(e, 'La suppression a échoué.'));
      return;
    }
    if (!bilan) return;
    pilotage.fermer();
    await client.invalidateQueries({ queryKey: clesTeledeclarants.tout });
    storeNotifications.ajouter({
      type: 'success',
      titre: 'Suppression effectuée',
      description: `Le télédéclarant « ${fiche.raisonSociale ?? fiche.id} » est supprimé : ${pluriel(bilan.nbMandatsSupprimes, 'mandat supprimé', 'mandats supprimés')}, ${pluriel(bilan.nbMandatsArchives, 'mandat archivé', 'mandats archivés')}, ${pluriel(bilan.nbRattachementsRetires, 'rattachement retiré', 'rattachements retirés')}, ${pluriel(bilan.nbComptesSupprimes, 'compte supprimé', 'comptes supprimés')}.`,
    });
    navigate(`/teledeclarants${retour}`);
  };

  return (
    <Modale
      {...pilotage.proprietes}
      titre="Supprimer le télédéclarant"
      taille="MD"
      boutons={[
        { children: 'Annuler', priority: 'secondary', disabled: action.enCours },
        {
          children: 'Supprimer définitivement',
          doClosesModal: false,
          disabled: action.enCours,
          onClick: () => {
            void supprimer();
          },
        },
      ]}
    >
      <p>
        Vous allez supprimer le télédéclarant <strong>« {fiche.raisonSociale ?? `n° ${fiche.id}`} »</strong>.
      </p>
      <ul>
        <li>
          ses mandats sont supprimés (ceux déjà remplacés par un renouvellement ou un successeur sont
          archivés) ;
        </li>
        <li>{phraseCoproprietes(fiche.nbCopro)}</li>
        <li>ses demandes de rattachement en attente sont refusées ;</li>
        <li>{phraseComptes(nbComptes)}</li>
      </ul>
      <p className="fr-mb-0">Cette action est définitive.</p>
      {erreur && <Alert severity="error" small description={erreur} className="fr-mt-2w" />}
    </Modale>
  );
}

function DetailTeledeclarant({ id }: { id: number }) {
  const { compte } = useSession();
  const client = useQueryClient();
  const { state } = useLocation();
  const retour =
    typeof (state as { retour?: unknown } | null)?.retour === 'string'
      ? (state as { retour: string }).retour
      : '';
  const [edition, setEdition] = useState(false);
  const [codeRegenere, setCodeRegenere] = useState<string | null>(null);
  const modaleSuppression = useModale();
  const regeneration = useActionBloquante();

  const requete = useQuery({
    queryKey: clesTeledeclarants.fiche(id),
    queryFn: () => appelerApi(teledeclarantsRoutes.lireAvecUtilisateurs, { params: { id } }),
  });

  if (requete.isPending) return <p role="status">Chargement du télédéclarant…</p>;
  if (requete.isError) {
    const introuvable = estErreurStatut(requete.error, 404);
    return (
      <>
        <h1>Télédéclarant</h1>
        <Alert
          severity="error"
          title={introuvable ? 'Télédéclarant introuvable' : "Le télédéclarant n'a pas pu être chargé"}
          description={introuvable ? `Aucun télédéclarant ne porte le numéro ${id}.` : 'Réessayez plus tard.'}
          className="fr-mb-3w"
        />
        <Link to={`/teledeclarants${retour}`} className="fr-link fr-icon-arrow-left-line fr-link--icon-left">
          Retour à la liste des télédéclarants
        </Link>
      </>
    );
  }

  const { teledeclarant: fiche, utilisateurs } = requete.data;
  const supprime = fiche.statut === 'SUPPRIME';
  const peutEditer = compte !== null && canEditerTeledeclarant(compte) && !supprime;
  const peutRegenerer =
    compte !== null && canEditerTeledeclarant(compte) && fiche.statut === 'ATT_ACTIVATION';
  const peutSupprimer = compte !== null && canSupprimerTeledeclarant(compte) && !supprime;

  const regenerer = async () => {
    setCodeRegenere(null);
    const resultat = await regeneration.executer(() =>
      appelerApi(inscriptionRoutes.regenererCode, { params: { id: String(id) } }),
    );
    if (!resultat) return;
    setCodeRegenere(resultat.clef);
    await client.invalidateQueries({ queryKey: clesTeledeclarants.fiche(id) });
  };

  return (
    <>
      <p className="fr-mb-2w">
        <Link to={`/teledeclarants${retour}`} className="fr-link fr-icon-arrow-left-line fr-link--icon-left">
          Retour à la liste des télédéclarants
        </Link>
      </p>
      <h1 className="fr-mb-1w">{fiche.raisonSociale ?? `Télédéclarant n° ${fiche.id}`}</h1>
      <p className="registre-entete-fiche">
        <span>Télédéclarant n° {fiche.id}</span>
        <Badge severity={severiteStatut[fiche.statut]} noIcon>
          {statutTeledeclarantLabels[fiche.statut]}
        </Badge>
      </p>
      {codeRegenere && (
        <Alert
          severity="success"
          title="Nouveau code d'activation"
          description={`Le code ${codeRegenere} remplace le précédent ; un courrier l'envoie à l'adresse de l'établissement.`}
          closable
          onClose={() => setCodeRegenere(null)}
          className="fr-mb-3w"
        />
      )}
      {!edition && (peutEditer || peutRegenerer || peutSupprimer) && (
        <ul className="fr-btns-group fr-btns-group--inline-md fr-btns-group--icon-left fr-mb-3w">
          {peutEditer && (
            <li>
              <Button iconId="fr-icon-edit-line" onClick={() => setEdition(true)}>
                Modifier le télédéclarant
              </Button>
            </li>
          )}
          {peutRegenerer && (
            <li>
              <Button
                priority="secondary"
                iconId="fr-icon-refresh-line"
                disabled={regeneration.enCours}
                onClick={() => void regenerer()}
              >
                Régénérer le code d'activation
              </Button>
            </li>
          )}
          {peutSupprimer && (
            <li>
              <Button priority="tertiary" iconId="fr-icon-delete-line" onClick={modaleSuppression.ouvrir}>
                Supprimer le télédéclarant
              </Button>
            </li>
          )}
        </ul>
      )}
      {edition ? (
        <FormulaireTeledeclarant
          fiche={fiche}
          onAnnuler={() => setEdition(false)}
          onEnregistre={(nouvelle) => {
            client.setQueryData(clesTeledeclarants.fiche(id), { teledeclarant: nouvelle, utilisateurs });
            void client.invalidateQueries({ queryKey: clesTeledeclarants.recherches() });
            setEdition(false);
            storeNotifications.ajouter({
              type: 'success',
              titre: 'Mise à jour enregistrée',
              description: `Le télédéclarant « ${nouvelle.raisonSociale ?? nouvelle.id} » est mis à jour.`,
            });
          }}
        />
      ) : (
        <FicheTeledeclarant fiche={fiche} />
      )}
      <UtilisateursDuTeledeclarant utilisateurs={utilisateurs} />
      {peutSupprimer && (
        <ModaleSuppression
          fiche={fiche}
          nbComptes={utilisateurs.length}
          pilotage={modaleSuppression}
          retour={retour}
        />
      )}
    </>
  );
}

function PageDetail() {
  const { id } = useParams();
  const numero = id !== undefined && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  if (numero === null) {
    return (
      <>
        <h1>Télédéclarant</h1>
        <Alert
          severity="error"
          small
          description="Le numéro de télédéclarant est invalide."
          className="fr-mb-3w"
        />
        <Link to="/teledeclarants">Retour à la liste des télédéclarants</Link>
      </>
    );
  }
  return <DetailTeledeclarant key={numero} id={numero} />;
}

/** Fiche et mise à jour d'un télédéclarant par le teneur (`/teledeclarants/comptes-utilisateurs/{id}`). */
export function PageTeledeclarant() {
  return (
    <PageProtegee authorities={['LST_TELEDECLARANT']}>
      <PageDetail />
    </PageProtegee>
  );
}
