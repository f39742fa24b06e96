import { messagesFormats } from '../messages/formats.js';
import { formeComparable } from './recherche-texte.js';

/**
 * Contrôle croisé code postal ↔ commune (spec 2 §5.2 et §8, issue 7 §5.1) : la commune saisie doit être l'une
 * des communes desservies par le code postal, d'après la base officielle des codes postaux chargée en base.
 * Fonctions pures : le serveur et le client leur donnent les communes du code postal lues au référentiel.
 */

/** Commune desservie par un code postal : code INSEE, nom officiel et libellé d'acheminement de La Poste. */
export interface CommuneDuCodePostal {
  codeInsee: string;
  nom: string;
  /** Libellé d'acheminement (ligne 6 de l'adresse postale), en majuscules : « LYON », « MARSEILLE ». */
  acheminement: string;
  codeDepartement: string;
}

/** Nom de commune comparable : sans accents, casse, tirets ni apostrophes (« Saint-Étienne » = « SAINT ETIENNE »). */
export function nomDeCommuneComparable(nom: string): string {
  return formeComparable(nom)
    .replace(/\bst\b/g, 'saint')
    .replace(/\bste\b/g, 'sainte')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Commune du code postal qui correspond à la saisie (nom officiel ou libellé d'acheminement, « Lyon » pour
 * « Lyon 3e Arrondissement »), ou `null` si aucune ne correspond.
 */
export function communeCorrespondante(
  communes: readonly CommuneDuCodePostal[],
  saisie: string,
): CommuneDuCodePostal | null {
  const cherche = nomDeCommuneComparable(saisie);
  if (cherche === '') return null;
  return (
    communes.find(
      (c) => nomDeCommuneComparable(c.nom) === cherche || nomDeCommuneComparable(c.acheminement) === cherche,
    ) ?? null
  );
}

/** Erreur sur un champ d'adresse postale : le champ fautif (code postal ou commune) et son message. */
export interface ErreurAdressePostale {
  champ: 'codePostal' | 'commune';
  message: string;
}

/**
 * Contrôle d'une adresse postale : le code postal existe (il dessert au moins une commune) et la commune est
 * l'une des siennes ; le département, s'il est donné, est celui de la commune. `null` si tout correspond.
 */
export function verifierCommuneDuCodePostal(
  communes: readonly CommuneDuCodePostal[],
  saisie: { commune: string; codeDepartement?: string | null },
): ErreurAdressePostale | null {
  if (communes.length === 0) {
    return { champ: 'codePostal', message: messagesFormats.codePostalInconnu };
  }
  const commune = communeCorrespondante(communes, saisie.commune);
  if (commune === null) {
    return { champ: 'commune', message: messagesFormats.communeCodePostal(communes.map((c) => c.nom)) };
  }
  if (
    saisie.codeDepartement != null &&
    saisie.codeDepartement.trim().toUpperCase() !== commune.codeDepartement
  ) {
    return { champ: 'codePostal', message: messagesFormats.codePostalDepartement };
  }
  return null;
}
