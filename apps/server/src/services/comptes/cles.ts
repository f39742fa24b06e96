import { createHash, randomBytes, randomInt } from 'node:crypto';

/** Clé aléatoire transmise par courriel (activation, réinitialisation) ; seule son empreinte est conservée. */
export function genererCle(): string {
  return randomBytes(32).toString('base64url');
}

export function empreinteCle(cle: string): string {
  return createHash('sha256').update(cle, 'utf8').digest('hex');
}

const ALPHABET_CODE = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Code d'activation envoyé par courrier : 9 caractères lisibles (sans I, O, 0, 1), groupés par trois. */
export function genererCodeActivation(): string {
  const caracteres = Array.from({ length: 9 }, () => ALPHABET_CODE[randomInt(ALPHABET_CODE.length)]).join('');
  return `${caracteres.slice(0, 3)}-${caracteres.slice(3, 6)}-${caracteres.slice(6)}`;
}

/** Forme canonique d'un code saisi : majuscules, sans espaces ni tirets. */
export function normaliserCodeActivation(code: string): string {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, '');
}
