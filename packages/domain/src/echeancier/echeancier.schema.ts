import { z } from 'zod';
import { paginationParAdresse } from '../commun/pagination.schema.js';
import { erreursDuChamp, texte } from '../commun/texte.js';

/** Nature d'une échéance de l'échéancier des obligations (issue 11 §6, ADR 0340). */
export const TypeEcheance = z.enum(
  ['FIN_MANDAT', 'MAJ_ANNUELLE', 'MAJ_COMPTES_NON_APPROUVES', 'REPONSE_PRECISIONS'],
  {
    error: erreursDuChamp("Le type d'échéance"),
  },
);
export type TypeEcheance = z.infer<typeof TypeEcheance>;

export const typeEcheanceLabels: Record<TypeEcheance, string> = {
  FIN_MANDAT: 'Fin du mandat',
  MAJ_ANNUELLE: 'Mise à jour annuelle',
  MAJ_COMPTES_NON_APPROUVES: 'Mise à jour de l’exercice aux comptes non approuvés',
  REPONSE_PRECISIONS: 'Réponse à la demande de précisions du teneur',
};

/** Taille de page de l'échéancier par défaut, et au plus. */
export const TAILLE_PAGE_ECHEANCIER = 20;
export const TAILLE_PAGE_ECHEANCIER_MAX = 100;
/** Échéances montrées à l'accueil du syndic. */
export const NB_ECHEANCES_ACCUEIL = 5;

/** Requête de `GET api/echeancier` : page et taille dans l'adresse. */
export const PaginationEcheancier = paginationParAdresse(TAILLE_PAGE_ECHEANCIER, TAILLE_PAGE_ECHEANCIER_MAX);
export type PaginationEcheancier = z.infer<typeof PaginationEcheancier>;

/** Une échéance lue par le syndic. */
export const EcheanceLue = z.object({
  /** Identifiant stable (`cleEcheance`), repris comme UID du flux ICS. */
  cle: z.string(),
  type: TypeEcheance,
  idCopropriete: z.number().int(),
  numeroImmatriculation: z.string().nullable(),
  nomCopropriete: z.string().nullable(),
  /** Date « jj/mm/aaaa ». */
  date: z.string(),
  joursRestants: z.number().int(),
  enRetard: z.boolean(),
});
export type EcheanceLue = z.infer<typeof EcheanceLue>;

export const PageEcheancier = z.object({
  echeances: z.array(EcheanceLue),
  totalItems: z.number().int().min(0),
});
export type PageEcheancier = z.infer<typeof PageEcheancier>;

/** Prochaine échéance d'une ligne de la liste des copropriétés. */
export const ProchaineEcheance = z.object({
  type: TypeEcheance,
  /** Date « jj/mm/aaaa ». */
  date: z.string(),
  joursRestants: z.number().int(),
  enRetard: z.boolean(),
});
export type ProchaineEcheance = z.infer<typeof ProchaineEcheance>;

/** Limite du flux iCalendar public, en requêtes par minute et par adresse (ADR 0341). */
export const LIMITE_FLUX_ECHEANCIER_PAR_MINUTE = 30;

/** Nom du fichier du flux privé : le jeton secret (32 octets en base64url) suivi de « .ics ». */
export const FichierFluxEcheancier = texte({ min: 1, max: 60, libelle: 'Le lien du calendrier' }).regex(
  /^[A-Za-z0-9_-]{43}\.ics$/,
  { error: 'Le lien du calendrier n’est pas valide : copiez de nouveau l’adresse donnée par le registre.' },
);

/** État du flux de l'établissement, tel que le voit son administrateur (le jeton n'est jamais relu). */
export const EtatFluxEcheancier = z.object({
  actif: z.boolean(),
  /** Jour de création « jj/mm/aaaa ». */
  creeLe: z.string().nullable(),
});
export type EtatFluxEcheancier = z.infer<typeof EtatFluxEcheancier>;

/** Flux créé ou régénéré : l'adresse secrète, montrée cette fois seulement. */
export const FluxEcheancierCree = z.object({
  url: z.string(),
  creeLe: z.string(),
});
export type FluxEcheancierCree = z.infer<typeof FluxEcheancierCree>;
