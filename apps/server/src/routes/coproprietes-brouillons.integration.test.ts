import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copropriete, declaration, document, evenementJournal, mandat } from '../db/schema/index.js';
import { type ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { connecter, creerCompteDeTest } from '../test/comptes.js';

let ctx: ContexteTest;
let syndic: ClientTest;
let collegue: ClientTest;
let autreSyndic: ClientTest;
let notaire: ClientTest;
let teneur: ClientTest;
let idTeledeclarant: number;

beforeAll(async () => {
  ctx = await creerContexteTest();
  const admin = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_ADMIN_PRINC' });
  idTeledeclarant = admin.idTeledeclarant as number;
  const gestion = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_GESTION', idTeledeclarant });
  const autre = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_ADMIN_PRINC' });
  const not = await creerCompteDeTest(ctx.db, { profil: 'NOTAIRE_NOTAIRE' });
  const ten = await creerCompteDeTest(ctx.db, { profil: 'TENEUR_ASS_HOTLINE_GES' });
  syndic = await connecter(ctx.app, admin.login);
  collegue = await connecter(ctx.app, gestion.login);
  autreSyndic = await connecter(ctx.app, autre.login);
  notaire = await connecter(ctx.app, not.login);
  teneur = await connecter(ctx.app, ten.login);
}, 60_000);
afterAll(async () => {
  await ctx.fermer();
});

const identification = (nom: string) => ({
  nomCopropriete: nom,
  dateReglementCopropriete: '12/03/1998',
  nbLots: 40,
  nbLotsHabBurCom: 25,
  nbLotsHab: 20,
  nbLotsStationnement: 15,
  nbAsl: 0,
  nbAful: 0,
  nbUnionsSyndicats: 0,
  syndicatPrincipal: true,
  syndicatCooperatif: false,
  residenceService: false,
  adressePrincipale: {
    numeroVoie: '12',
    voie: 'Rue des Tilleuls',
    codePostal: '69002',
    commune: 'Lyon',
    codeInsee: '69382',
    libelle: '12 Rue des Tilleuls 69002 Lyon',
    longitude: 4.83,
    latitude: 45.75,
    geolocalisee: true,
  },
  adresseSecondaire: [],
  parcelle: [{ codeInsee: '69382', prefixe: '000', section: 'AB', numero: '12', geolocalisee: true }],
});

const enregistrer = (client: ClientTest, x: string, payload: Record<string, unknown>) =>
  client.requete({ method: 'PUT', url: `/api/coproprietes/brouillon/save/${x}`, payload });

async function creerBrouillon(client: ClientTest, nom = 'Résidence des Tilleuls') {
  const nouvelle = (await client.get('/api/coproprietes/new/DEFAULT')).json();
  const reponse = await enregistrer(client, 'quitter', {
    cleCreation: nouvelle.cleCreation,
    typeImmat: 'DEFAULT',
    immatCopropriete: { identification: { nomCopropriete: nom } },
  });
  expect(reponse.statusCode, reponse.body).toBe(200);
  return reponse.json() as { id: number; idCopropriete: number; version: number };
}

const pdf = (taille: number) => {
  const contenu = Buffer.alloc(taille, 0x20);
  contenu.write('%PDF-1.7\n', 0, 'latin1');
  return contenu;
};

describe('brouillons de déclaration', () => {
  it('401 sans session, 403 sans le droit d’immatriculer, 400 sur un identifiant ou une étape invalide', async () => {
    const { ClientTest: Client } = await import('../test/app-de-test.js');
    const anonyme = new Client(ctx.app);
    expect((await anonyme.get('/api/coproprietes/new/DEFAULT')).statusCode).toBe(401);
    expect((await anonyme.get('/api/coproprietes/brouillons')).statusCode).toBe(401);
    expect((await teneur.get('/api/coproprietes/new/DEFAULT')).statusCode).toBe(403);
    expect(
      (await enregistrer(teneur, 'quitter', { cleCreation: randomUUID(), immatCopropriete: {} })).statusCode,
    ).toBe(403);
    expect((await syndic.get('/api/coproprietes/brouillon/abc')).statusCode).toBe(400);
    expect((await syndic.get('/api/coproprietes/new/AUTRE')).statusCode).toBe(400);
    expect(
      (await enregistrer(syndic, 'etape-inconnue', { cleCreation: randomUUID(), immatCopropriete: {} }))
        .statusCode,
    ).toBe(400);
    expect(
      (await enregistrer(syndic, 'quitter', { cleCreation: 'pas-une-cle', immatCopropriete: {} })).statusCode,
    ).toBe(400);
  });

  it('new/{x} renvoie une déclaration vierge pré-remplie sans rien créer ; un syndic ne fait pas d’immatriculation initiale', async () => {
    const avant = await ctx.db.$count(declaration);
    const reponse = await syndic.get('/api/coproprietes/new/DEFAULT');
    expect(reponse.statusCode).toBe(200);
    const corps = reponse.json();
    expect(corps).toMatchObject({
      id: null,
      version: null,
      declaration: { typeImmat: 'DEFAULT', statut: 'BROUILLON' },
    });
    expect(corps.cleCreation).toMatch(/^[0-9a-f-]{36}$/);
    expect(corps.declaration.immatCopropriete.procedures.arretes).toHaveLength(1);
    expect(await ctx.db.$count(declaration)).toBe(avant);
    expect((await syndic.get('/api/coproprietes/new/INITIALE')).statusCode).toBe(400);
    expect((await notaire.get('/api/coproprietes/new/INITIALE')).statusCode).toBe(200);
  });

  it('crée le brouillon, le relit à l’identique (autre appareil du même établissement) et journalise la création', async () => {
    const nouvelle = (await syndic.get('/api/coproprietes/new/DEFAULT')).json();
    const reponse = await enregistrer(syndic, 'identification', {
      cleCreation: nouvelle.cleCreation,
      typeImmat: 'DEFAULT',
      immatCopropriete: { identification: identification('Les Érables') },
    });
    expect(reponse.statusCode, reponse.body).toBe(200);
    const { id, idCopropriete, version } = reponse.json();
    expect(version).toBe(1);
    const relu = await collegue.get(`/api/coproprietes/brouillon/${id}`);
    expect(relu.statusCode, relu.body).toBe(200);
    expect(relu.json().declaration.immatCopropriete.identification).toMatchObject({
      nomCopropriete: 'Les Érables',
      nbLots: 40,
      adressePrincipale: { voie: 'Rue des Tilleuls', codeInsee: '69382' },
      parcelle: [{ section: 'AB', numero: '12' }],
    });
    const [copro] = await ctx.db.select().from(copropriete).where(eq(copropriete.id, idCopropriete));
    expect(copro).toMatchObject({ etat: 'BROUILLON', nom: 'Les Érables', codeInsee: '69382' });
    const journal = await ctx.db
      .select()
      .from(evenementJournal)
      .where(and(eq(evenementJournal.typeEvenement, 'CREATION_BROUILLON'), eq(evenementJournal.idCible, id)));
    expect(journal.map((e) => e.typeCible)).toContain('DECLARATION');
    const liste = (await collegue.get('/api/coproprietes/brouillons?pageSize=100')).json();
    expect(liste.brouillons.map((b: { id: number }) => b.id)).toContain(id);
    // Une immatriculation n'est pas une correction de la dernière annuelle.
    expect(liste.brouillons.find((b: { id: number }) => b.id === id)?.correction).toBe(false);
    expect((await autreSyndic.get('/api/coproprietes/brouillons?pageSize=100')).json().brouillons).toEqual(
      [],
    );
  });

  it('double clic, rejeu et deux onglets : une seule demande, un seul brouillon', async () => {
    const cle = randomUUID();
    const avant = await ctx.db.$count(copropriete);
    const corps = {
      cleCreation: cle,
      typeImmat: 'DEFAULT',
      immatCopropriete: { identification: { nomCopropriete: 'Double clic' } },
    };
    const reponses = await Promise.all([1, 2, 3, 4].map(() => enregistrer(syndic, 'quitter', corps)));
    const rejeu = await enregistrer(syndic, 'quitter', corps);
    for (const r of [...reponses, rejeu]) expect(r.statusCode, r.body).toBe(200);
    const ids = new Set([...reponses, rejeu].map((r) => r.json().id));
    expect(ids.size).toBe(1);
    expect(await ctx.db.$count(declaration, eq(declaration.cleCreation, cle))).toBe(1);
    expect(await ctx.db.$count(copropriete)).toBe(avant + 1);
  });

  it('deux onglets qui enregistrent : une sauvegarde entière gagne, l’autre reçoit 409', async () => {
    const { id } = await creerBrouillon(syndic);
    const onglet = (nom: string, section: string) =>
      enregistrer(syndic, 'quitter', {
        id,
        version: 1,
        immatCopropriete: {
          identification: {
            nomCopropriete: nom,
            parcelle: [
              { codeInsee: '69382', section, numero: '1' },
              { codeInsee: '69382', section, numero: '2' },
            ],
          },
        },
      });
    const [a, b] = await Promise.all([onglet('Onglet A', 'AA'), onglet('Onglet B', 'BB')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const perdant = a.statusCode === 409 ? a : b;
    expect(perdant.json().message).toMatch(/modifié entre-temps/);
    const relu = (await syndic.get(`/api/coproprietes/brouillon/${id}`)).json();
    const ident = relu.declaration.immatCopropriete.identification;
    const section = ident.nomCopropriete === 'Onglet A' ? 'AA' : 'BB';
    expect(ident.parcelle.map((p: { section: string }) => p.section)).toEqual([section, section]);
    expect(relu.version).toBe(2);
  });

  it('une saisie refusée par les règles du domaine renvoie 400 par champ et laisse le brouillon intact', async () => {
    const { id } = await creerBrouillon(syndic, 'Intact');
    const mauvaise = { ...identification('Changé'), nbLots: 1, nbLotsHab: 30 };
    const reponse = await enregistrer(syndic, 'identification', {
      id,
      version: 1,
      immatCopropriete: { identification: mauvaise },
    });
    expect(reponse.statusCode, reponse.body).toBe(400);
    const champs = reponse.json().champs.map((c: { champ: string }) => c.champ);
    expect(champs).toContain('identification.nbLots');
    const formats = await enregistrer(syndic, 'quitter', {
      id,
      version: 1,
      immatCopropriete: { identification: { nomCopropriete: 'Changé', nbLots: 'beaucoup' } },
    });
    expect(formats.statusCode).toBe(400);
    const relu = (await syndic.get(`/api/coproprietes/brouillon/${id}`)).json();
    expect(relu.version).toBe(1);
    expect(relu.declaration.immatCopropriete.identification.nomCopropriete).toBe('Intact');
  });

  it('un code INSEE inconnu est refusé sur son champ, sans 500', async () => {
    const { id } = await creerBrouillon(syndic);
    const reponse = await enregistrer(syndic, 'quitter', {
      id,
      version: 1,
      immatCopropriete: { identification: { parcelle: [{ codeInsee: '99999', section: 'A', numero: '1' }] } },
    });
    expect(reponse.statusCode).toBe(400);
    expect(reponse.json().champs[0].champ).toBe('identification.parcelle.0.codeInsee');
  });

  describe('informations de rattachement et justificatif', () => {
    const info = { adminProvisoire: false, typeJustifMandat: 'CONTRAT_SYNDIC' } as const;
    const dates = (debut: string, fin: string) => ({ ...info, dateDebutMandat: debut, dateFinMandat: fin });
    const aujourdHui = new Date();
    const jj = (d: Date) =>
      `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
    const debut = jj(new Date(Date.UTC(aujourdHui.getUTCFullYear(), aujourdHui.getUTCMonth() - 1, 1)));
    const fin12 = jj(new Date(Date.UTC(aujourdHui.getUTCFullYear() + 1, aujourdHui.getUTCMonth() - 1, 1)));
    const fin18 = jj(new Date(Date.UTC(aujourdHui.getUTCFullYear() + 1, aujourdHui.getUTCMonth() + 5, 1)));

    it('stocke le PDF (signature réelle, SHA-256) avec le mandat demandé, dans le même enregistrement', async () => {
      const { id } = await creerBrouillon(syndic);
      const contenu = pdf(2048);
      const reponse = await enregistrer(syndic, 'infos-rattachement', {
        id,
        version: 1,
        immatCopropriete: { infoRattachement: dates(debut, fin12) },
        justificatif: { nom: 'contrat.pdf', contenu: contenu.toString('base64') },
      });
      expect(reponse.statusCode, reponse.body).toBe(200);
      const [d] = await ctx.db.select().from(declaration).where(eq(declaration.id, id));
      const [m] = await ctx.db.select().from(mandat).where(eq(mandat.id, d!.idMandat!));
      expect(m).toMatchObject({ statut: 'BROUILLON', typeJustif: 'CONTRAT_SYNDIC', idTeledeclarant });
      const [doc] = await ctx.db.select().from(document).where(eq(document.id, m!.idDocument!));
      expect(doc?.sha256).toBe(createHash('sha256').update(contenu).digest('hex'));
      const relu = (await syndic.get(`/api/coproprietes/brouillon/${id}`)).json();
      expect(relu.declaration.immatCopropriete.infoRattachement.justifMandat).toMatchObject({
        nom: 'contrat.pdf',
        taille: 2048,
      });
      // Le justificatif déjà déposé suffit à l'enregistrement suivant.
      const suivant = await enregistrer(syndic, 'infos-rattachement', {
        id,
        version: 2,
        immatCopropriete: { infoRattachement: dates(debut, fin12) },
      });
      expect(suivant.statusCode, suivant.body).toBe(200);
    });

    it('refuse un fichier qui n’est pas un PDF ou qui dépasse 5 Mo, sans rien écrire', async () => {
      const { id } = await creerBrouillon(syndic);
      const documents = await ctx.db.$count(document);
      const nonPdf = await enregistrer(syndic, 'infos-rattachement', {
        id,
        version: 1,
        immatCopropriete: { infoRattachement: dates(debut, fin12) },
        justificatif: { nom: 'image.pdf', contenu: Buffer.from('GIF89a……').toString('base64') },
      });
      expect(nonPdf.statusCode).toBe(400);
      expect(nonPdf.json().champs[0].champ).toBe('infoRattachement.justifMandat');
      const tropGros = await enregistrer(syndic, 'infos-rattachement', {
        id,
        version: 1,
        immatCopropriete: { infoRattachement: dates(debut, fin12) },
        justificatif: { nom: 'gros.pdf', contenu: pdf(5 * 1024 * 1024 + 1).toString('base64') },
      });
      expect(tropGros.statusCode).toBe(400);
      expect(tropGros.json().message).toMatch(/5 ?Mo|taille/i);
      expect(await ctx.db.$count(document)).toBe(documents);
      expect((await syndic.get(`/api/coproprietes/brouillon/${id}`)).json().version).toBe(1);
    });

    it('un mandat d’une durée autre que 12 mois demande confirmation, puis passe une fois confirmé', async () => {
      const { id } = await creerBrouillon(syndic);
      const corps = {
        id,
        version: 1,
        immatCopropriete: { infoRattachement: dates(debut, fin18) },
        justificatif: { nom: 'contrat.pdf', contenu: pdf(1000).toString('base64') },
      };
      const sans = await enregistrer(syndic, 'infos-rattachement', corps);
      expect(sans.statusCode, sans.body).toBe(400);
      const codes = sans.json().avertissements.map((a: { code: string }) => a.code);
      expect(codes.length).toBeGreaterThan(0);
      const avec = await enregistrer(syndic, 'infos-rattachement', {
        ...corps,
        avertissementsConfirmes: codes,
      });
      expect(avec.statusCode, avec.body).toBe(200);
    });
  });

  it('un autre établissement ne voit, n’enregistre ni ne supprime le brouillon (404 sans fuite) ; le teneur le relit', async () => {
    const { id, idCopropriete } = await creerBrouillon(syndic, 'Secret de syndic');
    for (const r of [
      await autreSyndic.get(`/api/coproprietes/brouillon/${id}`),
      await enregistrer(autreSyndic, 'quitter', {
        id,
        version: 1,
        immatCopropriete: { identification: { nomCopropriete: 'Volé' } },
      }),
      await autreSyndic.requete({ method: 'DELETE', url: `/api/coproprietes/brouillon/${id}` }),
      await autreSyndic.get(`/api/coproprietes/declaration/declaration-donnee-copropriete/${idCopropriete}`),
    ]) {
      expect(r.statusCode).toBe(404);
      expect(r.body).not.toContain('Secret de syndic');
    }
    const lu = await teneur.get(`/api/coproprietes/brouillon/${id}`);
    expect(lu.statusCode).toBe(200);
    expect(lu.json().declaration.immatCopropriete.identification.nomCopropriete).toBe('Secret de syndic');
    const donnees = await syndic.get(
      `/api/coproprietes/declaration/declaration-donnee-copropriete/${idCopropriete}`,
    );
    expect(donnees.statusCode).toBe(200);
    expect(donnees.json().nomCopropriete).toBe('Secret de syndic');
  });

  it('déclarations précédentes : seules les validées, pour l’établissement auteur ; 404 pour un autre', async () => {
    const { id, idCopropriete } = await creerBrouillon(syndic, 'Historique');
    const url = `/api/coproprietes/${idCopropriete}/declarationsPrecedentes`;
    expect((await syndic.get(url)).json()).toEqual([]);
    await ctx.db
      .update(declaration)
      .set({ statut: 'IMMATRICULATION', dateValidation: new Date('2025-06-30T10:00:00Z') })
      .where(eq(declaration.id, id));
    const liste = await collegue.get(url);
    expect(liste.statusCode).toBe(200);
    expect(liste.json()).toEqual([
      expect.objectContaining({ id, statut: 'IMMATRICULATION', dateDeclaration: '30/06/2025' }),
    ]);
    const autre = await autreSyndic.get(url);
    expect(autre.statusCode).toBe(404);
    expect(autre.body).not.toContain('Historique');
    expect((await syndic.get('/api/coproprietes/abc/declarationsPrecedentes')).statusCode).toBe(400);
  });

  it('supprime le brouillon par les cycles de vie et le journal', async () => {
    const { id, idCopropriete } = await creerBrouillon(syndic);
    const reponse = await collegue.requete({ method: 'DELETE', url: `/api/coproprietes/brouillon/${id}` });
    expect(reponse.statusCode).toBe(204);
    expect((await syndic.get(`/api/coproprietes/brouillon/${id}`)).statusCode).toBe(404);
    const [copro] = await ctx.db.select().from(copropriete).where(eq(copropriete.id, idCopropriete));
    expect(copro?.etat).toBe('SUPPRIMEE');
    const journal = await ctx.db
      .select()
      .from(evenementJournal)
      .where(
        and(
          eq(evenementJournal.typeEvenement, 'SUPPRESSION_BROUILLON'),
          eq(evenementJournal.typeCible, 'DECLARATION'),
          eq(evenementJournal.idCible, id),
        ),
      );
    expect(journal).toHaveLength(1);
    expect(
      (await syndic.requete({ method: 'DELETE', url: `/api/coproprietes/brouillon/${id}` })).statusCode,
    ).toBe(404);
  });

  it('change-etat : le notaire déclare sa copropriété future ; un syndic n’y a pas droit', async () => {
    const nouvelle = (await notaire.get('/api/coproprietes/new/INITIALE')).json();
    const cree = await enregistrer(notaire, 'quitter', {
      cleCreation: nouvelle.cleCreation,
      typeImmat: 'INITIALE',
      immatCopropriete: { identification: { nomCopropriete: 'Future' } },
    });
    expect(cree.statusCode, cree.body).toBe(200);
    const { id, idCopropriete } = cree.json();
    const changement = await notaire.requete({
      method: 'PUT',
      url: '/api/coproprietes/brouillon/change-etat',
      payload: { id, version: 1, etat: 'FUTUR' },
    });
    expect(changement.statusCode, changement.body).toBe(200);
    const [copro] = await ctx.db.select().from(copropriete).where(eq(copropriete.id, idCopropriete));
    expect(copro?.etat).toBe('FUTUR');
    const { id: idSyndic } = await creerBrouillon(syndic);
    const refuse = await syndic.requete({
      method: 'PUT',
      url: '/api/coproprietes/brouillon/change-etat',
      payload: { id: idSyndic, version: 1, etat: 'FUTUR' },
    });
    expect(refuse.statusCode).toBe(403);
    const malforme = await notaire.requete({
      method: 'PUT',
      url: '/api/coproprietes/brouillon/change-etat',
      payload: { id, version: 2, etat: 'SUPPRIMEE' },
    });
    expect(malforme.statusCode).toBe(400);
  });
});
