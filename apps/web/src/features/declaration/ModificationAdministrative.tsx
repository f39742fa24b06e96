import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Input } from '@codegouvfr/react-dsfr/Input';
import {
  contexteDeclaration,
  LONGUEUR_MAX_MOTIF_MODIFICATION_ADMIN,
  modificationAdminRoutes,
  type OuvertureModificationAdmin,
  type SegmentParcours,
} from '@registre/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { appelerApi } from '../../api/client';
import { estErreurStatut, messageErreur } from '../../api/erreurs-appel';
import { clesDeclaration } from './api';
import { LocalisationCopropriete } from './LocalisationCopropriete';
import { type ActionsDeclaration, aujourdhui, ParcoursDeclaration } from './ParcoursDeclaration';
import {
  lienModificationAdmin,
  lireIdCopropriete,
  MESSAGE_COPROPRIETE_INVALIDE,
} from './parametres-mise-a-jour';
import { valeursFormulaire } from './valeurs';

const LISTE = '/copropriete';
const TITRE = 'Modification administrative de la copropriété';

function Echec({ titre, message }: { titre: string; message: string }) {
  return (
    <div className="fr-my-4w">
      <h1>{TITRE}</h1>
      <Alert className="fr-mb-3w" severity="error" title={titre} description={message} />
      <Button linkProps={{ to: LISTE }} iconId="fr-icon-arrow-left-line" priority="secondary">
        Retour à la liste des copropriétés
      </Button>
    </div>
  );
}

/**
 * Modification administrative d'une copropriété immatriculée par un administrateur du teneur (ADR 0275) :
 * `/immatriculer-copropriete/<étape>?copropriete=<id>&maj=MODIFICATION_ADMIN`. Le parcours des mises à jour, sans
 * brouillon sur le serveur ; le récapitulatif montre les différences, demande le motif et envoie.
 */
export function ModificationAdministrative({
  recherche,
  segment,
}: {
  recherche: URLSearchParams;
  segment: SegmentParcours | undefined;
}) {
  const idCopropriete = lireIdCopropriete(recherche);
  const chargement = useQuery({
    queryKey: [...clesDeclaration.tout, 'modification-admin', idCopropriete],
    queryFn: () =>
      appelerApi(modificationAdminRoutes.ouvrirModificationAdmin, { params: { id: idCopropriete ?? 0 } }),
    enabled: idCopropriete !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  if (idCopropriete === null)
    return <Echec titre="Lien de modification invalide" message={MESSAGE_COPROPRIETE_INVALIDE} />;
  if (chargement.isPending) return <p role="status">Chargement de la déclaration de la copropriété…</p>;
  if (chargement.isError)
    return (
      <Echec
        titre="Cette modification ne peut pas être ouverte"
        message={messageErreur(
          chargement.error,
          "La modification administrative n'a pas pu être ouverte : réessayez plus tard.",
        )}
      />
    );
  return <ParcoursModification idCopropriete={idCopropriete} ouverture={chargement.data} segment={segment} />;
}

function ParcoursModification({
  idCopropriete,
  ouverture,
  segment,
}: {
  idCopropriete: number;
  ouverture: OuvertureModificationAdmin;
  segment: SegmentParcours | undefined;
}) {
  const { declaration, reference } = ouverture;
  const [motif, setMotif] = useState('');
  const [erreurMotif, setErreurMotif] = useState<string | null>(null);
  const motifRef = useRef(motif);
  motifRef.current = motif;
  const contexte = useMemo(
    () =>
      contexteDeclaration(
        { typeImmat: null, typeMaj: 'MODIFICATION_ADMIN' },
        { aujourdhui: aujourdhui(), exercicePrecedent: null },
      ),
    [],
  );
  const valeursInitiales = useMemo(
    () => valeursFormulaire(declaration.immatCopropriete),
    [declaration.immatCopropriete],
  );
  const actions = useMemo<ActionsDeclaration>(
    () => ({
      async enregistrer() {
        throw new Error("Une modification administrative n'a pas de brouillon sur le serveur.");
      },
      async relire() {
        throw new Error("Une modification administrative n'a pas de justificatif à relire.");
      },
      async deposer(_brouillon, { avertissementsConfirmes, saisie }) {
        setErreurMotif(null);
        try {
          await appelerApi(modificationAdminRoutes.enregistrerModificationAdmin, {
            params: { id: idCopropriete },
            body: {
              cleCreation: ouverture.cleCreation ?? '',
              versionCopropriete: ouverture.versionCopropriete,
              motif: motifRef.current,
              immatCopropriete: saisie,
              avertissementsConfirmes,
            },
            origine: 'modification-administrative',
          });
        } catch (erreur) {
          const surMotif = estErreurStatut(erreur, 400)
            ? erreur.erreur.champs?.find((c) => c.champ === 'motif')
            : undefined;
          if (surMotif) setErreurMotif(surMotif.message);
          throw erreur;
        }
        return {
          notification: {
            titre: 'Modification administrative enregistrée',
            description:
              'La déclaration corrigée est désormais la déclaration de la copropriété ; le syndic en est informé par courriel.',
          },
        };
      },
    }),
    [idCopropriete, ouverture.cleCreation, ouverture.versionCopropriete],
  );
  if (segment === undefined)
    return <Navigate to={lienModificationAdmin('identification', idCopropriete)} replace />;
  const nom = reference.identification?.nomCopropriete ?? declaration.nomCopropriete;
  return (
    <ParcoursDeclaration
      segment={segment}
      contexte={contexte}
      valeursInitiales={valeursInitiales}
      brouillon={null}
      actions={actions}
      lienEtape={(s) => lienModificationAdmin(s, idCopropriete)}
      justificatif={null}
      localisation={<LocalisationCopropriete />}
      miseAJour
      sansBrouillon
      libelleDepot="Enregistrer la modification administrative"
      titre={`${TITRE}${nom ? ` «\u00a0${nom}\u00a0»` : ''}`}
      reference={reference}
      retour={LISTE}
      avantDepot={
        <div className="fr-mt-4w">
          <Input
            label="Motif de la modification"
            hintText={`Il figure au journal des événements et dans le courriel envoyé au syndic. ${LONGUEUR_MAX_MOTIF_MODIFICATION_ADMIN} caractères au plus.`}
            state={erreurMotif ? 'error' : 'default'}
            stateRelatedMessage={erreurMotif ?? undefined}
            nativeInputProps={{
              name: 'motif',
              value: motif,
              maxLength: LONGUEUR_MAX_MOTIF_MODIFICATION_ADMIN,
              'aria-required': true,
              'aria-invalid': erreurMotif ? true : undefined,
              onChange: (e) => setMotif(e.target.value),
            }}
          />
        </div>
      }
    />
  );
}
