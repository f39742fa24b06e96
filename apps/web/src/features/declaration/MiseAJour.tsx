import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import {
  contexteDeclaration,
  etapeDeReprise,
  exercicePrecedentDeReference,
  type OuvertureMiseAJour,
  type SegmentParcours,
} from '@registre/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Navigate } from 'react-router';
import { messageErreur } from '../../api/erreurs-appel';
import { actionsMiseAJour, clesDeclaration, ouvrirMiseAJour } from './api';
import { ComptesNonApprouves } from './ComptesNonApprouves';
import { LocalisationCopropriete } from './LocalisationCopropriete';
import { aujourdhui, ParcoursDeclaration } from './ParcoursDeclaration';
import {
  ETAPE_DE_DEPART,
  lienMiseAJour,
  lireParametresMiseAJour,
  type ParametresMiseAJour,
} from './parametres-mise-a-jour';
import { saisieDeValeurs, valeursFormulaire } from './valeurs';

const TITRES = {
  STANDARD: 'Mise à jour standard de la copropriété',
  ANNUELLE: 'Mise à jour annuelle de la copropriété',
  COMPTESNONAPPROUVES: "Données financières de l'exercice non approuvé",
} as const;

const LISTE = '/copropriete';

function Echec({ titre, message }: { titre: string; message: string }) {
  return (
    <div className="fr-my-4w">
      <h1>Mettre à jour une copropriété</h1>
      <Alert className="fr-mb-3w" severity="error" title={titre} description={message} />
      <Button linkProps={{ to: LISTE }} iconId="fr-icon-arrow-left-line" priority="secondary">
        Retour à la liste des copropriétés
      </Button>
    </div>
  );
}

/**
 * Mises à jour d'une copropriété immatriculée dans le parcours `/immatriculer-copropriete` (spec 1 §2, §4 ;
 * ADR 0133 à 0135, 0177) : `?copropriete=<id>&maj=STANDARD|ANNUELLE|COMPTESNONAPPROUVES[&corriger=true]`.
 */
export function MiseAJourCopropriete({
  recherche,
  segment,
}: {
  recherche: URLSearchParams;
  segment: SegmentParcours | undefined;
}) {
  const lus = lireParametresMiseAJour(recherche);
  if ('erreur' in lus) return <Echec titre="Lien de mise à jour invalide" message={lus.erreur} />;
  return <MiseAJour parametres={lus.parametres} segment={segment} />;
}

function MiseAJour({
  parametres,
  segment,
}: {
  parametres: ParametresMiseAJour;
  segment: SegmentParcours | undefined;
}) {
  const { idCopropriete, type, corriger } = parametres;
  const chargement = useQuery({
    queryKey: clesDeclaration.miseAJour(idCopropriete, type, corriger),
    queryFn: () => ouvrirMiseAJour(idCopropriete, type, corriger),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  if (chargement.isPending) return <p role="status">Chargement de la déclaration de la copropriété…</p>;
  if (chargement.isError)
    return (
      <Echec
        titre="Cette mise à jour ne peut pas être ouverte"
        message={messageErreur(
          chargement.error,
          "La mise à jour n'a pas pu être ouverte : réessayez plus tard.",
        )}
      />
    );
  const ouverture = chargement.data;
  if (type === 'COMPTESNONAPPROUVES')
    return (
      <ComptesNonApprouves
        titre={TITRES[type]}
        idCopropriete={idCopropriete}
        ouverture={ouverture}
        retour={LISTE}
      />
    );
  return <ParcoursMiseAJour parametres={parametres} type={type} ouverture={ouverture} segment={segment} />;
}

function ParcoursMiseAJour({
  parametres,
  type,
  ouverture,
  segment,
}: {
  parametres: ParametresMiseAJour;
  type: 'STANDARD' | 'ANNUELLE';
  ouverture: OuvertureMiseAJour;
  segment: SegmentParcours | undefined;
}) {
  const { declaration, reference } = ouverture;
  const contexte = useMemo(
    () =>
      contexteDeclaration(
        { typeImmat: null, typeMaj: type },
        {
          aujourdhui: aujourdhui(),
          // §5.5 : une annuelle se vérifie contre l'exercice de la dernière déclaration validée.
          exercicePrecedent: exercicePrecedentDeReference(
            type,
            reference.donneesFinancieres,
            ouverture.dateDernierChangementCloture,
          ),
        },
      ),
    [type, reference, ouverture.dateDernierChangementCloture],
  );
  const valeursInitiales = useMemo(
    () => valeursFormulaire(declaration.immatCopropriete),
    [declaration.immatCopropriete],
  );
  const lien = (s: string) => lienMiseAJour(s, parametres);
  if (segment === undefined) {
    // Brouillon repris : première étape incomplète (ADR 0175) ; sinon l'étape de départ de la nature.
    const depart =
      ouverture.id !== null
        ? etapeDeReprise(saisieDeValeurs(valeursInitiales), contexte)
        : ETAPE_DE_DEPART[type];
    return <Navigate to={lien(depart)} replace />;
  }
  // Nom en vigueur : celui de la dernière déclaration validée ; pour une correction, celui de l'annuelle
  // corrigée (la référence est alors la déclaration d'avant, ADR 0171).
  const nom =
    (parametres.corriger ? declaration.immatCopropriete.identification : reference.identification)
      ?.nomCopropriete ?? declaration.nomCopropriete;
  return (
    <ParcoursDeclaration
      segment={segment}
      contexte={contexte}
      valeursInitiales={valeursInitiales}
      brouillon={
        ouverture.id !== null && ouverture.version !== null
          ? { id: ouverture.id, version: ouverture.version }
          : null
      }
      actions={actionsMiseAJour({
        idCopropriete: parametres.idCopropriete,
        typeMaj: type,
        corriger: parametres.corriger,
        cleCreation: ouverture.cleCreation,
      })}
      lienEtape={(s) => lien(s)}
      justificatif={null}
      localisation={<LocalisationCopropriete />}
      miseAJour
      titre={`${parametres.corriger ? 'Correction de la dernière déclaration annuelle' : TITRES[type]}${nom ? ` «\u00a0${nom}\u00a0»` : ''}`}
      reference={reference}
      depuisReference={parametres.corriger ? "la déclaration qui précédait l'annuelle corrigée" : undefined}
      etapesEnLecture={declaration.dateClotureEditable === false ? ['donneesFinancieres'] : []}
      retour={LISTE}
    />
  );
}
