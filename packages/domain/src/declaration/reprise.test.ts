import { describe, expect, it } from 'vitest';
import { dateCalendaire } from '../commun/dates.js';
import { saisieValable } from '../test/declarations.js';
import { contexteDeclaration } from './declaration.formulaire.js';
import { etapeDeReprise } from './reprise.js';

const AUJOURDHUI = dateCalendaire(2025, 6, 15)!;
const SYNDIC = contexteDeclaration({ typeImmat: 'DEFAULT' }, { aujourdhui: AUJOURDHUI });
const NOTAIRE = contexteDeclaration({ typeImmat: 'INITIALE' }, { aujourdhui: AUJOURDHUI });
const MAJ_ANNUELLE = contexteDeclaration(
  { typeImmat: null, typeMaj: 'ANNUELLE' },
  { aujourdhui: AUJOURDHUI },
);

describe('étape de reprise d’un brouillon', () => {
  it('reprend un brouillon vierge à la première étape du déclarant', () => {
    expect(etapeDeReprise({}, SYNDIC)).toBe('infos-rattachement');
    expect(etapeDeReprise({}, NOTAIRE)).toBe('identification');
    expect(etapeDeReprise({}, MAJ_ANNUELLE)).toBe('identification');
  });

  it('mène au récapitulatif quand chaque étape est complète', () => {
    expect(etapeDeReprise(saisieValable(), SYNDIC)).toBe('recapitulatif');
    const { infoRattachement: _mandat, ...sansMandat } = saisieValable();
    expect(etapeDeReprise(sansMandat, MAJ_ANNUELLE)).toBe('recapitulatif');
  });

  it('s’arrête à la première étape incomplète, même si les suivantes sont remplies', () => {
    const saisie = saisieValable();
    saisie.donneesFinancieres.presenceEmployes = null as never;
    expect(etapeDeReprise(saisie, SYNDIC)).toBe('donnees-financieres');
    saisie.procedures.flagPerilPartiesCom = null as never;
    expect(etapeDeReprise(saisie, SYNDIC)).toBe('procedures');
  });

  it('tient une erreur bloquante d’une règle pour une étape incomplète (plus de logements que de lots)', () => {
    const saisie = saisieValable();
    saisie.identification.nbLotsHab = 400;
    expect(etapeDeReprise(saisie, SYNDIC)).toBe('identification');
  });

  it('ne s’arrête pas sur un avertissement à confirmer (clôture inchangée d’une mise à jour annuelle)', () => {
    const { infoRattachement: _mandat, ...saisie } = saisieValable();
    const annuelle = contexteDeclaration(
      { typeImmat: null, typeMaj: 'ANNUELLE' },
      {
        aujourdhui: AUJOURDHUI,
        exercicePrecedent: { dateCloture: dateCalendaire(2024, 12, 31), dateAg: dateCalendaire(2025, 4, 15) },
      },
    );
    expect(etapeDeReprise(saisie, annuelle)).toBe('recapitulatif');
  });

  it('ignore l’étape du mandat quand le déclarant n’en déclare pas (notaire, mise à jour)', () => {
    const saisie = saisieValable();
    saisie.infoRattachement.dateDebutMandat = null as never;
    expect(etapeDeReprise(saisie, SYNDIC)).toBe('infos-rattachement');
    expect(etapeDeReprise(saisie, MAJ_ANNUELLE)).toBe('recapitulatif');
  });
});
