import { createHash } from 'node:crypto';
import type { Declaration, EntreeFicheSynthetique } from '@registre/domain';
import { describe, expect, it } from 'vitest';
import { texteDuPdf } from '../../test/pdf.js';
import { genererFicheSynthetique } from './fiche-synthetique.js';

const DECLARATION: Declaration = {
  nomCopropriete: 'Résidence des Lilas',
  immatCopropriete: {
    identification: {
      nomCopropriete: 'Résidence des Lilas',
      adressePrincipale: {
        numeroVoie: '12',
        voie: 'rue des Lilas',
        codePostal: '69003',
        commune: 'Lyon',
        geolocalisee: true,
      },
      dateReglementCopropriete: '15/03/1972',
      nbLots: 48,
      nbLotsHab: 28,
      nbLotsHabBurCom: 30,
      syndicatPrincipal: true,
    },
    donneesFinancieres: {
      chargesOperationsCourantes: 85_432.5,
      nbCoproprietairesImpayes: 3,
      presenceEmployes: false,
    },
    donneesTechniques: { nbBatimentsTotal: 2, typeChauffage: 'INDIVIDUEL', nbAscenseurs: 1 },
  },
};

const ENTREE: EntreeFicheSynthetique = {
  numeroImmatriculation: 'AB1234567',
  declaration: DECLARATION,
  syndic: {
    raisonSociale: 'Cabinet Lumière',
    type: 'PRO',
    siret: '12345678900017',
    adresse: ['12 RUE DES LILAS', '69003 LYON'],
    adminProvisoire: false,
    dateDebutMandat: '01/07/2024',
    dateFinMandat: '30/06/2027',
  },
  // 23 h 30 UTC le 24/11 : déjà le 25/11 à Paris.
  etablieLe: new Date('2026-11-24T23:30:00Z'),
};

const URL_PUBLIQUE = 'https://registre.exemple.fr';

describe('générateur de la fiche synthétique (PDF)', () => {
  it('produit un vrai PDF dont le texte reprend la déclaration, le syndic et la vérification', async () => {
    const fiche = await genererFicheSynthetique(ENTREE, { urlPublique: URL_PUBLIQUE, jeton: 'essai' });
    expect(Buffer.from(fiche.pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const texte = texteDuPdf(fiche.pdf);
    for (const attendu of [
      'Fiche synthétique de la copropriété',
      'AB1234567',
      'Résidence des Lilas',
      '12 rue des Lilas, 69003 Lyon',
      'Date du règlement de copropriété',
      '15/03/1972',
      'Nombre total de lots',
      '48',
      'Cabinet Lumière',
      'Syndic professionnel',
      'du 01/07/2024 au 30/06/2027',
      'Charges pour opérations courantes',
      '85 432,50',
      'Copropriétaires débiteurs de plus de 300 euros',
      'Individuel',
      'Établie le 25/11/2026 à 00:30',
      'décret n° 2016-1822',
      fiche.urlVerification,
      fiche.empreinteContenu,
    ]) {
      expect(texte, attendu).toContain(attendu);
    }
  });

  it('nomme le fichier par le numéro et le jour à Paris, et donne ses deux empreintes', async () => {
    const fiche = await genererFicheSynthetique(ENTREE, { urlPublique: URL_PUBLIQUE, jeton: 'essai' });
    expect(fiche.nomFichier).toBe('AB1234567_fiche_synthetique_20261125.pdf');
    expect(fiche.empreintePdf).toBe(createHash('sha256').update(fiche.pdf).digest('hex'));
    expect(fiche.empreinteContenu).toMatch(/^[0-9a-f]{64}$/);
    expect(fiche.empreinteContenu).not.toBe(fiche.empreintePdf);
    expect(fiche.urlVerification).toBe(
      `${URL_PUBLIQUE}/fiche-synthetique/verification/${fiche.empreinteContenu}`,
    );
  });

  it('le contenu fixe son empreinte ; deux émissions ou deux déclarations différentes ne se confondent pas', async () => {
    const a = await genererFicheSynthetique(ENTREE, { urlPublique: URL_PUBLIQUE, jeton: 'j1' });
    const memeContenu = await genererFicheSynthetique(ENTREE, { urlPublique: URL_PUBLIQUE, jeton: 'j1' });
    const autreEmission = await genererFicheSynthetique(ENTREE, { urlPublique: URL_PUBLIQUE });
    const autreDeclaration = await genererFicheSynthetique(
      {
        ...ENTREE,
        declaration: {
          ...DECLARATION,
          immatCopropriete: {
            ...DECLARATION.immatCopropriete,
            identification: { ...DECLARATION.immatCopropriete.identification, nbLots: 50 },
          },
        },
      },
      { urlPublique: URL_PUBLIQUE, jeton: 'j1' },
    );
    expect(memeContenu.empreinteContenu).toBe(a.empreinteContenu);
    expect(autreEmission.empreinteContenu).not.toBe(a.empreinteContenu);
    expect(autreDeclaration.empreinteContenu).not.toBe(a.empreinteContenu);
    expect(texteDuPdf(autreDeclaration.pdf)).toContain('50');
  });

  it('une longue déclaration continue sur une seconde page sans rien perdre', async () => {
    const adresses = Array.from({ length: 40 }, (_, i) => ({
      numeroVoie: String(i + 1),
      voie: 'allée des Très Longues Adresses Complémentaires',
      codePostal: '69003',
      commune: 'Lyon',
      geolocalisee: false,
    }));
    const fiche = await genererFicheSynthetique(
      {
        ...ENTREE,
        declaration: {
          ...DECLARATION,
          immatCopropriete: {
            ...DECLARATION.immatCopropriete,
            identification: { ...DECLARATION.immatCopropriete.identification, adresseSecondaire: adresses },
          },
        },
      },
      { urlPublique: URL_PUBLIQUE },
    );
    const pages =
      Buffer.from(fiche.pdf)
        .toString('latin1')
        .match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const texte = texteDuPdf(fiche.pdf);
    expect(texte).toContain('Personnel employé par le syndicat');
    expect(texte).toContain(fiche.empreinteContenu);
  });
});
