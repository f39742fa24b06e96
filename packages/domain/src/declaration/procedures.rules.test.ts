import { describe, expect, it } from 'vitest';
import {
  evaluerSeuilMandatAdHoc,
  pourcentageSeuilMandatAdHoc,
  verifierCoproprietairesImpayes,
  verifierSeuilMandatAdHoc,
} from './procedures.rules.js';

/** Sommes exigibles de 10 000 € (8 000 courants + 2 000 exceptionnels) et impayés donnés. */
const donnees = (nbLots: number | null, impayes: number | null) => ({
  nbLots,
  chargesOperationsCourantes: 8_000,
  chargesOperationsExceptionnelles: 2_000,
  montantImpayesCoproprietaires: impayes,
});

describe('seuil du mandat ad hoc (article 29-1 A, spec 2 §5.6)', () => {
  it.each([
    [200, 25],
    [201, 15],
    [2, 25],
    [null, 25],
  ])('%s lots → seuil de %s %%', (nbLots, seuil) => {
    expect(pourcentageSeuilMandatAdHoc(nbLots)).toBe(seuil);
  });

  it.each([
    ['200 lots, impayés 25 % : atteint', 200, 2_500, true],
    ['200 lots, impayés 24,99 % : non atteint', 200, 2_499, false],
    ['200 lots, impayés 15 % : non atteint', 200, 1_500, false],
    ['201 lots, impayés 15 % : atteint', 201, 1_500, true],
    ['201 lots, impayés 14,99 % : non atteint', 201, 1_499, false],
    ['201 lots, impayés 14,999 9 % (au centime) : non atteint', 201, 1_499.99, false],
    ['impayés absents : non atteint', 201, null, false],
  ])('%s', (_titre, nbLots, impayes, atteint) => {
    expect(evaluerSeuilMandatAdHoc(donnees(nbLots, impayes)).seuilAtteint).toBe(atteint);
  });

  it('égalité exacte au seuil malgré l’arrondi binaire : 0,33 € d’impayés sur 2,20 € = 15 %', () => {
    // En nombres à virgule, 0.33 * 100 / 2.2 vaut 14.999999999999998 : le calcul en centimes l’évite.
    const evaluation = evaluerSeuilMandatAdHoc({
      nbLots: 300,
      chargesOperationsCourantes: 2,
      chargesOperationsExceptionnelles: 0.2,
      montantImpayesCoproprietaires: 0.33,
    });
    expect(evaluation.seuilAtteint).toBe(true);
  });

  it('sans sommes exigibles, le ratio n’est pas calculable', () => {
    expect(
      evaluerSeuilMandatAdHoc({
        nbLots: 10,
        chargesOperationsCourantes: 0,
        chargesOperationsExceptionnelles: null,
        montantImpayesCoproprietaires: 500,
      }),
    ).toEqual({ pourcentageSeuil: 25, pourcentageImpayes: null, seuilAtteint: false });
  });

  it('avertit quand le seuil est atteint sans mandat ad hoc déclaré', () => {
    const resultat = verifierSeuilMandatAdHoc({ ...donnees(201, 1_575), flagMandatAdhoc: false });
    expect(resultat.erreurs).toEqual([]);
    expect(resultat.avertissements).toHaveLength(1);
    const [avertissement] = resultat.avertissements;
    expect(avertissement?.champ).toBe('donneesFinancieres.montantImpayesCoproprietaires');
    expect(avertissement?.code).toBe('procedures.mandatAdHoc.seuilImpayesAtteint');
    expect(avertissement?.message).toContain('15,7\u00a0% des sommes exigibles');
    expect(avertissement?.message).toContain('seuil de 15\u00a0%');
    expect(avertissement?.message).toContain('201\u00a0lots');
  });

  it('n’avertit pas quand le mandat ad hoc est déclaré, sous le seuil, ou sans données financières', () => {
    expect(
      verifierSeuilMandatAdHoc({ ...donnees(201, 5_000), flagMandatAdhoc: true }).avertissements,
    ).toEqual([]);
    expect(
      verifierSeuilMandatAdHoc({ ...donnees(200, 2_000), flagMandatAdhoc: false }).avertissements,
    ).toEqual([]);
    expect(
      verifierSeuilMandatAdHoc({
        ...donnees(200, 5_000),
        flagMandatAdhoc: null,
        donneesFinancieresInconnues: true,
      }).avertissements,
    ).toEqual([]);
  });

  it('le pourcentage affiché est arrondi par défaut, jamais au-dessus du réel', () => {
    const resultat = verifierSeuilMandatAdHoc({ ...donnees(10, 2_599.9), flagMandatAdhoc: false });
    expect(resultat.avertissements[0]?.message).toContain('25,9\u00a0%');
  });
});

describe('copropriétaires débiteurs de plus de 300 €', () => {
  it.each([
    ['2 débiteurs, 600 € : accepté (montant arrondi)', 2, 600, false],
    ['2 débiteurs, 599,99 € : refusé', 2, 599.99, true],
    ['0 débiteur, 0 € : accepté', 0, 0, false],
    ['0 débiteur, 250 € : accepté (dettes ≤ 300 €)', 0, 250, false],
    ['1 débiteur, montant absent : refusé', 1, null, true],
    ['nombre absent : non contrôlé', null, 0, false],
  ])('%s', (_titre, nombre, montant, bloque) => {
    const resultat = verifierCoproprietairesImpayes({
      nbCoproprietairesImpayes: nombre,
      montantImpayesCoproprietaires: montant,
    });
    expect(resultat.erreurs.length > 0).toBe(bloque);
  });

  it('indique le minimum attendu sur le champ du montant', () => {
    const resultat = verifierCoproprietairesImpayes({
      nbCoproprietairesImpayes: 12,
      montantImpayesCoproprietaires: 100,
    });
    expect(resultat.erreurs[0]?.champ).toBe('donneesFinancieres.montantImpayesCoproprietaires');
    expect(resultat.erreurs[0]?.code).toBe('financier.impayes.incoherentNbCoproprietaires');
    expect(resultat.erreurs[0]?.message).toContain('(soit au moins 3\u00a0600\u00a0€)');
  });

  it('ne contrôle rien quand les données financières sont inconnues', () => {
    expect(
      verifierCoproprietairesImpayes({
        nbCoproprietairesImpayes: 5,
        montantImpayesCoproprietaires: 0,
        donneesFinancieresInconnues: true,
      }).erreurs,
    ).toEqual([]);
  });
});
