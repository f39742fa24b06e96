import { z } from 'zod';
import { Identifiant, IdentifiantChemin } from '../commun/identifiant.js';
import { paginationBornee, resultatPagine } from '../commun/pagination.schema.js';
import { erreursDuChamp, texte } from '../commun/texte.js';
import { Adresse } from '../copropriete/copropriete.schema.js';
import { DoublonPotentiel } from '../copropriete/doublons.schema.js';
import { EtatCopropriete } from '../copropriete/etat-copropriete.js';
import { Declaration } from '../declaration/declaration.schema.js';
import { Profil } from '../permissions/profils.js';
import { TypeImmat, TypeMaj } from '../referentiels/declaration.js';
import { TypeMotifRefus } from '../referentiels/rattachement.js';
import { ActionGuichet, TypeDemandeGuichet } from '../validation/types-demande.js';
import { defineRoute } from './contrat.js';
import { JustificatifDepose, LONGUEUR_MAX_JUSTIFICATIF_BASE64 } from './coproprietes-brouillons.routes.js';
import { NotificationSucces } from './coproprietes-depot.routes.js';

/**
 * Guichet de validation du teneur (spec 1 §2 `/validations` et écrans « validation of one request, request for
 * precision, assign to keeper, confirm refusal », §4 « validation desk » ; spec 2 §7.7, §7.12 ; issue 9 ;
 * ADR 0190 à 0193).
 *
 * ————— Parcours de l'écran `/validations` (pour l'ingénieur web) —————
 * 1. Liste : `POST declarations/rechercher` (pages SQL ; tri par défaut : `profilDemandeur` croissant, spec 2 §9,
 *    puis date de dépôt), filtre par type (`GET type-demande-valider-ratt-immat`). Total compté jusqu'à
 *    `PLAFOND_DEMANDES` (au-delà : `totalPlafonne`, « au moins ») et pages bornées à ce plafond (ADR 0282). `GET declarations/rechercher/oldest`
 *    donne la plus ancienne demande libre (bouton « traiter la plus ancienne »). Chaque ligne dit si la demande
 *    est tenue par un teneur (`verrou`, avec son nom et l'heure).
 * 2. Ouvrir une demande : `GET declarations/update-etat-encours/{idMandat}` (demande qui porte un mandat) ou
 *    `GET declarations/update-etat-encours-sansmandat/{n}` (n : copropriété). Cela PREND LE VERROU. Si un autre
 *    teneur la tient : 409 avec « en cours de traitement par X depuis le jj/mm/aaaa à HH:MM » — afficher ce
 *    message et ne proposer aucune action. Le verrou expire après `DUREE_INACTIVITE_VERROU_MINUTES` sans
 *    activité du détenteur ; chaque lecture de la demande par son détenteur le prolonge.
 * 3. Lire la demande : `GET coproprietes/infos/validation/{n}` (en-tête, demandeur, doublon, verrou, ACTIONS
 *    permises à l'appelant : n'afficher que celles-là), `GET declarations/a-valider/{idDeclaration}` (déclaration
 *    entière), `GET coproprietes/infos/adresses/{n}` (adresses, pour la carte),
 *    `GET coproprietes/doublon/declaration/adressePrincipale/{idDeclaration}/nbBatimentsRef/{nb}/noType`
 *    (doublons recalculés), `GET declarations/echanges/{n}` (fil des précisions).
 * 4. Agir (chaque action : une transaction, journalisée, courriel au déclarant, verrou libéré ; la réponse porte
 *    `notification`, le message de succès de spec 2 §8, à afficher avant de RECHARGER LA RECHERCHE) :
 *    - accepter : `PUT declarations/valider/{n}` (numéro d'immatriculation attribué) ;
 *    - refuser (écran « confirmer le refus ») : `GET mandats/refusRattachementTeneur/{immat}/{idMandat}` avec
 *      `typesMotifRefus` (un ou plusieurs motifs, séparés par des virgules) et `raison` (obligatoire avec AUTRE) ;
 *    - affecter à un teneur : `POST affectationTeneur` (teneur désigné et raison ; le verrou passe au teneur
 *      désigné) ;
 *    - demander des précisions : `POST demande-precision/sendMail` (message, PDF joint facultatif) ;
 *    - doublon : `GET coproprietes/typeModifNotaireOk/{n}` donne la clé de la demande telle qu'elle est lue, puis
 *      `GET coproprietes/validerDoublonCoproNotaire/{key}/{n}/{fusion}` : `false` = nouvelle copropriété
 *      (immatriculée comme une demande acceptée), `true` = fusion dans la copropriété existante.
 * 5. Quitter sans agir : `GET declarations/unlockcopro/{n}` (libère le verrou ; sans effet s'il n'est pas à soi).
 *
 * Erreurs communes : 401 sans session ; 403 sans `VALIDER_RATTACHEMENT_DECLARATION`, ou pour trancher (accepter,
 * refuser, doublons) avec le profil d'assistance gestionnaire (ADR 0031) ; 404 demande inconnue ; 409 demande
 * tenue par un autre teneur, pas ouverte, ou déjà traitée (message français à afficher tel quel) ; 400 saisie
 * invalide (erreurs par champ).
 */

const ACCES_GUICHET = ['VALIDER_RATTACHEMENT_DECLARATION'] as const;

/** Critères de tri de la liste du guichet. */
export const ChampTriDemandes = z.enum(['profilDemandeur', 'dateDepot', 'nomCopropriete', 'typeDemande'], {
  error: erreursDuChamp('Le critère de tri'),
});
export type ChampTriDemandes = z.infer<typeof ChampTriDemandes>;

/** Tri par défaut du guichet (spec 2 §9 : « validations list sorted ascending by profilDemandeur »). */
export const TRI_PAR_DEFAUT_DEMANDES = { sortField: 'profilDemandeur', sortDirection: 'ASC' } as const;

/** Taille maximale d'une page du guichet. */
export const TAILLE_PAGE_MAX_DEMANDES = 100;

/**
 * Demandes consultables d'une recherche du guichet, et comptées exactement (ADR 0282) : au-delà, le total est
 * annoncé « au moins 1 000 » (`totalPlafonne`) et seules les 1 000 premières dans l'ordre choisi ont une page ;
 * les autres se trouvent en filtrant par type, en changeant le tri ou par « la plus ancienne ».
 */
export const PLAFOND_DEMANDES = 1000;

export const MESSAGE_AU_DELA_DES_DEMANDES = `Seules les ${PLAFOND_DEMANDES.toLocaleString('fr-FR')} premières demandes sont consultables : filtrez par type ou changez le tri.`;

/** Corps de `POST declarations/rechercher`. */
export const CriteresRechercheDemandes = z
  .object({
    paginationOptions: paginationBornee(ChampTriDemandes, TAILLE_PAGE_MAX_DEMANDES).default({
      pageNumber: 1,
      pageSize: 10,
      sortDirection: null,
      sortField: null,
    }),
    /** Filtre par type (`type-demande-valider-ratt-immat`) ; absent : tous les types. */
    typeDemande: TypeDemandeGuichet.nullish(),
  })
  .superRefine((criteres, ctx) => {
    const page = criteres.paginationOptions;
    if ((page.pageNumber - 1) * page.pageSize >= PLAFOND_DEMANDES) {
      ctx.addIssue({
        code: 'custom',
        path: ['paginationOptions', 'pageNumber'],
        message: MESSAGE_AU_DELA_DES_DEMANDES,
      });
    }
  });
export type CriteresRechercheDemandes = z.infer<typeof CriteresRechercheDemandes>;

/** Verrou tel que l'écran l'affiche. */
export const VerrouAffiche = z.object({
  idCompte: Identifiant,
  nomDetenteur: z.string(),
  /** Instant de la prise du verrou (ISO 8601). */
  depuis: z.string(),
  /** Instant où le verrou expirera sans nouvelle activité (ISO 8601). */
  expireLe: z.string(),
  /** Le verrou est à l'appelant. */
  parMoi: z.boolean(),
});
export type VerrouAffiche = z.infer<typeof VerrouAffiche>;

/** Ligne de la liste du guichet : une demande en attente. */
export const LigneDemande = z.object({
  idCopropriete: Identifiant,
  /** Déclaration à valider ; `null` pour un rattachement, une contestation ou une dissolution (ADR 0302). */
  idDeclaration: Identifiant.nullable(),
  /** Mandat demandé avec la demande (syndic, successeur d'un notaire) ; `null` sans mandat. */
  idMandat: Identifiant.nullable(),
  numeroImmatriculation: z.string().nullable(),
  nomCopropriete: z.string().nullable(),
  adresseReference: z.string().nullable(),
  typeDemande: TypeDemandeGuichet,
  libelleTypeDemande: z.string(),
  typeImmat: TypeImmat.nullable(),
  typeMaj: TypeMaj.nullable(),
  /** Profil du compte qui a déposé la demande. */
  profilDemandeur: Profil.nullable(),
  raisonSocialeDemandeur: z.string().nullable(),
  idTeledeclarant: Identifiant.nullable(),
  /** Jour du dépôt (jj/mm/aaaa, Paris) et instant (ISO 8601). */
  dateDepot: z.string().nullable(),
  deposeeLe: z.string().nullable(),
  /** Réponse attendue au plus tard (jj/mm/aaaa) pour les types à délai (doublon : un jour ouvré). */
  echeance: z.string().nullable(),
  horsDelai: z.boolean(),
  /** Rattachement en attente de la réponse du demandeur : le dernier message du fil est une question (ADR 0305). */
  precisionsDemandees: z.boolean(),
  /** Teneur qui tient la demande ; `null` si elle est libre (ou si son verrou a expiré). */
  verrou: VerrouAffiche.nullable(),
});
export type LigneDemande = z.infer<typeof LigneDemande>;

/**
 * Page du guichet et nombre de demandes trouvées, compté jusqu'à `PLAFOND_DEMANDES` : `totalPlafonne` dit qu'il
 * y en a davantage (`totalItems` vaut alors le plafond, annoncé « au moins »).
 */
export const PageDemandes = resultatPagine('ligneDemandeDTOList', LigneDemande).extend({
  totalPlafonne: z.boolean(),
});
export type PageDemandes = z.infer<typeof PageDemandes>;

/** Élément du référentiel `type-demande-valider-ratt-immat`. */
export const TypeDemandeReferentiel = z.object({ code: TypeDemandeGuichet, libelle: z.string() });
export type TypeDemandeReferentiel = z.infer<typeof TypeDemandeReferentiel>;

/** Réponse de l'ouverture d'une demande : elle est à l'appelant jusqu'à `verrou.expireLe` (prolongé à l'usage). */
export const DemandeOuverte = z.object({
  idCopropriete: Identifiant,
  idMandat: Identifiant.nullable(),
  typeDemande: TypeDemandeGuichet,
  verrou: VerrouAffiche,
  /** La demande était tenue par un verrou abandonné (expiré ou détenteur supprimé), repris par l'appelant. */
  reprise: z.boolean(),
});
export type DemandeOuverte = z.infer<typeof DemandeOuverte>;

/** Copropriété existante signalée comme doublon de la demande. */
export const CoproprieteDoublon = z.object({
  idCopropriete: Identifiant,
  numeroImmatriculation: z.string().nullable(),
  nom: z.string().nullable(),
  adresseReference: z.string().nullable(),
  etat: EtatCopropriete,
});
export type CoproprieteDoublon = z.infer<typeof CoproprieteDoublon>;

/** `GET coproprietes/infos/validation/{n}` : la demande, sa situation et ce que l'appelant peut faire. */
export const InfosValidation = LigneDemande.extend({
  idDeclaration: Identifiant,
  etatCopropriete: EtatCopropriete,
  emailDeclarant: z.string().nullable(),
  doublon: CoproprieteDoublon.nullable(),
  /** Actions que l'appelant peut faire MAINTENANT (droits, type, verrou) : l'écran n'affiche que celles-là. */
  actions: z.array(ActionGuichet),
  /** Une demande de précisions attend la réponse du déclarant. */
  precisionsEnAttente: z.boolean(),
  nbEchanges: z.number().int().min(0),
});
export type InfosValidation = z.infer<typeof InfosValidation>;

/** `GET declarations/a-valider/{id}` : la déclaration en attente, entière. */
export const DemandeAValider = z.object({
  idDeclaration: Identifiant,
  idCopropriete: Identifiant,
  typeImmat: TypeImmat.nullable(),
  typeMaj: TypeMaj.nullable(),
  declaration: Declaration,
});
export type DemandeAValider = z.infer<typeof DemandeAValider>;

/** `GET coproprietes/infos/adresses/{id}` : adresses de la demande (carte). */
export const AdressesDemande = z.object({
  adressePrincipale: Adresse.nullable(),
  adresseSecondaire: z.array(Adresse),
});
export type AdressesDemande = z.infer<typeof AdressesDemande>;

/** Réponse d'une action du guichet. */
export const ResultatActionGuichet = z.object({
  idCopropriete: Identifiant,
  etatCopropriete: EtatCopropriete,
  /** Numéro attribué (acceptation, nouvelle copropriété d'un doublon) ou numéro existant ; sinon `null`. */
  numeroImmatriculation: z.string().nullable(),
  /** Message de succès (spec 2 §8) à afficher avant de recharger la recherche. */
  notification: NotificationSucces,
});
export type ResultatActionGuichet = z.infer<typeof ResultatActionGuichet>;

const MESSAGE_MANDAT_CHEMIN = 'Le mandat est un identifiant, ou 0 quand la demande n’en porte pas.';
/** Mandat dans un chemin : identifiant, ou 0 sans mandat. */
const MandatOuZero = z.coerce
  .number({ error: MESSAGE_MANDAT_CHEMIN })
  .int({ error: MESSAGE_MANDAT_CHEMIN })
  .min(0, { error: MESSAGE_MANDAT_CHEMIN })
  .max(2_147_483_647, { error: MESSAGE_MANDAT_CHEMIN });

/**
 * Référence de la demande dans `refusRattachementTeneur/{immat}/…` : le numéro d'immatriculation de la
 * copropriété, ou son identifiant tant qu'elle n'en a pas (demande d'immatriculation) ; ADR 0192.
 */
export const ReferenceDemande = texte({ max: 20, min: 1, libelle: 'La copropriété' }).regex(
  /^(?:[1-9]\d{0,9}|[A-Z]{2}\d{7})$/,
  { error: "La copropriété est désignée par son numéro d'immatriculation ou son identifiant." },
);

/** Motifs du refus : un ou plusieurs, dans la requête (`typesMotifRefus=A,B` ou répété). */
export const MotifsRefus = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').map((m) => m.trim()) : v),
  z
    .array(TypeMotifRefus, { error: erreursDuChamp('Le motif du refus') })
    .min(1, { error: 'Choisissez au moins un motif de refus.' })
    .max(TypeMotifRefus.options.length),
);

/** Texte libre du teneur (raison, message) : plusieurs lignes permises. */
const texteTeneur = (libelle: string, max: number) => texte({ max, min: 1, multiligne: true, libelle });

export const RequeteRefus = z.object({
  typesMotifRefus: MotifsRefus,
  /** Précision du refus, envoyée au déclarant ; obligatoire avec le motif AUTRE. */
  raison: texte({ max: 2_000, multiligne: true, libelle: 'La raison du refus' }).optional(),
});
export type RequeteRefus = z.infer<typeof RequeteRefus>;

/** Corps de `POST affectationTeneur`. */
export const AffectationTeneur = z
  .object({
    /** Demande désignée par sa copropriété… */
    idCopropriete: Identifiant.nullish(),
    /** … ou par son mandat (spec 2 §7.7 : `idMandat`). */
    idMandat: Identifiant.nullish(),
    /** Teneur à qui la demande est affectée (un des quatre profils du teneur, actif). */
    idCompteTeneur: Identifiant,
    raisonAffectationTeneur: texteTeneur("La raison de l'affectation", 1_000),
  })
  .refine((a) => (a.idCopropriete ?? null) !== null || (a.idMandat ?? null) !== null, {
    error: 'Désignez la demande par sa copropriété ou par son mandat.',
    path: ['idCopropriete'],
  });
export type AffectationTeneur = z.infer<typeof AffectationTeneur>;

/** Compte du teneur à qui une demande peut être affectée (liste de l'écran « affecter au teneur », ADR 0230). */
export const TeneurAffectable = z.object({
  idCompte: Identifiant,
  nom: z.string().nullable(),
  prenom: z.string().nullable(),
  profil: Profil,
});
export type TeneurAffectable = z.infer<typeof TeneurAffectable>;

/** Nombre maximal de comptes rendus par la liste des teneurs (le teneur en compte quelques dizaines). */
export const NB_MAX_TENEURS_AFFECTABLES = 500;

/** Pièce jointe à un échange : PDF de 5 Mo au plus, en base64 (contrôlé à sa signature, ADR 0131). */
export const PieceJointeEchange = JustificatifDepose;
export type PieceJointeEchange = z.infer<typeof PieceJointeEchange>;

/**
 * Corps de `POST demande-precision/sendMail`. `idMandat` désigne une demande de rattachement (ADR 0305) : la
 * question entre alors dans le fil du mandat demandé et la demande reste au guichet.
 */
export const DemandePrecision = z.object({
  idCopropriete: Identifiant,
  idMandat: Identifiant.nullish(),
  message: texteTeneur('Le message', 4_000),
  piece: PieceJointeEchange.nullish(),
});
export type DemandePrecision = z.infer<typeof DemandePrecision>;

/** Corps de la réponse du déclarant dans le fil (`POST declarations/echanges/{n}`). */
export const ReponseEchange = z.object({
  message: texteTeneur('Le message', 4_000),
  piece: PieceJointeEchange.nullish(),
});
export type ReponseEchange = z.infer<typeof ReponseEchange>;

/** Nature d'un message du fil. */
export const NatureEchange = z.enum(['DEMANDE_PRECISIONS', 'REPONSE'], {
  error: erreursDuChamp("La nature de l'échange"),
});
export type NatureEchange = z.infer<typeof NatureEchange>;

export const PieceJointeDecrite = z.object({
  id: Identifiant,
  nom: z.string(),
  taille: z.number().int().min(0),
  sha256: z.string(),
});
export type PieceJointeDecrite = z.infer<typeof PieceJointeDecrite>;

/** Message du fil d'une demande. */
export const Echange = z.object({
  id: Identifiant,
  nature: NatureEchange,
  /** Côté de l'auteur : le teneur ou l'établissement déclarant. */
  cote: z.enum(['TENEUR', 'DECLARANT']),
  nomAuteur: z.string(),
  /** Instant (ISO 8601) et jour à Paris (jj/mm/aaaa). */
  le: z.string(),
  date: z.string(),
  message: z.string(),
  piece: PieceJointeDecrite.nullable(),
});
export type Echange = z.infer<typeof Echange>;

/** Fil des échanges d'une demande, du plus ancien au plus récent. */
export const FilEchanges = z.object({
  idCopropriete: Identifiant,
  /** Mandat demandé quand le fil est celui d'une demande de rattachement (ADR 0305) ; absent sinon. */
  idMandat: Identifiant.optional(),
  nomCopropriete: z.string().nullable(),
  /** Une demande de précisions attend la réponse du déclarant. */
  questionOuverte: z.boolean(),
  echanges: z.array(Echange),
});
export type FilEchanges = z.infer<typeof FilEchanges>;

/** Question du teneur qui attend la réponse de l'établissement (accueil du déclarant, ADR 0230). */
export const QuestionOuverte = z.object({
  idCopropriete: Identifiant,
  /** Mandat demandé quand la question porte sur une demande de rattachement (ADR 0305) ; `null` sinon. */
  idMandat: Identifiant.nullable(),
  nomCopropriete: z.string().nullable(),
  adresseReference: z.string().nullable(),
  /** Instant de la question (ISO 8601) et jour à Paris (jj/mm/aaaa). */
  le: z.string(),
  date: z.string(),
  /** Début du message du teneur. */
  extrait: z.string(),
});
export type QuestionOuverte = z.infer<typeof QuestionOuverte>;

/** Nombre de questions ouvertes montrées à l'accueil (les plus anciennes d'abord). */
export const NB_QUESTIONS_OUVERTES_ACCUEIL = 10;

/** `GET declarations/questions-ouvertes` : les plus anciennes questions ouvertes et leur nombre total. */
export const QuestionsOuvertes = z.object({
  total: z.number().int().min(0),
  questions: z.array(QuestionOuverte),
});
export type QuestionsOuvertes = z.infer<typeof QuestionsOuvertes>;

/** Clé de la demande de doublon telle qu'elle a été lue (`typeModifNotaireOk`). */
export const CleDoublon = z.object({
  /** À renvoyer dans `validerDoublonCoproNotaire/{key}/…` : change si la demande change entre-temps (409). */
  key: texte({ max: 64, min: 1, libelle: 'La clé de la demande' }),
  idCopropriete: Identifiant,
  doublon: CoproprieteDoublon,
  /** La fusion est possible : la copropriété existante est immatriculée. */
  fusionPossible: z.boolean(),
});
export type CleDoublon = z.infer<typeof CleDoublon>;

const MESSAGE_NB_BATIMENTS = 'Le nombre de bâtiments est un entier de 0 à 9999.';
const NombreBatiments = z.coerce
  .number({ error: MESSAGE_NB_BATIMENTS })
  .int({ error: MESSAGE_NB_BATIMENTS })
  .min(0, { error: MESSAGE_NB_BATIMENTS })
  .max(9_999, { error: MESSAGE_NB_BATIMENTS });

const Fusion = z.enum(['true', 'false'], {
  error: 'Indiquez true (fusion) ou false (nouvelle copropriété).',
});

/** Contrats du guichet (enregistrés dans `contrats`, implémentés par `apps/server/src/routes/validations.ts`). */
export const validationsRoutes = {
  rechercher: defineRoute({
    method: 'POST',
    path: '/api/declarations/rechercher',
    summary:
      'Demandes en attente du teneur, paginées en SQL (tri par défaut : profil du demandeur croissant), filtrables par type',
    acces: ACCES_GUICHET,
    body: CriteresRechercheDemandes,
    response: PageDemandes,
    exemple: { body: { paginationOptions: { pageNumber: 1, pageSize: 10 } } },
  }),
  plusAncienne: defineRoute({
    method: 'GET',
    path: '/api/declarations/rechercher/oldest',
    summary:
      'Plus ancienne demande en attente qui n’est tenue par aucun autre teneur ; null s’il n’y en a pas',
    acces: ACCES_GUICHET,
    response: LigneDemande.nullable(),
  }),
  typesDemande: defineRoute({
    method: 'GET',
    path: '/api/type-demande-valider-ratt-immat',
    summary: 'Types de demande traités par le guichet (filtre de la liste)',
    acces: ACCES_GUICHET,
    response: z.array(TypeDemandeReferentiel),
  }),
  ouvrirParMandat: defineRoute({
    method: 'GET',
    path: '/api/declarations/update-etat-encours/:idMandat',
    summary:
      'Ouvre la demande qui porte ce mandat et prend son verrou (409 si un autre teneur la tient : qui et depuis quand)',
    acces: ACCES_GUICHET,
    modifieEtat: true,
    params: z.object({ idMandat: IdentifiantChemin }),
    response: DemandeOuverte,
    exemple: { params: { idMandat: 1 } },
  }),
  ouvrirSansMandat: defineRoute({
    method: 'GET',
    path: '/api/declarations/update-etat-encours-sansmandat/:n',
    summary:
      'Ouvre la demande de la copropriété n et prend son verrou (409 si un autre teneur la tient : qui et depuis quand)',
    acces: ACCES_GUICHET,
    modifieEtat: true,
    params: z.object({ n: IdentifiantChemin }),
    response: DemandeOuverte,
    exemple: { params: { n: 1 } },
  }),
  liberer: defineRoute({
    method: 'GET',
    path: '/api/declarations/unlockcopro/:n',
    summary:
      'Libère le verrou de la demande de la copropriété n (sortie de l’écran) ; sans effet s’il n’est pas à soi',
    acces: ACCES_GUICHET,
    modifieEtat: true,
    params: z.object({ n: IdentifiantChemin }),
    response: z.object({ libere: z.boolean() }),
    exemple: { params: { n: 1 } },
  }),
  infos: defineRoute({
    method: 'GET',
    path: '/api/coproprietes/infos/validation/:n',
    summary:
      'Demande en attente de la copropriété n : en-tête, demandeur, doublon, verrou et actions permises',
    acces: ACCES_GUICHET,
    params: z.object({ n: IdentifiantChemin }),
    response: InfosValidation,
    exemple: { params: { n: 1 } },
  }),
  declaration: defineRoute({
    method: 'GET',
    path: '/api/declarations/a-valider/:id',
    summary: 'Déclaration en attente de validation (id : déclaration), entière',
    acces: ACCES_GUICHET,
    params: z.object({ id: IdentifiantChemin }),
    response: DemandeAValider,
    exemple: { params: { id: 1 } },
  }),
  adresses: defineRoute({
    method: 'GET',
    path: '/api/coproprietes/infos/adresses/:id',
    summary: 'Adresses de la demande en attente de la copropriété (id : copropriété)',
    acces: ACCES_GUICHET,
    params: z.object({ id: IdentifiantChemin }),
    response: AdressesDemande,
    exemple: { params: { id: 1 } },
  }),
  doublons: defineRoute({
    method: 'GET',
    path: '/api/coproprietes/doublon/declaration/adressePrincipale/:id/nbBatimentsRef/:n/noType',
    summary:
      'Copropriétés existantes très proches de la demande (id : déclaration ; n : nombre de bâtiments), recalculées',
    acces: ACCES_GUICHET,
    params: z.object({ id: IdentifiantChemin, n: NombreBatiments }),
    response: z.array(DoublonPotentiel),
    exemple: { params: { id: 1, n: 2 } },
  }),
  accepter: defineRoute({
    method: 'PUT',
    path: '/api/declarations/valider/:n',
    summary:
      'Accepte la demande de la copropriété n : numéro attribué, copropriété immatriculée, mandat courant (ADR 0192)',
    acces: ACCES_GUICHET,
    params: z.object({ n: IdentifiantChemin }),
    response: ResultatActionGuichet,
    exemple: { params: { n: 1 } },
  }),
  refuser: defineRoute({
    method: 'GET',
    path: '/api/mandats/refusRattachementTeneur/:immat/:idMandat',
    summary:
      'Refuse la demande (immat : numéro ou identifiant de la copropriété ; idMandat : 0 sans mandat) avec ses motifs',
    acces: ACCES_GUICHET,
    modifieEtat: true,
    params: z.object({ immat: ReferenceDemande, idMandat: MandatOuZero }),
    query: RequeteRefus,
    response: ResultatActionGuichet,
    erreurs400Metier: true,
    exemple: {
      params: { immat: '1', idMandat: 0 },
      query: { typesMotifRefus: 'INFORMATIONS_INCOMPLETES' },
    },
  }),
  affecter: defineRoute({
    method: 'POST',
    path: '/api/affectationTeneur',
    summary: 'Affecte la demande à un teneur, avec une raison : le verrou passe au teneur désigné',
    acces: ACCES_GUICHET,
    body: AffectationTeneur,
    response: ResultatActionGuichet,
    erreurs400Metier: true,
    exemple: { body: { idCopropriete: 1, idCompteTeneur: 1, raisonAffectationTeneur: 'Dossier complexe' } },
  }),
  teneursAffectables: defineRoute({
    method: 'GET',
    path: '/api/affectationTeneur/teneurs',
    summary:
      'Comptes actifs des quatre profils du teneur à qui affecter une demande, triés par nom et prénom (ADR 0230)',
    acces: ACCES_GUICHET,
    response: z.array(TeneurAffectable),
  }),
  demanderPrecisions: defineRoute({
    method: 'POST',
    path: '/api/demande-precision/sendMail',
    summary:
      'Demande des précisions au déclarant (message, PDF facultatif) : demande renvoyée au déclarant, courriel envoyé',
    acces: ACCES_GUICHET,
    body: DemandePrecision,
    response: ResultatActionGuichet,
    erreurs400Metier: true,
    tailleMaxCorps: LONGUEUR_MAX_JUSTIFICATIF_BASE64 + 64 * 1024,
    exemple: { body: { idCopropriete: 1, message: 'Merci de joindre le contrat de syndic signé.' } },
  }),
  cleDoublon: defineRoute({
    method: 'GET',
    path: '/api/coproprietes/typeModifNotaireOk/:n',
    summary: 'Clé de la demande de doublon de la copropriété n, à renvoyer avec la décision',
    acces: ACCES_GUICHET,
    params: z.object({ n: IdentifiantChemin }),
    response: CleDoublon,
    exemple: { params: { n: 1 } },
  }),
  validerDoublon: defineRoute({
    method: 'GET',
    path: '/api/coproprietes/validerDoublonCoproNotaire/:key/:n/:fusion',
    summary:
      'Décide d’une demande de doublon : false = nouvelle copropriété immatriculée, true = fusion dans la copropriété existante',
    acces: ACCES_GUICHET,
    modifieEtat: true,
    params: z.object({
      key: texte({ max: 64, min: 1, libelle: 'La clé de la demande' }),
      n: IdentifiantChemin,
      fusion: Fusion,
    }),
    response: ResultatActionGuichet,
    exemple: { params: { key: 'cle', n: 1, fusion: 'false' } },
  }),
  echanges: defineRoute({
    method: 'GET',
    path: '/api/declarations/echanges/:n',
    summary:
      'Fil des demandes de précisions et des réponses de la demande de la copropriété n (teneurs, établissement déclarant)',
    acces: [
      'VALIDER_RATTACHEMENT_DECLARATION',
      'IMMATRICULER_NVELLE_COPRO',
      'IMMATRICULER_D_OFFICE',
      'IMMATRICULER_INITIALE',
    ],
    params: z.object({ n: IdentifiantChemin }),
    response: FilEchanges,
    exemple: { params: { n: 1 } },
  }),
  questionsOuvertes: defineRoute({
    method: 'GET',
    path: '/api/declarations/questions-ouvertes',
    summary:
      'Demandes de précisions sans réponse sur les demandes de l’établissement de l’appelant, les plus anciennes d’abord (ADR 0230)',
    acces: ['IMMATRICULER_NVELLE_COPRO', 'IMMATRICULER_D_OFFICE', 'IMMATRICULER_INITIALE'],
    response: QuestionsOuvertes,
  }),
  repondre: defineRoute({
    method: 'POST',
    path: '/api/declarations/echanges/:n',
    summary: 'Réponse du déclarant dans le fil de sa demande (message, PDF facultatif)',
    acces: ['IMMATRICULER_NVELLE_COPRO', 'IMMATRICULER_D_OFFICE', 'IMMATRICULER_INITIALE'],
    params: z.object({ n: IdentifiantChemin }),
    body: ReponseEchange,
    response: Echange,
    erreurs400Metier: true,
    tailleMaxCorps: LONGUEUR_MAX_JUSTIFICATIF_BASE64 + 64 * 1024,
    exemple: { params: { n: 1 }, body: { message: 'Voici le contrat signé.' } },
  }),
  pieceEchange: defineRoute({
    method: 'GET',
    path: '/api/declarations/echanges/:n/piece/:idPiece',
    summary: 'PDF joint à un message du fil (teneurs, établissement déclarant)',
    acces: [
      'VALIDER_RATTACHEMENT_DECLARATION',
      'IMMATRICULER_NVELLE_COPRO',
      'IMMATRICULER_D_OFFICE',
      'IMMATRICULER_INITIALE',
    ],
    params: z.object({ n: IdentifiantChemin, idPiece: IdentifiantChemin }),
    response: z.custom<Uint8Array>((v) => v instanceof Uint8Array),
    responseFormat: 'binary',
    exemple: { params: { n: 1, idPiece: 1 } },
  }),
} as const;
