import { z } from 'zod';
import { DateTexte } from '../commun/dates.js';
import { Identifiant, IdentifiantChemin } from '../commun/identifiant.js';
import { erreursDuChamp, texte } from '../commun/texte.js';
import { EtatCopropriete } from '../copropriete/etat-copropriete.js';
import { StatutMandat } from '../mandat/statut-mandat.js';
import { TypeJustifMandat } from '../referentiels/mandat.js';
import { ActionGuichet, TypeDemandeGuichet } from '../validation/types-demande.js';
import { defineRoute } from './contrat.js';
import { LONGUEUR_MAX_JUSTIFICATIF_BASE64 } from './coproprietes-brouillons.routes.js';
import {
  DemandeOuverte,
  Echange,
  FilEchanges,
  ReponseEchange,
  ResultatActionGuichet,
  VerrouAffiche,
} from './validations.routes.js';

/**
 * Rattachement et contestation au guichet du teneur (issue 11 §1, §2 ; spec 1 §4 « validation desk » ; spec 2
 * §7.7 ; ADR 0190, 0300, 0301). Le verrou de ces demandes est porté par le MANDAT demandé (la copropriété reste
 * `…_A_CONFIRMER` ou `…_CONTESTE` ; le mandat passe `VALIDATION_EN_COURS`).
 *
 * ————— Parcours de l'écran (pour l'ingénieur web) —————
 * 1. Ouvrir : `GET mandats/encours/validation/{n}` (n : copropriété) PREND LE VERROU (409 avec qui la tient).
 * 2. Lire : `GET mandats/copro/validation/{idMandat}` (copropriété, mandat demandé, mandat en place, motif d'une
 *    contestation, verrou, actions permises à l'appelant) ; `GET mandats/validation/contestation/info/{idMandat}`
 *    (les deux établissements et leurs mandats, côte à côte ; 409 si la demande n'est pas une contestation).
 * 3. Trancher : `POST mandats/validation/contestation/valider` (`{ idMandat, valider, raison }` : accepter le
 *    rattachement ou la contestation, ou la refuser avec une raison) ; le refus avec motifs codés passe aussi par
 *    `GET mandats/refusRattachementTeneur/{immat}/{idMandat}` (écran « confirmer le refus » du guichet).
 * 4. Quitter sans agir : `GET mandats/quitterValidRatt/{idMandat}` (libère le verrou ; sans effet s'il n'est pas
 *    à soi).
 * 5. Demander des précisions : `POST demande-precision/sendMail` avec `idMandat` (ADR 0305) ; la demande rend son
 *    verrou et reste au guichet, la question entre dans le fil du mandat (`fil` de la lecture), que l'établissement
 *    demandeur lit et auquel il répond par `mandats/echanges/{idMandat}`.
 * Erreurs : 401, 403 (trancher : pas l'assistance gestionnaire, ADR 0031), 404 (mandat qui n'est pas une demande
 * de rattachement en attente), 409 (tenue par un autre teneur, pas ouverte, déjà tranchée), 400 (saisie).
 */

const INSTRUIRE = ['VALIDER_RATTACHEMENT_DECLARATION'] as const;
const RATTACHER = ['RATTACHER_COPROPRIETE'] as const;

/** Établissement d'un mandat, tel que le teneur le voit. */
export const EtablissementMandat = z.object({
  idTeledeclarant: Identifiant,
  raisonSociale: z.string().nullable(),
  siret: z.string().nullable(),
});
export type EtablissementMandat = z.infer<typeof EtablissementMandat>;

/** Mandat (demandé ou en place) présenté au teneur. */
export const MandatPresente = z.object({
  idMandat: Identifiant,
  statut: StatutMandat,
  dateDebutMandat: DateTexte.nullable(),
  dateFinMandat: DateTexte.nullable(),
  adminProvisoire: z.boolean(),
  syndicProvisoire: z.boolean(),
  typeJustifMandat: TypeJustifMandat.nullable(),
  nomJustificatif: z.string().nullable(),
  etablissement: EtablissementMandat,
});
export type MandatPresente = z.infer<typeof MandatPresente>;

/** Demande de rattachement ou contestation lue par le teneur (`mandats/copro/validation/{idMandat}`). */
export const RattachementAValider = z.object({
  idCopropriete: Identifiant,
  idMandat: Identifiant,
  typeDemande: TypeDemandeGuichet,
  libelleTypeDemande: z.string(),
  numeroImmatriculation: z.string().nullable(),
  nomCopropriete: z.string().nullable(),
  etatCopropriete: EtatCopropriete,
  /** Instant du dépôt (ISO 8601). */
  deposeeLe: z.string().nullable(),
  mandatDemande: MandatPresente,
  /** Mandat courant de la copropriété (celui que conteste une contestation) ; `null` s'il n'y en a pas. */
  mandatEnPlace: MandatPresente.nullable(),
  motifContestation: z.string().nullable(),
  verrou: VerrouAffiche.nullable(),
  /** Actions permises à l'appelant, demande ouverte par lui (vide sinon). */
  actions: z.array(ActionGuichet),
  /** Fil des précisions de la demande, propre au mandat demandé (ADR 0305). */
  fil: FilEchanges,
});
export type RattachementAValider = z.infer<typeof RattachementAValider>;

/** `mandats/validation/contestation/info/{idMandat}` : les deux établissements et leurs mandats. */
export const InfoContestation = z.object({
  idCopropriete: Identifiant,
  numeroImmatriculation: z.string().nullable(),
  nomCopropriete: z.string().nullable(),
  contestant: MandatPresente,
  enPlace: MandatPresente.nullable(),
  motifContestation: z.string().nullable(),
});
export type InfoContestation = z.infer<typeof InfoContestation>;

/** Corps de `POST mandats/validation/contestation/valider` : la décision du teneur. */
export const DecisionRattachement = z.object({
  idMandat: Identifiant,
  /** `true` : le demandeur est rattaché ; `false` : la demande est refusée (raison obligatoire). */
  valider: z.boolean({ error: erreursDuChamp('La décision') }),
  raison: texte({ max: 2000, multiligne: true, libelle: 'La raison' }).nullish(),
});
export type DecisionRattachement = z.infer<typeof DecisionRattachement>;

const idMandat = z.object({ id: IdentifiantChemin });

/** Lire le fil d'un rattachement : les teneurs, et l'établissement du mandat demandé (ADR 0305). */
const LIRE_FIL = ['VALIDER_RATTACHEMENT_DECLARATION', 'RATTACHER_COPROPRIETE'] as const;

export const rattachementValidationRoutes = {
  ouvrir: defineRoute({
    method: 'GET',
    path: '/api/mandats/encours/validation/:n',
    summary:
      'Ouvre la demande de rattachement ou la contestation de la copropriété n : prend le verrou (mandat en validation)',
    acces: INSTRUIRE,
    modifieEtat: true,
    params: z.object({ n: IdentifiantChemin }),
    response: DemandeOuverte,
    exemple: { params: { n: 1 } },
  }),
  lire: defineRoute({
    method: 'GET',
    path: '/api/mandats/copro/validation/:id',
    summary:
      'Demande de rattachement ou contestation portée par le mandat id : copropriété, mandats demandé et en place, actions',
    acces: INSTRUIRE,
    params: idMandat,
    response: RattachementAValider,
    exemple: { params: { id: 1 } },
  }),
  infoContestation: defineRoute({
    method: 'GET',
    path: '/api/mandats/validation/contestation/info/:id',
    summary: 'Contestation portée par le mandat id : établissement contestant et établissement en place',
    acces: INSTRUIRE,
    params: idMandat,
    response: InfoContestation,
    exemple: { params: { id: 1 } },
  }),
  quitter: defineRoute({
    method: 'GET',
    path: '/api/mandats/quitterValidRatt/:id',
    summary: 'Quitte la demande portée par le mandat id sans agir : libère le verrou de l’appelant',
    acces: INSTRUIRE,
    modifieEtat: true,
    params: idMandat,
    response: z.object({ libere: z.boolean() }),
    exemple: { params: { id: 1 } },
  }),
  trancher: defineRoute({
    method: 'POST',
    path: '/api/mandats/validation/contestation/valider',
    summary:
      'Tranche une demande de rattachement ou une contestation ouverte : rattache le demandeur, ou refuse avec une raison',
    acces: INSTRUIRE,
    body: DecisionRattachement,
    response: ResultatActionGuichet,
    erreurs400Metier: true,
    exemple: { body: { idMandat: 1, valider: true } },
  }),
  echanges: defineRoute({
    method: 'GET',
    path: '/api/mandats/echanges/:id',
    summary:
      'Fil des précisions de la demande de rattachement portée par le mandat id (teneurs, établissement du mandat ; ADR 0305)',
    acces: LIRE_FIL,
    params: idMandat,
    response: FilEchanges,
    exemple: { params: { id: 1 } },
  }),
  repondre: defineRoute({
    method: 'POST',
    path: '/api/mandats/echanges/:id',
    summary:
      'Réponse de l’établissement demandeur dans le fil de sa demande de rattachement (message, PDF facultatif ; ADR 0305)',
    acces: RATTACHER,
    params: idMandat,
    body: ReponseEchange,
    response: Echange,
    erreurs400Metier: true,
    tailleMaxCorps: LONGUEUR_MAX_JUSTIFICATIF_BASE64 + 64 * 1024,
    exemple: { params: { id: 1 }, body: { message: 'Voici le contrat signé.' } },
  }),
  pieceEchange: defineRoute({
    method: 'GET',
    path: '/api/mandats/echanges/:id/piece/:idPiece',
    summary: 'PDF joint à un message du fil de la demande de rattachement portée par le mandat id (ADR 0305)',
    acces: LIRE_FIL,
    params: z.object({ id: IdentifiantChemin, idPiece: IdentifiantChemin }),
    response: z.custom<Uint8Array>((v) => v instanceof Uint8Array),
    responseFormat: 'binary',
    exemple: { params: { id: 1, idPiece: 1 } },
  }),
} as const;
