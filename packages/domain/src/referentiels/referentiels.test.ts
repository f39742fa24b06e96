import { describe, expect, it } from 'vitest';
import { Profil } from '../permissions/profils.js';
import * as referentiels from './index.js';
import {
  CategorieEvenement,
  categorieDuTypeEvenement,
  champsObligatoiresParTypeReclamation,
  drapeauDuTypeArrete,
  estErreurControleRattachementBloquante,
  lireTypeChauffage,
  MotifDissolution,
  PrecisionReclamation,
  precisionsParTypeReclamation,
  TYPE_ARRETE_PAR_DEFAUT,
  TypeArrete,
  TypeDemandeur,
  TypeEvenement,
  TypeJustifDissolution,
  TypeReclamation,
  typesEvenementParCategorie,
  typesJustifDissolutionParMotif,
  typesJustifMandatAutorises,
  typesReclamationParDemandeur,
} from './index.js';

describe('libellés des référentiels', () => {
  const enumerations = Object.entries(referentiels as Record<string, unknown>).filter(
    (entree): entree is [string, { options: readonly string[] }] =>
      typeof entree[1] === 'object' &&
      entree[1] !== null &&
      'options' in entree[1] &&
      Array.isArray(entree[1].options),
  );

  it('trouve les énumérations du barrel', () => {
    expect(enumerations.map(([nom]) => nom)).toEqual(
      expect.arrayContaining([
        'TypeTeledeclarant',
        'TypeChauffage',
        'TypeMaj',
        'TypeEvenement',
        'TypeMotifRefus',
      ]),
    );
  });

  it.each(enumerations.map(([nom, schema]) => [nom, schema] as const))(
    '%s a un libellé français non vide pour chaque valeur',
    (nom, schema) => {
      const cle = `${nom.charAt(0).toLowerCase()}${nom.slice(1)}Labels`;
      const libelles = (referentiels as Record<string, unknown>)[cle] as Record<string, string> | undefined;
      expect(libelles, `libellés ${cle}`).toBeDefined();
      for (const valeur of schema.options) {
        expect(libelles?.[valeur]?.trim(), `${nom}.${valeur}`).toBeTruthy();
      }
      expect(Object.keys(libelles ?? {}).sort()).toEqual([...schema.options].sort());
    },
  );
});

describe('type de chauffage', () => {
  it.each([
    ['COLLECTIF', 'COLLECTIF'],
    ['NON_RENSEIGNE', 'NON_RENSEIGNE'],
    ['Non renseigné', 'NON_RENSEIGNE'],
    ['non renseigné', null],
    ['GAZ', null],
  ])('lit %j comme %j', (valeur, attendu) => {
    expect(lireTypeChauffage(valeur)).toBe(attendu);
  });
});

describe('journal des événements', () => {
  it('range chaque type d’événement dans exactement une catégorie', () => {
    const ranges = CategorieEvenement.options.flatMap((c) => typesEvenementParCategorie[c]);
    expect([...ranges].sort()).toEqual([...TypeEvenement.options].sort());
    expect(new Set(ranges).size).toBe(ranges.length);
  });

  it.each([
    ['CONNEXION_EN_TANT_QUE', 'CONNEXION'],
    ['REFUS_DEMANDE', 'VALIDATION'],
    ['MAJ_ANNUELLE', 'MISE_A_JOUR'],
    ['DISSOLUTION_EXECUTEE', 'DISSOLUTION'],
  ] as const)('%s appartient à %s', (type, categorie) => {
    expect(categorieDuTypeEvenement(type)).toBe(categorie);
  });

  it('emploie les profils d’utilisateur comme profils d’événement', () => {
    expect(Profil.options).toContain('TENEUR_ADMIN_PRINC');
  });
});

describe('arrêtés', () => {
  it('associe un drapeau distinct à chaque type et garde SECURITE_TR_INSALUBRITE par défaut', () => {
    const drapeaux = TypeArrete.options.map((type) => drapeauDuTypeArrete[type]);
    expect(new Set(drapeaux).size).toBe(TypeArrete.options.length);
    expect(TYPE_ARRETE_PAR_DEFAUT).toBe('SECURITE_TR_INSALUBRITE');
    expect(drapeauDuTypeArrete.SECURITE_TR_INSALUBRITE).toBe('flagSecuriteInsalubritePartiesCom');
  });
});

describe('rattachement', () => {
  it.each([
    ['immatNotExistant', true],
    ['immatStatusIncorrect', true],
    ['alreadyAttached', false],
    ['rattachementConteste', false],
  ] as const)('%s bloque : %s', (erreur, attendu) => {
    expect(estErreurControleRattachementBloquante(erreur)).toBe(attendu);
  });

  it('propose l’ordonnance de nomination au seul administrateur provisoire', () => {
    expect(typesJustifMandatAutorises(true)).toEqual(['ORDO_NOMINATION']);
    expect(typesJustifMandatAutorises(false)).toEqual(['CONTRAT_SYNDIC', 'PV_AG']);
  });
});

describe('dissolution', () => {
  it('propose au moins une pièce pour chaque motif, et toutes pour « autre »', () => {
    for (const motif of MotifDissolution.options) {
      expect(typesJustifDissolutionParMotif[motif].length, motif).toBeGreaterThan(0);
    }
    expect(typesJustifDissolutionParMotif.AUTRE).toEqual(TypeJustifDissolution.options);
    expect(typesJustifDissolutionParMotif.REUNION_LOTS).toEqual(['ACTE_NOTARIE']);
  });
});

describe('réclamations', () => {
  it('propose au moins un type à chaque demandeur, dont « autre demande »', () => {
    for (const demandeur of TypeDemandeur.options) {
      expect(typesReclamationParDemandeur[demandeur], demandeur).toContain('AUTRE');
    }
  });

  it('propose chaque type à au moins un demandeur et chaque précision à exactement un type', () => {
    const proposes = new Set(TypeDemandeur.options.flatMap((d) => typesReclamationParDemandeur[d]));
    expect([...proposes].sort()).toEqual([...TypeReclamation.options].sort());
    const precisions = TypeReclamation.options.flatMap((t) => precisionsParTypeReclamation[t]);
    expect([...precisions].sort()).toEqual([...PrecisionReclamation.options].sort());
  });

  it('exige la pièce justificative pour un rattachement', () => {
    expect(champsObligatoiresParTypeReclamation.RATTACHEMENT).toContain('pieceJointe');
    expect(champsObligatoiresParTypeReclamation.AUTRE).toEqual([]);
  });
});
