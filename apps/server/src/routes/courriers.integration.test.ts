import { TAILLE_MAX_LOT_LETTRES } from '@registre/domain';
import { eq, inArray } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evenementJournal, lettre } from '../db/schema/index.js';
import { creerLettreRepository } from '../repositories/lettre.repository.js';
import { creerTeledeclarantRepository } from '../repositories/teledeclarant.repository.js';
import { preparerCourrierActivation } from '../services/teledeclarants/courrier-activation.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { connecter, creerCompteDeTest } from '../test/comptes.js';
import { texteDuPdf } from '../test/pdf.js';

let ctx: ContexteTest;
let admin: ClientTest;
let hotlineAdmin: ClientTest;
let hotlineGestion: ClientTest;
let syndic: ClientTest;
let anonyme: ClientTest;

/** Nouveau télédéclarant en attente d'activation et sa lettre de code (la précédente est annulée). */
async function nouvelleLettre(
  idTeledeclarant?: number,
): Promise<{ idTd: number; idLettre: number; code: string }> {
  const idTd =
    idTeledeclarant ??
    ((
      await creerCompteDeTest(ctx.db, {
        profil: 'TELE_PRO_ADMIN_PRINC',
        statutTeledeclarant: 'ATT_ACTIVATION',
      })
    ).idTeledeclarant as number);
  return ctx.db.transaction(async (tx) => {
    const td = await creerTeledeclarantRepository(tx).parId(idTd);
    if (!td) throw new Error('télédéclarant de test introuvable');
    const courrier = await preparerCourrierActivation(tx, td, {
      urlPublique: 'http://localhost',
      maintenant: new Date(),
    });
    return { idTd, idLettre: courrier.idLettre, code: courrier.code };
  });
}

async function statuts(ids: number[]) {
  const lignes = await ctx.db
    .select({ id: lettre.id, statut: lettre.statut, idLot: lettre.idLot, dateEnvoi: lettre.dateEnvoi })
    .from(lettre)
    .where(inArray(lettre.id, ids));
  return new Map(lignes.map((l) => [l.id, l]));
}

async function nbEvenements(type: 'PREPARATION_LOT_LETTRES' | 'ENVOI_LOT_LETTRES') {
  return (await ctx.db.select().from(evenementJournal).where(eq(evenementJournal.typeEvenement, type)))
    .length;
}

/** Vide la file : les lettres restantes d'un test précédent partent dans des lots, tous déclarés envoyés. */
async function viderLaFile() {
  for (;;) {
    const r = await admin.requete({ method: 'POST', url: '/api/lettres/lots' });
    if (r.statusCode === 409) break;
    expect(r.statusCode).toBe(200);
  }
  const { lots } = (await admin.get('/api/lettres/lots?taille=100')).json();
  for (const lot of lots.filter((l: { dateEnvoi: string | null }) => l.dateEnvoi === null)) {
    await admin.requete({ method: 'PUT', url: `/api/lettres/lots/${lot.id}/envoye` });
  }
  expect((await admin.get('/api/lettres/a-envoyer')).json().total).toBe(0);
}

beforeAll(async () => {
  ctx = await creerContexteTest();
  const [a, ha, hg, s] = await Promise.all(
    (
      [
        'TENEUR_ADMIN_PRINC',
        'TENEUR_ASS_HOTLINE_ADMIN',
        'TENEUR_ASS_HOTLINE_GES',
        'TELE_PRO_ADMIN_PRINC',
      ] as const
    ).map((profil) => creerCompteDeTest(ctx.db, { profil })),
  );
  [admin, hotlineAdmin, hotlineGestion, syndic] = (await Promise.all(
    [a, ha, hg, s].map((c) => connecter(ctx.app, c!.login)),
  )) as [ClientTest, ClientTest, ClientTest, ClientTest];
  anonyme = new ClientTest(ctx.app);
});

afterAll(async () => {
  await ctx?.fermer();
});

const ROUTES = [
  { method: 'GET', url: '/api/lettres/a-envoyer' },
  { method: 'GET', url: '/api/lettres/lots' },
  { method: 'POST', url: '/api/lettres/lots' },
  { method: 'GET', url: '/api/lettres/lots/1/pdf' },
  { method: 'PUT', url: '/api/lettres/lots/1/envoye' },
] as const;

describe('courriers postaux : accès', () => {
  it.each(ROUTES)('$method $url : 401 sans session', async (route) => {
    const r = await anonyme.requete({ method: route.method, url: route.url });
    expect(r.statusCode).toBe(401);
  });

  it.each(ROUTES)('$method $url : 403 pour un syndic et pour l’assistance gestionnaire', async (route) => {
    for (const client of [syndic, hotlineGestion]) {
      const r = await client.requete({ method: route.method, url: route.url });
      expect(r.statusCode).toBe(403);
    }
  });

  it('l’assistance administrateur y a accès comme les administrateurs du teneur', async () => {
    const r = await hotlineAdmin.get('/api/lettres/a-envoyer');
    expect(r.statusCode).toBe(200);
    expect((await hotlineAdmin.get('/api/lettres/lots')).statusCode).toBe(200);
  });
});

describe('courriers postaux : mauvaise entrée', () => {
  it.each([
    ['/api/lettres/a-envoyer?page=0', 'page'],
    ['/api/lettres/a-envoyer?page=abc', 'page'],
    ['/api/lettres/a-envoyer?taille=101', 'taille'],
    ['/api/lettres/lots?taille=-1', 'taille'],
    ['/api/lettres/lots/abc/pdf', 'id'],
    ['/api/lettres/lots/0/pdf', 'id'],
  ])('GET %s : 400 en français sur le champ %s', async (url, champ) => {
    const r = await admin.get(url);
    expect(r.statusCode).toBe(400);
    expect(JSON.stringify(r.json())).toContain(champ);
    expect(r.json().message).toMatch(/[a-zé]/);
  });

  it('PUT sur un identifiant de lot mal formé : 400 ; inconnu : 404, rien n’est écrit', async () => {
    expect((await admin.requete({ method: 'PUT', url: '/api/lettres/lots/-3/envoye' })).statusCode).toBe(400);
    const avant = await nbEvenements('ENVOI_LOT_LETTRES');
    const inconnu = await admin.requete({ method: 'PUT', url: '/api/lettres/lots/999999/envoye' });
    expect(inconnu.statusCode).toBe(404);
    expect(inconnu.json().message).toBe("Ce lot de lettres n'existe pas.");
    expect((await admin.get('/api/lettres/lots/999999/pdf')).statusCode).toBe(404);
    expect(await nbEvenements('ENVOI_LOT_LETTRES')).toBe(avant);
  });
});

describe('courriers postaux : lister, préparer un lot, télécharger, déclarer envoyé', () => {
  it('un lot téléchargé puis déclaré envoyé ne marque que ses lettres, une seule fois', async () => {
    await viderLaFile();
    const remplacee = await nouvelleLettre();
    const l1 = await nouvelleLettre(remplacee.idTd); // annule la lettre précédente : seul le dernier code vaut
    const l2 = await nouvelleLettre();
    const l3 = await nouvelleLettre();

    const liste = await admin.get('/api/lettres/a-envoyer');
    expect(liste.statusCode).toBe(200);
    const ids = liste.json().lettres.map((l: { id: number }) => l.id);
    expect(ids).toEqual(expect.arrayContaining([l1.idLettre, l2.idLettre, l3.idLettre]));
    expect(ids).not.toContain(remplacee.idLettre);
    expect(liste.json()).toMatchObject({ total: 3, horsLot: 3 });

    const prepares = await nbEvenements('PREPARATION_LOT_LETTRES');
    const preparation = await admin.requete({ method: 'POST', url: '/api/lettres/lots' });
    expect(preparation.statusCode).toBe(200);
    const lot = preparation.json();
    expect(lot).toMatchObject({ nbLettres: 3, nbAEnvoyer: 3, nbAnnulees: 0, dateEnvoi: null });
    expect(await nbEvenements('PREPARATION_LOT_LETTRES')).toBe(prepares + 1);

    // Une lettre écrite après la préparation n'entre pas dans ce lot.
    const tardive = await nouvelleLettre();
    const apres = (await admin.get('/api/lettres/a-envoyer')).json();
    expect(apres).toMatchObject({ total: 4, horsLot: 1 });
    expect(apres.lettres.find((l: { id: number }) => l.id === tardive.idLettre).idLot).toBeNull();

    const pdf = await admin.get(`/api/lettres/lots/${lot.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`lot-lettres-${lot.id}.pdf`);
    expect(pdf.headers['cache-control']).toBe('no-store');
    const document = await PDFDocument.load(pdf.rawPayload);
    expect(document.getPageCount()).toBeGreaterThanOrEqual(3);
    const texte = texteDuPdf(pdf.rawPayload);
    for (const l of [l1, l2, l3]) expect(texte).toContain(l.code);
    expect(texte).not.toContain(tardive.code);
    expect(texte).not.toContain(remplacee.code);

    const envoi = await admin.requete({ method: 'PUT', url: `/api/lettres/lots/${lot.id}/envoye` });
    expect(envoi.statusCode).toBe(200);
    expect(envoi.json()).toMatchObject({ nbMarquees: 3, dejaEnvoye: false, lot: { nbAEnvoyer: 0 } });
    expect(envoi.json().lot.dateEnvoi).not.toBeNull();
    const etat = await statuts([remplacee.idLettre, l1.idLettre, l2.idLettre, l3.idLettre, tardive.idLettre]);
    for (const l of [l1, l2, l3]) {
      expect(etat.get(l.idLettre)).toMatchObject({ statut: 'ENVOYEE', idLot: lot.id });
      expect(etat.get(l.idLettre)?.dateEnvoi).not.toBeNull();
    }
    expect(etat.get(tardive.idLettre)).toMatchObject({ statut: 'A_ENVOYER', idLot: null });
    expect(etat.get(remplacee.idLettre)).toMatchObject({ statut: 'ANNULEE', idLot: null });
    const envois = await ctx.db
      .select()
      .from(evenementJournal)
      .where(eq(evenementJournal.typeEvenement, 'ENVOI_LOT_LETTRES'));
    const entree = envois.find((e) => e.detail?.idLot === lot.id);
    expect(entree).toMatchObject({ categorie: 'TELEDECLARANT', detail: { idLot: lot.id, nbLettres: 3 } });

    // Rejouer : rien de plus n'est marqué ni journalisé.
    const rejeu = await admin.requete({ method: 'PUT', url: `/api/lettres/lots/${lot.id}/envoye` });
    expect(rejeu.statusCode).toBe(200);
    expect(rejeu.json()).toMatchObject({ nbMarquees: 0, dejaEnvoye: true });
    expect(await nbEvenements('ENVOI_LOT_LETTRES')).toBe(envois.length);
    expect((await statuts([tardive.idLettre])).get(tardive.idLettre)?.statut).toBe('A_ENVOYER');

    // Le lot suivant prend la lettre tardive ; ensuite, plus rien à mettre en lot : 409 en français.
    const suivant = await admin.requete({ method: 'POST', url: '/api/lettres/lots' });
    expect(suivant.json()).toMatchObject({ nbLettres: 1 });
    const vide = await admin.requete({ method: 'POST', url: '/api/lettres/lots' });
    expect(vide.statusCode).toBe(409);
    expect(vide.json().message).toMatch(/^Aucune lettre n'attend/);

    const lots = (await admin.get('/api/lettres/lots?taille=2')).json();
    expect(lots.lots.map((l: { id: number }) => l.id)).toEqual([suivant.json().id, lot.id]);
    expect(lots.lots[1]).toMatchObject({ nbLettres: 3, nbAEnvoyer: 0 });
    expect(lots.lots[1].nomAuteurEnvoi).toContain('TENEUR_ADMIN_PRINC');
  });

  it('une lettre annulée après la préparation sort du PDF et n’est pas marquée envoyée', async () => {
    await viderLaFile();
    const a = await nouvelleLettre();
    const b = await nouvelleLettre();
    const lot = (await admin.requete({ method: 'POST', url: '/api/lettres/lots' })).json();
    const nouveauCode = await nouvelleLettre(a.idTd); // code régénéré : la lettre du lot est annulée
    const pdf = await admin.get(`/api/lettres/lots/${lot.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const texte = texteDuPdf(pdf.rawPayload);
    expect(texte).toContain(b.code);
    expect(texte).not.toContain(a.code);
    expect((await admin.get('/api/lettres/lots')).json().lots[0]).toMatchObject({
      id: lot.id,
      nbAnnulees: 1,
    });
    const envoi = (await admin.requete({ method: 'PUT', url: `/api/lettres/lots/${lot.id}/envoye` })).json();
    expect(envoi.nbMarquees).toBe(1);
    const etat = await statuts([a.idLettre, b.idLettre, nouveauCode.idLettre]);
    expect(etat.get(a.idLettre)?.statut).toBe('ANNULEE');
    expect(etat.get(b.idLettre)?.statut).toBe('ENVOYEE');
    expect(etat.get(nouveauCode.idLettre)).toMatchObject({ statut: 'A_ENVOYER', idLot: null });
  });

  it('un lot dont toutes les lettres ont été annulées : 409, rien à imprimer', async () => {
    await viderLaFile();
    const a = await nouvelleLettre();
    const lot = (await admin.requete({ method: 'POST', url: '/api/lettres/lots' })).json();
    await nouvelleLettre(a.idTd);
    const pdf = await admin.get(`/api/lettres/lots/${lot.id}/pdf`);
    expect(pdf.statusCode).toBe(409);
    expect(pdf.json().message).toMatch(/rien à imprimer/);
  });

  it('un PDF conservé illisible : 409 qui nomme la lettre, pas de lot à moitié', async () => {
    await viderLaFile();
    const bonne = await nouvelleLettre();
    const [ligne] = await ctx.db.select().from(lettre).where(eq(lettre.id, bonne.idLettre));
    const [abimee] = await ctx.db
      .insert(lettre)
      .values({
        idTeledeclarant: bonne.idTd,
        objet: ligne!.objet,
        idDocument: (
          await creerLettreRepository(ctx.db).insererDocument({
            nom: 'abimee.pdf',
            typeMime: 'application/pdf',
            contenu: Buffer.from('%PDF-1.7\n%%EOF\n'),
          })
        ).id,
        dateEnvoiPrevue: new Date(),
      })
      .returning({ id: lettre.id });
    const lot = (await admin.requete({ method: 'POST', url: '/api/lettres/lots' })).json();
    const pdf = await admin.get(`/api/lettres/lots/${lot.id}/pdf`);
    expect(pdf.statusCode).toBe(409);
    expect(pdf.json().message).toContain(`lettre n° ${abimee!.id} est illisible`);
  });

  it('pages SQL : taille et numéro de page, les plus urgentes d’abord', async () => {
    await viderLaFile();
    const lettres = [await nouvelleLettre(), await nouvelleLettre(), await nouvelleLettre()];
    const page2 = (await admin.get('/api/lettres/a-envoyer?page=2&taille=2')).json();
    expect(page2.total).toBe(3);
    expect(page2.lettres.map((l: { id: number }) => l.id)).toEqual([lettres[2]!.idLettre]);
    expect(page2.lettres[0].adresse).toBeInstanceOf(Array);
    expect(page2.lettres[0].raisonSociale).toMatch(/^ÉTABLISSEMENT DE TEST/);
  });
});

describe('courriers postaux : concurrence', () => {
  it('deux préparations simultanées font des lots disjoints ; cinq déclarations d’envoi : une seule marque', async () => {
    await viderLaFile();
    const lettres: Awaited<ReturnType<typeof nouvelleLettre>>[] = [];
    for (let i = 0; i < 6; i += 1) lettres.push(await nouvelleLettre());
    const reponses = await Promise.all([
      admin.requete({ method: 'POST', url: '/api/lettres/lots' }),
      hotlineAdmin.requete({ method: 'POST', url: '/api/lettres/lots' }),
    ]);
    const reussies = reponses.filter((r) => r.statusCode === 200).map((r) => r.json());
    for (const r of reponses) expect([200, 409]).toContain(r.statusCode);
    expect(reussies.reduce((s, l) => s + l.nbLettres, 0)).toBe(6);
    const etat = await statuts(lettres.map((l) => l.idLettre));
    expect([...etat.values()].every((l) => l.idLot !== null)).toBe(true);

    const idLot = reussies[0].id;
    const nbDansLot = [...etat.values()].filter((l) => l.idLot === idLot).length;
    const avant = await nbEvenements('ENVOI_LOT_LETTRES');
    const envois = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        (i % 2 ? hotlineAdmin : admin).requete({ method: 'PUT', url: `/api/lettres/lots/${idLot}/envoye` }),
      ),
    );
    expect(envois.every((r) => r.statusCode === 200)).toBe(true);
    expect(envois.filter((r) => !r.json().dejaEnvoye)).toHaveLength(1);
    expect(envois.reduce((s, r) => s + r.json().nbMarquees, 0)).toBe(nbDansLot);
    expect(await nbEvenements('ENVOI_LOT_LETTRES')).toBe(avant + 1);
  });

  it(`un lot prend au plus ${TAILLE_MAX_LOT_LETTRES} lettres, les plus urgentes d’abord`, async () => {
    await viderLaFile();
    const modele = await nouvelleLettre();
    const [ligne] = await ctx.db.select().from(lettre).where(eq(lettre.id, modele.idLettre));
    // Lettres semées d'un bloc (même PDF), dont une plus urgente que toutes les autres.
    await ctx.db.insert(lettre).values(
      Array.from({ length: TAILLE_MAX_LOT_LETTRES }, (_, i) => ({
        idTeledeclarant: modele.idTd,
        objet: ligne!.objet,
        adresseLigne1: `DESTINATAIRE ${i}`,
        idDocument: ligne!.idDocument,
        dateEnvoiPrevue: new Date(Date.UTC(2020, 0, i === 7 ? 1 : 2)),
      })),
    );
    const lot = (await admin.requete({ method: 'POST', url: '/api/lettres/lots' })).json();
    expect(lot.nbLettres).toBe(TAILLE_MAX_LOT_LETTRES);
    const reste = (await admin.get('/api/lettres/a-envoyer?taille=100')).json();
    expect(reste.horsLot).toBe(1);
    expect(reste.lettres[0].adresse).toEqual(['DESTINATAIRE 7']);
    expect(reste.lettres[0].idLot).toBe(lot.id);
  });
});
