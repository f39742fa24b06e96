import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Input } from '@codegouvfr/react-dsfr/Input';
import {
  construireChemin,
  type EvenementReclamation,
  evenementReclamationLabels,
  formaterNumeroImmatriculation,
  precisionReclamationLabels,
  reclamationRoutes,
  typeDemandeurLabels,
  typeReclamationLabels,
} from '@registre/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { clesReclamations } from '../../api/cles-requetes';
import { appelerApi } from '../../api/client';
import { estErreurStatut, messageErreur } from '../../api/erreurs-appel';
import { storeNotifications } from '../../features/notifications/notifications';
import { PageProtegee } from '../../features/session/PageProtegee';
import { BadgeStatutReclamation } from './PageReclamations';

const dateHeure = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  }).format(new Date(iso));

function Reclamation({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const [commentaire, setCommentaire] = useState('');
  const { data, isPending, error } = useQuery({
    queryKey: clesReclamations.detail(id),
    queryFn: () => appelerApi(reclamationRoutes.lire, { params: { id } }),
    retry: false,
  });
  const action = useMutation({
    mutationFn: (evenement: EvenementReclamation) =>
      appelerApi(reclamationRoutes.changerStatut, {
        params: { id },
        body: { evenement, commentaire: commentaire.trim() || null },
      }),
    onSuccess: async (detail, evenement) => {
      queryClient.setQueryData(clesReclamations.detail(id), detail);
      setCommentaire('');
      storeNotifications.ajouter({
        type: 'success',
        titre: evenement === 'cloturer' ? 'Demande close' : 'Demande prise en charge',
        description: `La demande n° ${id} est maintenant « ${detail.statut === 'TRAITEE' ? 'traitée' : 'en cours de traitement'} ».`,
      });
      await queryClient.invalidateQueries({ queryKey: [...clesReclamations.tout, 'liste'] });
    },
  });

  if (isPending) return <p role="status">Chargement de la demande…</p>;
  if (error)
    return (
      <Alert
        severity="error"
        title={estErreurStatut(error, 404) ? 'Demande introuvable' : 'Erreur'}
        description={messageErreur(error, 'La demande n’a pas pu être chargée.')}
      />
    );
  const lignes: [string, string | null][] = [
    ['Reçue le', dateHeure(data.dateCreation)],
    ['Demandeur', typeDemandeurLabels[data.typeDemandeur]],
    ['Type de demande', typeReclamationLabels[data.typeReclamation]],
    ['Précision', data.precision ? precisionReclamationLabels[data.precision] : null],
    [
      'Copropriété',
      data.numImmatriculation
        ? `${formaterNumeroImmatriculation(data.numImmatriculation)}${data.nomCopropriete ? ` — ${data.nomCopropriete}` : ''}`
        : null,
    ],
    ['Adresse de la copropriété', data.adressePrincipale],
    [
      'Nom',
      [data.civilite === 'MME' ? 'Mme' : data.civilite === 'M' ? 'M.' : null, data.prenom, data.nom]
        .filter(Boolean)
        .join(' '),
    ],
    ['Adresse électronique', data.email],
    ['Téléphone', data.telephone],
    [
      'Traitée par',
      data.nomTeneur
        ? `${data.nomTeneur}${data.dateTraitement ? `, le ${dateHeure(data.dateTraitement)}` : ''}`
        : null,
    ],
  ];
  return (
    <>
      <h1>
        Demande n° {data.id} : {data.objet}
      </h1>
      <div className="fr-mb-3w">
        <BadgeStatutReclamation statut={data.statut} />
      </div>
      <dl className="registre-reclamation">
        {lignes
          .filter(([, valeur]) => valeur)
          .map(([libelle, valeur]) => (
            <div key={libelle} className="fr-mb-1w">
              <dt className="fr-text--bold fr-mb-0">{libelle}</dt>
              <dd className="fr-ml-0">{valeur}</dd>
            </div>
          ))}
      </dl>
      <h2 className="fr-h4">Message</h2>
      <p style={{ whiteSpace: 'pre-wrap' }} data-testid="message-reclamation">
        {data.message}
      </p>
      {data.pieceJointe && (
        <p>
          <a
            className="fr-link fr-link--download"
            download={data.pieceJointe.nom}
            href={construireChemin(reclamationRoutes.telechargerPiece.path, { id: data.id })}
          >
            Télécharger la pièce jointe « {data.pieceJointe.nom} »
            <span className="fr-link__detail">
              PDF – {Math.max(1, Math.round(data.pieceJointe.taille / 1024))} Ko
            </span>
          </a>
        </p>
      )}
      {data.actions.length > 0 && (
        <section aria-labelledby="titre-traitement" className="fr-mt-4w">
          <h2 id="titre-traitement" className="fr-h4">
            Traitement
          </h2>
          <Input
            label="Commentaire (facultatif)"
            hintText="Gardé au journal des événements avec l’action : réponse apportée, suite donnée…"
            textArea
            nativeTextAreaProps={{
              value: commentaire,
              maxLength: 1000,
              onChange: (e) => setCommentaire(e.target.value),
            }}
          />
          {action.error && (
            <Alert
              className="fr-mb-2w"
              severity="error"
              small
              description={messageErreur(action.error, 'L’action n’a pas pu être enregistrée.')}
            />
          )}
          <ul className="fr-btns-group fr-btns-group--inline-md">
            {data.actions.map((evenement) => (
              <li key={evenement}>
                <Button
                  priority={evenement === 'cloturer' ? 'primary' : 'secondary'}
                  disabled={action.isPending}
                  onClick={() => action.mutate(evenement)}
                >
                  {evenementReclamationLabels[evenement]}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** Lecture et traitement d'une réclamation par le teneur (ADR 0296). */
export function PageReclamation() {
  const { id } = useParams();
  const n = Number(id);
  return (
    <PageProtegee authorities={['VALIDER_RATTACHEMENT_DECLARATION']}>
      {Number.isInteger(n) && n > 0 ? (
        <Reclamation id={n} />
      ) : (
        <Alert
          severity="error"
          title="Demande introuvable"
          description="Ce numéro de demande n’est pas valide."
        />
      )}
    </PageProtegee>
  );
}
