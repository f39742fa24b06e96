import { describe, expect, it } from 'vitest';
import { differencesDeclarations, libelleParcelle } from './differences.js';

const derniere = {
  identification: {
    nomCopropriete: 'Les Tilleuls',
    nbLots: 40,
    syndicatPrincipal: true,
    adressePrincipale: { libelle: '12 Rue des Tilleuls 69002 Lyon', geolocalisee: true },
    parcelle: [{ codeInsee: '69382', prefixe: '000', section: 'AB', numero: '12', geolocalisee: true }],
  },
  donneesFinancieres: { dateClotureComptes: '31/12/2024', chargesOperationsCourantes: 12000 },
  donneesTechniques: { typeChauffage: 'COLLECTIF', classementEnergetique: { ETIQ_C: 2 } },
  procedures: { arretes: [{ type: 'SECURITE_TR_INSALUBRITE', dateArrete: null, dateMainLevee: null }] },
} as const;

describe('différences entre la dernière déclaration validée et la mise à jour', () => {
  it('ne signale rien quand rien n’a changé, même sous une forme équivalente (liste vide, étiquette à 0)', () => {
    const memes = {
      ...derniere,
      identification: { ...derniere.identification, adresseSecondaire: [] },
      donneesTechniques: { ...derniere.donneesTechniques, classementEnergetique: { ETIQ_C: 2, ETIQ_A: 0 } },
      procedures: { arretes: [] },
    };
    expect(differencesDeclarations(derniere as never, memes as never)).toEqual([]);
  });

  it('donne chaque champ modifié avec son étape, son libellé et ses valeurs lisibles avant et après', () => {
    const maj = {
      ...derniere,
      identification: {
        ...derniere.identification,
        nbLots: 42,
        syndicatPrincipal: false,
        parcelle: [...derniere.identification.parcelle, { codeInsee: '69382', section: 'AC', numero: '7' }],
      },
      donneesFinancieres: { dateClotureComptes: '31/12/2025', chargesOperationsCourantes: 13500.5 },
      donneesTechniques: { typeChauffage: 'INDIVIDUEL', classementEnergetique: { ETIQ_C: 1, ETIQ_D: 1 } },
    };
    const differences = differencesDeclarations(derniere as never, maj as never);
    const parChemin = Object.fromEntries(differences.map((d) => [d.chemin, d]));
    expect(Object.keys(parChemin).sort()).toEqual(
      [
        'donneesFinancieres.chargesOperationsCourantes',
        'donneesFinancieres.dateClotureComptes',
        'donneesTechniques.classementEnergetique',
        'donneesTechniques.typeChauffage',
        'identification.nbLots',
        'identification.parcelle',
        'identification.syndicatPrincipal',
      ].sort(),
    );
    expect(parChemin['identification.nbLots']).toMatchObject({
      etape: 'identification',
      avant: '40',
      apres: '42',
    });
    expect(parChemin['identification.nbLots']?.libelle).toMatch(/lots/i);
    expect(parChemin['identification.syndicatPrincipal']).toMatchObject({ avant: 'Oui', apres: 'Non' });
    expect(parChemin['donneesTechniques.typeChauffage']).toMatchObject({
      avant: 'Collectif',
      apres: 'Individuel',
    });
    expect(parChemin['identification.parcelle']?.apres).toBe('69382 000 AB 12 ; 69382 000 AC 7');
    expect(parChemin['donneesFinancieres.chargesOperationsCourantes']?.apres).toBe('13\u202f500,5');
    expect(parChemin['donneesTechniques.classementEnergetique']?.avant).toBe('Étiquette C : 2');
  });

  it('sans déclaration validée, chaque champ renseigné est une nouveauté', () => {
    const differences = differencesDeclarations(null, { identification: { nomCopropriete: 'Neuve' } });
    expect(differences).toEqual([
      expect.objectContaining({ chemin: 'identification.nomCopropriete', avant: null, apres: 'Neuve' }),
    ]);
  });

  it('lit une référence cadastrale complète, préfixe par défaut compris', () => {
    expect(libelleParcelle({ codeInsee: '75056', section: 'A', numero: '1' } as never)).toBe('75056 000 A 1');
  });
});
