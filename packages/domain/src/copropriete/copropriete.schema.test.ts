import { describe, expect, it } from 'vitest';
import { Adresse, AdresseCandidate, DonneesCopropriete, Parcelle } from './copropriete.schema.js';

describe('schémas de la copropriété', () => {
  it('marque une adresse non géolocalisée par défaut', () => {
    expect(Adresse.parse({ voie: 'rue des Lilas' }).geolocalisee).toBe(false);
  });

  it.each([
    [{ codePostal: '7501' }, false],
    [{ codeInsee: '2A004' }, true],
    [{ codeInsee: '2C004' }, false],
    [{ latitude: 91 }, false],
    [{ idBatiment: 'QBAAG2G5F1XT' }, true],
  ])('adresse %j valide : %s', (adresse, attendu) => {
    expect(Adresse.safeParse(adresse).success).toBe(attendu);
  });

  it.each([
    [{ section: 'A', numero: '12' }, true],
    [{ section: '0A', numero: '1234', prefixe: '123' }, true],
    [{ section: 'AB', numero: '12345' }, false],
    [{ section: 'ABC', numero: '12' }, false],
    [{ section: 'AB', numero: '12', prefixe: '12' }, false],
    [{ numero: '12' }, false],
  ])('parcelle %j valide : %s', (parcelle, attendu) => {
    expect(Parcelle.safeParse(parcelle).success).toBe(attendu);
  });

  it('lit une adresse candidate du service de géocodage', () => {
    const candidate = AdresseCandidate.parse({
      properties: {
        id: '75111_1234_00012',
        label: '12 Rue des Lilas 75011 Paris',
        name: '12 Rue des Lilas',
        postcode: '75011',
        city: 'Paris',
      },
      geometry: { type: 'Point', coordinates: [2.38, 48.86] },
    });
    expect(candidate.type).toBe('Feature');
  });

  it('exige le nom de la copropriété dans la vue formulaire', () => {
    expect(DonneesCopropriete.safeParse({ nomCopropriete: 'Les Tilleuls' }).success).toBe(true);
    expect(DonneesCopropriete.safeParse({ nomCopropriete: '' }).success).toBe(false);
    expect(DonneesCopropriete.safeParse({ nomCopropriete: 'A', statutRattachement: 'INCONNU' }).success).toBe(
      false,
    );
  });
});
