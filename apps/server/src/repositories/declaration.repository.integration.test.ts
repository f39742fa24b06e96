import { randomUUID } from 'node:crypto';
import type { Declaration } from '@registre/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { creerCompteDeTest } from '../test/comptes.js';
import { creerDeclarationRepository } from './declaration.repository.js';

let ctx: ContexteTest;
let idTeledeclarant: number;
let idCompte: number;

beforeAll(async () => {
  ctx = await creerContexteTest();
  const { compte, idTeledeclarant: id } = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_ADMIN_PRINC' });
  idTeledeclarant = id!;
  idCompte = compte.id;
});
afterAll(async () => {
  await ctx.fermer();
});

/** Déclaration complète : cinq parties, deux adresses, deux parcelles, un arrêté, des étiquettes. */
const complete: Declaration = {
  typeMaj: 'INITIALE',
  immatCopropriete: {
    identification: {
      nomCopropriete: 'Résidence des Tilleuls',
      dateReglementCopropriete: '12/03/1998',
      nbLots: 40,
      nbLotsHab: 20,
      nbLotsHabBurCom: 25,
      nbLotsStationnement: 15,
      nbAsl: 0,
      nbAful: 1,
      nbUnionsSyndicats: 0,
      syndicatPrincipal: false,
      numImmatriculationCoproprietePrincipale: 'AB1-234-567',
      syndicatCooperatif: false,
      residenceService: true,
      siret: null,
      adressePrincipale: {
        numeroVoie: '12 bis',
        voie: 'Rue des Tilleuls',
        codePostal: '69002',
        commune: 'Lyon',
        codeInsee: '69382',
        libelle: '12 bis Rue des Tilleuls 69002 Lyon',
        identifiantBan: '69382_1234_00012_bis',
        idBatiment: 'QBAAG2G5F1XT',
        longitude: 4.83,
        latitude: 45.75,
        geolocalisee: true,
      },
      adresseSecondaire: [
        {
          numeroVoie: '3',
          voie: 'Impasse Verte',
          codePostal: '69002',
          codeInsee: '69382',
          geolocalisee: false,
        },
      ],
      parcelle: [
        { codeInsee: '69382', prefixe: '000', section: 'AB', numero: '12', geolocalisee: true },
        { codeInsee: '69382', prefixe: '000', section: 'AC', numero: '7', geolocalisee: false },
      ],
    },
    procedures: {
      flagSecuriteInsalubritePartiesCom: true,
      flagMandatAdhoc: true,
      mandatAdHoc: { dateNomination: '01/02/2024', dateFinMission: '01/02/2025' },
      arretes: [{ type: 'SECURITE_TR_INSALUBRITE', dateArrete: '05/05/2023', dateMainLevee: null }],
    },
    donneesFinancieres: {
      dateDebutExercice: '01/01/2024',
      dateClotureComptes: '31/12/2024',
      dateAg: '15/03/2025',
      chargesOperationsCourantes: 12345.67,
      montantFondTravaux: 1000,
      nbCoproprietairesImpayes: 2,
      premierExerciceComptable: false,
      presenceEmployes: false,
    },
    donneesTechniques: {
      nbBatimentsTotal: 2,
      periodeConstruction: 'DE_1949_A_1960',
      classementEnergetique: { ETIQ_C: 1, ETIQ_D: 1 },
      typeChauffage: 'COLLECTIF',
      pptInscritAG: true,
    },
  },
};

async function creerBrouillon(cle: string | null = randomUUID()) {
  const repo = creerDeclarationRepository(ctx.db);
  return ctx.db.transaction(async (tx) => {
    const r = creerDeclarationRepository(tx);
    const idCopropriete = await r.creerCopropriete({ etat: 'BROUILLON', nom: 'Résidence des Tilleuls' });
    const id = await r.creer({
      idCopropriete,
      statut: 'BROUILLON',
      typeMaj: 'INITIALE',
      typeImmat: 'DEFAULT',
      idTeledeclarant,
      idCompteDeclarant: idCompte,
      cleCreation: cle,
      contenu: complete,
    });
    return { id, idCopropriete, repo };
  });
}

describe('dépôt de la déclaration', () => {
  it('relit exactement ce qui a été écrit : parties, adresses, parcelles, arrêtés, étiquettes', async () => {
    const { id, repo } = await creerBrouillon();
    const lue = await repo.lire(id!);
    expect(lue?.entete).toMatchObject({ statut: 'BROUILLON', version: 1, etatCopropriete: 'BROUILLON' });
    const d = lue!.declaration;
    const ident = d.immatCopropriete.identification!;
    expect(ident.nomCopropriete).toBe('Résidence des Tilleuls');
    expect(ident.dateReglementCopropriete).toBe('12/03/1998');
    expect(ident.numImmatriculationCoproprietePrincipale).toBe('AB1234567');
    expect(ident.adressePrincipale).toMatchObject({
      numeroVoie: '12 bis',
      idBatiment: 'QBAAG2G5F1XT',
      latitude: 45.75,
    });
    expect(ident.adresseSecondaire).toHaveLength(1);
    expect(ident.adresseSecondaire?.[0]).toMatchObject({ voie: 'Impasse Verte', geolocalisee: false });
    expect(ident.parcelle?.map((p) => `${p.section}${p.numero}`)).toEqual(['AB12', 'AC7']);
    expect(ident.parcelle?.[0]?.commune).toBeTruthy();
    expect(d.immatCopropriete.procedures).toMatchObject({
      flagSecuriteInsalubritePartiesCom: true,
      flagPerilPartiesCom: false,
      mandatAdHoc: { dateNomination: '01/02/2024', dateFinMission: '01/02/2025' },
      arretes: [{ type: 'SECURITE_TR_INSALUBRITE', dateArrete: '05/05/2023', dateMainLevee: null }],
    });
    expect(d.immatCopropriete.donneesFinancieres).toMatchObject({
      chargesOperationsCourantes: 12345.67,
      dateClotureComptes: '31/12/2024',
    });
    expect(d.immatCopropriete.donneesTechniques?.classementEnergetique).toEqual({ ETIQ_C: 1, ETIQ_D: 1 });
    expect(d.immatCopropriete.donneesTechniques?.pptInscritAG).toBe(true);
  });

  it('remplace le contenu entier sous condition de version ; une version dépassée n’écrit rien', async () => {
    const { id, repo } = await creerBrouillon();
    const modifiee: Declaration = {
      immatCopropriete: {
        ...complete.immatCopropriete,
        identification: {
          ...complete.immatCopropriete.identification,
          nomCopropriete: 'Les Tilleuls',
          adresseSecondaire: [],
          parcelle: [],
        },
      },
    };
    const version = await ctx.db.transaction((tx) =>
      creerDeclarationRepository(tx).ecrire(id!, modifiee, { versionAttendue: 1 }),
    );
    expect(version).toBe(2);
    const perdue = await ctx.db.transaction((tx) =>
      creerDeclarationRepository(tx).ecrire(id!, complete, { versionAttendue: 1 }),
    );
    expect(perdue).toBeNull();
    const lue = await repo.lire(id!);
    expect(lue?.entete.version).toBe(2);
    expect(lue?.declaration.immatCopropriete.identification?.nomCopropriete).toBe('Les Tilleuls');
    expect(lue?.declaration.immatCopropriete.identification?.parcelle).toEqual([]);
    expect(lue?.declaration.immatCopropriete.identification?.adresseSecondaire).toEqual([]);
  });

  it('une clé de création déjà prise ne crée pas de seconde déclaration', async () => {
    const cle = randomUUID();
    const premier = await creerBrouillon(cle);
    const second = await creerBrouillon(cle);
    expect(premier.id).toBeGreaterThan(0);
    expect(second.id).toBeUndefined();
    expect(await premier.repo.idParCleCreation(cle)).toBe(premier.id);
  });

  it('lit une déclaration en un nombre fixe de requêtes, quel que soit le nombre de parcelles', async () => {
    const { id } = await creerBrouillon();
    let requetes = 0;
    const client = await ctx.pool.connect();
    const query = client.query.bind(client);
    (client as unknown as { query: unknown }).query = (...args: unknown[]) => {
      requetes += 1;
      return (query as (...a: unknown[]) => unknown)(...args);
    };
    try {
      const { drizzle } = await import('drizzle-orm/node-postgres');
      const schema = await import('../db/schema/index.js');
      const db = drizzle(client, { schema });
      await creerDeclarationRepository(db).lire(id!);
    } finally {
      client.release();
    }
    expect(requetes).toBe(4);
  });
});
