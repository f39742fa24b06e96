import {
  aujourdhuiParis,
  cleTrimestre,
  derniersTrimestres,
  type ImmatriculationsPeriode,
  libelleTrimestre,
  type RequeteTerritoire,
  type SeriePeriodes,
  trimestreDeGeneration,
} from '@registre/domain';
import type { Executeur } from '../../db/connexion.js';
import { creerStatistiquesRepository } from '../../repositories/statistiques.repository.js';
import { resoudreTerritoire } from './consulter-statistiques.js';

/** Premier jour d'un trimestre, « aaaa-mm-jj ». */
const premierJour = (annee: number, trimestre: number) =>
  `${annee}-${String((trimestre - 1) * 3 + 1).padStart(2, '0')}-01`;

/**
 * Séries des immatriculations (spec 2 §7.10 `chargementAnneeGeneration`, `chargementTrimestreGeneration` ;
 * ADR 0250) : par année depuis la première immatriculation du territoire jusqu'à l'année en cours, et sur les
 * huit derniers trimestres ; les périodes sans immatriculation valent 0.
 */
export function creerSeriesImmatriculations(executeur: Executeur) {
  const repo = creerStatistiquesRepository(executeur);

  const entete = async (requete: RequeteTerritoire) => {
    const [territoire, etat] = await Promise.all([
      resoudreTerritoire(executeur, requete.niveau, requete.code),
      repo.etatGeneration(),
    ]);
    return {
      territoire,
      genereLe: etat?.genereLe ?? null,
      base: {
        genereLe: etat?.genereLe.toISOString() ?? null,
        trimestreGeneration: trimestreDeGeneration(etat?.genereLe ?? null),
        territoire: { niveau: requete.niveau, code: territoire.code, nom: territoire.nom },
      },
    };
  };

  return {
    async parAnnee(requete: RequeteTerritoire, maintenant: Date): Promise<SeriePeriodes> {
      const { territoire, base } = await entete(requete);
      const trimestres = await repo.immatriculationsParTrimestre(territoire.filtre, null);
      const parAnnee = new Map<number, number>();
      for (const t of trimestres) {
        const annee = Number(t.trimestre.slice(0, 4));
        parAnnee.set(annee, (parAnnee.get(annee) ?? 0) + t.nombre);
      }
      const anneeCourante = aujourdhuiParis(maintenant).getUTCFullYear();
      const premiere = Math.min(anneeCourante, ...parAnnee.keys());
      const periodes: ImmatriculationsPeriode[] = [];
      for (let annee = premiere; annee <= anneeCourante; annee++) {
        periodes.push({
          periode: String(annee),
          libelle: String(annee),
          nbImmatriculations: parAnnee.get(annee) ?? 0,
        });
      }
      return { ...base, periodes };
    },

    async parTrimestre(requete: RequeteTerritoire, maintenant: Date): Promise<SeriePeriodes> {
      const { territoire, base } = await entete(requete);
      const serie = derniersTrimestres(aujourdhuiParis(maintenant));
      const premier = serie[0];
      const lus = await repo.immatriculationsParTrimestre(
        territoire.filtre,
        premier ? premierJour(premier.annee, premier.trimestre) : null,
      );
      const nombres = new Map(lus.map((t) => [t.trimestre, t.nombre]));
      return {
        ...base,
        periodes: serie.map(({ annee, trimestre }) => ({
          periode: cleTrimestre(annee, trimestre),
          libelle: libelleTrimestre(annee, trimestre),
          nbImmatriculations: nombres.get(premierJour(annee, trimestre)) ?? 0,
        })),
      };
    },
  };
}
