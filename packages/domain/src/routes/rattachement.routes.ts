import { z } from 'zod';
import { NumeroImmatriculation } from '../commun/formats.js';
import { Identifiant, IdentifiantChemin } from '../commun/identifiant.js';
import { AvertissementsConfirmes } from '../commun/resultat.js';
import { erreursDuChamp, texte } from '../commun/texte.js';
import { FichierRecu } from '../contact/reclamation.schema.js';
import { EtatCopropriete } from '../copropriete/etat-copropriete.js';
import { InfoRattachement } from '../declaration/declaration.schema.js';
import { ControleRattachement, Mandat } from '../mandat/mandat.schema.js';
import { StatutMandat } from '../mandat/statut-mandat.js';
import { defineRoute } from './contrat.js';
import { NotificationSucces } from './coproprietes-depot.routes.js';

/**
 * Rattachement d'une copropriété immatriculée et contestation (issue 11 §1, spec 1 §2
 * `/rattacher-une-copropriete` et `/rattacher-une-copropriete/edit?numero&idMandat`, spec 2 §7.6, §8 ; ADR 0300).
 *
 * ————— Parcours de l'écran (pour l'ingénieur web) —————
 * 1. Le syndic saisit le numéro (forme `AB1234567` ou `AB1-234-567`) ; `GET coproprietes/checkEtatCopro/{numero}`
 *    rend l'issue du contrôle comme résultat (200) : `error` `immatNotExistant` ou `immatStatusIncorrect` → message
 *    et on reste sur l'écran ; `alreadyAttached` → la demande sera une contestation (`isDemandContestation`) ;
 *    `rattachementConteste` ou `demandeEnAttente` → message de §8, pas de demande possible.
 *    `GET coproprietes/checkisContestationOk/{numero}` dit seulement si une contestation est possible.
 * 2. `GET coproprietes/mandatMemeSiren/{numero}` : mandat courant tenu par un établissement de la même entreprise
 *    (même SIREN), ou `null` ; l'écran passe à `/rattacher-une-copropriete/edit?numero=…&idMandat=…`.
 * 3. Dépôt : `POST coproprietes/rattachement` (mandat aux champs de l'étape « informations de rattachement »,
 *    en JSON dans la partie `demande` d'un corps multipart, justificatif PDF dans la partie `justificatif`,
 *    avertissement 12 mois à confirmer). 409 avec le message de §8 si une demande
 *    attend déjà. `GET coproprietes/rattachementEnCours/{idCopropriete}` dit si une demande attend.
 *
 * 4. `POST coproprietes/rattachement/modif/{flag}` : le demandeur corrige sa demande tant que le teneur ne l'a pas
 *    ouverte (404 pour le mandat d'un autre établissement, 409 une fois ouverte ou tranchée) ; `flag` `true` avec un
 *    nouveau justificatif, `false` sans (le justificatif déposé reste).
 *
 * Erreurs : 401 sans session ; 403 sans `RATTACHER_COPROPRIETE` ; 400 saisie invalide (champs
 * `infoRattachement.*`, `justificatif`, `numeroImmatriculation`) ; 409 demande impossible (état, demande en attente).
 */

const RATTACHER = ['RATTACHER_COPROPRIETE'] as const;

const NumeroChemin = z.object({ id: NumeroImmatriculation });

/** Résultat de `checkisContestationOk/{numero}`. */
export const ContestationPossible = z.object({
  contestationPossible: z.boolean(),
  numImmat: NumeroImmatriculation.nullable(),
});
export type ContestationPossible = z.infer<typeof ContestationPossible>;

/** Résultat de `rattachementEnCours/{id}`. */
export const RattachementEnCours = z.object({
  enCours: z.boolean(),
  /** Message de spec 2 §8 quand une demande attend déjà. */
  message: z.string().nullable(),
});
export type RattachementEnCours = z.infer<typeof RattachementEnCours>;

/** Champs d'une demande de rattachement : la partie `demande` (JSON) du corps multipart. */
export const ChampsDemandeRattachement = z.object({
  numeroImmatriculation: NumeroImmatriculation,
  /** Mandat : mêmes champs et mêmes règles que l'étape « informations de rattachement » de l'immatriculation. */
  infoRattachement: InfoRattachement,
  syndicProvisoire: z.boolean({ error: erreursDuChamp('Le syndic provisoire') }).default(false),
  /** Contestation : ce que le syndic oppose au rattachement en place (facultatif). */
  motifContestation: texte({ max: 2000, libelle: 'Le motif de la contestation' }).nullish(),
  avertissementsConfirmes: AvertissementsConfirmes,
});
export type ChampsDemandeRattachement = z.infer<typeof ChampsDemandeRattachement>;

/** Corps qui n'est pas un formulaire lisible (partie `demande` absente ou qui n'est pas un objet JSON). */
const MESSAGE_CORPS_ILLISIBLE =
  'La demande envoyée est illisible : rechargez la page, vérifiez le mandat et le justificatif, puis réessayez.';

/** Nom de la partie JSON du corps multipart qui porte les champs de la demande. */
export const PARTIE_DEMANDE = 'demande';

/**
 * Corps multipart (spec 2 §7.6 ; ADR 0295, 0300) : la partie `demande` porte les champs en JSON (objets et booléens
 * compris), la partie `justificatif` le PDF. La partie JSON est dépliée avant la validation : les erreurs portent
 * sur les champs (`infoRattachement.dateFinMandat`…), comme pour un corps JSON. Une partie illisible laisse le corps
 * tel quel : les champs manquent, 400.
 */
export function deplierPartieDemande(corps: unknown): unknown {
  if (typeof corps !== 'object' || corps === null || Array.isArray(corps)) return corps;
  const { [PARTIE_DEMANDE]: partie, ...fichiers } = corps as Record<string, unknown>;
  if (typeof partie !== 'string') return corps;
  try {
    const champs: unknown = JSON.parse(partie);
    if (typeof champs !== 'object' || champs === null || Array.isArray(champs)) return corps;
    // Le fichier vient de sa partie à lui, jamais du JSON.
    const { justificatif: _ignore, ...reste } = champs as Record<string, unknown>;
    return { ...reste, ...fichiers };
  } catch {
    return corps;
  }
}

/** Corps de `POST coproprietes/rattachement` (multipart) : les champs et le justificatif PDF (5 Mo au plus). */
export const DemandeRattachement = z.preprocess(
  deplierPartieDemande,
  z.object(
    { ...ChampsDemandeRattachement.shape, justificatif: FichierRecu },
    { error: MESSAGE_CORPS_ILLISIBLE },
  ),
);
export type DemandeRattachement = z.infer<typeof DemandeRattachement>;

/** Drapeau `{flag}` de `rattachement/modif/{flag}` : `true`, un nouveau justificatif remplace l'ancien. */
const DrapeauJustificatif = z.enum(['true', 'false'], {
  error: 'Le drapeau du justificatif vaut true ou false.',
});

/** Corps de `POST coproprietes/rattachement/modif/{flag}` (multipart) : la demande encore en attente, modifiée. */
export const ModificationRattachement = z.preprocess(
  deplierPartieDemande,
  z.object(
    {
      ...ChampsDemandeRattachement.omit({ numeroImmatriculation: true }).shape,
      idMandat: Identifiant,
      /** Nouveau justificatif (avec `flag` à `true` seulement). */
      justificatif: FichierRecu.optional(),
    },
    { error: MESSAGE_CORPS_ILLISIBLE },
  ),
);
export type ModificationRattachement = z.infer<typeof ModificationRattachement>;

/** Réponse du dépôt. */
export const RattachementDepose = z.object({
  idCopropriete: Identifiant,
  idMandat: Identifiant,
  contestation: z.boolean(),
  etatCopropriete: EtatCopropriete,
  statutMandat: StatutMandat,
  notification: NotificationSucces,
});
export type RattachementDepose = z.infer<typeof RattachementDepose>;

export const rattachementRoutes = {
  checkEtatCopro: defineRoute({
    method: 'GET',
    path: '/api/coproprietes/checkEtatCopro/:id',
    summary:
      "Contrôle préalable au rattachement (id : numéro d'immatriculation) : l'issue de spec 2 §8 rendue comme résultat",
    acces: RATTACHER,
    params: NumeroChemin,
    response: ControleRattachement,
    erreurs400Metier: true,
    exemple: { params: { id: 'AB1234567' } },
  }),
  checkisContestationOk: defineRoute({
    method: 'GET',
    path: '/api/coproprietes/checkisContestationOk/:id',
    summary:
      "La copropriété (id : numéro d'immatriculation) peut-elle recevoir une contestation de l'appelant ?",
    acces: RATTACHER,
    params: NumeroChemin,
    response: ContestationPossible,
    erreurs400Metier: true,
    exemple: { params: { id: 'AB1234567' } },
  }),
  mandatMemeSiren: defineRoute({
    method: 'GET',
    path: '/api/coproprietes/mandatMemeSiren/:id',
    summary:
      "Mandat courant de la copropriété (id : numéro d'immatriculation) tenu par un établissement du même SIREN que l'appelant, ou null",
    acces: RATTACHER,
    params: NumeroChemin,
    response: Mandat.nullable(),
    erreurs400Metier: true,
    exemple: { params: { id: 'AB1234567' } },
  }),
  rattachementEnCours: defineRoute({
    method: 'GET',
    path: '/api/coproprietes/rattachementEnCours/:id',
    summary: 'Une demande de rattachement ou une contestation attend-elle le teneur pour cette copropriété ?',
    acces: RATTACHER,
    params: z.object({ id: IdentifiantChemin }),
    response: RattachementEnCours,
    exemple: { params: { id: 1 } },
  }),
  deposer: defineRoute({
    method: 'POST',
    path: '/api/coproprietes/rattachement',
    summary:
      'Demande de rattachement (ou contestation) : mandat, justificatif PDF stocké dans la même transaction, transmise au teneur',
    acces: RATTACHER,
    body: DemandeRattachement,
    response: RattachementDepose,
    erreurs400Metier: true,
    bodyFormat: 'multipart',
    exemple: {
      body: {
        demande: JSON.stringify({
          numeroImmatriculation: 'AB1234567',
          infoRattachement: {
            adminProvisoire: false,
            dateDebutMandat: '01/01/2026',
            dateFinMandat: '01/01/2027',
            typeJustifMandat: 'CONTRAT_SYNDIC',
          },
        }),
        justificatif: { nom: 'contrat.pdf', type: 'application/pdf', contenu: new Uint8Array() },
      },
    },
  }),
  modifier: defineRoute({
    method: 'POST',
    path: '/api/coproprietes/rattachement/modif/:flag',
    summary:
      'Modification par son demandeur d’une demande de rattachement qui attend le teneur (flag : true avec un nouveau justificatif)',
    acces: RATTACHER,
    params: z.object({ flag: DrapeauJustificatif }),
    body: ModificationRattachement,
    response: RattachementDepose,
    erreurs400Metier: true,
    bodyFormat: 'multipart',
    exemple: {
      params: { flag: 'false' },
      body: {
        demande: JSON.stringify({
          idMandat: 1,
          infoRattachement: {
            adminProvisoire: false,
            dateDebutMandat: '01/01/2026',
            dateFinMandat: '01/01/2027',
            typeJustifMandat: 'CONTRAT_SYNDIC',
          },
        }),
      },
    },
  }),
} as const;
