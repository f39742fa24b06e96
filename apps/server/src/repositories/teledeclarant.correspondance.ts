import {
  type FicheEtablissement,
  normaliserEmail,
  normaliserTelephone,
  PAYS_PAR_DEFAUT,
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

/** Élément d'adresse : espaces de bord retirés, vide → non renseigné. */
const texteOuNull = (texte: string): string | null => texte.trim() || null;
const elementAdresse = <const C extends keyof LigneTeledeclarant & string>(colonne: C) =>
  ({ colonne, versColonne: texteOuNull }) as const;

/**
 * Représentant légal enregistré d'un établissement, adresse postale comprise (fiches, ADR 0101), et seule
 * écriture de ses colonnes (ADR 0115) : l'inscription, « Mon établissement » et la mise à jour par le teneur
 * normalisent de la même façon (adresse électronique en minuscules, téléphone du domaine, éléments d'adresse
 * sans espaces de bord, pays « FRANCE » par défaut).
 */
export const correspondanceRepresentantLegal = correspondance<
  FicheEtablissement['representantLegal'],
  LigneTeledeclarant
>()({
  ...identiteRepresentant,
  'adresse.complement': elementAdresse('representantComplement'),
  'adresse.immeuble': elementAdresse('representantImmeuble'),
  'adresse.voie': elementAdresse('representantVoie'),
  'adresse.lieuDit': elementAdresse('representantLieuDit'),
  'adresse.codePostal': elementAdresse('representantCodePostal'),
  'adresse.commune': elementAdresse('representantCommune'),
  'adresse.pays': { colonne: 'representantPays', versColonne: texteOuNull, parDefaut: PAYS_PAR_DEFAUT },
});

/** Saisie de « Mon établissement » : téléphone de l'établissement et identité du représentant légal. */
export const correspondanceMonEtablissement = correspondance<SaisieMonEtablissement, LigneTeledeclarant>()({
  telephone: { colonne: 'telephone', versColonne: normaliserTelephone },
  ...sousChemin('representantLegal', identiteRepresentant),
});
