/**
 * SIRET sans zod (ADR 0286, 0303) : lu par les pages publiques de l'inscription sans charger zod ; `formats.ts`
 * construit le schéma `Siret` sur ces fonctions et les réexporte.
 */

/** SIREN de La Poste, dont les établissements dérogent à la clé de Luhn (ADR 0010). */
export const SIREN_LA_POSTE = '356000000';

const sommeChiffres = (texte: string): number => [...texte].reduce((somme, c) => somme + Number(c), 0);

/** Clé de Luhn : en partant de la droite, un chiffre sur deux est doublé (moins 9 s'il dépasse 9). */
export function verifierCleLuhn(chiffres: string): boolean {
  if (!/^\d+$/.test(chiffres)) {
    return false;
  }
  let somme = 0;
  for (let i = 0; i < chiffres.length; i += 1) {
    let chiffre = Number(chiffres[chiffres.length - 1 - i]);
    if (i % 2 === 1) {
      chiffre *= 2;
      if (chiffre > 9) {
        chiffre -= 9;
      }
    }
    somme += chiffre;
  }
  return somme % 10 === 0;
}

/** Indique si le texte a la forme d'un SIRET : exactement 14 chiffres. */
export function aFormatSiret(texte: string): boolean {
  return /^\d{14}$/.test(texte);
}

/**
 * SIRET valide : 14 chiffres et clé de Luhn exacte ; pour les établissements de La Poste
 * (SIREN 356000000), la somme des 14 chiffres multiple de 5 est aussi acceptée (ADR 0010).
 */
export function estSiretValide(texte: string | null | undefined): boolean {
  if (typeof texte !== 'string' || !aFormatSiret(texte)) {
    return false;
  }
  if (verifierCleLuhn(texte)) {
    return true;
  }
  return texte.startsWith(SIREN_LA_POSTE) && sommeChiffres(texte) % 5 === 0;
}

/** Retire les espaces de saisie d'un SIRET (« 123 456 789 00012 ») ; ne contrôle rien. */
export function normaliserSiret(texte: string): string {
  return texte.replace(/\s+/g, '');
}
