import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evenementJournal } from '../db/schema/index.js';
import { type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import {
  type ActeurJournal,
  ErreurJournal,
  journaliser,
  PLAFOND_TOTAL_JOURNAL,
  rechercherJournal,
} from './journal.js';

let ctx: ContexteTest;

beforeAll(async () => {
  ctx = await creerContexteTest();
});
afterAll(async () => {
  await ctx.fermer();
});

const teneur: ActeurJournal = {
  idCompte: 1001,
  login: 'teneur@exemple.fr',
  profil: 'TENEUR_ADMIN_PRINC',
  nomComplet: 'Anne Teneur',
};

class AnnulationVoulue extends Error {}

describe('journaliser', () => {
  it("n'écrit rien quand la transaction de l'appelant est annulée", async () => {
    const avant = await ctx.db.$count(evenementJournal);
    await expect(
      ctx.db.transaction(async (tx) => {
        await journaliser(tx, {
          acteur: teneur,
          categorie: 'VALIDATION',
          typeEvenement: 'REFUS_DEMANDE',
          modalite: 'SAISIE_EN_LIGNE',
          cible: { type: 'COPROPRIETE', id: 42, libelle: 'AB1234567' },
        });
        throw new AnnulationVoulue('échec du changement tracé');
      }),
    ).rejects.toBeInstanceOf(AnnulationVoulue);
    expect(await ctx.db.$count(evenementJournal)).toBe(avant);
  });

  it('écrit exactement une entrée, avec ses champs, quand la transaction est validée', async () => {
    const avant = await ctx.db.$count(evenementJournal);
    const id = await ctx.db.transaction((tx) =>
      journaliser(tx, {
        acteur: {
          ...teneur,
          idCompte: 1002,
          login: 'syndic@exemple.fr',
          profil: 'TELE_PRO_ADMIN_PRINC',
          idCompteOrigine: 1001,
          loginOrigine: 'teneur@exemple.fr',
        },
        categorie: 'MANDAT',
        typeEvenement: 'RENOUVELLEMENT_MANDAT',
        modalite: 'CONNEXION_EN_TANT_QUE',
        cible: { type: 'MANDAT', id: 7 },
        detail: { ancienneDateFin: '2024-12-31', nouvelleDateFin: '2025-12-31' },
      }),
    );
    expect(await ctx.db.$count(evenementJournal)).toBe(avant + 1);
    const [entree] = await ctx.db.select().from(evenementJournal).where(eq(evenementJournal.id, id));
    expect(entree).toMatchObject({
      idCompte: 1002,
      login: 'syndic@exemple.fr',
      profil: 'TELE_PRO_ADMIN_PRINC',
      idCompteOrigine: 1001,
      loginOrigine: 'teneur@exemple.fr',
      categorie: 'MANDAT',
      typeEvenement: 'RENOUVELLEMENT_MANDAT',
      modalite: 'CONNEXION_EN_TANT_QUE',
      typeCible: 'MANDAT',
      idCible: 7,
      detail: { ancienneDateFin: '2024-12-31', nouvelleDateFin: '2025-12-31' },
    });
    expect(Date.now() - entree!.date.getTime()).toBeLessThan(60_000);
  });

  it('journalise un traitement automatique sans auteur ni cible', async () => {
    const id = await journaliser(ctx.db, {
      acteur: null,
      categorie: 'MANDAT',
      typeEvenement: 'EXPIRATION_MANDAT',
      modalite: 'TRAITEMENT_AUTOMATIQUE',
    });
    const [entree] = await ctx.db.select().from(evenementJournal).where(eq(evenementJournal.id, id));
    expect(entree).toMatchObject({
      idCompte: null,
      login: null,
      profil: null,
      typeCible: 'AUCUNE',
      idCible: null,
    });
  });

  it("refuse un type d'événement qui n'appartient pas à la catégorie indiquée", async () => {
    await expect(
      journaliser(ctx.db, {
        acteur: teneur,
        categorie: 'CONNEXION',
        typeEvenement: 'REFUS_DEMANDE',
        modalite: 'SAISIE_EN_LIGNE',
      }),
    ).rejects.toThrow(ErreurJournal);
  });

  it('refuse un détail trop volumineux', async () => {
    await expect(
      journaliser(ctx.db, {
        acteur: teneur,
        categorie: 'VALIDATION',
        typeEvenement: 'REFUS_DEMANDE',
        modalite: 'SAISIE_EN_LIGNE',
        detail: { motif: 'x'.repeat(5000) },
      }),
    ).rejects.toThrow(/ne peut pas dépasser/);
  });
});

describe('recherche dans le journal', () => {
  beforeAll(async () => {
    await ctx.db.delete(evenementJournal);
    const base = Date.UTC(2024, 2, 1, 9, 0, 0);
    const lignes: (typeof evenementJournal.$inferInsert)[] = Array.from({ length: 130 }, (_, i) => ({
      // Un événement par heure à partir du 1er mars 2024, 10 h à Paris.
      date: new Date(base + i * 3_600_000),
      idCompte: 1001,
      login: 'teneur@exemple.fr',
      profil: i % 2 === 0 ? 'TENEUR_ADMIN_PRINC' : 'TELE_PRO_GESTION',
      categorie: 'VALIDATION',
      typeEvenement: i % 3 === 0 ? 'VALIDATION_DEMANDE' : 'REFUS_DEMANDE',
      modalite: 'SAISIE_EN_LIGNE',
    }));
    lignes.push(
      // 5 mars 2024 à 23 h 30 UTC : le 6 mars à 0 h 30 à Paris.
      {
        date: new Date(Date.UTC(2024, 2, 5, 23, 30)),
        idCompte: 1002,
        login: 'syndic@exemple.fr',
        profil: 'TELE_PRO_GESTION',
        categorie: 'CONNEXION',
        typeEvenement: 'CONNEXION_REUSSIE',
        modalite: 'SERVICE_WEB',
      },
    );
    await ctx.db.insert(evenementJournal).values(lignes);
  });

  it('rend les événements du plus récent au plus ancien, par pages de 100 au plus', async () => {
    const premiere = await rechercherJournal(ctx.db, {});
    expect(premiere.totalItems).toBe(131);
    expect(premiere.totalPlafonne).toBe(false);
    expect(premiere.evenements).toHaveLength(100);
    const dates = premiere.evenements.map((e) => e.date.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));

    const seconde = await rechercherJournal(ctx.db, {
      paginationOptions: { pageNumber: 2, pageSize: 100, sortDirection: null, sortField: null },
    });
    expect(seconde.evenements).toHaveLength(31);
    const ids = new Set([...premiere.evenements, ...seconde.evenements].map((e) => e.id));
    expect(ids.size).toBe(131);

    const trop = await rechercherJournal(ctx.db, {
      paginationOptions: { pageNumber: 1, pageSize: 4000, sortDirection: null, sortField: null },
    });
    expect(trop.evenements).toHaveLength(100);
    expect(PLAFOND_TOTAL_JOURNAL).toBeGreaterThan(100);
  });

  it('filtre par profil, catégorie, type et modalité', async () => {
    const profil = await rechercherJournal(ctx.db, { profil: 'TENEUR_ADMIN_PRINC' });
    expect(profil.totalItems).toBe(65);
    expect(profil.evenements.every((e) => e.profil === 'TENEUR_ADMIN_PRINC')).toBe(true);

    const type = await rechercherJournal(ctx.db, {
      categorie: 'VALIDATION',
      typeEvenement: 'VALIDATION_DEMANDE',
    });
    expect(type.totalItems).toBe(44);

    const modalite = await rechercherJournal(ctx.db, { modalite: 'SERVICE_WEB' });
    expect(modalite.evenements.map((e) => e.login)).toEqual(['syndic@exemple.fr']);

    const aucun = await rechercherJournal(ctx.db, { categorie: 'DISSOLUTION' });
    expect(aucun).toMatchObject({ totalItems: 0, evenements: [] });
  });

  it('filtre par période, jours comptés à l’heure de Paris et bornes comprises', async () => {
    // Du 1er mars 10 h au 2 mars 23 h à Paris : 38 événements horaires.
    const deuxJours = await rechercherJournal(ctx.db, { dateDu: '01/03/2024', dateAu: '02/03/2024' });
    expect(deuxJours.totalItems).toBe(38);

    const sixMars = await rechercherJournal(ctx.db, {
      dateDu: '06/03/2024',
      dateAu: '06/03/2024',
      categorie: 'CONNEXION',
    });
    expect(sixMars.evenements.map((e) => e.login)).toEqual(['syndic@exemple.fr']);
    // Le 6 mars à Paris : de 0 h à 19 h, 20 événements horaires, plus la connexion de 0 h 30.
    expect((await rechercherJournal(ctx.db, { dateDu: '06/03/2024' })).totalItems).toBe(21);

    const cinqMars = await rechercherJournal(ctx.db, {
      dateDu: '05/03/2024',
      dateAu: '05/03/2024',
      categorie: 'CONNEXION',
    });
    expect(cinqMars.totalItems).toBe(0);
  });
});
