import { type ContratRoute, listerContrats, Profil } from '@registre/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { connecter, creerCompteDeTest } from '../test/comptes.js';
import {
  ENTETE_GESTIONNAIRE_ATTEINT,
  exemplePour,
  marquerGestionnaireAtteint,
  requeteDuContrat,
} from './appels.js';
import {
  type Acteur,
  cleRoute,
  EN_TANT_QUE,
  FONCTIONNALITES_DES_ROUTES,
  ORACLE_AUTORISATIONS,
  oracleAutorise,
} from './oracle-autorisations.js';

// Matrice d'autorisations confrontée à l'oracle indépendant (ADR 0096) : chaque route × chaque acteur (16 profils,
// anonyme, teneur « en tant que », syndic en attente d'activation). Une cellule autorisée doit atteindre le gestionnaire avec l'exemple du
// contrat (ni 401 ni 403) ; une cellule interdite reçoit 401 ou 403 ; aucune ne répond 5xx.

let ctx: ContexteTest;
const contrats = listerContrats();

beforeAll(async () => {
  ctx = await creerContexteTest({ crochets: marquerGestionnaireAtteint });
});
afterAll(async () => {
  await ctx.fermer();
});

interface Session {
  client: ClientTest;
  login: string | null;
  /** Profil du compte dont l'acteur a les droits (la cible, en connexion « en tant que »). */
  profil: Profil | null;
}

/** Ouvre la session d'un acteur (connexion réelle, captcha résolu) ; anonyme et restreint restent sans session. */
async function ouvrirSession(acteur: Acteur): Promise<Session> {
  if (acteur === 'ANONYME') return { client: new ClientTest(ctx.app), login: null, profil: null };
  if (acteur === 'restricted') {
    const { login } = await creerCompteDeTest(ctx.db, { profil: 'restricted' });
    // Spec 1 §6 : le profil restreint est refusé à la connexion.
    await expect(connecter(ctx.app, login)).rejects.toThrow(/Connexion de test refusée/);
    return { client: new ClientTest(ctx.app), login: null, profil: null };
  }
  if (acteur === 'EN_ATTENTE_ACTIVATION') {
    const { login } = await creerCompteDeTest(ctx.db, {
      profil: 'TELE_PRO_ADMIN_PRINC',
      statutTeledeclarant: 'ATT_ACTIVATION',
    });
    return { client: await connecter(ctx.app, login), login, profil: 'TELE_PRO_ADMIN_PRINC' };
  }
  if (acteur === 'EN_TANT_QUE') {
    const teneur = await creerCompteDeTest(ctx.db, { profil: EN_TANT_QUE.teneur });
    const cible = await creerCompteDeTest(ctx.db, { profil: EN_TANT_QUE.cible });
    const client = await connecter(ctx.app, teneur.login);
    const r = await client.get(`/api/teledeclarant/loginAs/${cible.compte.id}`);
    expect(r.statusCode, r.body).toBe(200);
    return { client, login: cible.login, profil: EN_TANT_QUE.cible };
  }
  const { login } = await creerCompteDeTest(ctx.db, { profil: acteur });
  return { client: await connecter(ctx.app, login), login, profil: acteur };
}

/** La session est-elle toujours celle de l'acteur ? (une déconnexion, un refus de charte la ferment) */
async function sessionIntacte(acteur: Acteur, session: Session): Promise<boolean> {
  if (session.login === null) return true;
  const r = await session.client.get('/api/account');
  if (r.statusCode !== 200) return false;
  return acteur !== 'EN_TANT_QUE' || r.json().loginAs === true;
}

const estSeulementPublique = (contrat: ContratRoute) =>
  FONCTIONNALITES_DES_ROUTES[cleRoute(contrat)]?.every((f) => f === 'public') ?? false;

const acteurs: Acteur[] = [...Profil.options, 'ANONYME', 'EN_TANT_QUE', 'EN_ATTENTE_ACTIVATION'];

describe('oracle des autorisations', () => {
  it('couvre les 16 profils, l’anonyme, la connexion « en tant que » et l’attente d’activation', () => {
    expect(Object.keys(ORACLE_AUTORISATIONS).sort()).toEqual([...acteurs].sort());
    expect(acteurs).toHaveLength(19);
  });

  it('chaque route de l’API figure dans l’oracle, et l’oracle ne cite aucune route inconnue', () => {
    const routes = contrats.map(cleRoute).sort();
    expect(Object.keys(FONCTIONNALITES_DES_ROUTES).sort()).toEqual(routes);
  });

  it('chaque contrat protégé porte un exemple d’appel ou n’a pas d’entrée obligatoire', () => {
    const sansExemple = contrats.filter((c) => (c.params || c.body) && !c.exemple).map(cleRoute);
    expect(sansExemple).toEqual([]);
  });
});

describe.each(acteurs)('matrice des autorisations : %s', (acteur) => {
  let session: Session;
  beforeAll(async () => {
    session = await ouvrirSession(acteur);
  }, 60_000);

  it.each(contrats.map((c) => [cleRoute(c), c] as const))('%s', async (_nom, contrat) => {
    const autorise = oracleAutorise(acteur, contrat);
    expect(autorise, 'route absente de l’oracle').toBeDefined();
    const reponse = await session.client.requete(
      requeteDuContrat(
        contrat,
        exemplePour(
          contrat,
          session.login && session.profil ? { login: session.login, profil: session.profil } : null,
        ),
      ),
    );
    const detail = `${acteur} ${cleRoute(contrat)} → ${reponse.statusCode} ${reponse.body.slice(0, 300)}`;
    expect(reponse.statusCode, detail).toBeLessThan(500);
    if (autorise) {
      // Une réponse 2xx vient du gestionnaire (les routes de supervision, allégées, ne passent pas par le crochet).
      const atteint = reponse.headers[ENTETE_GESTIONNAIRE_ATTEINT] === '1' || reponse.statusCode < 300;
      expect(atteint, `gestionnaire non atteint : ${detail}`).toBe(true);
      // Une route publique peut exiger une autre preuve que la session (certificat de notaire, clé reçue) :
      // son gestionnaire répond alors 401 ou 403. Ailleurs, une cellule autorisée n'est jamais refusée.
      if (!estSeulementPublique(contrat))
        expect([401, 403], `cellule autorisée refusée : ${detail}`).not.toContain(reponse.statusCode);
    } else {
      expect([401, 403], `cellule interdite ouverte : ${detail}`).toContain(reponse.statusCode);
    }
    if (!(await sessionIntacte(acteur, session))) session = await ouvrirSession(acteur);
  });
});
