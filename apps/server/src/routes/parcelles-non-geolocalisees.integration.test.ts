import { MESSAGE_GEOLOCALISATION_INDISPONIBLE, type Parcelle } from '@registre/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import parcellesLocales from '../adapters/parcelles/parcelles-locales.json' with { type: 'json' };
import { adresse, copropriete, declaration, evenementJournal, parcelle } from '../db/schema/index.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { connecter, creerCompteDeTest } from '../test/comptes.js';
import { creerCoproprieteDeTest } from '../test/coproprietes.js';

let ctx: ContexteTest;
let syndic: ClientTest;
let autreSyndic: ClientTest;
let collaborateur: ClientTest;
let idTeledeclarant: number;

/** Parcelle du jeu local du cadastre : localisée, ou connue sans géométrie. */
const locale = (geometrie: boolean): Parcelle => {
  const f = parcellesLocales.features.find(
    (p) => p.properties.code_insee === '34172' && (p.geometry !== null) === geometrie,
  )!;
  return {
    codePostal: '34000',
    commune: 'Montpellier',
    codeInsee: '34172',
    prefixe: f.properties.com_abs,
    section: f.properties.section,
    numero: f.properties.numero,
    geolocalisee: false,
  };
};
const LOCALISEE = locale(true);
const SANS_GEOMETRIE = locale(false);

/** Copropriété immatriculée et rattachée au syndic, avec sa déclaration en vigueur (parcelle non localisée). */
async function coproprieteNonGeolocalisee(idTd: number) {
  const copro = await creerCoproprieteDeTest(ctx.db, {
    etat: 'IMMATRICULEE_RATTACHEE',
    idTeledeclarantCourant: idTd,
    geolocalisee: false,
    declarations: [{ idTeledeclarant: idTd, statut: 'COURANTE', typeMaj: 'STANDARD' }],
  });
  const [decl] = await ctx.db
    .select({ id: declaration.id })
    .from(declaration)
    .where(eq(declaration.idCopropriete, copro.id));
  await ctx.db
    .update(copropriete)
    .set({ idDeclarationCourante: decl!.id })
    .where(eq(copropriete.id, copro.id));
  await ctx.db.insert(parcelle).values({
    idDeclaration: decl!.id,
    codeInsee: '34172',
    prefixe: '000',
    section: 'ZY',
    numero: '0001',
    geolocalisee: false,
  });
  return { ...copro, idDeclaration: decl!.id };
}

const chemin = (id: number | string) => `/api/coproprietes/updateParcelleNonGeolocalisees/${id}`;
const envoyer = (client: ClientTest, id: number | string, payload: unknown) =>
  client.requete({ method: 'PUT', url: chemin(id), payload: payload as object });
const parcellesEnBase = (idDeclaration: number) =>
  ctx.db
    .select({ section: parcelle.section, numero: parcelle.numero, geolocalisee: parcelle.geolocalisee })
    .from(parcelle)
    .where(eq(parcelle.idDeclaration, idDeclaration))
    .orderBy(parcelle.ordre);

beforeAll(async () => {
  ctx = await creerContexteTest();
  const admin = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_ADMIN_PRINC' });
  idTeledeclarant = admin.idTeledeclarant!;
  syndic = await connecter(ctx.app, admin.login);
  autreSyndic = await connecter(
    ctx.app,
    (await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_GESTION' })).login,
  );
  collaborateur = await connecter(
    ctx.app,
    (await creerCompteDeTest(ctx.db, { profil: 'NOTAIRE_COLLAB' })).login,
  );
});
afterAll(() => ctx.fermer());

describe('PUT /api/coproprietes/updateParcelleNonGeolocalisees/{idDeclaration}', () => {
  it('remplace les parcelles, revérifiées au cadastre, dans la même transaction que le journal', async () => {
    const copro = await coproprieteNonGeolocalisee(idTeledeclarant);
    // Le client prétend que la parcelle sans géométrie est localisée : le serveur ne le croit pas.
    const r = await envoyer(syndic, copro.idDeclaration, [
      LOCALISEE,
      { ...SANS_GEOMETRIE, geolocalisee: true },
    ]);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().parcelles.map((p: Parcelle) => p.geolocalisee)).toEqual([true, false]);
    expect(await parcellesEnBase(copro.idDeclaration)).toEqual([
      { section: LOCALISEE.section, numero: LOCALISEE.numero, geolocalisee: true },
      { section: SANS_GEOMETRIE.section, numero: SANS_GEOMETRIE.numero, geolocalisee: false },
    ]);
    const [entree] = await ctx.db
      .select()
      .from(evenementJournal)
      .where(
        sql`${evenementJournal.typeEvenement} = 'MAJ_PARCELLES_NON_GEOLOCALISEES' and ${evenementJournal.idCible} = ${copro.idDeclaration}`,
      );
    expect(entree?.typeCible).toBe('DECLARATION');
    // Une parcelle reste non localisée : la copropriété reste dans la liste des non géolocalisées.
    const [ligne] = await ctx.db.select().from(copropriete).where(eq(copropriete.id, copro.id));
    expect(ligne?.geolocalisee).toBe(false);
    expect(JSON.stringify(entree?.detail)).toContain('dont 1 géolocalisée');
  });

  it('la copropriété devient géolocalisée quand adresse de référence et parcelles le sont', async () => {
    const copro = await coproprieteNonGeolocalisee(idTeledeclarant);
    await ctx.db.insert(adresse).values({
      idDeclaration: copro.idDeclaration,
      type: 'REFERENCE',
      numero: '5',
      voie: 'Rue de la Loge',
      codePostal: '34000',
      codeInsee: '34172',
      geolocalisee: true,
    });
    const r = await envoyer(syndic, copro.idDeclaration, [LOCALISEE]);
    expect(r.statusCode, r.body).toBe(200);
    const [ligne] = await ctx.db.select().from(copropriete).where(eq(copropriete.id, copro.id));
    expect(ligne?.geolocalisee).toBe(true);
  });

  it('refuse (400) une liste sans parcelle géolocalisée et ne change rien', async () => {
    const copro = await coproprieteNonGeolocalisee(idTeledeclarant);
    const r = await envoyer(syndic, copro.idDeclaration, [SANS_GEOMETRIE]);
    expect(r.statusCode).toBe(400);
    expect(r.json().champs[0].message).toMatch(/géolocalisée/);
    expect(await parcellesEnBase(copro.idDeclaration)).toEqual([
      { section: 'ZY', numero: '0001', geolocalisee: false },
    ]);
  });

  it('refuse (400) un corps mal formé, une section de 3 lettres, un identifiant invalide', async () => {
    const copro = await coproprieteNonGeolocalisee(idTeledeclarant);
    expect((await envoyer(syndic, copro.idDeclaration, { parcelles: [] })).statusCode).toBe(400);
    expect((await envoyer(syndic, copro.idDeclaration, [])).statusCode).toBe(400);
    const section = await envoyer(syndic, copro.idDeclaration, [{ ...LOCALISEE, section: 'ABC' }]);
    expect(section.statusCode).toBe(400);
    expect(JSON.stringify(section.json())).toContain('section');
    expect((await envoyer(syndic, 'abc', [LOCALISEE])).statusCode).toBe(400);
  });

  it('401 sans session, 403 sans l’autorisation, 403 pour la copropriété d’un autre établissement, 404 inconnue', async () => {
    const copro = await coproprieteNonGeolocalisee(idTeledeclarant);
    expect((await envoyer(new ClientTest(ctx.app), copro.idDeclaration, [LOCALISEE])).statusCode).toBe(401);
    expect((await envoyer(collaborateur, copro.idDeclaration, [LOCALISEE])).statusCode).toBe(403);
    const autre = await envoyer(autreSyndic, copro.idDeclaration, [LOCALISEE]);
    expect(autre.statusCode).toBe(403);
    expect(await parcellesEnBase(copro.idDeclaration)).toHaveLength(1);
    expect((await envoyer(syndic, 2_000_000_000, [LOCALISEE])).statusCode).toBe(404);
  });

  it('refuse (409) une déclaration qui n’est pas celle en vigueur', async () => {
    const copro = await coproprieteNonGeolocalisee(idTeledeclarant);
    const [ancienne] = await ctx.db
      .insert(declaration)
      .values({ idCopropriete: copro.id, idTeledeclarant, statut: 'AVANT_DECLARATION_ANNUELLE' })
      .returning({ id: declaration.id });
    const r = await envoyer(syndic, ancienne!.id, [LOCALISEE]);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toMatch(/en vigueur/);
  });
});

describe('cadastre indisponible', () => {
  it('répond 503 avec le message « Géolocalisation indisponible », sans rien écrire', async () => {
    const enPanne = await creerContexteTest({ env: { CADASTRE_API_URL: 'http://127.0.0.1:1' } });
    try {
      const admin = await creerCompteDeTest(enPanne.db, { profil: 'TELE_NONPRO_ADMIN_PRINC' });
      const client = await connecter(enPanne.app, admin.login);
      const r = await envoyer(client, 1, [LOCALISEE]);
      expect(r.statusCode).toBe(503);
      expect(r.json().message).toBe(MESSAGE_GEOLOCALISATION_INDISPONIBLE);
    } finally {
      await enPanne.fermer();
    }
  });
});
