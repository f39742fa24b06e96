import { z } from 'zod';
import { DateTexte } from '../commun/dates.js';
import { Identifiant, IdentifiantChemin } from '../commun/identifiant.js';
import { AvertissementsConfirmes } from '../commun/resultat.js';
import { erreursDuChamp, texte } from '../commun/texte.js';
import { TAILLE_MAX_FICHIER_OCTETS } from '../constants.js';
import { DonneesCopropriete } from '../copropriete/copropriete.schema.js';
import { BrouillonImmatCopropriete } from '../declaration/declaration.formulaire.js';
import { Declaration, ImmatCopropriete } from '../declaration/declaration.schema.js';
import { StatutDeclaration } from '../declaration/statut-declaration.js';
import { LONGUEUR_MAX_NOM_FICHIER } from '../document/document.schema.js';
import { TypeImmat, TypeMaj } from '../referentiels/declaration.js';
import { defineRoute } from './contrat.js';

/**
 * Brouillons de déclaration (spec 2 §7.5 ; ADR 0130, 0131) : formulaire vierge, lecture, liste,
 * enregistrement par étape, suppression, copropriété future, données de la copropriété.
 */

/** Clé de création tirée par le client au premier affichage du formulaire vierge (UUID). */
export const CleCreation = z.uuid({ error: 'La clé de création du brouillon est invalide.' });

/**
 * Étape enregistrée (`{x}` de `brouillon/save/{x}`, ADR 0131) : le segment d'une étape du parcours
 * (« Enregistrer et continuer » : l'étape est vérifiée en entier, règles et avertissements compris), ou
 * `quitter` (« Enregistrer le brouillon et quitter » : la saisie est gardée telle quelle, formats vérifiés).
 */
export const EtapeEnregistree = z.enum(
  [
    'infos-rattachement',
    'identification',
    'procedures',
    'donnees-financieres',
    'donnees-techniques',
    'quitter',
  ],
  { error: erreursDuChamp("L'étape enregistrée") },
);
export type EtapeEnregistree = z.infer<typeof EtapeEnregistree>;

/** Longueur maximale du contenu base64 d'un justificatif de 5 Mo. */
export const LONGUEUR_MAX_JUSTIFICATIF_BASE64 = Math.ceil(TAILLE_MAX_FICHIER_OCTETS / 3) * 4;

/**
 * Justificatif déposé avec l'étape « informations de rattachement » : nom du fichier et contenu en base64
 * (ADR 0131). Le serveur le contrôle par son contenu (PDF de 5 Mo au plus) et le conserve avec son SHA-256.
 */
export const JustificatifDepose = z.object({
  nom: texte({ max: LONGUEUR_MAX_NOM_FICHIER, min: 1, libelle: 'Le nom du fichier' }),
  contenu: z
    .string({ error: erreursDuChamp('Le contenu du fichier') })
    .max(LONGUEUR_MAX_JUSTIFICATIF_BASE64 + 4, {
      error: 'Le fichier dépasse la taille maximale autorisée (5 Mo).',
    })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: 'Le contenu du fichier doit être encodé en base64.' }),
});
export type JustificatifDepose = z.infer<typeof JustificatifDepose>;

/** Corps de `brouillon/save/{x}` : la saisie entière, la version lue et, à la création, la clé et la nature. */
export const EnregistrementBrouillon = z.object({
  /** Brouillon déjà enregistré ; absent au premier enregistrement. */
  id: Identifiant.nullish(),
  /** Version lue avec le brouillon (obligatoire avec `id`) : une sauvegarde plus récente gagne (409). */
  version: z
    .number({ error: erreursDuChamp('La version du brouillon') })
    .int()
    .min(1)
    .nullish(),
  /** Clé de création (obligatoire sans `id`) : un rejeu ou un double clic retrouve le même brouillon. */
  cleCreation: CleCreation.nullish(),
  /** Nature de l'immatriculation (reprise de `new/{x}`), à la création. */
  typeImmat: TypeImmat.nullish(),
  immatCopropriete: BrouillonImmatCopropriete,
  avertissementsConfirmes: AvertissementsConfirmes,
  /** Nouveau justificatif du mandat (étape « informations de rattachement »). */
  justificatif: JustificatifDepose.nullish(),
});
export type EnregistrementBrouillon = z.infer<typeof EnregistrementBrouillon>;

/** Brouillon enregistré : ce que le client garde pour l'enregistrement suivant. */
export const BrouillonEnregistre = z.object({
  id: Identifiant,
  idCopropriete: Identifiant,
  version: z.number().int().min(1),
});
export type BrouillonEnregistre = z.infer<typeof BrouillonEnregistre>;

/**
 * Déclaration à éditer : vierge (`new/{x}` : ni `id` ni `version`, une clé de création neuve) ou enregistrée
 * (`brouillon/{id}`, mise à jour).
 */
export const DeclarationEditable = z.object({
  id: Identifiant.nullable(),
  idCopropriete: Identifiant.nullable(),
  version: z.number().int().min(1).nullable(),
  cleCreation: CleCreation.nullable(),
  /**
   * Brouillon de correction de la dernière déclaration annuelle (ADR 0171) : ouvert par son identifiant, il se
   * reprend par l'ouverture de la mise à jour avec `corriger=true`, pas comme une annuelle ordinaire.
   */
  correction: z.boolean(),
  declaration: Declaration,
});
export type DeclarationEditable = z.infer<typeof DeclarationEditable>;

/**
 * Ouverture d'une mise à jour (ADR 0133) : la déclaration à éditer et la dernière déclaration validée
 * (`reference`, sans le mandat), pour que le récapitulatif montre les différences et que les règles de
 * l'exercice (§5.5) lisent l'exercice précédent, y compris quand un brouillon est repris (ADR 0176) ; avec la date
 * d'effet du dernier changement de jour ou de mois de clôture parmi les exercices validés (délai de 4 ans, §5.5).
 */
export const OuvertureMiseAJour = DeclarationEditable.extend({
  reference: ImmatCopropriete,
  dateDernierChangementCloture: DateTexte.nullable(),
});
export type OuvertureMiseAJour = z.infer<typeof OuvertureMiseAJour>;

/** Ligne de la liste des brouillons de l'établissement. */
export const LigneBrouillon = z.object({
  id: Identifiant,
  idCopropriete: Identifiant,
  nomCopropriete: z.string().nullable(),
  typeImmat: TypeImmat.nullable(),
  typeMaj: TypeMaj.nullable(),
  /** Brouillon de correction de la dernière déclaration annuelle (ADR 0171) : il se rouvre avec `corriger=true`. */
  correction: z.boolean(),
  utilisateurDeclare: z.string().nullable(),
  /** Création et dernier enregistrement, « jj/mm/aaaa ». */
  dateCreation: z.string(),
  dateModification: z.string(),
  version: z.number().int().min(1),
});
export type LigneBrouillon = z.infer<typeof LigneBrouillon>;

/** Taille maximale d'une page de la liste des brouillons. */
export const TAILLE_PAGE_MAX_BROUILLONS = 100;

export const PageBrouillons = z.object({
  brouillons: z.array(LigneBrouillon),
  totalItems: z.number().int().min(0),
});
export type PageBrouillons = z.infer<typeof PageBrouillons>;

/**
 * Changement d'état d'un brouillon (`brouillon/change-etat`) : `FUTUR`, un notaire déclare la copropriété de son
 * brouillon « copropriété future » (ADR 0131) ; `BROUILLON`, l'auteur d'une demande encore en attente
 * (`A_VALIDER`, non prise par le teneur) la reprend pour la modifier dans le parcours (`brouillon/save`), puis la
 * redépose par `brouillon/submit` (ADR 0173). `version` : celle lue avec le brouillon ou la demande.
 */
export const ChangementEtatBrouillon = z.object({
  id: Identifiant,
  version: z
    .number({ error: erreursDuChamp('La version du brouillon') })
    .int()
    .min(1),
  etat: z.enum(['FUTUR', 'BROUILLON'], {
    error:
      "Le changement d'état demandé est « copropriété future » (FUTUR) ou « reprendre la demande pour la modifier » (BROUILLON).",
  }),
});
export type ChangementEtatBrouillon = z.infer<typeof ChangementEtatBrouillon>;

/** Déclaration précédente d'une copropriété (`{id}/declarationsPrecedentes`). */
export const DeclarationPrecedente = z.object({
  id: Identifiant,
  statut: StatutDeclaration,
  typeMaj: TypeMaj.nullable(),
  typeImmat: TypeImmat.nullable(),
  utilisateurDeclare: z.string().nullable(),
  /** Validation (ou enregistrement d'une mise à jour), « jj/mm/aaaa ». */
  dateDeclaration: z.string(),
  dateClotureComptes: z.string().nullable(),
});
export type DeclarationPrecedente = z.infer<typeof DeclarationPrecedente>;

/**
 * Corps de `PUT declaration/{transmettre}/{id}` (ADR 0134) : la saisie entière de la mise à jour, sa nature,
 * et la version lue (brouillon déjà enregistré) ou la clé de création reçue à l'ouverture.
 */
export const EnregistrementMiseAJour = z.object({
  id: EnregistrementBrouillon.shape.id,
  version: EnregistrementBrouillon.shape.version,
  cleCreation: EnregistrementBrouillon.shape.cleCreation,
  typeMaj: z.enum(['STANDARD', 'ANNUELLE'], { error: erreursDuChamp('La nature de la mise à jour') }),
  /**
   * Correction de la dernière déclaration annuelle (ADR 0171), ouverte par `declaration/{id}/ANNUELLE/true` :
   * `true` avec `typeMaj: 'ANNUELLE'` à chaque enregistrement de ce brouillon (400 sur `corriger` avec une autre
   * nature). Transmise, la correction remplace la dernière annuelle au lieu d'archiver les précédentes.
   */
  corriger: z.boolean({ error: 'Ce champ vaut vrai ou faux.' }).optional(),
  immatCopropriete: BrouillonImmatCopropriete,
  avertissementsConfirmes: AvertissementsConfirmes,
});
export type EnregistrementMiseAJour = z.infer<typeof EnregistrementMiseAJour>;

/** Mise à jour enregistrée : brouillon (`BROUILLON`) ou transmise, devenue la déclaration courante (`COURANTE`). */
export const MiseAJourEnregistree = BrouillonEnregistre.extend({ statut: StatutDeclaration });
export type MiseAJourEnregistree = z.infer<typeof MiseAJourEnregistree>;

/**
 * Corps de `mettreAJourDonneesFinancieres/{id}` (ADR 0135) : les données financières de l'exercice aux
 * comptes non approuvés, et la clé de création tirée par le client (une seule mise à jour par clé).
 */
export const MiseAJourDonneesFinancieres = z.object({
  cleCreation: CleCreation,
  donneesFinancieres: BrouillonImmatCopropriete.shape.donneesFinancieres,
  avertissementsConfirmes: AvertissementsConfirmes,
});
export type MiseAJourDonneesFinancieres = z.infer<typeof MiseAJourDonneesFinancieres>;

/** Longueur maximale de la description d'une erreur signalée (`declarerErreur`, ADR 0170). */
export const LONGUEUR_MAX_DESCRIPTION_ERREUR = 1000;

/**
 * Requête de `GET declarations/declarerErreur/{id}?erreur=…` (ADR 0170) : la description de l'erreur, en
 * texte libre sur plusieurs lignes (1 000 caractères au plus, encodée dans l'adresse).
 */
export const SignalementErreurDeclaration = z.object({
  erreur: texte({
    max: LONGUEUR_MAX_DESCRIPTION_ERREUR,
    min: 1,
    multiligne: true,
    libelle: "La description de l'erreur",
  }),
});
export type SignalementErreurDeclaration = z.infer<typeof SignalementErreurDeclaration>;

/**
 * Erreur signalée : le signalement, la déclaration visée et `dejaSignale` quand la même personne avait déjà
 * signalé la même erreur sur cette déclaration (rejeu, double clic : rien de plus n'est écrit).
 */
export const ErreurSignalee = z.object({
  id: Identifiant,
  idDeclaration: Identifiant,
  idCopropriete: Identifiant,
  dejaSignale: z.boolean(),
});
export type ErreurSignalee = z.infer<typeof ErreurSignalee>;

const ParamId = z.object({ id: IdentifiantChemin });

/**
 * Nature d'une mise à jour ouverte par `declaration/{id}/{x}/{corriger}` (ADR 0133) : standard, annuelle ou
 * des exercices aux comptes non approuvés.
 */
export const TypeMiseAJour = z.enum(['STANDARD', 'ANNUELLE', 'COMPTESNONAPPROUVES'], {
  error: erreursDuChamp('La nature de la mise à jour'),
});
export type TypeMiseAJour = z.infer<typeof TypeMiseAJour>;

/** Drapeau de chemin `true` / `false` (ADR 0133). */
export const DrapeauChemin = z.enum(['true', 'false'], {
  error: 'Ce paramètre vaut « true » ou « false ».',
});
export type DrapeauChemin = z.infer<typeof DrapeauChemin>;

/** Rédaction d'une immatriculation : syndics (et profil par défaut) et notaires. */
const IMMATRICULER = ['IMMATRICULER_NVELLE_COPRO'] as const;
/** Lecture d'un brouillon : son auteur, et le teneur (lecture seule). */
const LIRE_BROUILLON = ['IMMATRICULER_NVELLE_COPRO', 'VALIDER_RATTACHEMENT_DECLARATION'] as const;

export const coproprietesBrouillonsRoutes = {
  nouvelle: defineRoute({
    method: 'GET',
    path: '/api/coproprietes/new/:x',
    summary:
      'Déclaration vierge pré-remplie pour une immatriculation ({x} : DEFAULT syndic, INITIALE ou OFFICE notaire), sans rien créer',
    acces: IMMATRICULER,
    params: z.object({ x: TypeImmat }),
    response: DeclarationEditable,
    exemple: { params: { x: 'DEFAULT' } },
  }),
  lire: defineRoute({
    method: 'GET',
    path: '/api/coproprietes/brouillon/:id',
    summary:
      'Brouillon de déclaration entier, avec sa version (auteur et son établissement ; teneur en lecture)',
    acces: LIRE_BROUILLON,
    params: ParamId,
    response: DeclarationEditable,
    exemple: { params: { id: 1 } },
  }),
  lister: defineRoute({
    method: 'GET',
    path: '/api/coproprietes/brouillons',
    summary: "Brouillons de déclaration de l'établissement, du plus récent au plus ancien",
    acces: IMMATRICULER,
    query: z.object({
      pageNumber: z.coerce
        .number({ error: erreursDuChamp('Le numéro de page') })
        .int()
        .min(1)
        .default(1),
      pageSize: z.coerce
        .number({ error: erreursDuChamp('La taille de page') })
        .int()
        .min(1)
        .max(TAILLE_PAGE_MAX_BROUILLONS)
        .default(10),
    }),
    response: PageBrouillons,
  }),
  enregistrer: defineRoute({
    method: 'PUT',
    path: '/api/coproprietes/brouillon/save/:x',
    summary:
      'Enregistrement du brouillon (création idempotente par clé, version optimiste) ; {x} : étape vérifiée, ou « quitter »',
    acces: IMMATRICULER,
    params: z.object({ x: EtapeEnregistree }),
    body: EnregistrementBrouillon,
    response: BrouillonEnregistre,
    erreurs400Metier: true,
    tailleMaxCorps: LONGUEUR_MAX_JUSTIFICATIF_BASE64 + 1024 * 1024,
    // Enregistrement d'un brouillon existant : l'exemple ne crée rien dans la base des tests d'autorisation.
    exemple: { params: { x: 'quitter' }, body: { id: 1, version: 1, immatCopropriete: {} } },
  }),
  supprimer: defineRoute({
    method: 'DELETE',
    path: '/api/coproprietes/brouillon/:id',
    summary: "Suppression d'un brouillon de déclaration par son auteur",
    acces: IMMATRICULER,
    params: ParamId,
    response: z.null(),
    responseFormat: 'vide',
    exemple: { params: { id: 1 } },
  }),
  changerEtat: defineRoute({
    method: 'PUT',
    path: '/api/coproprietes/brouillon/change-etat',
    summary:
      'Un notaire déclare la copropriété de son brouillon « copropriété future » (FUTUR) ; l’auteur d’une demande en attente la reprend pour la modifier (BROUILLON)',
    acces: ['IMMATRICULER_INITIALE', 'IMMATRICULER_D_OFFICE', 'MAJ_COPROPRIETE_AVANT_VALIDATION'],
    body: ChangementEtatBrouillon,
    response: BrouillonEnregistre,
    exemple: { body: { id: 1, version: 1, etat: 'FUTUR' } },
  }),
  donneesCopropriete: defineRoute({
    method: 'GET',
    path: '/api/coproprietes/declaration/declaration-donnee-copropriete/:id',
    summary:
      'Données de la copropriété {id} telles que les présente sa déclaration qui fait foi (ou son brouillon)',
    acces: ['VISUALISER_COPRO'],
    params: ParamId,
    response: DonneesCopropriete,
    exemple: { params: { id: 1 } },
  }),
  declarationsPrecedentes: defineRoute({
    method: 'GET',
    path: '/api/coproprietes/:id/declarationsPrecedentes',
    summary: 'Déclarations validées de la copropriété {id}, de la plus récente à la plus ancienne',
    acces: ['VISUALISER_COPRO'],
    params: ParamId,
    response: z.array(DeclarationPrecedente),
    exemple: { params: { id: 1 } },
  }),
  ouvrirMiseAJour: defineRoute({
    method: 'GET',
    path: '/api/coproprietes/declaration/:id/:x/:corriger',
    summary:
      "Mise à jour {x} de la copropriété {id} : le brouillon en cours de l'appelant, ou une déclaration pré-remplie depuis la dernière validée, sans rien créer ; {corriger} : correction de la dernière déclaration annuelle",
    acces: ['MAJ_COPROPRIETE_STANDARD', 'MAJ_COPROPRIETE_ANNUELLE'],
    params: z.object({ id: IdentifiantChemin, x: TypeMiseAJour, corriger: DrapeauChemin }),
    response: OuvertureMiseAJour,
    exemple: { params: { id: 1, x: 'STANDARD', corriger: 'false' } },
  }),
  enregistrerMiseAJour: defineRoute({
    method: 'PUT',
    path: '/api/coproprietes/declaration/:transmettre/:id',
    summary:
      'Mise à jour standard ou annuelle de la copropriété {id} : enregistrée en brouillon, ou transmise ({transmettre}) et devenue la déclaration courante',
    acces: ['MAJ_COPROPRIETE_STANDARD', 'MAJ_COPROPRIETE_ANNUELLE'],
    params: z.object({ transmettre: DrapeauChemin, id: IdentifiantChemin }),
    body: EnregistrementMiseAJour,
    response: MiseAJourEnregistree,
    erreurs400Metier: true,
    // Brouillon inexistant : l'exemple ne crée rien dans la base des tests d'autorisation.
    exemple: {
      params: { transmettre: 'false', id: 1 },
      body: { id: 1, version: 1, typeMaj: 'STANDARD', immatCopropriete: {} },
    },
  }),
  mettreAJourDonneesFinancieres: defineRoute({
    method: 'PUT',
    path: '/api/coproprietes/mettreAJourDonneesFinancieres/:id',
    summary:
      "Mise à jour des données financières de l'exercice aux comptes non approuvés de la copropriété {id} : devient la déclaration courante",
    acces: ['MAJ_COPROPRIETE_ANNUELLE'],
    params: ParamId,
    body: MiseAJourDonneesFinancieres,
    response: MiseAJourEnregistree,
    erreurs400Metier: true,
    exemple: {
      params: { id: 1 },
      body: { cleCreation: '00000000-0000-4000-8000-000000000000', donneesFinancieres: null },
    },
  }),
  supprimerDeclarations: defineRoute({
    method: 'PUT',
    path: '/api/coproprietes/supprimer-declarations',
    summary:
      'Suppression des déclarations de la copropriété {id} faites depuis la dernière mise à jour annuelle (celle-ci comprise)',
    // Le titulaire (droits de l'annuelle) ou un administrateur du teneur (ADR 0136, 0172) : le guichet ouvre la
    // route au teneur, le service n'y laisse que ses administrateurs (`canAdministrerCopropriete`).
    acces: ['MAJ_COPROPRIETE_ANNUELLE', 'VALIDER_RATTACHEMENT_DECLARATION'],
    body: z.object({ id: Identifiant }),
    response: z.null(),
    responseFormat: 'vide',
    exemple: { body: { id: 1 } },
  }),
  /**
   * Le successeur écarte une déclaration de son prédécesseur (ADR 0174) : `{id}` est une déclaration `COURANTE`
   * (faite depuis la dernière mise à jour annuelle) d'un autre établissement — syndic précédent, notaire qui a
   * immatriculé — sur une copropriété dont l'appelant est le titulaire du mandat courant ; c'est l'autre issue
   * de « valider la déclaration du prédécesseur » (issue 11). Cycle de vie `supprimer`, journalisé, copropriété
   * ramenée à la déclaration validée qui reste, en une transaction ; 204. Autre copropriété : 404 ; déclaration
   * de son propre établissement, immatriculation ou déclaration archivée : 409. Rejeu : 204, rien d'écrit.
   */
  ecarterDeclarationPredecesseur: defineRoute({
    method: 'DELETE',
    path: '/api/coproprietes/declarationpredecesseur/:id',
    summary:
      'Le successeur écarte la déclaration {id} faite par son prédécesseur depuis la dernière mise à jour annuelle',
    acces: ['VALIDER_DECLA_PREDECESSEUR'],
    params: ParamId,
    response: z.null(),
    responseFormat: 'vide',
    exemple: { params: { id: 1 } },
  }),
  /**
   * Signaler au teneur du registre une erreur dans une déclaration validée (ADR 0170) : `{id}` est la
   * déclaration (immatriculation, mise à jour courante ou archivée, telle que la liste
   * `coproprietes/{id}/declarationsPrecedentes`), `erreur` la description de ce qui est faux. Réservé au
   * titulaire du mandat courant de la copropriété et à l'établissement auteur de la déclaration ; pour tout
   * autre, la déclaration est « introuvable » (404). Une déclaration qui n'est pas validée (brouillon, demande) :
   * 409, elle se modifie par son propre parcours. Le signalement est écrit et journalisé
   * (SIGNALEMENT_ERREUR_DECLARATION) en une transaction : ce GET modifie l'état, il exige donc le jeton
   * anti-CSRF et sa limite de débit est stricte. Rejeu ou double clic (même personne, même déclaration, même
   * texte) : le même signalement, `dejaSignale: true`, rien d'écrit.
   */
  declarerErreur: defineRoute({
    method: 'GET',
    path: '/api/declarations/declarerErreur/:id',
    summary:
      'Signaler au teneur une erreur dans la déclaration validée {id}, avec sa description ({erreur}) : écrit et journalisé',
    acces: ['MAJ_COPROPRIETE_STANDARD', 'MAJ_COPROPRIETE_ANNUELLE'],
    params: ParamId,
    query: SignalementErreurDeclaration,
    response: ErreurSignalee,
    erreurs400Metier: true,
    modifieEtat: true,
    limiteParMinute: 10,
    exemple: { params: { id: 1 }, query: { erreur: 'Le nombre de lots déclaré est faux : 24 et non 20.' } },
  }),
} as const;
