import { machineTeledeclarant } from '@registre/domain';
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

const syndic: ActeurJournal = {
  idCompte: 1002,
  login: 'syndic@exemple.fr',
  profil: 'TELE_PRO_ADMIN_PRINC',
};

const lire = async (id: number) =>
  (await ctx.db.select().from(evenementJournal).where(eq(evenementJournal.id, id)))[0];

describe('journaliser', () => {
  it("n'écrit rien quand la transaction de l'appelant est annulée", async () => {
    const avant = await ctx.db.$count(evenementJournal);
    await expect(
      ctx.db.transaction(async (tx) => {
        await journaliser(tx, {
          acteur: teneur,
          typeEvenement: 'REFUS_DEMANDE',
          cible: { type: 'COPROPRIETE', id: 42, libelle: 'AB1234567' },
        });
        throw new AnnulationVoulue('échec du changement tracé');
      }),
    ).rejects.toBeInstanceOf(AnnulationVoulue);
    expect(await ctx.db.$count(evenementJournal)).toBe(avant);
  });

  it('écrit exactement une entrée, catégorie et modalité déduites, quand la transaction est validée', async () => {
    const avant = await ctx.db.$count(evenementJournal);
    const id = await ctx.db.transaction((tx) =>
      journaliser(tx, {
        acteur: { ...syndic, idCompteOrigine: 1001, loginOrigine: 'teneur@exemple.fr' },
        typeEvenement: 'MODIFICATION_DATE_FIN_MANDAT_ARCHIVE',
        cible: { type: 'MANDAT', id: 7 },
        detail: { ancienneDateFin: '2024-12-31', nouvelleDateFin: '2025-12-31' },
      }),
    );
    expect(await ctx.db.$count(evenementJournal)).toBe(avant + 1);
    const entree = await lire(id);
    expect(entree).toMatchObject({
      idCompte: 1002,
      login: 'syndic@exemple.fr',
      profil: 'TELE_PRO_ADMIN_PRINC',
      idCompteOrigine: 1001,
      loginOrigine: 'teneur@exemple.fr',
      categorie: 'MANDAT',
      typeEvenement: 'MODIFICATION_DATE_FIN_MANDAT_ARCHIVE',
      modalite: 'CONNEXION_EN_TANT_QUE',
      typeCible: 'MANDAT',
      idCible: 7,
      detail: { ancienneDateFin: '2024-12-31', nouvelleDateFin: '2025-12-31' },
    });
    expect(Date.now() - entree!.date.getTime()).toBeLessThan(60_000);
  });

  it('journalise un traitement automatique sans auteur ni cible', async () => {
    const id = await journaliser(ctx.db, { acteur: null, typeEvenement: 'EXPIRATION_MANDAT' });
    expect(await lire(id)).toMatchObject({
      idCompte: null,
      login: null,
      profil: null,
      categorie: 'MANDAT',
      modalite: 'TRAITEMENT_AUTOMATIQUE',
      typeCible: 'AUCUNE',
      idCible: null,
      detail: null,
    });
  });

  it('déduit la modalité du type : un verrouillage reste un traitement automatique, même avec un auteur', async () => {
    const verrou = await journaliser(ctx.db, {
      acteur: syndic,
      typeEvenement: 'VERROUILLAGE_COMPTE',
      cible: { type: 'UTILISATEUR', id: 1002 },
      detail: { echecs: 5, minutes: 15 },
    });
    expect(await lire(verrou)).toMatchObject({ categorie: 'CONNEXION', modalite: 'TRAITEMENT_AUTOMATIQUE' });
    const saisie = await journaliser(ctx.db, { acteur: teneur, typeEvenement: 'CONNEXION_REUSSIE' });
    expect(await lire(saisie)).toMatchObject({ categorie: 'CONNEXION', modalite: 'SAISIE_EN_LIGNE' });
  });

  it('journalise une transition : type de la règle, événement et états dans le détail', async () => {
    const activation = machineTeledeclarant.transition('ATT_ACTIVATION', 'activer', { acteur: 'declarant' });
    if (!activation.ok) throw new Error(activation.refus.message);
    const id = await journaliser(ctx.db, {
      acteur: syndic,
      transition: { depuis: 'ATT_ACTIVATION', resultat: activation },
      cible: { type: 'TELEDECLARANT', id: 12, libelle: 'Cabinet Lumière' },
      detail: { lettresAnnulees: 2 },
    });
    expect(await lire(id)).toMatchObject({
      categorie: 'TELEDECLARANT',
      typeEvenement: 'ACTIVATION_TELEDECLARANT',
      modalite: 'SAISIE_EN_LIGNE',
      typeCible: 'TELEDECLARANT',
      idCible: 12,
      detail: { evenement: 'activer', ancienEtat: 'ATT_ACTIVATION', nouvelEtat: 'ACTIF', lettresAnnulees: 2 },
    });
  });

  it('journalise une création (sans état de départ) et le type plus précis choisi parmi ceux de la règle', async () => {
    const inscription = machineTeledeclarant.creer('inscrire', { acteur: 'declarant' });
    if (!inscription.ok) throw new Error(inscription.refus.message);
    const id = await journaliser(ctx.db, {
      acteur: syndic,
      transition: { depuis: null, resultat: inscription },
      cible: { type: 'TELEDECLARANT', id: 12 },
      detail: { type: 'PRO', siret: '73282932000074' },
    });
    expect((await lire(id))?.detail).toEqual({
      evenement: 'inscrire',
      ancienEtat: null,
      nouvelEtat: 'ATT_ACTIVATION',
      type: 'PRO',
      siret: '73282932000074',
    });
    const exiger = machineTeledeclarant.transition('ACTIF', 'exigerActivation', { acteur: 'teneur' });
    if (!exiger.ok) throw new Error(exiger.refus.message);
    const variante = await journaliser(ctx.db, {
      acteur: teneur,
      transition: { depuis: 'ACTIF', resultat: exiger, typeEvenement: 'ENVOI_CODE_ACTIVATION' },
      cible: { type: 'TELEDECLARANT', id: 12 },
      detail: { idLettre: 3, dateEnvoiPrevue: '2026-12-01' },
    });
    expect(await lire(variante)).toMatchObject({
      typeEvenement: 'ENVOI_CODE_ACTIVATION',
      modalite: 'TRAITEMENT_AUTOMATIQUE',
    });
  });

  it('refuse un type que la règle ne prévoit pas, ou un auteur que la règle ne permet pas', async () => {
    const suppression = machineTeledeclarant.transition('ACTIF', 'supprimer', { acteur: 'teneur' });
    if (!suppression.ok) throw new Error(suppression.refus.message);
    const cible = { type: 'TELEDECLARANT' as const, id: 12 };
    const avant = await ctx.db.$count(evenementJournal);
    await expect(
      journaliser(ctx.db, {
        acteur: teneur,
        transition: { depuis: 'ACTIF', resultat: suppression, typeEvenement: 'ACTIVATION_TELEDECLARANT' },
        cible,
      }),
    ).rejects.toThrow(ErreurJournal);
    await expect(
      journaliser(ctx.db, { acteur: syndic, transition: { depuis: 'ACTIF', resultat: suppression }, cible }),
    ).rejects.toThrow(/n'est pas permis à l'auteur/);
    await expect(
      journaliser(ctx.db, { acteur: null, transition: { depuis: 'ACTIF', resultat: suppression }, cible }),
    ).rejects.toThrow(ErreurJournal);
    expect(await ctx.db.$count(evenementJournal)).toBe(avant);
  });

  it('refuse un détail hors du schéma de son type : clé inconnue, valeur mal typée, clé de transition', async () => {
    const avant = await ctx.db.$count(evenementJournal);
    await expect(
      journaliser(ctx.db, {
        acteur: teneur,
        typeEvenement: 'REFUS_DEMANDE',
        detail: { motif: 'x', ancienStatut: 'ACTIF' } as never,
      }),
    ).rejects.toThrow(/REFUS_DEMANDE.*ancienStatut/);
    await expect(
      journaliser(ctx.db, {
        acteur: null,
        typeEvenement: 'VERROUILLAGE_COMPTE',
        detail: { echecs: 'cinq', minutes: 15 } as never,
      }),
    ).rejects.toThrow(/VERROUILLAGE_COMPTE \(echecs\)/);
    const activation = machineTeledeclarant.transition('ATT_ACTIVATION', 'activer', { acteur: 'declarant' });
    if (!activation.ok) throw new Error(activation.refus.message);
    await expect(
      journaliser(ctx.db, {
        acteur: syndic,
        transition: { depuis: 'ATT_ACTIVATION', resultat: activation },
        cible: { type: 'TELEDECLARANT', id: 12 },
        detail: { nouvelEtat: 'SUPPRIME' } as never,
      }),
    ).rejects.toThrow(ErreurJournal);
    expect(await ctx.db.$count(evenementJournal)).toBe(avant);
  });

  it('refuse un détail trop volumineux', async () => {
    await expect(
      journaliser(ctx.db, {
        acteur: teneur,
        typeEvenement: 'REFUS_DEMANDE',
        detail: { motif: 'x'.repeat(5000) },
      }),
    ).rejects.toThrow(ErreurJournal);
    const long = 'x'.repeat(900);
    await expect(
      journaliser(ctx.db, {
        acteur: teneur,
        typeEvenement: 'CONNEXION_INSTITUTIONNELLE',
        detail: { fournisseur: long, sujet: long, email: long, institution: long, niveauGeographique: long },
      }),
    ).rejects.toThrow(/ne peut pas dépasser/);
  });

  it('refuse une cible AUCUNE qui porte un identifiant', async () => {
    await expect(
      journaliser(ctx.db, {
        acteur: teneur,
        typeEvenement: 'CONNEXION_REUSSIE',
        cible: { type: 'AUCUNE', id: 3 },
      }),
    ).rejects.toThrow(ErreurJournal);
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
