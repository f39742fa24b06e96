import {
  ajouterJours,
  ajouterMois,
  aujourdhuiParis,
  cleEcheance,
  type EtatCopropriete,
  echeancesCopropriete,
  formaterDateIso,
  formaterDateTexte,
  type PageEcheancier,
} from '@registre/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copropriete, echangeDemande } from '../db/schema/index.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { connecterActeursDeTest, creerCompteDeTest } from '../test/comptes.js';
import { creerCoproprieteDeTest } from '../test/coproprietes.js';

let ctx: ContexteTest;
let syndic: ClientTest;
let syndicGestion: ClientTest;
let autreSyndic: ClientTest;
let notaire: ClientTest;
let teneur: ClientTest;
const ids: Record<string, number> = {};
const JOUR = 86_400_000;
const aujourdhui = aujourdhuiParis(new Date());
const iso = (date: Date) => formaterDateIso(date);

async function fixer(id: number, valeurs: Partial<typeof copropriete.$inferInsert>) {
  await ctx.db.update(copropriete).set(valeurs).where(eq(copropriete.id, id));
}

beforeAll(async () => {
  ctx = await creerContexteTest();
  const acteurs = await connecterActeursDeTest(ctx.app, ctx.db);
  ({ syndic, syndicGestion, autreSyndic, notaire, teneur } = acteurs);
  const { td, tdAutre } = acteurs;
  const c = async (cle: string, etat: EtatCopropriete, idTeledeclarantCourant: number | null, extra = {}) => {
    ids[cle] = (await creerCoproprieteDeTest(ctx.db, { etat, idTeledeclarantCourant, ...extra })).id;
  };
  await c('mandatProche', 'IMMATRICULEE_RATTACHEE', td);
  await fixer(ids.mandatProche!, {
    dateFinMandat: ajouterJours(aujourdhui, 20),
    dateDerniereMajAnnuelle: ajouterJours(ajouterMois(aujourdhui, -12), 40),
  });
  await c('expiree', 'IMMATRICULEE_RATTACHEMENT_EXPIRE', td, { statutMandat: 'EXPIRE' });
  await fixer(ids.expiree!, {
    dateFinMandat: ajouterJours(aujourdhui, -5),
    dateDerniereMajAnnuelle: null,
    dateImmatriculation: new Date(Date.now() - 30 * JOUR),
  });
  await c('nonApprouves', 'IMMATRICULEE_RATTACHEE', td, { majComptesNonApprouvesAFaire: true });
  await fixer(ids.nonApprouves!, {
    dateFinMandat: ajouterMois(aujourdhui, 14),
    dateDerniereMajAnnuelle: aujourdhui,
    dateClotureDernierExercice: ajouterMois(aujourdhui, -6),
  });
  // Demande d'immatriculation de l'établissement : le teneur a posé une question il y a 3 jours.
  await c('question', 'IMMATRICULATION_DEMANDE_DE_PRECISIONS', null, {
    declarations: [{ idTeledeclarant: td, statut: 'A_VALIDER', typeMaj: 'INITIALE' }],
  });
  const { compte: agent } = await creerCompteDeTest(ctx.db, { profil: 'TENEUR_ADMIN_PRINC' });
  await ctx.db.insert(echangeDemande).values({
    idCopropriete: ids.question!,
    nature: 'DEMANDE_PRECISIONS',
    cote: 'TENEUR',
    message: 'Merci de joindre le règlement de copropriété.',
    idCompteAuteur: agent.id,
    nomAuteur: 'Le teneur du registre',
    le: new Date(Date.now() - 3 * JOUR),
  });
  // Copropriété à rattacher (plus de syndic) : aucune échéance de syndic, même avec des dates.
  await c('aRattacher', 'IMMATRICULEE_A_RATTACHER', td);
  await fixer(ids.aRattacher!, { dateFinMandat: ajouterJours(aujourdhui, 1) });
  await c('autrui', 'IMMATRICULEE_RATTACHEE', tdAutre);
  await fixer(ids.autrui!, {
    dateFinMandat: ajouterJours(aujourdhui, 2),
    dateDerniereMajAnnuelle: aujourdhui,
  });
});

afterAll(async () => {
  await ctx.fermer();
});

const lire = async (client: ClientTest, requete = '') => {
  const reponse = await client.get(`/api/echeancier${requete}`);
  expect(reponse.statusCode, reponse.body).toBe(200);
  return reponse.json() as PageEcheancier;
};

describe('GET /api/echeancier', () => {
  it('liste les échéances de l’établissement, en retard et les plus proches d’abord, comme le domaine les calcule', async () => {
    const page = await lire(syndic, '?taille=100');
    expect(page.echeances.map((e) => [e.type, e.idCopropriete, e.date, e.enRetard])).toEqual([
      ['MAJ_ANNUELLE', ids.expiree, formaterDateTexte(ajouterJours(aujourdhui, -30)), true],
      ['FIN_MANDAT', ids.expiree, formaterDateTexte(ajouterJours(aujourdhui, -5)), true],
      ['REPONSE_PRECISIONS', ids.question, formaterDateTexte(ajouterJours(aujourdhui, 12)), false],
      ['FIN_MANDAT', ids.mandatProche, formaterDateTexte(ajouterJours(aujourdhui, 20)), false],
      ['MAJ_ANNUELLE', ids.mandatProche, formaterDateTexte(ajouterJours(aujourdhui, 40)), false],
      [
        'MAJ_COMPTES_NON_APPROUVES',
        ids.nonApprouves,
        formaterDateTexte(ajouterMois(ajouterMois(aujourdhui, -6), 8)),
        false,
      ],
      ['MAJ_ANNUELLE', ids.nonApprouves, formaterDateTexte(ajouterMois(aujourdhui, 12)), false],
      ['FIN_MANDAT', ids.nonApprouves, formaterDateTexte(ajouterMois(aujourdhui, 14)), false],
    ]);
    expect(page.totalItems).toBe(8);
    expect(page.echeances[2]).toMatchObject({ joursRestants: 12, nomCopropriete: expect.any(String) });
  });

  it('la requête SQL et le domaine donnent les mêmes échéances, avec la même clé', async () => {
    const page = await lire(syndic, '?taille=100');
    const lignes = await ctx.db
      .select()
      .from(copropriete)
      .where(inArray(copropriete.id, [ids.mandatProche!, ids.expiree!, ids.nonApprouves!, ids.question!]));
    const attendues = lignes
      .flatMap((c) =>
        echeancesCopropriete(
          {
            etat: c.etat,
            dateFinMandat: c.dateFinMandat,
            dateDerniereMajAnnuelle: c.dateDerniereMajAnnuelle,
            dateImmatriculation: c.dateImmatriculation ? aujourdhuiParis(c.dateImmatriculation) : null,
            majComptesNonApprouvesAFaire: c.majComptesNonApprouvesAFaire,
            dateClotureDernierExercice: c.dateClotureDernierExercice,
            dateQuestionOuverte:
              c.id === ids.question ? aujourdhuiParis(new Date(Date.now() - 3 * JOUR)) : null,
          },
          aujourdhui,
        ).map((e) => cleEcheance(c.id, e.type, e.date)),
      )
      .sort();
    expect(page.echeances.map((e) => e.cle).sort()).toEqual(attendues);
    expect(page.echeances[0]?.cle).toBe(`maj-annuelle-${ids.expiree}-${iso(ajouterJours(aujourdhui, -30))}`);
  });

  it('pagine en SQL : la page 2 de 3 lignes suit la première, le total reste le même ; au-delà, une page vide', async () => {
    const toutes = (await lire(syndic, '?taille=100')).echeances.map((e) => e.cle);
    const page2 = await lire(syndic, '?page=2&taille=3');
    expect(page2.echeances.map((e) => e.cle)).toEqual(toutes.slice(3, 6));
    expect(page2.totalItems).toBe(8);
    expect(await lire(syndic, '?page=9&taille=3')).toEqual({ echeances: [], totalItems: 8 });
  });

  it('un autre établissement ne voit que les siennes', async () => {
    const page = await lire(autreSyndic);
    expect(page.echeances.map((e) => [e.type, e.idCopropriete])).toEqual([
      ['FIN_MANDAT', ids.autrui],
      ['MAJ_ANNUELLE', ids.autrui],
    ]);
  });

  it('400 pour une page ou une taille fausse, 401 sans session, 403 hors des administrateurs de syndic', async () => {
    for (const requete of ['?taille=0', '?taille=101', '?page=abc', '?page=0']) {
      const reponse = await syndic.get(`/api/echeancier${requete}`);
      expect(reponse.statusCode, requete).toBe(400);
    }
    expect((await new ClientTest(ctx.app).get('/api/echeancier')).statusCode).toBe(401);
    for (const client of [syndicGestion, notaire, teneur]) {
      expect((await client.get('/api/echeancier')).statusCode).toBe(403);
    }
  });
});
