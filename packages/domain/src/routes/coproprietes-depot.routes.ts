import { z } from 'zod';
import { DateTexte } from '../commun/dates.js';
import { Email, Siret } from '../commun/formats.js';
import { ID_MAX, Identifiant } from '../commun/identifiant.js';
import { AvertissementsConfirmes } from '../commun/resultat.js';
import { erreursDuChamp } from '../commun/texte.js';
import { DoublonPotentiel } from '../copropriete/doublons.schema.js';
import { EtatCopropriete } from '../copropriete/etat-copropriete.js';
import { Identification } from '../declaration/declaration.schema.js';
import { StatutDeclaration } from '../declaration/statut-declaration.js';
import { TypeImmat, TypeMaj } from '../referentiels/declaration.js';
import { defineRoute } from './contrat.js';

/**
 * Dépôt d'une demande d'immatriculation (issue 8 §3 et §4, spec 2 §7.5 ; ADR 0141 pour les doublons,
 * ADR 0142 pour le dépôt).
 *
 * ————— Forme de la réponse du dépôt (pour l'assistant web « formulaire ») —————
 * `PUT brouillon/submit` (syndic, ou notaire sans successeur) et `POST notaire/immatriculation/td/{x}/submit`
 * (notaire) répondent 200 avec `ResultatDepot`, union sur `resultat` :
 *
 * - `resultat: 'DOUBLONS'` : immatriculation initiale ou d'office, le brouillon enregistré ressemble de très
 *   près à des copropriétés existantes. RIEN n'est déposé : le brouillon reste `BROUILLON`. L'écran passe à
 *   l'étape « doublons », qui liste `doublons` (chacun avec ses motifs et, s'il est déjà immatriculé,
 *   `lienRattachement` vers `/rattacher-une-copropriete?numero=…` : « rattachez-vous plutôt à cette
 *   copropriété », écran livré par l'issue 11). Pour transmettre quand même, l'écran renvoie le même appel avec
 *   `transmettreMalgreDoublons: true` : la demande part au teneur comme demande de doublon.
 * - `resultat: 'DEPOSE'` : la demande est déposée (déclaration `A_VALIDER`, copropriété
 *   `IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER`) ; `notification` est le message de succès à afficher (spec 2 §8,
 *   « demande transmise ») avant le retour à l'accueil. `doublonSignale` et `echeanceReponse` (jj/mm/aaaa,
 *   un jour ouvré) disent si elle part comme demande de doublon. `dejaDeposee: true` : ce dépôt avait déjà été
 *   fait (double clic, rejeu) ; rien n'a changé, aucun courriel de plus.
 *
 * Immatriculation d'office (notaire) : le corps porte `situationSyndic` (`syndicDesigne`, et s'il y en a un la
 * date de sa mise en demeure, jj/mm/aaaa) ; la règle de spec 2 §5.4 est revérifiée (erreur sur `typeImmat`).
 *
 * Erreurs : 400 avec `champs` (erreurs par champ, mêmes codes que les étapes du formulaire) et `avertissements`
 * à confirmer (renvoyer avec `avertissementsConfirmes`) quand la déclaration est incomplète ou invalide — rien
 * n'est changé ; 403 sans le droit ; 404 pour la déclaration d'un autre établissement ou inconnue ; 409 quand
 * l'état de la copropriété ne permet plus le dépôt.
 */

const MESSAGE_NB_BATIMENTS = 'Le nombre de bâtiments est un entier de 0 à 9999.';
/** Nombre de bâtiments de la copropriété saisie, dans le chemin. */
const NombreBatimentsChemin = z.coerce
  .number({ error: MESSAGE_NB_BATIMENTS })
  .int({ error: MESSAGE_NB_BATIMENTS })
  .min(0, { error: MESSAGE_NB_BATIMENTS })
  .max(9_999, { error: MESSAGE_NB_BATIMENTS });

const MESSAGE_SUCCESSEUR =
  "Le successeur est désigné par l'identifiant de son établissement, ou 0 sans successeur.";
/** Télédéclarant successeur choisi par le notaire, ou 0 sans successeur, dans le chemin. */
const SuccesseurChemin = z.coerce
  .number({ error: MESSAGE_SUCCESSEUR })
  .int({ error: MESSAGE_SUCCESSEUR })
  .min(0, { error: MESSAGE_SUCCESSEUR })
  .max(ID_MAX, { error: MESSAGE_SUCCESSEUR });

/**
 * Situation du syndic déclarée par le notaire pour une immatriculation d'office (spec 2 §5.4) : pas de syndic,
 * ou syndic mis en demeure d'immatriculer depuis au moins un mois.
 */
export const SituationSyndicDeclaree = z.object({
  syndicDesigne: z.boolean({ error: erreursDuChamp('La présence d’un syndic') }),
  dateMiseEnDemeureSyndic: DateTexte.nullish(),
});
export type SituationSyndicDeclaree = z.infer<typeof SituationSyndicDeclaree>;

/** Corps commun des dépôts. */
export const DepotBrouillon = z.object({
  /** Déclaration (brouillon, ou demande en attente pour une modification) à déposer. */
  idDeclaration: Identifiant,
  /** Après l'étape « doublons » : transmettre la demande au teneur malgré les doublons potentiels. */
  transmettreMalgreDoublons: z.boolean({ error: erreursDuChamp() }).default(false),
  /** Immatriculation d'office par un notaire : situation du syndic (obligatoire pour ce dépôt). */
  situationSyndic: SituationSyndicDeclaree.nullish(),
  avertissementsConfirmes: AvertissementsConfirmes,
});
export type DepotBrouillon = z.infer<typeof DepotBrouillon>;

/** Message de succès de spec 2 §8 (« request transmitted »). */
export const NotificationSucces = z.object({ titre: z.string(), description: z.string() });
export type NotificationSucces = z.infer<typeof NotificationSucces>;

export const ResultatDepot = z.discriminatedUnion('resultat', [
  z.object({
    resultat: z.literal('DOUBLONS'),
    idDeclaration: Identifiant,
    idCopropriete: Identifiant,
    doublons: z.array(DoublonPotentiel).min(1),
  }),
  z.object({
    resultat: z.literal('DEPOSE'),
    idDeclaration: Identifiant,
    idCopropriete: Identifiant,
    /** Nature de l'immatriculation : `DEFAULT` (syndic), `INITIALE` ou `OFFICE` (notaire). */
    typeImmat: TypeImmat,
    /** `MODIF_DEMANDE` pour la modification d'une demande renvoyée par le teneur. */
    typeMaj: TypeMaj.nullable(),
    statutDeclaration: StatutDeclaration,
    etatCopropriete: EtatCopropriete,
    /** La demande part au teneur comme demande de doublon. */
    doublonSignale: z.boolean(),
    doublons: z.array(DoublonPotentiel),
    /** Échéance de la réponse du teneur à une demande de doublon (un jour ouvré, ADR 0039), jj/mm/aaaa. */
    echeanceReponse: DateTexte.nullable(),
    /** Ce dépôt avait déjà été fait : rejeu sans effet. */
    dejaDeposee: z.boolean(),
    notification: NotificationSucces,
  }),
]);
export type ResultatDepot = z.infer<typeof ResultatDepot>;

/** Comparaison aux copropriétés existantes pendant la saisie (étape données techniques ou récapitulatif). */
export const ComparaisonDoublons = z.object({
  /** Brouillon ou demande en cours : sa propre copropriété est exclue de la comparaison. */
  idDeclaration: Identifiant.nullish(),
  identification: Identification,
});
export type ComparaisonDoublons = z.infer<typeof ComparaisonDoublons>;

/** Nature du successeur choisi par le notaire. */
export const GenreSuccesseur = z.enum(['PRO', 'NON_PRO'], {
  error: erreursDuChamp('La nature du successeur (PRO ou NON_PRO)'),
});
export type GenreSuccesseur = z.infer<typeof GenreSuccesseur>;

/** Désignation du syndic successeur : SIRET d'un professionnel, adresse du compte d'un bénévole. */
export const ChoixSuccesseur = z.object({
  siret: Siret.nullish(),
  email: Email.nullish(),
});
export type ChoixSuccesseur = z.infer<typeof ChoixSuccesseur>;

/** Établissement successeur trouvé au registre. */
export const SuccesseurChoisi = z.object({
  idTeledeclarant: Identifiant,
  genre: GenreSuccesseur,
  raisonSociale: z.string().nullable(),
  /** Chemin du dépôt à appeler ensuite (`…/td/{idTeledeclarant}/submit`). */
  cheminDepot: z.string(),
});
export type SuccesseurChoisi = z.infer<typeof SuccesseurChoisi>;

export const coproprietesDepotRoutes = {
  doublons: defineRoute({
    method: 'POST',
    path: '/api/coproprietes/doublon/nbBatimentsRef/:n/maj',
    summary:
      "Copropriétés existantes très proches de la copropriété saisie (n : nombre de bâtiments ; « maj » : liste recalculée à chaque appel, rien n'est enregistré)",
    acces: ['IMMATRICULER_NVELLE_COPRO'],
    params: z.object({ n: NombreBatimentsChemin }),
    body: ComparaisonDoublons,
    response: z.array(DoublonPotentiel),
    erreurs400Metier: true,
    exemple: {
      params: { n: 2 },
      body: {
        identification: {
          nomCopropriete: 'Résidence Les Lilas',
          adressePrincipale: {
            numeroVoie: '12',
            voie: 'Rue des Lilas',
            codePostal: '69003',
            commune: 'Lyon',
            codeInsee: '69383',
            latitude: 45.7601,
            longitude: 4.8512,
            geolocalisee: true,
          },
          parcelle: [{ codeInsee: '69383', prefixe: '000', section: 'AB', numero: '12', geolocalisee: true }],
        },
      },
    },
  }),
  deposer: defineRoute({
    method: 'PUT',
    path: '/api/coproprietes/brouillon/submit',
    summary:
      "Dépôt d'une demande d'immatriculation (ou de sa modification) : brouillon revérifié, comparé aux copropriétés existantes, puis transmis au teneur",
    acces: ['IMMATRICULER_NVELLE_COPRO', 'MAJ_COPROPRIETE_AVANT_VALIDATION'],
    body: DepotBrouillon,
    response: ResultatDepot,
    erreurs400Metier: true,
    exemple: { body: { idDeclaration: 1 } },
  }),
  deposerNotaire: defineRoute({
    method: 'POST',
    path: '/api/coproprietes/notaire/immatriculation/td/:x/submit',
    summary:
      "Dépôt d'une immatriculation par un notaire (x : télédéclarant successeur choisi par « continuer », 0 sans successeur)",
    acces: ['IMMATRICULER_D_OFFICE', 'IMMATRICULER_INITIALE'],
    params: z.object({ x: SuccesseurChemin }),
    body: DepotBrouillon,
    response: ResultatDepot,
    erreurs400Metier: true,
    exemple: { params: { x: 0 }, body: { idDeclaration: 1 } },
  }),
  continuerNotaire: defineRoute({
    method: 'POST',
    path: '/api/teledeclarant/immatriculation/:kind/continuer',
    summary:
      'Choix du syndic successeur par le notaire avant le dépôt : professionnel (PRO, par SIRET) ou bénévole (NON_PRO, par adresse électronique)',
    acces: ['IMMATRICULER_D_OFFICE', 'IMMATRICULER_INITIALE'],
    params: z.object({ kind: GenreSuccesseur }),
    body: ChoixSuccesseur,
    response: SuccesseurChoisi,
    erreurs400Metier: true,
    limiteParMinute: 30,
    exemple: { params: { kind: 'PRO' }, body: { siret: '73282932000074' } },
  }),
} as const;
