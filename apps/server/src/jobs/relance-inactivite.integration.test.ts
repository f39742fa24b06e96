import type { StatutCompteUtilisateur } from '@registre/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { compte, courriel, evenementJournal } from '../db/schema/index.js';
import { type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { creerCompteDeTest } from '../test/comptes.js';
import { JOURS_ENTRE_DEUX_RELANCES, relancerComptesInactifs } from './relance-inactivite.js';

let ctx: ContexteTest;

beforeAll(async () => {
  ctx = await creerContexteTest();
});
afterAll(async () => {
  await ctx.fermer();
});

// Le 15 mars 2026 à 11 h, heure de Paris : douze mois plus tôt, le 15 mars 2025 à 11 h.
const MAINTENANT = new Date('2026-03-15T10:00:00Z');
const IL_Y_A_12_MOIS = new Date('2025-03-15T10:00:00Z');
const JOUR = 24 * 60 * 60 * 1000;
const URL = 'https://registre.test';

let numero = 0;

/** Compte de test dont la création (récente par défaut), l'activité et la dernière relance sont fixées. */
async function compteAvec(dates: {
  creation?: Date;
  activite?: Date | null;
  relance?: Date | null;
  statut?: StatutCompteUtilisateur;
}) {
  numero += 1;
  const { compte: c } = await creerCompteDeTest(ctx.db, {
    profil: 'TELE_PRO_GESTION',
    login: `inactif.${numero}@exemple.fr`,
  });
  await ctx.db
    .update(compte)
    .set({
      dateCreation: dates.creation ?? new Date(MAINTENANT.getTime() - 30 * JOUR),
      dateDerniereActivite: dates.activite ?? null,
      dateDerniereRelanceInactivite: dates.relance ?? null,
      statut: dates.statut ?? 'ACTIF',
    })
    .where(eq(compte.id, c.id));
  return c;
}

const relancer = (maintenant = MAINTENANT, lot?: number) =>
  relancerComptesInactifs({
    db: ctx.db,
    urlPublique: URL,
    maintenant: () => maintenant,
    ...(lot ? { lot } : {}),
  });

const courrielsA = (destinataire: string) =>
  ctx.db.select().from(courriel).where(eq(courriel.destinataire, destinataire));

const relancesJournalisees = (idCompte: number) =>
  ctx.db
    .select()
    .from(evenementJournal)
    .where(
      and(eq(evenementJournal.typeEvenement, 'RELANCE_INACTIVITE'), eq(evenementJournal.idCible, idCompte)),
    );

const derniereRelance = async (id: number) =>
  (await ctx.db.select().from(compte).where(eq(compte.id, id)))[0]!.dateDerniereRelanceInactivite;

beforeEach(async () => {
  // Chaque test part de comptes neufs : les anciens sont écartés (supprimés).
  await ctx.db.update(compte).set({ statut: 'SUPPRIME' }).where(eq(compte.statut, 'ACTIF'));
  await ctx.db.update(compte).set({ statut: 'ACTIF' }).where(eq(compte.id, 1));
  await ctx.db.delete(courriel);
});

describe('relance des comptes inactifs', () => {
  it('relance un compte sans connexion depuis 12 mois, pas un compte inactif depuis 12 mois moins un jour', async () => {
    const douzeMois = await compteAvec({ activite: IL_Y_A_12_MOIS });
    const presque = await compteAvec({ activite: new Date(IL_Y_A_12_MOIS.getTime() + JOUR) });
    const uneSecondeDePlus = await compteAvec({ activite: new Date(IL_Y_A_12_MOIS.getTime() + 1000) });

    expect(await relancer()).toBe(1);

    expect(await derniereRelance(douzeMois.id)).toEqual(MAINTENANT);
    expect(await derniereRelance(presque.id)).toBeNull();
    expect(await derniereRelance(uneSecondeDePlus.id)).toBeNull();
    const [envoi] = await courrielsA(douzeMois.login);
    expect(envoi?.sujet).toBe('Registre des copropriétés : votre compte est inactif');
    expect(envoi?.texte).toContain('depuis le 15 mars 2025');
    expect(envoi?.texte).toContain(`${URL}/`);
    expect(envoi?.statut).toBe('A_ENVOYER');
    expect(await courrielsA(presque.login)).toHaveLength(0);
  });

  it('journalise la relance (traitement automatique, sans auteur) avec le courriel, dans la même transaction', async () => {
    const c = await compteAvec({ activite: new Date('2024-06-01T08:00:00Z') });
    await relancer();
    const [evenement] = await relancesJournalisees(c.id);
    expect(evenement).toMatchObject({
      categorie: 'COMPTE',
      modalite: 'TRAITEMENT_AUTOMATIQUE',
      idCompte: null,
      login: null,
      typeCible: 'UTILISATEUR',
      libelleCible: c.login,
    });
    expect(evenement?.detail).toEqual({ derniereActivite: '2024-06-01T08:00:00.000Z' });
    expect(await courrielsA(c.login)).toHaveLength(1);
  });

  it('prend la date de création pour un compte qui ne s’est jamais connecté', async () => {
    const ancien = await compteAvec({ creation: new Date('2025-01-10T09:00:00Z') });
    const recent = await compteAvec({ creation: new Date('2025-06-10T09:00:00Z') });
    expect(await relancer()).toBe(1);
    const [envoi] = await courrielsA(ancien.login);
    expect(envoi?.texte).toContain('créé le 10 janvier 2025');
    expect(envoi?.texte).toContain('jamais connecté');
    expect(await courrielsA(recent.login)).toHaveLength(0);
  });

  it('ne relance ni un compte supprimé, désactivé ou en attente d’activation, ni le compte institutionnel', async () => {
    const ancienne = new Date('2020-01-01T00:00:00Z');
    const comptes = await Promise.all(
      (['SUPPRIME', 'DESACTIVE', 'ATT_ACTIVATION'] as const).map((statut) =>
        compteAvec({ activite: ancienne, creation: ancienne, statut }),
      ),
    );
    await ctx.db
      .update(compte)
      .set({ dateCreation: ancienne, dateDerniereActivite: ancienne })
      .where(eq(compte.id, 1));

    expect(await relancer()).toBe(0);
    for (const c of comptes) expect(await derniereRelance(c.id)).toBeNull();
    expect(await derniereRelance(1)).toBeNull();
    expect(await ctx.db.select().from(courriel)).toHaveLength(0);
  });

  it(`relance au plus une fois tous les ${JOURS_ENTRE_DEUX_RELANCES} jours un compte qui reste inactif`, async () => {
    const activite = new Date('2024-01-01T00:00:00Z');
    const relanceIlYA29Jours = await compteAvec({
      activite,
      relance: new Date(MAINTENANT.getTime() - 29 * JOUR),
    });
    const relanceIlYA30Jours = await compteAvec({
      activite,
      relance: new Date(MAINTENANT.getTime() - 30 * JOUR),
    });
    expect(await relancer()).toBe(1);
    expect(await derniereRelance(relanceIlYA30Jours.id)).toEqual(MAINTENANT);
    expect(await courrielsA(relanceIlYA29Jours.login)).toHaveLength(0);

    // Le lendemain, rien de nouveau ; trente jours plus tard, nouvelle relance.
    expect(await relancer(new Date(MAINTENANT.getTime() + JOUR))).toBe(1); // celui relancé il y a 29 jours
    expect(await relancer(new Date(MAINTENANT.getTime() + 2 * JOUR))).toBe(0);
    expect(await relancer(new Date(MAINTENANT.getTime() + 30 * JOUR))).toBe(1);
    expect(await relancesJournalisees(relanceIlYA30Jours.id)).toHaveLength(2);
  });

  it('une connexion après la relance remet le compteur à zéro', async () => {
    const c = await compteAvec({ activite: new Date('2024-01-01T00:00:00Z') });
    expect(await relancer()).toBe(1);
    await ctx.db
      .update(compte)
      .set({ dateDerniereActivite: new Date(MAINTENANT.getTime() + JOUR) })
      .where(eq(compte.id, c.id));
    expect(await relancer(new Date(MAINTENANT.getTime() + 60 * JOUR))).toBe(0);
  });

  it('traite tous les comptes par lots successifs', async () => {
    const comptes = [];
    for (let i = 0; i < 5; i += 1) comptes.push(await compteAvec({ activite: new Date('2024-01-01') }));
    expect(await relancer(MAINTENANT, 2)).toBe(5);
    for (const c of comptes) expect(await courrielsA(c.login)).toHaveLength(1);
  });
});
