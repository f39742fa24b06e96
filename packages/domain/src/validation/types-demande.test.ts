import { describe, expect, it } from 'vitest';
import { EtatCopropriete } from '../copropriete/etat-copropriete.js';
import { transitionsCopropriete } from '../copropriete/etat-copropriete.machine.js';
import { TypeMaj } from '../referentiels/declaration.js';
import {
  ACTIONS_QUI_TRANCHENT,
  actionPermiseSurType,
  critereExclusif,
  REGISTRE_TYPES_DEMANDE,
  rangDuType,
  TYPES_DEMANDE_DISPONIBLES,
  TypeDemandeGuichet,
  typeDeLaDemande,
  typesDemandeDisponibles,
  typesDisponiblesDeLaSource,
} from './types-demande.js';

describe('registre des types de demande du guichet', () => {
  it('décrit chaque type, avec un libellé et au moins une action', () => {
    for (const code of TypeDemandeGuichet.options) {
      const definition = REGISTRE_TYPES_DEMANDE[code];
      expect(definition.code).toBe(code);
      expect(definition.libelle.length).toBeGreaterThan(0);
      expect(definition.actions.length).toBeGreaterThan(0);
    }
  });

  it('traite tous les types du registre : déclarations, rattachements, contestations, dissolutions', () => {
    expect([...TYPES_DEMANDE_DISPONIBLES].sort()).toEqual([...TypeDemandeGuichet.options].sort());
    expect(typesDemandeDisponibles()[0]).toEqual({ code: 'DOUBLON', libelle: 'Doublon potentiel' });
    expect(typesDisponiblesDeLaSource('MANDAT')).toEqual(['RATTACHEMENT', 'CONTESTATION']);
    expect(typesDisponiblesDeLaSource('DECLARATION')).toEqual([
      'DOUBLON',
      'IMMATRICULATION',
      'MODIFICATION_DEMANDE',
    ]);
  });

  it('deux types de sources différentes ne partagent aucun état : chaque source se lit seule (ADR 0302)', () => {
    for (const a of TypeDemandeGuichet.options) {
      for (const b of TypeDemandeGuichet.options) {
        if (REGISTRE_TYPES_DEMANDE[a].source === REGISTRE_TYPES_DEMANDE[b].source) continue;
        const communs = REGISTRE_TYPES_DEMANDE[a].critere.etats.filter((e) =>
          REGISTRE_TYPES_DEMANDE[b].critere.etats.includes(e),
        );
        expect(communs, `${a} / ${b}`).toEqual([]);
      }
    }
  });

  it("les états d'attente d'un rattachement ou d'une dissolution ne s'entrent qu'au dépôt de la demande et ne se quittent qu'à sa décision : le guichet lit ces demandes sans relire l'état (ADR 0306)", () => {
    const attendus: Record<'MANDAT' | 'DISSOLUTION', { entree: string[]; sortie: string[] }> = {
      MANDAT: {
        entree: ['contester', 'rattacher'],
        sortie: [
          'confirmerRattachement',
          'refuserContestation',
          'refuserRattachement',
          'validerContestation',
        ],
      },
      DISSOLUTION: {
        entree: ['demanderDissolution'],
        sortie: ['annulerDissolution', 'refuserDissolution', 'validerDissolution'],
      },
    };
    for (const source of ['MANDAT', 'DISSOLUTION'] as const) {
      const etats = new Set<string>(
        typesDisponiblesDeLaSource(source).flatMap((t) => REGISTRE_TYPES_DEMANDE[t].critere.etats),
      );
      const evenements = (garder: (r: (typeof transitionsCopropriete)[number]) => boolean) =>
        [...new Set(transitionsCopropriete.filter(garder).map((r) => r.evenement))].sort();
      const entree = evenements((r) => etats.has(r.vers) && !r.depuis.some((e) => etats.has(e)));
      const sortie = evenements((r) => r.depuis.some((e) => etats.has(e)) && !etats.has(r.vers));
      expect(entree, source).toEqual(attendus[source].entree);
      expect(sortie, source).toEqual(attendus[source].sortie);
    }
  });

  it("le tri par type suit l'ordre du registre", () => {
    expect(rangDuType('DOUBLON')).toBe(0);
    expect(rangDuType('IMMATRICULATION')).toBe(1);
    expect(rangDuType('MODIFICATION_DEMANDE')).toBe(2);
    expect(rangDuType('RATTACHEMENT')).toBeLessThan(rangDuType('CONTESTATION'));
    expect(rangDuType('CONTESTATION')).toBeLessThan(rangDuType('DISSOLUTION'));
  });

  it.each([
    [
      { etatCopropriete: 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER', typeMaj: null, doublonSignale: false },
      'IMMATRICULATION',
    ],
    [
      {
        etatCopropriete: 'IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION',
        typeMaj: 'OFFICE',
        doublonSignale: false,
      },
      'IMMATRICULATION',
    ],
    [
      {
        etatCopropriete: 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
        typeMaj: 'INITIALE',
        doublonSignale: true,
      },
      'DOUBLON',
    ],
    [
      {
        etatCopropriete: 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
        typeMaj: 'MODIF_DEMANDE',
        doublonSignale: true,
      },
      'MODIFICATION_DEMANDE',
    ],
    // La modification administrative s'applique directement (ADR 0275) : aucune demande de ce type au guichet.
    [
      {
        etatCopropriete: 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
        typeMaj: 'MODIFICATION_ADMIN',
        doublonSignale: false,
      },
      null,
    ],
    [
      { etatCopropriete: 'IMMATRICULATION_DEMANDE_DE_PRECISIONS', typeMaj: null, doublonSignale: false },
      null,
    ],
    [{ etatCopropriete: 'IMMATRICULEE_RATTACHEE', typeMaj: 'STANDARD', doublonSignale: false }, null],
    // Demandes portées par un mandat : sans déclaration, reconnues par l'état de la copropriété.
    [
      { etatCopropriete: 'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER', typeMaj: null, doublonSignale: false },
      'RATTACHEMENT',
    ],
    [
      { etatCopropriete: 'IMMATRICULEE_RATTACHEMENT_CONTESTE', typeMaj: null, doublonSignale: false },
      'CONTESTATION',
    ],
    [
      { etatCopropriete: 'DISSOLUTION_EN_COURS_DE_VALIDATION', typeMaj: null, doublonSignale: false },
      'DISSOLUTION',
    ],
  ] as const)('reconnaît %o comme %s', (faits, attendu) => {
    expect(typeDeLaDemande(faits)).toBe(attendu);
  });

  it('chaque demande en attente appartient à un seul type (critères exclusifs dans l’ordre du registre)', () => {
    for (const etat of EtatCopropriete.options) {
      for (const typeMaj of [null, ...TypeMaj.options]) {
        for (const doublonSignale of [true, false]) {
          const faits = { etatCopropriete: etat, typeMaj, doublonSignale };
          const reconnus = TYPES_DEMANDE_DISPONIBLES.filter((code) => {
            const { inclure, exclure } = critereExclusif(code);
            const correspond = (c: typeof inclure) =>
              c.etats.includes(etat) &&
              c.typesMaj.includes(typeMaj) &&
              (c.doublon === null || c.doublon === doublonSignale);
            return correspond(inclure) && !exclure.some(correspond);
          });
          const type = typeDeLaDemande(faits);
          expect(reconnus).toEqual(type === null ? [] : [type]);
        }
      }
    }
  });

  it("la modification administrative n'est pas un type de demande du guichet (ADR 0282)", () => {
    expect(TypeDemandeGuichet.safeParse('MODIFICATION_ADMIN').success).toBe(false);
    expect(typesDemandeDisponibles().map((t) => t.libelle)).not.toContain('Modification administrative');
  });

  it('les doublons se valident (nouvelle copropriété ou fusion) ; une immatriculation ne se « fusionne » pas', () => {
    expect(actionPermiseSurType('DOUBLON', 'validerDoublon')).toBe(true);
    expect(actionPermiseSurType('DOUBLON', 'fusionnerDoublon')).toBe(true);
    expect(actionPermiseSurType('IMMATRICULATION', 'fusionnerDoublon')).toBe(false);
    expect(actionPermiseSurType('IMMATRICULATION', 'accepter')).toBe(true);
    expect(ACTIONS_QUI_TRANCHENT).not.toContain('affecter');
    expect(ACTIONS_QUI_TRANCHENT).not.toContain('demanderPrecisions');
  });
});
