import {
  type FicheEtablissement,
  normaliserEmail,
  normaliserTelephone,
  type SaisieMonEtablissement,
} from '@registre/domain';
import { correspondance, sousChemin } from './correspondance.js';
import type { LigneTeledeclarant } from './teledeclarant.repository.js';

/** Identité et coordonnées du représentant légal : chemins de l'API → colonnes `representant_*`. */
const identiteRepresentant = {
  civilite: 'representantCivilite',
  nom: 'representantNom',
  prenom: 'representantPrenom',
  email: { colonne: 'representantEmail', versColonne: normaliserEmail },
  telephone: { colonne: 'representantTelephone', versColonne: normaliserTelephone },
} as const;

/** Représentant légal enregistré d'un établissement, adresse postale comprise (fiches, ADR 0101). */
export const correspondanceRepresentantLegal = correspondance<
  FicheEtablissement['representantLegal'],
  LigneTeledeclarant
>()({
  ...identiteRepresentant,
  'adresse.complement': 'representantComplement',
  'adresse.immeuble': 'representantImmeuble',
  'adresse.voie': 'representantVoie',
  'adresse.lieuDit': 'representantLieuDit',
  'adresse.codePostal': 'representantCodePostal',
  'adresse.commune': 'representantCommune',
  'adresse.pays': 'representantPays',
});

/** Saisie de « Mon établissement » : téléphone de l'établissement et identité du représentant légal. */
export const correspondanceMonEtablissement = correspondance<SaisieMonEtablissement, LigneTeledeclarant>()({
  telephone: { colonne: 'telephone', versColonne: normaliserTelephone },
  ...sousChemin('representantLegal', identiteRepresentant),
});
