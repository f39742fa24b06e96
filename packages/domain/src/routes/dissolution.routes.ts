import { z } from 'zod';
import { DateTexte } from '../commun/dates.js';
import { Identifiant, IdentifiantChemin } from '../commun/identifiant.js';
import { erreursDuChamp, texte } from '../commun/texte.js';
import { ElementReferentiel } from '../compte/referentiels-compte.js';
import { FichierRecu } from '../contact/reclamation.schema.js';
import { EtatCopropriete } from '../copropriete/etat-copropriete.js';
import { ChampsDissolution, verifierCoherenceDissolution } from '../dissolution/dissolution.schema.js';
import { MotifDissolution, StatutDissolution, TypeJustifDissolution } from '../referentiels/dissolution.js';
import { ActionGuichet } from '../validation/types-demande.js';
import { defineRoute } from './contrat.js';
import { NotificationSucces } from './coproprietes-depot.routes.js';
import { deplierPartieDemande } from './rattachement.routes.js';
import { ResultatActionGuichet, VerrouAffiche } from './validations.routes.js';

/**
 * Dissolution d'une copropriété (issue 11 §5, §2 ; spec 1 §2 `/copropriete/declarer-une-dissolution`, §3, §4 ;
 * spec 2 §5.4, §7.2, §7.7, §7.12 ; ADR 0320).
 *
 * ————— Parcours de l'écran de déclaration (syndic titulaire, notaire) —————
 * 1. Listes : `GET coproprietes/motifdissolution`, `GET typeDePiecesJustif/dissolution/{motif}` (pièces acceptées
 *    pour le motif), `GET coproprietes/faitgenerateur/{motif}` (libellé de la date du fait générateur).
 * 2. `GET coproprietes/infos/dissolution/{id}` (id : copropriété) : ce qu'il faut afficher, et la demande en
 *    attente s'il y en a une. 404 copropriété inconnue ou que l'appelant ne peut pas dissoudre (syndic qui n'en
 *    est pas le titulaire) ; 409 si l'état ne le permet pas.
 * 3. `PUT coproprietes/infos/dissolution/{id}` (multipart : partie `demande` en JSON, partie `justificatif` PDF
 *    de 5 Mo au plus) : la copropriété passe `DISSOLUTION_A_VALIDER`, journal, courriels. 400 par champ.
 *
 * ————— Au guichet du teneur —————
 * 1. `GET coproprietes/getinfosdissolution/{id}` OUVRE la demande de la copropriété id (verrou `COPROPRIETE`,
 *    `DISSOLUTION_EN_COURS_DE_VALIDATION`) et la rend ; 409 si un autre teneur la tient.
 * 2. `PUT coproprietes/dissoudre` `{ idCopropriete, valider, raison }` : accepter exécute la dissolution
 *    (`DISSOUTE`) ; refuser (raison obligatoire) rend à la copropriété son état d'avant la demande.
 * 3. `GET coproprietes/dissolution/quitter/{id}` : sortir sans décider (verrou libéré).
 */

const DECLARER = ['DISSOUDRE_COPRO'] as const;
const INSTRUIRE = ['VALIDER_RATTACHEMENT_DECLARATION'] as const;
const Liste = z.array(ElementReferentiel);
const ParamCopropriete = z.object({ id: IdentifiantChemin });
const ParamMotif = z.object({ motif: MotifDissolution });

/** Demande de dissolution telle qu'on la relit (déclarant, teneur). */
export const DissolutionLue = z.object({
  idDissolution: Identifiant,
  statut: StatutDissolution,
  motif: MotifDissolution,
  libelleMotif: z.string(),
  autre: z.string().nullable(),
  dateFaitGenerateur: DateTexte,
  libelleDateFaitGenerateur: z.string(),
  typeJustifDissolution: TypeJustifDissolution,
  libelleTypeJustif: z.string(),
  dateDemande: DateTexte,
  /** Nom du justificatif PDF déposé. */
  nomJustificatif: z.string().nullable(),
  /** Établissement (syndic ou étude notariale) qui a déclaré la dissolution. */
  demandeur: z.string().nullable(),
  raisonRefus: z.string().nullable(),
});
export type DissolutionLue = z.infer<typeof DissolutionLue>;

/** Réponse de `GET coproprietes/infos/dissolution/{id}`. */
export const InfosDissolution = z.object({
  idCopropriete: Identifiant,
  numeroImmatriculation: z.string().nullable(),
  nomCopropriete: z.string().nullable(),
  etatCopropriete: EtatCopropriete,
  /** Date du règlement de copropriété : le fait générateur ne peut pas lui être antérieur. */
  dateReglementCopropriete: DateTexte.nullable(),
  /** Date du jour de la demande (Paris). */
  dateDemande: DateTexte,
  /** Demande en attente du teneur (la déclaration est alors impossible). */
  demandeEnAttente: DissolutionLue.nullable(),
});
export type InfosDissolution = z.infer<typeof InfosDissolution>;

/** Corps illisible (partie `demande` absente ou qui n'est pas un objet JSON). */
const MESSAGE_CORPS_ILLISIBLE =
  'La demande envoyée est illisible : rechargez la page, vérifiez la saisie et le justificatif, puis réessayez.';

/** Corps de `PUT coproprietes/infos/dissolution/{id}` (multipart) : la saisie et le justificatif PDF. */
export const DeclarationDissolution = z.preprocess(
  deplierPartieDemande,
  z
    .object(
      {
        ...ChampsDissolution.pick({
          motif: true,
          autre: true,
          dateFaitGenerateur: true,
          typeJustifDissolution: true,
        }).shape,
        justificatif: FichierRecu,
      },
      { error: MESSAGE_CORPS_ILLISIBLE },
    )
    .superRefine(verifierCoherenceDissolution),
);
export type DeclarationDissolution = z.infer<typeof DeclarationDissolution>;

/** Réponse de la déclaration. */
export const DissolutionDeclaree = z.object({
  idCopropriete: Identifiant,
  idDissolution: Identifiant,
  etatCopropriete: EtatCopropriete,
  notification: NotificationSucces,
});
export type DissolutionDeclaree = z.infer<typeof DissolutionDeclaree>;

/** Demande de dissolution au guichet (`getinfosdissolution/{id}`), ouverte par l'appelant. */
export const DissolutionAValider = z.object({
  idCopropriete: Identifiant,
  numeroImmatriculation: z.string().nullable(),
  nomCopropriete: z.string().nullable(),
  adresseReference: z.string().nullable(),
  etatCopropriete: EtatCopropriete,
  dissolution: DissolutionLue,
  verrou: VerrouAffiche.nullable(),
  /** La demande était tenue par un verrou abandonné, repris par l'appelant. */
  reprise: z.boolean(),
  /** Actions permises à l'appelant (trancher : pas l'assistance gestionnaire). */
  actions: z.array(ActionGuichet),
});
export type DissolutionAValider = z.infer<typeof DissolutionAValider>;

/** Corps de `PUT coproprietes/dissoudre` : la décision du teneur. */
export const DecisionDissolution = z.object({
  idCopropriete: Identifiant,
  /** `true` : la dissolution est exécutée ; `false` : refusée (raison obligatoire). */
  valider: z.boolean({ error: erreursDuChamp('La décision') }),
  raison: texte({ max: 2000, multiligne: true, libelle: 'La raison du refus' }).nullish(),
});
export type DecisionDissolution = z.infer<typeof DecisionDissolution>;

/** Corps des suppressions par le teneur : le motif, obligatoire (spec 2 §7.2 « with reason »). */
export const MotifSuppression = z.object({
  motif: texte({ max: 2000, min: 1, multiligne: true, libelle: 'Le motif de la suppression' }),
});
export type MotifSuppression = z.infer<typeof MotifSuppression>;

/** Réponse d'une suppression par le teneur. */
export const SuppressionEffectuee = z.object({
  idCopropriete: Identifiant,
  etatCopropriete: EtatCopropriete,
  notification: NotificationSucces,
});
export type SuppressionEffectuee = z.infer<typeof SuppressionEffectuee>;

export const dissolutionRoutes = {
  motifs: defineRoute({
    method: 'GET',
    path: '/api/coproprietes/motifdissolution',
    summary: 'Motifs de dissolution',
    acces: 'connecte',
    response: Liste,
  }),
  typesPieces: defineRoute({
    method: 'GET',
    path: '/api/typeDePiecesJustif/dissolution/:motif',
    summary: 'Pièces justificatives acceptées pour un motif de dissolution',
    acces: 'connecte',
    params: ParamMotif,
    response: Liste,
    exemple: { params: { motif: 'REUNION_LOTS' } },
  }),
  faitGenerateur: defineRoute({
    method: 'GET',
    path: '/api/coproprietes/faitgenerateur/:motif',
    summary: 'Libellé de la date du fait générateur pour un motif de dissolution',
    acces: 'connecte',
    params: ParamMotif,
    response: ElementReferentiel,
    exemple: { params: { motif: 'DEMOLITION' } },
  }),
  lire: defineRoute({
    method: 'GET',
    path: '/api/coproprietes/infos/dissolution/:id',
    summary:
      'Copropriété dont déclarer la dissolution (syndic titulaire, notaire) et demande en attente du teneur',
    acces: DECLARER,
    params: ParamCopropriete,
    response: InfosDissolution,
    exemple: { params: { id: 1 } },
  }),
  declarer: defineRoute({
    method: 'PUT',
    path: '/api/coproprietes/infos/dissolution/:id',
    summary:
      'Déclaration de la dissolution de la copropriété {id} : motif, date du fait générateur, justificatif PDF stocké dans la même transaction ; transmise au teneur',
    acces: DECLARER,
    params: ParamCopropriete,
    body: DeclarationDissolution,
    response: DissolutionDeclaree,
    erreurs400Metier: true,
    bodyFormat: 'multipart',
    exemple: {
      params: { id: 1 },
      body: {
        demande: JSON.stringify({
          motif: 'REUNION_LOTS',
          dateFaitGenerateur: '01/01/2026',
          typeJustifDissolution: 'ACTE_NOTARIE',
        }),
        justificatif: { nom: 'acte.pdf', type: 'application/pdf', contenu: new Uint8Array() },
      },
    },
  }),
  ouvrir: defineRoute({
    method: 'GET',
    path: '/api/coproprietes/getinfosdissolution/:id',
    summary:
      'Ouvre la demande de dissolution de la copropriété {id} au guichet (prend le verrou) et la rend au teneur',
    acces: INSTRUIRE,
    modifieEtat: true,
    params: ParamCopropriete,
    response: DissolutionAValider,
    exemple: { params: { id: 1 } },
  }),
  quitter: defineRoute({
    method: 'GET',
    path: '/api/coproprietes/dissolution/quitter/:id',
    summary:
      'Quitte la demande de dissolution de la copropriété {id} sans décider : libère le verrou de l’appelant',
    acces: INSTRUIRE,
    modifieEtat: true,
    params: ParamCopropriete,
    response: z.object({ libere: z.boolean() }),
    exemple: { params: { id: 1 } },
  }),
  trancher: defineRoute({
    method: 'PUT',
    path: '/api/coproprietes/dissoudre',
    summary:
      'Tranche la demande de dissolution ouverte : exécute la dissolution (DISSOUTE) ou la refuse avec une raison',
    acces: INSTRUIRE,
    body: DecisionDissolution,
    response: ResultatActionGuichet,
    erreurs400Metier: true,
    exemple: { body: { idCopropriete: 1, valider: true } },
  }),
  supprimerCopropriete: defineRoute({
    method: 'PUT',
    path: '/api/coproprietes/supprimer/:id',
    summary:
      'Suppression de la copropriété {id} par un administrateur du teneur, avec un motif (mandat courant supprimé avec elle)',
    acces: INSTRUIRE,
    params: ParamCopropriete,
    body: MotifSuppression,
    response: SuppressionEffectuee,
    erreurs400Metier: true,
    exemple: { params: { id: 1 }, body: { motif: 'Copropriété enregistrée deux fois.' } },
  }),
  supprimerMandat: defineRoute({
    method: 'PUT',
    path: '/api/coproprietes/supprimerMandat-rattachement/:id',
    summary:
      'Suppression du mandat courant de la copropriété {id} par un administrateur du teneur, avec un motif : la copropriété redevient à rattacher',
    acces: INSTRUIRE,
    params: ParamCopropriete,
    body: MotifSuppression,
    response: SuppressionEffectuee,
    erreurs400Metier: true,
    exemple: { params: { id: 1 }, body: { motif: 'Mandat enregistré par erreur.' } },
  }),
} as const;
