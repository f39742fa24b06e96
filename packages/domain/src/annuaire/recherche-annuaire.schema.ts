import { z } from 'zod';
import { DateTexte } from '../commun/dates.js';
import { CodeDepartement, CodePostal } from '../commun/formats.js';
import { paginationBornee } from '../commun/pagination.schema.js';
import { analyserTexteRecherche, type MotifRecherche } from '../commun/recherche-texte.js';
import { erreursDuChamp, texte } from '../commun/texte.js';
import { CodeInseeCommune } from '../copropriete/copropriete.schema.js';
import {
  AVERTISSEMENTS_ANNUAIRE,
  aUnCritereAnnuaire,
  CHAMPS_TRI_ANNUAIRE,
  ETATS_MISE_A_JOUR_ANNUAIRE,
  LONGUEUR_MAX_TEXTE_ANNUAIRE,
  MESSAGE_AU_MOINS_UN_CHAMP_ANNUAIRE,
  TAILLE_PAGE_MAX_ANNUAIRE,
} from './valeurs-annuaire.js';
import { StatutPublicCopropriete, StatutRattachementPublic } from './visibilite-publique.js';

/**
 * Recherche de l'annuaire public (spec 1 §2 `/annuaire`, spec 2 §5.6, §7.10, §8 ; ADR 0240, 0241) :
 * recherche simple (numéro ou nom ; adresse choisie par le géocodage) ou avancée (champs et filtres de statut de
 * spec 1 §2), au moins un champ, textes « contient » (`$` en tête : commence par ; `_` : un caractère ; sans
 * casse ni accents ; `%`, `'` et `\` pris tels quels), page bornée.
 */

export {
  AVERTISSEMENTS_ANNUAIRE,
  aUnCritereAnnuaire,
  avertissementAnnuaireLabels,
  CHAMPS_RECHERCHE_AVANCEE,
  CHAMPS_TRI_ANNUAIRE,
  type ChampRechercheAvancee,
  ENTETE_ERREUR_ANNUAIRE,
  ETATS_MISE_A_JOUR_ANNUAIRE,
  etatMiseAJourAnnuaireLabels,
  LONGUEUR_MAX_TEXTE_ANNUAIRE,
  MESSAGE_AU_MOINS_UN_CHAMP_ANNUAIRE,
  RAYON_RECHERCHE_ADRESSE_METRES,
  SEUIL_TROP_DE_RESULTATS_ANNUAIRE,
  TAILLE_PAGE_MAX_ANNUAIRE,
} from './valeurs-annuaire.js';

/** Avertissements de la recherche, portés par `X-sicoproApp-error` (valeur) et le corps (`avertissement`). */
export const AvertissementAnnuaire = z.enum(AVERTISSEMENTS_ANNUAIRE, {
  error: erreursDuChamp("L'avertissement de la recherche"),
});
export type AvertissementAnnuaire = z.infer<typeof AvertissementAnnuaire>;

/** Colonnes triables de l'annuaire. */
export const ChampTriAnnuaire = z.enum(CHAMPS_TRI_ANNUAIRE, {
  error: erreursDuChamp('Le critère de tri'),
});
export type ChampTriAnnuaire = z.infer<typeof ChampTriAnnuaire>;

export const PaginationAnnuaire = paginationBornee(ChampTriAnnuaire, TAILLE_PAGE_MAX_ANNUAIRE);
export type PaginationAnnuaire = z.infer<typeof PaginationAnnuaire>;

const texteAnnuaire = (libelle: string) => texte({ max: LONGUEUR_MAX_TEXTE_ANNUAIRE, libelle });

/** Réponse de oui/non des filtres de mise à jour. */
export const EtatMiseAJourAnnuaire = z.enum(ETATS_MISE_A_JOUR_ANNUAIRE, {
  error: erreursDuChamp('Le filtre de mise à jour'),
});
export type EtatMiseAJourAnnuaire = z.infer<typeof EtatMiseAJourAnnuaire>;

/** Adresse saisie de la recherche simple (spec 1 §3 « Directory search body »). */
export const AdresseNonStructuree = z.strictObject({
  voie: texteAnnuaire('La voie').nullish(),
  commune: texteAnnuaire('La commune').nullish(),
  codePostal: CodePostal.nullish(),
  /** Longitude et latitude WGS 84 de l'adresse choisie (absentes : adresse non géolocalisée). */
  x: z
    .number({ error: erreursDuChamp('La longitude') })
    .min(-180)
    .max(180)
    .nullish(),
  y: z
    .number({ error: erreursDuChamp('La latitude') })
    .min(-90)
    .max(90)
    .nullish(),
});
export type AdresseNonStructuree = z.infer<typeof AdresseNonStructuree>;

const formeCriteres = {
  paginationOptions: PaginationAnnuaire.prefault({}),
  isRechercheAvancee: z.boolean({ error: erreursDuChamp('Le type de recherche') }).default(false),
  // --- recherche simple ---
  immatriculationOuNom: texteAnnuaire("Le numéro d'immatriculation ou le nom").nullish(),
  /** L'adresse saisie n'a pas été choisie parmi les propositions du géocodage. */
  adresseNonSelectionnee: z.boolean({ error: erreursDuChamp("L'adresse") }).nullish(),
  adresseNonStructuree: AdresseNonStructuree.nullish(),
  // --- recherche avancée ---
  codeDepartement: CodeDepartement.nullish(),
  /** Code INSEE de la commune (API publique ; l'écran cherche par le nom). */
  codeInsee: CodeInseeCommune.nullish(),
  commune: texteAnnuaire('La commune').nullish(),
  codePostal: CodePostal.nullish(),
  voie: texteAnnuaire('La voie').nullish(),
  lieuDit: texteAnnuaire('Le lieu-dit').nullish(),
  numeroImmatriculation: texteAnnuaire("Le numéro d'immatriculation").nullish(),
  nom: texteAnnuaire('Le nom').nullish(),
  /** Mandat commencé ce jour-là ou après. */
  dateDebutMandat: DateTexte.nullish(),
  /** Mandat terminé ce jour-là ou avant. */
  dateFinMandat: DateTexte.nullish(),
  majAnnuelle: EtatMiseAJourAnnuaire.nullish(),
  majComptesNonApprouves: EtatMiseAJourAnnuaire.nullish(),
  statutsCopropriete: z
    .array(StatutPublicCopropriete, { error: erreursDuChamp('Les statuts de la copropriété') })
    .max(StatutPublicCopropriete.options.length)
    .nullish(),
  statutsRattachement: z
    .array(StatutRattachementPublic, { error: erreursDuChamp('Les statuts du rattachement') })
    .max(StatutRattachementPublic.options.length)
    .nullish(),
};

/** Corps de `POST api/public/annuaire/rechercherAnnuaire`. */
export const CriteresRechercheAnnuaire = z.strictObject(formeCriteres).superRefine((c, ctx) => {
  if (!aUnCritereAnnuaire(c)) {
    ctx.addIssue({
      code: 'custom',
      message: MESSAGE_AU_MOINS_UN_CHAMP_ANNUAIRE,
      path: [c.isRechercheAvancee ? 'numeroImmatriculation' : 'immatriculationOuNom'],
    });
  }
  const a = c.adresseNonStructuree;
  if (a != null && (a.x == null) !== (a.y == null)) {
    ctx.addIssue({
      code: 'custom',
      message: 'La longitude et la latitude vont ensemble.',
      path: ['adresseNonStructuree', 'x'],
    });
  }
});
export type CriteresRechercheAnnuaire = z.infer<typeof CriteresRechercheAnnuaire>;
export type SaisieRechercheAnnuaire = z.input<typeof CriteresRechercheAnnuaire>;

/** Motifs de texte d'une recherche, par colonne : ce que le dépôt traduit en `ILIKE` (spec 2 §5.6). */
export interface MotifsAnnuaire {
  immatriculationOuNom: MotifRecherche | null;
  numeroImmatriculation: MotifRecherche | null;
  nom: MotifRecherche | null;
  commune: MotifRecherche | null;
  voie: MotifRecherche | null;
  lieuDit: MotifRecherche | null;
}

/** Point géographique de la recherche simple, si l'adresse a été choisie et géolocalisée. */
export function pointDeRecherche(
  c: CriteresRechercheAnnuaire,
): { longitude: number; latitude: number } | null {
  const a = c.adresseNonStructuree;
  if (c.isRechercheAvancee || c.adresseNonSelectionnee === true || a == null || a.x == null || a.y == null) {
    return null;
  }
  return { longitude: a.x, latitude: a.y };
}

/**
 * Motifs de texte d'une recherche : en recherche simple, l'adresse non géolocalisée est cherchée par sa voie et
 * sa commune ; le numéro d'immatriculation s'écrit avec ou sans tirets (tirets retirés).
 */
export function motifsAnnuaire(c: CriteresRechercheAnnuaire): MotifsAnnuaire {
  const avancee = c.isRechercheAvancee;
  const adresse = !avancee && pointDeRecherche(c) === null ? c.adresseNonStructuree : null;
  return {
    immatriculationOuNom: avancee ? null : analyserTexteRecherche(c.immatriculationOuNom),
    numeroImmatriculation: avancee
      ? analyserTexteRecherche(c.numeroImmatriculation?.replaceAll('-', ''))
      : null,
    nom: avancee ? analyserTexteRecherche(c.nom) : null,
    commune: analyserTexteRecherche(avancee ? c.commune : adresse?.commune),
    voie: analyserTexteRecherche(avancee ? c.voie : adresse?.voie),
    lieuDit: avancee ? analyserTexteRecherche(c.lieuDit) : null,
  };
}

/** Code postal retenu : celui de la recherche avancée, ou de l'adresse non géolocalisée de la recherche simple. */
export function codePostalDeRecherche(c: CriteresRechercheAnnuaire): string | null {
  if (c.isRechercheAvancee) {
    return c.codePostal ?? null;
  }
  return pointDeRecherche(c) === null ? (c.adresseNonStructuree?.codePostal ?? null) : null;
}

/** La recherche simple porte-t-elle sur une adresse que le géocodage n'a pas localisée ? */
export function rechercheAdresseNonGeolocalisee(c: CriteresRechercheAnnuaire): boolean {
  if (c.isRechercheAvancee || c.adresseNonStructuree == null) {
    return false;
  }
  return pointDeRecherche(c) === null;
}
