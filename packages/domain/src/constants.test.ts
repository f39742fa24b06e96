import { describe, expect, it } from 'vitest';
import {
  dateFichier,
  nomFichierDonneesBrutes,
  nomFichierExport,
  nomFichierFicheSynthetique,
} from './commun/fichiers.js';
import {
  CALENDRIER_IMMATRICULATION,
  COMMUNES_APPARIEES,
  completerCommunesAppariees,
  dateLimiteImmatriculation,
  LARGEUR_ECRAN_MINIMALE,
  LONGUEUR_MAX_EMAIL_NEWSLETTER,
  LONGUEUR_MAX_NOM_COPROPRIETE,
  NB_MAX_ADMINS_SECONDAIRES,
  PALIERS_PLAN_PLURIANNUEL_TRAVAUX,
  TAILLE_MAX_FICHIER_MO,
  TAILLE_MAX_FICHIER_OCTETS,
} from './constants.js';
import { tauxImpayesMandatAdHoc } from './declaration/procedures.rules.js';

describe('communes appariées (ADR 0033)', () => {
  it('choisir 34723 ajoute 34728, et inversement', () => {
    expect(COMMUNES_APPARIEES).toEqual([[34723, 34728]]);
    expect(completerCommunesAppariees([34723])).toEqual([34723, 34728]);
    expect(completerCommunesAppariees([12, 34728])).toEqual([12, 34728, 34723]);
  });

  it("n'ajoute rien aux autres communes et ne crée pas de doublon", () => {
    expect(completerCommunesAppariees([1, 2])).toEqual([1, 2]);
    expect(completerCommunesAppariees([34728, 34723])).toEqual([34728, 34723]);
    expect(completerCommunesAppariees([])).toEqual([]);
  });
});

describe('noms des fichiers exportés', () => {
  it('datent le fichier du jour à Paris, au format aaaammjj', () => {
    // 31/12/2024 à 23 h 30 UTC : il est déjà le 01/01/2025 à Paris.
    expect(dateFichier(new Date('2024-12-31T23:30:00Z'))).toBe('20250101');
    expect(nomFichierExport('extraction', 'csv', new Date('2025-07-14T10:00:00Z'))).toBe(
      'extraction_20250714.csv',
    );
  });

  it('préfixent la fiche synthétique unique par le numéro d’immatriculation', () => {
    expect(nomFichierFicheSynthetique('AB1234567', new Date('2025-03-02T08:00:00Z'))).toBe(
      'AB1234567_fiche_synthetique_20250302.pdf',
    );
  });

  it('remplacent « test » par « donnees » dans le fichier de données brutes', () => {
    expect(nomFichierDonneesBrutes('export_test_2025.zip')).toBe('export_donnees_2025.zip');
    expect(nomFichierDonneesBrutes('export_2025.zip')).toBe('export_2025.zip');
  });
});

describe('calendriers et seuils', () => {
  it("dates limites d'immatriculation selon la taille", () => {
    expect(dateLimiteImmatriculation(201)).toBe('2016-12-31');
    expect(dateLimiteImmatriculation(200)).toBe('2017-12-31');
    expect(dateLimiteImmatriculation(51)).toBe('2017-12-31');
    expect(dateLimiteImmatriculation(50)).toBe('2018-12-31');
    expect(CALENDRIER_IMMATRICULATION).toHaveLength(3);
  });

  it('les paliers du plan pluriannuel de travaux couvrent toutes les tailles sans recouvrement', () => {
    for (let nbLots = 0; nbLots <= 1000; nbLots += 1) {
      const paliers = PALIERS_PLAN_PLURIANNUEL_TRAVAUX.filter(
        (palier) => nbLots >= palier.lotsMin && (palier.lotsMax === null || nbLots <= palier.lotsMax),
      );
      expect(paliers).toHaveLength(1);
    }
  });

  it('seuil du mandat ad hoc : 15 % au-delà de 200 lots, 25 % sinon', () => {
    expect(tauxImpayesMandatAdHoc(201)).toBe(0.15);
    expect(tauxImpayesMandatAdHoc(200)).toBe(0.25);
  });

  it('garde les constantes existantes et leurs valeurs', () => {
    expect(LARGEUR_ECRAN_MINIMALE).toBe(992);
    expect(TAILLE_MAX_FICHIER_OCTETS).toBe(TAILLE_MAX_FICHIER_MO * 1024 * 1024);
    expect(NB_MAX_ADMINS_SECONDAIRES).toBe(4);
  });

  it('longueurs de spec 2 §9', () => {
    expect(LONGUEUR_MAX_EMAIL_NEWSLETTER).toBe(100);
    expect(LONGUEUR_MAX_NOM_COPROPRIETE).toBe(50);
  });
});
