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
  type ResultatRechercheCopropriete,
} from '@registre/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copropriete, echangeDemande, evenementJournal, fluxEcheancier } from '../db/schema/index.js';
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
const acteursTd = { td: 0 };
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
  acteursTd.td = td;
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

describe('prochaine échéance des lignes de la liste des copropriétés', () => {
  it('chaque ligne porte la première échéance que calcule le domaine, ou aucune', async () => {
    const reponse = await syndic.requete({
      method: 'POST',
      url: '/api/coproprietes/rechercher',
      payload: { paginationOptions: { pageSize: 100 } },
    });
    expect(reponse.statusCode, reponse.body).toBe(200);
    const lignes = (reponse.json() as ResultatRechercheCopropriete).ligneRechercheCoproprieteDTOList;
    const prochaine = (cle: string) => lignes.find((l) => l.id === ids[cle])?.prochaineEcheance;
    expect(prochaine('mandatProche')).toEqual({
      type: 'FIN_MANDAT',
      date: formaterDateTexte(ajouterJours(aujourdhui, 20)),
      joursRestants: 20,
      enRetard: false,
    });
    expect(prochaine('expiree')).toMatchObject({ type: 'MAJ_ANNUELLE', joursRestants: -30, enRetard: true });
    expect(prochaine('question')).toMatchObject({ type: 'REPONSE_PRECISIONS', joursRestants: 12 });
    expect(prochaine('aRattacher')).toBeNull();
  });
});

const cheminDe = (url: string) => new URL(url).pathname;

describe('flux iCalendar privé de l’établissement', () => {
  it('créé par l’administrateur : adresse secrète, seule l’empreinte est gardée, le flux liste ses échéances en RFC 5545', async () => {
    expect((await syndic.get('/api/echeancier/flux')).json()).toEqual({ actif: false, creeLe: null });
    const creation = await syndic.requete({ method: 'POST', url: '/api/echeancier/flux' });
    expect(creation.statusCode, creation.body).toBe(200);
    const { url } = creation.json() as { url: string };
    expect(url).toMatch(/\/api\/public\/echeancier\/[A-Za-z0-9_-]{43}\.ics$/);
    const jeton = url.split('/').at(-1)?.replace('.ics', '') ?? '';
    const [ligne] = await ctx.db.select().from(fluxEcheancier);
    expect(ligne?.jetonHash).toMatch(/^[0-9a-f]{64}$/);
    expect(ligne?.jetonHash).not.toContain(jeton);
    expect((await syndic.get('/api/echeancier/flux')).json()).toMatchObject({ actif: true });

    const ics = await new ClientTest(ctx.app).get(cheminDe(url));
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(ics.headers['cache-control']).toBe('private, no-store');
    const texte = ics.body;
    expect(texte.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    for (const l of texte.split('\r\n')) expect(Buffer.byteLength(l, 'utf8')).toBeLessThanOrEqual(75);
    const deplie = texte.replaceAll('\r\n ', '');
    // La prochaine échéance (fin du mandat dans 20 jours) et celles en retard récentes y sont, UID stables.
    expect(deplie).toContain(`UID:fin-mandat-${ids.mandatProche}-${iso(ajouterJours(aujourdhui, 20))}@`);
    expect(deplie).toContain(
      `DTSTART;VALUE=DATE:${iso(ajouterJours(aujourdhui, 20)).replaceAll('-', '')}\r\n`,
    );
    expect(deplie).toContain(`UID:reponse-precisions-${ids.question}-`);
    expect(deplie.match(/BEGIN:VEVENT/g)).toHaveLength(8);
    // Rien d'un autre établissement.
    expect(deplie).not.toContain(`-${ids.autrui}-`);
  });

  it('régénérer rend l’ancienne adresse muette (404) ; révoquer aussi ; chaque geste est journalisé', async () => {
    const premiere = (await syndic.requete({ method: 'POST', url: '/api/echeancier/flux' })).json() as {
      url: string;
    };
    const seconde = (await syndic.requete({ method: 'POST', url: '/api/echeancier/flux' })).json() as {
      url: string;
    };
    const anonyme = new ClientTest(ctx.app);
    expect((await anonyme.get(cheminDe(premiere.url))).statusCode).toBe(404);
    expect((await anonyme.get(cheminDe(seconde.url))).statusCode).toBe(200);
    expect((await syndic.requete({ method: 'DELETE', url: '/api/echeancier/flux' })).statusCode).toBe(204);
    expect((await anonyme.get(cheminDe(seconde.url))).statusCode).toBe(404);
    expect((await syndic.requete({ method: 'DELETE', url: '/api/echeancier/flux' })).statusCode).toBe(404);
    expect((await syndic.get('/api/echeancier/flux')).json()).toEqual({ actif: false, creeLe: null });
    const evenements = await ctx.db
      .select({ type: evenementJournal.typeEvenement, detail: evenementJournal.detail })
      .from(evenementJournal)
      .where(
        and(
          inArray(evenementJournal.typeEvenement, ['CREATION_FLUX_ECHEANCIER', 'REVOCATION_FLUX_ECHEANCIER']),
          eq(evenementJournal.idCible, acteursTd.td),
        ),
      );
    expect(
      evenements
        .filter((e) => e.type === 'CREATION_FLUX_ECHEANCIER')
        .map((e) => (e.detail as { regenere: boolean }).regenere)
        .sort(),
    ).toEqual([false, true, true]);
    expect(evenements.filter((e) => e.type === 'REVOCATION_FLUX_ECHEANCIER')).toHaveLength(1);
  });

  it('chaque établissement a son flux : celui de l’autre ne lit que ses copropriétés', async () => {
    const { url } = (await autreSyndic.requete({ method: 'POST', url: '/api/echeancier/flux' })).json() as {
      url: string;
    };
    const texte = (await new ClientTest(ctx.app).get(cheminDe(url))).body.replaceAll('\r\n ', '');
    expect(texte.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(texte).toContain(`UID:fin-mandat-${ids.autrui}-`);
    expect(texte).not.toContain(`-${ids.mandatProche}-`);
    expect((await syndic.get('/api/echeancier/flux')).json()).toMatchObject({ actif: false });
  });

  it('400 pour une adresse mal formée, 404 pour un jeton inconnu ; 401 et 403 pour la gestion du flux', async () => {
    const anonyme = new ClientTest(ctx.app);
    for (const fichier of ['abc.ics', `${'A'.repeat(43)}.txt`, `${'A'.repeat(42)}%00.ics`]) {
      expect((await anonyme.get(`/api/public/echeancier/${fichier}`)).statusCode, fichier).toBe(400);
    }
    expect((await anonyme.get(`/api/public/echeancier/${'A'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await anonyme.get('/api/echeancier/flux')).statusCode).toBe(401);
    expect((await anonyme.requete({ method: 'POST', url: '/api/echeancier/flux' })).statusCode).toBe(401);
    for (const client of [syndicGestion, notaire, teneur]) {
      expect((await client.get('/api/echeancier/flux')).statusCode).toBe(403);
      expect((await client.requete({ method: 'POST', url: '/api/echeancier/flux' })).statusCode).toBe(403);
      expect((await client.requete({ method: 'DELETE', url: '/api/echeancier/flux' })).statusCode).toBe(403);
    }
  });
});
