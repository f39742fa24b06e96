import { describe, expect, it } from 'vitest';
import { normaliserDeclaration } from '../commun/normalisation.js';
import {
  Declaration,
  DonneesTechniques,
  Identification,
  InfoRattachement,
  Procedures,
} from './declaration.schema.js';

const declarationComplete = {
  id: 12,
  numTeledeclarant: 3,
  isExerciceNonApprouve: false,
  adresseEmailUtilisateur: 'syndic@exemple.fr',
  statutMandatCourant: 'COURANT',
  etatCopropriete: 'BROUILLON',
  statut: 'BROUILLON',
  typeDeclaration: 'INITIALE',
  typeMaj: 'INITIALE',
  typeImmat: 'DEFAULT',
  dateClotureEditable: true,
  dateClotureDernierExercice: '31/12/2023',
  dateAgDerniereMajAnnuelle: null,
  utilisateurDeclare: 'Jean Dupont',
  nomCopropriete: 'Les Tilleuls',
  immatCopropriete: {
    infoRattachement: {
      adminProvisoire: false,
      dateDebutMandat: '01/07/2023',
      dateFinMandat: '30/06/2024',
      typeJustifMandat: 'PV_AG',
      nomFichierJustifMandat: 'pv.pdf',
    },
    identification: {
      adressePrincipale: {
        numeroVoie: '12',
        voie: 'rue des Lilas',
        codePostal: '75011',
        commune: 'Paris',
        geolocalisee: true,
      },
      adresseSecondaire: [],
      dateReglementCopropriete: '15/03/1972',
      nbLots: 40,
      nbLotsHab: 20,
      nbLotsHabBurCom: 22,
      nbLotsStationnement: 18,
      nomCopropriete: 'Les Tilleuls',
      numImmatriculationCoproprietePrincipale: '',
      parcelle: [{ codeInsee: '75111', section: 'AB', numero: '12' }],
      syndicatPrincipal: true,
      siret: '73282932000074',
    },
    procedures: {
      flagSecuriteInsalubritePartiesCom: true,
      arretes: [{ type: 'SECURITE_TR_INSALUBRITE', dateArrete: '01/02/2022', dateMainLevee: null }],
      mandatAdHoc: null,
    },
    donneesFinancieres: {
      dateDebutExercice: '01/01/2023',
      dateClotureComptes: '31/12/2023',
      chargesOperationsCourantes: 45_000.5,
      nbCoproprietairesImpayes: 2,
    },
    donneesTechniques: {
      classementEnergetique: { ETIQ_C: 1, ETIQ_NON_DETERMINE: 1 },
      typeChauffage: 'NON_RENSEIGNE',
      periodeConstruction: 'DE_1961_A_1974',
      nbBatimentsTotal: 2,
    },
  },
};

describe('schéma Declaration', () => {
  it('accepte une déclaration complète aux noms de champs de la spécification', () => {
    const resultat = Declaration.safeParse(declarationComplete);
    expect(resultat.error?.issues).toBeUndefined();
    expect(resultat.data?.immatCopropriete.identification?.parcelle?.[0]?.prefixe).toBe('000');
  });

  it('accepte un brouillon presque vide', () => {
    expect(Declaration.safeParse({ immatCopropriete: {} }).success).toBe(true);
  });

  it('accepte la déclaration une fois normalisée', () => {
    const normalisee = normaliserDeclaration(Declaration.parse(declarationComplete));
    expect(Declaration.safeParse(normalisee).success).toBe(true);
    expect(normalisee.immatCopropriete.identification?.numImmatriculationCoproprietePrincipale).toBeNull();
  });

  it.each([
    [{ dateReglementCopropriete: '31/02/2010' }, 'dateReglementCopropriete', 'date impossible'],
    [{ nbLots: 2.5 }, 'nbLots', 'nombre de lots décimal'],
    [{ nomCopropriete: 'x'.repeat(51) }, 'nomCopropriete', 'nom trop long'],
    [{ numImmatriculationCopropriete: 'AB12' }, 'numImmatriculationCopropriete', 'numéro mal formé'],
    [{ siret: '73282932000075' }, 'siret', 'SIRET à la clé fausse'],
    [{ parcelle: [{ section: 'ABC', numero: '1' }] }, 'parcelle', 'section trop longue'],
  ])('refuse une identification avec %j → %s (%s)', (champs, chemin, _raison) => {
    const resultat = Identification.safeParse(champs);
    expect(resultat.success).toBe(false);
    expect(resultat.error?.issues[0]?.path[0]).toBe(chemin);
  });

  it('refuse les valeurs hors référentiel', () => {
    expect(DonneesTechniques.safeParse({ typeChauffage: 'Non renseigné' }).success).toBe(false);
    expect(DonneesTechniques.safeParse({ classementEnergetique: { ETIQ_H: 1 } }).success).toBe(false);
    expect(InfoRattachement.safeParse({ typeJustifMandat: 'FACTURE' }).success).toBe(false);
    expect(Procedures.safeParse({ arretes: [{ type: 'INCONNU' }] }).success).toBe(false);
  });

  it('refuse un montant à plus de deux décimales', () => {
    const resultat = Declaration.safeParse({
      immatCopropriete: { donneesFinancieres: { montantDettes: 10.123 } },
    });
    expect(resultat.success).toBe(false);
  });
});
