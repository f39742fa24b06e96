import { describe, expect, it } from 'vitest';
import { ErreurMetier } from '../erreurs.js';
import type { Profil } from '../permissions/profils.js';
import { authoritiesDuProfil } from '../permissions/table.js';
import {
  ACTIONS_DISPONIBLES,
  ActionCopropriete,
  actionsPossiblesCopropriete,
  type ContexteActionCopropriete,
  deciderActionCopropriete,
  exigerActionCopropriete,
  MESSAGE_SANS_DECLARATION_EN_VIGUEUR,
  relationAvecCopropriete,
} from './actions-copropriete.js';
import { EtatCopropriete } from './etat-copropriete.js';

const compte = (profil: Profil) => ({ profil, authorities: authoritiesDuProfil(profil) });
const SYNDIC_ADMIN = compte('TELE_PRO_ADMIN_PRINC');
const SYNDIC_GESTION = compte('TELE_NONPRO_GESTION');
const NOTAIRE = compte('NOTAIRE_NOTAIRE');
const COLLABORATEUR = compte('NOTAIRE_COLLAB');
const TENEUR_ADMIN = compte('TENEUR_ADMIN_PRINC');
const HOTLINE = compte('TENEUR_ASS_HOTLINE_GES');

const ctx = (partiel: Partial<ContexteActionCopropriete>): ContexteActionCopropriete => ({
  etat: 'IMMATRICULEE_RATTACHEE',
  statutMandatCourant: 'COURANT',
  relation: 'TITULAIRE',
  compte: SYNDIC_ADMIN,
  ...partiel,
});

const decision = (action: ActionCopropriete, partiel: Partial<ContexteActionCopropriete>) =>
  deciderActionCopropriete(action, ctx(partiel));
const permise = (action: ActionCopropriete, partiel: Partial<ContexteActionCopropriete>) =>
  decision(action, partiel).permise;
const cause = (action: ActionCopropriete, partiel: Partial<ContexteActionCopropriete>) => {
  const d = decision(action, partiel);
  return d.permise ? 'permise' : d.cause;
};

/** États où la règle dit oui pour un contexte donné, tous états parcourus. */
const etatsPermis = (action: ActionCopropriete, partiel: Partial<ContexteActionCopropriete>) =>
  EtatCopropriete.options.filter((etat) => permise(action, { ...partiel, etat }));

describe('relationAvecCopropriete', () => {
  const liens = { idTeledeclarantAppelant: 7, idTeledeclarantCourant: null, appelantAuteur: false };
  it('le teneur est toujours TENEUR', () => {
    expect(relationAvecCopropriete(TENEUR_ADMIN, { ...liens, idTeledeclarantCourant: 7 })).toBe('TENEUR');
  });
  it("le syndic titulaire du mandat courant est TITULAIRE, même s'il est aussi l'auteur", () => {
    expect(
      relationAvecCopropriete(SYNDIC_ADMIN, { ...liens, idTeledeclarantCourant: 7, appelantAuteur: true }),
    ).toBe('TITULAIRE');
  });
  it("le syndic auteur d'un brouillon est AUTEUR_BROUILLON", () => {
    expect(relationAvecCopropriete(SYNDIC_GESTION, { ...liens, appelantAuteur: true })).toBe(
      'AUTEUR_BROUILLON',
    );
  });
  it("un syndic d'un autre établissement est AUTRE", () => {
    expect(relationAvecCopropriete(SYNDIC_ADMIN, { ...liens, idTeledeclarantCourant: 8 })).toBe('AUTRE');
  });
  it("le notaire de l'étude auteur est NOTAIRE_AUTEUR, un autre notaire AUTRE", () => {
    expect(relationAvecCopropriete(NOTAIRE, { ...liens, appelantAuteur: true })).toBe('NOTAIRE_AUTEUR');
    expect(relationAvecCopropriete(NOTAIRE, { ...liens, idTeledeclarantCourant: 8 })).toBe('AUTRE');
  });
  it('un compte sans établissement est AUTEUR_BROUILLON de ses brouillons, AUTRE sinon', () => {
    const sansEtablissement = { ...liens, idTeledeclarantAppelant: null };
    expect(relationAvecCopropriete(compte('DEFAULT'), { ...sansEtablissement, appelantAuteur: true })).toBe(
      'AUTEUR_BROUILLON',
    );
    expect(relationAvecCopropriete(compte('DEFAULT'), sansEtablissement)).toBe('AUTRE');
  });
});

describe('MODIFIER_DEMANDE', () => {
  const auteur = { relation: 'AUTEUR_BROUILLON', statutMandatCourant: 'A_VALIDER' } as const;
  it("permise à l'auteur d'une demande à valider, refusée, ou en demande de précisions", () => {
    expect(etatsPermis('MODIFIER_DEMANDE', auteur)).toEqual([
      'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
      'IMMATRICULATION_ET_RATTACHEMENT_REFUSES',
      'IMMATRICULATION_DEMANDE_DE_PRECISIONS',
    ]);
  });
  it('permise au notaire auteur', () => {
    expect(
      permise('MODIFIER_DEMANDE', {
        etat: 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
        relation: 'NOTAIRE_AUTEUR',
        compte: NOTAIRE,
      }),
    ).toBe(true);
  });
  it('refusée pendant la validation par le teneur (état)', () => {
    expect(
      cause('MODIFIER_DEMANDE', {
        ...auteur,
        etat: 'IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION',
      }),
    ).toBe('etat');
  });
  it("refusée à un autre établissement (relation) et au teneur (l'événement n'est pas le sien)", () => {
    expect(
      cause('MODIFIER_DEMANDE', { etat: 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER', relation: 'AUTRE' }),
    ).toBe('relation');
    expect(
      cause('MODIFIER_DEMANDE', {
        etat: 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
        relation: 'TENEUR',
        compte: TENEUR_ADMIN,
      }),
    ).toBe('etat');
  });
  it('refusée au collaborateur de notaire (droits)', () => {
    expect(
      cause('MODIFIER_DEMANDE', {
        etat: 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
        relation: 'NOTAIRE_AUTEUR',
        compte: COLLABORATEUR,
      }),
    ).toBe('droits');
  });
});

describe('MAJ_STANDARD', () => {
  it('permise au titulaire dans les états rattachés, expiré ou contesté', () => {
    expect(etatsPermis('MAJ_STANDARD', {})).toEqual([
      'IMMATRICULEE_RATTACHEE',
      'IMMATRICULEE_RATTACHEMENT_EXPIRE',
      'IMMATRICULEE_RATTACHEMENT_CONTESTE',
    ]);
  });
  it('permise au notaire auteur, y compris sur une copropriété à rattacher', () => {
    expect(
      permise('MAJ_STANDARD', {
        etat: 'IMMATRICULEE_A_RATTACHER',
        relation: 'NOTAIRE_AUTEUR',
        compte: NOTAIRE,
        statutMandatCourant: null,
      }),
    ).toBe(true);
  });
  it('refusée au titulaire sur une copropriété à rattacher ou en dissolution (état)', () => {
    expect(cause('MAJ_STANDARD', { etat: 'IMMATRICULEE_A_RATTACHER' })).toBe('etat');
    expect(cause('MAJ_STANDARD', { etat: 'DISSOLUTION_A_VALIDER' })).toBe('etat');
  });
  it('refusée à un autre établissement et au teneur (relation)', () => {
    expect(cause('MAJ_STANDARD', { relation: 'AUTRE' })).toBe('relation');
    expect(cause('MAJ_STANDARD', { relation: 'TENEUR', compte: TENEUR_ADMIN })).toBe('relation');
  });
  it("mandat expiré : permise à l'administrateur, refusée au gestionnaire (autorisation _EXPIRE)", () => {
    const expire = { etat: 'IMMATRICULEE_RATTACHEMENT_EXPIRE', statutMandatCourant: 'EXPIRE' } as const;
    expect(permise('MAJ_STANDARD', expire)).toBe(true);
    expect(cause('MAJ_STANDARD', { ...expire, compte: SYNDIC_GESTION })).toBe('droits');
    expect(permise('MAJ_STANDARD', { compte: SYNDIC_GESTION })).toBe(true);
  });
});

describe('MAJ_ANNUELLE', () => {
  it('permise au titulaire (administrateur ou gestionnaire) sur une copropriété rattachée', () => {
    expect(permise('MAJ_ANNUELLE', {})).toBe(true);
    expect(permise('MAJ_ANNUELLE', { compte: SYNDIC_GESTION })).toBe(true);
  });
  it('refusée au notaire, même auteur (relation), et hors des états de mise à jour', () => {
    expect(cause('MAJ_ANNUELLE', { relation: 'NOTAIRE_AUTEUR', compte: NOTAIRE })).toBe('relation');
    expect(cause('MAJ_ANNUELLE', { etat: 'BROUILLON' })).toBe('etat');
  });
  it('mandat expiré : refusée au gestionnaire (droits)', () => {
    expect(
      cause('MAJ_ANNUELLE', {
        etat: 'IMMATRICULEE_RATTACHEMENT_EXPIRE',
        statutMandatCourant: 'EXPIRE',
        compte: SYNDIC_GESTION,
      }),
    ).toBe('droits');
  });
});

describe('MAJ_COMPTES_NON_APPROUVES', () => {
  const aFaire = { faits: { majComptesNonApprouvesAFaire: true } };
  it('permise au titulaire quand un exercice non approuvé attend', () => {
    expect(permise('MAJ_COMPTES_NON_APPROUVES', aFaire)).toBe(true);
  });
  it("refusée quand rien n'attend (faits)", () => {
    expect(cause('MAJ_COMPTES_NON_APPROUVES', {})).toBe('faits');
  });
  it('refusée à un autre établissement et hors état', () => {
    expect(cause('MAJ_COMPTES_NON_APPROUVES', { ...aFaire, relation: 'AUTRE' })).toBe('relation');
    expect(cause('MAJ_COMPTES_NON_APPROUVES', { ...aFaire, etat: 'DISSOUTE' })).toBe('etat');
  });
});

describe('FICHE_SYNTHETIQUE', () => {
  it('permise au titulaire, au notaire auteur et au teneur sur une copropriété immatriculée', () => {
    expect(permise('FICHE_SYNTHETIQUE', {})).toBe(true);
    expect(permise('FICHE_SYNTHETIQUE', { relation: 'NOTAIRE_AUTEUR', compte: COLLABORATEUR })).toBe(true);
    expect(
      permise('FICHE_SYNTHETIQUE', { relation: 'TENEUR', compte: HOTLINE, etat: 'IMMATRICULEE_A_RATTACHER' }),
    ).toBe(true);
  });
  it("refusée avant l'immatriculation et après la dissolution (état)", () => {
    for (const etat of [
      'BROUILLON',
      'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
      'DISSOUTE',
      'SUPPRIMEE',
    ] as const) {
      expect(cause('FICHE_SYNTHETIQUE', { etat })).toBe('etat');
    }
  });
  it('refusée à un autre établissement (relation) et sans VISUALISER_COPRO (droits)', () => {
    expect(cause('FICHE_SYNTHETIQUE', { relation: 'AUTRE' })).toBe('relation');
    expect(cause('FICHE_SYNTHETIQUE', { compte: { profil: 'TELE_PRO_GESTION', authorities: [] } })).toBe(
      'droits',
    );
  });
});

describe('SUPPRIMER_BROUILLON', () => {
  const brouillon = {
    etat: 'BROUILLON',
    relation: 'AUTEUR_BROUILLON',
    statutMandatCourant: 'BROUILLON',
  } as const;
  it("permise à l'auteur du brouillon, syndic ou notaire", () => {
    expect(permise('SUPPRIMER_BROUILLON', brouillon)).toBe(true);
    expect(
      permise('SUPPRIMER_BROUILLON', { ...brouillon, relation: 'NOTAIRE_AUTEUR', compte: NOTAIRE }),
    ).toBe(true);
  });
  it('seulement depuis BROUILLON (état)', () => {
    expect(etatsPermis('SUPPRIMER_BROUILLON', { relation: 'AUTEUR_BROUILLON' })).toEqual(['BROUILLON']);
  });
  it('refusée à un autre et au collaborateur de notaire', () => {
    expect(cause('SUPPRIMER_BROUILLON', { ...brouillon, relation: 'AUTRE' })).toBe('relation');
    expect(
      cause('SUPPRIMER_BROUILLON', { ...brouillon, relation: 'NOTAIRE_AUTEUR', compte: COLLABORATEUR }),
    ).toBe('droits');
  });
});

describe('ENREGISTRER_MODIFICATIONS', () => {
  it("permise à l'auteur d'un brouillon d'immatriculation", () => {
    expect(permise('ENREGISTRER_MODIFICATIONS', { etat: 'BROUILLON', relation: 'AUTEUR_BROUILLON' })).toBe(
      true,
    );
  });
  it('permise au titulaire qui a un brouillon de mise à jour en cours, refusée sans brouillon (état)', () => {
    expect(permise('ENREGISTRER_MODIFICATIONS', { faits: { brouillonMajDeLAppelant: true } })).toBe(true);
    expect(cause('ENREGISTRER_MODIFICATIONS', {})).toBe('etat');
  });
  it('copropriété future : seulement le notaire auteur', () => {
    expect(
      permise('ENREGISTRER_MODIFICATIONS', { etat: 'FUTUR', relation: 'NOTAIRE_AUTEUR', compte: NOTAIRE }),
    ).toBe(true);
    expect(cause('ENREGISTRER_MODIFICATIONS', { etat: 'FUTUR', relation: 'AUTEUR_BROUILLON' })).toBe(
      'relation',
    );
  });
  it('refusée à un autre et sans ENREGISTRER_MODIFICATIONS', () => {
    expect(cause('ENREGISTRER_MODIFICATIONS', { etat: 'BROUILLON', relation: 'AUTRE' })).toBe('relation');
    expect(
      cause('ENREGISTRER_MODIFICATIONS', {
        etat: 'BROUILLON',
        relation: 'AUTEUR_BROUILLON',
        compte: compte('DEFAULT'),
      }),
    ).toBe('droits');
  });
});

describe('SUPPRIMER_DECLARATIONS', () => {
  const faites = {
    faits: { declarationsDepuisDerniereMajAnnuelle: true, declarationAnterieureEnVigueur: true },
  };
  it("permise au titulaire et à l'administrateur du teneur quand des déclarations ont été faites", () => {
    expect(permise('SUPPRIMER_DECLARATIONS', faites)).toBe(true);
    expect(permise('SUPPRIMER_DECLARATIONS', { ...faites, relation: 'TENEUR', compte: TENEUR_ADMIN })).toBe(
      true,
    );
  });
  it("refusée à l'assistance du teneur (droits), à un autre (relation), sans déclaration (faits)", () => {
    expect(cause('SUPPRIMER_DECLARATIONS', { ...faites, relation: 'TENEUR', compte: HOTLINE })).toBe(
      'droits',
    );
    expect(cause('SUPPRIMER_DECLARATIONS', { ...faites, relation: 'AUTRE' })).toBe('relation');
    expect(cause('SUPPRIMER_DECLARATIONS', {})).toBe('faits');
  });
  it('refusée sur une copropriété dissoute (état)', () => {
    expect(cause('SUPPRIMER_DECLARATIONS', { ...faites, etat: 'DISSOUTE' })).toBe('etat');
  });
  it('refusée (faits, conflit) quand aucune déclaration validée antérieure ne resterait en vigueur', () => {
    const seules = { faits: { declarationsDepuisDerniereMajAnnuelle: true } };
    expect(decision('SUPPRIMER_DECLARATIONS', seules)).toEqual({
      permise: false,
      cause: 'faits',
      message: MESSAGE_SANS_DECLARATION_EN_VIGUEUR,
    });
    expect(MESSAGE_SANS_DECLARATION_EN_VIGUEUR).toContain('sans déclaration en vigueur');
    expect(actionsPossiblesCopropriete(ctx(seules))).not.toContain('SUPPRIMER_DECLARATIONS');
    expect(() => exigerActionCopropriete('SUPPRIMER_DECLARATIONS', ctx(seules))).toThrow(
      expect.objectContaining({ nature: 'conflit' }),
    );
  });
});

describe('CORRIGER_DERNIERE_MAJ_ANNUELLE', () => {
  const corrigeable = { faits: { derniereMajAnnuelleCorrigeable: true } };
  it('permise au titulaire quand la dernière annuelle est corrigeable', () => {
    expect(permise('CORRIGER_DERNIERE_MAJ_ANNUELLE', corrigeable)).toBe(true);
  });
  it('refusée sans déclaration annuelle (faits), à un autre (relation), hors état', () => {
    expect(cause('CORRIGER_DERNIERE_MAJ_ANNUELLE', {})).toBe('faits');
    expect(cause('CORRIGER_DERNIERE_MAJ_ANNUELLE', { ...corrigeable, relation: 'AUTRE' })).toBe('relation');
    expect(
      cause('CORRIGER_DERNIERE_MAJ_ANNUELLE', { ...corrigeable, etat: 'IMMATRICULEE_A_RATTACHER' }),
    ).toBe('etat');
  });
});

describe('DECLARER_SUCCESSEUR (ADR 0330)', () => {
  it('permise au syndic titulaire d’une copropriété rattachée au mandat en cours, gestionnaire compris', () => {
    expect(etatsPermis('DECLARER_SUCCESSEUR', {})).toEqual(['IMMATRICULEE_RATTACHEE']);
    expect(permise('DECLARER_SUCCESSEUR', { compte: SYNDIC_GESTION })).toBe(true);
  });
  it('refusée à un autre établissement, au notaire, au teneur (relation) ; mandat déjà successeur déclaré ou expiré (état)', () => {
    expect(cause('DECLARER_SUCCESSEUR', { relation: 'AUTRE' })).toBe('relation');
    expect(cause('DECLARER_SUCCESSEUR', { relation: 'NOTAIRE_AUTEUR', compte: NOTAIRE })).toBe('relation');
    expect(cause('DECLARER_SUCCESSEUR', { relation: 'TENEUR', compte: TENEUR_ADMIN })).toBe('relation');
    expect(cause('DECLARER_SUCCESSEUR', { statutMandatCourant: 'SUCCESSEUR_DECLARE' })).toBe('etat');
    expect(cause('DECLARER_SUCCESSEUR', { statutMandatCourant: 'RENOUVELLEMENT_DECLARE' })).toBe('etat');
  });
  it('refusée sans l’autorisation DECLARER_SUCCESSEUR (droits)', () => {
    const sansDroit = { profil: 'TELE_PRO_ADMIN_PRINC' as const, authorities: [] };
    expect(cause('DECLARER_SUCCESSEUR', { compte: sansDroit })).toBe('droits');
  });
});

describe('ANNULER_DECLARATION_SUCCESSEUR (ADR 0313)', () => {
  const declare = { statutMandatCourant: 'SUCCESSEUR_DECLARE' as const };
  it('permise au syndic titulaire dont le mandat attend son successeur, gestionnaire compris', () => {
    expect(permise('ANNULER_DECLARATION_SUCCESSEUR', declare)).toBe(true);
    expect(permise('ANNULER_DECLARATION_SUCCESSEUR', { ...declare, compte: SYNDIC_GESTION })).toBe(true);
    expect(actionsPossiblesCopropriete(ctx(declare))).toContain('ANNULER_DECLARATION_SUCCESSEUR');
  });
  it('refusée sans déclaration en attente (état), à un autre établissement, au teneur (relation), sans droit', () => {
    expect(cause('ANNULER_DECLARATION_SUCCESSEUR', {})).toBe('etat');
    expect(cause('ANNULER_DECLARATION_SUCCESSEUR', { statutMandatCourant: 'SUCCESSEUR_VALIDE' })).toBe(
      'etat',
    );
    expect(cause('ANNULER_DECLARATION_SUCCESSEUR', { ...declare, relation: 'AUTRE' })).toBe('relation');
    expect(
      cause('ANNULER_DECLARATION_SUCCESSEUR', { ...declare, relation: 'TENEUR', compte: TENEUR_ADMIN }),
    ).toBe('relation');
    expect(
      cause('ANNULER_DECLARATION_SUCCESSEUR', {
        ...declare,
        compte: { profil: 'TELE_PRO_ADMIN_PRINC', authorities: [] },
      }),
    ).toBe('droits');
  });
});

describe('VALIDER_DECLARATION_PREDECESSEUR (ADR 0312)', () => {
  const successeur = {
    relation: 'AUTRE' as const,
    statutMandatCourant: 'SUCCESSEUR_DECLARE' as const,
    faits: { successeurDesigne: true },
  };
  it('permise au syndic désigné successeur dans les états de `validerSuccesseur`, gestionnaire compris', () => {
    expect(etatsPermis('VALIDER_DECLARATION_PREDECESSEUR', successeur)).toEqual([
      'IMMATRICULEE_A_RATTACHER',
      'IMMATRICULEE_RATTACHEE',
    ]);
    expect(permise('VALIDER_DECLARATION_PREDECESSEUR', { ...successeur, compte: SYNDIC_GESTION })).toBe(true);
  });
  it('refusée sans désignation en attente, au titulaire, au teneur (relation) ; mandat sans successeur déclaré (état)', () => {
    expect(cause('VALIDER_DECLARATION_PREDECESSEUR', { ...successeur, faits: {} })).toBe('relation');
    expect(cause('VALIDER_DECLARATION_PREDECESSEUR', { statutMandatCourant: 'SUCCESSEUR_DECLARE' })).toBe(
      'relation',
    );
    expect(
      cause('VALIDER_DECLARATION_PREDECESSEUR', { ...successeur, relation: 'TENEUR', compte: TENEUR_ADMIN }),
    ).toBe('relation');
    expect(cause('VALIDER_DECLARATION_PREDECESSEUR', { ...successeur, statutMandatCourant: 'COURANT' })).toBe(
      'etat',
    );
  });
  it('refusée sans l’autorisation VALIDER_DECLA_PREDECESSEUR (droits), au notaire compris', () => {
    expect(
      cause('VALIDER_DECLARATION_PREDECESSEUR', {
        ...successeur,
        compte: { profil: 'TELE_PRO_ADMIN_PRINC', authorities: [] },
      }),
    ).toBe('droits');
    expect(permise('VALIDER_DECLARATION_PREDECESSEUR', { ...successeur, compte: NOTAIRE })).toBe(false);
  });
  it('jamais proposée par la liste principale, qui ne lit pas la désignation', () => {
    expect(
      actionsPossiblesCopropriete(ctx({ relation: 'AUTRE', statutMandatCourant: 'SUCCESSEUR_DECLARE' })),
    ).not.toContain('VALIDER_DECLARATION_PREDECESSEUR');
  });
});

describe('actions des issues suivantes', () => {
  const suivantes = ActionCopropriete.options.filter(
    (action) => !(ACTIONS_DISPONIBLES as readonly string[]).includes(action),
  );
  it('sont toutes refusées comme pas encore disponibles', () => {
    for (const action of suivantes) {
      expect(cause(action, {})).toBe('indisponible');
    }
  });
});

describe('actionsPossiblesCopropriete et exigerActionCopropriete', () => {
  it('liste les actions permises, dans l’ordre de la spécification', () => {
    expect(
      actionsPossiblesCopropriete(
        ctx({
          faits: {
            majComptesNonApprouvesAFaire: true,
            declarationsDepuisDerniereMajAnnuelle: true,
            declarationAnterieureEnVigueur: true,
          },
        }),
      ),
    ).toEqual([
      'MAJ_ANNUELLE',
      'MAJ_STANDARD',
      'MAJ_COMPTES_NON_APPROUVES',
      'FICHE_SYNTHETIQUE',
      'SUPPRIMER_DECLARATIONS',
      'DISSOUDRE',
      'RENOUVELER_MANDAT',
      'DECLARER_SUCCESSEUR',
    ]);
    expect(actionsPossiblesCopropriete(ctx({ etat: 'BROUILLON', relation: 'AUTEUR_BROUILLON' }))).toEqual([
      'SUPPRIMER_BROUILLON',
      'ENREGISTRER_MODIFICATIONS',
    ]);
  });
  it('lève interdit pour les droits ou la relation, conflit pour l’état', () => {
    const leve = (action: ActionCopropriete, partiel: Partial<ContexteActionCopropriete>) => {
      try {
        exigerActionCopropriete(action, ctx(partiel));
        return 'aucune';
      } catch (erreur) {
        return erreur instanceof ErreurMetier ? erreur.nature : 'autre';
      }
    };
    expect(leve('MAJ_ANNUELLE', {})).toBe('aucune');
    expect(leve('MAJ_ANNUELLE', { relation: 'AUTRE' })).toBe('interdit');
    expect(leve('MAJ_ANNUELLE', { etat: 'DISSOUTE' })).toBe('conflit');
    expect(leve('RENOUVELER_MANDAT', { statutMandatCourant: 'RENOUVELLEMENT_DECLARE' })).toBe('conflit');
  });
});

describe('MODIFICATION_ADMINISTRATIVE (ADR 0275)', () => {
  const teneur = { relation: 'TENEUR' as const, compte: TENEUR_ADMIN };
  it('permise aux administrateurs du teneur sur une copropriété immatriculée sans demande en cours', () => {
    expect(etatsPermis('MODIFICATION_ADMINISTRATIVE', teneur)).toEqual([
      'IMMATRICULEE_A_RATTACHER',
      'IMMATRICULEE_RATTACHEE',
      'IMMATRICULEE_RATTACHEMENT_EXPIRE',
    ]);
    expect(permise('MODIFICATION_ADMINISTRATIVE', { ...teneur, compte: compte('TENEUR_ADMIN_SCOND') })).toBe(
      true,
    );
  });
  it('refusée pour l’état quand une demande est en cours ou la copropriété pas immatriculée', () => {
    expect(
      cause('MODIFICATION_ADMINISTRATIVE', { ...teneur, etat: 'IMMATRICULEE_RATTACHEMENT_CONTESTE' }),
    ).toBe('etat');
    expect(cause('MODIFICATION_ADMINISTRATIVE', { ...teneur, etat: 'BROUILLON' })).toBe('etat');
  });
  it('refusée à l’assistance du teneur (droits), au syndic titulaire et au notaire (relation)', () => {
    expect(cause('MODIFICATION_ADMINISTRATIVE', { relation: 'TENEUR', compte: HOTLINE })).toBe('droits');
    expect(
      cause('MODIFICATION_ADMINISTRATIVE', {
        relation: 'TENEUR',
        compte: compte('TENEUR_ASS_HOTLINE_ADMIN'),
      }),
    ).toBe('droits');
    expect(cause('MODIFICATION_ADMINISTRATIVE', {})).toBe('relation');
    expect(cause('MODIFICATION_ADMINISTRATIVE', { relation: 'NOTAIRE_AUTEUR', compte: NOTAIRE })).toBe(
      'relation',
    );
  });
});

describe('DISSOUDRE (ADR 0320)', () => {
  it('le syndic titulaire la déclare pour une copropriété rattachée, pas un autre syndic', () => {
    expect(etatsPermis('DISSOUDRE', { compte: SYNDIC_GESTION })).toEqual(['IMMATRICULEE_RATTACHEE']);
    expect(cause('DISSOUDRE', { compte: SYNDIC_GESTION, relation: 'AUTRE' })).toBe('relation');
  });

  it('le notaire la déclare pour toute copropriété immatriculée hors demande en cours, le collaborateur non', () => {
    expect(etatsPermis('DISSOUDRE', { compte: NOTAIRE, relation: 'AUTRE' }).sort()).toEqual(
      ['IMMATRICULEE_A_RATTACHER', 'IMMATRICULEE_RATTACHEE', 'IMMATRICULEE_RATTACHEMENT_EXPIRE'].sort(),
    );
    expect(cause('DISSOUDRE', { compte: COLLABORATEUR, relation: 'AUTRE' })).toBe('droits');
  });

  it('le teneur ne la déclare pas ; une demande déjà déposée ferme l’action', () => {
    expect(permise('DISSOUDRE', { compte: TENEUR_ADMIN, relation: 'TENEUR' })).toBe(false);
    expect(cause('DISSOUDRE', { etat: 'DISSOLUTION_A_VALIDER' })).toBe('etat');
  });
});

describe('suppressions par le teneur (ADR 0321)', () => {
  const teneur = { compte: TENEUR_ADMIN, relation: 'TENEUR' as const };
  it('l’administrateur du teneur supprime une copropriété dans les états de « supprimer », pas l’assistance ni un syndic', () => {
    expect(etatsPermis('SUPPRIMER_COPROPRIETE', teneur).sort()).toEqual(
      [
        'FUTUR',
        'IMMATRICULATION_ET_RATTACHEMENT_REFUSES',
        'IMMATRICULEE_A_RATTACHER',
        'IMMATRICULEE_RATTACHEE',
        'IMMATRICULEE_RATTACHEMENT_EXPIRE',
      ].sort(),
    );
    expect(cause('SUPPRIMER_COPROPRIETE', { compte: HOTLINE, relation: 'TENEUR' })).toBe('droits');
    expect(cause('SUPPRIMER_COPROPRIETE', {})).toBe('relation');
    expect(cause('SUPPRIMER_COPROPRIETE', { ...teneur, etat: 'DISSOUTE' })).toBe('etat');
  });

  it('le mandat se supprime quand il est courant ou expiré, copropriété rattachée ou au mandat expiré', () => {
    expect(etatsPermis('SUPPRIMER_MANDAT', teneur).sort()).toEqual(
      ['IMMATRICULEE_RATTACHEE', 'IMMATRICULEE_RATTACHEMENT_EXPIRE'].sort(),
    );
    expect(cause('SUPPRIMER_MANDAT', { ...teneur, statutMandatCourant: null })).toBe('etat');
    expect(cause('SUPPRIMER_MANDAT', { relation: 'TITULAIRE' })).toBe('relation');
  });
});
