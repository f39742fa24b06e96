import {
  AvertissementsConfirmes,
  avecAvertissementsConfirmes,
  dateCalendaire,
  defineRoute,
  type ErreurApi,
  exigerResultatAccepte,
  lireDateTexte,
  MESSAGE_AVERTISSEMENTS_A_CONFIRMER,
  messageRegle,
  verifierMandat,
} from '@registre/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { enregistrerRoutes, implementer } from './contrats.js';

/**
 * Chemin complet d'un avertissement à confirmer (ADR 0100), sur une route de test construite ici : elle
 * applique la vraie règle du mandat (spec 2 §5.3, durée différente de 12 mois → avertissement) comme le
 * fera le service de la déclaration, puis lève l'erreur de saisie par `exigerResultatAccepte`.
 */
const contratMandat = defineRoute({
  method: 'POST',
  path: '/api/test-avertissements/mandat',
  summary: 'Route de test : dates de mandat vérifiées avec avertissements à confirmer',
  acces: 'public',
  body: avecAvertissementsConfirmes(
    z.object({
      infoRattachement: z.object({ dateDebutMandat: z.string(), dateFinMandat: z.string() }),
    }),
  ),
  response: z.object({ enregistre: z.boolean() }),
  erreurs400Metier: true,
  exemple: { body: { infoRattachement: { dateDebutMandat: '2026-01-15', dateFinMandat: '2027-01-14' } } },
});

const AUJOURDHUI = dateCalendaire(2026, 1, 15) as Date;
let enregistrements = 0;

let ctx: ContexteTest;
beforeAll(async () => {
  ctx = await creerContexteTest({
    avantDemarrage: (app) =>
      enregistrerRoutes(app, [
        implementer(contratMandat, async ({ body }) => {
          const resultat = verifierMandat(
            {
              dateDebutMandat: lireDateTexte(body.infoRattachement.dateDebutMandat),
              dateFinMandat: lireDateTexte(body.infoRattachement.dateFinMandat),
            },
            AUJOURDHUI,
          );
          exigerResultatAccepte(resultat, body.avertissementsConfirmes);
          enregistrements += 1;
          return { enregistre: true };
        }),
      ]),
  });
});
afterAll(async () => {
  await ctx.fermer();
});

async function envoyer(dateDebutMandat: string, dateFinMandat: string, confirmes?: unknown) {
  return new ClientTest(ctx.app).requete({
    method: 'POST',
    url: '/api/test-avertissements/mandat',
    payload: {
      infoRattachement: { dateDebutMandat, dateFinMandat },
      ...(confirmes === undefined ? {} : { avertissementsConfirmes: confirmes }),
    },
  });
}

const CHAMP_FIN = 'infoRattachement.dateFinMandat';
const DUREE = 'mandat.duree.differenteNormale';

describe('avertissements à confirmer, de la règle du domaine à la réponse de l’API', () => {
  it('un avertissement non confirmé arrête la requête : 400 avec son champ, son code et son message', async () => {
    const avant = enregistrements;
    const r = await envoyer('01/01/2026', '30/06/2027');
    expect(r.statusCode).toBe(400);
    const corps = r.json() as ErreurApi;
    expect(corps.message).toBe(MESSAGE_AVERTISSEMENTS_A_CONFIRMER);
    expect(corps.champs).toBeUndefined();
    expect(corps.avertissements).toEqual([{ champ: CHAMP_FIN, code: DUREE, message: messageRegle(DUREE) }]);
    expect(corps.origin).toBe('POST /api/test-avertissements/mandat');
    expect(enregistrements).toBe(avant);
  });

  it('le même envoi avec le code confirmé passe', async () => {
    const avant = enregistrements;
    const r = await envoyer('01/01/2026', '30/06/2027', [DUREE]);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ enregistre: true });
    expect(enregistrements).toBe(avant + 1);
  });

  it('confirmer un autre code ne lève pas l’avertissement', async () => {
    const r = await envoyer('01/01/2026', '30/06/2027', ['mandat.debut.obligatoire']);
    expect(r.statusCode).toBe(400);
    expect((r.json() as ErreurApi).avertissements?.map((a) => a.code)).toEqual([DUREE]);
  });

  it('une erreur bloquante ne se confirme jamais, même en envoyant son code', async () => {
    const r = await envoyer('01/01/2026', '01/12/2025', ['mandat.fin.nonPosterieureDebut', DUREE]);
    expect(r.statusCode).toBe(400);
    const corps = r.json() as ErreurApi;
    expect(corps.champs).toContainEqual({
      champ: CHAMP_FIN,
      code: 'mandat.fin.nonPosterieureDebut',
      message: messageRegle('mandat.fin.nonPosterieureDebut'),
    });
  });

  it('erreurs et avertissements reviennent ensemble ; confirmer l’avertissement laisse l’erreur', async () => {
    const sans = (await envoyer('01/02/2026', '30/06/2027')).json() as ErreurApi;
    expect(sans.champs?.map((c) => c.code)).toEqual(['mandat.debut.posterieureAujourdhui']);
    expect(sans.avertissements?.map((a) => a.code)).toEqual([DUREE]);
    const avec = await envoyer('01/02/2026', '30/06/2027', [DUREE]);
    expect(avec.statusCode).toBe(400);
    const corps = avec.json() as ErreurApi;
    expect(corps.champs?.map((c) => c.code)).toEqual(['mandat.debut.posterieureAujourdhui']);
    expect(corps.avertissements).toBeUndefined();
  });

  it('un mandat de 12 mois passe sans rien confirmer', async () => {
    const r = await envoyer('01/01/2026', '31/12/2026');
    expect(r.statusCode).toBe(200);
  });

  it.each([
    ['une chaîne au lieu d’une liste', 'mandat.duree.differenteNormale'],
    ['un code avec des caractères de contrôle', ['mandat\u0000duree']],
    ['un code trop long', ['a'.repeat(101)]],
    ['trop de codes', Array.from({ length: 51 }, (_, i) => `code.${i}`)],
  ])('des codes confirmés mal formés (%s) donnent une erreur 400 en français', async (_cas, confirmes) => {
    const r = await envoyer('01/01/2026', '30/06/2027', confirmes);
    expect(r.statusCode).toBe(400);
    const corps = r.json() as ErreurApi;
    expect(corps.champs?.[0]?.champ).toMatch(/^avertissementsConfirmes/);
    expect(corps.champs?.[0]?.message).toMatch(/avertissement|code/i);
  });

  it('le schéma des codes confirmés vaut une liste vide quand il est absent', () => {
    expect(AvertissementsConfirmes.parse(undefined)).toEqual([]);
  });
});
