import { MESSAGE_ETUDE_NON_ENREGISTREE_COLLABORATEUR } from '@registre/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compte, evenementJournal, teledeclarant } from '../db/schema/index.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { creerCompteDeTest } from '../test/comptes.js';

// Notaires authentifiés par le certificat client que transmet le mandataire inverse de confiance (ADR 0067).
const MANDATAIRE = '10.0.0.5';
const EMETTEUR = 'CN=AC Notaires de test,O=Notariat,C=FR';

let ctx: ContexteTest;
beforeAll(async () => {
  ctx = await creerContexteTest({
    env: { PROXY_CERTIFICAT_IPS: `${MANDATAIRE}, 192.168.10.0/24`, SIMULATEUR_CERTIFICAT: '1' },
  });
});
afterAll(async () => {
  await ctx.fermer();
});

let compteur = 0;
/** Certificat de notaire (ou de collaborateur) d'une étude, avec une adresse propre au test. */
function certificat(numEtude: string, qualite: 'Notaire' | 'Collaborateur de notaire', email?: string) {
  compteur += 1;
  const adresse = email ?? `titulaire.${compteur}@notaires.exemple.fr`;
  return {
    email: adresse,
    sujet: `emailAddress=${adresse},CN=Alix DUPRE${compteur},GN=Alix,SN=DUPRE${compteur},title=${qualite},OU=CRPCEN ${numEtude},O=Etude de test,C=FR`,
  };
}

function entetes(sujet: string, verification = 'SUCCESS') {
  return { 'x-ssl-client-s-dn': sujet, 'x-ssl-client-i-dn': EMETTEUR, 'x-ssl-client-verify': verification };
}

/** Client qui passe par le mandataire de confiance et présente toujours ce certificat. */
class ClientCertificat extends ClientTest {
  constructor(
    private readonly sujet: string,
    private readonly adresse = MANDATAIRE,
  ) {
    super(ctx.app);
  }
  override requete(options: Parameters<ClientTest['requete']>[0]) {
    return super.requete({
      ...options,
      remoteAddress: this.adresse,
      headers: { ...(options.headers as Record<string, string>), ...entetes(this.sujet) },
    });
  }
}

let numero = 20000;
/** Étude inscrite (télédéclarant NOTAIRE) avec un numéro propre au test. */
async function etudeInscrite(statut: 'ACTIF' | 'ATT_FIN_IMM_NOT' = 'ACTIF', siret: string | null = null) {
  numero += 1;
  const numEtude = String(numero);
  const [td] = await ctx.db
    .insert(teledeclarant)
    .values({
      type: 'NOTAIRE',
      statut,
      raisonSociale: `ÉTUDE ${numEtude}`,
      siret,
      numeroEtudeNotariale: statut === 'ACTIF' ? numEtude : null,
    })
    .returning();
  return { numEtude, etude: td! };
}

const nouveauNumero = () => {
  numero += 1;
  return String(numero);
};

async function journal(type: string) {
  return ctx.db.select().from(evenementJournal).where(sql`${evenementJournal.typeEvenement} = ${type}`);
}

describe('certificat client transmis par le mandataire inverse', () => {
  it("infocertificat lit le certificat venu d'un mandataire de confiance (adresse ou plage)", async () => {
    const { sujet, email } = certificat('75042', 'Notaire');
    for (const adresse of [MANDATAIRE, '192.168.10.7', `::ffff:${MANDATAIRE}`]) {
      const r = await new ClientCertificat(sujet, adresse).get('/api/public/infocertificat');
      expect(r.statusCode, adresse).toBe(200);
      expect(r.json(), adresse).toMatchObject({
        subjectDn: sujet,
        issuerDn: EMETTEUR,
        numEtude: '75042',
        qualite: 'NOTAIRE',
        prenom: 'Alix',
        email,
        simule: false,
      });
    }
  });

  it("ignore les en-têtes de certificat venus d'une adresse qui n'est pas un mandataire de confiance", async () => {
    const { sujet } = certificat('75042', 'Notaire');
    for (const adresse of ['127.0.0.1', '10.0.0.6', '192.168.11.1']) {
      const client = new ClientCertificat(sujet, adresse);
      expect((await client.get('/api/public/infocertificat')).json(), adresse).toBeNull();
      expect((await client.get('/api/public/etudenotariale')).statusCode, adresse).toBe(401);
      const connexion = await client.requete({ method: 'POST', url: '/api/public/notaire/authentification' });
      expect(connexion.statusCode, adresse).toBe(401);
      const compteLu = await client.get('/api/account');
      expect(compteLu.statusCode).toBe(401);
      expect(compteLu.headers.ntr, adresse).toBeUndefined();
    }
  });

  it("ignore un certificat que le mandataire n'a pas pu vérifier", async () => {
    const { sujet } = certificat('75042', 'Notaire');
    const r = await ctx.app.inject({
      method: 'GET',
      url: '/api/public/infocertificat',
      remoteAddress: MANDATAIRE,
      headers: entetes(sujet, 'FAILED:certificate has expired'),
    });
    expect(r.json()).toBeNull();
  });

  it('la 401 de api/account porte ntr quand un certificat de notaire est présenté sans session', async () => {
    const { sujet } = certificat('75042', 'Collaborateur de notaire');
    const r = await new ClientCertificat(sujet).get('/api/account');
    expect(r.statusCode).toBe(401);
    expect(r.headers.ntr).toBe('true');
    expect(r.headers.reload_identity).toBeUndefined();
  });
});

describe('étude et profil du titulaire du certificat', () => {
  it('etudenotariale : 401 sans certificat, null si l’étude n’est pas inscrite, l’étude sinon', async () => {
    expect((await new ClientTest(ctx.app).get('/api/public/etudenotariale')).statusCode).toBe(401);
    const absente = certificat(nouveauNumero(), 'Notaire');
    const r = await new ClientCertificat(absente.sujet).get('/api/public/etudenotariale');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toBeNull();
    const { numEtude, etude } = await etudeInscrite();
    const presente = certificat(numEtude, 'Notaire');
    expect(
      (await new ClientCertificat(presente.sujet).get('/api/public/etudenotariale')).json(),
    ).toMatchObject({
      id: etude.id,
      numEtude,
      statut: 'ACTIF',
    });
  });

  it('profilnotaire : seul un notaire peut ajouter une étude non inscrite, pas un collaborateur', async () => {
    const num = nouveauNumero();
    const notaire = (
      await new ClientCertificat(certificat(num, 'Notaire').sujet).get('/api/public/profilnotaire')
    ).json();
    expect(notaire).toMatchObject({
      qualite: 'NOTAIRE',
      numEtude: num,
      etudeEnregistree: false,
      peutAjouterEtude: true,
    });
    const collab = (
      await new ClientCertificat(certificat(num, 'Collaborateur de notaire').sujet).get(
        '/api/public/profilnotaire',
      )
    ).json();
    expect(collab).toMatchObject({ qualite: 'COLLABORATEUR', peutAjouterEtude: false, profil: null });
  });

  it("un certificat sans étude ni qualité n'est pas reconnu (403)", async () => {
    const sujet = 'CN=Jean SANSETUDE,O=Ailleurs,C=FR';
    expect((await new ClientCertificat(sujet).get('/api/public/profilnotaire')).statusCode).toBe(403);
  });
});

describe('connexion par certificat', () => {
  it('exige le jeton anti-CSRF (POST)', async () => {
    const { numEtude } = await etudeInscrite();
    const r = await new ClientCertificat(certificat(numEtude, 'Notaire').sujet).requete({
      method: 'POST',
      url: '/api/public/notaire/authentification',
      sansCsrf: true,
    });
    expect(r.statusCode).toBe(403);
  });

  it("étude non inscrite : 404 pour un notaire (il l'inscrit), 403 avec le message de la spécification pour un collaborateur", async () => {
    const num = nouveauNumero();
    const notaire = await new ClientCertificat(certificat(num, 'Notaire').sujet).requete({
      method: 'POST',
      url: '/api/public/notaire/authentification',
    });
    expect(notaire.statusCode).toBe(404);
    const collab = await new ClientCertificat(certificat(num, 'Collaborateur de notaire').sujet).requete({
      method: 'POST',
      url: '/api/public/notaire/authentification',
    });
    expect(collab.statusCode).toBe(403);
    expect(collab.json().message).toBe(MESSAGE_ETUDE_NON_ENREGISTREE_COLLABORATEUR);
  });

  it("un notaire d'une étude inscrite obtient un compte « Notaire » associé à son certificat, et le retrouve ensuite", async () => {
    const { numEtude, etude } = await etudeInscrite();
    const { sujet, email } = certificat(numEtude, 'Notaire');
    const client = new ClientCertificat(sujet);
    const r = await client.requete({ method: 'POST', url: '/api/public/notaire/authentification' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ login: email, profil: 'NOTAIRE_NOTAIRE', idTeledeclarant: etude.id });
    const compteLu = (await client.get('/api/account')).json();
    expect(compteLu.profil).toBe('NOTAIRE_NOTAIRE');
    expect(compteLu.authorities).toContain('IMMATRICULER_D_OFFICE');
    const [enBase] = await ctx.db.select().from(compte).where(eq(compte.login, email));
    expect(enBase?.certificatSubjectDn).toBe(sujet);
    const encore = await new ClientCertificat(sujet).requete({
      method: 'POST',
      url: '/api/public/notaire/authentification',
    });
    expect(encore.json().id).toBe(enBase?.id);
    expect((await ctx.db.select().from(compte).where(eq(compte.login, email))).length).toBe(1);
  });

  it('un collaborateur créé par un notaire se connecte par son certificat (associé à la première connexion)', async () => {
    const { numEtude, etude } = await etudeInscrite();
    const { sujet, email } = certificat(numEtude, 'Collaborateur de notaire');
    const { compte: cree } = await creerCompteDeTest(ctx.db, {
      profil: 'NOTAIRE_COLLAB',
      login: email,
      idTeledeclarant: etude.id,
    });
    const r = await new ClientCertificat(sujet).requete({
      method: 'POST',
      url: '/api/public/notaire/authentification',
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ id: cree.id, profil: 'NOTAIRE_COLLAB' });
    const [lu] = await ctx.db.select().from(compte).where(eq(compte.id, cree.id));
    expect(lu?.certificatSubjectDn).toBe(sujet);
    expect((await journal('CONNEXION_REUSSIE')).some((e) => e.idCompte === cree.id)).toBe(true);
  });

  it('un collaborateur sans compte dans une étude inscrite est refusé (403)', async () => {
    const { numEtude } = await etudeInscrite();
    const r = await new ClientCertificat(certificat(numEtude, 'Collaborateur de notaire').sujet).requete({
      method: 'POST',
      url: '/api/public/notaire/authentification',
    });
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toMatch(/un notaire de l'étude doit le créer/);
  });
});

describe("inscription de l'étude (/compte/inscription?numEtude=…)", () => {
  const inscription = (numEtude: string, siret: string, email: string) => ({
    numEtude,
    siret,
    email,
    confirmationEmail: email,
    telephone: '01 23 45 67 89',
    attestationSurLHonneur: true,
  });

  it("un collaborateur ne peut pas ajouter son étude (403, message de la spécification) et rien n'est créé", async () => {
    const num = nouveauNumero();
    const { sujet, email } = certificat(num, 'Collaborateur de notaire');
    const r = await new ClientCertificat(sujet).requete({
      method: 'POST',
      url: '/api/public/etudenotariale',
      payload: inscription(num, '44556677800012', email),
    });
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe(MESSAGE_ETUDE_NON_ENREGISTREE_COLLABORATEUR);
    expect(
      await ctx.db.select().from(teledeclarant).where(eq(teledeclarant.numeroEtudeNotariale, num)),
    ).toHaveLength(0);
  });

  it('401 sans certificat ; 400 sur une saisie invalide, un autre numéro, un SIRET inconnu ou non notarial', async () => {
    expect(
      (
        await new ClientTest(ctx.app).requete({
          method: 'POST',
          url: '/api/public/etudenotariale',
          payload: inscription('13051', '44556677800012', 'a@exemple.fr'),
        })
      ).statusCode,
    ).toBe(401);
    const num = nouveauNumero();
    const { sujet, email } = certificat(num, 'Notaire');
    const client = new ClientCertificat(sujet);
    const poster = (corps: object) =>
      client.requete({ method: 'POST', url: '/api/public/etudenotariale', payload: corps });
    const invalide = await poster({
      ...inscription(num, '123', email),
      confirmationEmail: 'autre@exemple.fr',
    });
    expect(invalide.statusCode).toBe(400);
    expect(invalide.json().champs.map((c: { champ: string }) => c.champ)).toEqual(
      expect.arrayContaining(['siret', 'confirmationEmail']),
    );
    const sansAttestation = await poster({
      ...inscription(num, '44556677800012', email),
      attestationSurLHonneur: false,
    });
    expect(sansAttestation.statusCode).toBe(400);
    const autreNumero = await poster(inscription('99999', '44556677800012', email));
    expect(autreNumero.statusCode).toBe(400);
    expect(autreNumero.json().champs[0].champ).toBe('numEtude');
    const inconnu = await poster(inscription(num, '12345678901237', email));
    expect(inconnu.statusCode).toBe(400);
    expect(inconnu.json().champs[0]).toMatchObject({ champ: 'siret' });
    const syndic = await poster(inscription(num, '81234567800013', email));
    expect(syndic.statusCode).toBe(400);
    expect(syndic.json().message).toMatch(/68\.32A/);
  });

  it("un notaire inscrit son étude : elle naît en attente de finalisation puis est finalisée (ACTIF), il en devient l'administrateur", async () => {
    const num = nouveauNumero();
    const { sujet, email } = certificat(num, 'Notaire');
    const client = new ClientCertificat(sujet);
    const r = await client.requete({
      method: 'POST',
      url: '/api/public/etudenotariale',
      payload: inscription(num, '44556677800012', email),
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      numEtude: num,
      siret: '44556677800012',
      raisonSociale: 'ETUDE NOTARIALE BERNARD',
      statut: 'ACTIF',
    });
    const compteLu = (await client.get('/api/account')).json();
    expect(compteLu).toMatchObject({ login: email, profil: 'NOTAIRE_ADMIN', adminPrincipal: true });
    expect(compteLu.authorities).toContain('MON_ENTREPRISE_ECRITURE');
    const idEtude = r.json().id as number;
    const evenements = await ctx.db
      .select()
      .from(evenementJournal)
      .where(and(eq(evenementJournal.typeCible, 'TELEDECLARANT'), eq(evenementJournal.idCible, idEtude)));
    expect(evenements.map((e) => e.typeEvenement).sort()).toEqual([
      'ACTIVATION_TELEDECLARANT',
      'INSCRIPTION_TELEDECLARANT',
    ]);
    expect(evenements.find((e) => e.typeEvenement === 'INSCRIPTION_TELEDECLARANT')?.detail).toMatchObject({
      evenement: 'inscrireEtude',
      ancienEtat: null,
      nouvelEtat: 'ATT_FIN_IMM_NOT',
    });
    expect(evenements.find((e) => e.typeEvenement === 'ACTIVATION_TELEDECLARANT')?.detail).toMatchObject({
      evenement: 'finaliserInscriptionNotariale',
      ancienEtat: 'ATT_FIN_IMM_NOT',
      nouvelEtat: 'ACTIF',
    });
    // La même étude ne s'inscrit pas deux fois.
    const encore = await new ClientCertificat(certificat(num, 'Notaire').sujet).requete({
      method: 'POST',
      url: '/api/public/etudenotariale',
      payload: inscription(num, '44556677800012', 'autre.notaire@exemple.fr'),
    });
    expect(encore.statusCode).toBe(400);
  });

  it("une étude inscrite en ligne par son SIRET et en attente de finalisation est finalisée par le certificat d'un notaire", async () => {
    const { etude } = await etudeInscrite('ATT_FIN_IMM_NOT', '77812345600015');
    await creerCompteDeTest(ctx.db, { profil: 'NOTAIRE_ADMIN', idTeledeclarant: etude.id });
    const num = nouveauNumero();
    const { sujet, email } = certificat(num, 'Notaire');
    const client = new ClientCertificat(sujet);
    const r = await client.requete({
      method: 'POST',
      url: '/api/public/etudenotariale',
      payload: inscription(num, '77812345600015', email),
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ id: etude.id, numEtude: num, statut: 'ACTIF' });
    expect((await client.get('/api/account')).json()).toMatchObject({
      profil: 'NOTAIRE_NOTAIRE',
      adminPrincipal: false,
    });
    const [lu] = await ctx.db.select().from(teledeclarant).where(eq(teledeclarant.id, etude.id));
    expect(lu?.numeroEtudeNotariale).toBe(num);
    expect(lu?.activeLe).not.toBeNull();
  });

  it('un SIRET déjà utilisé par un autre établissement est refusé (400)', async () => {
    const num = nouveauNumero();
    const { sujet, email } = certificat(num, 'Notaire');
    // 44556677800012 a été inscrit par un test précédent sous un autre numéro.
    await ctx.db
      .insert(teledeclarant)
      .values({
        type: 'PRO',
        statut: 'ACTIF',
        siret: '52098765400016',
        raisonSociale: 'ADMINISTRATION PROVISOIRE',
      })
      .onConflictDoNothing();
    const r = await new ClientCertificat(sujet).requete({
      method: 'POST',
      url: '/api/public/etudenotariale',
      payload: inscription(num, '52098765400016', email),
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().champs[0]).toMatchObject({ champ: 'siret' });
  });
});

describe('simulateur de certificat (développement)', () => {
  it('propose des certificats fictifs et présente celui choisi, sans mandataire', async () => {
    const client = new ClientTest(ctx.app);
    const etat = (await client.get('/api/dev/simulateur-certificat')).json();
    expect(etat.actif).toBe(true);
    expect(etat.certificats.length).toBeGreaterThanOrEqual(4);
    expect(
      (
        await client.requete({
          method: 'POST',
          url: '/api/dev/simulateur-certificat',
          payload: { id: 'inconnu' },
        })
      ).statusCode,
    ).toBe(400);
    const choix = await client.requete({
      method: 'POST',
      url: '/api/dev/simulateur-certificat',
      payload: { id: 'collaborateur-garnier' },
    });
    expect(choix.statusCode).toBe(200);
    expect(choix.json().choisi).toBe('collaborateur-garnier');
    const info = (await client.get('/api/public/infocertificat')).json();
    expect(info).toMatchObject({ simule: true, qualite: 'COLLABORATEUR', numEtude: '13051' });
    const connexion = await client.requete({ method: 'POST', url: '/api/public/notaire/authentification' });
    expect(connexion.statusCode).toBe(403);
    await client.requete({ method: 'POST', url: '/api/dev/simulateur-certificat', payload: { id: null } });
    expect((await client.get('/api/public/infocertificat')).json()).toBeNull();
  });

  it('un cookie de simulateur falsifié (non signé) est ignoré', async () => {
    const r = await ctx.app.inject({
      method: 'GET',
      url: '/api/public/infocertificat',
      cookies: { registre_certificat_simule: 'notaire-martin' },
    });
    expect(r.json()).toBeNull();
  });
});
