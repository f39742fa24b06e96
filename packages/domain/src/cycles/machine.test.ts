import { describe, expect, it } from 'vitest';
import { cibleEstUnEtat, creerMachine, diagrammeMermaid } from './machine.js';

type Etat = 'A' | 'B' | 'C';
type Evenement = 'aller' | 'revenir';

const definition = {
  nom: 'essai',
  objet: "l'objet",
  etats: ['A', 'B', 'C'] as const,
  libellesEtats: { A: 'État A', B: 'État B', C: 'État C' },
  evenements: ['aller', 'revenir'] as const,
  libellesEvenements: { aller: 'Aller', revenir: 'Revenir' },
  creations: [
    { evenement: 'naitre', vers: 'A', acteurs: ['systeme'], journal: ['CREATION_BROUILLON'] },
  ] as const,
  libellesCreations: { naitre: 'Naître' },
  ...cibleEstUnEtat,
};

describe('creerMachine', () => {
  it('refuse une table non déterministe (deux règles pour le même couple)', () => {
    expect(() =>
      creerMachine<Etat, Evenement, 'naitre'>({
        ...definition,
        transitions: [
          { evenement: 'aller', depuis: ['A'], vers: 'B', acteurs: ['teneur'], journal: ['PRISE_EN_CHARGE'] },
          {
            evenement: 'aller',
            depuis: ['A', 'B'],
            vers: 'C',
            acteurs: ['teneur'],
            journal: ['PRISE_EN_CHARGE'],
          },
        ],
      }),
    ).toThrow(/deux règles pour aller depuis A/);
  });

  const machine = creerMachine<Etat, Evenement, 'naitre'>({
    ...definition,
    transitions: [
      { evenement: 'aller', depuis: ['A'], vers: 'B', acteurs: ['teneur'], journal: ['PRISE_EN_CHARGE'] },
      { evenement: 'aller', depuis: ['B'], vers: 'C', acteurs: ['teneur'], journal: ['PRISE_EN_CHARGE'] },
      {
        evenement: 'revenir',
        depuis: ['B'],
        vers: 'A',
        acteurs: ['teneur', 'systeme'],
        journal: ['LIBERATION_VERROU'],
      },
    ],
  });

  it("renvoie l'état d'arrivée et le type de journal par défaut", () => {
    expect(machine.transition('A', 'aller')).toMatchObject({
      ok: true,
      etat: 'B',
      journal: 'PRISE_EN_CHARGE',
    });
    expect(machine.transition('B', 'aller')).toMatchObject({ ok: true, etat: 'C' });
  });

  it('crée un objet dans son état initial', () => {
    expect(machine.creer('naitre', { acteur: 'systeme' })).toMatchObject({ ok: true, etat: 'A' });
    expect(machine.creer('naitre', { acteur: 'teneur' })).toMatchObject({ ok: false });
  });

  it('déduit les états terminaux de la table', () => {
    expect(machine.etatsTerminaux).toEqual(['C']);
  });

  it('produit un diagramme Mermaid avec création, flèches regroupées et états terminaux', () => {
    expect(diagrammeMermaid(machine)).toBe(
      [
        'stateDiagram-v2',
        '  [*] --> A : naitre',
        '  A --> B : aller',
        '  B --> C : aller',
        '  B --> A : revenir',
        '  C --> [*]',
      ].join('\n'),
    );
  });
});
