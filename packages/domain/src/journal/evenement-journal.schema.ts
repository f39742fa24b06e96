import { z } from 'zod';
import { DateTexte, lireDateTexte } from '../commun/dates.js';
import { Identifiant } from '../commun/identifiant.js';
import { paginationBornee } from '../commun/pagination.schema.js';
import { NB_MAX_RESULTATS_JOURNAL } from '../constants.js';
import { Profil } from '../permissions/profils.js';
import {
  CategorieEvenement,
  categorieDuTypeEvenement,
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

/** Valeur d'une clé du détail d'un événement. */
export const ValeurDetail = z.union([z.string().max(4000), z.number(), z.boolean(), z.null()]);
export type ValeurDetail = z.infer<typeof ValeurDetail>;

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
  /** Instant exact (ISO 8601 UTC), pour l'attribut `datetime` de l'affichage. */
  instant: z.iso.datetime(),
  /**
   * Détail enregistré avec l'événement (motif, ancien et nouvel état, ancienne et nouvelle valeur…), tel que
   * l'a contrôlé le schéma de son type (ADR 0105) : des valeurs simples sous des clés connues.
   */
  detail: z.record(z.string().max(100), ValeurDetail).nullish(),
});
export type EvenementJournal = z.infer<typeof EvenementJournal>;

/** Tri possible des résultats : par date seulement (ordre de l'index ; ADR 0200). */
export const ChampTriJournal = z.enum(['date'], { error: 'Les événements se trient par date seulement.' });
export type ChampTriJournal = z.infer<typeof ChampTriJournal>;

/** Pagination du journal : au plus 100 lignes par page, tri par date (du plus récent par défaut). */
export const PaginationJournal = paginationBornee(ChampTriJournal, NB_MAX_RESULTATS_JOURNAL);
export type PaginationJournal = z.infer<typeof PaginationJournal>;

/** Message quand la page demandée dépasse les 100 premiers événements (spec 2 §9). */
export const MESSAGE_AU_DELA_DES_RESULTATS_JOURNAL = `Seuls les ${NB_MAX_RESULTATS_JOURNAL} premiers événements sont consultables : précisez votre recherche (période, type, profil…).`;

/**
 * Critères de recherche dans le journal (`POST api/evenement-journal/rechercher`) : dates envoyées en
 * texte jj/mm/aaaa, période éventuellement ouverte, filtres facultatifs. Seuls les 100 premiers événements
 * sont consultables (spec 2 §9) : une page au-delà est refusée sur le champ de la page.
 */
export const CriteresRechercheJournal = z
  .object({
    dateDu: DateTexte.nullish(),
    dateAu: DateTexte.nullish(),
    profil: Profil.nullish(),
    categorie: CategorieEvenement.nullish(),
    typeEvenement: TypeEvenement.nullish(),
    modalite: ModaliteEvenement.nullish(),
    paginationOptions: PaginationJournal.optional(),
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
    if (
      criteres.categorie &&
      criteres.typeEvenement &&
      categorieDuTypeEvenement(criteres.typeEvenement) !== criteres.categorie
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['typeEvenement'],
        message: "Ce type d'événement n'appartient pas à la catégorie choisie.",
      });
    }
    const page = criteres.paginationOptions;
    if (page && (page.pageNumber - 1) * page.pageSize >= NB_MAX_RESULTATS_JOURNAL) {
      ctx.addIssue({
        code: 'custom',
        path: ['paginationOptions', 'pageNumber'],
        message: MESSAGE_AU_DELA_DES_RESULTATS_JOURNAL,
      });
    }
  });
export type CriteresRechercheJournal = z.infer<typeof CriteresRechercheJournal>;

/**
 * Résultat d'une recherche dans le journal : la page demandée et le nombre d'événements trouvés. Au-delà de
 * 99, l'écran affiche un avis et ne propose que les 100 premiers (spec 2 §9). Le total n'est compté
 * exactement que jusqu'à un plafond (`totalPlafonne` : « au moins `totalItems` »).
 */
export const ResultatRechercheJournal = z.object({
  evenements: z.array(EvenementJournal).max(NB_MAX_RESULTATS_JOURNAL),
  totalItems: z.number().int().min(0),
  totalPlafonne: z.boolean(),
});
export type ResultatRechercheJournal = z.infer<typeof ResultatRechercheJournal>;
