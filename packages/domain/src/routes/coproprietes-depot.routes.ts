import { z } from 'zod';
import { Email, Siret } from '../commun/formats.js';
import { Identifiant } from '../commun/identifiant.js';
import { AvertissementsConfirmes } from '../commun/resultat.js';
import { erreursDuChamp } from '../commun/texte.js';
import { DoublonPotentiel } from '../copropriete/doublons.schema.js';
import { Identification } from '../declaration/declaration.schema.js';
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

/** Corps commun des dépôts. */
export const DepotBrouillon = z.object({
  /** Déclaration (brouillon, ou demande en attente pour une modification) à déposer. */
  idDeclaration: Identifiant,
  /** Après l'étape « doublons » : transmettre la demande au teneur malgré les doublons potentiels. */
  transmettreMalgreDoublons: z.boolean({ error: erreursDuChamp() }).default(false),
  avertissementsConfirmes: AvertissementsConfirmes,
});
export type DepotBrouillon = z.infer<typeof DepotBrouillon>;

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
} as const;
