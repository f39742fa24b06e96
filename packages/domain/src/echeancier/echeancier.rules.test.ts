import { describe, expect, it } from 'vitest';
import { lireDateTexte } from '../commun/dates.js';
import {
  cleEcheance,
  echeancesCopropriete,
  type FaitsEcheancier,
  prochaineEcheance,
  seuilRappel,
} from './echeancier.rules.js';

const d = (texte: string) => lireDateTexte(texte) as Date;
const AUJOURDHUI = d('15/06/2026');

const faits = (partiel: Partial<FaitsEcheancier> = {}): FaitsEcheancier => ({
  etat: 'IMMATRICULEE_RATTACHEE',
  dateFinMandat: null,
  dateDerniereMajAnnuelle: null,
  dateImmatriculation: null,
  majComptesNonApprouvesAFaire: false,
  dateClotureDernierExercice: null,
  dateQuestionOuverte: null,
  ...partiel,
});

const resume = (f: FaitsEcheancier) =>
  echeancesCopropriete(f, AUJOURDHUI).map((e) => [
    e.type,
    e.date.toISOString().slice(0, 10),
    e.joursRestants,
    e.enRetard,
  ]);

describe('échéances d’une copropriété', () => {
  it('fin du mandat à sa date de fin, mise à jour annuelle 12 mois après la dernière, triées par date', () => {
    expect(
      resume(faits({ dateFinMandat: d('30/09/2026'), dateDerniereMajAnnuelle: d('01/07/2025') })),
    ).toEqual([
      ['MAJ_ANNUELLE', '2026-07-01', 16, false],
      ['FIN_MANDAT', '2026-09-30', 107, false],
    ]);
  });

  it('une échéance passée est en retard, celle du jour ne l’est pas', () => {
    expect(
      resume(faits({ dateFinMandat: d('15/06/2026'), dateDerniereMajAnnuelle: d('14/06/2025') })),
    ).toEqual([
      ['MAJ_ANNUELLE', '2026-06-14', -1, true],
      ['FIN_MANDAT', '2026-06-15', 0, false],
    ]);
  });

  it('sans mise à jour annuelle, elle est due depuis l’immatriculation (règle de la liste : « à faire »)', () => {
    expect(resume(faits({ dateImmatriculation: d('10/03/2026') }))).toEqual([
      ['MAJ_ANNUELLE', '2026-03-10', -97, true],
    ]);
  });

  it('le 31 du mois plus 12 mois reste en fin de mois (29/02/2024 → 28/02/2025)', () => {
    const [e] = echeancesCopropriete(faits({ dateDerniereMajAnnuelle: d('29/02/2024') }), AUJOURDHUI);
    expect(e?.date).toEqual(d('28/02/2025'));
  });

  it('comptes non approuvés : mise à jour due 8 mois après la clôture, seulement si elle reste à faire', () => {
    const base = { dateClotureDernierExercice: d('31/12/2025'), dateDerniereMajAnnuelle: d('01/06/2026') };
    expect(resume(faits({ ...base, majComptesNonApprouvesAFaire: true }))).toEqual([
      ['MAJ_COMPTES_NON_APPROUVES', '2026-08-31', 77, false],
      ['MAJ_ANNUELLE', '2027-06-01', 351, false],
    ]);
    expect(resume(faits(base)).map(([type]) => type)).toEqual(['MAJ_ANNUELLE']);
  });

  it('demande de précisions ouverte : réponse attendue 15 jours après la question, quel que soit l’état', () => {
    expect(
      resume(faits({ etat: 'IMMATRICULATION_DEMANDE_DE_PRECISIONS', dateQuestionOuverte: d('05/06/2026') })),
    ).toEqual([['REPONSE_PRECISIONS', '2026-06-20', 5, false]]);
  });

  it('à date égale, la réponse au teneur passe avant la fin du mandat, elle-même avant les mises à jour', () => {
    const jour = d('01/07/2026');
    const types = echeancesCopropriete(
      faits({
        dateFinMandat: jour,
        dateDerniereMajAnnuelle: d('01/07/2025'),
        majComptesNonApprouvesAFaire: true,
        dateClotureDernierExercice: d('01/11/2025'),
        dateQuestionOuverte: d('16/06/2026'),
      }),
      AUJOURDHUI,
    ).map((e) => e.type);
    expect(types).toEqual(['REPONSE_PRECISIONS', 'FIN_MANDAT', 'MAJ_COMPTES_NON_APPROUVES', 'MAJ_ANNUELLE']);
  });

  it('hors des états tenus par un syndic (à rattacher, dissoute…), ni mandat ni mise à jour', () => {
    for (const etat of ['IMMATRICULEE_A_RATTACHER', 'DISSOUTE', 'BROUILLON'] as const) {
      expect(
        echeancesCopropriete(
          faits({ etat, dateFinMandat: d('30/09/2026'), dateDerniereMajAnnuelle: d('01/07/2025') }),
          AUJOURDHUI,
        ),
      ).toEqual([]);
    }
  });

  it('un mandat expiré garde son échéance, en retard', () => {
    expect(
      resume(faits({ etat: 'IMMATRICULEE_RATTACHEMENT_EXPIRE', dateFinMandat: d('01/06/2026') })),
    ).toEqual([['FIN_MANDAT', '2026-06-01', -14, true]]);
  });

  it('prochaine échéance : la première de la liste, ou aucune', () => {
    expect(prochaineEcheance(faits({ dateFinMandat: d('30/09/2026') }), AUJOURDHUI)?.type).toBe('FIN_MANDAT');
    expect(prochaineEcheance(faits(), AUJOURDHUI)).toBeNull();
  });
});

describe('seuils de rappel', () => {
  it.each([
    [61, null],
    [60, 60],
    [31, 60],
    [30, 30],
    [8, 30],
    [7, 7],
    [0, 7],
    [-1, null],
  ])('%i jours restants → seuil %s', (jours, seuil) => {
    expect(seuilRappel(jours)).toBe(seuil);
  });
});

describe('clé d’une échéance', () => {
  it('stable pour la même date, différente quand la date change', () => {
    expect(cleEcheance(42, 'FIN_MANDAT', d('30/09/2026'))).toBe('fin-mandat-42-2026-09-30');
    expect(cleEcheance(42, 'FIN_MANDAT', d('30/09/2027'))).not.toBe(
      cleEcheance(42, 'FIN_MANDAT', d('30/09/2026')),
    );
  });
});
