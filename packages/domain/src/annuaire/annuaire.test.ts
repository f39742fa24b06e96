import { describe, expect, it } from 'vitest';
import { correspondAuMotif } from '../commun/recherche-texte.js';
import { EtatCopropriete } from '../copropriete/etat-copropriete.js';
import { FichePublique, ProceduresPubliques, proceduresPubliquesLabels } from './fiche-publique.schema.js';
import {
  CriteresRechercheAnnuaire,
  codePostalDeRecherche,
  MESSAGE_AU_MOINS_UN_CHAMP_ANNUAIRE,
  motifsAnnuaire,
  pointDeRecherche,
  rechercheAdresseNonGeolocalisee,
  TAILLE_PAGE_MAX_ANNUAIRE,
} from './recherche-annuaire.schema.js';
import {
  CHAMPS_PUBLICS,
  DEFINITION_STATUTS_RATTACHEMENT,
  ETATS_DU_STATUT_PUBLIC,
  ETATS_VISIBLES_DU_PUBLIC,
  estVisibleDuPublic,
  StatutPublicCopropriete,
  statutPublicDe,
  statutRattachementPublicDe,
} from './visibilite-publique.js';

const messagesDe = (saisie: unknown): string[] => {
  const resultat = CriteresRechercheAnnuaire.safeParse(saisie);
  return resultat.success ? [] : resultat.error.issues.map((i) => i.message);
};

describe('visibilité publique (ADR 0240)', () => {
  it('ne montre ni brouillon, ni demande à valider, ni refus, ni annulation, ni suppression', () => {
    for (const etat of [
      'BROUILLON',
      'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
      'IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION',
      'IMMATRICULATION_ET_RATTACHEMENT_REFUSES',
      'IMMATRICULATION_ANNULEE',
      'IMMATRICULATION_DEMANDE_DE_PRECISIONS',
      'SUPPRIMEE',
      'FUTUR',
    ] as const) {
      expect(estVisibleDuPublic({ etat, numeroImmatriculation: 'AB1234567' }), etat).toBe(false);
    }
  });

  it('montre les copropriétés immatriculées, en dissolution et dissoutes, pourvu qu’elles aient un numéro', () => {
    for (const etat of ETATS_VISIBLES_DU_PUBLIC) {
      expect(estVisibleDuPublic({ etat, numeroImmatriculation: 'AB1234567' })).toBe(true);
      expect(estVisibleDuPublic({ etat, numeroImmatriculation: null })).toBe(false);
    }
    expect(ETATS_VISIBLES_DU_PUBLIC.every((e) => EtatCopropriete.options.includes(e))).toBe(true);
  });

  it('chaque filtre de statut ne couvre que des états visibles, et chaque état visible a son statut', () => {
    const visibles = new Set<string>(ETATS_VISIBLES_DU_PUBLIC);
    for (const statut of StatutPublicCopropriete.options) {
      expect(ETATS_DU_STATUT_PUBLIC[statut].length).toBeGreaterThan(0);
      expect(ETATS_DU_STATUT_PUBLIC[statut].every((e) => visibles.has(e))).toBe(true);
    }
    for (const definition of Object.values(DEFINITION_STATUTS_RATTACHEMENT)) {
      expect(definition.etats.every((e) => visibles.has(e))).toBe(true);
    }
    for (const etat of ETATS_VISIBLES_DU_PUBLIC) {
      expect(ETATS_DU_STATUT_PUBLIC[statutPublicDe(etat)]).toContain(etat);
    }
  });

  it('dit le rattachement selon le début du mandat', () => {
    expect(statutRattachementPublicDe('IMMATRICULEE_RATTACHEE', false)).toBe('RATTACHEE_MANDAT_NON_COMMENCE');
    expect(statutRattachementPublicDe('IMMATRICULEE_RATTACHEE', true)).toBe('EN_COURS');
    expect(statutRattachementPublicDe('DISSOUTE', true)).toBeNull();
  });

  it('la fiche publique a exactement les champs publics, rien de financier', () => {
    const champs = [
      ...Object.keys(FichePublique.shape).filter((c) => c !== 'procedures'),
      ...Object.keys(ProceduresPubliques.shape),
    ].sort();
    expect(champs).toEqual([...CHAMPS_PUBLICS].sort());
    for (const prive of [
      'siret',
      'montantDettes',
      'email',
      'idTeledeclarant',
      'chargesOperationsCourantes',
    ]) {
      expect(champs).not.toContain(prive);
    }
    expect(Object.keys(proceduresPubliquesLabels).sort()).toEqual(
      Object.keys(ProceduresPubliques.shape).sort(),
    );
  });
});

describe('critères de la recherche de l’annuaire', () => {
  it('exige au moins un champ (spec 2 §5.6), en simple comme en avancée', () => {
    expect(messagesDe({})).toContain(MESSAGE_AU_MOINS_UN_CHAMP_ANNUAIRE);
    expect(messagesDe({ isRechercheAvancee: true })).toContain(MESSAGE_AU_MOINS_UN_CHAMP_ANNUAIRE);
    expect(messagesDe({ immatriculationOuNom: '  $ ' })).toContain(MESSAGE_AU_MOINS_UN_CHAMP_ANNUAIRE);
    expect(messagesDe({ isRechercheAvancee: true, statutsCopropriete: [] })).toContain(
      MESSAGE_AU_MOINS_UN_CHAMP_ANNUAIRE,
    );
    expect(messagesDe({ immatriculationOuNom: 'tilleuls' })).toEqual([]);
    expect(messagesDe({ isRechercheAvancee: true, statutsCopropriete: ['DISSOUTE'] })).toEqual([]);
    expect(messagesDe({ isRechercheAvancee: true, majAnnuelle: 'A_FAIRE' })).toEqual([]);
    expect(messagesDe({ adresseNonStructuree: { x: 2.35, y: 48.85 } })).toEqual([]);
  });

  it('borne la taille de page, la longueur des textes, et refuse un champ inconnu', () => {
    expect(
      messagesDe({
        immatriculationOuNom: 'a',
        paginationOptions: { pageSize: TAILLE_PAGE_MAX_ANNUAIRE + 1 },
      }),
    ).toHaveLength(1);
    expect(messagesDe({ immatriculationOuNom: 'a', paginationOptions: { pageSize: 0 } })).toHaveLength(1);
    expect(messagesDe({ immatriculationOuNom: 'x'.repeat(10_240) })[0]).toMatch(/au plus 100 caractères/);
    expect(messagesDe({ immatriculationOuNom: 'a', inconnu: 1 }).length).toBeGreaterThan(0);
    expect(messagesDe({ isRechercheAvancee: true, codeDepartement: '00' }).length).toBeGreaterThan(0);
    expect(
      messagesDe({ isRechercheAvancee: true, statutsCopropriete: ['BROUILLON'] }).length,
    ).toBeGreaterThan(0);
    expect(messagesDe({ adresseNonStructuree: { x: 2.35 } })).toContain(
      'La longitude et la latitude vont ensemble.',
    );
  });

  it('contient, « $ » commence par, « _ » un caractère, sans casse ni accents', () => {
    const c = CriteresRechercheAnnuaire.parse({
      isRechercheAvancee: true,
      nom: 'Résidence',
      commune: '$saint_e',
    });
    const m = motifsAnnuaire(c);
    expect(m.nom?.motifIlike).toBe('%residence%');
    expect(correspondAuMotif(m.nom!, 'LES JARDINS DE LA RESIDENCE')).toBe(true);
    expect(m.commune?.motifIlike).toBe('saint_e%');
    expect(correspondAuMotif(m.commune!, 'Saint-Étienne')).toBe(true);
    expect(correspondAuMotif(m.commune!, 'Paris Saint-Étienne')).toBe(false);
  });

  it("prend « % », « ' » et « \\ » littéralement", () => {
    const c = CriteresRechercheAnnuaire.parse({ immatriculationOuNom: "100%l'a\\b" });
    const motif = motifsAnnuaire(c).immatriculationOuNom!;
    expect(motif.motifIlike).toBe("%100\\%l'a\\\\b%");
    expect(correspondAuMotif(motif, "Résidence 100%l'a\\b")).toBe(true);
    expect(correspondAuMotif(motif, "Résidence 100 et l'a\\b")).toBe(false);
  });

  it('numéro d’immatriculation avec ou sans tirets', () => {
    const c = CriteresRechercheAnnuaire.parse({ isRechercheAvancee: true, numeroImmatriculation: 'AB1-234' });
    expect(motifsAnnuaire(c).numeroImmatriculation?.texte).toBe('ab1234');
  });

  it('adresse choisie : un point ; adresse non choisie : le texte de la voie, du code postal et de la commune', () => {
    const choisie = CriteresRechercheAnnuaire.parse({
      adresseNonStructuree: {
        voie: '12 rue de la Paix',
        codePostal: '75002',
        commune: 'Paris',
        x: 2.33,
        y: 48.87,
      },
    });
    expect(pointDeRecherche(choisie)).toEqual({ longitude: 2.33, latitude: 48.87 });
    expect(rechercheAdresseNonGeolocalisee(choisie)).toBe(false);
    expect(motifsAnnuaire(choisie).voie).toBeNull();
    const nonChoisie = CriteresRechercheAnnuaire.parse({
      adresseNonSelectionnee: true,
      adresseNonStructuree: { voie: 'rue inconnue', codePostal: '75002', x: 2.33, y: 48.87 },
    });
    expect(pointDeRecherche(nonChoisie)).toBeNull();
    expect(rechercheAdresseNonGeolocalisee(nonChoisie)).toBe(true);
    expect(motifsAnnuaire(nonChoisie).voie?.motifIlike).toBe('%rue inconnue%');
    expect(codePostalDeRecherche(nonChoisie)).toBe('75002');
  });
});
