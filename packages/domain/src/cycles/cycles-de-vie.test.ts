import { describe, expect, it } from 'vitest';
import {
  EvenementCopropriete,
  etatSelonMandat,
  machineCopropriete,
  SELON_MANDAT,
} from '../copropriete/etat-copropriete.machine.js';
import { machineDeclaration } from '../declaration/statut-declaration.machine.js';
import { StatutMandat } from '../mandat/statut-mandat.js';
import { machineMandat } from '../mandat/statut-mandat.machine.js';
import { TypeEvenement } from '../referentiels/journal.js';
import { machineTeledeclarant } from '../teledeclarant/statut-teledeclarant.machine.js';
import { type ContexteTransition, type Machine, TypeActeur } from './machine.js';

/** Transition attendue : [état de départ, événement, état d'arrivée (ou cible symbolique)]. */
type Attendue = readonly [string, string, string];

/**
 * Tables attendues, écrites indépendamment des tables des machines : elles reprennent l'ADR 0030.
 * Toute divergence (règle ajoutée, retirée ou déplacée) fait échouer le test.
 */
const attenduesCopropriete: readonly Attendue[] = [
  ['BROUILLON', 'soumettre', 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER'],
  ['FUTUR', 'soumettre', 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER'],
  ['BROUILLON', 'declarerFuture', 'FUTUR'],
  ['BROUILLON', 'supprimerBrouillon', 'SUPPRIMEE'],
  [
    'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
    'prendreEnValidation',
    'IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION',
  ],
  ['DISSOLUTION_A_VALIDER', 'prendreEnValidation', 'DISSOLUTION_EN_COURS_DE_VALIDATION'],
  [
    'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
    'affecterTeneur',
    'IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION',
  ],
  [
    'IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION',
    'affecterTeneur',
    'IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION',
  ],
  ['DISSOLUTION_A_VALIDER', 'affecterTeneur', 'DISSOLUTION_EN_COURS_DE_VALIDATION'],
  ['DISSOLUTION_EN_COURS_DE_VALIDATION', 'affecterTeneur', 'DISSOLUTION_EN_COURS_DE_VALIDATION'],
  [
    'IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION',
    'libererVerrou',
    'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
  ],
  ['DISSOLUTION_EN_COURS_DE_VALIDATION', 'libererVerrou', 'DISSOLUTION_A_VALIDER'],
  ['IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION', 'valider', SELON_MANDAT],
  [
    'IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION',
    'refuser',
    'IMMATRICULATION_ET_RATTACHEMENT_REFUSES',
  ],
  [
    'IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION',
    'demanderPrecisions',
    'IMMATRICULATION_DEMANDE_DE_PRECISIONS',
  ],
  [
    'IMMATRICULATION_DEMANDE_DE_PRECISIONS',
    'repondrePrecisions',
    'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
  ],
  [
    'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
    'modifierDemande',
    'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
  ],
  ['IMMATRICULATION_ET_RATTACHEMENT_REFUSES', 'modifierDemande', 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER'],
  ['IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER', 'annuler', 'IMMATRICULATION_ANNULEE'],
  ['IMMATRICULATION_DEMANDE_DE_PRECISIONS', 'annuler', 'IMMATRICULATION_ANNULEE'],
  ['IMMATRICULATION_ET_RATTACHEMENT_REFUSES', 'annuler', 'IMMATRICULATION_ANNULEE'],
  ['FUTUR', 'annuler', 'IMMATRICULATION_ANNULEE'],
  ['IMMATRICULEE_A_RATTACHER', 'rattacher', 'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER'],
  ['IMMATRICULEE_RATTACHEMENT_EXPIRE', 'rattacher', 'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER'],
  ['IMMATRICULEE_RATTACHEMENT_A_CONFIRMER', 'confirmerRattachement', 'IMMATRICULEE_RATTACHEE'],
  ['IMMATRICULEE_RATTACHEMENT_A_CONFIRMER', 'refuserRattachement', SELON_MANDAT],
  ['IMMATRICULEE_RATTACHEE', 'contester', 'IMMATRICULEE_RATTACHEMENT_CONTESTE'],
  ['IMMATRICULEE_RATTACHEMENT_CONTESTE', 'validerContestation', 'IMMATRICULEE_RATTACHEE'],
  ['IMMATRICULEE_RATTACHEMENT_CONTESTE', 'refuserContestation', SELON_MANDAT],
  ['IMMATRICULEE_RATTACHEE', 'retirerRattachement', 'IMMATRICULEE_A_RATTACHER'],
  ['IMMATRICULEE_RATTACHEMENT_EXPIRE', 'retirerRattachement', 'IMMATRICULEE_A_RATTACHER'],
  ['IMMATRICULEE_RATTACHEE', 'expirer', 'IMMATRICULEE_RATTACHEMENT_EXPIRE'],
  ['IMMATRICULEE_RATTACHEE', 'renouveler', 'IMMATRICULEE_RATTACHEE'],
  ['IMMATRICULEE_RATTACHEMENT_EXPIRE', 'renouveler', 'IMMATRICULEE_RATTACHEE'],
  ['IMMATRICULEE_RATTACHEE', 'declarerSuccesseur', 'IMMATRICULEE_RATTACHEE'],
  ['IMMATRICULEE_A_RATTACHER', 'declarerSuccesseur', 'IMMATRICULEE_A_RATTACHER'],
  ['IMMATRICULEE_RATTACHEE', 'validerSuccesseur', 'IMMATRICULEE_RATTACHEE'],
  ['IMMATRICULEE_A_RATTACHER', 'validerSuccesseur', 'IMMATRICULEE_RATTACHEE'],
  ['IMMATRICULEE_RATTACHEE', 'demanderDissolution', 'DISSOLUTION_A_VALIDER'],
  ['IMMATRICULEE_A_RATTACHER', 'demanderDissolution', 'DISSOLUTION_A_VALIDER'],
  ['IMMATRICULEE_RATTACHEMENT_EXPIRE', 'demanderDissolution', 'DISSOLUTION_A_VALIDER'],
  ['DISSOLUTION_A_VALIDER', 'annulerDissolution', SELON_MANDAT],
  ['DISSOLUTION_EN_COURS_DE_VALIDATION', 'validerDissolution', 'DISSOLUTION_EN_COURS'],
  ['DISSOLUTION_EN_COURS_DE_VALIDATION', 'refuserDissolution', SELON_MANDAT],
  ['DISSOLUTION_EN_COURS', 'dissoudre', 'DISSOUTE'],
  ['IMMATRICULATION_ET_RATTACHEMENT_REFUSES', 'supprimer', 'SUPPRIMEE'],
  ['IMMATRICULEE_A_RATTACHER', 'supprimer', 'SUPPRIMEE'],
  ['IMMATRICULEE_RATTACHEE', 'supprimer', 'SUPPRIMEE'],
  ['IMMATRICULEE_RATTACHEMENT_EXPIRE', 'supprimer', 'SUPPRIMEE'],
  ['FUTUR', 'supprimer', 'SUPPRIMEE'],
  ['IMMATRICULEE_A_RATTACHER', 'modifierAdministrativement', 'IMMATRICULEE_A_RATTACHER'],
  ['IMMATRICULEE_RATTACHEE', 'modifierAdministrativement', 'IMMATRICULEE_RATTACHEE'],
  ['IMMATRICULEE_RATTACHEMENT_EXPIRE', 'modifierAdministrativement', 'IMMATRICULEE_RATTACHEMENT_EXPIRE'],
];

const attenduesDeclaration: readonly Attendue[] = [
  ['BROUILLON', 'soumettre', 'A_VALIDER'],
  ['BROUILLON', 'enregistrer', 'COURANTE'],
  ['A_VALIDER', 'modifierDemande', 'A_VALIDER'],
  ['A_VALIDER', 'reprendreDemande', 'BROUILLON'],
  ['A_VALIDER', 'valider', 'IMMATRICULATION'],
  ['A_VALIDER', 'demanderPrecisions', 'BROUILLON'],
  ['A_VALIDER', 'refuser', 'BROUILLON'],
  ['COURANTE', 'archiver', 'AVANT_DECLARATION_ANNUELLE'],
  ['IMMATRICULATION', 'archiver', 'AVANT_DECLARATION_ANNUELLE'],
  ['BROUILLON', 'supprimer', 'SUPPRIME'],
  ['A_VALIDER', 'supprimer', 'SUPPRIME'],
  ['COURANTE', 'supprimer', 'SUPPRIME'],
];

const attenduesMandat: readonly Attendue[] = [
  ['BROUILLON', 'soumettre', 'A_VALIDER'],
  ['A_VALIDER', 'modifierDemande', 'A_VALIDER'],
  ['REFUSE', 'modifierDemande', 'A_VALIDER'],
  ['A_VALIDER', 'prendreEnValidation', 'VALIDATION_EN_COURS'],
  ['A_VALIDER', 'affecterTeneur', 'VALIDATION_EN_COURS'],
  ['VALIDATION_EN_COURS', 'affecterTeneur', 'VALIDATION_EN_COURS'],
  ['VALIDATION_EN_COURS', 'libererVerrou', 'A_VALIDER'],
  ['VALIDATION_EN_COURS', 'valider', 'COURANT'],
  ['VALIDATION_EN_COURS', 'refuser', 'REFUSE'],
  ['COURANT', 'expirer', 'EXPIRE'],
  ['SUCCESSEUR_DECLARE', 'expirer', 'EXPIRE'],
  ['COURANT', 'renouveler', 'RENOUVELLEMENT_DECLARE'],
  ['EXPIRE', 'renouveler', 'ARCHIVE'],
  ['RENOUVELLEMENT_DECLARE', 'annulerRenouvellement', 'COURANT'],
  ['COURANT', 'declarerSuccesseur', 'SUCCESSEUR_DECLARE'],
  ['SUCCESSEUR_DECLARE', 'validerSuccesseur', 'SUCCESSEUR_VALIDE'],
  ['SUCCESSEUR_DECLARE', 'annulerSuccesseur', 'COURANT'],
  ['COURANT', 'archiver', 'ARCHIVE'],
  ['EXPIRE', 'archiver', 'ARCHIVE'],
  ['RENOUVELLEMENT_DECLARE', 'archiver', 'ARCHIVE'],
  ['SUCCESSEUR_VALIDE', 'archiver', 'ARCHIVE'],
  ['BROUILLON', 'supprimer', 'SUPPRIME'],
  ['A_VALIDER', 'supprimer', 'SUPPRIME'],
  ['REFUSE', 'supprimer', 'SUPPRIME'],
  ['COURANT', 'supprimer', 'SUPPRIME'],
  ['EXPIRE', 'supprimer', 'SUPPRIME'],
];

const attenduesTeledeclarant: readonly Attendue[] = [
  ['ATT_CREA_COMPTE', 'creerCompte', 'ATT_ACTIVATION'],
  ['ATT_ACTIVATION', 'activer', 'ACTIF'],
  ['ATT_ACTIVATION', 'regenererCodeActivation', 'ATT_ACTIVATION'],
  ['ACTIF', 'exigerActivation', 'ATT_ACTIVATION'],
  ['ATT_FIN_IMM_NOT', 'finaliserInscriptionNotariale', 'ACTIF'],
  ['ATT_CREA_COMPTE', 'supprimer', 'SUPPRIME'],
  ['ATT_ACTIVATION', 'supprimer', 'SUPPRIME'],
  ['ACTIF', 'supprimer', 'SUPPRIME'],
  ['ATT_FIN_IMM_NOT', 'supprimer', 'SUPPRIME'],
];

type MachineQuelconque = Machine<string, string, string, string>;

interface CasMachine {
  machine: MachineQuelconque;
  attendues: readonly Attendue[];
  terminaux: readonly string[];
  /** Contextes à essayer pour une cible symbolique, avec l'état attendu. */
  contextesCibles?: readonly { contexte: ContexteTransition; etat: string }[];
}

const cas: readonly CasMachine[] = [
  {
    machine: machineCopropriete as unknown as MachineQuelconque,
    attendues: attenduesCopropriete,
    terminaux: ['IMMATRICULATION_ANNULEE', 'DISSOUTE', 'SUPPRIMEE'],
    contextesCibles: [
      { contexte: { statutMandatCourant: 'COURANT' }, etat: 'IMMATRICULEE_RATTACHEE' },
      { contexte: { statutMandatCourant: 'EXPIRE' }, etat: 'IMMATRICULEE_RATTACHEMENT_EXPIRE' },
      { contexte: { statutMandatCourant: null }, etat: 'IMMATRICULEE_A_RATTACHER' },
    ],
  },
  {
    machine: machineDeclaration as unknown as MachineQuelconque,
    attendues: attenduesDeclaration,
    terminaux: ['SUPPRIME', 'AVANT_DECLARATION_ANNUELLE'],
  },
  {
    machine: machineMandat as unknown as MachineQuelconque,
    attendues: attenduesMandat,
    terminaux: ['ARCHIVE', 'SUPPRIME'],
  },
  {
    machine: machineTeledeclarant as unknown as MachineQuelconque,
    attendues: attenduesTeledeclarant,
    terminaux: ['SUPPRIME'],
  },
];

const typesJournalConnus = new Set<string>(TypeEvenement.options);

const cle = (etat: string, evenement: string) => `${etat}|${evenement}`;

describe.each(cas)('cycle de vie $machine.nom', ({ machine, attendues, terminaux, contextesCibles }) => {
  const autorisees = new Map(attendues.map(([depuis, evenement, vers]) => [cle(depuis, evenement), vers]));
  const interdites = machine.etats.flatMap((etat) =>
    machine.evenements
      .filter((evenement) => !autorisees.has(cle(etat, evenement)))
      .map((evenement) => [etat, evenement]),
  );

  it('la table de la machine est exactement la table attendue', () => {
    const reelles = machine.transitions.flatMap((regle) =>
      regle.depuis.map((depuis) => `${depuis} --${regle.evenement}--> ${regle.vers}`),
    );
    const prevues = attendues.map(([depuis, evenement, vers]) => `${depuis} --${evenement}--> ${vers}`);
    expect([...reelles].sort()).toEqual([...prevues].sort());
  });

  it.each(attendues)('permet %s --%s--> %s', (depuis, evenement, vers) => {
    const essais =
      machine.ciblesPossibles(vers).length > 1 ? (contextesCibles ?? []) : [{ contexte: {}, etat: vers }];
    expect(essais.length).toBeGreaterThan(0);
    for (const { contexte, etat } of essais) {
      const resultat = machine.transition(depuis, evenement, contexte);
      expect(resultat).toMatchObject({ ok: true, etat });
    }
  });

  it(`refuse chacun des couples (état, événement) hors de la table`, () => {
    expect(interdites.length + autorisees.size).toBe(machine.etats.length * machine.evenements.length);
    for (const [etat, evenement] of interdites) {
      const resultat = machine.transition(etat!, evenement!, { statutMandatCourant: 'COURANT' });
      expect(resultat.ok, `${etat} --${evenement}-->`).toBe(false);
      if (!resultat.ok) {
        expect(resultat.refus.code).toBe('transition-interdite');
        expect(resultat.refus.message).toContain(machine.libellesEvenements[evenement!]);
        expect(resultat.refus.message).toContain(machine.libellesEtats[etat!]);
      }
    }
  });

  it('evenementsPossibles liste exactement les événements de la table pour chaque état', () => {
    for (const etat of machine.etats) {
      const prevus = machine.evenements.filter((evenement) => autorisees.has(cle(etat, evenement)));
      expect(machine.evenementsPossibles(etat)).toEqual(prevus);
    }
  });

  it("n'accepte un événement que des acteurs de la règle", () => {
    for (const regle of machine.transitions) {
      expect(regle.acteurs.length).toBeGreaterThan(0);
      for (const depuis of regle.depuis) {
        for (const acteur of TypeActeur.options) {
          const resultat = machine.transition(depuis, regle.evenement, {
            acteur,
            statutMandatCourant: 'COURANT',
          });
          if (regle.acteurs.includes(acteur)) {
            expect(resultat.ok).toBe(true);
            expect(machine.evenementsPossibles(depuis, acteur)).toContain(regle.evenement);
          } else {
            expect(resultat).toMatchObject({ ok: false, refus: { code: 'acteur-non-autorise' } });
            expect(machine.evenementsPossibles(depuis, acteur)).not.toContain(regle.evenement);
          }
        }
      }
    }
  });

  it('a exactement les états terminaux prévus', () => {
    expect([...machine.etatsTerminaux].sort()).toEqual([...terminaux].sort());
    for (const etat of machine.etats) {
      expect(machine.estTerminal(etat)).toBe(terminaux.includes(etat));
    }
  });

  it('atteint chaque état depuis une création', () => {
    const atteints = new Set(machine.creations.map((creation) => creation.vers));
    let avant = -1;
    while (atteints.size !== avant) {
      avant = atteints.size;
      for (const regle of machine.transitions) {
        if (regle.depuis.some((depuis) => atteints.has(depuis))) {
          for (const vers of machine.ciblesPossibles(regle.vers)) {
            atteints.add(vers);
          }
        }
      }
    }
    expect([...atteints].sort()).toEqual([...machine.etats].sort());
  });

  it('utilise chaque événement et ne journalise que des types connus', () => {
    for (const evenement of machine.evenements) {
      expect(machine.transitions.some((regle) => regle.evenement === evenement)).toBe(true);
    }
    for (const regle of [...machine.transitions, ...machine.creations]) {
      for (const type of regle.journal) {
        expect(typesJournalConnus.has(type), type).toBe(true);
      }
    }
  });

  it('refuse un état ou un événement inconnus (valeurs venues de la base ou de la requête)', () => {
    const etat = machine.etats[0]!;
    expect(machine.transition(etat, 'inventer')).toMatchObject({
      ok: false,
      refus: { code: 'evenement-inconnu' },
    });
    expect(machine.transition('INCONNU', machine.evenements[0]!)).toMatchObject({
      ok: false,
      refus: { code: 'etat-inconnu' },
    });
    expect(machine.creer('inventer')).toMatchObject({ ok: false, refus: { code: 'evenement-inconnu' } });
  });
});

describe('cycle de vie de la copropriété : règles métier', () => {
  it('une demande soumise attend la validation du teneur', () => {
    expect(machineCopropriete.transition('BROUILLON', 'soumettre', { acteur: 'declarant' })).toMatchObject({
      ok: true,
      etat: 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
      journal: 'SOUMISSION_IMMATRICULATION',
    });
  });

  it('le teneur doit prendre la demande (verrou) avant de la valider, refuser ou demander des précisions', () => {
    for (const evenement of ['valider', 'refuser', 'demanderPrecisions'] as const) {
      const resultat = machineCopropriete.transition('IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER', evenement, {
        acteur: 'teneur',
        statutMandatCourant: 'COURANT',
      });
      expect(resultat.ok).toBe(false);
    }
  });

  it("un télédéclarant ne peut pas valider sa propre demande : le message nomme l'acteur attendu", () => {
    const resultat = machineCopropriete.transition(
      'IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION',
      'valider',
      {
        acteur: 'declarant',
        statutMandatCourant: 'COURANT',
      },
    );
    expect(resultat).toMatchObject({ ok: false, refus: { code: 'acteur-non-autorise' } });
    if (!resultat.ok) {
      expect(resultat.refus.message).toBe(
        "« Valider l'immatriculation » ne peut pas être fait par le télédéclarant (syndic) : action réservée au teneur du registre.",
      );
    }
  });

  it("la validation d'une immatriculation sans mandat (notaire, d'office) laisse la copropriété à rattacher", () => {
    expect(
      machineCopropriete.transition('IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION', 'valider', {
        statutMandatCourant: null,
      }),
    ).toMatchObject({ ok: true, etat: 'IMMATRICULEE_A_RATTACHER' });
  });

  it("exige le statut du mandat courant quand l'état d'arrivée en dépend", () => {
    const resultat = machineCopropriete.transition(
      'DISSOLUTION_EN_COURS_DE_VALIDATION',
      'refuserDissolution',
      {
        acteur: 'teneur',
      },
    );
    expect(resultat).toMatchObject({ ok: false, refus: { code: 'contexte-incomplet' } });
  });

  it("un refus de dissolution rend l'état de rattachement tel que le mandat le dicte", () => {
    expect(
      machineCopropriete.transition('DISSOLUTION_EN_COURS_DE_VALIDATION', 'refuserDissolution', {
        statutMandatCourant: 'EXPIRE',
      }),
    ).toMatchObject({ ok: true, etat: 'IMMATRICULEE_RATTACHEMENT_EXPIRE', journal: 'REFUS_DEMANDE' });
  });

  it('seul le traitement automatique fait expirer le rattachement', () => {
    expect(machineCopropriete.transition('IMMATRICULEE_RATTACHEE', 'expirer', { acteur: 'teneur' }).ok).toBe(
      false,
    );
    expect(
      machineCopropriete.transition('IMMATRICULEE_RATTACHEE', 'expirer', { acteur: 'systeme' }),
    ).toMatchObject({
      ok: true,
      etat: 'IMMATRICULEE_RATTACHEMENT_EXPIRE',
      journal: 'EXPIRATION_MANDAT',
    });
  });

  it('une copropriété dissoute, supprimée ou annulée ne change plus', () => {
    for (const etat of ['DISSOUTE', 'SUPPRIMEE', 'IMMATRICULATION_ANNULEE'] as const) {
      expect(machineCopropriete.evenementsPossibles(etat)).toEqual([]);
    }
  });

  it("les événements d'un syndic sur une copropriété rattachée", () => {
    expect(machineCopropriete.evenementsPossibles('IMMATRICULEE_RATTACHEE', 'declarant')).toEqual([
      'contester',
      'renouveler',
      'declarerSuccesseur',
      'validerSuccesseur',
      'retirerRattachement',
      'demanderDissolution',
    ]);
  });

  it('un notaire ne rattache pas, un syndic ne déclare pas de copropriété future', () => {
    expect(
      machineCopropriete.transition('IMMATRICULEE_A_RATTACHER', 'rattacher', { acteur: 'notaire' }).ok,
    ).toBe(false);
    expect(machineCopropriete.transition('BROUILLON', 'declarerFuture', { acteur: 'declarant' }).ok).toBe(
      false,
    );
  });

  it('la table ne nomme que des événements déclarés', () => {
    expect(new Set(machineCopropriete.transitions.map((regle) => regle.evenement))).toEqual(
      new Set(EvenementCopropriete.options),
    );
  });
});

describe('etatSelonMandat', () => {
  it.each([
    ['COURANT', 'IMMATRICULEE_RATTACHEE'],
    ['RENOUVELLEMENT_DECLARE', 'IMMATRICULEE_RATTACHEE'],
    ['SUCCESSEUR_DECLARE', 'IMMATRICULEE_RATTACHEE'],
    ['SUCCESSEUR_VALIDE', 'IMMATRICULEE_RATTACHEE'],
    ['EXPIRE', 'IMMATRICULEE_RATTACHEMENT_EXPIRE'],
    ['ARCHIVE', 'IMMATRICULEE_A_RATTACHER'],
    ['REFUSE', 'IMMATRICULEE_A_RATTACHER'],
    ['SUPPRIME', 'IMMATRICULEE_A_RATTACHER'],
    ['A_VALIDER', 'IMMATRICULEE_A_RATTACHER'],
    ['VALIDATION_EN_COURS', 'IMMATRICULEE_A_RATTACHER'],
    ['BROUILLON', 'IMMATRICULEE_A_RATTACHER'],
    [null, 'IMMATRICULEE_A_RATTACHER'],
  ] as const)('mandat %s → %s', (statut, etat) => {
    expect(etatSelonMandat(statut)).toBe(etat);
  });

  it('couvre chaque statut de mandat', () => {
    expect(StatutMandat.options.map((statut) => etatSelonMandat(statut)).length).toBe(11);
  });
});

describe('cycle de vie du mandat : renouvellement et succession', () => {
  it("le renouvellement crée un nouveau mandat courant et fait passer l'ancien en renouvellement déclaré", () => {
    expect(machineMandat.creer('renouveler', { acteur: 'declarant' })).toMatchObject({
      ok: true,
      etat: 'COURANT',
    });
    expect(machineMandat.transition('COURANT', 'renouveler', { acteur: 'declarant' })).toMatchObject({
      ok: true,
      etat: 'RENOUVELLEMENT_DECLARE',
      journal: 'RENOUVELLEMENT_MANDAT',
    });
    expect(
      machineMandat.transition('RENOUVELLEMENT_DECLARE', 'archiver', { acteur: 'systeme' }),
    ).toMatchObject({
      ok: true,
      etat: 'ARCHIVE',
    });
  });

  it("un mandat en renouvellement déclaré n'expire pas : il est archivé", () => {
    expect(machineMandat.transition('RENOUVELLEMENT_DECLARE', 'expirer').ok).toBe(false);
  });

  it('le successeur valide la déclaration de son prédécesseur ; le prédécesseur ne peut pas la valider à sa place', () => {
    expect(
      machineMandat.transition('SUCCESSEUR_DECLARE', 'validerSuccesseur', { acteur: 'notaire' }).ok,
    ).toBe(false);
    expect(
      machineMandat.transition('SUCCESSEUR_DECLARE', 'validerSuccesseur', { acteur: 'declarant' }),
    ).toMatchObject({
      ok: true,
      etat: 'SUCCESSEUR_VALIDE',
      journal: 'VALIDATION_DECLARATION_PREDECESSEUR',
    });
  });

  it('un notaire ne crée pas de demande de rattachement', () => {
    expect(machineMandat.creer('demanderRattachement', { acteur: 'notaire' })).toMatchObject({
      ok: false,
      refus: { code: 'acteur-non-autorise' },
    });
  });
});

describe('cycle de vie de la déclaration', () => {
  it("une mise à jour s'enregistre sans validation ; une immatriculation passe par la validation", () => {
    expect(machineDeclaration.transition('BROUILLON', 'enregistrer')).toMatchObject({
      ok: true,
      etat: 'COURANTE',
    });
    expect(machineDeclaration.transition('BROUILLON', 'soumettre')).toMatchObject({
      ok: true,
      etat: 'A_VALIDER',
    });
    expect(machineDeclaration.transition('A_VALIDER', 'valider')).toMatchObject({
      ok: true,
      etat: 'IMMATRICULATION',
    });
  });

  it('une déclaration antérieure à la dernière mise à jour annuelle ne peut plus être supprimée', () => {
    expect(machineDeclaration.transition('AVANT_DECLARATION_ANNUELLE', 'supprimer')).toMatchObject({
      ok: false,
      refus: {
        code: 'transition-interdite',
        message:
          "« Supprimer la déclaration » est impossible : la déclaration est à l'état « Antérieure à la dernière déclaration annuelle ».",
      },
    });
  });
});

describe('cycle de vie du télédéclarant', () => {
  it("l'inscription d'un syndic attend le code d'activation envoyé par courrier", () => {
    expect(machineTeledeclarant.creer('inscrire', { acteur: 'declarant' })).toMatchObject({
      ok: true,
      etat: 'ATT_ACTIVATION',
      journal: 'INSCRIPTION_TELEDECLARANT',
    });
  });

  it('le message de refus énumère les acteurs permis', () => {
    expect(
      machineTeledeclarant.transition('ATT_FIN_IMM_NOT', 'finaliserInscriptionNotariale', {
        acteur: 'declarant',
      }),
    ).toMatchObject({
      ok: false,
      refus: {
        message:
          "« Finaliser l'inscription notariale » ne peut pas être fait par le télédéclarant (syndic) : action réservée au notaire, au teneur du registre ou au traitement automatique.",
      },
    });
  });

  it('seul le teneur supprime un télédéclarant', () => {
    for (const acteur of ['declarant', 'notaire', 'systeme'] as const) {
      expect(machineTeledeclarant.transition('ACTIF', 'supprimer', { acteur }).ok).toBe(false);
    }
    expect(machineTeledeclarant.transition('ACTIF', 'supprimer', { acteur: 'teneur' }).ok).toBe(true);
  });
});

describe('reprise d’une demande en attente pour la modifier (ADR 0173)', () => {
  it('le déclarant ou le notaire auteur reprend sa demande A_VALIDER en brouillon, journal MODIFICATION_DEMANDE', () => {
    for (const acteur of ['declarant', 'notaire'] as const) {
      expect(machineDeclaration.transition('A_VALIDER', 'reprendreDemande', { acteur })).toMatchObject({
        ok: true,
        etat: 'BROUILLON',
        journal: 'MODIFICATION_DEMANDE',
      });
    }
  });

  it('ni le teneur ni le système ne la reprennent ; un brouillon ou une déclaration validée non plus', () => {
    for (const acteur of ['teneur', 'systeme'] as const) {
      expect(machineDeclaration.transition('A_VALIDER', 'reprendreDemande', { acteur })).toMatchObject({
        ok: false,
        refus: { code: 'acteur-non-autorise' },
      });
    }
    for (const depuis of ['BROUILLON', 'IMMATRICULATION', 'COURANTE'] as const) {
      expect(machineDeclaration.transition(depuis, 'reprendreDemande', { acteur: 'declarant' }).ok).toBe(
        false,
      );
    }
  });
});
