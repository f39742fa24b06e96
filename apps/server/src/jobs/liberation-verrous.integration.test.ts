import { ajouterJours, ajouterMois, aujourdhuiParis, formaterDateTexte } from '@registre/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compte, copropriete, evenementJournal, mandat, verrouValidation } from '../db/schema/index.js';
import { corpsMultipart } from '../securite/appels.js';
import { libererVerrousAbandonnes } from '../services/validation/liberation-verrous-abandonnes.js';
import type { ContexteTest } from '../test/app-de-test.js';
import { creerContexteTest } from '../test/app-de-test.js';
import { creerCoproprieteDeTest } from '../test/coproprietes.js';
import { type ActeurGuichet, connecterActeur, connecterSyndic } from '../test/guichet.js';
import { enMultipartRattachement } from '../test/rattachement.js';

// Tâche des verrous abandonnés (ADR 0191, 0304) : au-delà des immatriculations, elle rend au guichet les
// rattachements et contestations (mandat demandé VALIDATION_EN_COURS, verrou MANDAT) et les dissolutions
// (DISSOLUTION_EN_COURS_DE_VALIDATION, verrou COPROPRIETE) dont le verrou ne tient plus ; jamais une demande tenue.

type Syndic = Awaited<ReturnType<typeof connecterSyndic>>;
let ctx: ContexteTest;
let syndicA: Syndic;
let syndicB: Syndic;
let teneur: ActeurGuichet;
let autreTeneur: ActeurGuichet;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const aujourdhui = aujourdhuiParis(new Date());

async function rattachementOuvert(par: ActeurGuichet) {
  const c = await creerCoproprieteDeTest(ctx.db, { etat: 'IMMATRICULEE_A_RATTACHER' });
  const r = await syndicB.client.requete({
    method: 'POST',
    url: '/api/coproprietes/rattachement',
    ...enMultipartRattachement({
      numeroImmatriculation: c.numero as string,
      infoRattachement: {
        adminProvisoire: false,
        dateDebutMandat: formaterDateTexte(ajouterJours(aujourdhui, -10)),
        dateFinMandat: formaterDateTexte(ajouterMois(ajouterJours(aujourdhui, -10), 12)),
        typeJustifMandat: 'CONTRAT_SYNDIC',
      },
      justificatif: { nom: 'contrat.pdf', contenu: PDF },
    }),
  });
  expect(r.statusCode, r.body).toBe(200);
  const d = r.json() as { idCopropriete: number; idMandat: number };
  expect((await par.client.get(`/api/mandats/encours/validation/${d.idCopropriete}`)).statusCode).toBe(200);
  return d;
}

async function dissolutionOuverte(par: ActeurGuichet) {
  const c = await creerCoproprieteDeTest(ctx.db, {
    etat: 'IMMATRICULEE_RATTACHEE',
    idTeledeclarantCourant: syndicA.idTeledeclarant,
  });
  const r = await syndicA.client.requete({
    method: 'PUT',
    url: `/api/coproprietes/infos/dissolution/${c.id}`,
    ...corpsMultipart({
      demande: JSON.stringify({
        motif: 'REUNION_LOTS',
        dateFaitGenerateur: formaterDateTexte(ajouterJours(aujourdhui, -1)),
        typeJustifDissolution: 'ACTE_NOTARIE',
      }),
      justificatif: { nom: 'acte.pdf', type: 'application/pdf', contenu: PDF },
    }),
  });
  expect(r.statusCode, r.body).toBe(200);
  expect((await par.client.get(`/api/coproprietes/getinfosdissolution/${c.id}`)).statusCode).toBe(200);
  return c.id;
}

const expirer = (objet: 'MANDAT' | 'COPROPRIETE', id: number) =>
  ctx.db
    .update(verrouValidation)
    .set({ actifLe: sql`now() - interval '31 minutes'` })
    .where(and(eq(verrouValidation.objet, objet), eq(verrouValidation.idObjet, id)));
const verrou = async (objet: 'MANDAT' | 'COPROPRIETE', id: number) =>
  (
    await ctx.db
      .select()
      .from(verrouValidation)
      .where(and(eq(verrouValidation.objet, objet), eq(verrouValidation.idObjet, id)))
  )[0];
const statutMandat = async (id: number) =>
  (await ctx.db.select({ statut: mandat.statut }).from(mandat).where(eq(mandat.id, id)))[0]?.statut;
const etatCopro = async (id: number) =>
  (await ctx.db.select({ etat: copropriete.etat }).from(copropriete).where(eq(copropriete.id, id)))[0]?.etat;
const liberations = (cible: 'MANDAT' | 'COPROPRIETE', id: number) =>
  ctx.db
    .select({ idCompte: evenementJournal.idCompte, detail: evenementJournal.detail })
    .from(evenementJournal)
    .where(
      and(
        eq(evenementJournal.typeCible, cible),
        eq(evenementJournal.idCible, id),
        eq(evenementJournal.typeEvenement, 'LIBERATION_VERROU'),
      ),
    );

beforeAll(async () => {
  ctx = await creerContexteTest();
  syndicA = await connecterSyndic(ctx);
  syndicB = await connecterSyndic(ctx);
  teneur = await connecterActeur(ctx, 'TENEUR_ADMIN_PRINC');
  autreTeneur = await connecterActeur(ctx, 'TENEUR_ADMIN_PRINC');
});

afterAll(async () => {
  await ctx?.fermer();
});

describe('tâche des verrous abandonnés : rattachements, contestations et dissolutions', () => {
  it('rend au guichet le rattachement au verrou expiré (mandat A_VALIDER, journal du système, verrou supprimé), pas celui qui est tenu', async () => {
    const abandonne = await rattachementOuvert(teneur);
    const tenu = await rattachementOuvert(teneur);
    await expirer('MANDAT', abandonne.idMandat);

    const l = await libererVerrousAbandonnes(ctx.db);
    expect(l.rattachements).toBeGreaterThanOrEqual(1);
    expect(await statutMandat(abandonne.idMandat)).toBe('A_VALIDER');
    expect(await verrou('MANDAT', abandonne.idMandat)).toBeUndefined();
    const journal = await liberations('MANDAT', abandonne.idMandat);
    expect(journal).toHaveLength(1);
    expect(journal[0]?.idCompte).toBeNull();
    expect(await etatCopro(abandonne.idCopropriete)).toBe('IMMATRICULEE_RATTACHEMENT_A_CONFIRMER');

    expect(await statutMandat(tenu.idMandat)).toBe('VALIDATION_EN_COURS');
    expect((await verrou('MANDAT', tenu.idMandat))?.idCompte).toBe(teneur.idCompte);
    expect(await liberations('MANDAT', tenu.idMandat)).toHaveLength(0);

    // Second passage : rien de plus ; un autre teneur ouvre la demande rendue sans reprise.
    await libererVerrousAbandonnes(ctx.db);
    expect(await liberations('MANDAT', abandonne.idMandat)).toHaveLength(1);
    const rouverte = await autreTeneur.client.get(
      `/api/mandats/encours/validation/${abandonne.idCopropriete}`,
    );
    expect(rouverte.statusCode, rouverte.body).toBe(200);
    expect(rouverte.json()).toMatchObject({ reprise: false, verrou: { idCompte: autreTeneur.idCompte } });
  });

  it('rend au guichet la dissolution dont le détenteur du verrou est supprimé, pas celle qui est tenue', async () => {
    const parti = await connecterActeur(ctx, 'TENEUR_ADMIN_PRINC');
    const abandonnee = await dissolutionOuverte(parti);
    const tenue = await dissolutionOuverte(teneur);
    await ctx.db.update(compte).set({ statut: 'SUPPRIME' }).where(eq(compte.id, parti.idCompte));

    const l = await libererVerrousAbandonnes(ctx.db);
    expect(l.dissolutions).toBeGreaterThanOrEqual(1);
    expect(await etatCopro(abandonnee)).toBe('DISSOLUTION_A_VALIDER');
    expect(await verrou('COPROPRIETE', abandonnee)).toBeUndefined();
    const journal = await liberations('COPROPRIETE', abandonnee);
    expect(journal).toHaveLength(1);
    expect(journal[0]?.idCompte).toBeNull();

    expect(await etatCopro(tenue)).toBe('DISSOLUTION_EN_COURS_DE_VALIDATION');
    expect((await verrou('COPROPRIETE', tenue))?.idCompte).toBe(teneur.idCompte);
    expect(await liberations('COPROPRIETE', tenue)).toHaveLength(0);

    await libererVerrousAbandonnes(ctx.db);
    expect(await liberations('COPROPRIETE', abandonnee)).toHaveLength(1);
  });

  it('une contestation au verrou expiré est rendue ; la copropriété reste contestée', async () => {
    const c = await creerCoproprieteDeTest(ctx.db, {
      etat: 'IMMATRICULEE_RATTACHEE',
      idTeledeclarantCourant: syndicA.idTeledeclarant,
    });
    const r = await syndicB.client.requete({
      method: 'POST',
      url: '/api/coproprietes/rattachement',
      ...enMultipartRattachement({
        numeroImmatriculation: c.numero as string,
        infoRattachement: {
          adminProvisoire: false,
          dateDebutMandat: formaterDateTexte(ajouterJours(aujourdhui, -10)),
          dateFinMandat: formaterDateTexte(ajouterMois(ajouterJours(aujourdhui, -10), 12)),
          typeJustifMandat: 'CONTRAT_SYNDIC',
        },
        justificatif: { nom: 'contrat.pdf', contenu: PDF },
        motifContestation: 'Élus à la dernière assemblée.',
      }),
    });
    expect(r.statusCode, r.body).toBe(200);
    const { idMandat } = r.json() as { idMandat: number };
    expect((await teneur.client.get(`/api/mandats/encours/validation/${c.id}`)).statusCode).toBe(200);
    await expirer('MANDAT', idMandat);
    expect((await libererVerrousAbandonnes(ctx.db)).rattachements).toBeGreaterThanOrEqual(1);
    expect(await statutMandat(idMandat)).toBe('A_VALIDER');
    expect(await etatCopro(c.id)).toBe('IMMATRICULEE_RATTACHEMENT_CONTESTE');
  });

  it("ne touche pas le mandat d'une immatriculation ouverte : il est en cours de validation sous le verrou de la copropriété", async () => {
    const c = await creerCoproprieteDeTest(ctx.db, {
      etat: 'IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION',
    });
    const [m] = await ctx.db
      .insert(mandat)
      .values({
        idCopropriete: c.id,
        idTeledeclarant: syndicA.idTeledeclarant,
        statut: 'VALIDATION_EN_COURS',
      })
      .returning({ id: mandat.id });
    const maintenant = new Date();
    await ctx.db.insert(verrouValidation).values({
      objet: 'COPROPRIETE',
      idObjet: c.id,
      idCompte: teneur.idCompte,
      prisLe: maintenant,
      actifLe: maintenant,
    });

    await libererVerrousAbandonnes(ctx.db);
    expect(await statutMandat(m!.id)).toBe('VALIDATION_EN_COURS');
    expect(await liberations('MANDAT', m!.id)).toHaveLength(0);
  });
});
