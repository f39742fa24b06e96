import { describe, expect, it } from 'vitest';
import { EtatCopropriete } from '../copropriete/etat-copropriete.js';
import { machineCopropriete } from '../copropriete/etat-copropriete.machine.js';
import { machineMandat } from '../mandat/statut-mandat.machine.js';
import { estErreurControleRattachementBloquante } from '../referentiels/rattachement.js';
import { d } from '../test/dates.js';
import {
  controlerRattachement,
  type FaitsControleRattachement,
  rattachementPossible,
} from './controle-rattachement.js';
import { reglesDemandeRattachement } from './demande-rattachement.js';

const DEMANDEUR = 7;
const AUTRE = 9;

function faits(etat: EtatCopropriete, titulaire: number | null = AUTRE): FaitsControleRattachement {
  return {
    copropriete: { etat, numeroImmatriculation: 'AB1234567', idTeledeclarantCourant: titulaire },
    idTeledeclarantDemandeur: DEMANDEUR,
  };
}

describe('controlerRattachement : les quatre issues de spec 2 §8', () => {
  it('numéro inconnu ou copropriété sans numéro : immatNotExistant, bloquant', () => {
    const inconnue = controlerRattachement({ copropriete: null, idTeledeclarantDemandeur: DEMANDEUR });
    expect(inconnue.error).toBe('immatNotExistant');
    expect(rattachementPossible(inconnue)).toBe(false);
    const sansNumero = controlerRattachement({
      copropriete: {
        etat: 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
        numeroImmatriculation: null,
        idTeledeclarantCourant: null,
      },
      idTeledeclarantDemandeur: DEMANDEUR,
    });
    expect(sansNumero.error).toBe('immatNotExistant');
    expect(estErreurControleRattachementBloquante('immatNotExistant')).toBe(true);
  });

  it('copropriété à rattacher ou au rattachement expiré : demande ordinaire (rattacher, demanderRattachement)', () => {
    for (const etat of ['IMMATRICULEE_A_RATTACHER', 'IMMATRICULEE_RATTACHEMENT_EXPIRE'] as const) {
      const issue = controlerRattachement(faits(etat, etat === 'IMMATRICULEE_A_RATTACHER' ? null : AUTRE));
      expect(issue).toEqual({
        error: null,
        isDemandContestation: false,
        demandeEnAttente: false,
        evenements: { copropriete: 'rattacher', mandat: 'demanderRattachement' },
      });
    }
  });

  it('rattachée à un autre établissement : alreadyAttached, la demande est une contestation', () => {
    const issue = controlerRattachement(faits('IMMATRICULEE_RATTACHEE'));
    expect(issue.error).toBe('alreadyAttached');
    expect(issue.isDemandContestation).toBe(true);
    expect(issue.evenements).toEqual({ copropriete: 'contester', mandat: 'contester' });
    expect(estErreurControleRattachementBloquante('alreadyAttached')).toBe(false);
  });

  it('rattachée au demandeur lui-même : immatStatusIncorrect (rien à rattacher)', () => {
    const issue = controlerRattachement(faits('IMMATRICULEE_RATTACHEE', DEMANDEUR));
    expect(issue.error).toBe('immatStatusIncorrect');
    expect(rattachementPossible(issue)).toBe(false);
  });

  it('contestation en attente : rattachementConteste, aucune nouvelle demande', () => {
    const issue = controlerRattachement(faits('IMMATRICULEE_RATTACHEMENT_CONTESTE'));
    expect(issue.error).toBe('rattachementConteste');
    expect(issue.demandeEnAttente).toBe(true);
    expect(rattachementPossible(issue)).toBe(false);
  });

  it('demande de rattachement déjà à confirmer : une seule demande en attente par copropriété', () => {
    const issue = controlerRattachement(faits('IMMATRICULEE_RATTACHEMENT_A_CONFIRMER'));
    expect(issue.error).toBeNull();
    expect(issue.demandeEnAttente).toBe(true);
    expect(rattachementPossible(issue)).toBe(false);
  });

  it('tout autre état (demande en cours, dissolution, supprimée…) : immatStatusIncorrect', () => {
    const autres = EtatCopropriete.options.filter(
      (e) =>
        ![
          'IMMATRICULEE_A_RATTACHER',
          'IMMATRICULEE_RATTACHEMENT_EXPIRE',
          'IMMATRICULEE_RATTACHEE',
          'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER',
          'IMMATRICULEE_RATTACHEMENT_CONTESTE',
        ].includes(e),
    );
    expect(autres.length).toBe(12);
    for (const etat of autres) expect(controlerRattachement(faits(etat)).error).toBe('immatStatusIncorrect');
  });

  it('chaque demande possible est permise par les cycles de vie de la copropriété et du mandat', () => {
    for (const etat of EtatCopropriete.options) {
      const issue = controlerRattachement(faits(etat));
      if (!issue.evenements) continue;
      const copro = machineCopropriete.transition(etat, issue.evenements.copropriete, {
        acteur: 'declarant',
      });
      expect(copro.ok, `${etat} → ${issue.evenements.copropriete}`).toBe(true);
      const mandat = machineMandat.creer(issue.evenements.mandat, { acteur: 'declarant' });
      expect(mandat.ok && mandat.etat).toBe('A_VALIDER');
    }
  });
});

describe('Cycles de vie du rattachement et de la contestation (ADR 0030, 0300)', () => {
  it('rattachement : à confirmer, puis confirmé (rattachée) ou refusé (selon le mandat qui fait foi)', () => {
    const demande = machineCopropriete.transition('IMMATRICULEE_A_RATTACHER', 'rattacher', {
      acteur: 'declarant',
    });
    expect(demande.ok && demande.etat).toBe('IMMATRICULEE_RATTACHEMENT_A_CONFIRMER');
    const confirme = machineCopropriete.transition(
      'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER',
      'confirmerRattachement',
      {
        acteur: 'teneur',
      },
    );
    expect(confirme.ok && confirme.etat).toBe('IMMATRICULEE_RATTACHEE');
    const refuse = machineCopropriete.transition(
      'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER',
      'refuserRattachement',
      {
        acteur: 'teneur',
        statutMandatCourant: 'EXPIRE',
      },
    );
    expect(refuse.ok && refuse.etat).toBe('IMMATRICULEE_RATTACHEMENT_EXPIRE');
    // Le syndic ne tranche pas sa propre demande.
    expect(
      machineCopropriete.transition('IMMATRICULEE_RATTACHEMENT_A_CONFIRMER', 'confirmerRattachement', {
        acteur: 'declarant',
      }).ok,
    ).toBe(false);
  });

  it('contestation : contestée puis rattachée, que le teneur la valide ou la refuse', () => {
    const conteste = machineCopropriete.transition('IMMATRICULEE_RATTACHEE', 'contester', {
      acteur: 'declarant',
    });
    expect(conteste.ok && conteste.etat).toBe('IMMATRICULEE_RATTACHEMENT_CONTESTE');
    for (const evenement of ['validerContestation', 'refuserContestation'] as const) {
      const t = machineCopropriete.transition('IMMATRICULEE_RATTACHEMENT_CONTESTE', evenement, {
        acteur: 'teneur',
        statutMandatCourant: 'COURANT',
      });
      expect(t.ok && t.etat).toBe('IMMATRICULEE_RATTACHEE');
    }
    // Refusée après l'échéance du mandat en place (expiré pendant la contestation) : rattachement expiré.
    const refuseeApresEcheance = machineCopropriete.transition(
      'IMMATRICULEE_RATTACHEMENT_CONTESTE',
      'refuserContestation',
      { acteur: 'teneur', statutMandatCourant: 'EXPIRE' },
    );
    expect(refuseeApresEcheance.ok && refuseeApresEcheance.etat).toBe('IMMATRICULEE_RATTACHEMENT_EXPIRE');
    // Pas de seconde contestation sur une contestation en attente.
    expect(
      machineCopropriete.transition('IMMATRICULEE_RATTACHEMENT_CONTESTE', 'contester', {
        acteur: 'declarant',
      }).ok,
    ).toBe(false);
  });

  it('mandat demandé : à valider, verrou du guichet, puis courant ou refusé ; le mandat contesté est archivé', () => {
    const pris = machineMandat.transition('A_VALIDER', 'prendreEnValidation', { acteur: 'teneur' });
    expect(pris.ok && pris.etat).toBe('VALIDATION_EN_COURS');
    const valide = machineMandat.transition('VALIDATION_EN_COURS', 'valider', { acteur: 'teneur' });
    expect(valide.ok && valide.etat).toBe('COURANT');
    const refuse = machineMandat.transition('VALIDATION_EN_COURS', 'refuser', { acteur: 'teneur' });
    expect(refuse.ok && refuse.etat).toBe('REFUSE');
    const archive = machineMandat.transition('COURANT', 'archiver', { acteur: 'teneur' });
    expect(archive.ok && archive.etat).toBe('ARCHIVE');
  });
});

describe('reglesDemandeRattachement (spec 2 §5.3, règles de l’étape « informations de rattachement »)', () => {
  const AUJOURDHUI = d('15/06/2024');
  const justifie = {
    adminProvisoire: false,
    typeJustifMandat: 'CONTRAT_SYNDIC' as const,
    idDocument: 1,
  };

  it('mandat de 12 mois justifié : accepté sans avertissement', () => {
    const r = reglesDemandeRattachement(
      { ...justifie, dateDebutMandat: '01/06/2024', dateFinMandat: '01/06/2025' },
      AUJOURDHUI,
    );
    expect(r).toEqual({ erreurs: [], avertissements: [] });
  });

  it('fin avant le début, plus de 3 ans, justificatif manquant ou mal typé : erreurs par champ', () => {
    const r = reglesDemandeRattachement(
      {
        adminProvisoire: true,
        typeJustifMandat: 'CONTRAT_SYNDIC',
        dateDebutMandat: '01/01/2024',
        dateFinMandat: '01/01/2027',
      },
      AUJOURDHUI,
    );
    expect(r.erreurs.map((e) => [e.champ, e.code])).toEqual(
      expect.arrayContaining([
        ['infoRattachement.dateFinMandat', 'mandat.duree.max'],
        ['infoRattachement.typeJustifMandat', 'mandat.justificatif.typeNonAutorise'],
        ['infoRattachement.justifMandat', 'mandat.justificatif.obligatoire'],
      ]),
    );
    const inverse = reglesDemandeRattachement(
      { ...justifie, dateDebutMandat: '01/06/2024', dateFinMandat: '01/05/2024' },
      AUJOURDHUI,
    );
    expect(inverse.erreurs.map((e) => e.code)).toContain('mandat.fin.nonPosterieureDebut');
  });

  it('durée autre que 12 mois : avertissement à confirmer', () => {
    const r = reglesDemandeRattachement(
      { ...justifie, dateDebutMandat: '01/06/2024', dateFinMandat: '01/03/2025' },
      AUJOURDHUI,
    );
    expect(r.erreurs).toEqual([]);
    expect(r.avertissements.map((a) => a.code)).toEqual(['mandat.duree.differenteNormale']);
  });
});
