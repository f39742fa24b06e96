import { z } from 'zod';
import { ID_MAX, Identifiant, IdentifiantChemin } from '../commun/identifiant.js';
import { SensTri } from '../commun/pagination.schema.js';
import { erreursDuChamp } from '../commun/texte.js';
import { SaisieUtilisateur } from '../compte/compte.schema.js';
import { Profil } from '../permissions/profils.js';
import { Civilite, StatutCompteUtilisateur } from '../referentiels/compte.js';
import { defineRoute } from './contrat.js';

/** Nombre maximal de comptes supprimés en un appel à `delete-lot`. */
export const NB_MAX_SUPPRESSIONS_PAR_LOT = 100;

/** Taille maximale d'une page de la liste des comptes d'un établissement. */
export const TAILLE_PAGE_MAX_UTILISATEURS = 100;

/** Compte utilisateur d'un établissement, avec les droits de la personne connectée sur lui. */
export const CompteUtilisateur = z.object({
  id: Identifiant,
  login: z.string().max(254),
  email: z.string().max(254).nullable(),
  civilite: Civilite.nullable(),
  nom: z.string().max(100).nullable(),
  prenom: z.string().max(100).nullable(),
  telephone: z.string().max(20).nullable(),
  profil: Profil,
  statut: StatutCompteUtilisateur,
  idTeledeclarant: Identifiant.nullable(),
  adminPrincipal: z.boolean(),
  activated: z.boolean(),
  /** Date de création « jj/mm/aaaa ». */
  dateCreation: z.string().nullable(),
  dateDerniereActivite: z.string().nullable(),
  allowedToChangeProfile: z.boolean(),
  allowedToDelete: z.boolean(),
  allowedToEdit: z.boolean(),
});
export type CompteUtilisateur = z.infer<typeof CompteUtilisateur>;

/** Colonnes de tri de la liste des comptes d'un établissement. */
export const TriUtilisateurs = z.enum(['nom', 'prenom', 'email', 'profil', 'statut', 'dateCreation'], {
  error: erreursDuChamp('La colonne de tri'),
});
export type TriUtilisateurs = z.infer<typeof TriUtilisateurs>;

/** Page de la liste des comptes (spec 2 §9 : page 1, 10 éléments par défaut). */
export const PageUtilisateurs = z.object({
  utilisateurDTOList: z.array(CompteUtilisateur),
  totalItems: z.number().int().min(0),
});
export type PageUtilisateurs = z.infer<typeof PageUtilisateurs>;

/** Identifiants des comptes à supprimer (`POST api/utilisateurs/delete-lot`). */
export const LotIdentifiants = z
  .array(Identifiant, { error: 'Une liste de comptes est attendue.' })
  .min(1, { error: 'Sélectionnez au moins un compte.' })
  .max(NB_MAX_SUPPRESSIONS_PAR_LOT, {
    error: `Vous ne pouvez pas supprimer plus de ${NB_MAX_SUPPRESSIONS_PAR_LOT} comptes à la fois.`,
  });

const ParamId = z.object({ id: IdentifiantChemin });

/** Autorisations de la gestion des comptes d'un établissement (ADR 0038). */
const LECTURE = ['LIST_RECH_UTILISATEUR', 'LIST_RCH_USER_TENEUR'] as const;
const MODIFICATION = [
  'EDITER_SUPPRIMER_NON_ADMIN',
  'EDITER_SUPPRIMER_ADMIN',
  'EDITER_TELEDECLARANT',
] as const;

/** Comptes utilisateurs d'un établissement (spec 2 §7.8, première partie ; ADR 0055). */
export const utilisateursRoutes = {
  creer: defineRoute({
    method: 'POST',
    path: '/api/utilisateurs',
    summary:
      "Création d'un compte dans l'établissement de la personne connectée ; courriel de création du mot de passe",
    acces: ['AJOUTER_UTILISATEUR'],
    body: SaisieUtilisateur,
    response: CompteUtilisateur,
    erreurs400Metier: true,
    exemple: {
      body: {
        civilite: 'M',
        nom: 'Durand',
        prenom: 'Louis',
        email: 'louis.durand@exemple.fr',
        confirmationEmail: 'louis.durand@exemple.fr',
        profil: 'TELE_PRO_GESTION',
      },
    },
  }),
  modifier: defineRoute({
    method: 'PUT',
    path: '/api/utilisateurs',
    summary: "Modification d'un compte utilisateur (identité, adresse, profil)",
    acces: MODIFICATION,
    body: SaisieUtilisateur,
    response: CompteUtilisateur,
    erreurs400Metier: true,
    exemple: {
      body: {
        id: 987654,
        civilite: 'M',
        nom: 'Durand',
        prenom: 'Louis',
        email: 'louis.durand@exemple.fr',
        confirmationEmail: 'louis.durand@exemple.fr',
        profil: 'TELE_PRO_GESTION',
      },
    },
  }),
  listeParTeledeclarant: defineRoute({
    method: 'GET',
    path: '/api/teledeclarant/:id/utilisateurs',
    summary: "Comptes utilisateurs d'un établissement, paginés (0 : comptes du teneur)",
    acces: LECTURE,
    params: z.object({ id: z.coerce.number({ error: 'Identifiant attendu.' }).int().min(0).max(ID_MAX) }),
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
        .max(TAILLE_PAGE_MAX_UTILISATEURS)
        .default(10),
      sortField: TriUtilisateurs.optional(),
      sortDirection: SensTri.optional(),
    }),
    response: PageUtilisateurs,
    exemple: {
      params: { id: 987654 },
      query: { pageNumber: 1, pageSize: 10, sortField: 'nom', sortDirection: 'ASC' },
    },
  }),
  lire: defineRoute({
    method: 'GET',
    path: '/api/utilisateurs/:id',
    summary: 'Un compte utilisateur de son établissement (ou de tout télédéclarant pour le teneur)',
    acces: LECTURE,
    params: ParamId,
    response: CompteUtilisateur,
    exemple: { params: { id: 987654 } },
  }),
  supprimerLot: defineRoute({
    method: 'POST',
    path: '/api/utilisateurs/delete-lot',
    summary: 'Suppression d’un ou de plusieurs comptes (tout ou rien) et fin de leurs sessions',
    acces: ['SUPPRIMER_UTILISATEUR'],
    body: LotIdentifiants,
    response: z.object({ nbSupprimes: z.number().int().min(0) }),
    exemple: { body: [987654, 987655] },
  }),
} as const;
