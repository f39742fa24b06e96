import { describe, expect, it } from 'vitest';
import { verifierAdresseReference } from './copropriete.rules.js';
import type { AdresseCandidate } from './copropriete.schema.js';
import {
  adresseDepuisCandidate,
  adresseNonGeolocalisee,
  identifiantParcelle,
  issueRechercheAdresse,
  parcelleLocalisee,
  referenceCadastrale,
} from './localisation.js';

const candidate = (label: string, extra: Partial<AdresseCandidate['properties']> = {}): AdresseCandidate => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [3.8776, 43.6108] },
  properties: {
    id: '34172_1234_00005',
    label,
    name: '5 Rue de la Loge',
    postcode: '34000',
    city: 'Montpellier',
    citycode: '34172',
    housenumber: '5',
    street: 'Rue de la Loge',
    type: 'housenumber',
    ...extra,
  },
});

describe('fenêtre de choix d’adresse (spec 1 §4)', () => {
  const exacte = candidate('5 Rue de la Loge 34000 Montpellier');

  it('choisit directement le seul résultat dont le libellé correspond exactement (casse, accents, ponctuation)', () => {
    expect(issueRechercheAdresse('5 rue de la loge, 34000 MONTPELLIER', [exacte])).toEqual({
      type: 'choisie',
      candidate: exacte,
    });
  });

  it('ouvre la fenêtre pour un seul résultat qui ne correspond pas', () => {
    expect(issueRechercheAdresse('5 rue loge', [exacte])).toEqual({ type: 'fenetre', candidates: [exacte] });
  });

  it('ouvre la fenêtre pour plusieurs résultats, même si l’un correspond exactement', () => {
    const autre = candidate('5 Rue de la Loge 13002 Marseille');
    expect(issueRechercheAdresse('5 Rue de la Loge 34000 Montpellier', [exacte, autre]).type).toBe('fenetre');
  });

  it('garde l’adresse saisie quand il n’y a aucun résultat', () => {
    expect(issueRechercheAdresse('1 rue imaginaire', [])).toEqual({ type: 'aucune' });
  });
});

describe('adresse tirée d’une proposition', () => {
  it('est géolocalisée, découpée en numéro et voie, et enrichie de l’identifiant du bâtiment', () => {
    const adresse = adresseDepuisCandidate(candidate('5 Rue de la Loge 34000 Montpellier'), 'QBAAG2G5F1XT');
    expect(adresse).toEqual({
      numeroVoie: '5',
      voie: 'Rue de la Loge',
      lieuDit: null,
      codePostal: '34000',
      commune: 'Montpellier',
      codeInsee: '34172',
      libelle: '5 Rue de la Loge 34000 Montpellier',
      identifiantBan: '34172_1234_00005',
      idBatiment: 'QBAAG2G5F1XT',
      longitude: 3.8776,
      latitude: 43.6108,
      geolocalisee: true,
    });
    expect(verifierAdresseReference(adresse).erreurs).toEqual([]);
  });

  it('sans numéro (voie choisie), l’adresse n’est pas acceptée comme adresse de référence', () => {
    const voie = adresseDepuisCandidate(
      candidate('Rue de la Loge 34000 Montpellier', {
        housenumber: null,
        type: 'street',
        name: 'Rue de la Loge',
      }),
      null,
    );
    expect(voie).toMatchObject({ numeroVoie: null, voie: 'Rue de la Loge', idBatiment: null });
    expect(verifierAdresseReference(voie).erreurs.map((e) => e.code)).toEqual([
      'copropriete.adressePrincipale.numeroObligatoire',
    ]);
  });
});

describe('adresse gardée telle que saisie, non géolocalisée', () => {
  it('reconnaît le numéro, la voie, le code postal et la commune', () => {
    expect(adresseNonGeolocalisee('  12 bis  chemin des Vignes 74940 Annecy-le-Vieux ')).toMatchObject({
      numeroVoie: '12 bis',
      voie: 'chemin des Vignes',
      codePostal: '74940',
      commune: 'Annecy-le-Vieux',
      libelle: '12 bis chemin des Vignes 74940 Annecy-le-Vieux',
      geolocalisee: false,
      longitude: null,
    });
  });

  it('garde une plage de numéros entière, que la règle de l’adresse de référence refuse', () => {
    const plage = adresseNonGeolocalisee('12-14 rue des Tanneurs 34000 Montpellier');
    expect(plage).toMatchObject({ numeroVoie: '12-14', voie: 'rue des Tanneurs' });
    expect(verifierAdresseReference(plage).erreurs.map((e) => e.code)).toEqual([
      'copropriete.adressePrincipale.numeroUnique',
    ]);
    expect(adresseNonGeolocalisee('12 avenue Foch')).toMatchObject({ numeroVoie: '12', voie: 'avenue Foch' });
    expect(adresseNonGeolocalisee('7 b rue Royale')).toMatchObject({ numeroVoie: '7 b', voie: 'rue Royale' });
  });

  it('garde une saisie sans numéro ni code postal comme voie', () => {
    expect(adresseNonGeolocalisee('Lieu-dit Les Granges')).toMatchObject({
      numeroVoie: null,
      voie: 'Lieu-dit Les Granges',
      codePostal: null,
      geolocalisee: false,
    });
  });
});

describe('référence cadastrale', () => {
  it('met la section sur 2 caractères et le numéro sur 4 chiffres', () => {
    expect(referenceCadastrale({ section: 'a', numero: '31' })).toEqual({
      prefixe: '000',
      section: '0A',
      numero: '0031',
    });
    expect(identifiantParcelle('74010', { prefixe: '011', section: 'AB', numero: '7' })).toBe(
      '74010011AB0007',
    );
  });

  it('refuse une section de 3 lettres, un numéro de 5 chiffres ou un préfixe mal formé', () => {
    expect(referenceCadastrale({ section: 'ABC', numero: '1' })).toBeNull();
    expect(referenceCadastrale({ section: 'AB', numero: '12345' })).toBeNull();
    expect(referenceCadastrale({ prefixe: '11', section: 'AB', numero: '1' })).toBeNull();
    expect(identifiantParcelle('7501', { section: 'AB', numero: '1' })).toBeNull();
  });

  it('marque une parcelle géolocalisée seulement si le cadastre la localise', () => {
    const saisie = { section: 'AB', numero: '31', prefixe: '000', geolocalisee: false };
    const base = { disponible: true, message: null, parcelle: null };
    expect(parcelleLocalisee(saisie, { ...base, existe: true, geolocalisee: true }).geolocalisee).toBe(true);
    expect(parcelleLocalisee(saisie, { ...base, existe: true, geolocalisee: false }).geolocalisee).toBe(
      false,
    );
    expect(
      parcelleLocalisee(saisie, { ...base, disponible: false, existe: false, geolocalisee: false })
        .geolocalisee,
    ).toBe(false);
  });
});
