import { analyserTexteRecherche } from '../commun/recherche-texte.js';

/**
 * Valeurs, libellés et constantes de l'annuaire public, sans zod (ADR 0260, 0285) : les pages publiques
 * (`/annuaire`, fiche d'une copropriété) les lisent sans charger zod ni les schémas ; les `z.enum` du domaine
 * sont construits sur ces listes (`visibilite-publique.ts`, `recherche-annuaire.schema.ts`), qui les réexportent.
 */

/** Taille de page maximale de l'annuaire (liste et carte). */
export const TAILLE_PAGE_MAX_ANNUAIRE = 100;
/** Au-delà, la recherche est à préciser : seules les premières réponses sont parcourues (`X-sicoproApp-error`). */
export const SEUIL_TROP_DE_RESULTATS_ANNUAIRE = 1000;
/** Longueur maximale d'un texte de recherche de l'annuaire. */
export const LONGUEUR_MAX_TEXTE_ANNUAIRE = 100;
/** Rayon autour d'une adresse géolocalisée dans lequel l'annuaire cherche les copropriétés, en mètres. */
export const RAYON_RECHERCHE_ADRESSE_METRES = 200;
/** En-tête de réponse qui signale un avertissement de la recherche (spec 2 §8). */
export const ENTETE_ERREUR_ANNUAIRE = 'X-sicoproApp-error';
/** Message quand aucun champ n'est renseigné (spec 2 §5.6). */
export const MESSAGE_AU_MOINS_UN_CHAMP_ANNUAIRE = 'Renseignez au moins un champ de recherche.';
/** Libellé du syndic non professionnel : son nom (personne physique) n'est pas publié. */
export const LIBELLE_SYNDIC_BENEVOLE = 'Syndic bénévole';

/** Avertissements de la recherche, portés par `X-sicoproApp-error` (valeur) et le corps (`avertissement`). */
export const AVERTISSEMENTS_ANNUAIRE = ['nonGeolocalise', 'tropDeResultats'] as const;
export type AvertissementAnnuaire = (typeof AVERTISSEMENTS_ANNUAIRE)[number];

export const avertissementAnnuaireLabels: Record<AvertissementAnnuaire, string> = {
  nonGeolocalise:
    "L'adresse saisie n'a pas pu être géolocalisée : les résultats portent sur le texte de la voie, du code postal et de la commune.",
  tropDeResultats: `Votre recherche donne plus de ${SEUIL_TROP_DE_RESULTATS_ANNUAIRE.toLocaleString('fr-FR')} résultats : seuls les premiers sont affichés, précisez-la.`,
};

/** Colonnes triables de l'annuaire. */
export const CHAMPS_TRI_ANNUAIRE = ['numeroImmatriculation', 'nom', 'commune', 'nbLots'] as const;

/** Réponse de oui/non des filtres de mise à jour. */
export const ETATS_MISE_A_JOUR_ANNUAIRE = ['FAITE', 'A_FAIRE'] as const;
export type EtatMiseAJourAnnuaire = (typeof ETATS_MISE_A_JOUR_ANNUAIRE)[number];
export const etatMiseAJourAnnuaireLabels: Record<EtatMiseAJourAnnuaire, string> = {
  FAITE: 'Faite',
  A_FAIRE: 'À faire',
};

/** Statut public de la copropriété (filtre « statut du bien » de spec 1 §2). */
export const STATUTS_PUBLICS_COPROPRIETE = [
  'DEMANDE_EFFECTUEE',
  'IMMATRICULEE',
  'DISSOLUTION_EN_ATTENTE_DE_VALIDATION',
  'A_VALIDER',
  'EN_COURS',
  'DISSOUTE',
] as const;
export type StatutPublicCopropriete = (typeof STATUTS_PUBLICS_COPROPRIETE)[number];

export const statutPublicCoproprieteLabels: Record<StatutPublicCopropriete, string> = {
  DEMANDE_EFFECTUEE: 'Demande de dissolution effectuée',
  IMMATRICULEE: 'Immatriculée',
  DISSOLUTION_EN_ATTENTE_DE_VALIDATION: 'Dissolution en attente de validation',
  A_VALIDER: 'Dissolution à valider par le teneur',
  EN_COURS: 'Dissolution en cours',
  DISSOUTE: 'Dissoute',
};

/** Statut public du rattachement (filtre « statut du rattachement » de spec 1 §2). */
export const STATUTS_RATTACHEMENT_PUBLIC = [
  'DEMANDE_EFFECTUEE',
  'EN_COURS_D_EXAMEN',
  'REFUSE',
  'NON_RATTACHEE',
  'A_CONFIRMER',
  'RATTACHEE_MANDAT_NON_COMMENCE',
  'EN_COURS',
  'EXPIRE',
  'CONTESTE',
] as const;
export type StatutRattachementPublic = (typeof STATUTS_RATTACHEMENT_PUBLIC)[number];

export const statutRattachementPublicLabels: Record<StatutRattachementPublic, string> = {
  DEMANDE_EFFECTUEE: 'Demande de rattachement effectuée',
  EN_COURS_D_EXAMEN: 'Rattachement en cours d’examen',
  REFUSE: 'Rattachement refusé',
  NON_RATTACHEE: 'Non rattachée',
  A_CONFIRMER: 'Rattachement à confirmer',
  RATTACHEE_MANDAT_NON_COMMENCE: 'Rattachée, mandat non commencé',
  EN_COURS: 'Rattachée, mandat en cours',
  EXPIRE: 'Mandat expiré',
  CONTESTE: 'Rattachement contesté',
};

/** Procédures et arrêtés publics (CCH L711-2 ; loi du 10 juillet 1965 art. 29-1 A et 29-1 ; CCH L615-6). */
export const PROCEDURES_PUBLIQUES = [
  'mandatAdHoc',
  'ordonnanceCarence',
  'administrateurProvisoire',
  'arretePeril',
  'arreteInsalubrite',
  'arreteSecuriteInsalubrite',
  'arreteEquipementsCommuns',
] as const;
export type ProcedurePublique = (typeof PROCEDURES_PUBLIQUES)[number];

export const proceduresPubliquesLabels: Record<ProcedurePublique, string> = {
  mandatAdHoc: 'Mandataire ad hoc désigné (article 29-1 A de la loi du 10 juillet 1965)',
  ordonnanceCarence: 'Ordonnance de carence (article L615-6 du code de la construction et de l’habitation)',
  administrateurProvisoire: 'Administrateur provisoire (article 29-1 de la loi du 10 juillet 1965)',
  arretePeril: 'Arrêté de péril sur les parties communes',
  arreteInsalubrite: 'Arrêté d’insalubrité sur les parties communes',
  arreteSecuriteInsalubrite: 'Arrêté de mise en sécurité ou de traitement de l’insalubrité',
  arreteEquipementsCommuns: 'Arrêté sur les équipements communs',
};

/** Champs de la recherche avancée (spec 1 §2), dans l'ordre de l'écran. */
export const CHAMPS_RECHERCHE_AVANCEE = [
  'codeDepartement',
  'commune',
  'codePostal',
  'voie',
  'lieuDit',
  'numeroImmatriculation',
  'nom',
  'dateDebutMandat',
  'dateFinMandat',
  'majAnnuelle',
  'majComptesNonApprouves',
  'statutsCopropriete',
  'statutsRattachement',
  'codeInsee',
] as const;
export type ChampRechercheAvancee = (typeof CHAMPS_RECHERCHE_AVANCEE)[number];

/** Ce que `aUnCritereAnnuaire` lit des critères (le schéma et la page web en ont chacun une forme). */
export type CriteresAnnuaireLus = { isRechercheAvancee?: boolean | null } & {
  [champ in ChampRechercheAvancee | 'immatriculationOuNom']?: unknown;
} & {
  adresseNonStructuree?: {
    voie?: string | null;
    commune?: string | null;
    codePostal?: string | null;
    x?: number | null;
    y?: number | null;
  } | null;
};

const renseigne = (valeur: unknown): boolean =>
  Array.isArray(valeur)
    ? valeur.length > 0
    : typeof valeur === 'string'
      ? valeur.trim() !== ''
      : valeur != null;

/** Textes de recherche réduits à rien (« $ » seul, espaces) : ne comptent pas pour « au moins un champ ». */
const texteUtile = (valeur: unknown): boolean =>
  typeof valeur === 'string' && analyserTexteRecherche(valeur) !== null;

const CHAMPS_TEXTE_RECHERCHES: readonly string[] = [
  'commune',
  'voie',
  'lieuDit',
  'numeroImmatriculation',
  'nom',
];

/** Au moins un champ utile (spec 2 §5.6) ; pour une adresse, une voie, une commune, un code postal ou un point. */
export function aUnCritereAnnuaire(c: CriteresAnnuaireLus): boolean {
  if (c.isRechercheAvancee) {
    return CHAMPS_RECHERCHE_AVANCEE.some((champ) => {
      const valeur = c[champ];
      return typeof valeur === 'string' && CHAMPS_TEXTE_RECHERCHES.includes(champ)
        ? texteUtile(valeur)
        : renseigne(valeur);
    });
  }
  const a = c.adresseNonStructuree;
  const adresse =
    a != null &&
    ((a.x != null && a.y != null) || texteUtile(a.voie) || texteUtile(a.commune) || renseigne(a.codePostal));
  return texteUtile(c.immatriculationOuNom) || adresse;
}
