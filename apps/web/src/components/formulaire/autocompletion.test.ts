import { describe, expect, it } from 'vitest';
import {
  annonceAutocompletion,
  ETAT_INITIAL_AUTOCOMPLETION,
  type EtatAutocompletion,
  type EvenementAutocompletion,
  reduireAutocompletion,
  type SuggestionAdresse,
  suggestionActive,
} from './autocompletion';

const suggestions: SuggestionAdresse[] = [
  { id: '1', label: '1 rue de la Paix 75002 Paris', codePostal: '75002', commune: 'Paris' },
  {
    id: '2',
    label: '2 rue de la Paix 75002 Paris',
    codePostal: '75002',
    commune: 'Paris',
    batId: 'ABCD-1234',
  },
  { id: '3', label: '3 rue de la Paix 75002 Paris', codePostal: '75002', commune: 'Paris' },
];

const jouer = (...evenements: EvenementAutocompletion[]): EtatAutocompletion =>
  evenements.reduce(reduireAutocompletion, ETAT_INITIAL_AUTOCOMPLETION);

describe('autocomplétion : résultats de recherche', () => {
  it('des résultats ouvrent la liste sans proposition active', () => {
    const etat = jouer({ type: 'chercher' }, { type: 'recevoir', suggestions });
    expect(etat).toMatchObject({ statut: 'resultats', ouverte: true, indexActif: -1 });
    expect(suggestionActive(etat)).toBeUndefined();
    expect(annonceAutocompletion(etat)).toMatch(/^3 adresses proposées/);
  });

  it('aucun résultat donne l’état « Aucune adresse trouvée »', () => {
    const etat = jouer({ type: 'recevoir', suggestions: [] });
    expect(etat.statut).toBe('aucun');
    expect(annonceAutocompletion(etat)).toBe('Aucune adresse trouvée');
  });

  it('un échec invite à réessayer plus tard', () => {
    expect(annonceAutocompletion(jouer({ type: 'echouer' }))).toMatch(/Réessayez la saisie plus tard/);
  });
});

describe('autocomplétion : navigation au clavier', () => {
  const ouverte = jouer({ type: 'recevoir', suggestions });

  it('flèche bas active la première proposition, puis les suivantes en bouclant', () => {
    const etats = [1, 2, 3, 4].map((n) =>
      jouer({ type: 'recevoir', suggestions }, ...Array(n).fill({ type: 'suivant' })),
    );
    expect(etats.map((e) => e.indexActif)).toEqual([0, 1, 2, 0]);
  });

  it('flèche haut active la dernière proposition, puis les précédentes en bouclant', () => {
    const etats = [1, 2, 3, 4].map((n) =>
      jouer({ type: 'recevoir', suggestions }, ...Array(n).fill({ type: 'precedent' })),
    );
    expect(etats.map((e) => e.indexActif)).toEqual([2, 1, 0, 2]);
  });

  it('Échap ferme la liste ; flèche bas la rouvre sur la première proposition', () => {
    const fermee = reduireAutocompletion(reduireAutocompletion(ouverte, { type: 'suivant' }), {
      type: 'fermer',
    });
    expect(fermee).toMatchObject({ ouverte: false, indexActif: -1 });
    expect(suggestionActive(fermee)).toBeUndefined();
    expect(reduireAutocompletion(fermee, { type: 'suivant' })).toMatchObject({
      ouverte: true,
      indexActif: 0,
    });
  });

  it('la proposition active est celle qu’Entrée choisirait', () => {
    expect(
      suggestionActive(jouer({ type: 'recevoir', suggestions }, { type: 'suivant' }, { type: 'suivant' })),
    ).toBe(suggestions[1]);
  });

  it('les flèches ne font rien sans proposition ni message à montrer', () => {
    expect(jouer({ type: 'suivant' })).toBe(ETAT_INITIAL_AUTOCOMPLETION);
    expect(jouer({ type: 'precedent' })).toBe(ETAT_INITIAL_AUTOCOMPLETION);
  });

  it('le survol active une proposition existante seulement', () => {
    expect(reduireAutocompletion(ouverte, { type: 'activer', index: 2 }).indexActif).toBe(2);
    expect(reduireAutocompletion(ouverte, { type: 'activer', index: 7 })).toBe(ouverte);
  });

  it('vider revient à l’état initial', () => {
    expect(reduireAutocompletion(ouverte, { type: 'vider' })).toEqual(ETAT_INITIAL_AUTOCOMPLETION);
  });
});
