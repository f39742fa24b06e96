import { z } from 'zod';
import { DateTexte, lireDateTexte } from '../commun/dates.js';
import { Identifiant } from '../commun/identifiant.js';
import { PaginationOptions } from '../commun/pagination.schema.js';
import { NB_MAX_RESULTATS_JOURNAL } from '../constants.js';
import { Profil } from '../permissions/profils.js';
import {
  CategorieEvenement,
  ModaliteEvenement,
  TypeCibleEvenement,
  TypeEvenement,
} from '../referentiels/journal.js';

/** Auteur d'un événement : le compte connecté, ou le traitement automatique (`idUtilisateur` vide). */
export const AuteurEvenement = z.object({
  idUtilisateur: Identifiant.nullish(),
  login: z.string().max(254).nullish(),
  nomComplet: z.string().max(250),
  /** Teneur connecté en tant que l'auteur, le cas échéant. */
  loginTeneurSubstitue: z.string().max(254).nullish(),
});
export type AuteurEvenement = z.infer<typeof AuteurEvenement>;

/** Objet visé par l'événement. */
export const CibleEvenement = z.object({
  type: TypeCibleEvenement,
  id: Identifiant.nullish(),
  /** Libellé lisible : numéro d'immatriculation, raison sociale, identifiant de connexion… */
  libelle: z.string().max(300).nullish(),
});
export type CibleEvenement = z.infer<typeof CibleEvenement>;

/** Entrée du journal des événements (spec 1 §3, spec 2 §7.9). */
export const EvenementJournal = z.object({
  id: Identifiant,
  auteur: AuteurEvenement,
  /** Profil de l'auteur au moment de l'action ; vide pour un traitement automatique. */
  profil: Profil.nullish(),
  categorie: CategorieEvenement,
  typeEvenement: TypeEvenement,
  modalite: ModaliteEvenement,
  cible: CibleEvenement,
  /** Jour de l'événement (jj/mm/aaaa) et heure de Paris (hh:mm:ss). */
  date: DateTexte,
  heure: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, { error: 'Heure au format hh:mm:ss attendue.' }),
  /** Détail libre (motif d'un refus, ancienne et nouvelle valeur…). */
  detail: z.string().max(2000).nullish(),
});
export type EvenementJournal = z.infer<typeof EvenementJournal>;

/**
 * Critères de recherche dans le journal (`POST api/evenement-journal/rechercher`) : dates envoyées en
 * texte jj/mm/aaaa, période éventuellement ouverte, filtres facultatifs.
 */
export const CriteresRechercheJournal = z
  .object({
    dateDu: DateTexte.nullish(),
    dateAu: DateTexte.nullish(),
    profil: Profil.nullish(),
    categorie: CategorieEvenement.nullish(),
    typeEvenement: TypeEvenement.nullish(),
    modalite: ModaliteEvenement.nullish(),
    paginationOptions: PaginationOptions.optional(),
  })
  .superRefine((criteres, ctx) => {
    const du = lireDateTexte(criteres.dateDu);
    const au = lireDateTexte(criteres.dateAu);
    if (du !== null && au !== null && du.getTime() > au.getTime()) {
      ctx.addIssue({
        code: 'custom',
        path: ['dateAu'],
        message: 'La date de fin doit être postérieure à la date de début.',
      });
    }
  });
export type CriteresRechercheJournal = z.infer<typeof CriteresRechercheJournal>;

/** Résultat d'une recherche dans le journal. */
export const ResultatRechercheJournal = z.object({
  evenements: z.array(EvenementJournal).max(NB_MAX_RESULTATS_JOURNAL),
  totalItems: z.number().int().min(0),
});
export type ResultatRechercheJournal = z.infer<typeof ResultatRechercheJournal>;
