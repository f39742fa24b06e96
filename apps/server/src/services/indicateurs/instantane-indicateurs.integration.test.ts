import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContexteTest, creerContexteTest } from '../../test/app-de-test.js';
import { lireTableauIndicateurs, rafraichirInstantane } from './instantane-indicateurs.js';

let ctx: ContexteTest;

beforeAll(async () => {
  ctx = await creerContexteTest();
});
afterAll(async () => {
  await ctx.fermer();
});

const ADMIN = { profil: 'TENEUR_ADMIN_PRINC' } as const;
const HOTLINE = { profil: 'TENEUR_ASS_HOTLINE_GES' } as const;
const MARDI = new Date('2026-03-10T09:00:00Z');
const minutes = (n: number) => new Date(MARDI.getTime() + n * 60_000);

/** Demande d'immatriculation déposée, écrite sans passer par le journal. */
async function demandeSansJournal() {
  await ctx.db.execute(sql`WITH c AS (INSERT INTO copropriete (etat, nom)
      VALUES ('IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER', 'Instantané') RETURNING id)
    INSERT INTO declaration (id_copropriete, statut, date_soumission)
      SELECT id, 'A_VALIDER', ${MARDI.toISOString()}::timestamptz FROM c`);
}

async function evenementJournalise() {
  await ctx.db.execute(sql`INSERT INTO evenement_journal (date, categorie, type_evenement, modalite, type_cible)
    VALUES (now(), 'TELECHARGEMENT', 'TELECHARGEMENT_DONNEES_BRUTES', 'SAISIE_EN_LIGNE', 'AUCUNE')`);
}

const lire = (maintenant: Date, options: { actualiser?: boolean; toleranceMs?: number } = {}) =>
  lireTableauIndicateurs(ctx.db, ADMIN, {
    maintenant,
    actualiser: options.actualiser ?? false,
    toleranceMs: options.toleranceMs ?? 0,
  });

describe('instantané du tableau des indicateurs (ADR 0281)', () => {
  it('calculé à la première lecture, puis relu tant que rien n’est journalisé ; un événement le périme', async () => {
    const base = (
      await lireTableauIndicateurs(ctx.db, ADMIN, {
        maintenant: minutes(-1),
        actualiser: true,
        toleranceMs: 0,
      })
    ).nbDemandesImmatEnCours;
    await demandeSansJournal();
    const premier = await lire(minutes(0), { actualiser: true });
    expect(premier.nbDemandesImmatEnCours).toBe(base + 1);
    expect(premier.calculeLe).toBe(minutes(0).toISOString());

    // Écriture hors journal : l'instantané reste servi, avec son heure de calcul.
    await demandeSansJournal();
    const relu = await lire(minutes(10));
    expect(relu.nbDemandesImmatEnCours).toBe(base + 1);
    expect(relu.calculeLe).toBe(minutes(0).toISOString());

    // Un événement journalisé : recalculé (téléchargement compté, nouvelle demande vue).
    await evenementJournalise();
    const recalcule = await lire(minutes(11));
    expect(recalcule.nbDemandesImmatEnCours).toBe(base + 2);
    expect(recalcule.nbTelechargementDonneesBrutes).toBe(premier.nbTelechargementDonneesBrutes + 1);
    expect(recalcule.calculeLe).toBe(minutes(11).toISOString());
  });

  it('dans la tolérance, l’instantané est servi malgré un événement ; « actualiser » recalcule toujours', async () => {
    await lire(minutes(20), { actualiser: true });
    await demandeSansJournal();
    await evenementJournalise();
    const toleres = await lire(minutes(24), { toleranceMs: 5 * 60_000 });
    expect(toleres.calculeLe).toBe(minutes(20).toISOString());
    const perime = await lire(minutes(26), { toleranceMs: 5 * 60_000 });
    expect(perime.calculeLe).toBe(minutes(26).toISOString());
    expect(perime.nbDemandesImmatEnCours).toBe(toleres.nbDemandesImmatEnCours + 1);

    await demandeSansJournal();
    const actualise = await lire(minutes(27), { actualiser: true, toleranceMs: 5 * 60_000 });
    expect(actualise.nbDemandesImmatEnCours).toBe(perime.nbDemandesImmatEnCours + 1);
    expect(actualise.calculeLe).toBe(minutes(27).toISOString());
  });

  it('un autre jour de Paris le périme (délais) ; l’assistance le reçoit sans lignes de détail', async () => {
    const avant = await lire(minutes(30));
    expect(avant.detail).toHaveLength(5);
    const hotline = await lireTableauIndicateurs(ctx.db, HOTLINE, {
      maintenant: minutes(31),
      actualiser: false,
      toleranceMs: 0,
    });
    expect(hotline.detail).toBeNull();
    expect(hotline.calculeLe).toBe(avant.calculeLe);
    // Le surlendemain (jeudi), les demandes de mardi sont hors délai (un jour ouvré) : recalculé.
    const jeudi = await lire(new Date('2026-03-12T09:00:00Z'));
    expect(jeudi.calculeLe).toBe('2026-03-12T09:00:00.000Z');
    expect(jeudi.nbDemandesImmatHorsDelai).toBeGreaterThan(avant.nbDemandesImmatHorsDelai);
  });

  it('la tâche de fond recalcule seulement quand c’est nécessaire ; des lectures simultanées calculent une fois', async () => {
    const maintenant = new Date();
    expect(await rafraichirInstantane(ctx.db, maintenant)).toBe(true);
    expect(await rafraichirInstantane(ctx.db, new Date(maintenant.getTime() + 1000))).toBe(false);
    await evenementJournalise();
    const apres = new Date(maintenant.getTime() + 2000);
    const lectures = await Promise.all(
      Array.from({ length: 5 }, () =>
        lireTableauIndicateurs(ctx.db, ADMIN, { maintenant: apres, actualiser: false, toleranceMs: 0 }),
      ),
    );
    expect(new Set(lectures.map((t) => t.calculeLe))).toEqual(new Set([apres.toISOString()]));
    expect(await rafraichirInstantane(ctx.db, new Date(apres.getTime() + 1000))).toBe(false);
  });
});
