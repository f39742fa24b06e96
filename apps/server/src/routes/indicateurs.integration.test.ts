import {
  lignesIndicateurs,
  REGISTRE_TYPES_DEMANDE,
  type TableauIndicateurs,
  TYPES_DEMANDE_DISPONIBLES,
} from '@registre/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copropriete, declaration, dissolution, evenementJournal, mandat } from '../db/schema/index.js';
import { creerValidationRepository } from '../repositories/validation.repository.js';
import { creerServiceIndicateurs } from '../services/indicateurs/index.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { connecter, creerCompteDeTest } from '../test/comptes.js';
import { creerCoproprieteDeTest } from '../test/coproprietes.js';

let ctx: ContexteTest;
let teneur: ClientTest;
let teneurSecondaire: ClientTest;
let hotline: ClientTest;
let syndic: ClientTest;
let idTd: number;

/**
 * Mercredi 16/07/2025, 12 h à Paris : une demande du vendredi 11/07 était due le mardi 15/07 (le 14 est férié)
 * et est hors délai ; une demande du mardi 15/07 est due le mercredi 16/07, encore dans les délais (ADR 0039).
 */
const MAINTENANT = new Date('2025-07-16T10:00:00Z');
const VENDREDI = new Date('2025-07-11T14:00:00Z');
const MARDI = new Date('2025-07-15T21:59:00Z');

async function demandeImmatriculation(
  etat:
    | 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER'
    | 'IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION'
    | 'IMMATRICULATION_DEMANDE_DE_PRECISIONS',
  depot: Date,
  doublonDe?: number,
  typeMaj: 'INITIALE' | 'MODIF_DEMANDE' = 'INITIALE',
) {
  const copro = await creerCoproprieteDeTest(ctx.db, {
    etat,
    idTeledeclarantCourant: idTd,
    statutMandat: 'A_VALIDER',
    declarations: [{ idTeledeclarant: idTd, statut: 'A_VALIDER', typeMaj }],
  });
  await ctx.db
    .update(declaration)
    .set({ dateSoumission: depot })
    .where(and(eq(declaration.idCopropriete, copro.id), eq(declaration.statut, 'A_VALIDER')));
  if (doublonDe !== undefined) {
    await ctx.db
      .update(copropriete)
      .set({ idCoproprieteDoublon: doublonDe, doublonSignaleLe: depot })
      .where(eq(copropriete.id, copro.id));
  }
  return copro;
}

async function demandeMandat(
  etat: 'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER' | 'IMMATRICULEE_RATTACHEMENT_CONTESTE',
  statut: 'A_VALIDER' | 'VALIDATION_EN_COURS',
  depot: Date,
) {
  const copro = await creerCoproprieteDeTest(ctx.db, { etat });
  await ctx.db.insert(mandat).values({
    idCopropriete: copro.id,
    idTeledeclarant: idTd,
    statut,
    contestation: etat === 'IMMATRICULEE_RATTACHEMENT_CONTESTE',
    dateSoumission: depot,
  });
  return copro;
}

beforeAll(async () => {
  ctx = await creerContexteTest();
  const compteSyndic = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_ADMIN_PRINC' });
  idTd = compteSyndic.idTeledeclarant!;
  syndic = await connecter(ctx.app, compteSyndic.login);
  teneur = await connecter(
    ctx.app,
    (await creerCompteDeTest(ctx.db, { profil: 'TENEUR_ADMIN_PRINC' })).login,
  );
  teneurSecondaire = await connecter(
    ctx.app,
    (await creerCompteDeTest(ctx.db, { profil: 'TENEUR_ADMIN_SCOND' })).login,
  );
  hotline = await connecter(
    ctx.app,
    (await creerCompteDeTest(ctx.db, { profil: 'TENEUR_ASS_HOTLINE_ADMIN' })).login,
  );

  // Immatriculations : une hors délai à prendre, une prise en charge dans les délais, une en précisions (chez le
  // déclarant, pas comptée).
  await demandeImmatriculation('IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER', VENDREDI);
  await demandeImmatriculation('IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION', MARDI);
  await demandeImmatriculation('IMMATRICULATION_DEMANDE_DE_PRECISIONS', VENDREDI);
  // Doublon signalé le vendredi : hors délai, compté comme doublon et pas comme immatriculation.
  const existante = await creerCoproprieteDeTest(ctx.db, {
    etat: 'IMMATRICULEE_RATTACHEE',
    idTeledeclarantCourant: idTd,
  });
  await ctx.db
    .update(copropriete)
    .set({ dateImmatriculation: new Date('2025-06-01T10:00:00Z') })
    .where(eq(copropriete.id, existante.id));
  await demandeImmatriculation('IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER', VENDREDI, existante.id);
  // Rattachement hors délai ; contestation prise en charge, dans les délais.
  await demandeMandat('IMMATRICULEE_RATTACHEMENT_A_CONFIRMER', 'A_VALIDER', VENDREDI);
  await demandeMandat('IMMATRICULEE_RATTACHEMENT_CONTESTE', 'VALIDATION_EN_COURS', MARDI);
  // Dissolution à valider déposée le mardi.
  const dissoute = await creerCoproprieteDeTest(ctx.db, { etat: 'DISSOLUTION_A_VALIDER' });
  await ctx.db.insert(dissolution).values({
    idCopropriete: dissoute.id,
    motif: 'DEMOLITION',
    dateFaitGenerateur: new Date('2025-06-30'),
    typeJustif: 'ATTESTATION_DEMOLITION',
    dateDemande: MARDI,
  });
  // Journal : deux mises à jour en juillet 2025, une en janvier, une en 2024 ; téléchargements.
  const evenement = (
    date: string,
    categorie: 'MISE_A_JOUR' | 'TELECHARGEMENT',
    typeEvenement:
      | 'MAJ_ANNUELLE'
      | 'MAJ_STANDARD'
      | 'TELECHARGEMENT_DONNEES_BRUTES'
      | 'TELECHARGEMENT_RAPPORT',
  ) => ({
    date: new Date(date),
    categorie,
    typeEvenement,
    modalite: 'SAISIE_EN_LIGNE' as const,
  });
  await ctx.db.insert(evenementJournal).values([
    evenement('2025-07-02T10:00:00Z', 'MISE_A_JOUR', 'MAJ_ANNUELLE'),
    evenement('2025-06-30T22:30:00Z', 'MISE_A_JOUR', 'MAJ_STANDARD'), // 1er juillet à Paris
    evenement('2025-01-15T10:00:00Z', 'MISE_A_JOUR', 'MAJ_STANDARD'),
    evenement('2024-12-31T23:30:00Z', 'MISE_A_JOUR', 'MAJ_STANDARD'), // 1er janvier 2025, 0 h 30 à Paris
    evenement('2024-12-31T22:30:00Z', 'MISE_A_JOUR', 'MAJ_STANDARD'), // 31 décembre 2024, 23 h 30 à Paris
    evenement('2025-03-01T10:00:00Z', 'TELECHARGEMENT', 'TELECHARGEMENT_DONNEES_BRUTES'),
    evenement('2025-03-02T10:00:00Z', 'TELECHARGEMENT', 'TELECHARGEMENT_DONNEES_BRUTES'),
    evenement('2025-03-03T10:00:00Z', 'TELECHARGEMENT', 'TELECHARGEMENT_RAPPORT'),
  ]);
  await ctx.db.insert(evenementJournal).values(
    ['DEPARTEMENT', 'REGION', 'DEPARTEMENT'].map((niveau, i) => ({
      date: new Date(`2025-05-0${i + 1}T10:00:00Z`),
      categorie: 'CONNEXION' as const,
      typeEvenement: 'CONNEXION_INSTITUTIONNELLE' as const,
      modalite: 'SAISIE_EN_LIGNE' as const,
      detail: {
        fournisseur: 'local',
        sujet: 's',
        email: 'e@x.fr',
        institution: null,
        niveauGeographique: niveau,
      },
    })),
  );
}, 120_000);

afterAll(async () => {
  await ctx.fermer();
});

describe('tableau des indicateurs (calcul à un instant donné)', () => {
  it('compte les demandes en cours et hors délai de chaque type selon le calendrier des jours ouvrés', async () => {
    const tableau = await creerServiceIndicateurs(ctx.db).tableau(
      { profil: 'TENEUR_ADMIN_PRINC' },
      MAINTENANT,
    );
    const lignes = Object.fromEntries(lignesIndicateurs(tableau).map((l) => [l.type, l]));
    expect(lignes.IMMATRICULATION).toMatchObject({ enCours: 2, horsDelai: 1 });
    expect(lignes.DOUBLON).toMatchObject({ enCours: 1, horsDelai: 1 });
    expect(lignes.RATTACHEMENT).toMatchObject({ enCours: 1, horsDelai: 1 });
    expect(lignes.CONTESTATION).toMatchObject({ enCours: 1, horsDelai: 0 });
    expect(lignes.DISSOLUTION).toMatchObject({ enCours: 1, horsDelai: 0 });
    expect(lignes.IMMATRICULATION!.detail).toEqual({
      type: 'IMMATRICULATION',
      aPrendreEnCharge: 1,
      priseEnCharge: 1,
      plusAncienne: '11/07/2025',
      delaiJoursOuvres: 1,
    });
    expect(lignes.CONTESTATION!.detail).toMatchObject({ aPrendreEnCharge: 0, priseEnCharge: 1 });
    expect(lignes.DISSOLUTION!.detail).toMatchObject({ plusAncienne: '15/07/2025' });
  });

  it('le lendemain, les demandes du mardi passent hors délai', async () => {
    const jeudi = new Date('2025-07-17T08:00:00Z');
    const tableau = await creerServiceIndicateurs(ctx.db).tableau({ profil: 'TENEUR_ADMIN_PRINC' }, jeudi);
    expect(tableau.nbDemandesImmatHorsDelai).toBe(2);
    expect(tableau.nbDemandesContestationHorsDelai).toBe(1);
    expect(tableau.nbDemandesDissolutionHorsDelai).toBe(1);
  });

  it('compteurs : immatriculées, moyennes, mises à jour de l’année et du mois à Paris, téléchargements', async () => {
    const tableau = await creerServiceIndicateurs(ctx.db).tableau(
      { profil: 'TENEUR_ADMIN_PRINC' },
      MAINTENANT,
    );
    // Immatriculées : la copropriété rattachée, le rattachement à confirmer, la contestée, la dissolution à valider.
    expect(tableau.nbCoproImmatriculees).toBe(4);
    expect(tableau.moyenneImmatHebdo).toBe(Math.round((1 / 52) * 100) / 100);
    expect(tableau.nbMajParAnnee).toBe(4);
    expect(tableau.nbMajParMois).toBe(2);
    expect(tableau.nbTelechargementDonneesBrutes).toBe(2);
    expect(tableau.nbTelechargementRapportBo).toBe(1);
    expect(tableau.topEchelleGeographique).toBe('DEPARTEMENT');
    expect(tableau.nbTeledeclarants).toBeGreaterThanOrEqual(1);
    expect(tableau.nbUtilisateurs).toBeGreaterThanOrEqual(4);
  });
});

describe('GET /api/indicateurMCO/allTableau', () => {
  const url = '/api/indicateurMCO/allTableau';

  it('200 avec les lignes de détail pour les administrateurs du teneur', async () => {
    for (const client of [teneur, teneurSecondaire]) {
      const r = await client.get(url);
      expect(r.statusCode, r.body).toBe(200);
      const tableau = r.json() as TableauIndicateurs;
      expect(tableau.detail).toHaveLength(5);
      expect(tableau.nbDemandesImmatEnCours).toBe(2);
      expect(Date.parse(tableau.calculeLe)).not.toBeNaN();
    }
  });

  it('200 sans lignes de détail pour l’assistance (ADR 0031)', async () => {
    const r = await hotline.get(url);
    expect(r.statusCode).toBe(200);
    expect((r.json() as TableauIndicateurs).detail).toBeNull();
  });

  it('actualiser=true recalcule l’instantané (ADR 0281) ; une autre valeur est refusée (400)', async () => {
    const avant = (await teneur.get(url)).json() as TableauIndicateurs;
    const r = await teneur.get(`${url}?actualiser=true`);
    expect(r.statusCode, r.body).toBe(200);
    const actualise = r.json() as TableauIndicateurs;
    expect(Date.parse(actualise.calculeLe)).toBeGreaterThan(Date.parse(avant.calculeLe));
    expect(actualise.nbDemandesImmatEnCours).toBe(avant.nbDemandesImmatEnCours);
    const mauvais = await teneur.get(`${url}?actualiser=oui`);
    expect(mauvais.statusCode).toBe(400);
    expect(mauvais.body).toContain('actualiser');
    expect((await syndic.get(`${url}?actualiser=true`)).statusCode).toBe(403);
  });

  it('401 sans session, 403 pour un syndic', async () => {
    expect((await new ClientTest(ctx.app).get(url)).statusCode).toBe(401);
    expect((await syndic.get(url)).statusCode).toBe(403);
  });
});

describe('« en cours » : une seule définition avec le guichet (registre des types de demande, ADR 0231)', () => {
  it('une modification de demande avec un doublon signalé compte comme le guichet la classe ; chaque famille compte ce que le guichet liste', async () => {
    const avant = await creerServiceIndicateurs(ctx.db).tableau({ profil: 'TENEUR_ADMIN_PRINC' }, MAINTENANT);
    const existante = await creerCoproprieteDeTest(ctx.db, { etat: 'IMMATRICULEE_RATTACHEE' });
    // Le registre classe une modification de demande avant le doublon : famille IMMATRICULATION.
    await demandeImmatriculation(
      'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
      MARDI,
      existante.id,
      'MODIF_DEMANDE',
    );
    await demandeImmatriculation(
      'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
      MARDI,
      undefined,
      'MODIF_DEMANDE',
    );
    const apres = await creerServiceIndicateurs(ctx.db).tableau({ profil: 'TENEUR_ADMIN_PRINC' }, MAINTENANT);
    expect(apres.nbDemandesImmatEnCours).toBe(avant.nbDemandesImmatEnCours + 2);
    expect(apres.nbDoublons).toBe(avant.nbDoublons);

    const repo = creerValidationRepository(ctx.db);
    const parFamille = new Map<string, number>();
    for (const type of TYPES_DEMANDE_DISPONIBLES) {
      const { total } = await repo.rechercher({ type, tri: 'dateDepot', sens: 'ASC', offset: 0, limit: 1 });
      const famille = REGISTRE_TYPES_DEMANDE[type].famille;
      parFamille.set(famille, (parFamille.get(famille) ?? 0) + total);
    }
    expect(parFamille.get('IMMATRICULATION')).toBe(apres.nbDemandesImmatEnCours);
    expect(parFamille.get('DOUBLON')).toBe(apres.nbDoublons);
  });
});
