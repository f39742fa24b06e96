import { hash, verify } from '@node-rs/argon2';

// argon2id (variante par défaut) aux paramètres recommandés par l'OWASP : 19 Mio, 2 passes.
const PARAMETRES = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hacherMotDePasse(motDePasse: string): Promise<string> {
  return hash(motDePasse, PARAMETRES);
}

export async function verifierMotDePasse(
  empreinte: string | null | undefined,
  motDePasse: string,
): Promise<boolean> {
  if (!empreinte) return false;
  try {
    return await verify(empreinte, motDePasse);
  } catch {
    return false;
  }
}

/**
 * Empreinte d'un mot de passe inexistant, vérifiée quand le compte n'existe pas : la réponse prend
 * le même temps qu'un vrai échec, ce qui ne révèle pas l'existence du compte.
 */
export const empreinteLeurre = hash('leurre-sans-compte-associe', PARAMETRES);
