import { createHash } from 'node:crypto';
import { TAILLE_MAX_FICHIER_OCTETS } from '@registre/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courriel, document, evenementJournal, reclamation } from '../db/schema/index.js';
import { corpsMultipart } from '../securite/appels.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { connecterProfil, resoudreCaptcha } from '../test/comptes.js';
import { inscrireCopropriete } from '../test/coproprietes-existantes.js';

let ctx: ContexteTest;
let teneur: ClientTest;
let syndic: ClientTest;

const NUMERO_VISIBLE = 'RC1234567';
const NUMERO_BROUILLON = 'RC7654321';

beforeAll(async () => {
  // Limite générale relevée : les 50 envois simultanés et les autres dépôts viennent de la même adresse.
  ctx = await creerContexteTest({ limiteRequetesParMinute: 100_000 });
  await inscrireCopropriete(ctx.db, {
    numero: NUMERO_VISIBLE,
    nom: 'Résidence des Réclamations',
    etat: 'IMMATRICULEE_RATTACHEE',
  });
  await inscrireCopropriete(ctx.db, {
    numero: NUMERO_BROUILLON,
    nom: 'Copropriété encore en brouillon',
    etat: 'BROUILLON',
  });
  [teneur, syndic] = await Promise.all([
    connecterProfil(ctx.app, ctx.db, 'TENEUR_ASS_HOTLINE_GES'),
    connecterProfil(ctx.app, ctx.db, 'TELE_PRO_ADMIN_PRINC'),
  ]);
});
afterAll(async () => {
  await ctx?.fermer();
});

/** Un vrai petit PDF, et un PDF complété jusqu'à la taille voulue. */
function pdf(taille = 0): Buffer {
  const base = Buffer.from('%PDF-1.7\n% pièce de test\n1 0 obj\n<<>>\nendobj\n%%EOF\n', 'latin1');
  return taille <= base.length ? base : Buffer.concat([base, Buffer.alloc(taille - base.length, 0x20)]);
}

interface FichierTest {
  nom: string;
  contenu: Buffer;
  type?: string;
}

/** Corps multipart tel que l'envoie un navigateur (FormData). */
function multipart(champs: Record<string, string>, fichiers: Record<string, FichierTest> = {}) {
  return corpsMultipart({ ...champs, ...fichiers });
}

function controler(client: ClientTest, fichier: FichierTest | null) {
  return client.requete({
    method: 'POST',
    url: '/api/public/pdf/estValide',
    ...multipart({}, fichier ? { fichier } : {}),
  });
}

const SAISIE = {
  typeDemandeur: 'COPROPRIETAIRE',
  typeReclamation: 'DONNEES_ERRONEES',
  precision: 'NOMBRE_LOTS',
  objet: 'Nombre de lots erroné',
  message: "L'annuaire indique 12 lots, la copropriété en compte 14.\nMerci de corriger.",
  nom: 'Lemaire',
  prenom: 'Agathe',
  email: 'Agathe.Lemaire@Exemple.fr',
  numImmatriculation: 'RC1-234-567',
} as const;

async function deposer(
  client: ClientTest,
  champs: Record<string, string>,
  fichier?: FichierTest,
  captcha?: string,
) {
  return client.requete({
    method: 'POST',
    url: '/api/public/reclamation/save',
    ...multipart(
      { ...champs, captcha: captcha ?? (await resoudreCaptcha(client)) },
      fichier ? { pieceJointe: fichier } : {},
    ),
  });
}

const nbReclamations = async () =>
  Number((await ctx.db.execute(sql`SELECT count(*)::int AS n FROM reclamation`)).rows[0]?.n);

describe('listes du formulaire de contact (publiques)', () => {
  it('types de demandeur : tous, ou ceux à qui un type de demande est proposé ; filtre inconnu : 400', async () => {
    const client = new ClientTest(ctx.app);
    const tous = await client.get('/api/public/reclamation/all-type-demandeur/tous');
    expect(tous.statusCode).toBe(200);
    expect(tous.json()).toHaveLength(9);
    expect(tous.json()[0]).toEqual({ code: 'COPROPRIETAIRE', libelle: 'Copropriétaire' });
    const statistiques = await client.get('/api/public/reclamation/all-type-demandeur/DONNEES_STATISTIQUES');
    expect(statistiques.json().map((o: { code: string }) => o.code)).toEqual(['COLLECTIVITE', 'AUTRE']);
    for (const x of ['inconnu', "x'%", 'a'.repeat(99)]) {
      const r = await client.get(`/api/public/reclamation/all-type-demandeur/${encodeURIComponent(x)}`);
      expect(r.statusCode, x.slice(0, 10)).toBe(400);
    }
    // Au-delà de 100 caractères, un paramètre de chemin est refusé par le routeur (414), avant tout traitement.
    const long = await client.get(`/api/public/reclamation/all-type-demandeur/${'a'.repeat(10_000)}`);
    expect(long.statusCode).toBe(414);
  });

  it('types de demande d’un demandeur, précisions d’un type, champs exigés', async () => {
    const client = new ClientTest(ctx.app);
    const types = await client.get('/api/public/reclamation/type-reclamation/NOTAIRE');
    expect(types.statusCode).toBe(200);
    expect(types.json().map((o: { code: string }) => o.code)).toEqual([
      'IMMATRICULATION',
      'ACCES_COMPTE',
      'DONNEES_ERRONEES',
      'FICHE_SYNTHETIQUE',
      'AUTRE',
    ]);
    const precisions = await client.get(
      '/api/public/reclamation/type-reclamation/COPROPRIETAIRE/DONNEES_ERRONEES',
    );
    expect(precisions.json()).toContainEqual({ code: 'NOMBRE_LOTS', libelle: 'Nombre de lots' });
    expect(precisions.json()).toHaveLength(7);
    const aucune = await client.get('/api/public/reclamation/type-reclamation/COPROPRIETAIRE/AUTRE');
    expect(aucune.json()).toEqual([]);
    const nonPropose = await client.get(
      '/api/public/reclamation/type-reclamation/COPROPRIETAIRE/ACCES_COMPTE',
    );
    expect(nonPropose.statusCode).toBe(400);
    expect(nonPropose.json().message).toContain("n'est pas proposé");
    const obligatoires = await client.get('/api/public/reclamation/type-reclamation-obl/RATTACHEMENT');
    expect(obligatoires.json()).toEqual([
      { champ: 'numImmatriculation', libelle: "Numéro d'immatriculation" },
      { champ: 'pieceJointe', libelle: 'Pièce justificative' },
    ]);
    expect((await client.get('/api/public/reclamation/type-reclamation-obl/AUTRE')).json()).toEqual([]);
    expect((await client.get('/api/public/reclamation/type-reclamation/PIRATE')).statusCode).toBe(400);
    expect((await client.get('/api/public/reclamation/type-reclamation-obl/PIRATE')).statusCode).toBe(400);
  });

  it('num-immat-nom : nom d’une copropriété de l’annuaire, par l’une ou l’autre forme ; 404 pour une copropriété non publique', async () => {
    const client = new ClientTest(ctx.app);
    for (const forme of [NUMERO_VISIBLE, 'rc1-234-567']) {
      const r = await client.get(`/api/public/num-immat-nom/${forme}`);
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ numImmatriculation: 'RC1-234-567', nom: 'Résidence des Réclamations' });
    }
    for (const numero of [NUMERO_BROUILLON, 'ZZ9999999']) {
      const r = await client.get(`/api/public/num-immat-nom/${numero}`);
      expect(r.statusCode).toBe(404);
      expect(r.json().message).toContain("n'est pas reconnu");
    }
    for (const x of ['ABC', "RC'%\\", '_'.repeat(99)]) {
      const r = await client.get(`/api/public/num-immat-nom/${encodeURIComponent(x)}`);
      expect(r.statusCode, x.slice(0, 10)).toBe(400);
    }
  });
});

describe('contrôle d’un PDF (pdf/estValide)', () => {
  it('accepte un vrai PDF, jusqu’à 5 Mo exactement', async () => {
    const client = new ClientTest(ctx.app);
    const petit = await controler(client, { nom: 'contrat.pdf', contenu: pdf() });
    expect(petit.statusCode).toBe(200);
    expect(petit.json()).toEqual({ nom: 'contrat.pdf', taille: pdf().length });
    const limite = await controler(client, { nom: 'gros.pdf', contenu: pdf(TAILLE_MAX_FICHIER_OCTETS) });
    expect(limite.statusCode).toBe(200);
    expect(limite.json().taille).toBe(TAILLE_MAX_FICHIER_OCTETS);
  });

  it('refuse avec le nom du fichier : un texte renommé en .pdf, 5 Mo + 1 octet, un fichier vide', async () => {
    const client = new ClientTest(ctx.app);
    const renomme = await controler(client, {
      nom: 'photo-renommee.pdf',
      contenu: Buffer.from('Ceci est un texte, pas un PDF.'),
    });
    expect(renomme.statusCode).toBe(400);
    expect(renomme.json().champs).toEqual([
      { champ: 'fichier', message: expect.stringContaining('photo-renommee.pdf') },
    ]);
    const trop = await controler(client, {
      nom: 'trop-gros.pdf',
      contenu: pdf(TAILLE_MAX_FICHIER_OCTETS + 1),
    });
    expect(trop.statusCode).toBe(400);
    expect(trop.json().champs[0].message).toContain('trop-gros.pdf');
    const bien = await controler(client, { nom: 'tres-gros.pdf', contenu: pdf(8 * 1024 * 1024) });
    expect(bien.statusCode).toBe(400);
    expect(bien.json().champs[0].message).toContain('tres-gros.pdf');
    const vide = await controler(client, { nom: 'vide.pdf', contenu: Buffer.alloc(0) });
    expect(vide.statusCode).toBe(400);
    expect(vide.json().champs[0].message).toContain('vide.pdf');
  });

  it('sans fichier, en JSON ou sans jeton anti-CSRF : refusé sans erreur du serveur', async () => {
    const client = new ClientTest(ctx.app);
    expect((await controler(client, null)).statusCode).toBe(400);
    const json = await client.requete({
      method: 'POST',
      url: '/api/public/pdf/estValide',
      payload: { fichier: { nom: 'a.pdf', contenu: '%PDF-1.7' } },
    });
    expect(json.statusCode).toBe(400);
    const casse = await client.requete({
      method: 'POST',
      url: '/api/public/pdf/estValide',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="fichier"; filename="a.pdf"\r\n\r\n%PDF-1.',
    });
    expect(casse.statusCode).toBe(400);
    const sansJeton = await new ClientTest(ctx.app).requete({
      method: 'POST',
      url: '/api/public/pdf/estValide',
      sansCsrf: true,
      ...multipart({}, { fichier: { nom: 'a.pdf', contenu: pdf() } }),
    });
    expect(sansJeton.statusCode).toBe(403);
  });
});

describe('dépôt d’une réclamation (reclamation/save)', () => {
  it('un visiteur dépose une réclamation avec un PDF : pièce, réclamation, journal et accusé dans une transaction', async () => {
    const client = new ClientTest(ctx.app);
    const piece = pdf(2048);
    const r = await deposer(client, { ...SAISIE }, { nom: 'releve-des-lots.pdf', contenu: piece });
    expect(r.statusCode).toBe(200);
    const { id } = r.json() as { id: number };
    const [ligne] = await ctx.db.select().from(reclamation).where(eq(reclamation.id, id));
    expect(ligne).toMatchObject({
      statut: 'NOUVELLE',
      typeReclamation: 'DONNEES_ERRONEES',
      precision: 'NOMBRE_LOTS',
      email: 'agathe.lemaire@exemple.fr',
      numImmatriculation: NUMERO_VISIBLE,
    });
    expect(ligne!.idCopropriete).not.toBeNull();
    expect(ligne!.message).toContain('\nMerci de corriger.');
    const [doc] = await ctx.db.select().from(document).where(eq(document.id, ligne!.idDocument!));
    expect(doc).toMatchObject({ nom: 'releve-des-lots.pdf', typeMime: 'application/pdf', taille: 2048 });
    expect(doc!.sha256).toBe(createHash('sha256').update(piece).digest('hex'));
    const journal = await ctx.db
      .select()
      .from(evenementJournal)
      .where(and(eq(evenementJournal.typeEvenement, 'DEPOT_RECLAMATION'), eq(evenementJournal.idCible, id)));
    expect(journal).toHaveLength(1);
    expect(journal[0]).toMatchObject({ categorie: 'RECLAMATION', typeCible: 'RECLAMATION', idCompte: null });
    expect(journal[0]!.detail).toMatchObject({ nouvelEtat: 'NOUVELLE', idDocument: doc!.id });
    const accuses = await ctx.db
      .select()
      .from(courriel)
      .where(eq(courriel.destinataire, 'agathe.lemaire@exemple.fr'));
    expect(accuses).toHaveLength(1);
    expect(accuses[0]!.sujet).toContain(`n° ${id}`);
    expect(accuses[0]!.texte).toContain('Nombre de lots erroné');
  });

  it('une personne connectée qui écrit est l’auteur au journal', async () => {
    const r = await deposer(syndic, {
      typeDemandeur: 'SYNDIC_PROFESSIONNEL',
      typeReclamation: 'ACCES_COMPTE',
      precision: 'MOT_DE_PASSE',
      objet: 'Mot de passe',
      message: 'Je ne reçois pas le courriel de réinitialisation.',
      nom: 'Syndic',
      prenom: 'Pro',
      email: 'syndic.pro@exemple.fr',
    });
    expect(r.statusCode).toBe(200);
    const [entree] = await ctx.db
      .select()
      .from(evenementJournal)
      .where(
        and(
          eq(evenementJournal.typeEvenement, 'DEPOT_RECLAMATION'),
          eq(evenementJournal.idCible, r.json().id),
        ),
      );
    expect(entree!.profil).toBe('TELE_PRO_ADMIN_PRINC');
    expect(entree!.modalite).toBe('SAISIE_EN_LIGNE');
  });

  it('champs exigés selon le type : numéro et pièce pour un rattachement, adresse pour une copropriété introuvable', async () => {
    const client = new ClientTest(ctx.app);
    const avant = await nbReclamations();
    const rattachement = await deposer(client, {
      ...SAISIE,
      typeDemandeur: 'SYNDIC_PROFESSIONNEL',
      typeReclamation: 'RATTACHEMENT',
      precision: 'RATTACHEMENT_CONTESTE',
      numImmatriculation: '',
    });
    expect(rattachement.statusCode).toBe(400);
    expect(
      rattachement
        .json()
        .champs.map((c: { champ: string }) => c.champ)
        .sort(),
    ).toEqual(['numImmatriculation', 'pieceJointe']);
    const introuvable = await deposer(client, {
      ...SAISIE,
      typeReclamation: 'COPROPRIETE_INTROUVABLE',
      precision: '',
      numImmatriculation: '',
    });
    expect(introuvable.statusCode).toBe(400);
    expect(introuvable.json().champs).toEqual([expect.objectContaining({ champ: 'adressePrincipale' })]);
    const inconnu = await deposer(client, { ...SAISIE, numImmatriculation: NUMERO_BROUILLON });
    expect(inconnu.statusCode).toBe(400);
    expect(inconnu.json().champs).toEqual([
      expect.objectContaining({
        champ: 'numImmatriculation',
        message: expect.stringContaining('pas reconnu'),
      }),
    ]);
    const renomme = await deposer(client, { ...SAISIE }, { nom: 'scan.pdf', contenu: Buffer.from('GIF89a') });
    expect(renomme.statusCode).toBe(400);
    expect(renomme.json().champs).toEqual([
      { champ: 'pieceJointe', message: expect.stringContaining('scan.pdf') },
    ]);
    const tropGros = await deposer(
      client,
      { ...SAISIE },
      { nom: 'annexe.pdf', contenu: pdf(TAILLE_MAX_FICHIER_OCTETS + 1) },
    );
    expect(tropGros.statusCode).toBe(400);
    expect(tropGros.json().champs[0].message).toContain('annexe.pdf');
    expect(await nbReclamations()).toBe(avant);
  });

  it('mauvaises saisies : 400 en français sur le champ, jamais 500, rien d’enregistré', async () => {
    const client = new ClientTest(ctx.app);
    const avant = await nbReclamations();
    const cas: [Record<string, string>, string][] = [
      [{ ...SAISIE, objet: 'a'.repeat(10_000) }, 'objet'],
      [{ ...SAISIE, email: "o'%\\@x" }, 'email'],
      [{ ...SAISIE, typeDemandeur: 'PIRATE' }, 'typeDemandeur'],
      [{ ...SAISIE, typeReclamation: 'ACCES_COMPTE', precision: 'MOT_DE_PASSE' }, 'typeReclamation'],
      [{ ...SAISIE, precision: 'MOT_DE_PASSE' }, 'precision'],
      [{ ...SAISIE, numImmatriculation: "%'_" }, 'numImmatriculation'],
    ];
    for (const [champs, champ] of cas) {
      const r = await deposer(client, champs);
      expect(r.statusCode, champ).toBe(400);
      expect(JSON.stringify(r.json()), champ).toContain(champ);
    }
    const { captcha: _c, ...sansCaptcha } = { ...SAISIE, captcha: '' };
    const sans = await client.requete({
      method: 'POST',
      url: '/api/public/reclamation/save',
      ...multipart(sansCaptcha),
    });
    expect(sans.statusCode).toBe(400);
    expect(await nbReclamations()).toBe(avant);
  });

  it('captcha rejoué : refusé ; 50 envois simultanés identiques : une seule réclamation', async () => {
    const client = new ClientTest(ctx.app);
    const preuve = await resoudreCaptcha(client);
    const premier = await deposer(client, { ...SAISIE, objet: 'Premier envoi' }, undefined, preuve);
    expect(premier.statusCode).toBe(200);
    const rejeu = await deposer(client, { ...SAISIE, objet: 'Rejeu' }, undefined, preuve);
    expect(rejeu.statusCode).toBe(400);
    expect(rejeu.json().champs).toEqual([expect.objectContaining({ champ: 'captcha' })]);

    const avant = await nbReclamations();
    const preuveCommune = await resoudreCaptcha(client);
    const champs = { ...SAISIE, objet: 'Envoi multiple', captcha: preuveCommune };
    const reponses = await Promise.all(
      Array.from({ length: 50 }, () =>
        client.requete({
          method: 'POST',
          url: '/api/public/reclamation/save',
          ...multipart(champs, { pieceJointe: { nom: 'meme.pdf', contenu: pdf() } }),
        }),
      ),
    );
    const statuts = reponses.map((r) => r.statusCode);
    expect(statuts.filter((s) => s === 200)).toHaveLength(1);
    expect(statuts.filter((s) => s === 400)).toHaveLength(49);
    expect(await nbReclamations()).toBe(avant + 1);
    const pieces = await ctx.db.select().from(document).where(eq(document.nom, 'meme.pdf'));
    expect(pieces).toHaveLength(1);
  });
});

describe('traitement des réclamations par le teneur', () => {
  let idAvecPiece: number;
  let idSansPiece: number;

  beforeAll(async () => {
    const client = new ClientTest(ctx.app);
    idAvecPiece = (
      await deposer(
        client,
        { ...SAISIE, objet: 'Pour le teneur' },
        { nom: 'piece-teneur.pdf', contenu: pdf(1500) },
      )
    ).json().id;
    idSansPiece = (
      await deposer(client, { ...SAISIE, typeReclamation: 'AUTRE', precision: '', objet: 'Sans pièce' })
    ).json().id;
  });

  it('401 sans session, 403 pour un syndic, même avec l’identifiant d’une réclamation', async () => {
    const anonyme = new ClientTest(ctx.app);
    for (const url of [
      '/api/reclamations',
      `/api/reclamations/${idAvecPiece}`,
      `/api/reclamations/${idAvecPiece}/piece`,
    ]) {
      expect((await anonyme.get(url)).statusCode, url).toBe(401);
      expect((await syndic.get(url)).statusCode, url).toBe(403);
    }
    const cloture = {
      method: 'PUT' as const,
      url: `/api/reclamations/${idAvecPiece}/statut`,
      payload: { evenement: 'cloturer' },
    };
    expect((await anonyme.requete(cloture)).statusCode).toBe(401);
    expect((await syndic.requete(cloture)).statusCode).toBe(403);
  });

  it('liste paginée, les plus récentes d’abord, filtrée par statut ; pages invalides : 400', async () => {
    const toutes = await teneur.get('/api/reclamations?taille=2');
    expect(toutes.statusCode).toBe(200);
    const page = toutes.json() as { reclamations: { id: number; statut: string }[]; totalItems: number };
    expect(page.reclamations).toHaveLength(2);
    expect(page.totalItems).toBe(await nbReclamations());
    expect(page.reclamations[0]!.id).toBe(idSansPiece);
    expect(page.reclamations[1]).toMatchObject({
      id: idAvecPiece,
      aPieceJointe: true,
      nomComplet: 'Agathe Lemaire',
    });
    const seconde = (await teneur.get('/api/reclamations?taille=2&page=2')).json();
    expect(seconde.reclamations.map((l: { id: number }) => l.id)).not.toContain(idSansPiece);
    const traitees = (await teneur.get('/api/reclamations?statut=TRAITEE')).json();
    expect(traitees.reclamations.every((l: { statut: string }) => l.statut === 'TRAITEE')).toBe(true);
    for (const q of ['taille=101', 'page=0', 'statut=PIRATE', `statut=${'a'.repeat(10_000)}`]) {
      expect((await teneur.get(`/api/reclamations?${q}`)).statusCode, q.slice(0, 20)).toBe(400);
    }
  });

  it('lecture avec la pièce téléchargeable ; identifiant inconnu : 404', async () => {
    const r = await teneur.get(`/api/reclamations/${idAvecPiece}`);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      objet: 'Pour le teneur',
      nomCopropriete: 'Résidence des Réclamations',
      pieceJointe: { nom: 'piece-teneur.pdf', taille: 1500 },
      actions: ['prendreEnCharge', 'cloturer'],
    });
    const piece = await teneur.get(`/api/reclamations/${idAvecPiece}/piece`);
    expect(piece.statusCode).toBe(200);
    expect(piece.headers['content-type']).toContain('application/pdf');
    expect(piece.headers['content-disposition']).toContain('piece-teneur.pdf');
    expect(piece.rawPayload.equals(pdf(1500))).toBe(true);
    expect((await teneur.get(`/api/reclamations/${idSansPiece}/piece`)).statusCode).toBe(404);
    expect((await teneur.get('/api/reclamations/999999')).statusCode).toBe(404);
    expect((await teneur.get('/api/reclamations/abc')).statusCode).toBe(400);
  });

  it('prise en charge puis clôture, journalisées ; une réclamation close ne se rouvre pas (409)', async () => {
    const action = (id: number, payload: Record<string, unknown>) =>
      teneur.requete({ method: 'PUT', url: `/api/reclamations/${id}/statut`, payload });
    const prise = await action(idAvecPiece, { evenement: 'prendreEnCharge' });
    expect(prise.statusCode).toBe(200);
    expect(prise.json()).toMatchObject({ statut: 'EN_COURS', actions: ['cloturer'] });
    expect(prise.json().nomTeneur).toBeTruthy();
    const cloture = await action(idAvecPiece, {
      evenement: 'cloturer',
      commentaire: 'Nombre de lots corrigé.',
    });
    expect(cloture.statusCode).toBe(200);
    expect(cloture.json()).toMatchObject({ statut: 'TRAITEE', actions: [] });
    expect(cloture.json().dateTraitement).toBeTruthy();
    const [entree] = await ctx.db
      .select()
      .from(evenementJournal)
      .where(
        and(
          eq(evenementJournal.typeEvenement, 'CLOTURE_RECLAMATION'),
          eq(evenementJournal.idCible, idAvecPiece),
        ),
      );
    expect(entree!.profil).toBe('TENEUR_ASS_HOTLINE_GES');
    expect(entree!.detail).toMatchObject({
      ancienEtat: 'EN_COURS',
      nouvelEtat: 'TRAITEE',
      motif: 'Nombre de lots corrigé.',
    });
    const encore = await action(idAvecPiece, { evenement: 'cloturer' });
    expect(encore.statusCode).toBe(409);
    expect((await action(idAvecPiece, { evenement: 'prendreEnCharge' })).statusCode).toBe(409);
    // Clôture directe d'une réclamation nouvelle.
    expect((await action(idSansPiece, { evenement: 'cloturer' })).json().statut).toBe('TRAITEE');
    expect((await action(999_999, { evenement: 'cloturer' })).statusCode).toBe(404);
    expect((await action(idSansPiece, { evenement: 'rouvrir' })).statusCode).toBe(400);
    expect(
      (await action(idSansPiece, { evenement: 'cloturer', commentaire: 'a'.repeat(1001) })).statusCode,
    ).toBe(400);
    const traitees = (await teneur.get('/api/reclamations?statut=TRAITEE')).json();
    expect(traitees.reclamations.map((l: { id: number }) => l.id)).toEqual([idSansPiece, idAvecPiece]);
  });
});
