import type { ImmatCopropriete, OuvertureModificationAdmin } from '@registre/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copropriete, courriel, declaration, evenementJournal } from '../db/schema/index.js';
import { MESSAGE_COPROPRIETE_MODIFIEE_ENTRE_TEMPS } from '../services/declarations/modification-administrative.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { connecter, creerCompteDeTest } from '../test/comptes.js';
import { creerCoproprieteDeTest } from '../test/coproprietes.js';
import { creerCoproprieteDeclaree } from '../test/declarations.js';

let ctx: ContexteTest;
let syndic: ClientTest;
let hotlineAdmin: ClientTest;
let hotlineGestion: ClientTest;
let teneurPrincipal: ClientTest;
let teneurSecondaire: ClientTest;
let idTeledeclarant: number;
let idCompteSyndic: number;
let emailSyndic: string;

beforeAll(async () => {
  ctx = await creerContexteTest();
  const admin = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_ADMIN_PRINC' });
  idTeledeclarant = admin.idTeledeclarant as number;
  idCompteSyndic = admin.compte.id;
  emailSyndic = admin.login;
  syndic = await connecter(ctx.app, admin.login);
  const profils = [
    'TENEUR_ASS_HOTLINE_ADMIN',
    'TENEUR_ASS_HOTLINE_GES',
    'TENEUR_ADMIN_PRINC',
    'TENEUR_ADMIN_SCOND',
  ] as const;
  const clients: ClientTest[] = [];
  for (const profil of profils) {
    const c = await creerCompteDeTest(ctx.db, { profil });
    clients.push(await connecter(ctx.app, c.login));
  }
  [hotlineAdmin, hotlineGestion, teneurPrincipal, teneurSecondaire] = clients as [
    ClientTest,
    ClientTest,
    ClientTest,
    ClientTest,
  ];
}, 60_000);
afterAll(async () => {
  await ctx.fermer();
});

const coproprieteDeclaree = () =>
  creerCoproprieteDeclaree(ctx.db, { idTeledeclarant, idCompteDeclarant: idCompteSyndic });

const url = (id: number | string) => `/api/coproprietes/modification-admin/${id}`;
const ouvrir = (client: ClientTest, id: number | string) => client.get(url(id));
const envoyer = (client: ClientTest, id: number | string, payload: Record<string, unknown>) =>
  client.requete({ method: 'PUT', url: url(id), payload });

/** Corps d'envoi depuis l'ouverture, avec la saisie modifiée par `modifier`. */
function corpsDepuis(
  ouverture: OuvertureModificationAdmin,
  modifier: (immat: ImmatCopropriete) => void,
  motif = 'Erreur de saisie signalée par le syndic',
) {
  const immat = structuredClone(ouverture.declaration.immatCopropriete);
  modifier(immat);
  return {
    cleCreation: ouverture.cleCreation,
    versionCopropriete: ouverture.versionCopropriete,
    motif,
    immatCopropriete: immat,
    avertissementsConfirmes: [],
  };
}

const renommer = (nom: string) => (immat: ImmatCopropriete) => {
  identification(immat).nomCopropriete = nom;
};

/** Partie « identification » de la saisie, toujours présente dans une déclaration validée. */
function identification(immat: ImmatCopropriete) {
  if (!immat.identification) throw new Error('déclaration de test sans identification');
  return immat.identification;
}

async function declarationsDe(idCopropriete: number) {
  return ctx.db.select().from(declaration).where(eq(declaration.idCopropriete, idCopropriete));
}

async function journalDe(idCopropriete: number) {
  return ctx.db
    .select()
    .from(evenementJournal)
    .where(
      and(
        eq(evenementJournal.typeEvenement, 'MODIFICATION_ADMINISTRATIVE'),
        eq(evenementJournal.typeCible, 'COPROPRIETE'),
        eq(evenementJournal.idCible, idCopropriete),
      ),
    );
}

describe('GET coproprietes/modification-admin/{id} : ouverture (ADR 0275)', () => {
  it('rend la dernière déclaration validée en MODIFICATION_ADMIN, sans rien créer', async () => {
    const copro = await coproprieteDeclaree();
    const reponse = await ouvrir(teneurPrincipal, copro.id);
    expect(reponse.statusCode, reponse.body).toBe(200);
    const ouverture = reponse.json();
    expect(ouverture).toMatchObject({ id: null, version: null, idCopropriete: copro.id });
    expect(ouverture.versionCopropriete).toBeGreaterThanOrEqual(1);
    expect(ouverture.cleCreation).toMatch(/^[0-9a-f-]{36}$/);
    expect(ouverture.declaration).toMatchObject({
      typeMaj: 'MODIFICATION_ADMIN',
      typeImmat: null,
      dateClotureEditable: true,
    });
    expect(ouverture.declaration.immatCopropriete.infoRattachement).toBeUndefined();
    expect(ouverture.reference.identification.nomCopropriete).toBe(copro.nom);
    expect(await declarationsDe(copro.id)).toHaveLength(1);
  });

  it('401 sans session, 403 au syndic et à l’assistance du teneur, 404 inconnue, 409 demande en cours', async () => {
    const copro = await coproprieteDeclaree();
    expect((await new ClientTest(ctx.app).get(url(copro.id))).statusCode).toBe(401);
    for (const client of [syndic, hotlineAdmin, hotlineGestion]) {
      expect((await ouvrir(client, copro.id)).statusCode).toBe(403);
    }
    expect((await ouvrir(teneurPrincipal, 2_000_000_000)).statusCode).toBe(404);
    // L'assistance est refusée avant toute lecture : rien ne lui dit si la copropriété existe.
    expect((await ouvrir(hotlineAdmin, 2_000_000_000)).statusCode).toBe(403);
    const enAttente = await creerCoproprieteDeTest(ctx.db, {
      etat: 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
    });
    const refus = await ouvrir(teneurPrincipal, enAttente.id);
    expect(refus.statusCode).toBe(409);
    expect(refus.json().message).toMatch(/Modification administrative/);
    expect((await ouvrir(teneurPrincipal, 'abc')).statusCode).toBe(400);
  });
});

describe('PUT coproprietes/modification-admin/{id} : envoi (ADR 0275)', () => {
  it('la correction devient la déclaration courante, journalisée avant/après, le syndic prévenu et la voit', async () => {
    const copro = await coproprieteDeclaree();
    const ouverture = (await ouvrir(teneurSecondaire, copro.id)).json();
    const corps = corpsDepuis(ouverture, (immat) => {
      identification(immat).nomCopropriete = 'Résidence corrigée';
      identification(immat).nbLots = (identification(immat).nbLots ?? 0) + 2;
    });
    const reponse = await envoyer(teneurSecondaire, copro.id, corps);
    expect(reponse.statusCode, reponse.body).toBe(200);
    const { id } = reponse.json();
    expect(reponse.json()).toMatchObject({ idCopropriete: copro.id, statut: 'COURANTE' });

    const [c] = await ctx.db.select().from(copropriete).where(eq(copropriete.id, copro.id));
    expect(c).toMatchObject({
      idDeclarationCourante: id,
      nom: 'Résidence corrigée',
      etat: 'IMMATRICULEE_RATTACHEE',
    });
    const declarations = await declarationsDe(copro.id);
    // Rien n'est perdu : la déclaration d'avant reste dans l'historique.
    expect(declarations.map((d) => d.statut).sort()).toEqual(['COURANTE', 'IMMATRICULATION']);
    expect(declarations.find((d) => d.id === id)).toMatchObject({
      typeMaj: 'MODIFICATION_ADMIN',
      idTeledeclarant,
    });

    const [entree, ...autres] = await journalDe(copro.id);
    expect(autres).toHaveLength(0);
    expect(entree!.detail).toMatchObject({
      evenement: 'modifierAdministrativement',
      ancienEtat: 'IMMATRICULEE_RATTACHEE',
      nouvelEtat: 'IMMATRICULEE_RATTACHEE',
      motif: 'Erreur de saisie signalée par le syndic',
      idDeclaration: id,
      nbModifications: 2,
    });
    const detail = entree!.detail as Record<string, string>;
    expect(detail.avant).toContain(copro.nom);
    expect(detail.apres).toContain('Résidence corrigée');

    const courriels = await ctx.db.select().from(courriel).where(eq(courriel.destinataire, emailSyndic));
    const prevenu = courriels.find((m) => m.texte.includes('Résidence corrigée'));
    expect(prevenu?.texte).toContain('Motif : Erreur de saisie signalée par le syndic');

    // Le syndic part désormais des données corrigées.
    const maj = await syndic.get(`/api/coproprietes/declaration/${copro.id}/STANDARD/false`);
    expect(maj.statusCode, maj.body).toBe(200);
    expect(maj.json().reference.identification.nomCopropriete).toBe('Résidence corrigée');

    // Rejeu (double clic) : même réponse, rien de plus.
    const rejeu = await envoyer(teneurSecondaire, copro.id, corps);
    expect(rejeu.statusCode, rejeu.body).toBe(200);
    expect(rejeu.json()).toEqual(reponse.json());
    expect(await journalDe(copro.id)).toHaveLength(1);
    expect(await declarationsDe(copro.id)).toHaveLength(2);
  });

  it('400 sur le motif vide et sur une donnée invalide, rien d’écrit', async () => {
    const copro = await coproprieteDeclaree();
    const ouverture = (await ouvrir(teneurPrincipal, copro.id)).json();
    const sansMotif = await envoyer(
      teneurPrincipal,
      copro.id,
      corpsDepuis(ouverture, renommer('Nouveau nom'), '   '),
    );
    expect(sansMotif.statusCode).toBe(400);
    expect(sansMotif.json().champs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ champ: 'motif', message: expect.stringMatching(/motif/i) }),
      ]),
    );
    const invalide = await envoyer(
      teneurPrincipal,
      copro.id,
      corpsDepuis(ouverture, (immat) => {
        identification(immat).nomCopropriete = '';
      }),
    );
    expect(invalide.statusCode).toBe(400);
    expect(invalide.json().champs.map((c: { champ: string }) => c.champ)).toContain(
      'identification.nomCopropriete',
    );
    const sansChangement = await envoyer(
      teneurPrincipal,
      copro.id,
      corpsDepuis(ouverture, () => undefined),
    );
    expect(sansChangement.statusCode).toBe(400);
    expect(sansChangement.json().message).toMatch(/Aucune donnée/);
    const sansCle = await envoyer(teneurPrincipal, copro.id, { motif: 'x' });
    expect(sansCle.statusCode).toBe(400);
    expect(await declarationsDe(copro.id)).toHaveLength(1);
    expect(await journalDe(copro.id)).toHaveLength(0);
  });

  it('401 sans session, 403 au syndic et à l’assistance du teneur, 409 demande en cours', async () => {
    const copro = await coproprieteDeclaree();
    const ouverture = (await ouvrir(teneurPrincipal, copro.id)).json();
    const corps = corpsDepuis(ouverture, renommer('Interdit'));
    const anonyme = new ClientTest(ctx.app);
    expect((await envoyer(anonyme, copro.id, corps)).statusCode).toBe(401);
    for (const client of [syndic, hotlineAdmin, hotlineGestion]) {
      expect((await envoyer(client, copro.id, corps)).statusCode).toBe(403);
    }
    await ctx.db
      .update(copropriete)
      .set({ etat: 'IMMATRICULEE_RATTACHEMENT_CONTESTE' })
      .where(eq(copropriete.id, copro.id));
    expect((await envoyer(teneurPrincipal, copro.id, corps)).statusCode).toBe(409);
    expect(await declarationsDe(copro.id)).toHaveLength(1);
  });

  it('deux teneurs en même temps : un seul succès, l’autre 409 avec un message clair', async () => {
    const copro = await coproprieteDeclaree();
    const [a, b] = await Promise.all([ouvrir(teneurPrincipal, copro.id), ouvrir(teneurSecondaire, copro.id)]);
    const reponses = await Promise.all([
      envoyer(teneurPrincipal, copro.id, corpsDepuis(a!.json(), renommer('Version A'))),
      envoyer(teneurSecondaire, copro.id, corpsDepuis(b!.json(), renommer('Version B'))),
    ]);
    const codes = reponses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const perdante = reponses.find((r) => r.statusCode === 409)!;
    expect(perdante.json().message).toBe(MESSAGE_COPROPRIETE_MODIFIEE_ENTRE_TEMPS);
    expect(await declarationsDe(copro.id)).toHaveLength(2);
    expect(await journalDe(copro.id)).toHaveLength(1);
  });
});
