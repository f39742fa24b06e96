import { Alert } from '@codegouvfr/react-dsfr/Alert';
import {
  coproprietesBrouillonsRoutes,
  dissolutionRoutes,
  etatCoproprieteLabels,
  type LigneRechercheCopropriete,
  mandatsRoutes,
  successeurRoutes,
} from '@registre/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { clesCoproprietes } from '../../api/cles-requetes';
import { appelerApi } from '../../api/client';
import { messageErreur } from '../../api/erreurs-appel';
import { Modale, useActionBloquante } from '../../components/formulaire';
import { storeNotifications } from '../notifications/notifications';
import { type ActionASupprimer, designationCopropriete, SUPPRESSIONS_MOTIVEES } from './actions';

export interface SuppressionDemandee {
  action: ActionASupprimer;
  ligne: LigneRechercheCopropriete;
}

const TITRES: Record<ActionASupprimer, string> = {
  SUPPRIMER_BROUILLON: 'Supprimer le brouillon',
  SUPPRIMER_DECLARATIONS: 'Supprimer les déclarations depuis la dernière mise à jour annuelle',
  SUPPRIMER_COPROPRIETE: 'Supprimer la copropriété',
  SUPPRIMER_MANDAT: 'Supprimer le mandat courant',
  RETIRER_RATTACHEMENT: 'Retirer le rattachement',
  ANNULER_DECLARATION_SUCCESSEUR: 'Annuler la déclaration de successeur',
};

const BOUTONS: Record<ActionASupprimer, string> = {
  SUPPRIMER_BROUILLON: 'Supprimer le brouillon',
  SUPPRIMER_DECLARATIONS: 'Supprimer les déclarations',
  SUPPRIMER_COPROPRIETE: 'Supprimer la copropriété',
  SUPPRIMER_MANDAT: 'Supprimer le mandat',
  RETIRER_RATTACHEMENT: 'Retirer le rattachement',
  ANNULER_DECLARATION_SUCCESSEUR: 'Annuler la déclaration',
};

/** Ce qui sera perdu, dit avant la confirmation. */
function Consequences({ action, ligne }: SuppressionDemandee) {
  if (action === 'SUPPRIMER_COPROPRIETE') {
    return (
      <ul>
        <li>la copropriété est supprimée du registre et disparaît de l'annuaire ;</li>
        <li>son mandat courant est supprimé ; le syndic en est informé par courriel avec le motif.</li>
      </ul>
    );
  }
  if (action === 'SUPPRIMER_MANDAT') {
    return (
      <ul>
        <li>
          le mandat courant{ligne.representantLegal ? ` de ${ligne.representantLegal}` : ''} est supprimé ;
        </li>
        <li>la copropriété redevient à rattacher ; le syndic en est informé par courriel avec le motif.</li>
      </ul>
    );
  }
  if (action === 'RETIRER_RATTACHEMENT') {
    return (
      <ul>
        <li>
          le mandat courant{ligne.representantLegal ? ` de ${ligne.representantLegal}` : ''} est archivé ;
        </li>
        <li>la copropriété redevient à rattacher ; le syndic en est informé par courriel avec le motif.</li>
      </ul>
    );
  }
  if (action === 'ANNULER_DECLARATION_SUCCESSEUR') {
    return (
      <ul>
        <li>votre mandat redevient « en cours » ; le lien envoyé au successeur désigné ne vaut plus ;</li>
        <li>
          le successeur désigné en est informé par courriel ; vous pourrez déclarer un autre successeur.
        </li>
      </ul>
    );
  }
  if (action === 'SUPPRIMER_BROUILLON') {
    return ligne.etat === 'BROUILLON' ? (
      <ul>
        <li>toute la saisie du brouillon (étapes, adresses, parcelles, justificatif) est supprimée ;</li>
        <li>la copropriété, qui n'existe que par ce brouillon, disparaît de votre liste ;</li>
        <li>le mandat demandé par ce brouillon est supprimé.</li>
      </ul>
    ) : (
      <ul>
        <li>toute la saisie de ce brouillon est supprimée ;</li>
        <li>la copropriété et ses déclarations validées ne changent pas.</li>
      </ul>
    );
  }
  return (
    <ul>
      <li>
        la dernière mise à jour annuelle
        {ligne.dateDerniereMajAnnuelle ? ` (${ligne.dateDerniereMajAnnuelle})` : ''} et toutes les mises à
        jour enregistrées depuis sont supprimées ;
      </li>
      <li>
        la copropriété revient à la dernière déclaration validée d'avant : ses données, sa date de dernière
        mise à jour annuelle et la clôture de son dernier exercice sont celles de cette déclaration ;
      </li>
      <li>la mise à jour annuelle sera à refaire.</li>
    </ul>
  );
}

/**
 * Confirmation d'une suppression lancée depuis la liste des copropriétés (spec 1 §2 ; ADR 0131 et 0136) :
 * ce qui sera perdu, appel (`DELETE brouillon/{id}` ou `PUT supprimer-declarations`), notification de succès,
 * rechargement de la liste et du tableau de bord. L'échec reste affiché dans la modale (et notifié).
 */
export function ModaleSuppressionCopropriete({
  demande,
  onFermer,
  onSupprimee,
}: {
  demande: SuppressionDemandee | null;
  onFermer: () => void;
  /** Après le rechargement de la liste (le focus est à replacer si la ligne a disparu). */
  onSupprimee: () => void;
}) {
  const action = useActionBloquante();
  const client = useQueryClient();
  const [erreur, setErreur] = useState<string | null>(null);
  // Motif des suppressions par le teneur (ADR 0321).
  const [motif, setMotif] = useState('');
  const [erreurMotif, setErreurMotif] = useState<string | null>(null);
  // Dernière demande affichée : le contenu reste en place pendant l'animation de fermeture.
  const [affichee, setAffichee] = useState(demande);
  if (demande !== null && demande !== affichee) setAffichee(demande);

  const fermer = () => {
    setErreur(null);
    setMotif('');
    setErreurMotif(null);
    action.reinitialiser();
    onFermer();
  };

  const supprimer = async (cible: SuppressionDemandee) => {
    setErreur(null);
    const { ligne } = cible;
    const motivee = SUPPRESSIONS_MOTIVEES.includes(cible.action);
    if (motivee && motif.trim() === '') {
      setErreurMotif(
        cible.action === 'RETIRER_RATTACHEMENT'
          ? 'Indiquez le motif du retrait : il est écrit au journal et envoyé au syndic.'
          : 'Indiquez le motif de la suppression : il est écrit au journal et envoyé au syndic.',
      );
      return;
    }
    setErreurMotif(null);
    let notification: { titre: string; description: string } | null | undefined;
    try {
      notification = await action.executer(
        async () => {
          if (cible.action === 'ANNULER_DECLARATION_SUCCESSEUR') {
            return (await appelerApi(successeurRoutes.annuler, { params: { id: String(ligne.id) } }))
              .notification;
          }
          if (cible.action === 'RETIRER_RATTACHEMENT') {
            return (
              await appelerApi(mandatsRoutes.retirerRattachement, {
                params: { id: ligne.id },
                body: { motif },
              })
            ).notification;
          }
          if (cible.action === 'SUPPRIMER_COPROPRIETE' || cible.action === 'SUPPRIMER_MANDAT') {
            const contrat =
              cible.action === 'SUPPRIMER_COPROPRIETE'
                ? dissolutionRoutes.supprimerCopropriete
                : dissolutionRoutes.supprimerMandat;
            return (await appelerApi(contrat, { params: { id: ligne.id }, body: { motif } })).notification;
          }
          await (cible.action === 'SUPPRIMER_BROUILLON'
            ? appelerApi(coproprietesBrouillonsRoutes.supprimer, { params: { id: ligne.idBrouillon! } })
            : appelerApi(coproprietesBrouillonsRoutes.supprimerDeclarations, { body: { id: ligne.id } }));
          return null;
        },
        { relancer: true },
      );
    } catch (e) {
      setErreur(messageErreur(e, 'La suppression a échoué : réessayez plus tard.'));
      return;
    }
    fermer();
    storeNotifications.ajouter({
      type: 'success',
      titre:
        cible.action === 'ANNULER_DECLARATION_SUCCESSEUR' && notification
          ? notification.titre
          : cible.action === 'RETIRER_RATTACHEMENT'
            ? 'Rattachement retiré'
            : 'Suppression effectuée',
      description: notification
        ? notification.description
        : cible.action === 'SUPPRIMER_BROUILLON'
          ? `Le brouillon de la copropriété « ${designationCopropriete(ligne)} » est supprimé.`
          : `Les déclarations de la copropriété « ${designationCopropriete(ligne)} » faites depuis la dernière mise à jour annuelle sont supprimées.`,
    });
    await client.invalidateQueries({ queryKey: clesCoproprietes.tout });
    onSupprimee();
  };

  const cible = demande ?? affichee;
  return (
    <Modale
      ouverte={demande !== null}
      onFermer={fermer}
      titre={cible ? TITRES[cible.action] : 'Supprimer'}
      taille="MD"
      boutons={[
        { children: 'Annuler', priority: 'secondary', disabled: action.enCours },
        {
          children: cible ? BOUTONS[cible.action] : 'Supprimer',
          doClosesModal: false,
          disabled: action.enCours,
          onClick: () => {
            if (demande) void supprimer(demande);
          },
        },
      ]}
    >
      {cible && (
        <>
          <p>
            Copropriété concernée : <strong>« {designationCopropriete(cible.ligne)} »</strong>
            {cible.ligne.nom && cible.ligne.numeroImmatriculation ? ` (${cible.ligne.nom})` : ''} —{' '}
            {etatCoproprieteLabels[cible.ligne.etat].toLowerCase()}. Si vous confirmez :
          </p>
          <Consequences {...cible} />
          {SUPPRESSIONS_MOTIVEES.includes(cible.action) && (
            <div className={`fr-input-group${erreurMotif ? ' fr-input-group--error' : ''}`}>
              <label className="fr-label" htmlFor="motif-suppression">
                {cible.action === 'RETIRER_RATTACHEMENT' ? 'Motif du retrait' : 'Motif de la suppression'}
              </label>
              <textarea
                id="motif-suppression"
                className={`fr-input${erreurMotif ? ' fr-input--error' : ''}`}
                rows={3}
                maxLength={2000}
                value={motif}
                aria-describedby={erreurMotif ? 'motif-suppression-erreur' : undefined}
                onChange={(e) => setMotif(e.target.value)}
              />
              {erreurMotif && (
                <p id="motif-suppression-erreur" className="fr-error-text">
                  {erreurMotif}
                </p>
              )}
            </div>
          )}
          <p className="fr-mb-0">
            {cible.action === 'RETIRER_RATTACHEMENT'
              ? 'Ce retrait est définitif : le syndic devra demander un nouveau rattachement.'
              : cible.action === 'ANNULER_DECLARATION_SUCCESSEUR'
                ? 'Le successeur désigné ne pourra plus valider cette déclaration.'
                : 'Cette suppression est définitive.'}
          </p>
        </>
      )}
      {erreur && <Alert severity="error" small description={erreur} className="fr-mt-2w" />}
    </Modale>
  );
}
