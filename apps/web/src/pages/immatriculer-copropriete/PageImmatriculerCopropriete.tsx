import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import {
  contexteDeclaration,
  estModificationDemande,
  etapeDeReprise,
  etapesApplicables,
  type InfoCompte,
  PARCOURS_DECLARATION,
  type SegmentParcours,
  TypeImmatriculation,
} from '@registre/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import {
  actionsDeclaration,
  clesDeclaration,
  lireBrouillon,
  nouvelleDeclaration,
} from '../../features/declaration/api';
import { lienRepriseMiseAJour } from '../../features/declaration/brouillons';
import { JustificatifMandat } from '../../features/declaration/JustificatifMandat';
import { ListeBrouillons } from '../../features/declaration/ListeBrouillons';
import { LocalisationCopropriete } from '../../features/declaration/LocalisationCopropriete';
import { MiseAJourCopropriete } from '../../features/declaration/MiseAJour';
import { ModificationAdministrative } from '../../features/declaration/ModificationAdministrative';
import {
  aujourdhui,
  type BrouillonEnregistre,
  ParcoursDeclaration,
} from '../../features/declaration/ParcoursDeclaration';
import { RepriseDemande } from '../../features/declaration/RepriseDemande';
import { SuccesseurNotaire, useSuccesseur } from '../../features/declaration/SuccesseurNotaire';
import { saisieDeValeurs, valeursFormulaire } from '../../features/declaration/valeurs';
import { PageProtegee } from '../../features/session/PageProtegee';
import { useSession } from '../../features/session/session';

/**
 * Immatriculer une copropriété (spec 1 §2 « Registration stepper ») ; dans le même parcours, les mises à jour
 * d'une copropriété immatriculée (`?copropriete=<id>&maj=…`, ADR 0177).
 */
export function PageImmatriculerCopropriete() {
  const [recherche] = useSearchParams();
  const { etape } = useParams();
  // Modification administrative d'un administrateur du teneur (ADR 0275) : le serveur refuse l'assistance.
  if (recherche.get('maj') === 'MODIFICATION_ADMIN')
    return (
      <PageProtegee authorities={['VALIDER_RATTACHEMENT_DECLARATION']}>
        <ModificationAdministrative recherche={recherche} segment={etape as SegmentParcours | undefined} />
      </PageProtegee>
    );
  if (recherche.has('maj') || recherche.has('copropriete'))
    return (
      <PageProtegee authorities={['MAJ_COPROPRIETE_STANDARD', 'MAJ_COPROPRIETE_ANNUELLE']}>
        <MiseAJourCopropriete recherche={recherche} segment={etape as SegmentParcours | undefined} />
      </PageProtegee>
    );
  return (
    <PageProtegee
      authorities={['IMMATRICULER_NVELLE_COPRO', 'IMMATRICULER_INITIALE', 'IMMATRICULER_D_OFFICE']}
    >
      <Immatriculation />
    </PageProtegee>
  );
}

/** Nature de l'immatriculation d'un notaire (`immatriculationType`), sinon celle d'un syndic. */
function typeImmat(compte: InfoCompte, parametre: string | null) {
  const type = TypeImmatriculation.safeParse(parametre);
  if (type.success) return type.data.endsWith('OFFICE') ? ('OFFICE' as const) : ('INITIALE' as const);
  return compte.authorities.includes('IMMATRICULER_NVELLE_COPRO')
    ? ('DEFAULT' as const)
    : ('INITIALE' as const);
}

function lienEtape(
  segment: string,
  brouillon: BrouillonEnregistre | null,
  recherche: URLSearchParams,
): string {
  const parametres = new URLSearchParams(recherche);
  if (brouillon) parametres.set('id', String(brouillon.id));
  const texte = parametres.toString();
  return `/immatriculer-copropriete/${segment}${texte ? `?${texte}` : ''}`;
}

function Immatriculation() {
  const { compte } = useSession();
  const { etape } = useParams();
  const [recherche] = useSearchParams();
  const id = Number(recherche.get('id')) || null;
  const nouveau = recherche.get('nouveau') === '1';
  if (!compte) return null;
  if (id === null && etape === undefined && !nouveau) return <Accueil />;
  return (
    <Declaration
      compte={compte}
      id={id}
      segment={etape as SegmentParcours | undefined}
      recherche={recherche}
    />
  );
}

/** Entrée du parcours : reprendre un brouillon ou commencer une nouvelle déclaration. */
function Accueil() {
  return (
    <div className="fr-my-4w">
      <h1>Immatriculer une copropriété</h1>
      <p>
        La déclaration se fait en cinq étapes, suivies d'un récapitulatif. Elle est enregistrée comme
        brouillon à chaque étape : vous pouvez la quitter et la reprendre plus tard, sur cet appareil ou un
        autre.
      </p>
      <Button linkProps={{ to: '/immatriculer-copropriete?nouveau=1' }} iconId="fr-icon-add-line">
        Commencer une nouvelle déclaration
      </Button>
      <ListeBrouillons />
    </div>
  );
}

/** Titre du parcours quand il modifie une demande encore en attente (ADR 0178). */
const titreModification = (nom: string | null | undefined) =>
  `Modifier la demande d'immatriculation${nom ? ` «\u00a0${nom}\u00a0»` : ''}`;

function Declaration({
  compte,
  id,
  segment,
  recherche,
}: {
  compte: InfoCompte;
  id: number | null;
  segment: SegmentParcours | undefined;
  recherche: URLSearchParams;
}) {
  // Le brouillon créé au premier enregistrement prend place dans l'adresse sans recharger le parcours.
  const [idInitial] = useState(id);
  const type = typeImmat(compte, recherche.get('immatriculationType'));
  const chargement = useQuery({
    queryKey: idInitial === null ? clesDeclaration.nouvelle(type) : clesDeclaration.brouillon(idInitial),
    queryFn: () => (idInitial === null ? nouvelleDeclaration(type) : lireBrouillon(idInitial)),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const editable = chargement.data;
  const declaration = editable?.declaration;
  const contexte = useMemo(
    () =>
      contexteDeclaration(
        { typeImmat: declaration?.typeImmat ?? type, typeMaj: declaration?.typeMaj ?? null },
        { aujourdhui: aujourdhui() },
      ),
    [declaration, type],
  );
  const successeur = useSuccesseur();
  if (chargement.isPending) return <p role="status">Chargement de votre déclaration…</p>;
  if (chargement.isError || !editable)
    return (
      <Alert
        className="fr-my-4w"
        severity="error"
        title={idInitial === null ? 'Déclaration indisponible' : 'Brouillon introuvable'}
        description={
          idInitial === null
            ? "Le formulaire de déclaration n'a pas pu être préparé. Réessayez plus tard."
            : "Ce brouillon n'existe pas ou ne vous est pas accessible."
        }
      />
    );
  const premiere = PARCOURS_DECLARATION.find((e) => e.cle === etapesApplicables(contexte)[0])?.segment;
  const notaire = !contexte.avecMandat && contexte.reglement !== 'MISE_A_JOUR';
  const valeursInitiales = valeursFormulaire(declaration?.immatCopropriete);
  // Demande encore en attente du teneur : elle se reprend en brouillon avant de se modifier (ADR 0173, 0178).
  if (declaration?.statut === 'A_VALIDER')
    return <RepriseDemande editable={editable} reprise={() => void chargement.refetch()} />;
  // Brouillon d'une mise à jour ouvert par son identifiant : il se reprend par sa copropriété et sa nature
  // (routes des mises à jour, ADR 0134), correction comprise, à la première étape incomplète.
  const repriseMiseAJour =
    declaration &&
    lienRepriseMiseAJour({
      typeImmat: declaration.typeImmat ?? null,
      typeMaj: declaration.typeMaj ?? null,
      idCopropriete: editable.idCopropriete,
      correction: editable.correction,
    });
  if (repriseMiseAJour) return <Navigate to={repriseMiseAJour} replace />;
  // Brouillon repris sans étape dans l'adresse : la première étape incomplète (ADR 0175).
  if (segment === undefined && editable.id !== null) {
    const reprise = etapeDeReprise(saisieDeValeurs(valeursInitiales), contexte);
    return <Navigate to={lienEtape(reprise, null, recherche)} replace />;
  }
  return (
    <ParcoursDeclaration
      segment={segment ?? premiere ?? 'identification'}
      contexte={contexte}
      valeursInitiales={valeursInitiales}
      brouillon={
        editable.id !== null && editable.version !== null
          ? { id: editable.id, version: editable.version }
          : null
      }
      actions={actionsDeclaration({
        contexte,
        typeImmat: declaration?.typeImmat ?? type,
        cleCreation: editable.cleCreation,
        notaire,
        successeur: successeur.choisi,
      })}
      lienEtape={(s, b) => lienEtape(s, b, recherche)}
      justificatif={<JustificatifMandat />}
      localisation={<LocalisationCopropriete />}
      avantDepot={notaire ? <SuccesseurNotaire etat={successeur} /> : undefined}
      miseAJour={contexte.reglement === 'MISE_A_JOUR' || declaration?.typeMaj === 'MODIF_DEMANDE'}
      titre={
        declaration?.typeMaj === 'MODIF_DEMANDE' || estModificationDemande(declaration?.etatCopropriete)
          ? titreModification(declaration?.nomCopropriete)
          : undefined
      }
    />
  );
}
