import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copropriete, courriel, document, evenementJournal, mandat } from '../db/schema/index.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { connecterProfil } from '../test/comptes.js';
import { creerCoproprieteDeTest } from '../test/coproprietes.js';
import { type ActeurGuichet, connecterActeur, connecterSyndic } from '../test/guichet.js';
import { enMultipartRattachement } from '../test/rattachement.js';

// Opérations sur les mandats (issue 11 §3 ; ADR 0310) : lectures de §7.6 cloisonnées, renouvellement multipart avec
// les règles de §5.3, corrections de dates par le teneur (refus §5.3/§8, rattachement en cours), retrait du
// rattachement, suppression d'un mandat.

type Syndic = Awaited<ReturnType<typeof connecterSyndic>>;
let ctx: ContexteTest;
let syndicA: Syndic;
let syndicB: Syndic;
let teneur: ActeurGuichet;
let assistance: ActeurGuichet;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const RENOUVELER = '/api/mandats/renouvellement';

function renouvellement(idCopropriete: number, surcharge: Record<string, unknown> = {}) {
  return {
    idCopropriete,
    infoRattachement: {
      adminProvisoire: false,
      dateDebutMandat: '01/01/2028',
      dateFinMandat: '31/12/2028',
      typeJustifMandat: 'CONTRAT_SYNDIC',
    },
    justificatif: { nom: 'contrat-renouvele.pdf', contenu: PDF },
    ...surcharge,
  };
}

const renouveler = (client: ClientTest, corps: Record<string, unknown>) =>
  client.requete({ method: 'POST', url: RENOUVELER, ...enMultipartRattachement(corps) });

/** Copropriété rattachée à A : mandat courant du 01/01/2025 au 31/12/2027 (fixture). */
const coproDeA = async () =>
  creerCoproprieteDeTest(ctx.db, {
    etat: 'IMMATRICULEE_RATTACHEE',
    idTeledeclarantCourant: syndicA.idTeledeclarant,
  });

const mandatsDe = (idCopropriete: number) =>
  ctx.db.select().from(mandat).where(eq(mandat.idCopropriete, idCopropriete)).orderBy(mandat.id);
const coproLue = async (id: number) =>
  (
    await ctx.db.select().from(copropriete).where(eq(copropriete.id, id))
  )[0] as typeof copropriete.$inferSelect;
const evenements = (type: 'MANDAT' | 'COPROPRIETE', id: number) =>
  ctx.db
    .select({ typeEvenement: evenementJournal.typeEvenement, detail: evenementJournal.detail })
    .from(evenementJournal)
    .where(and(eq(evenementJournal.typeCible, type), eq(evenementJournal.idCible, id)));

beforeAll(async () => {
  ctx = await creerContexteTest();
  syndicA = await connecterSyndic(ctx);
  syndicB = await connecterSyndic(ctx);
  teneur = await connecterActeur(ctx, 'TENEUR_ADMIN_PRINC');
  assistance = await connecterActeur(ctx, 'TENEUR_ASS_HOTLINE_ADMIN');
});

afterAll(async () => {
  await ctx?.fermer();
});

describe('accès aux routes des mandats', () => {
  it('401 sans session ; 403 pour les profils sans le droit ; l’assistance du teneur ne corrige pas', async () => {
    const c = await coproDeA();
    const [m] = await mandatsDe(c.id);
    const anonyme = new ClientTest(ctx.app);
    expect((await anonyme.get(`/api/mandats/courant/${c.id}`)).statusCode).toBe(401);
    expect((await renouveler(anonyme, renouvellement(c.id))).statusCode).toBe(401);
    const notaire = await connecterProfil(ctx.app, ctx.db, 'NOTAIRE_NOTAIRE');
    expect((await renouveler(notaire, renouvellement(c.id))).statusCode).toBe(403);
    expect((await notaire.get('/api/mandats/encours')).statusCode).toBe(403);
    for (const client of [syndicA.client, assistance.client]) {
      await client.get('/api/csrf');
      expect((await client.get(`/api/mandats/listeMandatSupprimable/${c.id}`)).statusCode).toBe(403);
      expect((await client.get(`/api/mandats/updateDateDebutMandat/${m!.id}/2025-02-01`)).statusCode).toBe(
        403,
      );
      expect(
        (
          await client.requete({
            method: 'PUT',
            url: `/api/coproprietes/retirer-rattachement/${c.id}`,
            payload: { motif: 'x' },
          })
        ).statusCode,
      ).toBe(403);
      expect((await client.requete({ method: 'DELETE', url: `/api/mandats/${m!.id}` })).statusCode).toBe(403);
    }
    expect((await coproLue(c.id)).etat).toBe('IMMATRICULEE_RATTACHEE');
  });
});

describe('lectures de spec 2 §7.6, cloisonnées', () => {
  it('le titulaire lit état, mandat courant, mandats en vigueur, détail et écran de renouvellement', async () => {
    const c = await coproDeA();
    const etat = await syndicA.client.get(`/api/coproprietes/getetat/${c.id}`);
    expect(etat.statusCode).toBe(200);
    expect(etat.json()).toEqual({ etat: 'IMMATRICULEE_RATTACHEE', statutMandat: 'COURANT' });
    const courant = await syndicA.client.get(`/api/mandats/courant/${c.id}`);
    expect(courant.json()).toMatchObject({
      statut: 'COURANT',
      dateDebutMandat: '01/01/2025',
      dateFinMandat: '31/12/2027',
      aVenir: false,
      idTeledeclarant: syndicA.idTeledeclarant,
    });
    expect((await syndicA.client.get(`/api/mandats/findMandatEnCoursAvenir/${c.id}`)).json()).toHaveLength(1);
    expect((await syndicA.client.get(`/api/mandats/findDateDebutMandatPrec/${c.id}/true`)).json()).toEqual({
      dateLimite: '31/12/2027',
    });
    expect((await syndicA.client.get(`/api/mandats/findDateDebutMandatPrec/${c.id}/false`)).json()).toEqual({
      dateLimite: null,
    });
    const renouv = await syndicA.client.get(`/api/mandats/copro/renouv/${c.id}`);
    expect(renouv.statusCode, renouv.body).toBe(200);
    expect(renouv.json()).toMatchObject({
      action: 'RENOUVELER_MANDAT',
      actionPermise: true,
      dateDebutApres: '31/12/2027',
      mandatCoproStatus: 'COURANT',
      rattachementEnCours: false,
    });
    const detail = await syndicA.client.get(`/api/mandats/copro/${c.id}/MODIFIER_DATE_DEBUT_MANDAT`);
    expect(detail.json()).toMatchObject({ actionPermise: false, mandat: { statut: 'COURANT' } });
    const page = await syndicA.client.get('/api/mandats/encours');
    expect(page.statusCode).toBe(200);
    expect(page.json().mandats.map((m: { copropriete: { id: number } }) => m.copropriete.id)).toContain(c.id);
  });

  it('un autre établissement : 403 sur la copropriété de A ; copropriété inconnue : 404 ; mauvaise action : 400', async () => {
    const c = await coproDeA();
    for (const url of [
      `/api/coproprietes/getetat/${c.id}`,
      `/api/mandats/courant/${c.id}`,
      `/api/mandats/findMandatEnCoursAvenir/${c.id}`,
      `/api/mandats/mandatPrecArchive/${c.id}`,
      `/api/mandats/copro/${c.id}/RENOUVELER_MANDAT`,
      `/api/mandats/copro/renouv/${c.id}`,
      `/api/mandats/findDateDebutMandatPrec/${c.id}/true`,
    ]) {
      const r = await syndicB.client.get(url);
      expect(r.statusCode, url).toBe(403);
      expect(r.body).not.toContain(c.nom);
    }
    expect((await syndicA.client.get('/api/mandats/courant/99999999')).statusCode).toBe(404);
    expect((await syndicA.client.get(`/api/mandats/copro/${c.id}/MAJ_ANNUELLE`)).statusCode).toBe(400);
    const pageB = await syndicB.client.get('/api/mandats/encours');
    expect(pageB.json().mandats.map((m: { copropriete: { id: number } }) => m.copropriete.id)).not.toContain(
      c.id,
    );
  });
});

describe('POST mandats/renouvellement', () => {
  it.each([
    [
      'début qui chevauche le mandat en place',
      { dateDebutMandat: '31/12/2027' },
      'infoRattachement.dateDebutMandat',
    ],
    ['fin avant le début', { dateFinMandat: '01/06/2027' }, 'infoRattachement.dateFinMandat'],
    ['mandat de plus de 3 ans', { dateFinMandat: '01/01/2031' }, 'infoRattachement.dateFinMandat'],
  ])('%s : 400 sur le champ, rien d’écrit', async (_t, dates, champ) => {
    const c = await coproDeA();
    const corps = renouvellement(c.id);
    const r = await renouveler(syndicA.client, {
      ...corps,
      infoRattachement: { ...corps.infoRattachement, ...dates },
    });
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().champs.map((e: { champ: string }) => e.champ)).toContain(champ);
    expect(await mandatsDe(c.id)).toHaveLength(1);
  });

  it.each([
    [
      'fichier qui n’est pas un PDF, renommé .pdf',
      { nom: 'contrat.pdf', contenu: Buffer.from('PK\u0003\u0004 zip') },
    ],
    [
      'PDF de 5 Mo + 1 octet',
      { nom: 'gros.pdf', contenu: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024 + 1 - PDF.length)]) },
    ],
  ])('%s : 400 sur le justificatif, rien d’écrit', async (_t, justificatif) => {
    const c = await coproDeA();
    const r = await renouveler(syndicA.client, renouvellement(c.id, { justificatif }));
    expect(r.statusCode).toBe(400);
    expect(r.json().champs.map((e: { champ: string }) => e.champ)).toContain('justificatif');
    expect(await mandatsDe(c.id)).toHaveLength(1);
  });

  it('durée différente de 12 mois : avertissement à confirmer, puis accepté', async () => {
    const c = await coproDeA();
    const corps = renouvellement(c.id);
    const info = { ...corps.infoRattachement, dateFinMandat: '30/06/2029' };
    const r = await renouveler(syndicA.client, { ...corps, infoRattachement: info });
    expect(r.statusCode).toBe(400);
    expect(r.json().avertissements.map((a: { code: string }) => a.code)).toEqual([
      'mandat.duree.differenteNormale',
    ]);
    const confirme = await renouveler(syndicA.client, {
      ...corps,
      infoRattachement: info,
      avertissementsConfirmes: ['mandat.duree.differenteNormale'],
    });
    expect(confirme.statusCode, confirme.body).toBe(200);
  });

  it('renouvellement d’avance : nouveau mandat à venir chaîné, ancien RENOUVELLEMENT_DECLARE, PDF et SHA-256, journal, courriel ; pas deux fois', async () => {
    const c = await coproDeA();
    const [ancien] = await mandatsDe(c.id);
    const r = await renouveler(syndicA.client, renouvellement(c.id));
    expect(r.statusCode, r.body).toBe(200);
    const { idMandat } = r.json();
    expect(r.json()).toMatchObject({ etatCopropriete: 'IMMATRICULEE_RATTACHEE', statutMandat: 'COURANT' });
    const [a, n] = await mandatsDe(c.id);
    expect(a).toMatchObject({ id: ancien!.id, statut: 'RENOUVELLEMENT_DECLARE' });
    expect(n).toMatchObject({ id: idMandat, statut: 'COURANT', idMandatPrecedent: ancien!.id });
    const [doc] = await ctx.db
      .select()
      .from(document)
      .where(eq(document.id, n!.idDocument as number));
    expect(doc?.sha256).toBe(createHash('sha256').update(PDF).digest('hex'));
    // Le mandat en place reste courant jusqu'à sa fin ; le nouveau est annoncé « à venir ».
    expect((await coproLue(c.id)).idMandatCourant).toBe(ancien!.id);
    const enVigueur = (await syndicA.client.get(`/api/mandats/findMandatEnCoursAvenir/${c.id}`)).json();
    expect(enVigueur.map((m: { statut: string; aVenir: boolean }) => [m.statut, m.aVenir])).toEqual([
      ['RENOUVELLEMENT_DECLARE', false],
      ['COURANT', true],
    ]);
    expect((await evenements('MANDAT', idMandat)).map((e) => e.typeEvenement)).toEqual([
      'RENOUVELLEMENT_MANDAT',
    ]);
    expect((await evenements('MANDAT', ancien!.id)).map((e) => e.typeEvenement)).toEqual([
      'RENOUVELLEMENT_MANDAT',
    ]);
    expect((await evenements('COPROPRIETE', c.id)).map((e) => e.typeEvenement)).toEqual([
      'RENOUVELLEMENT_MANDAT',
    ]);
    const courriels = await ctx.db.select().from(courriel).where(eq(courriel.destinataire, syndicA.login));
    expect(courriels.some((m) => m.sujet.includes('renouvellement') && m.texte.includes('01/01/2028'))).toBe(
      true,
    );

    const encore = await renouveler(syndicA.client, renouvellement(c.id));
    expect(encore.statusCode).toBe(409);
    expect(await mandatsDe(c.id)).toHaveLength(2);
  });

  it('un autre établissement ne renouvelle pas le mandat de A (403), rien d’écrit', async () => {
    const c = await coproDeA();
    const r = await renouveler(syndicB.client, renouvellement(c.id));
    expect(r.statusCode).toBe(403);
    expect(await mandatsDe(c.id)).toHaveLength(1);
  });

  it('mandat expiré renouvelé : archivé, le nouveau est aussitôt courant, la copropriété de nouveau rattachée', async () => {
    const c = await creerCoproprieteDeTest(ctx.db, {
      etat: 'IMMATRICULEE_RATTACHEMENT_EXPIRE',
      idTeledeclarantCourant: syndicA.idTeledeclarant,
      statutMandat: 'EXPIRE',
    });
    const r = await renouveler(
      syndicA.client,
      renouvellement(c.id, {
        infoRattachement: {
          adminProvisoire: false,
          dateDebutMandat: '01/01/2028',
          dateFinMandat: '31/12/2028',
          typeJustifMandat: 'CONTRAT_SYNDIC',
        },
      }),
    );
    expect(r.statusCode, r.body).toBe(200);
    const [ancien, nouveau] = await mandatsDe(c.id);
    expect(ancien?.statut).toBe('ARCHIVE');
    const lue = await coproLue(c.id);
    expect(lue).toMatchObject({ etat: 'IMMATRICULEE_RATTACHEE', idMandatCourant: nouveau!.id });
  });
});

describe('dates d’un mandat corrigées par le teneur', () => {
  it('date de début : refus de §5.3 sur le champ, puis changée (copropriété, journal, courriel)', async () => {
    const c = await coproDeA();
    const [m] = await mandatsDe(c.id);
    const apresFin = await teneur.client.get(`/api/mandats/updateDateDebutMandat/${m!.id}/2028-01-01`);
    expect(apresFin.statusCode).toBe(400);
    expect(apresFin.json().champs[0]).toMatchObject({ champ: 'infoRattachement.dateDebutMandat' });
    expect(
      (await teneur.client.get(`/api/mandats/updateDateDebutMandat/${m!.id}/2025-02-31`)).statusCode,
    ).toBe(400);
    expect((await teneur.client.get(`/api/mandats/updateDateDebutMandat/${m!.id}/demain`)).statusCode).toBe(
      400,
    );
    const ok = await teneur.client.get(`/api/mandats/updateDateDebutMandat/${m!.id}/2025-03-01`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await coproLue(c.id)).dateDebutMandat?.toISOString().slice(0, 10)).toBe('2025-03-01');
    const journal = await evenements('MANDAT', m!.id);
    expect(journal).toEqual([
      {
        typeEvenement: 'MODIFICATION_DATE_DEBUT_MANDAT',
        detail: { ancienneDateDebut: '2025-01-01', nouvelleDateDebut: '2025-03-01' },
      },
    ]);
    const mails = await ctx.db.select().from(courriel).where(eq(courriel.destinataire, syndicA.login));
    expect(mails.some((x) => x.texte.includes('01/01/2025 → 01/03/2025'))).toBe(true);
  });

  it('une demande de rattachement attend : 409 (annuler ou poursuivre), poursuivre=true passe', async () => {
    const c = await coproDeA();
    const [m] = await mandatsDe(c.id);
    await ctx.db.insert(mandat).values({
      idCopropriete: c.id,
      idTeledeclarant: syndicB.idTeledeclarant,
      statut: 'A_VALIDER',
      dateDebut: new Date('2026-01-01'),
      dateFin: new Date('2026-12-31'),
    });
    const detail = await teneur.client.get(`/api/mandats/copro/${c.id}/MODIFIER_DATE_DEBUT_MANDAT`);
    expect(detail.json()).toMatchObject({ actionPermise: true, rattachementEnCours: true });
    const refus = await teneur.client.get(`/api/mandats/updateDateDebutMandat/${m!.id}/2025-02-01`);
    expect(refus.statusCode).toBe(409);
    expect(refus.json().message).toContain('Annulez, ou confirmez');
    const suite = await teneur.client.get(
      `/api/mandats/updateDateDebutMandat/${m!.id}/2025-02-01?poursuivre=true`,
    );
    expect(suite.statusCode, suite.body).toBe(200);
  });

  it('date de fin d’un mandat archivé : pas après le début du suivant, pas avant son début ; seulement archivé', async () => {
    const c = await coproDeA();
    const [courant] = await mandatsDe(c.id);
    // La liste du teneur ne propose l'action que si la copropriété a un mandat archivé.
    const actionsDuTeneur = async () => {
      const r = await teneur.client.requete({
        method: 'POST',
        url: '/api/coproprietes/rechercher',
        payload: { immatriculationOuNom: c.numero },
      });
      expect(r.statusCode, r.body).toBe(200);
      const ligne = r
        .json<{ ligneRechercheCoproprieteDTOList: { id: number; actions: string[] }[] }>()
        .ligneRechercheCoproprieteDTOList.find((l) => l.id === c.id);
      return ligne?.actions ?? [];
    };
    const sansArchive = await actionsDuTeneur();
    expect(sansArchive).toContain('MODIFIER_DATE_DEBUT_MANDAT');
    expect(sansArchive).not.toContain('MODIFIER_DATE_FIN_MANDAT_ARCHIVE');
    const [archive] = await ctx.db
      .insert(mandat)
      .values({
        idCopropriete: c.id,
        idTeledeclarant: syndicB.idTeledeclarant,
        statut: 'ARCHIVE',
        dateDebut: new Date('2023-01-01'),
        dateFin: new Date('2024-12-31'),
      })
      .returning();
    expect(await actionsDuTeneur()).toContain('MODIFIER_DATE_FIN_MANDAT_ARCHIVE');
    const lu = await teneur.client.get(`/api/mandats/mandatPrecArchive/${c.id}`);
    expect(lu.json()).toMatchObject({ idMandat: archive!.id, dateFinMandat: '31/12/2024' });
    const chevauche = await teneur.client.get(
      `/api/mandats/updateDateFinMandatArchive/${archive!.id}/2025-01-15`,
    );
    expect(chevauche.statusCode).toBe(400);
    expect(chevauche.json().champs[0].message).toContain('mandat suivant (01/01/2025)');
    const avantDebut = await teneur.client.get(
      `/api/mandats/updateDateFinMandatArchive/${archive!.id}/2022-12-01`,
    );
    expect(avantDebut.statusCode).toBe(400);
    const pasArchive = await teneur.client.get(
      `/api/mandats/updateDateFinMandatArchive/${courant!.id}/2027-11-30`,
    );
    expect(pasArchive.statusCode).toBe(409);
    const ok = await teneur.client.get(`/api/mandats/updateDateFinMandatArchive/${archive!.id}/2024-11-30`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await evenements('MANDAT', archive!.id)).map((e) => e.detail)).toEqual([
      { ancienneDateFin: '2024-12-31', nouvelleDateFin: '2024-11-30' },
    ]);
  });
});

describe('PUT coproprietes/retirer-rattachement/{id}', () => {
  it('motif obligatoire (400) ; retrait : mandat archivé, copropriété à rattacher sans représentant, journal, courriel', async () => {
    const c = await coproDeA();
    const [m] = await mandatsDe(c.id);
    const url = `/api/coproprietes/retirer-rattachement/${c.id}`;
    const sansMotif = await teneur.client.requete({ method: 'PUT', url, payload: { motif: '  ' } });
    expect(sansMotif.statusCode).toBe(400);
    expect(sansMotif.json().champs[0].champ).toBe('motif');
    const r = await teneur.client.requete({ method: 'PUT', url, payload: { motif: 'Syndic radié' } });
    expect(r.statusCode, r.body).toBe(200);
    expect(await coproLue(c.id)).toMatchObject({
      etat: 'IMMATRICULEE_A_RATTACHER',
      idMandatCourant: null,
      idTeledeclarantCourant: null,
    });
    expect((await mandatsDe(c.id))[0]?.statut).toBe('ARCHIVE');
    expect(await evenements('COPROPRIETE', c.id)).toEqual([
      { typeEvenement: 'RETRAIT_RATTACHEMENT', detail: expect.objectContaining({ motif: 'Syndic radié' }) },
    ]);
    expect((await evenements('MANDAT', m!.id)).map((e) => e.typeEvenement)).toEqual(['RETRAIT_RATTACHEMENT']);
    const mails = await ctx.db.select().from(courriel).where(eq(courriel.destinataire, syndicA.login));
    expect(mails.some((x) => x.texte.includes('Motif : Syndic radié'))).toBe(true);
    // A n'y a plus accès ; un second retrait est refusé par le cycle de vie.
    expect((await syndicA.client.get(`/api/coproprietes/getetat/${c.id}`)).statusCode).toBe(403);
    expect(
      (await teneur.client.requete({ method: 'PUT', url, payload: { motif: 'encore' } })).statusCode,
    ).toBe(409);
  });
});

describe('DELETE mandats/{id}', () => {
  it('renouvellement supprimé : l’ancien redevient courant ; mandat courant supprimé : copropriété à rattacher', async () => {
    const c = await coproDeA();
    expect((await renouveler(syndicA.client, renouvellement(c.id))).statusCode).toBe(200);
    const [ancien, nouveau] = await mandatsDe(c.id);
    const liste = (await teneur.client.get(`/api/mandats/listeMandatSupprimable/${c.id}`)).json();
    expect(liste.map((m: { idMandat: number }) => m.idMandat)).toEqual([nouveau!.id]);
    const nonSupprimable = await teneur.client.requete({
      method: 'DELETE',
      url: `/api/mandats/${ancien!.id}`,
    });
    expect(nonSupprimable.statusCode).toBe(409);

    const r = await teneur.client.requete({ method: 'DELETE', url: `/api/mandats/${nouveau!.id}` });
    expect(r.statusCode, r.body).toBe(200);
    const [a, n] = await mandatsDe(c.id);
    expect([a?.statut, n?.statut]).toEqual(['COURANT', 'SUPPRIME']);
    expect((await coproLue(c.id)).etat).toBe('IMMATRICULEE_RATTACHEE');

    const courant = await teneur.client.requete({ method: 'DELETE', url: `/api/mandats/${ancien!.id}` });
    expect(courant.statusCode, courant.body).toBe(200);
    expect(await coproLue(c.id)).toMatchObject({ etat: 'IMMATRICULEE_A_RATTACHER', idMandatCourant: null });
    expect((await evenements('COPROPRIETE', c.id)).map((e) => e.typeEvenement)).toContain(
      'SUPPRESSION_MANDAT',
    );
    expect((await teneur.client.requete({ method: 'DELETE', url: '/api/mandats/99999999' })).statusCode).toBe(
      404,
    );
  });
});
