import {
  CategorieEvenement,
  CategorieFicheMemo,
  Civilite,
  EnergieChauffage,
  EtatCopropriete,
  ModaliteEvenement,
  MotifDissolution,
  PeriodeConstruction,
  PrecisionReclamation,
  Profil,
  StatutCompteUtilisateur,
  StatutCourriel,
  StatutDeclaration,
  StatutDissolution,
  StatutLettre,
  StatutMandat,
  StatutReclamation,
  StatutTeledeclarant,
  TypeArrete,
  TypeChauffage,
  TypeCibleEvenement,
  TypeDemandeur,
  TypeEtablissementTeledeclarant,
  TypeEvenement,
  TypeImmat,
  TypeJustifDissolution,
  TypeJustifMandat,
  TypeMaj,
  TypeMotifRefus,
  TypeReclamation,
} from '@registre/domain';
import { pgEnum } from 'drizzle-orm/pg-core';

/**
 * Types énumérés PostgreSQL, construits à partir des énumérations du domaine : le domaine reste la seule
 * source des valeurs. Ajouter une valeur au domaine puis lancer `npm run db:generate` produit la migration
 * (`ALTER TYPE … ADD VALUE`) ; retirer ou renommer une valeur demande une migration écrite à la main.
 */

/** Liste non vide et sans doublon des valeurs d'une énumération (forme attendue par `pgEnum`). */
function valeurs<T extends string>(liste: readonly T[]): [T, ...T[]] {
  const [premiere, ...suite] = [...new Set(liste)];
  if (premiere === undefined) throw new Error('Une énumération PostgreSQL ne peut pas être vide.');
  return [premiere, ...suite];
}

// --- Acteurs -----------------------------------------------------------------------------------------

export const profilEnum = pgEnum('profil', valeurs(Profil.options));
export const civiliteEnum = pgEnum('civilite', valeurs(Civilite.options));
export const statutCompteEnum = pgEnum('statut_compte', valeurs(StatutCompteUtilisateur.options));
export const statutTeledeclarantEnum = pgEnum('statut_teledeclarant', valeurs(StatutTeledeclarant.options));
export const typeEtablissementTeledeclarantEnum = pgEnum(
  'type_etablissement_teledeclarant',
  valeurs(TypeEtablissementTeledeclarant.options),
);

// --- Copropriété, mandat, déclaration ------------------------------------------------------------------

export const etatCoproprieteEnum = pgEnum('etat_copropriete', valeurs(EtatCopropriete.options));
export const statutMandatEnum = pgEnum('statut_mandat', valeurs(StatutMandat.options));
export const typeJustifMandatEnum = pgEnum('type_justif_mandat', valeurs(TypeJustifMandat.options));
export const typeMotifRefusEnum = pgEnum('type_motif_refus', valeurs(TypeMotifRefus.options));
export const statutDeclarationEnum = pgEnum('statut_declaration', valeurs(StatutDeclaration.options));
export const typeMajEnum = pgEnum('type_maj', valeurs(TypeMaj.options));
export const typeImmatEnum = pgEnum('type_immat', valeurs(TypeImmat.options));
export const typeChauffageEnum = pgEnum('type_chauffage', valeurs(TypeChauffage.options));
export const energieChauffageEnum = pgEnum('energie_chauffage', valeurs(EnergieChauffage.options));
export const periodeConstructionEnum = pgEnum('periode_construction', valeurs(PeriodeConstruction.options));
export const typeArreteEnum = pgEnum('type_arrete', valeurs(TypeArrete.options));

/**
 * Nature d'une adresse de déclaration : l'adresse de référence (une seule par déclaration) ou une adresse
 * complémentaire. Conception propre au stockage : le domaine les distingue par leur place
 * (`adressePrincipale`, `adresseSecondaire`).
 */
export const TYPES_ADRESSE = ['REFERENCE', 'COMPLEMENTAIRE'] as const;
export type TypeAdresse = (typeof TYPES_ADRESSE)[number];
export const typeAdresseEnum = pgEnum('type_adresse', TYPES_ADRESSE);

// --- Dissolution ---------------------------------------------------------------------------------------

export const motifDissolutionEnum = pgEnum('motif_dissolution', valeurs(MotifDissolution.options));
export const typeJustifDissolutionEnum = pgEnum(
  'type_justif_dissolution',
  valeurs(TypeJustifDissolution.options),
);

/** Avancement d'une demande de dissolution (domaine : `StatutDissolution`). */
export const statutDissolutionEnum = pgEnum('statut_dissolution', valeurs(StatutDissolution.options));

// --- Journal des événements ----------------------------------------------------------------------------

export const categorieEvenementEnum = pgEnum('categorie_evenement', valeurs(CategorieEvenement.options));
export const typeEvenementEnum = pgEnum('type_evenement', valeurs(TypeEvenement.options));
export const modaliteEvenementEnum = pgEnum('modalite_evenement', valeurs(ModaliteEvenement.options));
export const typeCibleEvenementEnum = pgEnum('type_cible_evenement', valeurs(TypeCibleEvenement.options));

// --- Contact, publications, envois ---------------------------------------------------------------------

export const typeDemandeurEnum = pgEnum('type_demandeur', valeurs(TypeDemandeur.options));
export const typeReclamationEnum = pgEnum('type_reclamation', valeurs(TypeReclamation.options));
export const precisionReclamationEnum = pgEnum(
  'precision_reclamation',
  valeurs(PrecisionReclamation.options),
);

/** Traitement d'une réclamation par le teneur (domaine : `StatutReclamation`). */
export const statutReclamationEnum = pgEnum('statut_reclamation', valeurs(StatutReclamation.options));

export const categorieFicheMemoEnum = pgEnum('categorie_fiche_memo', valeurs(CategorieFicheMemo.options));

export const statutCourrielEnum = pgEnum('statut_courriel', valeurs(StatutCourriel.options));
export const statutLettreEnum = pgEnum('statut_lettre', valeurs(StatutLettre.options));
