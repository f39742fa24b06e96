import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { connecter, creerCompteDeTest } from '../test/comptes.js';

let ctx: ContexteTest;
let syndic: ClientTest;

beforeAll(async () => {
  ctx = await creerContexteTest();
  const compte = await creerCompteDeTest(ctx.db, { profil: 'TELE_NONPRO_GESTION' });
  syndic = await connecter(ctx.app, compte.login);
});
afterAll(() => ctx.fermer());

describe('listes de référence du formulaire de déclaration', () => {
  it('rend les énergies, types de chauffage et périodes de construction avec leurs libellés', async () => {
    const energies = (await syndic.get('/api/parametres/energieUtilisee')).json();
    expect(energies).toContainEqual({ code: 'GAZ_NATUREL', libelle: 'Gaz naturel' });
    const chauffages = (await syndic.get('/api/parametres/typeChauffage')).json();
    expect(chauffages.map((c: { code: string }) => c.code)).toEqual([
      'COLLECTIF',
      'INDIVIDUEL',
      'MIXTE',
      'SANS_CHAUFFAGE',
      'NON_RENSEIGNE',
    ]);
    const periodes = (await syndic.get('/api/parametres/periodeConstruction')).json();
    expect(periodes[0]).toEqual({ code: 'AVANT_1949', libelle: 'Avant 1949' });
  });

  it('propose l’ordonnance pour un administrateur provisoire, le contrat ou le procès-verbal sinon', async () => {
    expect((await syndic.get('/api/typeDePiecesJustif?adminProvisoire=true')).json()).toEqual([
      { code: 'ORDO_NOMINATION', libelle: 'Ordonnance de nomination' },
    ]);
    const syndicNomme = (await syndic.get('/api/typeDePiecesJustif?adminProvisoire=false')).json();
    expect(syndicNomme.map((p: { code: string }) => p.code)).toEqual(['CONTRAT_SYNDIC', 'PV_AG']);
    expect((await syndic.get('/api/typeDePiecesJustif')).json()).toEqual(syndicNomme);
  });

  it('400 pour une valeur inattendue, 401 sans session', async () => {
    expect((await syndic.get('/api/typeDePiecesJustif?adminProvisoire=oui')).statusCode).toBe(400);
    const anonyme = new ClientTest(ctx.app);
    for (const chemin of ['/api/parametres/typeChauffage', '/api/typeDePiecesJustif?adminProvisoire=true']) {
      expect((await anonyme.get(chemin)).statusCode, chemin).toBe(401);
    }
  });
});
