import type { Profil } from '@registre/domain';
import { expect } from 'vitest';
import type { ClientTest, ContexteTest } from './app-de-test.js';
import { connecter, creerCompteDeTest } from './comptes.js';
import { creerBrouillonDeposable, nouveauRang } from './declarations.js';

/** Acteurs et demandes des tests du guichet de validation (ADR 0190 à 0193). */

export interface ActeurGuichet {
  client: ClientTest;
  idCompte: number;
  login: string;
}

/** Un compte du profil donné, connecté, avec son jeton anti-CSRF (les GET du guichet modifient l'état). */
export async function connecterActeur(ctx: ContexteTest, profil: Profil): Promise<ActeurGuichet> {
  const c = await creerCompteDeTest(ctx.db, { profil });
  const client = await connecter(ctx.app, c.login);
  await client.get('/api/csrf');
  return { client, idCompte: c.compte.id, login: c.login };
}

/** Administrateur principal d'un syndic professionnel, connecté, avec son établissement. */
export async function connecterSyndic(ctx: ContexteTest) {
  const s = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_ADMIN_PRINC' });
  return {
    client: await connecter(ctx.app, s.login),
    idCompte: s.compte.id,
    idTeledeclarant: s.idTeledeclarant as number,
    login: s.login,
  };
}

/** Demande d'immatriculation déposée par le syndic, par la vraie route du dépôt. */
export async function deposerDemande(
  ctx: ContexteTest,
  syndic: { client: ClientTest; idCompte: number; idTeledeclarant: number },
  options: { n?: number; transmettreMalgreDoublons?: boolean } = {},
) {
  const b = await creerBrouillonDeposable(ctx.db, syndic, { n: options.n ?? nouveauRang() });
  const r = await syndic.client.requete({
    method: 'PUT',
    url: '/api/coproprietes/brouillon/submit',
    payload: { idDeclaration: b.id, transmettreMalgreDoublons: options.transmettreMalgreDoublons ?? false },
  });
  expect(r.statusCode, r.body).toBe(200);
  expect(r.json().resultat).toBe('DEPOSE');
  return b as { id: number; idCopropriete: number; idMandat: number };
}

export const CHEMINS_GUICHET = {
  ouvrir: (n: number) => `/api/declarations/update-etat-encours-sansmandat/${n}`,
  ouvrirParMandat: (id: number) => `/api/declarations/update-etat-encours/${id}`,
  liberer: (n: number) => `/api/declarations/unlockcopro/${n}`,
  infos: (n: number) => `/api/coproprietes/infos/validation/${n}`,
  accepter: (n: number) => `/api/declarations/valider/${n}`,
  rechercher: '/api/declarations/rechercher',
};
