import { z } from 'zod';
import { CodeDepartement, CodePostal } from '../commun/formats.js';
import { analyserTexteRecherche } from '../commun/recherche-texte.js';
import { erreursDuChamp, texte } from '../commun/texte.js';
import { CodeInseeCommune } from '../copropriete/copropriete.schema.js';
import { messagesGeneriques } from '../messages/generiques.js';
import { LigneAnnuaire } from './fiche-publique.schema.js';
import {
  AvertissementAnnuaire,
  type CriteresRechercheAnnuaire,
  LONGUEUR_MAX_TEXTE_ANNUAIRE,
  MESSAGE_AU_MOINS_UN_CHAMP_ANNUAIRE,
  TAILLE_PAGE_MAX_ANNUAIRE,
} from './recherche-annuaire.schema.js';
import { StatutPublicCopropriete } from './visibilite-publique.js';

/**
 * API publique ouverte, version 1 (`/api/public/v1`, ADR 0242) : noms de champs stables, pages numérotées à
 * partir de 1. Une évolution incompatible ouvre une version 2 ; la version 1 reste servie.
 */
export const VERSION_API_PUBLIQUE = 'v1' as const;

const entierRequete = (libelle: string, min: number, max: number) =>
  z.coerce
    .number({ error: erreursDuChamp(libelle) })
    .int({ error: erreursDuChamp(libelle) })
    .min(min, { error: messagesGeneriques.min(min) })
    .max(max, { error: messagesGeneriques.max(max) });

/** Requête de `GET api/public/v1/coproprietes` : au moins un critère, mêmes règles que l'annuaire. */
export const RequeteCoproprietesPubliques = z
  .strictObject({
    /** Numéro d'immatriculation ou nom (contient ; `$` en tête : commence par ; `_` : un caractère). */
    q: texte({ max: LONGUEUR_MAX_TEXTE_ANNUAIRE, libelle: 'Le texte cherché' }).optional(),
    codeDepartement: CodeDepartement.optional(),
    codePostal: CodePostal.optional(),
    codeInsee: CodeInseeCommune.optional(),
    commune: texte({ max: LONGUEUR_MAX_TEXTE_ANNUAIRE, libelle: 'La commune' }).optional(),
    statut: StatutPublicCopropriete.optional(),
    page: entierRequete('La page', 1, 1000).default(1),
    taille: entierRequete('La taille de page', 1, TAILLE_PAGE_MAX_ANNUAIRE).default(20),
  })
  .superRefine((r, ctx) => {
    const texteUtile = (v: string | undefined) => analyserTexteRecherche(v) !== null;
    const unCritere =
      texteUtile(r.q) ||
      texteUtile(r.commune) ||
      r.codeDepartement !== undefined ||
      r.codePostal !== undefined ||
      r.codeInsee !== undefined ||
      r.statut !== undefined;
    if (!unCritere) {
      ctx.addIssue({ code: 'custom', message: MESSAGE_AU_MOINS_UN_CHAMP_ANNUAIRE, path: ['q'] });
    }
  });
export type RequeteCoproprietesPubliques = z.infer<typeof RequeteCoproprietesPubliques>;

/** Critères de l'annuaire équivalents à une requête de l'API publique (recherche avancée). */
export function criteresDeLaRequetePublique(r: RequeteCoproprietesPubliques): CriteresRechercheAnnuaire {
  const numero = r.q !== undefined && /^[$]?[A-Za-z]{2}[0-9_-]*$/.test(r.q.trim());
  return {
    paginationOptions: { pageNumber: r.page, pageSize: r.taille, sortField: null, sortDirection: null },
    isRechercheAvancee: true,
    numeroImmatriculation: numero ? r.q : null,
    nom: numero ? null : (r.q ?? null),
    codeDepartement: r.codeDepartement ?? null,
    codePostal: r.codePostal ?? null,
    codeInsee: r.codeInsee ?? null,
    commune: r.commune ?? null,
    statutsCopropriete: r.statut ? [r.statut] : null,
  };
}

/** Ligne de l'API publique : celle de l'annuaire sans l'identifiant interne ni la distance. */
export const LignePublique = LigneAnnuaire.omit({ id: true, distanceMetres: true });
export type LignePublique = z.infer<typeof LignePublique>;

export const ResultatCoproprietesPubliques = z.object({
  version: z.literal(VERSION_API_PUBLIQUE),
  page: z.number().int(),
  taille: z.number().int(),
  /** Nombre de réponses, borné au seuil de l'annuaire (`avertissement` vaut alors `tropDeResultats`). */
  total: z.number().int().min(0),
  avertissement: AvertissementAnnuaire.nullable(),
  coproprietes: z.array(LignePublique),
});
export type ResultatCoproprietesPubliques = z.infer<typeof ResultatCoproprietesPubliques>;

/** Colonnes du jeu de données public (CSV), dans l'ordre : les champs publics à plat (ADR 0240, 0242). */
export const COLONNES_JEU_DE_DONNEES = [
  'numero_immatriculation',
  'nom',
  'adresse_reference',
  'code_postal',
  'commune',
  'code_insee',
  'code_departement',
  'longitude',
  'latitude',
  'statut',
  'date_reglement_copropriete',
  'date_immatriculation',
  'nb_lots',
  'nb_lots_hab',
  'nb_lots_hab_bur_com',
  'nb_lots_stationnement',
  'nb_batiments',
  'syndicat_principal',
  'num_immatriculation_principale',
  'syndicat_cooperatif',
  'residence_service',
  'nom_syndic',
  'type_syndic',
  'date_debut_mandat',
  'date_fin_mandat',
  'date_derniere_maj_annuelle',
  'mandat_ad_hoc',
  'ordonnance_carence',
  'administrateur_provisoire',
  'arrete_peril',
  'arrete_insalubrite',
  'arrete_securite_insalubrite',
  'arrete_equipements_communs',
] as const;
