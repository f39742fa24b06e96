import { describe, expect, it } from 'vitest';
import type { Arrete, Declaration } from '../declaration/declaration.schema.js';
import { normaliserDates, normaliserDeclaration } from './normalisation.js';

const declaration = (
  immat: Declaration['immatCopropriete'],
  racine: Partial<Declaration> = {},
): Declaration => ({
  ...racine,
  immatCopropriete: immat,
});

const identification = (d: Declaration) => d.immatCopropriete.identification;
const procedures = (d: Declaration) => d.immatCopropriete.procedures;

describe('normaliserDeclaration — lots et numéros (spec 2 §5.1)', () => {
  it.each([
    [0, null],
    [1, null],
    [2, 2],
    [150, 150],
    [null, null],
    [undefined, undefined],
  ])('nbLots %j est envoyé %j', (nbLots, attendu) => {
    const resultat = normaliserDeclaration(declaration({ identification: { nbLots } }));
    expect(identification(resultat)?.nbLots).toBe(attendu);
  });

  it.each([
    [0, null],
    [1, 1],
    [12, 12],
  ])('nbLotsHabBurCom %j est envoyé %j', (nbLotsHabBurCom, attendu) => {
    const resultat = normaliserDeclaration(declaration({ identification: { nbLotsHabBurCom } }));
    expect(identification(resultat)?.nbLotsHabBurCom).toBe(attendu);
  });

  it.each([
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
    ['ab1-234-567', 'AB1234567'],
    ['AB1234567', 'AB1234567'],
    ['X12', 'X12'],
  ])('numéro du syndicat principal %j devient %j', (numero, attendu) => {
    const resultat = normaliserDeclaration(
      declaration({ identification: { numImmatriculationCoproprietePrincipale: numero } }),
    );
    expect(identification(resultat)?.numImmatriculationCoproprietePrincipale).toBe(attendu);
  });

  it('met à 0 nbAful, nbAsl et nbUnionsSyndicats absents, et garde les valeurs saisies', () => {
    const absents = normaliserDeclaration(declaration({ identification: { nbAsl: null } }));
    expect(identification(absents)).toMatchObject({ nbAful: 0, nbAsl: 0, nbUnionsSyndicats: 0 });
    const saisis = normaliserDeclaration(
      declaration({ identification: { nbAful: 2, nbAsl: 3, nbUnionsSyndicats: 4 } }),
    );
    expect(identification(saisis)).toMatchObject({ nbAful: 2, nbAsl: 3, nbUnionsSyndicats: 4 });
  });

  it('met à 0 nbBatimentsTotal absent, même sans partie technique', () => {
    expect(normaliserDeclaration(declaration({})).immatCopropriete.donneesTechniques?.nbBatimentsTotal).toBe(
      0,
    );
    const saisi = normaliserDeclaration(declaration({ donneesTechniques: { nbBatimentsTotal: 3 } }));
    expect(saisi.immatCopropriete.donneesTechniques?.nbBatimentsTotal).toBe(3);
  });
});

describe('normaliserDeclaration — arrêtés', () => {
  const peril: Arrete = {
    id: 1,
    type: 'PERIL_PARTIES_COMMUNES',
    dateArrete: '01/02/2020',
    dateMainLevee: null,
  };
  const securite: Arrete = {
    id: 2,
    type: 'SECURITE_TR_INSALUBRITE',
    dateArrete: '03/04/2021',
    dateMainLevee: null,
  };
  const vide: Arrete = { id: null, type: 'SECURITE_TR_INSALUBRITE', dateArrete: null, dateMainLevee: null };

  it('garde les arrêtés dont le drapeau est vrai', () => {
    const resultat = normaliserDeclaration(
      declaration({
        procedures: {
          flagPerilPartiesCom: true,
          flagSecuriteInsalubritePartiesCom: false,
          arretes: [peril, securite],
        },
      }),
    );
    expect(procedures(resultat)?.arretes).toEqual([peril]);
  });

  it('retire les arrêtés dont le drapeau est absent ou faux et ajoute alors un arrêté vide par défaut', () => {
    const resultat = normaliserDeclaration(
      declaration({ procedures: { flagPerilPartiesCom: false, arretes: [peril, securite] } }),
    );
    expect(procedures(resultat)?.arretes).toEqual([vide]);
  });

  it('ajoute un arrêté vide SECURITE_TR_INSALUBRITE quand il n’y en a aucun', () => {
    expect(procedures(normaliserDeclaration(declaration({})))?.arretes).toEqual([vide]);
    expect(procedures(normaliserDeclaration(declaration({ procedures: { arretes: [] } })))?.arretes).toEqual([
      vide,
    ]);
  });

  it('n’ajoute pas d’arrêté vide quand un arrêté est gardé', () => {
    const resultat = normaliserDeclaration(
      declaration({ procedures: { flagSecuriteInsalubritePartiesCom: true, arretes: [securite] } }),
    );
    expect(procedures(resultat)?.arretes).toEqual([securite]);
  });
});

describe('normaliserDeclaration — dates', () => {
  it('remplace par null toute date invalide, à toute profondeur', () => {
    const resultat = normaliserDeclaration(
      declaration(
        {
          identification: { dateReglementCopropriete: '31/02/2010' },
          infoRattachement: { dateDebutMandat: '01/01/2024', dateFinMandat: 'bientôt' },
          procedures: {
            flagPerilPartiesCom: true,
            arretes: [
              { type: 'PERIL_PARTIES_COMMUNES', dateArrete: '2020-01-01', dateMainLevee: '29/02/2024' },
            ],
            mandatAdHoc: { dateNomination: '', dateFinMission: '15/06/2023' },
          },
          donneesFinancieres: { dateAg: '29/02/2023', dateClotureComptes: '31/12/2023' },
          donneesTechniques: { pptDate: '1/1/2024' },
        },
        {
          dateClotureDernierExercice: '32/12/2023',
          dateAgDerniereMajAnnuelle: '15/06/2023',
          dateClotureEditable: true,
        },
      ),
    );
    const immat = resultat.immatCopropriete;
    expect(immat.identification?.dateReglementCopropriete).toBeNull();
    expect(immat.infoRattachement).toEqual({ dateDebutMandat: '01/01/2024', dateFinMandat: null });
    expect(immat.procedures?.arretes).toEqual([
      { type: 'PERIL_PARTIES_COMMUNES', dateArrete: null, dateMainLevee: '29/02/2024' },
    ]);
    expect(immat.procedures?.mandatAdHoc).toEqual({ dateNomination: null, dateFinMission: '15/06/2023' });
    expect(immat.donneesFinancieres).toEqual({ dateAg: null, dateClotureComptes: '31/12/2023' });
    expect(immat.donneesTechniques?.pptDate).toBeNull();
    expect(resultat.dateClotureDernierExercice).toBeNull();
    expect(resultat.dateAgDerniereMajAnnuelle).toBe('15/06/2023');
    expect(resultat.dateClotureEditable).toBe(true);
  });

  it('ne touche pas aux champs qui ne sont pas des dates', () => {
    expect(
      normaliserDates({
        nomCopropriete: '31/02/2024',
        dateX: 12,
        liste: [{ dateY: 'x', finDate: 'y', update: 'z' }],
      }),
    ).toEqual({
      nomCopropriete: '31/02/2024',
      dateX: 12,
      liste: [{ dateY: null, finDate: null, update: 'z' }],
    });
  });
});

describe('normaliserDeclaration — propriétés générales', () => {
  const complete: Declaration = declaration(
    {
      identification: { nbLots: 1, nbLotsHabBurCom: 0, numImmatriculationCoproprietePrincipale: '' },
      procedures: { flagPerilPartiesCom: false, arretes: [{ type: 'PERIL_PARTIES_COMMUNES' }] },
      donneesFinancieres: { dateAg: 'x' },
    },
    { nomCopropriete: 'Les Tilleuls' },
  );

  it('ne modifie pas la déclaration reçue', () => {
    const copie = structuredClone(complete);
    normaliserDeclaration(complete);
    expect(complete).toEqual(copie);
  });

  it('donne le même résultat appliquée deux fois', () => {
    const une = normaliserDeclaration(complete);
    expect(normaliserDeclaration(une)).toEqual(une);
  });

  it('conserve les autres champs', () => {
    expect(normaliserDeclaration(complete).nomCopropriete).toBe('Les Tilleuls');
  });
});
