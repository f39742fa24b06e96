/**
 * Attribution des numéros d'immatriculation (spec 2 §5.2 : 2 lettres et 7 chiffres, `LLCCCCCCC`, affiché
 * `LLC-CCC-CCC`), ADR 0140. Le serveur tire un rang d'une séquence PostgreSQL partagée par toutes les
 * instances (jamais deux fois le même) ; ce module, pur, en déduit le numéro, lettres comprises :
 *
 * - les 7 chiffres parcourent 0000001 à 9999999 (9 999 999 numéros par paire de lettres, jamais 0000000) ;
 * - la paire de lettres avance quand les chiffres sont épuisés : AA, AB, …, AZ, BA… ;
 * - I et O sont écartés (confondus avec 1 et 0 à la lecture d'un courrier ou au téléphone) : 24 lettres,
 *   576 paires, soit 5 759 999 424 numéros.
 *
 * La correspondance rang ↔ numéro est une bijection : deux rangs distincts donnent deux numéros distincts.
 */
import { normaliserNumeroImmatriculation } from '../commun/formats.js';

/** Lettres utilisées, dans l'ordre (sans I ni O). */
export const LETTRES_NUMERO_IMMATRICULATION = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** Numéros par paire de lettres : de 0000001 à 9999999. */
export const NUMEROS_PAR_PAIRE_DE_LETTRES = 9_999_999;

const NB_LETTRES = LETTRES_NUMERO_IMMATRICULATION.length;

/** Dernier rang possible : toutes les paires de lettres épuisées. */
export const RANG_MAX_NUMERO_IMMATRICULATION = NB_LETTRES * NB_LETTRES * NUMEROS_PAR_PAIRE_DE_LETTRES;

/** Rang hors des bornes (1 à `RANG_MAX_NUMERO_IMMATRICULATION`) : erreur de programmation ou séquence épuisée. */
export class RangNumeroInvalide extends Error {
  constructor(rang: number | bigint) {
    super(
      `Rang de numéro d'immatriculation invalide : ${rang} (attendu un entier de 1 à ${RANG_MAX_NUMERO_IMMATRICULATION}).`,
    );
    this.name = 'RangNumeroInvalide';
  }
}

/** Numéro canonique (« AA0000001 ») du rang tiré de la séquence. */
export function numeroImmatriculationDuRang(rang: number | bigint): string {
  const n = typeof rang === 'bigint' ? Number(rang) : rang;
  if (!Number.isSafeInteger(n) || n < 1 || n > RANG_MAX_NUMERO_IMMATRICULATION) {
    throw new RangNumeroInvalide(rang);
  }
  const indice = n - 1;
  const paire = Math.floor(indice / NUMEROS_PAR_PAIRE_DE_LETTRES);
  const chiffres = (indice % NUMEROS_PAR_PAIRE_DE_LETTRES) + 1;
  const premiere = LETTRES_NUMERO_IMMATRICULATION[Math.floor(paire / NB_LETTRES)];
  const seconde = LETTRES_NUMERO_IMMATRICULATION[paire % NB_LETTRES];
  return `${premiere}${seconde}${String(chiffres).padStart(7, '0')}`;
}

/**
 * Rang d'un numéro attribué par cette règle (forme compacte ou à tirets) ; `null` pour un texte qui n'est pas
 * un numéro, ou pour un numéro que la règle ne produit pas (lettre I ou O, chiffres 0000000) : numéros repris
 * d'un autre système, que l'attribution ne rencontre jamais.
 */
export function rangDuNumeroImmatriculation(numero: string): number | null {
  const canonique = normaliserNumeroImmatriculation(numero);
  if (canonique === null) return null;
  const premiere = LETTRES_NUMERO_IMMATRICULATION.indexOf(canonique[0] as string);
  const seconde = LETTRES_NUMERO_IMMATRICULATION.indexOf(canonique[1] as string);
  const chiffres = Number(canonique.slice(2));
  if (premiere < 0 || seconde < 0 || chiffres === 0) return null;
  return (premiere * NB_LETTRES + seconde) * NUMEROS_PAR_PAIRE_DE_LETTRES + chiffres;
}
