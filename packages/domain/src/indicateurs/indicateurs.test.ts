import { describe, expect, it } from 'vitest';
import { estHorsDelai } from '../calendrier/jours-ouvres.js';
import { formaterDateIso } from '../commun/dates.js';
import { premierJourDansLesDelais } from './delais-indicateurs.js';
import { lignesIndicateurs, type TableauIndicateurs } from './indicateurs.schema.js';

describe('premierJourDansLesDelais (ADR 0039, 0201)', () => {
  it('le mercredi 16/07/2025, les demandes antérieures au mardi 15 sont hors délai (le 14 est férié)', () => {
    expect(formaterDateIso(premierJourDansLesDelais(new Date('2025-07-16T10:00:00Z'), 1))).toBe('2025-07-15');
  });

  it('le lundi, les demandes du jeudi précédent sont hors délai, celles du vendredi et du week-end non', () => {
    expect(formaterDateIso(premierJourDansLesDelais(new Date('2025-03-17T08:00:00Z'), 1))).toBe('2025-03-14');
  });

  it('donne la même réponse que estHorsDelai pour chaque jour de dépôt, sur une année et trois délais', () => {
    for (const delai of [1, 2, 5]) {
      for (let j = 0; j < 366; j += 1) {
        const maintenant = new Date(Date.UTC(2025, 0, 1, 11) + j * 86_400_000);
        const limite = premierJourDansLesDelais(maintenant, delai);
        for (let recul = 0; recul < 15; recul += 1) {
          const depot = new Date(maintenant.getTime() - recul * 86_400_000);
          const jourDepot = new Date(
            Date.UTC(depot.getUTCFullYear(), depot.getUTCMonth(), depot.getUTCDate()),
          );
          expect(jourDepot.getTime() < limite.getTime()).toBe(
            estHorsDelai(depot, maintenant, { delaiJoursOuvres: delai }),
          );
        }
      }
    }
  });
});

describe('lignesIndicateurs', () => {
  const tableau: TableauIndicateurs = {
    calculeLe: '2025-07-16T10:00:00.000Z',
    nbCoproImmatriculees: 10,
    moyenneImmatHebdo: 0.5,
    nbTeledeclarants: 2,
    moyenneRattachementHebdo: 0,
    nbUtilisateurs: 3,
    nbTelechargementDonneesBrutes: 0,
    topEchelleGeographique: null,
    nbTelechargementRapportBo: 0,
    nbMajParAnnee: 0,
    nbMajParMois: 0,
    nbDemandesImmatEnCours: 5,
    nbDemandesImmatHorsDelai: 1,
    nbDemandesContestationEnCours: 0,
    nbDemandesContestationHorsDelai: 0,
    nbDemandesRattachementEnCours: 4,
    nbDemandesRattachementHorsDelai: 2,
    nbDemandesDissolutionEnCours: 0,
    nbDemandesDissolutionHorsDelai: 0,
    nbDoublons: 3,
    nbDoublonsHorsDelais: 3,
    detail: [
      {
        type: 'DOUBLON',
        aPrendreEnCharge: 2,
        priseEnCharge: 1,
        plusAncienne: '10/07/2025',
        delaiJoursOuvres: 1,
      },
    ],
  };

  it('rend les cinq types dans l’ordre de la spécification, avec leurs comptes et leur détail', () => {
    const lignes = lignesIndicateurs(tableau);
    expect(lignes.map((l) => l.libelle)).toEqual([
      'Immatriculation',
      'Contestation',
      'Rattachement',
      'Dissolution',
      'Doublons',
    ]);
    expect(lignes[0]).toMatchObject({ enCours: 5, horsDelai: 1, detail: null });
    expect(lignes[2]).toMatchObject({ enCours: 4, horsDelai: 2 });
    expect(lignes[4]).toMatchObject({ enCours: 3, horsDelai: 3, detail: { aPrendreEnCharge: 2 } });
  });
});
