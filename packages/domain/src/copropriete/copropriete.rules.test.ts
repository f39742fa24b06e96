import { describe, expect, it } from 'vitest';
import type { ResultatRegles } from '../commun/resultat.js';
import { d } from '../test/dates.js';
import {
  type ContexteReglement,
  type DatesProcedures,
  estNumeroVoieUnique,
  type IdentificationCopropriete,
  immatriculationOfficePossible,
  type LotsCopropriete,
  verifierAdresseReference,
  verifierBatiments,
  verifierDateReglementCopropriete,
  verifierDatesProcedures,
  verifierIdentificationCopropriete,
  verifierImmatriculationOffice,
  verifierLots,
  verifierNomCopropriete,
  verifierParcelles,
  verifierStructuresAssociees,
} from './copropriete.rules.js';

const erreurs = (r: ResultatRegles) => r.erreurs.map((c) => c.code);
const champs = (r: ResultatRegles) => r.erreurs.map((c) => c.champ);

const AUJOURDHUI = d('15/06/2024');

describe('verifierDateReglementCopropriete (spec 2 §5.4)', () => {
  const cas: [string, ContexteReglement, string, string[]][] = [
    ['syndic, 31/12/2016 : accepté', 'IMMATRICULATION_SYNDIC', '31/12/2016', []],
    [
      'syndic, 01/01/2017 : refusé (le notaire immatricule)',
      'IMMATRICULATION_SYNDIC',
      '01/01/2017',
      ['copropriete.dateReglement.syndicApres2016'],
    ],
    ['notaire initiale, 01/01/2017 : accepté', 'IMMATRICULATION_NOTAIRE_INITIALE', '01/01/2017', []],
    [
      'notaire initiale, 31/12/2016 : refusé',
      'IMMATRICULATION_NOTAIRE_INITIALE',
      '31/12/2016',
      ['copropriete.dateReglement.notaireInitialeAvant2017'],
    ],
    ['notaire d’office, 31/12/2016 : accepté', 'IMMATRICULATION_NOTAIRE_OFFICE', '31/12/2016', []],
    [
      'notaire d’office, 01/01/2017 : refusé',
      'IMMATRICULATION_NOTAIRE_OFFICE',
      '01/01/2017',
      ['copropriete.dateReglement.officeApres2016'],
    ],
    ['mise à jour, 01/01/2017 : accepté', 'MISE_A_JOUR', '01/01/2017', []],
    ['mise à jour, 31/12/2016 : accepté', 'MISE_A_JOUR', '31/12/2016', []],
    ['01/01/1900 : accepté', 'IMMATRICULATION_SYNDIC', '01/01/1900', []],
    [
      '31/12/1899 : refusé',
      'IMMATRICULATION_SYNDIC',
      '31/12/1899',
      ['copropriete.dateReglement.anterieure1900'],
    ],
    [
      '31/12/1899 en mise à jour : refusé',
      'MISE_A_JOUR',
      '31/12/1899',
      ['copropriete.dateReglement.anterieure1900'],
    ],
    ['aujourd’hui : accepté', 'IMMATRICULATION_NOTAIRE_INITIALE', '15/06/2024', []],
    [
      'demain : refusé, un seul message',
      'IMMATRICULATION_SYNDIC',
      '16/06/2024',
      ['copropriete.dateReglement.posterieureAujourdhui'],
    ],
    [
      '1850 pour un notaire : seule la borne de 1900',
      'IMMATRICULATION_NOTAIRE_INITIALE',
      '01/01/1850',
      ['copropriete.dateReglement.anterieure1900'],
    ],
  ];
  it.each(cas)('%s', (_titre, contexte, date, attendu) => {
    const resultat = verifierDateReglementCopropriete(d(date), contexte, AUJOURDHUI);
    expect(erreurs(resultat)).toEqual(attendu);
    expect(resultat.erreurs.every((c) => c.champ === 'identification.dateReglementCopropriete')).toBe(true);
  });

  it('ne contrôle pas une date absente', () => {
    expect(verifierDateReglementCopropriete(null, 'IMMATRICULATION_SYNDIC', AUJOURDHUI).erreurs).toEqual([]);
  });
});

describe('immatriculation d’office par le notaire', () => {
  const sansSyndic = { syndicDesigne: false, dateMiseEnDemeureSyndic: null };

  it.each([
    ['règlement 31/12/2016, pas de syndic : possible', '31/12/2016', sansSyndic, true],
    ['règlement 01/01/2017, pas de syndic : impossible', '01/01/2017', sansSyndic, false],
    [
      'syndic mis en demeure il y a un mois jour pour jour : possible',
      '01/01/2000',
      { syndicDesigne: true, dateMiseEnDemeureSyndic: d('15/05/2024') },
      true,
    ],
    [
      'syndic mis en demeure il y a un mois moins un jour : impossible',
      '01/01/2000',
      { syndicDesigne: true, dateMiseEnDemeureSyndic: d('16/05/2024') },
      false,
    ],
    [
      'syndic non mis en demeure : impossible',
      '01/01/2000',
      { syndicDesigne: true, dateMiseEnDemeureSyndic: null },
      false,
    ],
    ['règlement inconnu : impossible', null, sansSyndic, false],
    ['règlement de 1899 : impossible', '31/12/1899', sansSyndic, false],
  ] as const)('%s', (_titre, reglement, situation, attendu) => {
    expect(immatriculationOfficePossible(reglement ? d(reglement) : null, situation, AUJOURDHUI)).toBe(
      attendu,
    );
  });

  it('signale la condition sur le syndic sur typeImmat', () => {
    const refuse = verifierImmatriculationOffice(
      { syndicDesigne: true, dateMiseEnDemeureSyndic: d('01/06/2024') },
      AUJOURDHUI,
    );
    expect(refuse.erreurs).toHaveLength(1);
    expect(refuse.erreurs[0]?.champ).toBe('typeImmat');
    expect(refuse.erreurs[0]?.code).toBe('copropriete.office.syndicNonMisEnDemeure');
    expect(verifierImmatriculationOffice(sansSyndic, AUJOURDHUI).erreurs).toEqual([]);
  });

  it('mise en demeure un 31/01 : possible à partir du 29/02 (fin de mois)', () => {
    const situation = { syndicDesigne: true, dateMiseEnDemeureSyndic: d('31/01/2024') };
    expect(verifierImmatriculationOffice(situation, d('28/02/2024')).erreurs).toHaveLength(1);
    expect(verifierImmatriculationOffice(situation, d('29/02/2024')).erreurs).toEqual([]);
  });
});

describe('verifierLots', () => {
  const valables: LotsCopropriete = { nbLots: 10, nbLotsHabBurCom: 6, nbLotsHab: 5, nbLotsStationnement: 4 };

  it.each([
    [
      'total 1 : refusé',
      { nbLots: 1, nbLotsHabBurCom: 1, nbLotsHab: 1, nbLotsStationnement: 0 },
      ['copropriete.nbLots.horsBornes'],
    ],
    ['total 2 : accepté', { nbLots: 2, nbLotsHabBurCom: 1, nbLotsHab: 1, nbLotsStationnement: 1 }, []],
    [
      'total 99 999 : accepté',
      { nbLots: 99_999, nbLotsHabBurCom: 99_999, nbLotsHab: 99_999, nbLotsStationnement: 0 },
      [],
    ],
    [
      'total 100 000 : refusé',
      { nbLots: 100_000, nbLotsHabBurCom: 10, nbLotsHab: 10, nbLotsStationnement: 0 },
      ['copropriete.nbLots.horsBornes'],
    ],
    [
      'total absent (0 ou 1 envoyé vide) : obligatoire',
      { ...valables, nbLots: null },
      ['copropriete.nbLots.obligatoire'],
    ],
    ['total non entier : refusé', { ...valables, nbLots: 10.5 }, ['copropriete.nbLots.horsBornes']],
    [
      'habitation-bureaux-commerces 0 : refusé',
      { ...valables, nbLotsHabBurCom: 0, nbLotsHab: 1 },
      ['copropriete.nbLotsHabBurCom.horsBornes'],
    ],
    [
      'habitation-bureaux-commerces 100 000 : refusé',
      { ...valables, nbLotsHabBurCom: 100_000 },
      ['copropriete.nbLotsHabBurCom.horsBornes'],
    ],
    ['habitation 0 : refusé', { ...valables, nbLotsHab: 0 }, ['copropriete.nbLotsHab.horsBornes']],
    [
      'habitation absente : obligatoire',
      { ...valables, nbLotsHab: null },
      ['copropriete.nbLotsHab.obligatoire'],
    ],
    ['habitation égale à habitation-bureaux-commerces : accepté', { ...valables, nbLotsHab: 6 }, []],
    [
      'habitation au-dessus de habitation-bureaux-commerces : refusé',
      { nbLots: 20, nbLotsHabBurCom: 6, nbLotsHab: 7, nbLotsStationnement: 4 },
      ['copropriete.nbLotsHab.superieurHabBurCom'],
    ],
    ['stationnement 0 : accepté', { ...valables, nbLotsStationnement: 0 }, []],
    [
      'stationnement −1 : refusé',
      { ...valables, nbLotsStationnement: -1 },
      ['copropriete.nbLotsStationnement.horsBornes'],
    ],
    [
      'stationnement 100 000 : refusé',
      { ...valables, nbLotsStationnement: 100_000 },
      ['copropriete.nbLotsStationnement.horsBornes'],
    ],
    [
      'stationnement absent : obligatoire',
      { ...valables, nbLotsStationnement: null },
      ['copropriete.nbLotsStationnement.obligatoire'],
    ],
    ['total = habitation-bureaux-commerces + stationnement : accepté', { ...valables, nbLots: 10 }, []],
    [
      'total = habitation-bureaux-commerces + stationnement − 1 : refusé',
      { ...valables, nbLots: 9 },
      ['copropriete.nbLots.inferieurHabBurComStationnement'],
    ],
    [
      'habitation trop grande et total entre les deux sommes : deux erreurs',
      { nbLots: 10, nbLotsHabBurCom: 5, nbLotsHab: 7, nbLotsStationnement: 4 },
      ['copropriete.nbLotsHab.superieurHabBurCom', 'copropriete.nbLots.inferieurHabStationnement'],
    ],
    [
      'total sous les deux sommes : seule la plus forte est signalée',
      { nbLots: 5, nbLotsHabBurCom: 6, nbLotsHab: 5, nbLotsStationnement: 4 },
      ['copropriete.nbLots.inferieurHabBurComStationnement'],
    ],
  ] as [string, LotsCopropriete, string[]][])('%s', (_titre, lots, attendu) => {
    expect(erreurs(verifierLots(lots))).toEqual(attendu);
  });

  it('rattache chaque erreur à son champ', () => {
    const resultat = verifierLots({
      nbLots: null,
      nbLotsHabBurCom: null,
      nbLotsHab: null,
      nbLotsStationnement: null,
    });
    expect(champs(resultat)).toEqual([
      'identification.nbLots',
      'identification.nbLotsHabBurCom',
      'identification.nbLotsHab',
      'identification.nbLotsStationnement',
    ]);
  });

  it('le message des bornes cite 99 999 avec une espace insécable', () => {
    const resultat = verifierLots({ ...valables, nbLots: 100_000 });
    expect(resultat.erreurs[0]?.message).toBe(
      'Le nombre total de lots doit être un nombre entier compris entre 2 et 99\u00a0999.',
    );
  });
});

describe('verifierStructuresAssociees', () => {
  it.each([
    ['absentes (valent 0) : acceptées', { nbAsl: null, nbAful: null, nbUnionsSyndicats: null }, []],
    ['0 et 99 : acceptés', { nbAsl: 0, nbAful: 99, nbUnionsSyndicats: 99 }, []],
    ['100 : refusé', { nbAsl: 100, nbAful: 0, nbUnionsSyndicats: 0 }, ['identification.nbAsl']],
    ['négatif : refusé', { nbAsl: 0, nbAful: -1, nbUnionsSyndicats: 0 }, ['identification.nbAful']],
    [
      'non entier : refusé',
      { nbAsl: 0, nbAful: 0, nbUnionsSyndicats: 1.5 },
      ['identification.nbUnionsSyndicats'],
    ],
  ])('%s', (_titre, structures, attendu) => {
    expect(champs(verifierStructuresAssociees(structures))).toEqual(attendu);
  });
});

describe('parcelles et adresse de référence', () => {
  it.each([
    ['aucune parcelle : refusé', [], true],
    [
      'seulement des parcelles non géolocalisées : refusé',
      [{ geolocalisee: false }, { geolocalisee: null }],
      true,
    ],
    [
      'une parcelle géolocalisée parmi d’autres : accepté',
      [{ geolocalisee: false }, { geolocalisee: true }],
      false,
    ],
  ])('%s', (_titre, parcelles, bloque) => {
    const resultat = verifierParcelles(parcelles);
    expect(resultat.erreurs.length > 0).toBe(bloque);
    if (bloque) expect(resultat.erreurs[0]?.champ).toBe('identification.parcelle');
  });

  it.each([
    ['12', true],
    ['12 bis', true],
    ['12B', true],
    [' 3 TER ', true],
    ['12-14', false],
    ['12 et 14', false],
    ['12/14', false],
    ['12, 14', false],
    ['bis', false],
    ['123456', false],
  ])('numéro de voie « %s » unique : %s', (numero, attendu) => {
    expect(estNumeroVoieUnique(numero)).toBe(attendu);
  });

  it.each([
    ['absente', null, ['copropriete.adressePrincipale.obligatoire']],
    ['sans voie', { numeroVoie: '12', voie: ' ' }, ['copropriete.adressePrincipale.obligatoire']],
    [
      'sans numéro',
      { numeroVoie: null, voie: 'rue de la Paix' },
      ['copropriete.adressePrincipale.numeroObligatoire'],
    ],
    [
      'avec deux numéros',
      { numeroVoie: '12-14', voie: 'rue de la Paix' },
      ['copropriete.adressePrincipale.numeroUnique'],
    ],
    ['avec un numéro', { numeroVoie: '12 bis', voie: 'rue de la Paix' }, []],
  ])('adresse de référence %s', (_titre, adresse, attendu) => {
    const resultat = verifierAdresseReference(adresse);
    expect(erreurs(resultat)).toEqual(attendu);
    expect(resultat.erreurs.every((c) => c.champ === 'identification.adressePrincipale')).toBe(true);
  });
});

describe('bâtiments et nom', () => {
  it.each([
    [null, true],
    [0, true],
    [1, false],
  ])('nombre total de bâtiments %s : bloquant %s', (nombre, bloque) => {
    const resultat = verifierBatiments(nombre);
    expect(resultat.erreurs.length > 0).toBe(bloque);
    if (bloque) expect(resultat.erreurs[0]?.champ).toBe('donneesTechniques.nbBatimentsTotal');
  });

  it.each([
    ['50 caractères : accepté', 'a'.repeat(50), false],
    ['51 caractères : refusé', 'a'.repeat(51), true],
    ['50 caractères accentués : accepté', 'é'.repeat(50), false],
    ['50 caractères entourés d’espaces : accepté', `  ${'a'.repeat(50)}  `, false],
    ['absent : accepté (présence contrôlée par le schéma)', null, false],
  ])('nom %s', (_titre, nom, bloque) => {
    expect(verifierNomCopropriete(nom).erreurs.length > 0).toBe(bloque);
  });
});

describe('verifierDatesProcedures', () => {
  const aucune: DatesProcedures = {
    flagSecuriteInsalubritePartiesCom: false,
    arretes: [],
    flagMandatAdhoc: false,
    mandatAdHoc: null,
    flagOrdonnanceCarence: false,
    ordonnanceCarence: null,
  };
  const avecArrete = (dateArrete: string, dateMainLevee: string | null): DatesProcedures => ({
    ...aucune,
    flagSecuriteInsalubritePartiesCom: true,
    arretes: [
      { dateArrete: d('01/01/2020'), dateMainLevee: null },
      { dateArrete: d(dateArrete), dateMainLevee: dateMainLevee ? d(dateMainLevee) : null },
    ],
  });

  it.each([
    ['mainlevée le lendemain de l’arrêté : acceptée', avecArrete('10/03/2024', '11/03/2024'), []],
    [
      'mainlevée le jour de l’arrêté : refusée',
      avecArrete('10/03/2024', '10/03/2024'),
      ['procedures.arretes.1.dateMainLevee'],
    ],
    [
      'mainlevée avant l’arrêté : refusée',
      avecArrete('10/03/2024', '09/03/2024'),
      ['procedures.arretes.1.dateMainLevee'],
    ],
    ['arrêté aujourd’hui : accepté', avecArrete('15/06/2024', null), []],
    ['arrêté demain : refusé', avecArrete('16/06/2024', null), ['procedures.arretes.1.dateArrete']],
    [
      'mainlevée future : refusée',
      avecArrete('10/03/2024', '16/06/2024'),
      ['procedures.arretes.1.dateMainLevee'],
    ],
  ])('%s', (_titre, procedures, attendu) => {
    expect(champs(verifierDatesProcedures(procedures, AUJOURDHUI))).toEqual(attendu);
  });

  it('ignore les arrêtés quand la case est décochée', () => {
    const procedures = {
      ...avecArrete('16/06/2024', '01/01/2020'),
      flagSecuriteInsalubritePartiesCom: false,
    };
    expect(verifierDatesProcedures(procedures, AUJOURDHUI).erreurs).toEqual([]);
  });

  it('contrôle chaque arrêté selon la case de son type, en gardant l’indice du formulaire', () => {
    const procedures: DatesProcedures = {
      ...aucune,
      flagSecuriteInsalubritePartiesCom: false,
      flagPerilPartiesCom: true,
      arretes: [
        { type: 'SECURITE_TR_INSALUBRITE', dateArrete: d('16/06/2024') },
        { type: 'PERIL_PARTIES_COMMUNES', dateArrete: d('16/06/2024') },
        { type: 'EQUIPEMENTS_COMMUNS', dateArrete: d('16/06/2024') },
      ],
    };
    expect(champs(verifierDatesProcedures(procedures, AUJOURDHUI))).toEqual([
      'procedures.arretes.1.dateArrete',
    ]);
  });

  it('un arrêté sans type relève de la case « mise en sécurité ou insalubrité »', () => {
    const procedures: DatesProcedures = {
      flagSecuriteInsalubritePartiesCom: true,
      arretes: [{ dateArrete: d('16/06/2024'), dateMainLevee: null }],
    };
    expect(champs(verifierDatesProcedures(procedures, AUJOURDHUI))).toEqual([
      'procedures.arretes.0.dateArrete',
    ]);
    expect(verifierDatesProcedures({}, AUJOURDHUI).erreurs).toEqual([]);
  });

  it.each([
    ['nomination la veille de la fin de mission : acceptée', '01/06/2024', '02/06/2024', []],
    [
      'nomination le jour de la fin de mission : refusée',
      '01/06/2024',
      '01/06/2024',
      ['procedures.mandatAdHoc.dateNomination.nonAnterieureFinMission'],
    ],
    [
      'nomination après la fin de mission : refusée',
      '01/06/2024',
      '01/05/2024',
      ['procedures.mandatAdHoc.dateNomination.nonAnterieureFinMission'],
    ],
    ['fin de mission future : acceptée', '01/06/2024', '01/06/2025', []],
    [
      'nomination future : refusée',
      '16/06/2024',
      '01/06/2025',
      ['procedures.mandatAdHoc.dateNomination.posterieureAujourdhui'],
    ],
  ])('mandat ad hoc : %s', (_titre, nomination, finMission, attendu) => {
    const procedures: DatesProcedures = {
      ...aucune,
      flagMandatAdhoc: true,
      mandatAdHoc: { dateNomination: d(nomination), dateFinMission: d(finMission) },
    };
    expect(erreurs(verifierDatesProcedures(procedures, AUJOURDHUI))).toEqual(attendu);
  });

  it('ordonnance de carence : aujourd’hui acceptée, demain refusée, case décochée ignorée', () => {
    const ordonnance = (date: string, coche: boolean): DatesProcedures => ({
      ...aucune,
      flagOrdonnanceCarence: coche,
      ordonnanceCarence: { dateOrdonnance: d(date) },
    });
    expect(verifierDatesProcedures(ordonnance('15/06/2024', true), AUJOURDHUI).erreurs).toEqual([]);
    expect(champs(verifierDatesProcedures(ordonnance('16/06/2024', true), AUJOURDHUI))).toEqual([
      'procedures.ordonnanceCarence.dateOrdonnance',
    ]);
    expect(verifierDatesProcedures(ordonnance('16/06/2024', false), AUJOURDHUI).erreurs).toEqual([]);
  });
});

describe('verifierIdentificationCopropriete', () => {
  const identification: IdentificationCopropriete = {
    nomCopropriete: 'Résidence des Tilleuls',
    dateReglementCopropriete: d('12/03/1975'),
    nbLots: 120,
    nbLotsHabBurCom: 80,
    nbLotsHab: 75,
    nbLotsStationnement: 40,
    nbAsl: 0,
    nbAful: null,
    nbUnionsSyndicats: 1,
    adressePrincipale: { numeroVoie: '4', voie: 'allée des Tilleuls' },
    parcelle: [{ geolocalisee: true }],
  };

  it('accepte une identification complète et cohérente', () => {
    expect(verifierIdentificationCopropriete(identification, 'IMMATRICULATION_SYNDIC', AUJOURDHUI)).toEqual({
      erreurs: [],
      avertissements: [],
    });
  });

  it('réunit les erreurs de toutes les règles', () => {
    const resultat = verifierIdentificationCopropriete(
      { ...identification, nbLots: 100, parcelle: [], adressePrincipale: null },
      'IMMATRICULATION_NOTAIRE_INITIALE',
      AUJOURDHUI,
    );
    expect(erreurs(resultat)).toEqual([
      'copropriete.dateReglement.notaireInitialeAvant2017',
      'copropriete.nbLots.inferieurHabBurComStationnement',
      'copropriete.adressePrincipale.obligatoire',
      'copropriete.parcelle.aucuneGeolocalisee',
    ]);
  });
});
