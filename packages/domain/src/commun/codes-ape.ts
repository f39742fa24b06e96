/**
 * Codes APE (NAF) sans zod (ADR 0286, 0303) : lus par les pages publiques de l'inscription sans charger zod ;
 * `formats.ts` construit le schéma `CodeApe` sur ces fonctions et les réexporte.
 */

/** Codes APE cités par la spécification (spec 2 §5.2), sous forme canonique. */
export const CODES_APE = {
  /** Activités juridiques : offices notariaux. */
  notaire: '69.10Z',
  /** Location de logements : organismes de logement social. */
  logementSocial: '68.20A',
  /** Administration d'immeubles et autres biens immobiliers : syndics. */
  syndic: '68.32A',
} as const;

const MOTIF_CODE_APE = /^(\d{2})\.?(\d{2})([A-Za-z])$/;

/** Forme canonique « 43.21Z » d'un code APE saisi « 4321Z » ou « 43.21Z » ; `null` sinon. */
export function normaliserCodeApe(texte: string | null | undefined): string | null {
  if (typeof texte !== 'string') {
    return null;
  }
  const morceaux = MOTIF_CODE_APE.exec(texte.trim());
  return morceaux === null ? null : `${morceaux[1]}.${morceaux[2]}${morceaux[3]?.toUpperCase()}`;
}

export function estCodeApeValide(texte: string | null | undefined): boolean {
  return normaliserCodeApe(texte) !== null;
}

export type VerificationCodeApe =
  | { autorise: true; codeApe: string }
  | { autorise: false; codeRefuse: string };

/**
 * Vérifie que le code NAF de l'établissement figure dans la liste autorisée (codes sous l'une ou
 * l'autre forme). En cas de refus, renvoie le code NAF tel que reçu, qui sert de motif (spec 2 §5.2).
 */
export function verifierCodeApeAutorise(
  codeNaf: string,
  codesAutorises: readonly string[],
): VerificationCodeApe {
  const canonique = normaliserCodeApe(codeNaf);
  if (canonique !== null && codesAutorises.some((code) => normaliserCodeApe(code) === canonique)) {
    return { autorise: true, codeApe: canonique };
  }
  return { autorise: false, codeRefuse: codeNaf };
}
