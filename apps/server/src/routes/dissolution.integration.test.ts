import { ajouterJours, aujourdhuiParis, formaterDateTexte } from '@registre/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  copropriete,
  courriel,
  dissolution,
  document,
  evenementJournal,
  mandat,
  verrouValidation,
} from '../db/schema/index.js';
import { corpsMultipart } from '../securite/appels.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { connecter, creerCompteDeTest } from '../test/comptes.js';
import { creerCoproprieteDeTest } from '../test/coproprietes.js';
import { type ActeurGuichet, connecterActeur, connecterSyndic } from '../test/guichet.js';

// Dissolution (issue 11 §5, §2 ; ADR 0320) : listes de référence, déclaration par le syndic titulaire ou un
// notaire (multipart, PDF contrôlé, SHA-256, transaction), guichet du teneur (verrou, exécution, refus).

type Syndic = Awaited<ReturnType<typeof connecterSyndic>>;
let ctx: ContexteTest;
let syndicA: Syndic;
let syndicB: Syndic;
let notaire: ClientTest;
let collaborateur: ClientTest;
let teneur: ActeurGuichet;
let autreTeneur: ActeurGuichet;
let assistance: ActeurGuichet;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const aujourdhui = aujourdhuiParis(new Date());
const HIER = formaterDateTexte(ajouterJours(aujourdhui, -1));
const DEMAIN = formaterDateTexte(ajouterJours(aujourdhui, 1));
const INFOS = (id: number) => `/api/coproprietes/infos/dissolution/${id}`;
const OUVRIR = (id: number) => `/api/coproprietes/getinfosdissolution/${id}`;
const QUITTER = (id: number) => `/api/coproprietes/dissolution/quitter/${id}`;
const DISSOUDRE = '/api/coproprietes/dissoudre';

const SAISIE = { motif: 'REUNION_LOTS', dateFaitGenerateur: HIER, typeJustifDissolution: 'ACTE_NOTARIE' };

function corps(
  champs: Record<string, unknown> = SAISIE,
  fichier: { nom: string; contenu: Uint8Array } | null = { nom: 'acte.pdf', contenu: PDF },
) {
  return corpsMultipart({
    demande: JSON.stringify(champs),
    ...(fichier
      ? { justificatif: { nom: fichier.nom, type: 'application/pdf', contenu: fichier.contenu } }
      : {}),
  });
}

const declarer = (client: ClientTest, id: number, c = corps()) =>
  client.requete({ method: 'PUT', url: INFOS(id), ...c });
const trancher = (client: ClientTest, payload: Record<string, unknown>) =>
  client.requete({ method: 'PUT', url: DISSOUDRE, payload });

const lireCopro = async (id: number) =>
  (await ctx.db.select().from(copropriete).where(eq(copropriete.id, id)))[0];
const demandesDe = (id: number) => ctx.db.select().from(dissolution).where(eq(dissolution.idCopropriete, id));
const journalDe = (id: number, type: string) =>
  ctx.db
    .select({ detail: evenementJournal.detail })
    .from(evenementJournal)
    .where(
      and(
        eq(evenementJournal.typeCible, 'COPROPRIETE'),
        eq(evenementJournal.idCible, id),
        eq(evenementJournal.typeEvenement, type as 'DEMANDE_DISSOLUTION'),
      ),
    );

/** Copropriété rattachée au syndic A. */
const coproDeA = () =>
  creerCoproprieteDeTest(ctx.db, {
    etat: 'IMMATRICULEE_RATTACHEE',
    idTeledeclarantCourant: syndicA.idTeledeclarant,
  });

/** Copropriété de A dont A a déclaré la dissolution. */
async function demandeDeposee() {
  const c = await coproDeA();
  const r = await declarer(syndicA.client, c.id);
  expect(r.statusCode, r.body).toBe(200);
  return c;
}

beforeAll(async () => {
  ctx = await creerContexteTest();
  syndicA = await connecterSyndic(ctx);
  syndicB = await connecterSyndic(ctx);
  const n = await creerCompteDeTest(ctx.db, { profil: 'NOTAIRE_NOTAIRE' });
  notaire = await connecter(ctx.app, n.login);
  const col = await creerCompteDeTest(ctx.db, { profil: 'NOTAIRE_COLLAB' });
  collaborateur = await connecter(ctx.app, col.login);
  teneur = await connecterActeur(ctx, 'TENEUR_ADMIN_PRINC');
  autreTeneur = await connecterActeur(ctx, 'TENEUR_ADMIN_PRINC');
  assistance = await connecterActeur(ctx, 'TENEUR_ASS_HOTLINE_GES');
});

afterAll(async () => {
  await ctx?.fermer();
});

describe('listes de référence de la dissolution', () => {
  it('rend les motifs, les pièces acceptées par motif et le libellé du fait générateur', async () => {
    const motifs = (await syndicA.client.get('/api/coproprietes/motifdissolution')).json();
    expect(motifs.map((m: { code: string }) => m.code)).toEqual([
      'REUNION_LOTS',
      'DEMOLITION',
      'SCISSION',
      'SORTIE_STATUT',
      'AUTRE',
    ]);
    expect((await syndicA.client.get('/api/typeDePiecesJustif/dissolution/REUNION_LOTS')).json()).toEqual([
      { code: 'ACTE_NOTARIE', libelle: 'Acte notarié' },
    ]);
    expect((await syndicA.client.get('/api/coproprietes/faitgenerateur/DEMOLITION')).json()).toEqual({
      code: 'DEMOLITION',
      libelle: "Date d'achèvement de la démolition ou de la destruction",
    });
  });

  it('400 pour un motif inconnu, 401 sans session', async () => {
    expect((await syndicA.client.get('/api/typeDePiecesJustif/dissolution/INCONNU')).statusCode).toBe(400);
    expect((await syndicA.client.get('/api/coproprietes/faitgenerateur/INCONNU')).statusCode).toBe(400);
    const anonyme = new ClientTest(ctx.app);
    expect((await anonyme.get('/api/coproprietes/motifdissolution')).statusCode).toBe(401);
  });
});

describe('déclarer une dissolution', () => {
  it('le syndic titulaire lit la copropriété puis déclare : état, demande, PDF et SHA-256, journal, courriel', async () => {
    const c = await coproDeA();
    const infos = await syndicA.client.get(INFOS(c.id));
    expect(infos.statusCode, infos.body).toBe(200);
    expect(infos.json()).toMatchObject({
      idCopropriete: c.id,
      etatCopropriete: 'IMMATRICULEE_RATTACHEE',
      dateDemande: formaterDateTexte(aujourdhui),
      demandeEnAttente: null,
    });

    const r = await declarer(syndicA.client, c.id);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ idCopropriete: c.id, etatCopropriete: 'DISSOLUTION_A_VALIDER' });
    expect((await lireCopro(c.id))?.etat).toBe('DISSOLUTION_A_VALIDER');
    const [demande] = await demandesDe(c.id);
    expect(demande).toMatchObject({ statut: 'A_VALIDER', motif: 'REUNION_LOTS', typeJustif: 'ACTE_NOTARIE' });
    const [doc] = await ctx.db
      .select()
      .from(document)
      .where(eq(document.id, demande!.idDocument as number));
    expect(doc?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(doc?.taille).toBe(PDF.byteLength);
    expect(await journalDe(c.id, 'DEMANDE_DISSOLUTION')).toHaveLength(1);
    const mails = await ctx.db.select().from(courriel).where(eq(courriel.destinataire, syndicA.login));
    expect(mails.some((m) => m.sujet.includes('déclaration de dissolution'))).toBe(true);

    // Relue : la demande en attente est rendue ; une seconde déclaration est refusée (409).
    const relue = (await syndicA.client.get(INFOS(c.id))).json();
    expect(relue.demandeEnAttente).toMatchObject({ motif: 'REUNION_LOTS', nomJustificatif: 'acte.pdf' });
    expect((await declarer(syndicA.client, c.id)).statusCode).toBe(409);
  });

  it('un notaire déclare la dissolution d’une copropriété qu’il n’a pas immatriculée ; le syndic en est informé', async () => {
    const c = await coproDeA();
    const r = await declarer(
      notaire,
      c.id,
      corps({
        motif: 'AUTRE',
        autre: 'Expropriation',
        dateFaitGenerateur: HIER,
        typeJustifDissolution: 'DECISION_JUSTICE',
      }),
    );
    expect(r.statusCode, r.body).toBe(200);
    const [demande] = await demandesDe(c.id);
    expect(demande?.autre).toBe('Expropriation');
    const mails = await ctx.db.select().from(courriel).where(eq(courriel.destinataire, syndicA.login));
    expect(mails.some((m) => m.sujet.includes('dissolution d’une de vos copropriétés'))).toBe(true);
  });

  it('400 sur le champ : date après aujourd’hui, pièce non acceptée, précision manquante, faux PDF, 5 Mo + 1 ; rien n’est écrit', async () => {
    const c = await coproDeA();
    const cas: [ReturnType<typeof corps>, string][] = [
      [corps({ ...SAISIE, dateFaitGenerateur: DEMAIN }), 'dateFaitGenerateur'],
      [corps({ ...SAISIE, typeJustifDissolution: 'PV_AG' }), 'typeJustifDissolution'],
      [corps({ ...SAISIE, motif: 'AUTRE', typeJustifDissolution: 'PV_AG' }), 'autre'],
      [corps(SAISIE, { nom: 'acte.pdf', contenu: Buffer.from('pas un pdf du tout') }), 'justificatif'],
      [corps(SAISIE, { nom: 'acte.pdf', contenu: Buffer.alloc(5 * 1024 * 1024 + 1, 0x25) }), 'justificatif'],
      [corps(SAISIE, null), 'justificatif'],
    ];
    for (const [c2, champ] of cas) {
      const r = await declarer(syndicA.client, c.id, c2);
      expect(r.statusCode, `${champ} ${r.body}`).toBe(400);
      expect(JSON.stringify(r.json()), champ).toContain(champ);
    }
    expect((await lireCopro(c.id))?.etat).toBe('IMMATRICULEE_RATTACHEE');
    expect(await demandesDe(c.id)).toHaveLength(0);
  });

  it('401 sans session, 403 sans le droit (collaborateur, teneur), 404 pour la copropriété d’un autre syndic ou inconnue', async () => {
    const c = await coproDeA();
    const anonyme = new ClientTest(ctx.app);
    expect((await anonyme.get(INFOS(c.id))).statusCode).toBe(401);
    expect((await collaborateur.get(INFOS(c.id))).statusCode).toBe(403);
    expect((await teneur.client.get(INFOS(c.id))).statusCode).toBe(403);
    expect((await syndicB.client.get(INFOS(c.id))).statusCode).toBe(404);
    expect((await declarer(syndicB.client, c.id)).statusCode).toBe(404);
    expect((await syndicA.client.get(INFOS(999_999_999))).statusCode).toBe(404);
    expect((await lireCopro(c.id))?.etat).toBe('IMMATRICULEE_RATTACHEE');
  });

  it('409 quand l’état ne permet pas la dissolution (copropriété déjà dissoute)', async () => {
    const c = await creerCoproprieteDeTest(ctx.db, {
      etat: 'DISSOUTE',
      idTeledeclarantCourant: syndicA.idTeledeclarant,
    });
    expect((await syndicA.client.get(INFOS(c.id))).statusCode).toBe(409);
    expect((await declarer(notaire, c.id)).statusCode).toBe(409);
  });
});

describe('dissolution au guichet du teneur', () => {
  it('ouvrir prend le verrou ; un autre teneur reçoit 409 ; exécuter rend la copropriété DISSOUTE', async () => {
    const c = await demandeDeposee();
    const o = await teneur.client.get(OUVRIR(c.id));
    expect(o.statusCode, o.body).toBe(200);
    expect(o.json()).toMatchObject({
      idCopropriete: c.id,
      etatCopropriete: 'DISSOLUTION_EN_COURS_DE_VALIDATION',
      dissolution: { motif: 'REUNION_LOTS', statut: 'A_VALIDER' },
      verrou: { parMoi: true },
      actions: ['accepter', 'refuser'],
    });
    expect((await autreTeneur.client.get(OUVRIR(c.id))).statusCode).toBe(409);
    expect((await trancher(autreTeneur.client, { idCopropriete: c.id, valider: true })).statusCode).toBe(409);

    const r = await trancher(teneur.client, { idCopropriete: c.id, valider: true });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      etatCopropriete: 'DISSOUTE',
      notification: { titre: 'Dissolution effectuée' },
    });
    expect((await lireCopro(c.id))?.etat).toBe('DISSOUTE');
    const [demande] = await demandesDe(c.id);
    expect(demande?.statut).toBe('EXECUTEE');
    expect(demande?.idCompteValidateur).toBe(teneur.idCompte);
    expect(await journalDe(c.id, 'DISSOLUTION_EXECUTEE')).toHaveLength(1);
    const verrous = await ctx.db
      .select()
      .from(verrouValidation)
      .where(and(eq(verrouValidation.objet, 'COPROPRIETE'), eq(verrouValidation.idObjet, c.id)));
    expect(verrous).toHaveLength(0);
    const mails = await ctx.db.select().from(courriel).where(eq(courriel.destinataire, syndicA.login));
    expect(mails.some((m) => m.sujet.includes('dissolution a été enregistrée'))).toBe(true);
    // Tranchée : plus rien à ouvrir.
    expect((await teneur.client.get(OUVRIR(c.id))).statusCode).toBe(404);
  });

  it('refuser exige une raison (400) puis rend l’état d’avant la demande', async () => {
    const c = await demandeDeposee();
    expect((await teneur.client.get(OUVRIR(c.id))).statusCode).toBe(200);
    const sansRaison = await trancher(teneur.client, { idCopropriete: c.id, valider: false });
    expect(sansRaison.statusCode).toBe(400);
    expect(JSON.stringify(sansRaison.json())).toContain('raison');
    const r = await trancher(teneur.client, {
      idCopropriete: c.id,
      valider: false,
      raison: 'Acte illisible.',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect((await lireCopro(c.id))?.etat).toBe('IMMATRICULEE_RATTACHEE');
    const [demande] = await demandesDe(c.id);
    expect(demande).toMatchObject({ statut: 'REFUSEE', raisonRefus: 'Acte illisible.' });
  });

  it('trancher sans avoir ouvert : 409 ; quitter libère le verrou ; l’assistance gestionnaire ouvre mais ne tranche pas', async () => {
    const c = await demandeDeposee();
    expect((await trancher(teneur.client, { idCopropriete: c.id, valider: true })).statusCode).toBe(409);
    expect((await assistance.client.get(OUVRIR(c.id))).statusCode).toBe(200);
    expect((await trancher(assistance.client, { idCopropriete: c.id, valider: true })).statusCode).toBe(403);
    const q = await assistance.client.get(QUITTER(c.id));
    expect(q.json()).toEqual({ libere: true });
    expect((await lireCopro(c.id))?.etat).toBe('DISSOLUTION_A_VALIDER');
    expect((await teneur.client.get(OUVRIR(c.id))).statusCode).toBe(200);
  });

  it('401 sans session, 403 pour un syndic ou un notaire, 404 pour une copropriété sans demande', async () => {
    const c = await demandeDeposee();
    const anonyme = new ClientTest(ctx.app);
    expect((await anonyme.get(OUVRIR(c.id))).statusCode).toBe(401);
    expect((await syndicA.client.get(OUVRIR(c.id))).statusCode).toBe(403);
    expect((await notaire.get(OUVRIR(c.id))).statusCode).toBe(403);
    expect((await trancher(syndicA.client, { idCopropriete: c.id, valider: true })).statusCode).toBe(403);
    const sans = await coproDeA();
    expect((await teneur.client.get(OUVRIR(sans.id))).statusCode).toBe(404);
    expect((await trancher(teneur.client, { idCopropriete: 'x', valider: true })).statusCode).toBe(400);
  });
});

describe('suppressions par le teneur (ADR 0321)', () => {
  const SUPPRIMER = (id: number) => `/api/coproprietes/supprimer/${id}`;
  const SUPPRIMER_MANDAT = (id: number) => `/api/coproprietes/supprimerMandat-rattachement/${id}`;
  const put = (client: ClientTest, url: string, payload: Record<string, unknown>) =>
    client.requete({ method: 'PUT', url, payload });
  const statutMandat = async (id: number) =>
    (await ctx.db.select({ statut: mandat.statut }).from(mandat).where(eq(mandat.id, id)))[0]?.statut;

  it('supprime la copropriété et son mandat courant, motif au journal, courriel au syndic', async () => {
    const c = await coproDeA();
    const idMandat = (await lireCopro(c.id))?.idMandatCourant as number;
    const r = await put(teneur.client, SUPPRIMER(c.id), { motif: 'Copropriété enregistrée deux fois.' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      etatCopropriete: 'SUPPRIMEE',
      notification: { titre: 'Suppression effectuée' },
    });
    expect((await lireCopro(c.id))?.etat).toBe('SUPPRIMEE');
    expect(await statutMandat(idMandat)).toBe('SUPPRIME');
    const [entree] = await journalDe(c.id, 'SUPPRESSION_COPROPRIETE');
    expect(entree?.detail).toMatchObject({
      motif: 'Copropriété enregistrée deux fois.',
      ancienEtat: 'IMMATRICULEE_RATTACHEE',
      nouvelEtat: 'SUPPRIMEE',
    });
    const mails = await ctx.db.select().from(courriel).where(eq(courriel.destinataire, syndicA.login));
    expect(mails.some((m) => m.sujet.includes('supprimée du registre'))).toBe(true);
    // Déjà supprimée : 409.
    expect((await put(teneur.client, SUPPRIMER(c.id), { motif: 'Encore.' })).statusCode).toBe(409);
  });

  it('supprime le mandat courant : la copropriété redevient à rattacher, sans titulaire', async () => {
    const c = await coproDeA();
    const idMandat = (await lireCopro(c.id))?.idMandatCourant as number;
    const r = await put(teneur.client, SUPPRIMER_MANDAT(c.id), { motif: 'Mandat enregistré par erreur.' });
    expect(r.statusCode, r.body).toBe(200);
    const apres = await lireCopro(c.id);
    expect(apres).toMatchObject({
      etat: 'IMMATRICULEE_A_RATTACHER',
      idMandatCourant: null,
      idTeledeclarantCourant: null,
    });
    expect(await statutMandat(idMandat)).toBe('SUPPRIME');
    expect(await journalDe(c.id, 'SUPPRESSION_MANDAT')).toHaveLength(1);
    // Plus de mandat : 409.
    expect((await put(teneur.client, SUPPRIMER_MANDAT(c.id), { motif: 'Encore.' })).statusCode).toBe(409);
  });

  it('400 sans motif, 401 sans session, 403 pour l’assistance et les syndics, 404 pour une copropriété inconnue', async () => {
    const c = await coproDeA();
    for (const url of [SUPPRIMER(c.id), SUPPRIMER_MANDAT(c.id)]) {
      const vide = await put(teneur.client, url, { motif: '  ' });
      expect(vide.statusCode, url).toBe(400);
      expect(JSON.stringify(vide.json())).toContain('motif');
      expect((await put(teneur.client, url, {})).statusCode, url).toBe(400);
      expect((await put(new ClientTest(ctx.app), url, { motif: 'x' })).statusCode, url).toBe(401);
      expect((await put(assistance.client, url, { motif: 'x' })).statusCode, url).toBe(403);
      expect((await put(syndicA.client, url, { motif: 'x' })).statusCode, url).toBe(403);
      expect((await put(syndicB.client, url, { motif: 'x' })).statusCode, url).toBe(403);
    }
    expect((await put(teneur.client, SUPPRIMER(999_999_999), { motif: 'x' })).statusCode).toBe(404);
    expect((await lireCopro(c.id))?.etat).toBe('IMMATRICULEE_RATTACHEE');
  });
});

describe('dissolutions dans la liste du guichet (ADR 0302)', () => {
  type Ligne = { idCopropriete: number; typeDemande: string; idDeclaration: number | null; verrou: unknown };
  const rechercher = async (qui: ActeurGuichet, typeDemande?: string) => {
    const r = await qui.client.requete({
      method: 'POST',
      url: '/api/declarations/rechercher',
      payload: {
        paginationOptions: { pageNumber: 1, pageSize: 100, sortField: 'dateDepot', sortDirection: 'DESC' },
        ...(typeDemande ? { typeDemande } : {}),
      },
    });
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as { ligneDemandeDTOList: Ligne[]; totalItems: number };
  };

  it('listée et filtrable, tenue par son teneur une fois ouverte, plus la plus ancienne libre ; exécutée : retirée', async () => {
    const c = await demandeDeposee();
    const filtre = await rechercher(teneur, 'DISSOLUTION');
    expect(filtre.ligneDemandeDTOList.every((l) => l.typeDemande === 'DISSOLUTION')).toBe(true);
    expect(filtre.ligneDemandeDTOList.find((l) => l.idCopropriete === c.id)).toMatchObject({
      typeDemande: 'DISSOLUTION',
      idDeclaration: null,
      verrou: null,
    });
    const toutes = await rechercher(teneur);
    expect(toutes.ligneDemandeDTOList[0]).toMatchObject({ idCopropriete: c.id, typeDemande: 'DISSOLUTION' });

    expect((await teneur.client.get(OUVRIR(c.id))).statusCode).toBe(200);
    const vue = await rechercher(autreTeneur, 'DISSOLUTION');
    expect(vue.ligneDemandeDTOList.find((l) => l.idCopropriete === c.id)?.verrou).toMatchObject({
      parMoi: false,
    });

    const r = await trancher(teneur.client, { idCopropriete: c.id, valider: true });
    expect(r.statusCode, r.body).toBe(200);
    const apres = await rechercher(teneur, 'DISSOLUTION');
    expect(apres.ligneDemandeDTOList.some((l) => l.idCopropriete === c.id)).toBe(false);
    expect(apres.totalItems).toBe(filtre.totalItems - 1);
  });
});
