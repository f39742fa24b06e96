import { describe, expect, it } from 'vitest';
import type { ResultatRegles } from './commun/resultat.js';
import { resultatAccepte } from './commun/resultat.js';
import { ErreurMetier, MESSAGE_AVERTISSEMENTS_A_CONFIRMER, MESSAGE_SAISIE_REFUSEE } from './erreurs.js';

const erreur = { champ: 'a', code: 'regle.erreur', message: 'Erreur.' };
const avertissement = { champ: 'b', code: 'regle.avertissement', message: 'Avertissement.' };

describe('ErreurMetier.depuisResultat', () => {
  it('ne lève rien pour un résultat vide ou aux avertissements tous confirmés', () => {
    expect(ErreurMetier.depuisResultat({ erreurs: [], avertissements: [] })).toBeNull();
    const resultat: ResultatRegles = { erreurs: [], avertissements: [avertissement] };
    expect(ErreurMetier.depuisResultat(resultat, ['regle.avertissement'])).toBeNull();
    expect(resultatAccepte(resultat, ['regle.avertissement'])).toBe(true);
  });

  it('un avertissement non confirmé donne une erreur de saisie sans champ en erreur', () => {
    const e = ErreurMetier.depuisResultat({ erreurs: [], avertissements: [avertissement] });
    expect(e?.nature).toBe('saisie');
    expect(e?.message).toBe(MESSAGE_AVERTISSEMENTS_A_CONFIRMER);
    expect(e?.champs).toEqual([]);
    expect(e?.avertissements).toEqual([avertissement]);
  });

  it('une erreur bloquante reste bloquante même si son code est « confirmé »', () => {
    const resultat: ResultatRegles = { erreurs: [erreur], avertissements: [avertissement] };
    const e = ErreurMetier.depuisResultat(resultat, ['regle.erreur', 'regle.avertissement']);
    expect(e?.message).toBe(MESSAGE_SAISIE_REFUSEE);
    expect(e?.champs).toEqual([erreur]);
    expect(e?.avertissements).toEqual([]);
    expect(resultatAccepte(resultat, ['regle.erreur', 'regle.avertissement'])).toBe(false);
  });
});
