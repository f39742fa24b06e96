import { createHash } from 'node:crypto';
import {
  ajouterJours,
  ajouterMois,
  aujourdhuiParis,
  formaterDateTexte,
  MESSAGE_RATTACHEMENT_DEJA_EN_ATTENTE,
} from '@registre/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  copropriete,
  courriel,
  document,
  evenementJournal,
  mandat,
  teledeclarant,
} from '../db/schema/index.js';
import { corpsMultipart } from '../securite/appels.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { connecterProfil } from '../test/comptes.js';
import { creerCoproprieteDeTest } from '../test/coproprietes.js';
import { connecterSyndic } from '../test/guichet.js';
import { enMultipartRattachement } from '../test/rattachement.js';

// Rattachement et contestation (issue 11 §1 ; ADR 0300) : contrôle préalable aux quatre issues de §8, dépôt avec
// justificatif PDF dans la transaction, une seule demande en attente par copropriété, contestation et courriels.

type Syndic = Awaited<ReturnType<typeof connecterSyndic>>;
let ctx: ContexteTest;
let syndicA: Syndic;
let syndicB: Syndic;
let syndicC: Syndic;

const CONTROLE = (n: string) => `/api/coproprietes/checkEtatCopro/${n}`;
const CONTESTATION_OK = (n: string) => `/api/coproprietes/checkisContestationOk/${n}`;
const MEME_SIREN = (n: string) => `/api/coproprietes/mandatMemeSiren/${n}`;
const EN_COURS = (id: number) => `/api/coproprietes/rattachementEnCours/${id}`;
const DEPOSER = '/api/coproprietes/rattachement';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const aujourdhui = aujourdhuiParis(new Date());
const DEBUT = formaterDateTexte(ajouterJours(aujourdhui, -10));
const FIN_12_MOIS = formaterDateTexte(ajouterMois(ajouterJours(aujourdhui, -10), 12));

function demande(numero: string, surcharge: Record<string, unknown> = {}) {
  return {
    numeroImmatriculation: numero,
    infoRattachement: {
      adminProvisoire: false,
      dateDebutMandat: DEBUT,
      dateFinMandat: FIN_12_MOIS,
      typeJustifMandat: 'CONTRAT_SYNDIC',
    },
    justificatif: { nom: 'contrat-syndic.pdf', contenu: PDF },
    ...surcharge,
  };
}

const deposer = (client: ClientTest, corps: Record<string, unknown>) =>
  client.requete({ method: 'POST', url: DEPOSER, ...enMultipartRattachement(corps) });

async function coproARattacher() {
  const c = await creerCoproprieteDeTest(ctx.db, { etat: 'IMMATRICULEE_A_RATTACHER' });
  return { id: c.id, numero: c.numero as string };
}

async function coproTenuePar(s: Syndic) {
  const c = await creerCoproprieteDeTest(ctx.db, {
    etat: 'IMMATRICULEE_RATTACHEE',
    idTeledeclarantCourant: s.idTeledeclarant,
  });
  return { id: c.id, numero: c.numero as string };
}

const mandatsDe = (idCopropriete: number) =>
  ctx.db.select().from(mandat).where(eq(mandat.idCopropriete, idCopropriete));
const etatDe = async (id: number) =>
  (await ctx.db.select({ etat: copropriete.etat }).from(copropriete).where(eq(copropriete.id, id)))[0]?.etat;

beforeAll(async () => {
  ctx = await creerContexteTest();
  [syndicA, syndicB, syndicC] = [
    await connecterSyndic(ctx),
    await connecterSyndic(ctx),
    await connecterSyndic(ctx),
  ];
  // C appartient à la même entreprise que A : même SIREN, autre établissement (NIC différent).
  const [a] = await ctx.db
    .select({ siret: teledeclarant.siret })
    .from(teledeclarant)
    .where(eq(teledeclarant.id, syndicA.idTeledeclarant));
  await ctx.db
    .update(teledeclarant)
    .set({ siret: `${a!.siret!.slice(0, 9)}99999` })
    .where(eq(teledeclarant.id, syndicC.idTeledeclarant));
  // B est une autre entreprise (les SIRET de test partagent sinon leurs 9 premiers chiffres).
  await ctx.db
    .update(teledeclarant)
    .set({ siret: '88888888800017' })
    .where(eq(teledeclarant.id, syndicB.idTeledeclarant));
});

afterAll(async () => {
  await ctx?.fermer();
});

describe('Accès aux routes du rattachement', () => {
  it('401 sans session, 403 pour un notaire, un teneur et le profil par défaut', async () => {
    const anonyme = new ClientTest(ctx.app);
    expect((await anonyme.get(CONTROLE('AB1234567'))).statusCode).toBe(401);
    expect((await deposer(anonyme, demande('AB1234567'))).statusCode).toBe(401);
    for (const profil of ['NOTAIRE_NOTAIRE', 'TENEUR_ADMIN_PRINC', 'DEFAULT'] as const) {
      const client = await connecterProfil(ctx.app, ctx.db, profil);
      expect((await client.get(CONTROLE('AB1234567'))).statusCode, profil).toBe(403);
      expect((await client.get(EN_COURS(1))).statusCode, profil).toBe(403);
      expect((await deposer(client, demande('AB1234567'))).statusCode, profil).toBe(403);
    }
  });
});

describe('GET checkEtatCopro, checkisContestationOk : l’issue rendue comme résultat (spec 2 §8)', () => {
  it('numéro inconnu : 200 immatNotExistant ; numéro mal formé : 400 sur le champ', async () => {
    const r = await syndicB.client.get(CONTROLE('ZZ9999998'));
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ error: 'immatNotExistant', isDemandContestation: false });
    const mauvais = await syndicB.client.get(CONTROLE('12345'));
    expect(mauvais.statusCode).toBe(400);
  });

  it('copropriété à rattacher, sous ses deux formes : aucune issue, demande ordinaire', async () => {
    const c = await coproARattacher();
    for (const forme of [c.numero, `${c.numero.slice(0, 3)}-${c.numero.slice(3, 6)}-${c.numero.slice(6)}`]) {
      const r = await syndicB.client.get(CONTROLE(forme));
      expect(r.statusCode, forme).toBe(200);
      expect(r.json()).toEqual({
        error: null,
        numImmat: c.numero,
        isDemandContestation: false,
        demandeEnAttente: false,
      });
    }
    expect((await syndicB.client.get(CONTESTATION_OK(c.numero))).json().contestationPossible).toBe(false);
  });

  it('rattachée à A : alreadyAttached (contestation) pour B, immatStatusIncorrect pour A lui-même', async () => {
    const c = await coproTenuePar(syndicA);
    expect((await syndicB.client.get(CONTROLE(c.numero))).json()).toMatchObject({
      error: 'alreadyAttached',
      isDemandContestation: true,
    });
    expect((await syndicB.client.get(CONTESTATION_OK(c.numero))).json().contestationPossible).toBe(true);
    expect((await syndicA.client.get(CONTROLE(c.numero))).json().error).toBe('immatStatusIncorrect');
  });

  it('demande d’immatriculation en cours : immatStatusIncorrect', async () => {
    const c = await creerCoproprieteDeTest(ctx.db, { etat: 'DISSOLUTION_A_VALIDER' });
    expect((await syndicB.client.get(CONTROLE(c.numero!))).json().error).toBe('immatStatusIncorrect');
  });
});

describe('GET mandatMemeSiren', () => {
  it('rend le mandat courant pour un établissement de la même entreprise, null pour un autre', async () => {
    const c = await coproTenuePar(syndicA);
    const memeEntreprise = await syndicC.client.get(MEME_SIREN(c.numero));
    expect(memeEntreprise.statusCode).toBe(200);
    expect(memeEntreprise.json()).toMatchObject({ statut: 'COURANT', dateFinMandat: '31/12/2027' });
    const autre = await syndicB.client.get(MEME_SIREN(c.numero));
    expect(autre.statusCode).toBe(200);
    expect(autre.json()).toBeNull();
  });
});

describe('POST rattachement', () => {
  it('demande ordinaire : mandat à valider avec son justificatif (SHA-256), copropriété à confirmer, journal, courriel', async () => {
    const c = await coproARattacher();
    const r = await deposer(syndicB.client, demande(c.numero));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      idCopropriete: c.id,
      contestation: false,
      etatCopropriete: 'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER',
      statutMandat: 'A_VALIDER',
      notification: { titre: 'Demande transmise' },
    });
    const [m] = await mandatsDe(c.id);
    expect(m).toMatchObject({
      idTeledeclarant: syndicB.idTeledeclarant,
      statut: 'A_VALIDER',
      contestation: false,
    });
    const [doc] = await ctx.db.select().from(document).where(eq(document.id, m!.idDocument!));
    expect(doc!.sha256).toBe(createHash('sha256').update(PDF).digest('hex'));
    const evenements = await ctx.db
      .select({ type: evenementJournal.typeEvenement })
      .from(evenementJournal)
      .where(
        and(
          inArray(evenementJournal.idCible, [c.id, m!.id]),
          eq(evenementJournal.typeEvenement, 'DEMANDE_RATTACHEMENT'),
        ),
      );
    expect(evenements).toHaveLength(2);
    const courriels = await ctx.db.select().from(courriel).where(eq(courriel.destinataire, syndicB.login));
    expect(courriels.some((x) => x.sujet.includes('demande de rattachement'))).toBe(true);

    // Une seule demande en attente : la suivante reçoit le message de §8, la lecture le dit.
    const seconde = await deposer(syndicC.client, demande(c.numero));
    expect(seconde.statusCode).toBe(409);
    expect(seconde.json().message).toBe(MESSAGE_RATTACHEMENT_DEJA_EN_ATTENTE);
    expect((await syndicC.client.get(EN_COURS(c.id))).json()).toEqual({
      enCours: true,
      message: MESSAGE_RATTACHEMENT_DEJA_EN_ATTENTE,
    });
    expect((await syndicC.client.get(CONTROLE(c.numero))).json().demandeEnAttente).toBe(true);
    expect(await mandatsDe(c.id)).toHaveLength(1);
  });

  it('deux syndics qui se rattachent en même temps : une seule demande, l’autre reçoit le message de §8', async () => {
    const c = await coproARattacher();
    const reponses = await Promise.all([
      deposer(syndicB.client, demande(c.numero)),
      deposer(syndicC.client, demande(c.numero)),
    ]);
    expect(reponses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refusee = reponses.find((r) => r.statusCode === 409)!;
    expect(refusee.json().message).toBe(MESSAGE_RATTACHEMENT_DEJA_EN_ATTENTE);
    expect(await mandatsDe(c.id)).toHaveLength(1);
  });

  it('contestation d’un rattachement tenu par A : copropriété contestée, courriels au nouveau et à l’ancien syndic', async () => {
    const c = await coproTenuePar(syndicA);
    const r = await deposer(
      syndicB.client,
      demande(c.numero, { motifContestation: 'Nommés syndic par l’assemblée générale du mois dernier.' }),
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      contestation: true,
      etatCopropriete: 'IMMATRICULEE_RATTACHEMENT_CONTESTE',
    });
    const demandes = (await mandatsDe(c.id)).filter((m) => m.statut === 'A_VALIDER');
    expect(demandes).toEqual([
      expect.objectContaining({ idTeledeclarant: syndicB.idTeledeclarant, contestation: true }),
    ]);
    const versA = await ctx.db.select().from(courriel).where(eq(courriel.destinataire, syndicA.login));
    expect(versA.some((x) => x.sujet.includes('est contesté'))).toBe(true);
    expect((await syndicC.client.get(CONTROLE(c.numero))).json().error).toBe('rattachementConteste');
    expect((await deposer(syndicC.client, demande(c.numero))).statusCode).toBe(409);
  });

  it('A ne se rattache pas à sa propre copropriété : 409, rien d’écrit', async () => {
    const c = await coproTenuePar(syndicA);
    const r = await deposer(syndicA.client, demande(c.numero));
    expect(r.statusCode).toBe(409);
    expect((await mandatsDe(c.id)).filter((m) => m.statut === 'A_VALIDER')).toHaveLength(0);
  });

  it('numéro inconnu : 400 sur le numéro', async () => {
    const r = await deposer(syndicB.client, demande('ZZ9999997'));
    expect(r.statusCode).toBe(400);
    expect(r.json().champs.map((c: { champ: string }) => c.champ)).toContain('numeroImmatriculation');
  });

  describe('mauvaise saisie : erreur sur le champ, rien d’enregistré', () => {
    it.each([
      [
        'fin avant le début',
        { infoRattachement: { ...demande('').infoRattachement, dateFinMandat: DEBUT } },
        'infoRattachement.dateFinMandat',
      ],
      [
        'mandat de plus de 3 ans',
        {
          infoRattachement: {
            ...demande('').infoRattachement,
            dateFinMandat: formaterDateTexte(ajouterMois(ajouterJours(aujourdhui, -10), 37)),
          },
        },
        'infoRattachement.dateFinMandat',
      ],
      [
        'fichier qui n’est pas un PDF, renommé .pdf',
        {
          justificatif: {
            nom: 'contrat.pdf',
            contenu: Buffer.from('PK\u0003\u0004 archive'),
          },
        },
        'justificatif',
      ],
      [
        'PDF de 5 Mo + 1 octet',
        {
          justificatif: {
            nom: 'gros.pdf',
            contenu: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024 + 1 - PDF.length)]),
          },
        },
        'justificatif',
      ],
    ])('%s', async (_titre, surcharge, champ) => {
      const c = await coproARattacher();
      const r = await deposer(syndicB.client, demande(c.numero, surcharge));
      expect(r.statusCode, r.body).toBe(400);
      const champs = (r.json().champs ?? []).map((e: { champ: string }) => e.champ).join(' ');
      expect(champs).toContain(champ);
      expect(await mandatsDe(c.id)).toHaveLength(0);
      expect(await etatDe(c.id)).toBe('IMMATRICULEE_A_RATTACHER');
    });

    it('corps multipart : partie « demande » illisible ou sans fichier joint, 400 clair ; rien d’écrit', async () => {
      const c = await coproARattacher();
      const illisible = await syndicB.client.requete({
        method: 'POST',
        url: DEPOSER,
        ...corpsMultipart({
          demande: '{ pas du JSON',
          justificatif: { nom: 'contrat.pdf', type: 'application/pdf', contenu: PDF },
        }),
      });
      expect(illisible.statusCode).toBe(400);
      const sansFichier = await deposer(syndicB.client, { ...demande(c.numero), justificatif: undefined });
      expect(sansFichier.statusCode).toBe(400);
      expect(sansFichier.json().champs.map((e: { champ: string }) => e.champ)).toContain('justificatif');
      expect(await mandatsDe(c.id)).toHaveLength(0);
    });

    it('mandat d’une autre durée que 12 mois : avertissement à confirmer, puis accepté', async () => {
      const c = await coproARattacher();
      const info = {
        ...demande('').infoRattachement,
        dateFinMandat: formaterDateTexte(ajouterMois(aujourdhui, 8)),
      };
      const r = await deposer(syndicB.client, demande(c.numero, { infoRattachement: info }));
      expect(r.statusCode).toBe(400);
      expect(r.json().avertissements.map((a: { code: string }) => a.code)).toEqual([
        'mandat.duree.differenteNormale',
      ]);
      expect(await mandatsDe(c.id)).toHaveLength(0);
      const confirme = await deposer(
        syndicB.client,
        demande(c.numero, {
          infoRattachement: info,
          avertissementsConfirmes: ['mandat.duree.differenteNormale'],
        }),
      );
      expect(confirme.statusCode, confirme.body).toBe(200);
    });
  });
});

describe('POST rattachement/modif/{flag}', () => {
  const MODIFIER = (flag: boolean) => `/api/coproprietes/rattachement/modif/${flag}`;
  const modifier = (client: ClientTest, flag: boolean, corps: Record<string, unknown>) =>
    client.requete({ method: 'POST', url: MODIFIER(flag), ...enMultipartRattachement(corps) });

  async function demandeDeB() {
    const c = await coproARattacher();
    const r = await deposer(syndicB.client, demande(c.numero));
    expect(r.statusCode, r.body).toBe(200);
    return { ...c, idMandat: r.json().idMandat as number };
  }

  it('le demandeur modifie ses dates sans nouveau justificatif, puis avec : journalisé, document remplacé', async () => {
    const d = await demandeDeB();
    const info = {
      ...demande('').infoRattachement,
      dateFinMandat: formaterDateTexte(ajouterMois(aujourdhui, 20)),
    };
    const sans = await modifier(syndicB.client, false, {
      idMandat: d.idMandat,
      infoRattachement: info,
      avertissementsConfirmes: ['mandat.duree.differenteNormale'],
    });
    expect(sans.statusCode, sans.body).toBe(200);
    expect(sans.json()).toMatchObject({
      statutMandat: 'A_VALIDER',
      etatCopropriete: 'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER',
    });
    const [apres] = await mandatsDe(d.id);
    expect(formaterDateTexte(apres!.dateFin!)).toBe(info.dateFinMandat);
    const autrePdf = Buffer.concat([PDF, Buffer.from('% autre\n')]);
    const avec = await modifier(syndicB.client, true, {
      idMandat: d.idMandat,
      infoRattachement: demande('').infoRattachement,
      justificatif: { nom: 'nouveau-contrat.pdf', contenu: autrePdf },
    });
    expect(avec.statusCode, avec.body).toBe(200);
    const [remplace] = await mandatsDe(d.id);
    expect(remplace!.idDocument).not.toBe(apres!.idDocument);
    const journal = await ctx.db
      .select()
      .from(evenementJournal)
      .where(
        and(
          eq(evenementJournal.idCible, d.idMandat),
          eq(evenementJournal.typeEvenement, 'MODIFICATION_RATTACHEMENT'),
        ),
      );
    expect(journal).toHaveLength(2);
  });

  it('drapeau et justificatif incohérents, dates refusées : 400 sur le champ, rien de changé', async () => {
    const d = await demandeDeB();
    const sansFichier = await modifier(syndicB.client, true, {
      idMandat: d.idMandat,
      infoRattachement: demande('').infoRattachement,
    });
    expect(sansFichier.statusCode).toBe(400);
    expect(sansFichier.json().champs[0].champ).toBe('justificatif');
    const dates = await modifier(syndicB.client, false, {
      idMandat: d.idMandat,
      infoRattachement: { ...demande('').infoRattachement, dateFinMandat: DEBUT },
    });
    expect(dates.statusCode).toBe(400);
    const [m] = await mandatsDe(d.id);
    expect(m!.version).toBe(1);
  });

  it('mandat d’un autre établissement : 404 ; demande ouverte par le teneur : 409', async () => {
    const d = await demandeDeB();
    const corps = { idMandat: d.idMandat, infoRattachement: demande('').infoRattachement };
    expect((await modifier(syndicC.client, false, corps)).statusCode).toBe(404);
    await ctx.db.update(mandat).set({ statut: 'VALIDATION_EN_COURS' }).where(eq(mandat.id, d.idMandat));
    const r = await modifier(syndicB.client, false, corps);
    expect(r.statusCode).toBe(409);
  });
});

describe('GET rattachementEnCours', () => {
  it('aucune demande : false ; copropriété inconnue : 404', async () => {
    const c = await coproARattacher();
    expect((await syndicB.client.get(EN_COURS(c.id))).json()).toEqual({ enCours: false, message: null });
    expect((await syndicB.client.get(EN_COURS(999_999_999))).statusCode).toBe(404);
  });
});
