import {
  type RequeteTerritoire,
  type SeriePubliqueImmatriculations,
  type StatistiquesNiveau,
  type StatistiquesPubliques,
  VERSION_API_PUBLIQUE,
} from '@registre/domain';
import type { Executeur } from '../../db/connexion.js';
import { creerStatistiquesRepository } from '../../repositories/statistiques.repository.js';
import { creerConsultationStatistiques } from './consulter-statistiques.js';
import { creerSeriesImmatriculations } from './series-immatriculations.js';

/**
 * Statistiques de l'API publique ouverte, version 1 (ADR 0290) : les réponses de la page des statistiques
 * (mêmes agrégats, mêmes champs), marquées de leur version ; une commune est rendue comme un niveau sans
 * subdivision, pour que chaque route de la version 1 ait la même forme.
 */
export function creerStatistiquesPubliques(executeur: Executeur) {
  const consultation = creerConsultationStatistiques(executeur);
  const series = creerSeriesImmatriculations(executeur);
  const repo = creerStatistiquesRepository(executeur);
  const v1 = (niveau: StatistiquesNiveau): StatistiquesPubliques => ({
    version: VERSION_API_PUBLIQUE,
    ...niveau,
  });

  return {
    france: async () => v1(await consultation.chargeRegion()),
    departements: async () => v1(await consultation.chargeDepartement('0')),
    region: async (code: string) => v1(await consultation.chargeDepartement(code)),
    departement: async (code: string) => v1(await consultation.chargeInterCommunalite(code)),
    epci: async (siren: string) => v1(await consultation.chargeCommune(siren)),
    async commune(codeInsee: string): Promise<StatistiquesPubliques> {
      const [territoire, etat] = await Promise.all([consultation.commune(codeInsee), repo.etatGeneration()]);
      return v1({ genereLe: etat?.genereLe.toISOString() ?? null, territoire, detail: [] });
    },
    conformite: async (code: string) => v1(await consultation.conformiteDepartement(code)),
    async parAnnee(requete: RequeteTerritoire, maintenant: Date): Promise<SeriePubliqueImmatriculations> {
      return { version: VERSION_API_PUBLIQUE, ...(await series.parAnnee(requete, maintenant)) };
    },
    async parTrimestre(requete: RequeteTerritoire, maintenant: Date): Promise<SeriePubliqueImmatriculations> {
      return { version: VERSION_API_PUBLIQUE, ...(await series.parTrimestre(requete, maintenant)) };
    },
  };
}
