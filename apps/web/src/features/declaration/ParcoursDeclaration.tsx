import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button, type ButtonProps } from '@codegouvfr/react-dsfr/Button';
import { ButtonsGroup } from '@codegouvfr/react-dsfr/ButtonsGroup';
import { Stepper } from '@codegouvfr/react-dsfr/Stepper';
import {
  aujourdhuiParis,
  type CleEtapeDeclaration,
  type ContexteDeclaration,
  cheminsEtapeDeclaration,
  type DoublonPotentiel,
  differencesDeclarations,
  etapesApplicables,
  type ImmatCopropriete,
  PARCOURS_DECLARATION,
  type SaisieDeclaration,
  type SegmentParcours,
} from '@registre/domain';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  Formulaire,
  FournisseurAvertissements,
  ResumeAvertissements,
  reporterErreursServeur,
  useAvertissements,
  useFormulaire,
} from '../../components/formulaire';
import { storeNotifications } from '../notifications/notifications';
import './declaration.css';
import { DifferencesMiseAJour } from './DifferencesMiseAJour';
import { Doublons } from './Doublons';
import {
  EtapeDonneesFinancieres,
  EtapeDonneesTechniques,
  EtapeIdentification,
  EtapeInfosRattachement,
  EtapeProcedures,
} from './EtapesSaisie';
import { messagesDepotRefuse } from './erreurs-depot';
import { CHAMP_FICHIER_JUSTIFICATIF } from './JustificatifMandat';
import { EtapeEnLecture, Recapitulatif } from './Recapitulatif';
import { useTitrePage } from './useTitrePage';
import {
  avertissementsEtape,
  fichierChoisi,
  resolveurEtape,
  saisieAEnvoyer,
  type ValeursDeclaration,
} from './valeurs';

/** Ce que le parcours sait du brouillon enregistré sur le serveur. */
export interface BrouillonEnregistre {
  id: number;
  version: number;
}

/** Appels du parcours : enregistrer le brouillon, le déposer (routes des brouillons et du dépôt). */
export interface ActionsDeclaration {
  /**
   * Enregistre la saisie (création au premier appel) ; renvoie l'identifiant et la nouvelle version.
   * `etape` : étape vérifiée par le serveur (« Enregistrer et continuer »), `null` pour « quitter ».
   */
  enregistrer(
    saisie: ReturnType<typeof saisieAEnvoyer>,
    courant: BrouillonEnregistre | null,
    demande: { etape: CleEtapeDeclaration | null; avertissementsConfirmes: string[]; fichier: File | null },
  ): Promise<BrouillonEnregistre>;
  /** Relit le brouillon enregistré (justificatif déposé, valeurs enregistrées par le serveur). */
  relire(brouillon: BrouillonEnregistre): Promise<ValeursDeclaration>;
  /**
   * Dépose le brouillon (mise à jour : le transmet avec la saisie affichée, même s'il n'est pas encore
   * enregistré) ; renvoie les doublons à montrer, ou la notification de la demande transmise.
   */
  deposer(
    brouillon: BrouillonEnregistre | null,
    options: {
      avertissementsConfirmes: string[];
      transmettreMalgreDoublons: boolean;
      saisie: ImmatCopropriete;
    },
  ): Promise<{ doublons: DoublonPotentiel[] } | { notification: { titre: string; description: string } }>;
}

export interface ParcoursDeclarationProps {
  segment: SegmentParcours;
  contexte: ContexteDeclaration;
  valeursInitiales: ValeursDeclaration;
  brouillon: BrouillonEnregistre | null;
  actions: ActionsDeclaration;
  /** Adresse d'une étape du parcours (le brouillon y est désigné). */
  lienEtape(segment: string, brouillon: BrouillonEnregistre | null): string;
  /** Contenu propre à l'étape infos-rattachement (justificatif) et à l'identification (adresses, parcelles). */
  justificatif: ReactNode;
  localisation: ReactNode;
  /** Bloc affiché au récapitulatif avant le dépôt (choix du successeur d'un notaire). */
  avantDepot?: ReactNode;
  /** Mise à jour : « Mettre à jour et quitter » plutôt qu'« Enregistrer le brouillon et quitter ». */
  miseAJour?: boolean;
  /** Titre de la page (par défaut : immatriculer ou mettre à jour une copropriété). */
  titre?: string;
  /**
   * Mise à jour : la dernière déclaration validée. Le récapitulatif montre ce qui a changé depuis, champ
   * par champ (ADR 0132).
   */
  reference?: SaisieDeclaration | null;
  /** Ce qu'est la référence, lu après « Modifications depuis » (par défaut la dernière déclaration validée). */
  depuisReference?: string;
  /** Étapes montrées en lecture seule (données de l'exercice validé d'une mise à jour standard, §5.5). */
  etapesEnLecture?: readonly CleEtapeDeclaration[];
  /** Page où revenir après le dépôt ou « quitter » (par défaut l'accueil). */
  retour?: string;
  /**
   * Rien n'est enregistré sur le serveur avant l'envoi (modification administrative, ADR 0275) : chaque étape se
   * vérifie dans le navigateur puis « Continuer » ; pas de « quitter » qui enregistrerait.
   */
  sansBrouillon?: boolean;
  /** Libellé du bouton d'envoi du récapitulatif (par défaut : transmettre la demande ou la mise à jour). */
  libelleDepot?: string;
}

/** Une mise à jour ou une modification de demande s'ouvre depuis la liste des copropriétés. */
const PARENTS_TITRE = [{ libelle: 'Copropriétés', lien: '/copropriete' }];

const TITRE_ETAPE: Record<SegmentParcours, string> = Object.fromEntries(
  PARCOURS_DECLARATION.map((e) => [e.segment, e.titre]),
) as Record<SegmentParcours, string>;

/**
 * Parcours de déclaration (spec 1 §2, §4) : stepper DSFR, une étape affichée à la fois, une seule saisie
 * pour toute la déclaration. « Enregistrer et continuer » vérifie l'étape (schéma et règles du domaine,
 * avertissements à confirmer), enregistre le brouillon sur le serveur puis passe à l'étape suivante ;
 * « Enregistrer le brouillon et quitter » enregistre la saisie telle qu'elle est ; le récapitulatif dépose.
 */
export function ParcoursDeclaration({
  segment,
  contexte,
  valeursInitiales,
  brouillon: brouillonInitial,
  actions,
  lienEtape,
  justificatif,
  localisation,
  avantDepot,
  miseAJour = false,
  titre: titrePage,
  reference = null,
  depuisReference,
  etapesEnLecture = [],
  retour = '/',
  sansBrouillon = false,
  libelleDepot,
}: ParcoursDeclarationProps) {
  const navigate = useNavigate();
  // Une mise à jour ou une modification de demande se dit dans le titre du document et le fil d'Ariane.
  useTitrePage(useMemo(() => (titrePage ? { titre: titrePage, parents: PARENTS_TITRE } : null), [titrePage]));
  const [brouillon, setBrouillon] = useState(brouillonInitial);
  const [doublons, setDoublons] = useState<DoublonPotentiel[] | null>(null);
  const [envoiEnCours, setEnvoiEnCours] = useState(false);
  const [erreursDepot, setErreursDepot] = useState<string[]>([]);
  const confirmesDeclaration = useRef(new Set<string>());
  const avertissements = useAvertissements();

  const etapes = useMemo(() => etapesApplicables(contexte), [contexte]);
  const parcours = useMemo(
    () =>
      PARCOURS_DECLARATION.filter(
        (e) => (e.cle === null || etapes.includes(e.cle)) && (e.segment !== 'doublons' || doublons !== null),
      ),
    [etapes, doublons],
  );
  const rang = Math.max(
    0,
    parcours.findIndex((e) => e.segment === segment),
  );
  const courante = parcours[rang] ?? parcours[0]!;
  const cle = courante.cle as CleEtapeDeclaration | null;
  const enLecture = cle !== null && etapesEnLecture.includes(cle);
  const suivante = parcours[rang + 1];
  const precedente = parcours[rang - 1];

  const cleRef = useRef(cle);
  cleRef.current = cle;
  const enLectureRef = useRef(enLecture);
  enLectureRef.current = enLecture;
  const resolveur = ((valeurs, ctx, options) =>
    cleRef.current === null || enLectureRef.current
      ? { values: valeurs, errors: {} }
      : resolveurEtape(cleRef.current, contexte)(valeurs, ctx, options as never)) as Resolver<
    FieldValues,
    unknown,
    FieldValues
  >;
  const formulaire = useFormulaire<FieldValues, unknown, FieldValues>({
    defaultValues: valeursInitiales,
    resolver: resolveur,
  });

  const enregistrer = async (etape: CleEtapeDeclaration | null): Promise<BrouillonEnregistre | null> => {
    try {
      const valeurs = formulaire.getValues() as ValeursDeclaration;
      const fichier = fichierChoisi(valeurs);
      const enregistre = await actions.enregistrer(saisieAEnvoyer(valeurs), brouillon, {
        etape,
        avertissementsConfirmes: codesConfirmes(),
        fichier,
      });
      setBrouillon(enregistre);
      if (fichier) {
        // Le justificatif est désormais sur le serveur : on relit ses métadonnées et on vide le choix.
        const relues = await actions.relire(enregistre);
        formulaire.setValue('infoRattachement', relues.infoRattachement);
        formulaire.setValue(CHAMP_FICHIER_JUSTIFICATIF, []);
      }
      return enregistre;
    } catch (erreur) {
      const champs = cle ? cheminsEtapeDeclaration(cle) : [];
      if (!reporterErreursServeur(erreur, formulaire.setError, champs, { avertissements })) throw erreur;
      return null;
    }
  };

  /** Codes confirmés pendant tout le parcours (chaque étape vide l'état des avertissements affichés). */
  const codesConfirmes = () => [
    ...new Set([...confirmesDeclaration.current, ...avertissements.codesConfirmes]),
  ];

  const enregistrerEtContinuer = formulaire.handleSubmit(async (valeurs) => {
    if (cle === null || envoiEnCours) return;
    setEnvoiEnCours(true);
    try {
      // Avertissements de l'étape : les mêmes règles que le serveur, confirmées champ par champ (ADR 0100).
      // Une étape en lecture seule n'a rien à confirmer : ses valeurs sont celles d'une déclaration validée.
      const aConfirmer = enLecture ? [] : avertissementsEtape(cle, valeurs as ValeursDeclaration, contexte);
      const confirmes = new Set([...avertissements.codesConfirmes, ...confirmesDeclaration.current]);
      if (aConfirmer.some((a) => !confirmes.has(a.code))) {
        avertissements.recevoir(aConfirmer, cheminsEtapeDeclaration(cle));
        return;
      }
      for (const a of aConfirmer) confirmesDeclaration.current.add(a.code);
      const enregistre = sansBrouillon ? brouillon : await enregistrer(cle);
      if ((enregistre === null && !sansBrouillon) || !suivante) return;
      avertissements.vider();
      // L'étape suivante commence sans champ touché ni soumission : ses erreurs s'affichent à mesure.
      formulaire.reset(formulaire.getValues());
      navigate(lienEtape(suivante.segment, enregistre));
      window.scrollTo(0, 0);
    } finally {
      setEnvoiEnCours(false);
    }
  });

  const enregistrerEtQuitter = async () => {
    if (envoiEnCours) return;
    setEnvoiEnCours(true);
    try {
      if (miseAJour) {
        let valide = true;
        await formulaire.handleSubmit(
          () => undefined,
          () => {
            valide = false;
          },
        )();
        if (!valide) return;
      }
      const enregistre = await enregistrer(miseAJour ? cle : null);
      if (enregistre === null) return;
      storeNotifications.ajouter({
        type: 'success',
        titre: miseAJour ? 'Mise à jour enregistrée' : 'Brouillon enregistré',
        description: miseAJour
          ? 'Vos modifications sont enregistrées.'
          : 'Vous pourrez reprendre votre déclaration depuis la liste de vos brouillons, sur cet appareil ou un autre.',
      });
      navigate(retour);
    } finally {
      setEnvoiEnCours(false);
    }
  };

  const deposer = async (transmettreMalgreDoublons: boolean) => {
    if (envoiEnCours) return;
    setEnvoiEnCours(true);
    setErreursDepot([]);
    try {
      const enregistre = brouillon;
      if (enregistre === null && !miseAJour) return;
      const reponse = await actions.deposer(enregistre, {
        avertissementsConfirmes: codesConfirmes(),
        transmettreMalgreDoublons,
        saisie: saisieAEnvoyer(formulaire.getValues() as ValeursDeclaration),
      });
      if ('doublons' in reponse) {
        setDoublons(reponse.doublons);
        navigate(lienEtape('doublons', enregistre));
        return;
      }
      avertissements.vider();
      storeNotifications.ajouter({ type: 'success', ...reponse.notification });
      navigate(retour);
    } catch (erreur) {
      const report = reporterErreursServeur(erreur, formulaire.setError, [], { avertissements });
      if (!report) throw erreur;
      const messages = messagesDepotRefuse(erreur, report.messagesHorsChamp);
      // Le récapitulatif dit chaque erreur avec son champ : l'erreur générale du formulaire ferait doublon.
      formulaire.clearErrors('root');
      // Exercice validé incomplet (mise à jour standard) : il ne se complète que par la mise à jour annuelle.
      const enLectureIncomplete = etapesEnLecture
        .map((cle) => PARCOURS_DECLARATION.find((e) => e.cle === cle)?.titre)
        .some((titre) => titre !== undefined && messages.some((m) => m.startsWith(`${titre} — `)));
      setErreursDepot(
        enLectureIncomplete
          ? [
              ...messages,
              "Les données de l'exercice validé sont incomplètes : elles se complètent par la mise à jour annuelle.",
            ]
          : messages,
      );
    } finally {
      setEnvoiEnCours(false);
    }
  };

  const titre = TITRE_ETAPE[courante.segment];
  const valeursAffichees = formulaire.watch() as ValeursDeclaration;
  const differences =
    reference !== null && courante.segment === 'recapitulatif'
      ? differencesDeclarations(reference, saisieAEnvoyer(valeursAffichees), etapes)
      : null;
  return (
    <div className="fr-my-4w registre-declaration">
      <h1>
        {titrePage ??
          (contexte.avecMandat || contexte.reglement !== 'MISE_A_JOUR'
            ? 'Immatriculer une copropriété'
            : 'Mettre à jour une copropriété')}
      </h1>
      <Stepper
        currentStep={rang + 1}
        stepCount={parcours.length}
        title={titre}
        nextTitle={suivante ? TITRE_ETAPE[suivante.segment] : undefined}
      />
      <FournisseurAvertissements avertissements={avertissements}>
        <Formulaire
          formulaire={formulaire}
          onSubmit={cle !== null ? enregistrerEtContinuer : (e) => e.preventDefault()}
          aria-label={titre}
        >
          <ResumeAvertissements />
          {cle === 'infoRattachement' && <EtapeInfosRattachement justificatif={justificatif} />}
          {cle === 'identification' && <EtapeIdentification localisation={localisation} />}
          {enLecture && <EtapeEnLecture cle={cle} valeurs={valeursAffichees} />}
          {!enLecture && cle === 'procedures' && <EtapeProcedures />}
          {!enLecture && cle === 'donneesFinancieres' && <EtapeDonneesFinancieres />}
          {!enLecture && cle === 'donneesTechniques' && (
            <EtapeDonneesTechniques aujourdhui={contexte.aujourdhui} />
          )}
          {courante.segment === 'recapitulatif' && (
            <>
              {erreursDepot.length > 0 && (
                <Alert
                  severity="error"
                  className="fr-mb-3w"
                  title={
                    miseAJour
                      ? 'La mise à jour ne peut pas encore être transmise'
                      : 'La demande ne peut pas encore être transmise'
                  }
                  description={
                    <ul>
                      {erreursDepot.map((m) => (
                        <li key={m}>{m}</li>
                      ))}
                    </ul>
                  }
                />
              )}
              {differences && <DifferencesMiseAJour differences={differences} depuis={depuisReference} />}
              <Recapitulatif
                valeurs={valeursAffichees}
                etapes={etapes}
                lienEtape={(s) => lienEtape(s, brouillon)}
                differences={
                  differences
                    ? new Map(differences.map((d) => [d.chemin, { avant: d.avant ?? 'non renseigné' }]))
                    : undefined
                }
              />
              {avantDepot}
            </>
          )}
          {courante.segment === 'doublons' && doublons && <Doublons doublons={doublons} />}

          <ButtonsGroup
            inlineLayoutWhen="md and up"
            alignment="right"
            className="fr-mt-4w"
            buttons={
              [
                ...(precedente
                  ? [
                      {
                        children: 'Étape précédente',
                        priority: 'tertiary' as const,
                        iconId: 'fr-icon-arrow-left-line' as const,
                        linkProps: { to: lienEtape(precedente.segment, brouillon) },
                      },
                    ]
                  : []),
                ...(cle !== null
                  ? [
                      ...(sansBrouillon
                        ? []
                        : [
                            {
                              children: miseAJour
                                ? 'Mettre à jour et quitter'
                                : 'Enregistrer le brouillon et quitter',
                              priority: 'secondary' as const,
                              type: 'button' as const,
                              disabled: envoiEnCours,
                              onClick: () => void enregistrerEtQuitter(),
                            },
                          ]),
                      {
                        children: sansBrouillon ? 'Continuer' : 'Enregistrer et continuer',
                        type: 'submit' as const,
                        disabled: envoiEnCours,
                        iconId: 'fr-icon-arrow-right-line' as const,
                        iconPosition: 'right' as const,
                      },
                    ]
                  : courante.segment === 'recapitulatif'
                    ? [
                        {
                          children:
                            libelleDepot ??
                            (miseAJour ? 'Transmettre la mise à jour' : 'Transmettre ma demande'),
                          type: 'button' as const,
                          disabled: envoiEnCours,
                          onClick: () => void deposer(false),
                        },
                      ]
                    : [
                        {
                          children: 'Transmettre ma demande malgré les ressemblances',
                          type: 'button' as const,
                          disabled: envoiEnCours,
                          onClick: () => void deposer(true),
                        },
                      ]),
              ] as [ButtonProps, ...ButtonProps[]]
            }
          />
        </Formulaire>
      </FournisseurAvertissements>
      {!brouillon && !sansBrouillon && (
        <p className="fr-text--sm fr-mt-2w">
          Votre déclaration est enregistrée comme brouillon sur le registre à chaque étape : vous pourrez la
          reprendre plus tard, sur cet appareil ou un autre.
        </p>
      )}
      <Button priority="tertiary no outline" linkProps={{ to: retour }} size="small">
        {retour === '/' ? "Retour à l'accueil" : 'Retour à la liste des copropriétés'}
      </Button>
    </div>
  );
}

/** Date du jour à Paris, pour le contexte des règles. */
export function aujourdhui(): Date {
  return aujourdhuiParis(new Date());
}
