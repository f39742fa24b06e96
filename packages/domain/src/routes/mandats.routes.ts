import { z } from 'zod';
import { DateTexte } from '../commun/dates.js';
import { NumeroImmatriculation } from '../commun/formats.js';
import { Identifiant, IdentifiantChemin } from '../commun/identifiant.js';
import { paginationParAdresse } from '../commun/pagination.schema.js';
import { AvertissementsConfirmes } from '../commun/resultat.js';
import { erreursDuChamp, texte } from '../commun/texte.js';
import { FichierRecu } from '../contact/reclamation.schema.js';
import { EtatCopropriete } from '../copropriete/etat-copropriete.js';
import { InfoRattachement } from '../declaration/declaration.schema.js';
import { StatutMandat } from '../mandat/statut-mandat.js';
import { TypeJustifMandat } from '../referentiels/mandat.js';
import { defineRoute } from './contrat.js';
import { NotificationSucces } from './coproprietes-depot.routes.js';
import { deplierPartieDemande } from './rattachement.routes.js';

/**
 * Opérations sur les mandats (issue 11 §3, spec 1 §2 « renouvellement de mandat », actions de ligne ; spec 2 §5.3,
 * §7.2 `retirer-rattachement`, §7.6, §8 ; ADR 0310).
 *
 * ————— Parcours des écrans (pour l'ingénieur web) —————
 * - Renouveler (syndic titulaire, `RENOUVELER_MANDAT`) : `GET mandats/copro/renouv/{idCopropriete}` donne la
 *   copropriété, le mandat en place et `dateDebutApres` (le nouveau mandat commence strictement après) ; envoi
 *   `POST mandats/renouvellement` en multipart comme le rattachement : champs JSON dans la partie `demande`
 *   (`idCopropriete`, `infoRattachement`, `syndicProvisoire`, `avertissementsConfirmes`), PDF dans `justificatif`.
 *   Un mandat dont le début est futur reste « à venir » (`aVenir`) jusqu'à ce que la tâche de nuit le mette en place.
 * - Dates (administrateurs du teneur) : `GET mandats/copro/{id}/{action}` (action `MODIFIER_DATE_DEBUT_MANDAT` ou
 *   `MODIFIER_DATE_FIN_MANDAT_ARCHIVE`) donne le mandat visé, ses voisins et `rattachementEnCours` ; si une demande
 *   attend le teneur, l'écran demande d'annuler ou de poursuivre, puis appelle
 *   `GET mandats/updateDateDebutMandat/{idMandat}/{date}` ou `updateDateFinMandatArchive/{idMandat}/{date}`
 *   (`date` au format `AAAA-MM-JJ`, `?poursuivre=true` quand une demande attend : sinon 409).
 * - Retirer le rattachement (administrateurs du teneur) : `PUT coproprietes/retirer-rattachement/{id}` `{ motif }`.
 * - Supprimer un mandat (administrateurs du teneur) : `GET mandats/listeMandatSupprimable/{idCopropriete}`, choix
 *   d'un mandat (obligatoire, §5.3), `DELETE mandats/{idMandat}`.
 *
 * Cloisonnement : un syndic ne lit que les copropriétés dont son établissement tient le mandat courant (403
 * sinon), 404 pour une copropriété ou un mandat inconnus ; le teneur lit tout.
 */

const LECTURE = ['VISUALISER_COPRO'] as const;
const RENOUVELER = ['RENOUVELER_MANDAT'] as const;
/**
 * Administrateurs du teneur : le teneur passe le contrat, le service exige en plus `canAdministrerCopropriete`
 * (guichet et enregistrement des modifications) avant toute lecture.
 */
const ADMINISTRER = ['VALIDER_RATTACHEMENT_DECLARATION'] as const;

const IdChemin = z.object({ id: IdentifiantChemin });

/** Actions de ligne sur les mandats (spec 1 §2), celles que `mandats/copro/{id}/{action}` décrit. */
export const ActionMandat = z.enum(
  [
    'RENOUVELER_MANDAT',
    'MODIFIER_DATE_DEBUT_MANDAT',
    'MODIFIER_DATE_FIN_MANDAT_ARCHIVE',
    'RETIRER_RATTACHEMENT',
  ],
  { error: "L'action demandée ne porte pas sur un mandat." },
);
export type ActionMandat = z.infer<typeof ActionMandat>;

/** Date d'un chemin : « AAAA-MM-JJ » (une barre oblique ne tient pas dans un segment de chemin). */
export const JourChemin = z
  .string({ error: erreursDuChamp('La date') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'La date doit être au format AAAA-MM-JJ.' });

/** Mandat tel que les écrans des mandats le lisent. */
export const MandatLu = z.object({
  idMandat: Identifiant,
  statut: StatutMandat,
  dateDebutMandat: DateTexte.nullable(),
  dateFinMandat: DateTexte.nullable(),
  adminProvisoire: z.boolean(),
  syndicProvisoire: z.boolean(),
  typeJustifMandat: TypeJustifMandat.nullable(),
  nomJustificatif: z.string().nullable(),
  /** Courant mais pas encore commencé (renouvellement déclaré avant l'échéance, ADR 0310). */
  aVenir: z.boolean(),
  idTeledeclarant: Identifiant,
  raisonSociale: z.string().nullable(),
});
export type MandatLu = z.infer<typeof MandatLu>;

/** Copropriété vue par les écrans des mandats. */
export const CoproprieteMandats = z.object({
  id: Identifiant,
  numeroImmatriculation: NumeroImmatriculation.nullable(),
  nom: z.string().nullable(),
  adresseReference: z.string().nullable(),
  etat: EtatCopropriete,
});

/**
 * Détail d'une copropriété et de son mandat pour une action (`mandats/copro/{id}/{action}`, `copro/renouv/{id}`) :
 * reprend le « détail de rattachement » de spec 1 §3 (mandat, statut, successeur déclaré, mandat archivé et début
 * précédents).
 */
export const DetailMandatsCopropriete = z.object({
  copropriete: CoproprieteMandats,
  action: ActionMandat,
  /** L'action est-elle permise à l'appelant (règle des actions, ADR 0160) ? La route d'écriture la refuse sinon. */
  actionPermise: z.boolean(),
  /** Mandat visé par l'action : le mandat courant, ou le mandat archivé dont on change la fin. */
  mandat: MandatLu.nullable(),
  mandatCoproStatus: StatutMandat.nullable(),
  isSuccessorDeclared: z.boolean(),
  /** Dernier mandat archivé de la copropriété. */
  previousArchivedMandat: MandatLu.nullable(),
  /** Fin du mandat précédant le mandat visé : un nouveau début doit être strictement après. */
  dateFinMandatPrecedent: DateTexte.nullable(),
  /** Début du mandat qui suit le mandat visé : une nouvelle fin doit être strictement avant. */
  dateDebutMandatSuivant: DateTexte.nullable(),
  /** Renouvellement : le nouveau mandat commence strictement après cette date (fin du mandat en place). */
  dateDebutApres: DateTexte.nullable(),
  /** Une demande de rattachement ou une contestation attend le teneur (annuler ou poursuivre, spec 1 §4). */
  rattachementEnCours: z.boolean(),
});
export type DetailMandatsCopropriete = z.infer<typeof DetailMandatsCopropriete>;

/** `mandats/encours` : une page des mandats en vigueur ou à venir de l'établissement de l'appelant. */
export const PageMandatsEnCours = z.object({
  mandats: z.array(MandatLu.extend({ copropriete: CoproprieteMandats })),
  totalItems: z.number().int(),
});
export type PageMandatsEnCours = z.infer<typeof PageMandatsEnCours>;

/** Taille par défaut d'une page de `mandats/encours`. */
export const TAILLE_PAGE_MANDATS_EN_COURS = 20;

/** Champs d'un renouvellement : la partie `demande` (JSON) du corps multipart. */
export const ChampsRenouvellementMandat = z.object({
  idCopropriete: Identifiant,
  /** Nouveau mandat : mêmes champs que l'étape « informations de rattachement ». */
  infoRattachement: InfoRattachement,
  syndicProvisoire: z.boolean({ error: erreursDuChamp('Le syndic provisoire') }).default(false),
  avertissementsConfirmes: AvertissementsConfirmes,
});

/** Corps de `POST mandats/renouvellement` (multipart) : champs et justificatif PDF (5 Mo au plus). */
export const RenouvellementMandat = z.preprocess(
  deplierPartieDemande,
  z.object(
    { ...ChampsRenouvellementMandat.shape, justificatif: FichierRecu.optional() },
    {
      error:
        'La demande envoyée est illisible : rechargez la page, vérifiez le mandat et le justificatif, puis réessayez.',
    },
  ),
);
export type RenouvellementMandat = z.infer<typeof RenouvellementMandat>;

/** Résultat d'une opération sur un mandat. */
export const ResultatOperationMandat = z.object({
  idCopropriete: Identifiant,
  idMandat: Identifiant,
  etatCopropriete: EtatCopropriete,
  statutMandat: StatutMandat,
  notification: NotificationSucces,
});
export type ResultatOperationMandat = z.infer<typeof ResultatOperationMandat>;

/** Motif du retrait d'un rattachement (obligatoire, 500 caractères au plus). */
export const RetraitRattachement = z.object({
  motif: texte({ min: 1, max: 500, libelle: 'Le motif du retrait' }),
});
export type RetraitRattachement = z.infer<typeof RetraitRattachement>;

const Poursuivre = z.object({
  poursuivre: z.enum(['true', 'false'], { error: 'poursuivre vaut true ou false.' }).optional(),
});

export const mandatsRoutes = {
  enCours: defineRoute({
    method: 'GET',
    path: '/api/mandats/encours',
    summary:
      "Mandats en vigueur ou à venir de l'établissement de l'appelant, par page (20 par défaut, 100 au plus)",
    acces: ['LIST_RATTACHEMENT'],
    query: paginationParAdresse(TAILLE_PAGE_MANDATS_EN_COURS, 100),
    response: PageMandatsEnCours,
  }),
  dateDebutMandatPrecedent: defineRoute({
    method: 'GET',
    path: '/api/mandats/findDateDebutMandatPrec/:id/:bool',
    summary:
      'Date après laquelle un début de mandat doit tomber (id : copropriété ; bool true : renouvellement, la fin du mandat courant ; false : changement de début du mandat courant, la fin du mandat précédent)',
    acces: LECTURE,
    params: z.object({
      id: IdentifiantChemin,
      bool: z.enum(['true', 'false'], { error: 'Le drapeau vaut true ou false.' }),
    }),
    response: z.object({ dateLimite: DateTexte.nullable() }),
    exemple: { params: { id: 1, bool: 'true' } },
  }),
  mandatPrecedentArchive: defineRoute({
    method: 'GET',
    path: '/api/mandats/mandatPrecArchive/:id',
    summary: 'Dernier mandat archivé de la copropriété {id}, ou null',
    acces: LECTURE,
    params: IdChemin,
    response: MandatLu.nullable(),
    exemple: { params: { id: 1 } },
  }),
  etat: defineRoute({
    method: 'GET',
    path: '/api/coproprietes/getetat/:id',
    summary: 'État de la copropriété {id} et statut de son mandat courant',
    acces: LECTURE,
    params: IdChemin,
    response: z.object({ etat: EtatCopropriete, statutMandat: StatutMandat.nullable() }),
    exemple: { params: { id: 1 } },
  }),
  detailAction: defineRoute({
    method: 'GET',
    path: '/api/mandats/copro/:id/:action',
    summary:
      "Copropriété et mandat visé par une action sur les mandats, et si l'action est permise à l'appelant (idMandat : mandat attendu)",
    acces: LECTURE,
    params: z.object({ id: IdentifiantChemin, action: ActionMandat }),
    query: z.object({ idMandat: IdentifiantChemin.optional() }),
    response: DetailMandatsCopropriete,
    exemple: { params: { id: 1, action: 'RENOUVELER_MANDAT' } },
  }),
  detailRenouvellement: defineRoute({
    method: 'GET',
    path: '/api/mandats/copro/renouv/:id',
    summary:
      'Écran de renouvellement : copropriété, mandat en place, date après laquelle le nouveau commence',
    acces: RENOUVELER,
    params: IdChemin,
    response: DetailMandatsCopropriete,
    exemple: { params: { id: 1 } },
  }),
  enCoursEtAVenir: defineRoute({
    method: 'GET',
    path: '/api/mandats/findMandatEnCoursAvenir/:id',
    summary: 'Mandats en vigueur ou à venir de la copropriété {id}',
    acces: LECTURE,
    params: IdChemin,
    response: z.array(MandatLu),
    exemple: { params: { id: 1 } },
  }),
  courant: defineRoute({
    method: 'GET',
    path: '/api/mandats/courant/:id',
    summary: 'Mandat courant de la copropriété {id}, ou null',
    acces: LECTURE,
    params: IdChemin,
    response: MandatLu.nullable(),
    exemple: { params: { id: 1 } },
  }),
  supprimables: defineRoute({
    method: 'GET',
    path: '/api/mandats/listeMandatSupprimable/:id',
    summary: 'Mandats de la copropriété {id} qu’un administrateur du teneur peut supprimer',
    acces: ADMINISTRER,
    params: IdChemin,
    response: z.array(MandatLu),
    exemple: { params: { id: 1 } },
  }),
  renouveler: defineRoute({
    method: 'POST',
    path: '/api/mandats/renouvellement',
    summary:
      'Renouvellement du mandat par le syndic titulaire : nouveau mandat après la fin du précédent, justificatif PDF stocké dans la même transaction',
    acces: RENOUVELER,
    body: RenouvellementMandat,
    response: ResultatOperationMandat,
    erreurs400Metier: true,
    bodyFormat: 'multipart',
    exemple: {
      body: {
        demande: JSON.stringify({
          idCopropriete: 1,
          infoRattachement: {
            adminProvisoire: false,
            dateDebutMandat: '01/01/2028',
            dateFinMandat: '31/12/2028',
            typeJustifMandat: 'CONTRAT_SYNDIC',
          },
        }),
        justificatif: { nom: 'contrat.pdf', type: 'application/pdf', contenu: new Uint8Array() },
      },
    },
  }),
  modifierDateDebut: defineRoute({
    method: 'GET',
    path: '/api/mandats/updateDateDebutMandat/:idMandat/:date',
    summary:
      'Change la date de début du mandat courant (AAAA-MM-JJ) ; refus de spec 2 §5.3 sur le champ, 409 si une demande de rattachement attend sans poursuivre=true',
    acces: ADMINISTRER,
    params: z.object({ idMandat: IdentifiantChemin, date: JourChemin }),
    query: Poursuivre,
    response: ResultatOperationMandat,
    erreurs400Metier: true,
    modifieEtat: true,
    exemple: { params: { idMandat: 1, date: '2026-01-15' } },
  }),
  modifierDateFinArchive: defineRoute({
    method: 'GET',
    path: '/api/mandats/updateDateFinMandatArchive/:idMandat/:date',
    summary:
      "Change la date de fin d'un mandat archivé (AAAA-MM-JJ) ; refus de spec 2 §5.3 sur le champ, 409 si une demande de rattachement attend sans poursuivre=true",
    acces: ADMINISTRER,
    params: z.object({ idMandat: IdentifiantChemin, date: JourChemin }),
    query: Poursuivre,
    response: ResultatOperationMandat,
    erreurs400Metier: true,
    modifieEtat: true,
    exemple: { params: { idMandat: 1, date: '2025-12-31' } },
  }),
  retirerRattachement: defineRoute({
    method: 'PUT',
    path: '/api/coproprietes/retirer-rattachement/:id',
    summary:
      'Retire le rattachement de la copropriété {id} (motif obligatoire) : mandat archivé, copropriété à rattacher, syndic prévenu',
    acces: ADMINISTRER,
    params: IdChemin,
    body: RetraitRattachement,
    response: ResultatOperationMandat,
    erreurs400Metier: true,
    exemple: { params: { id: 1 }, body: { motif: 'Le syndic a cessé son activité.' } },
  }),
  supprimer: defineRoute({
    method: 'DELETE',
    path: '/api/mandats/:id',
    summary:
      'Supprime un mandat choisi parmi listeMandatSupprimable (un renouvellement supprimé rend la main au mandat en place)',
    acces: ADMINISTRER,
    params: IdChemin,
    response: ResultatOperationMandat,
    exemple: { params: { id: 1 } },
  }),
} as const;
