import type { Profil, StatutTeledeclarant } from '@registre/domain';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connexion.js';
import { compte, teledeclarant } from '../db/schema/index.js';
import { hacherMotDePasse } from '../services/mots-de-passe.js';
import { ClientTest } from './app-de-test.js';

export const MOT_DE_PASSE_TEST = 'Mot-de-passe-Test-2026!';

const typeDuProfil = (profil: Profil) =>
  profil.startsWith('TELE_PRO')
    ? ('PRO' as const)
    : profil.startsWith('TELE_NONPRO')
      ? ('NON_PRO' as const)
      : profil.startsWith('NOTAIRE')
        ? ('NOTAIRE' as const)
        : null;

let compteur = 0;

/** Crée un compte (et son établissement télédéclarant pour les profils qui en ont un) avec un mot de passe connu. */
export async function creerCompteDeTest(
  db: Db,
  options: {
    profil: Profil;
    statutTeledeclarant?: StatutTeledeclarant;
    login?: string;
    idTeledeclarant?: number;
  },
) {
  compteur += 1;
  const type = typeDuProfil(options.profil);
  let idTeledeclarant = options.idTeledeclarant ?? null;
  if (type && idTeledeclarant === null) {
    const [td] = await db
      .insert(teledeclarant)
      .values({
        type,
        statut: options.statutTeledeclarant ?? 'ACTIF',
        raisonSociale: `ÉTABLISSEMENT DE TEST ${compteur}`,
        siret: type === 'NON_PRO' ? null : String(10_000_000_000_000 + compteur * 7919).slice(0, 14),
      })
      .returning({ id: teledeclarant.id });
    idTeledeclarant = td!.id;
  }
  const login = options.login ?? `${options.profil.toLowerCase()}.${compteur}@exemple.fr`;
  const [cree] = await db
    .insert(compte)
    .values({
      login,
      email: login,
      nom: 'Testeur',
      prenom: `Profil ${options.profil}`,
      civilite: 'MME',
      profil: options.profil,
      statut: 'ACTIF',
      activated: true,
      idTeledeclarant,
      adminPrincipal: options.profil.endsWith('ADMIN_PRINC'),
      motDePasseHash: await hacherMotDePasse(MOT_DE_PASSE_TEST),
    })
    .returning();
  return { compte: cree!, login, motDePasse: MOT_DE_PASSE_TEST, idTeledeclarant };
}

/** Résout un défi du captcha comme le fait le composant du navigateur. */
export async function resoudreCaptcha(client: ClientTest): Promise<string> {
  const defi = (await client.get('/api/public/captcha/challenge')).json();
  const solution = await solveChallenge({ challenge: defi, deriveKey });
  return Buffer.from(JSON.stringify({ challenge: defi, solution })).toString('base64');
}

/**
 * Se connecte par le vrai formulaire de connexion (captcha résolu) et renvoie le client avec sa session ; `client`
 * permet de partir d'un navigateur qui a déjà ses cookies.
 */
export async function connecter(
  app: FastifyInstance,
  login: string,
  motDePasse = MOT_DE_PASSE_TEST,
  client = new ClientTest(app),
) {
  const captcha = await resoudreCaptcha(client);
  const reponse = await client.requete({
    method: 'POST',
    url: '/api/authentication',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ j_username: login, j_password: motDePasse, captcha }).toString(),
  });
  if (reponse.statusCode !== 204)
    throw new Error(`Connexion de test refusée (${reponse.statusCode}) : ${reponse.body}`);
  return client;
}

/** Un compte de test neuf du profil donné (sans établissement imposé), connecté. */
export async function connecterProfil(app: FastifyInstance, db: Db, profil: Profil): Promise<ClientTest> {
  return connecter(app, (await creerCompteDeTest(db, { profil })).login);
}

/**
 * Les acteurs d'une copropriété, connectés : l'administrateur d'un syndic professionnel et son gestionnaire (même
 * établissement `td`), un autre syndic (bénévole, `tdAutre`), un notaire (`tdNotaire`), un teneur (assistance) et
 * l'utilisateur institutionnel.
 */
export async function connecterActeursDeTest(app: FastifyInstance, db: Db) {
  const admin = await creerCompteDeTest(db, { profil: 'TELE_PRO_ADMIN_PRINC' });
  const td = admin.idTeledeclarant as number;
  const gestion = await creerCompteDeTest(db, { profil: 'TELE_PRO_GESTION', idTeledeclarant: td });
  const autre = await creerCompteDeTest(db, { profil: 'TELE_NONPRO_ADMIN_PRINC' });
  const not = await creerCompteDeTest(db, { profil: 'NOTAIRE_NOTAIRE' });
  const ten = await creerCompteDeTest(db, { profil: 'TENEUR_ASS_HOTLINE_GES' });
  const inst = await creerCompteDeTest(db, { profil: 'INSTITUTIONNEL' });
  const [syndic, syndicGestion, autreSyndic, notaire, teneur, institutionnel] = await Promise.all(
    [admin, gestion, autre, not, ten, inst].map((c) => connecter(app, c.login)),
  );
  return {
    td,
    tdAutre: autre.idTeledeclarant as number,
    tdNotaire: not.idTeledeclarant as number,
    syndic: syndic!,
    syndicGestion: syndicGestion!,
    autreSyndic: autreSyndic!,
    notaire: notaire!,
    teneur: teneur!,
    institutionnel: institutionnel!,
  };
}
