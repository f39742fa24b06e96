import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Db } from '../../db/connexion.js';
import { creerCaptchaRepository } from '../../repositories/captcha.repository.js';

/** Difficulté de la preuve de travail : itérations PBKDF2 et plage du compteur à trouver. */
export interface DifficulteCaptcha {
  cout: number;
  compteurMin: number;
  compteurMax: number;
}

export const DIFFICULTE_PRODUCTION: DifficulteCaptcha = {
  cout: 5_000,
  compteurMin: 2_000,
  compteurMax: 6_000,
};
/** Difficulté réduite des tests automatisés (même algorithme, même vérification). */
export const DIFFICULTE_TEST: DifficulteCaptcha = { cout: 10, compteurMin: 5, compteurMax: 50 };

const DUREE_VALIDITE_S = 10 * 60;
const DUREE_JETON_CONTOURNEMENT_S = 10 * 60;

interface Charge {
  challenge: Challenge;
  solution: { counter: number; derivedKey: string; time?: number };
}

function lireCharge(texte: string): Charge | null {
  try {
    const json = JSON.parse(Buffer.from(texte, 'base64').toString('utf8')) as Charge;
    if (!json?.challenge?.parameters || !json.solution || typeof json.solution.counter !== 'number')
      return null;
    return json;
  } catch {
    return null;
  }
}

/**
 * Captcha auto-hébergé ALTCHA (preuve de travail, aucun service tiers). Une preuve vérifiée lors d'une action
 * protégée est consommée : elle est enregistrée dans `captcha_utilise` et ne peut plus resservir.
 */
export function creerServiceCaptcha(db: Db, secret: string, difficulte: DifficulteCaptcha) {
  const secretSignature = createHmac('sha256', secret).update('altcha-signature').digest('hex');
  const secretCle = createHmac('sha256', secret).update('altcha-cle').digest('hex');
  const secretContournement = createHmac('sha256', secret).update('captcha-contournement').digest();

  async function verifierSansConsommer(texte: string): Promise<Charge | null> {
    const charge = lireCharge(texte);
    if (!charge) return null;
    try {
      const resultat = await verifySolution({
        challenge: charge.challenge,
        solution: charge.solution,
        deriveKey,
        hmacSignatureSecret: secretSignature,
        hmacKeySignatureSecret: secretCle,
      });
      return resultat.verified ? charge : null;
    } catch {
      return null;
    }
  }

  function signerContournement(idCompte: number, expireA: number): string {
    return createHmac('sha256', secretContournement).update(`${idCompte}:${expireA}`).digest('base64url');
  }

  /** Compte et échéance d'un jeton de contournement bien signé et non expiré, sinon null. */
  function lireContournement(texte: string): { idCompte: number; expireA: number; signature: string } | null {
    const [prefixe, compte, expire, signature] = texte.split('.');
    if (prefixe !== 'contournement' || !compte || !expire || !signature) return null;
    const idCompte = Number(compte);
    const expireA = Number(expire);
    if (!Number.isInteger(idCompte) || !Number.isInteger(expireA) || expireA < Date.now() / 1000) return null;
    const attendue = Buffer.from(signerContournement(idCompte, expireA));
    const recue = Buffer.from(signature);
    return attendue.length === recue.length && timingSafeEqual(attendue, recue)
      ? { idCompte, expireA, signature }
      : null;
  }

  const depot = creerCaptchaRepository(db);

  function marquerUtilise(signature: string, expireA: number): Promise<boolean> {
    return depot.marquerUtilise(signature.slice(0, 128), new Date(expireA * 1000));
  }

  return {
    /** Nouveau défi pour le composant du navigateur, valable dix minutes. */
    creerDefi(): Promise<Challenge> {
      return createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost: difficulte.cout,
        counter: randomInt(difficulte.compteurMin, difficulte.compteurMax),
        deriveKey,
        hmacSignatureSecret: secretSignature,
        hmacKeySignatureSecret: secretCle,
        expiresAt: new Date(Date.now() + DUREE_VALIDITE_S * 1000),
      });
    },

    /** Vérifie une preuve sans la consommer (`api/public/captcha/verify`). */
    async estValide(texte: string): Promise<boolean> {
      return (await verifierSansConsommer(texte)) !== null;
    },

    /**
     * Vérifie puis consomme une preuve : à appeler par l'action protégée (connexion, inscription…).
     * Le jeton de contournement n'est accepté que par les actions qui l'autorisent expressément.
     */
    async consommer(
      texte: string,
      options: { contournementAutorise?: boolean; idCompte?: number } = {},
    ): Promise<boolean> {
      const contournement = lireContournement(texte);
      if (contournement) {
        // Le jeton ne vaut que pour le compte qui l'a obtenu, une seule fois.
        return (
          options.contournementAutorise === true &&
          options.idCompte === contournement.idCompte &&
          (await marquerUtilise(contournement.signature, contournement.expireA))
        );
      }
      const charge = await verifierSansConsommer(texte);
      const signature = charge?.challenge.signature;
      if (!charge || !signature) return false;
      const expire =
        charge.challenge.parameters.expiresAt ?? Math.floor(Date.now() / 1000) + DUREE_VALIDITE_S;
      return marquerUtilise(signature, expire);
    },

    /**
     * Jeton de contournement (`api/public/captcha/bypass`) : délivré à un notaire connecté pour créer un compte
     * de collaborateur sans captcha ; signé, lié à son compte, à usage unique et valable dix minutes.
     */
    jetonContournement(idCompte: number): string {
      const expireA = Math.floor(Date.now() / 1000) + DUREE_JETON_CONTOURNEMENT_S;
      return `contournement.${idCompte}.${expireA}.${signerContournement(idCompte, expireA)}`;
    },

    purgerExpires: depot.purgerExpires,
  };
}

export type ServiceCaptcha = ReturnType<typeof creerServiceCaptcha>;
