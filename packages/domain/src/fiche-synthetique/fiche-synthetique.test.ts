import { describe, expect, it } from 'vitest';
import type { Declaration } from '../declaration/declaration.schema.js';
import {
  adresseFiche,
  contenuFicheSynthetique,
  EmpreinteFiche,
  type EntreeFicheSynthetique,
  montantFiche,
  NON_RENSEIGNE,
  type SectionFiche,
} from './fiche-synthetique.js';

const DECLARATION_EXEMPLE: Declaration = {
  nomCopropriete: 'Résidence des Lilas',
  immatCopropriete: {
    identification: {
      nomCopropriete: 'Résidence des Lilas',
      adressePrincipale: {
        numeroVoie: '12 bis',
        voie: 'rue des Lilas',
        codePostal: '69003',
        commune: 'Lyon',
        geolocalisee: true,
      },
      adresseSecondaire: [
        {
          numeroVoie: '3',
          voie: 'impasse Garibaldi',
          codePostal: '69003',
          commune: 'Lyon',
          geolocalisee: false,
        },
      ],
      dateReglementCopropriete: '15/03/1972',
      nbLots: 48,
      nbLotsHabBurCom: 30,
      nbLotsHab: 28,
      nbLotsStationnement: 18,
      syndicatPrincipal: true,
      syndicatCooperatif: false,
      residenceService: false,
      nbAsl: 0,
      nbAful: 1,
      nbUnionsSyndicats: 0,
      siret: null,
      parcelle: [
        {
          commune: 'Lyon',
          codeInsee: '69383',
          prefixe: '000',
          section: 'AB',
          numero: '0123',
          geolocalisee: true,
        },
      ],
    },
    procedures: {
      flagMandatAdhoc: false,
      flagOrdonnanceCarence: false,
      arretes: [{ type: 'PERIL_PARTIES_COMMUNES', dateArrete: '02/05/2019', dateMainLevee: '10/01/2021' }],
    },
    donneesFinancieres: {
      dateDebutExercice: '01/01/2024',
      dateClotureComptes: '31/12/2024',
      dateAg: '12/06/2025',
      comptesNonApprouves: false,
      chargesOperationsCourantes: 85_432.5,
      chargesOperationsExceptionnelles: 12_000,
      montantDettes: 4_321.09,
      montantImpayesCoproprietaires: 6_500,
      nbCoproprietairesImpayes: 3,
      montantFondTravaux: 25_000,
      presenceEmployes: true,
    },
    donneesTechniques: {
      nbBatimentsTotal: 2,
      periodeConstruction: 'DE_1961_A_1974',
      anneeConstruction: 1972,
      typeChauffage: 'COLLECTIF',
      chauffageCollectifUrbain: false,
      energieChauffageCollectifNonUrbain: 'GAZ_NATUREL',
      nbAscenseurs: 2,
      ppt: true,
    },
  },
};

const ENTREE: EntreeFicheSynthetique = {
  numeroImmatriculation: 'AB1234567',
  declaration: DECLARATION_EXEMPLE,
  syndic: {
    raisonSociale: 'Cabinet Lumière',
    type: 'PRO',
    siret: '12345678900017',
    adresse: ['12 RUE DES LILAS', '69003 LYON'],
    adminProvisoire: false,
    dateDebutMandat: '01/07/2024',
    dateFinMandat: '30/06/2027',
  },
  etablieLe: new Date('2026-11-24T06:00:00Z'),
};

const valeur = (sections: SectionFiche[], titre: string, libelle: string) =>
  sections.find((s) => s.titre.startsWith(titre))?.lignes.find((l) => l.libelle === libelle)?.valeur;

describe('contenu de la fiche synthétique (décret n° 2016-1822, CCH L711-2)', () => {
  const sections = contenuFicheSynthetique(ENTREE);

  it('suit les sections du décret, dans son ordre, puis les procédures', () => {
    expect(sections.map((s) => s.titre)).toEqual([
      'Identification de la copropriété',
      'Représentant légal',
      'Organisation juridique',
      'Caractéristiques techniques',
      'Équipements',
      'Caractéristiques financières',
      'Procédures (article L711-2 du code de la construction et de l’habitation)',
    ]);
  });

  it('identification : nom, numéro, adresses, règlement, parcelles', () => {
    expect(valeur(sections, 'Identification', "Nom d'usage")).toBe('Résidence des Lilas');
    expect(valeur(sections, 'Identification', "Numéro d'immatriculation")).toBe('AB1234567');
    expect(valeur(sections, 'Identification', "Adresse de l'immeuble")).toBe(
      '12 bis rue des Lilas, 69003 Lyon',
    );
    expect(valeur(sections, 'Identification', 'Adresses complémentaires')).toBe(
      '3 impasse Garibaldi, 69003 Lyon',
    );
    expect(valeur(sections, 'Identification', 'Date du règlement de copropriété')).toBe('15/03/1972');
    expect(valeur(sections, 'Identification', 'SIRET du syndicat')).toBe(NON_RENSEIGNE);
    expect(valeur(sections, 'Identification', 'Parcelles cadastrales')).toBe('Lyon AB 0123');
  });

  it('représentant légal courant et son mandat ; sans représentant, la fiche le dit', () => {
    expect(valeur(sections, 'Représentant', 'Nom ou raison sociale')).toBe('Cabinet Lumière');
    expect(valeur(sections, 'Représentant', 'Qualité')).toBe('Syndic professionnel');
    expect(valeur(sections, 'Représentant', 'Mandat')).toBe('du 01/07/2024 au 30/06/2027');
    const sansSyndic = contenuFicheSynthetique({ ...ENTREE, syndic: null });
    expect(valeur(sansSyndic, 'Représentant', 'Représentant légal')).toBe(
      'Aucun représentant légal rattaché',
    );
    const provisoire = contenuFicheSynthetique({
      ...ENTREE,
      syndic: { ...ENTREE.syndic!, adminProvisoire: true },
    });
    expect(valeur(provisoire, 'Représentant', 'Qualité')).toBe('Administrateur provisoire');
  });

  it('lots, bâtiments, construction, chauffage et ascenseurs', () => {
    expect(valeur(sections, 'Caractéristiques techniques', 'Nombre total de lots')).toBe('48');
    expect(valeur(sections, 'Caractéristiques techniques', "Lots à usage d'habitation")).toBe('28');
    expect(valeur(sections, 'Caractéristiques techniques', 'Nombre de bâtiments')).toBe('2');
    expect(valeur(sections, 'Caractéristiques techniques', 'Période de construction')).toMatch(/\(1972\)$/);
    expect(valeur(sections, 'Équipements', 'Type de chauffage')).toBe('Collectif : gaz naturel');
    expect(valeur(sections, 'Équipements', "Nombre d'ascenseurs")).toBe('2');
  });

  it('données financières du dernier exercice, montants en euros', () => {
    expect(valeur(sections, 'Caractéristiques financières', 'Exercice comptable')).toBe(
      'du 01/01/2024 au 31/12/2024',
    );
    expect(valeur(sections, 'Caractéristiques financières', 'Charges pour opérations courantes')).toBe(
      '85 432,50 €',
    );
    expect(valeur(sections, 'Caractéristiques financières', 'Fonds de travaux')).toBe('25 000,00 €');
    expect(
      valeur(sections, 'Caractéristiques financières', 'Copropriétaires débiteurs de plus de 300 euros'),
    ).toBe('3');
    expect(valeur(sections, 'Caractéristiques financières', 'Personnel employé par le syndicat')).toBe('Oui');
    const inconnues = contenuFicheSynthetique({
      ...ENTREE,
      declaration: {
        ...DECLARATION_EXEMPLE,
        immatCopropriete: {
          ...DECLARATION_EXEMPLE.immatCopropriete,
          donneesFinancieres: { donneesFinancieresInconnues: true },
        },
      },
    });
    expect(valeur(inconnues, 'Caractéristiques financières', 'Données financières')).toBe('Non déclarées');
  });

  it('procédures : arrêtés avec leurs dates', () => {
    expect(valeur(sections, 'Procédures', 'Arrêtés visant les parties communes')).toBe(
      'Arrêté de péril sur les parties communes du 02/05/2019 (mainlevée le 10/01/2021)',
    );
  });

  it('une déclaration vide donne « Non renseigné » partout, jamais « undefined » ni « null »', () => {
    const vide = contenuFicheSynthetique({ ...ENTREE, declaration: { immatCopropriete: {} }, syndic: null });
    const textes = vide.flatMap((s) => s.lignes.map((l) => l.valeur));
    expect(textes.join(' ')).not.toMatch(/undefined|null|NaN/);
    expect(valeur(vide, 'Caractéristiques techniques', 'Nombre total de lots')).toBe(NON_RENSEIGNE);
  });

  it('formats : montants sans espace insécable (polices des PDF), adresse sur une ligne', () => {
    expect(montantFiche(1234567.8)).toBe('1 234 567,80 €');
    expect(montantFiche(null)).toBe(NON_RENSEIGNE);
    expect(
      adresseFiche({ lieuDit: 'Les Granges', codePostal: '38000', commune: 'Grenoble', geolocalisee: false }),
    ).toBe('Les Granges, 38000 Grenoble');
  });

  it("l'empreinte est 64 caractères hexadécimaux minuscules", () => {
    expect(EmpreinteFiche.safeParse('a'.repeat(64)).success).toBe(true);
    const refus = EmpreinteFiche.safeParse('Z'.repeat(64));
    expect(refus.success).toBe(false);
    expect(refus.error?.issues[0]?.message).toMatch(/64 caractères hexadécimaux/);
  });
});
