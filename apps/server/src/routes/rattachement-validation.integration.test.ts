import { ajouterJours, ajouterMois, aujourdhuiParis, formaterDateTexte } from '@registre/domain';
import { and, eq, inArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  affectationTeneur,
  copropriete,
  courriel,
  evenementJournal,
  mandat,
  verrouValidation,
} from '../db/schema/index.js';
import { expirerMandats } from '../services/mandats/expiration.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { creerCoproprieteDeTest } from '../test/coproprietes.js';
import { type ActeurGuichet, connecterActeur, connecterSyndic } from '../test/guichet.js';
import { enMultipartRattachement } from '../test/rattachement.js';

// Rattachement et contestation au guichet du teneur (issue 11 §1, §2 ; ADR 0301) : ouverture (verrou porté par le
// mandat demandé), lecture, décision (rattachement, contestation acceptée ou refusée), refus aux motifs codés,
// sortie sans agir ; transactions, journal et courriels aux deux syndics.

type Syndic = Awaited<ReturnType<typeof connecterSyndic>>;
let ctx: ContexteTest;
let syndicA: Syndic;
let syndicB: Syndic;
let teneur: ActeurGuichet;
let autreTeneur: ActeurGuichet;
let assistance: ActeurGuichet;

const OUVRIR = (n: number) => `/api/mandats/encours/validation/${n}`;
const LIRE = (id: number) => `/api/mandats/copro/validation/${id}`;
const INFO = (id: number) => `/api/mandats/validation/contestation/info/${id}`;
const QUITTER = (id: number) => `/api/mandats/quitterValidRatt/${id}`;
const TRANCHER = '/api/mandats/validation/contestation/valider';
const REFUS = (immat: string, idMandat: number, motifs: string, raison?: string) =>
  `/api/mandats/refusRattachementTeneur/${immat}/${idMandat}?typesMotifRefus=${motifs}${raison ? `&raison=${encodeURIComponent(raison)}` : ''}`;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const aujourdhui = aujourdhuiParis(new Date());
const DEBUT = formaterDateTexte(ajouterJours(aujourdhui, -10));
const FIN = formaterDateTexte(ajouterMois(ajouterJours(aujourdhui, -10), 12));

/** Demande déposée par la vraie route du rattachement ; rend la copropriété et le mandat demandé. */
async function deposer(
  s: Syndic,
  numero: string,
  motifContestation?: string,
  provisoire: { info?: Record<string, unknown>; syndicProvisoire?: boolean } = {},
) {
  const r = await s.client.requete({
    method: 'POST',
    url: '/api/coproprietes/rattachement',
    ...enMultipartRattachement({
      numeroImmatriculation: numero,
      infoRattachement: {
        adminProvisoire: false,
        dateDebutMandat: DEBUT,
        dateFinMandat: FIN,
        typeJustifMandat: 'CONTRAT_SYNDIC',
        ...provisoire.info,
      },
      ...(provisoire.syndicProvisoire ? { syndicProvisoire: true } : {}),
      justificatif: { nom: 'contrat.pdf', contenu: PDF },
      ...(motifContestation ? { motifContestation } : {}),
    }),
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as { idCopropriete: number; idMandat: number; contestation: boolean };
}

async function demandeDeRattachement() {
  const c = await creerCoproprieteDeTest(ctx.db, { etat: 'IMMATRICULEE_A_RATTACHER' });
  const d = await deposer(syndicB, c.numero as string);
  return { ...d, numero: c.numero as string };
}

async function contestationDeA() {
  const c = await creerCoproprieteDeTest(ctx.db, {
    etat: 'IMMATRICULEE_RATTACHEE',
    idTeledeclarantCourant: syndicA.idTeledeclarant,
  });
  const d = await deposer(syndicB, c.numero as string, 'Nous avons été élus syndic à la dernière assemblée.');
  expect(d.contestation).toBe(true);
  const [copro] = await ctx.db.select().from(copropriete).where(eq(copropriete.id, c.id));
  return { ...d, numero: c.numero as string, idMandatEnPlace: copro!.idMandatCourant as number };
}

const statutMandat = async (id: number) =>
  (await ctx.db.select({ statut: mandat.statut }).from(mandat).where(eq(mandat.id, id)))[0]?.statut;
const copro = async (id: number) =>
  (await ctx.db.select().from(copropriete).where(eq(copropriete.id, id)))[0];
/** Entrées du journal d'un type sur la copropriété et les mandats donnés. */
const journalDe = (
  type: 'VALIDATION_DEMANDE' | 'VALIDATION_CONTESTATION',
  idCopropriete: number,
  mandats: number[],
) =>
  ctx.db
    .select({ cible: evenementJournal.typeCible })
    .from(evenementJournal)
    .where(
      and(
        eq(evenementJournal.typeEvenement, type),
        or(
          and(eq(evenementJournal.typeCible, 'COPROPRIETE'), eq(evenementJournal.idCible, idCopropriete)),
          and(eq(evenementJournal.typeCible, 'MANDAT'), inArray(evenementJournal.idCible, mandats)),
        ),
      ),
    );
const courrielsA = (destinataire: string) =>
  ctx.db.select().from(courriel).where(eq(courriel.destinataire, destinataire));

beforeAll(async () => {
  ctx = await creerContexteTest();
  syndicA = await connecterSyndic(ctx);
  syndicB = await connecterSyndic(ctx);
  teneur = await connecterActeur(ctx, 'TENEUR_ADMIN_PRINC');
  autreTeneur = await connecterActeur(ctx, 'TENEUR_ADMIN_PRINC');
  assistance = await connecterActeur(ctx, 'TENEUR_ASS_HOTLINE_GES');
});

afterAll(async () => {
  await ctx?.fermer();
});

describe('Accès aux routes du rattachement au guichet', () => {
  it('401 sans session, 403 pour un syndic ; l’assistance gestionnaire instruit mais ne tranche pas', async () => {
    const d = await demandeDeRattachement();
    const anonyme = new ClientTest(ctx.app);
    expect((await anonyme.get(LIRE(d.idMandat))).statusCode).toBe(401);
    expect(
      (
        await anonyme.requete({
          method: 'POST',
          url: TRANCHER,
          payload: { idMandat: d.idMandat, valider: true },
        })
      ).statusCode,
    ).toBe(401);
    await syndicB.client.get('/api/csrf');
    expect((await syndicB.client.get(OUVRIR(d.idCopropriete))).statusCode).toBe(403);
    expect((await syndicB.client.get(LIRE(d.idMandat))).statusCode).toBe(403);
    expect(
      (
        await syndicB.client.requete({
          method: 'POST',
          url: TRANCHER,
          payload: { idMandat: d.idMandat, valider: true },
        })
      ).statusCode,
    ).toBe(403);

    const ouverte = await assistance.client.get(OUVRIR(d.idCopropriete));
    expect(ouverte.statusCode, ouverte.body).toBe(200);
    const lue = await assistance.client.get(LIRE(d.idMandat));
    expect(lue.statusCode).toBe(200);
    expect(lue.json().actions).toEqual(['affecter', 'demanderPrecisions']);
    const tranche = await assistance.client.requete({
      method: 'POST',
      url: TRANCHER,
      payload: { idMandat: d.idMandat, valider: true },
    });
    expect(tranche.statusCode).toBe(403);
    expect(await statutMandat(d.idMandat)).toBe('VALIDATION_EN_COURS');
    expect((await assistance.client.get(QUITTER(d.idMandat))).json()).toEqual({ libere: true });
    expect(await statutMandat(d.idMandat)).toBe('A_VALIDER');
  });

  it('404 pour un mandat qui ne porte pas de demande de rattachement ; 400 pour un identifiant mal formé', async () => {
    const c = await creerCoproprieteDeTest(ctx.db, {
      etat: 'IMMATRICULEE_RATTACHEE',
      idTeledeclarantCourant: syndicA.idTeledeclarant,
    });
    const [m] = await ctx.db.select({ id: mandat.id }).from(mandat).where(eq(mandat.idCopropriete, c.id));
    expect((await teneur.client.get(LIRE(m!.id))).statusCode).toBe(404);
    expect((await teneur.client.get(LIRE(999_999_999))).statusCode).toBe(404);
    expect((await teneur.client.get(OUVRIR(c.id))).statusCode).toBe(404);
    expect((await teneur.client.get('/api/mandats/copro/validation/abc')).statusCode).toBe(400);
  });
});

describe('Demande de rattachement : ouverture, lecture, acceptation', () => {
  it('le verrou est pris par le premier teneur ; le second lit qui la tient (409)', async () => {
    const d = await demandeDeRattachement();
    const r = await teneur.client.get(OUVRIR(d.idCopropriete));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ idMandat: d.idMandat, typeDemande: 'RATTACHEMENT', reprise: false });
    expect(r.json().verrou.parMoi).toBe(true);
    expect(await statutMandat(d.idMandat)).toBe('VALIDATION_EN_COURS');
    const [verrou] = await ctx.db
      .select()
      .from(verrouValidation)
      .where(and(eq(verrouValidation.objet, 'MANDAT'), eq(verrouValidation.idObjet, d.idMandat)));
    expect(verrou?.idCompte).toBe(teneur.idCompte);

    const second = await autreTeneur.client.get(OUVRIR(d.idCopropriete));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/en cours de traitement par/);
    const tranche = await autreTeneur.client.requete({
      method: 'POST',
      url: TRANCHER,
      payload: { idMandat: d.idMandat, valider: true },
    });
    expect(tranche.statusCode).toBe(409);
    expect((await autreTeneur.client.get(QUITTER(d.idMandat))).json()).toEqual({ libere: false });
    expect(await statutMandat(d.idMandat)).toBe('VALIDATION_EN_COURS');
  });

  it('acceptée : mandat courant, copropriété rattachée au demandeur, journal, courriel ; rejouée : 404', async () => {
    const d = await demandeDeRattachement();
    expect((await teneur.client.get(OUVRIR(d.idCopropriete))).statusCode).toBe(200);
    const lue = await teneur.client.get(LIRE(d.idMandat));
    expect(lue.statusCode).toBe(200);
    expect(lue.json()).toMatchObject({
      typeDemande: 'RATTACHEMENT',
      numeroImmatriculation: d.numero,
      etatCopropriete: 'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER',
      mandatDemande: {
        idMandat: d.idMandat,
        dateDebutMandat: DEBUT,
        dateFinMandat: FIN,
        nomJustificatif: 'contrat.pdf',
        etablissement: { idTeledeclarant: syndicB.idTeledeclarant },
      },
      mandatEnPlace: null,
      actions: ['accepter', 'refuser', 'affecter', 'demanderPrecisions'],
    });
    expect((await teneur.client.get(INFO(d.idMandat))).statusCode).toBe(409);

    const avant = (await courrielsA(syndicB.login)).length;
    const r = await teneur.client.requete({
      method: 'POST',
      url: TRANCHER,
      payload: { idMandat: d.idMandat, valider: true },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      etatCopropriete: 'IMMATRICULEE_RATTACHEE',
      numeroImmatriculation: d.numero,
    });
    expect(await statutMandat(d.idMandat)).toBe('COURANT');
    const c = await copro(d.idCopropriete);
    expect(c).toMatchObject({ idMandatCourant: d.idMandat, idTeledeclarantCourant: syndicB.idTeledeclarant });
    const envoyes = await courrielsA(syndicB.login);
    expect(envoyes.length).toBe(avant + 1);
    expect(envoyes.at(-1)?.sujet).toMatch(/acceptée/);
    const journal = await journalDe('VALIDATION_DEMANDE', d.idCopropriete, [d.idMandat]);
    expect(journal.map((j) => j.cible).sort()).toEqual(['COPROPRIETE', 'MANDAT']);
    const verrous = await ctx.db
      .select()
      .from(verrouValidation)
      .where(and(eq(verrouValidation.objet, 'MANDAT'), eq(verrouValidation.idObjet, d.idMandat)));
    expect(verrous).toEqual([]);

    const rejeu = await teneur.client.requete({
      method: 'POST',
      url: TRANCHER,
      payload: { idMandat: d.idMandat, valider: true },
    });
    expect(rejeu.statusCode).toBe(404);
  });

  it('refus sans raison : 400 sur le champ, rien ne change ; avec raison : la copropriété redevient à rattacher', async () => {
    const d = await demandeDeRattachement();
    expect((await teneur.client.get(OUVRIR(d.idCopropriete))).statusCode).toBe(200);
    const sansRaison = await teneur.client.requete({
      method: 'POST',
      url: TRANCHER,
      payload: { idMandat: d.idMandat, valider: false, raison: '  ' },
    });
    expect(sansRaison.statusCode).toBe(400);
    expect(JSON.stringify(sansRaison.json())).toContain('raison');
    expect(await statutMandat(d.idMandat)).toBe('VALIDATION_EN_COURS');

    const r = await teneur.client.requete({
      method: 'POST',
      url: TRANCHER,
      payload: {
        idMandat: d.idMandat,
        valider: false,
        raison: 'Le contrat joint ne porte pas de signature.',
      },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().etatCopropriete).toBe('IMMATRICULEE_A_RATTACHER');
    const [m] = await ctx.db.select().from(mandat).where(eq(mandat.id, d.idMandat));
    expect(m).toMatchObject({
      statut: 'REFUSE',
      motifRefus: 'AUTRE',
      raisonRefus: 'Le contrat joint ne porte pas de signature.',
    });
    expect((await courrielsA(syndicB.login)).at(-1)?.texte).toContain('ne porte pas de signature');
  });
});

describe('Contestation : le syndic B conteste le rattachement de A', () => {
  it('info de contestation, puis validée : B rattaché, mandat de A archivé, les deux syndics prévenus', async () => {
    const d = await contestationDeA();
    expect((await teneur.client.get(OUVRIR(d.idCopropriete))).json().typeDemande).toBe('CONTESTATION');
    const info = await teneur.client.get(INFO(d.idMandat));
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toMatchObject({
      numeroImmatriculation: d.numero,
      contestant: { idMandat: d.idMandat, etablissement: { idTeledeclarant: syndicB.idTeledeclarant } },
      enPlace: {
        idMandat: d.idMandatEnPlace,
        statut: 'COURANT',
        etablissement: { idTeledeclarant: syndicA.idTeledeclarant },
      },
      motifContestation: 'Nous avons été élus syndic à la dernière assemblée.',
    });
    const avantA = (await courrielsA(syndicA.login)).length;
    const r = await teneur.client.requete({
      method: 'POST',
      url: TRANCHER,
      payload: { idMandat: d.idMandat, valider: true },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(await statutMandat(d.idMandat)).toBe('COURANT');
    expect(await statutMandat(d.idMandatEnPlace)).toBe('ARCHIVE');
    expect(await copro(d.idCopropriete)).toMatchObject({
      etat: 'IMMATRICULEE_RATTACHEE',
      idTeledeclarantCourant: syndicB.idTeledeclarant,
      idMandatCourant: d.idMandat,
    });
    const aA = await courrielsA(syndicA.login);
    expect(aA.length).toBe(avantA + 1);
    expect(aA.at(-1)?.texte).toMatch(/mandat est archivé/);
    const journal = await journalDe('VALIDATION_CONTESTATION', d.idCopropriete, [
      d.idMandat,
      d.idMandatEnPlace,
    ]);
    expect(journal.map((j) => j.cible).sort()).toEqual(['COPROPRIETE', 'MANDAT', 'MANDAT']);
  });

  it('refusée par l’écran « confirmer le refus » (motifs codés) : A reste rattaché, le mandat de B est refusé', async () => {
    const d = await contestationDeA();
    expect((await teneur.client.get(OUVRIR(d.idCopropriete))).statusCode).toBe(200);
    expect((await teneur.client.get(REFUS(d.numero, d.idMandat, 'AUTRE'))).statusCode).toBe(400);
    const autreCopro = await creerCoproprieteDeTest(ctx.db, { etat: 'IMMATRICULEE_A_RATTACHER' });
    expect(
      (await teneur.client.get(REFUS(autreCopro.numero as string, d.idMandat, 'AUTRE', 'x'))).statusCode,
    ).toBe(404);
    const r = await teneur.client.get(REFUS(d.numero, d.idMandat, 'AUTRE', 'Justificatif périmé.'));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().etatCopropriete).toBe('IMMATRICULEE_RATTACHEE');
    expect(await statutMandat(d.idMandat)).toBe('REFUSE');
    expect(await statutMandat(d.idMandatEnPlace)).toBe('COURANT');
    expect(await copro(d.idCopropriete)).toMatchObject({ idTeledeclarantCourant: syndicA.idTeledeclarant });
    expect((await courrielsA(syndicA.login)).at(-1)?.sujet).toMatch(/refusée/);
    expect((await courrielsA(syndicB.login)).at(-1)?.texte).toContain('Justificatif périmé.');
  });

  it('le mandat en place échoit pendant la contestation : la tâche de nuit l’expire sans toucher à la contestation, puis le refus laisse le rattachement expiré (ADR 0331)', async () => {
    const d = await contestationDeA();
    await ctx.db
      .update(mandat)
      .set({ dateFin: ajouterJours(aujourdhui, -1) })
      .where(eq(mandat.id, d.idMandatEnPlace));
    const bilan = await expirerMandats(ctx.db, { urlPublique: 'http://localhost' });
    expect(bilan.echecs).toBe(0);
    expect(await statutMandat(d.idMandatEnPlace)).toBe('EXPIRE');
    expect((await copro(d.idCopropriete))?.etat).toBe('IMMATRICULEE_RATTACHEMENT_CONTESTE');

    expect((await teneur.client.get(OUVRIR(d.idCopropriete))).statusCode).toBe(200);
    const r = await teneur.client.get(REFUS(d.numero, d.idMandat, 'AUTRE', 'Procès-verbal illisible.'));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().etatCopropriete).toBe('IMMATRICULEE_RATTACHEMENT_EXPIRE');
    expect(await copro(d.idCopropriete)).toMatchObject({
      etat: 'IMMATRICULEE_RATTACHEMENT_EXPIRE',
      idMandatCourant: d.idMandatEnPlace,
      idTeledeclarantCourant: syndicA.idTeledeclarant,
    });
    expect(await statutMandat(d.idMandat)).toBe('REFUSE');
  });
});

describe('Liste du guichet : rattachements et contestations parmi les demandes en attente (ADR 0302)', () => {
  const RECHERCHER = '/api/declarations/rechercher';
  type Ligne = {
    idCopropriete: number;
    idDeclaration: number | null;
    idMandat: number | null;
    typeDemande: string;
    raisonSocialeDemandeur: string | null;
    profilDemandeur: string | null;
    verrou: { parMoi: boolean } | null;
  };
  const rechercher = async (qui: ActeurGuichet, corps: object) => {
    const r = await qui.client.requete({ method: 'POST', url: RECHERCHER, payload: corps });
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as { ligneDemandeDTOList: Ligne[]; totalItems: number };
  };
  const page = { pageNumber: 1, pageSize: 100, sortField: 'dateDepot', sortDirection: 'DESC' };

  it('chaque type est filtrable, la ligne mène au mandat demandé, le verrou et la décision s’y voient', async () => {
    const types = await teneur.client.get('/api/type-demande-valider-ratt-immat');
    expect(types.statusCode).toBe(200);
    expect(types.json().map((t: { code: string }) => t.code)).toEqual(
      expect.arrayContaining(['RATTACHEMENT', 'CONTESTATION']),
    );

    const rattachement = await demandeDeRattachement();
    const contestation = await contestationDeA();

    const ratt = await rechercher(teneur, { paginationOptions: page, typeDemande: 'RATTACHEMENT' });
    expect(ratt.ligneDemandeDTOList.every((l) => l.typeDemande === 'RATTACHEMENT')).toBe(true);
    expect(ratt.totalItems).toBe(ratt.ligneDemandeDTOList.length);
    const ligne = ratt.ligneDemandeDTOList.find((l) => l.idCopropriete === rattachement.idCopropriete);
    expect(ligne).toMatchObject({
      idDeclaration: null,
      idMandat: rattachement.idMandat,
      profilDemandeur: expect.any(String),
      raisonSocialeDemandeur: expect.any(String),
      verrou: null,
    });
    expect(ratt.ligneDemandeDTOList.some((l) => l.idCopropriete === contestation.idCopropriete)).toBe(false);

    const cont = await rechercher(teneur, { paginationOptions: page, typeDemande: 'CONTESTATION' });
    expect(cont.ligneDemandeDTOList.map((l) => l.typeDemande)).not.toContain('RATTACHEMENT');
    expect(
      cont.ligneDemandeDTOList.find((l) => l.idCopropriete === contestation.idCopropriete),
    ).toMatchObject({
      typeDemande: 'CONTESTATION',
      idMandat: contestation.idMandat,
    });

    // Sans filtre, par dépôt décroissant : les deux demandes les plus récentes sont celles-ci, en tête de liste.
    const toutes = await rechercher(teneur, { paginationOptions: page });
    expect(toutes.ligneDemandeDTOList.slice(0, 2).map((l) => l.idCopropriete)).toEqual([
      contestation.idCopropriete,
      rattachement.idCopropriete,
    ]);

    // Ouverte par un teneur : l'autre voit qui la tient ; tranchée : elle quitte la liste.
    expect((await teneur.client.get(OUVRIR(rattachement.idCopropriete))).statusCode).toBe(200);
    const vueParAutre = await rechercher(autreTeneur, {
      paginationOptions: page,
      typeDemande: 'RATTACHEMENT',
    });
    expect(
      vueParAutre.ligneDemandeDTOList.find((l) => l.idCopropriete === rattachement.idCopropriete)?.verrou,
    ).toMatchObject({ parMoi: false });
    const r = await teneur.client.requete({
      method: 'POST',
      url: TRANCHER,
      payload: { idMandat: rattachement.idMandat, valider: true },
    });
    expect(r.statusCode, r.body).toBe(200);
    const apres = await rechercher(teneur, { paginationOptions: page, typeDemande: 'RATTACHEMENT' });
    expect(apres.ligneDemandeDTOList.some((l) => l.idCopropriete === rattachement.idCopropriete)).toBe(false);
    expect(apres.totalItems).toBe(ratt.totalItems - 1);
  });

  it('tri par type : les demandes suivent l’ordre du registre (immatriculations avant rattachements)', async () => {
    await demandeDeRattachement();
    const r = await rechercher(teneur, {
      paginationOptions: { pageNumber: 1, pageSize: 100, sortField: 'typeDemande', sortDirection: 'DESC' },
    });
    const ordre = ['DOUBLON', 'IMMATRICULATION', 'MODIFICATION_DEMANDE', 'RATTACHEMENT', 'CONTESTATION'];
    const rangs = r.ligneDemandeDTOList.map((l) => ordre.indexOf(l.typeDemande));
    expect(rangs.length).toBeGreaterThan(0);
    expect(rangs).toEqual([...rangs].sort((a, b) => b - a));
    expect(rangs[0]).toBeGreaterThanOrEqual(ordre.indexOf('RATTACHEMENT'));
  });
});

describe('Affecter une demande de rattachement à un teneur (POST affectationTeneur avec idMandat)', () => {
  const AFFECTER = '/api/affectationTeneur';
  const affecter = (qui: ActeurGuichet | Syndic, payload: Record<string, unknown>) =>
    qui.client.requete({ method: 'POST', url: AFFECTER, payload });
  const journalMandat = async (idMandat: number) =>
    (
      await ctx.db
        .select({ type: evenementJournal.typeEvenement, detail: evenementJournal.detail })
        .from(evenementJournal)
        .where(and(eq(evenementJournal.typeCible, 'MANDAT'), eq(evenementJournal.idCible, idMandat)))
    ).filter((e) => e.type === 'AFFECTATION_TENEUR');

  it('demande libre affectée : mandat en cours de validation, verrou MANDAT au désigné, journal, trace, courriel ; le désigné tranche', async () => {
    const d = await demandeDeRattachement();
    const r = await affecter(assistance, {
      idMandat: d.idMandat,
      idCompteTeneur: autreTeneur.idCompte,
      raisonAffectationTeneur: 'Contrat à vérifier par un juriste',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().notification.titre).toBe('Affectation effectuée');
    expect(r.json().etatCopropriete).toBe('IMMATRICULEE_RATTACHEMENT_A_CONFIRMER');
    expect(await statutMandat(d.idMandat)).toBe('VALIDATION_EN_COURS');
    const lignes = await ctx.db
      .select()
      .from(verrouValidation)
      .where(and(eq(verrouValidation.objet, 'MANDAT'), eq(verrouValidation.idObjet, d.idMandat)));
    expect(lignes.map((l) => l.idCompte)).toEqual([autreTeneur.idCompte]);
    const journal = await journalMandat(d.idMandat);
    expect(journal).toHaveLength(1);
    expect(JSON.stringify(journal[0]?.detail)).toContain('Contrat à vérifier par un juriste');
    const traces = await ctx.db
      .select()
      .from(affectationTeneur)
      .where(eq(affectationTeneur.idMandat, d.idMandat));
    expect(traces.map((t) => [t.idCopropriete, t.raison])).toEqual([
      [d.idCopropriete, 'Contrat à vérifier par un juriste'],
    ]);
    expect((await courrielsA(autreTeneur.login)).at(-1)?.texte).toContain(
      'Contrat à vérifier par un juriste',
    );

    // Réservée au désigné : le premier teneur ne l'ouvre pas, le désigné la lit ouverte et la tranche.
    const autre = await teneur.client.get(OUVRIR(d.idCopropriete));
    expect(autre.statusCode).toBe(409);
    expect(autre.json().message).toContain('en cours de traitement');
    const lue = await autreTeneur.client.get(LIRE(d.idMandat));
    expect(lue.json().verrou.parMoi).toBe(true);
    expect(lue.json().actions).toEqual(['accepter', 'refuser', 'affecter', 'demanderPrecisions']);
    const tranchee = await autreTeneur.client.requete({
      method: 'POST',
      url: TRANCHER,
      payload: { idMandat: d.idMandat, valider: true },
    });
    expect(tranchee.statusCode, tranchee.body).toBe(200);
    expect(await statutMandat(d.idMandat)).toBe('COURANT');
  });

  it('une contestation désignée par sa copropriété, ouverte par l’appelant, passe au désigné ; 409 ensuite pour l’appelant', async () => {
    const d = await contestationDeA();
    expect((await teneur.client.get(OUVRIR(d.idCopropriete))).statusCode).toBe(200);
    const r = await affecter(teneur, {
      idCopropriete: d.idCopropriete,
      idCompteTeneur: autreTeneur.idCompte,
      raisonAffectationTeneur: 'Congés',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().etatCopropriete).toBe('IMMATRICULEE_RATTACHEMENT_CONTESTE');
    expect((await copro(d.idCopropriete))?.etat).toBe('IMMATRICULEE_RATTACHEMENT_CONTESTE');
    const tranche = await teneur.client.requete({
      method: 'POST',
      url: TRANCHER,
      payload: { idMandat: d.idMandat, valider: true },
    });
    expect(tranche.statusCode).toBe(409);
    const reprise = await affecter(teneur, {
      idMandat: d.idMandat,
      idCompteTeneur: teneur.idCompte,
      raisonAffectationTeneur: 'Je la reprends',
    });
    expect(reprise.statusCode).toBe(409);
    expect(await journalMandat(d.idMandat)).toHaveLength(1);
  });

  it('400 (teneur désigné invalide, raison absente), 401, 403 (syndic), 404 (mandat sans demande, copropriété et mandat qui ne vont pas ensemble)', async () => {
    const d = await demandeDeRattachement();
    const versSyndic = await affecter(teneur, {
      idMandat: d.idMandat,
      idCompteTeneur: syndicA.idCompte,
      raisonAffectationTeneur: 'x',
    });
    expect(versSyndic.statusCode).toBe(400);
    expect(versSyndic.json().champs[0].champ).toBe('idCompteTeneur');
    const sansRaison = await affecter(teneur, { idMandat: d.idMandat, idCompteTeneur: autreTeneur.idCompte });
    expect(sansRaison.statusCode).toBe(400);
    expect(await statutMandat(d.idMandat)).toBe('A_VALIDER');
    const payload = { idMandat: d.idMandat, idCompteTeneur: teneur.idCompte, raisonAffectationTeneur: 'x' };
    expect(
      (await new ClientTest(ctx.app).requete({ method: 'POST', url: AFFECTER, payload })).statusCode,
    ).toBe(401);
    await syndicB.client.get('/api/csrf');
    expect((await affecter(syndicB, payload)).statusCode).toBe(403);
    const autreCopro = await demandeDeRattachement();
    const croisee = await affecter(teneur, { ...payload, idCopropriete: autreCopro.idCopropriete });
    expect(croisee.statusCode).toBe(404);
    const tranchee = await contestationDeA();
    const enPlace = await affecter(teneur, { ...payload, idMandat: tranchee.idMandatEnPlace });
    expect(enPlace.statusCode).toBe(404);
    expect(await statutMandat(d.idMandat)).toBe('A_VALIDER');
    expect(await journalMandat(d.idMandat)).toHaveLength(0);
  });
});

describe('Rattachement provisoire (administrateur ou syndic provisoire) au guichet', () => {
  it('administrateur provisoire : la demande le dit au teneur, validée elle rattache la copropriété au demandeur', async () => {
    const c = await creerCoproprieteDeTest(ctx.db, { etat: 'IMMATRICULEE_A_RATTACHER' });
    const d = await deposer(syndicB, c.numero as string, undefined, {
      info: { adminProvisoire: true, typeJustifMandat: 'ORDO_NOMINATION' },
    });
    expect((await teneur.client.get(OUVRIR(d.idCopropriete))).statusCode).toBe(200);
    const lue = await teneur.client.get(LIRE(d.idMandat));
    expect(lue.json().mandatDemande).toMatchObject({
      adminProvisoire: true,
      syndicProvisoire: false,
      typeJustifMandat: 'ORDO_NOMINATION',
    });
    const r = await teneur.client.requete({
      method: 'POST',
      url: TRANCHER,
      payload: { idMandat: d.idMandat, valider: true },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(await statutMandat(d.idMandat)).toBe('COURANT');
    const apres = await copro(d.idCopropriete);
    expect(apres?.etat).toBe('IMMATRICULEE_RATTACHEE');
    expect(apres?.idMandatCourant).toBe(d.idMandat);
    expect(apres?.idTeledeclarantCourant).toBe(syndicB.idTeledeclarant);
  });

  it('syndic provisoire : la demande le dit au teneur, refusée avec une raison la copropriété reste à rattacher', async () => {
    const c = await creerCoproprieteDeTest(ctx.db, { etat: 'IMMATRICULEE_A_RATTACHER' });
    const d = await deposer(syndicB, c.numero as string, undefined, { syndicProvisoire: true });
    expect((await teneur.client.get(OUVRIR(d.idCopropriete))).statusCode).toBe(200);
    const lue = await teneur.client.get(LIRE(d.idMandat));
    expect(lue.json().mandatDemande).toMatchObject({ adminProvisoire: false, syndicProvisoire: true });
    const r = await teneur.client.requete({
      method: 'POST',
      url: TRANCHER,
      payload: { idMandat: d.idMandat, valider: false, raison: 'Désignation provisoire non justifiée.' },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(await statutMandat(d.idMandat)).toBe('REFUSE');
    expect((await copro(d.idCopropriete))?.etat).toBe('IMMATRICULEE_A_RATTACHER');
  });
});
