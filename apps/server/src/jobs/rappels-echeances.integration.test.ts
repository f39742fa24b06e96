import { ajouterJours, aujourdhuiParis, formaterDateTexte } from '@registre/domain';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { copropriete, courriel, evenementJournal, rappelEcheance } from '../db/schema/index.js';
import { type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { creerCompteDeTest } from '../test/comptes.js';
import { creerCoproprieteDeTest } from '../test/coproprietes.js';
import { envoyerRappelsEcheances } from './rappels-echeances.js';

let ctx: ContexteTest;
// Le 15 mars 2026 à 8 h, heure de Paris.
const MAINTENANT = new Date('2026-03-15T07:00:00Z');
const AUJOURDHUI = aujourdhuiParis(MAINTENANT);
const JOUR = 86_400_000;
const URL_PUBLIQUE = 'https://registre.test';
let loginAdmin: string;
let loginAutre: string;
let idCopro: number;
let idCoproAutre: number;

const rappeler = (maintenant = MAINTENANT) =>
  envoyerRappelsEcheances({ db: ctx.db, urlPublique: URL_PUBLIQUE, maintenant: () => maintenant });

const courrielsA = (destinataire: string) =>
  ctx.db.select().from(courriel).where(eq(courriel.destinataire, destinataire));

beforeAll(async () => {
  ctx = await creerContexteTest();
  const admin = await creerCompteDeTest(ctx.db, {
    profil: 'TELE_PRO_ADMIN_PRINC',
    login: 'admin.rappels@exemple.fr',
  });
  // Un gestionnaire du même établissement ne reçoit pas les rappels (administrateurs principaux seulement).
  await creerCompteDeTest(ctx.db, {
    profil: 'TELE_PRO_GESTION',
    idTeledeclarant: admin.idTeledeclarant as number,
    login: 'gestion.rappels@exemple.fr',
  });
  const autre = await creerCompteDeTest(ctx.db, {
    profil: 'TELE_NONPRO_ADMIN_PRINC',
    login: 'autre.rappels@exemple.fr',
  });
  loginAdmin = admin.compte.login;
  loginAutre = autre.compte.login;
  idCopro = (
    await creerCoproprieteDeTest(ctx.db, {
      etat: 'IMMATRICULEE_RATTACHEE',
      nom: 'Résidence des Rappels',
      idTeledeclarantCourant: admin.idTeledeclarant as number,
    })
  ).id;
  idCoproAutre = (
    await creerCoproprieteDeTest(ctx.db, {
      etat: 'IMMATRICULEE_RATTACHEE',
      nom: 'Résidence d’autrui',
      idTeledeclarantCourant: autre.idTeledeclarant as number,
    })
  ).id;
});

afterAll(async () => {
  await ctx.fermer();
});

beforeEach(async () => {
  await ctx.db.delete(rappelEcheance);
  await ctx.db.delete(courriel);
  // Fin de mandat dans 30 jours, mise à jour annuelle faite aujourd'hui (due dans un an : aucun rappel).
  for (const id of [idCopro, idCoproAutre]) {
    await ctx.db
      .update(copropriete)
      .set({ dateFinMandat: ajouterJours(AUJOURDHUI, 30), dateDerniereMajAnnuelle: AUJOURDHUI })
      .where(eq(copropriete.id, id));
  }
});

describe('rappels des échéances (tâche quotidienne)', () => {
  it('un rappel à 30 jours par échéance, aux administrateurs principaux de l’établissement, journalisé', async () => {
    expect(await rappeler()).toBe(2);
    const recus = await courrielsA(loginAdmin);
    expect(recus).toHaveLength(1);
    expect(recus[0]?.sujet).toContain(`fin du mandat le ${formaterDateTexte(ajouterJours(AUJOURDHUI, 30))}`);
    expect(recus[0]?.texte).toContain('dans 30 jours');
    expect(recus[0]?.texte).toContain(`${URL_PUBLIQUE}/compte/monetablissement/echeancier`);
    expect(await courrielsA('gestion.rappels@exemple.fr')).toHaveLength(0);
    // Chaque établissement reçoit les siennes seulement.
    const autres = await courrielsA(loginAutre);
    expect(autres).toHaveLength(1);
    expect(autres[0]?.sujet).toContain('Résidence d’autrui');
    const journal = await ctx.db
      .select()
      .from(evenementJournal)
      .where(
        and(eq(evenementJournal.typeEvenement, 'RAPPEL_ECHEANCE'), eq(evenementJournal.idCible, idCopro)),
      );
    expect(journal).toHaveLength(1);
    expect(journal[0]?.detail).toMatchObject({ type: 'FIN_MANDAT', seuil: 30, destinataires: 1 });
    expect(journal[0]?.idCompte).toBeNull();
  });

  it('relancée deux fois, même en même temps, la tâche n’envoie qu’un courriel par échéance et par seuil', async () => {
    const [a, b] = await Promise.all([rappeler(), rappeler()]);
    expect(a + b).toBe(2);
    expect(await rappeler()).toBe(0);
    expect(await courrielsA(loginAdmin)).toHaveLength(1);
    expect(
      await ctx.db.select().from(rappelEcheance).where(like(rappelEcheance.cleEcheance, 'fin-mandat-%')),
    ).toHaveLength(2);
  });

  it('le seuil suivant (7 jours) ouvre un nouveau rappel ; un passage manqué ne rattrape pas un seuil plus lointain', async () => {
    await rappeler();
    // 23 jours plus tard : il reste 7 jours.
    expect(await rappeler(new Date(MAINTENANT.getTime() + 23 * JOUR))).toBe(2);
    const recus = await courrielsA(loginAdmin);
    expect(recus).toHaveLength(2);
    expect(recus.some((c) => c.texte.includes('dans 7 jours'))).toBe(true);
    const seuils = await ctx.db
      .select({ seuil: rappelEcheance.seuil })
      .from(rappelEcheance)
      .where(like(rappelEcheance.cleEcheance, `fin-mandat-${idCopro}-%`));
    expect(seuils.map((s) => s.seuil).sort()).toEqual([30, 7]);
  });

  it('rien à plus de 60 jours ni pour une échéance passée', async () => {
    await ctx.db
      .update(copropriete)
      .set({ dateFinMandat: ajouterJours(AUJOURDHUI, 61) })
      .where(eq(copropriete.id, idCopro));
    await ctx.db
      .update(copropriete)
      .set({ dateFinMandat: ajouterJours(AUJOURDHUI, -1) })
      .where(eq(copropriete.id, idCoproAutre));
    expect(await rappeler()).toBe(0);
    // Le lendemain, la fin de mandat entre dans les 60 jours : premier rappel.
    expect(await rappeler(new Date(MAINTENANT.getTime() + JOUR))).toBe(1);
    expect((await courrielsA(loginAdmin))[0]?.texte).toContain('dans 60 jours');
  });
});
