import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copropriete, courriel, evenementJournal, mandat } from '../db/schema/index.js';
import { type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { creerCoproprieteDeTest } from '../test/coproprietes.js';
import { connecterSyndic } from '../test/guichet.js';
import { enMultipartRattachement } from '../test/rattachement.js';
import { expirerMandats } from './expiration-mandats.js';

// Expiration de nuit des mandats (issue 11 §3 ; ADR 0310) : machines d'état du domaine, journal, courriel,
// idempotence (un second passage ne fait rien).

let ctx: ContexteTest;
type Syndic = Awaited<ReturnType<typeof connecterSyndic>>;
let syndic: Syndic;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const URL = 'https://registre.test';
const a = (iso: string) => () => new Date(`${iso}T08:00:00Z`);

const coproLue = async (id: number) =>
  (
    await ctx.db.select().from(copropriete).where(eq(copropriete.id, id))
  )[0] as typeof copropriete.$inferSelect;
const mandatsDe = (id: number) =>
  ctx.db.select().from(mandat).where(eq(mandat.idCopropriete, id)).orderBy(mandat.id);
const journalDe = async (type: 'MANDAT' | 'COPROPRIETE', id: number) =>
  (
    await ctx.db
      .select({ t: evenementJournal.typeEvenement, idCompte: evenementJournal.idCompte })
      .from(evenementJournal)
      .where(and(eq(evenementJournal.typeCible, type), eq(evenementJournal.idCible, id)))
  ).map((e) => `${e.t}/${e.idCompte === null ? 'SYSTEME' : 'COMPTE'}`);

beforeAll(async () => {
  ctx = await creerContexteTest();
  syndic = await connecterSyndic(ctx);
});
afterAll(async () => {
  await ctx?.fermer();
});

describe('expiration de nuit des mandats', () => {
  it('rien d’échu : rien ne change', async () => {
    const c = await creerCoproprieteDeTest(ctx.db, {
      etat: 'IMMATRICULEE_RATTACHEE',
      idTeledeclarantCourant: syndic.idTeledeclarant,
    });
    // Le 31/12/2027 est encore le dernier jour du mandat.
    expect(await expirerMandats(ctx.db, { urlPublique: URL, maintenant: a('2027-12-31') })).toEqual({
      archives: 0,
      expires: 0,
      echecs: 0,
    });
    expect((await coproLue(c.id)).etat).toBe('IMMATRICULEE_RATTACHEE');
  });

  it('renouvelé d’avance : l’ancien est archivé à sa fin et le nouveau mis en place ; le nouveau expire à la sienne', async () => {
    const c = await creerCoproprieteDeTest(ctx.db, {
      etat: 'IMMATRICULEE_RATTACHEE',
      idTeledeclarantCourant: syndic.idTeledeclarant,
    });
    const r = await syndic.client.requete({
      method: 'POST',
      url: '/api/mandats/renouvellement',
      ...enMultipartRattachement({
        idCopropriete: c.id,
        infoRattachement: {
          adminProvisoire: false,
          dateDebutMandat: '01/01/2028',
          dateFinMandat: '31/12/2028',
          typeJustifMandat: 'CONTRAT_SYNDIC',
        },
        justificatif: { nom: 'contrat.pdf', contenu: PDF },
      }),
    });
    expect(r.statusCode, r.body).toBe(200);
    const [ancien, nouveau] = await mandatsDe(c.id);

    const premier = await expirerMandats(ctx.db, { urlPublique: URL, maintenant: a('2028-01-01') });
    expect(premier.archives).toBeGreaterThanOrEqual(1);
    expect((await mandatsDe(c.id)).map((m) => m.statut)).toEqual(['ARCHIVE', 'COURANT']);
    const lue = await coproLue(c.id);
    expect(lue).toMatchObject({ etat: 'IMMATRICULEE_RATTACHEE', idMandatCourant: nouveau!.id });
    expect(lue.dateFinMandat?.toISOString().slice(0, 10)).toBe('2028-12-31');
    expect(await journalDe('MANDAT', ancien!.id)).toEqual([
      'RENOUVELLEMENT_MANDAT/COMPTE',
      'ARCHIVAGE_MANDAT/SYSTEME',
    ]);
    // Idempotent : un second passage le même jour ne fait rien.
    expect(await expirerMandats(ctx.db, { urlPublique: URL, maintenant: a('2028-01-01') })).toEqual({
      archives: 0,
      expires: 0,
      echecs: 0,
    });

    const fin = await expirerMandats(ctx.db, { urlPublique: URL, maintenant: a('2029-01-01') });
    expect(fin.expires).toBeGreaterThanOrEqual(1);
    expect((await mandatsDe(c.id)).map((m) => m.statut)).toEqual(['ARCHIVE', 'EXPIRE']);
    expect((await coproLue(c.id)).etat).toBe('IMMATRICULEE_RATTACHEMENT_EXPIRE');
    expect(await journalDe('COPROPRIETE', c.id)).toContain('EXPIRATION_MANDAT/SYSTEME');
    const mails = await ctx.db.select().from(courriel).where(eq(courriel.destinataire, syndic.login));
    expect(mails.filter((m) => m.sujet.includes('a expiré') && m.texte.includes('31/12/2028'))).toHaveLength(
      1,
    );
    expect(await expirerMandats(ctx.db, { urlPublique: URL, maintenant: a('2029-01-01') })).toEqual({
      archives: 0,
      expires: 0,
      echecs: 0,
    });
    expect(mails.length).toBe(
      (await ctx.db.select().from(courriel).where(eq(courriel.destinataire, syndic.login))).length,
    );
  });

  it('mandat courant échu sans renouvellement : expiré, copropriété au rattachement expiré ; deux passages simultanés, un seul effet', async () => {
    const c = await creerCoproprieteDeTest(ctx.db, {
      etat: 'IMMATRICULEE_RATTACHEE',
      idTeledeclarantCourant: syndic.idTeledeclarant,
    });
    const [m] = await mandatsDe(c.id);
    await Promise.all([
      expirerMandats(ctx.db, { urlPublique: URL, maintenant: a('2028-02-01') }),
      expirerMandats(ctx.db, { urlPublique: URL, maintenant: a('2028-02-01') }),
    ]);
    expect((await mandatsDe(c.id))[0]?.statut).toBe('EXPIRE');
    expect((await coproLue(c.id)).etat).toBe('IMMATRICULEE_RATTACHEMENT_EXPIRE');
    expect(await journalDe('MANDAT', m!.id)).toEqual(['EXPIRATION_MANDAT/SYSTEME']);
    expect(await journalDe('COPROPRIETE', c.id)).toEqual(['EXPIRATION_MANDAT/SYSTEME']);
  });
});
