import type { RequeteTerritoire } from '@registre/domain';
import { useQuery } from '@tanstack/react-query';
import { clesStatistiques } from '../../api/cles-requetes';
import { appelerApi } from '../../api/client';
import { contratsStatistiques } from './contrat';
import type { TerritoireAffiche } from './territoire';

const requete = (t: TerritoireAffiche): RequeteTerritoire =>
  t.niveau === 'NATIONAL' ? { niveau: 'NATIONAL' } : { niveau: t.niveau, code: t.code };

/**
 * Statistiques du territoire affiché et de ses subdivisions (spec 2 §7.10) : un appel par niveau
 * (`chargeRegion`, `chargeDepartement`, `chargeInterCommunalite`, `chargeCommune`, commune par son code).
 */
export function useStatistiquesNiveau(t: TerritoireAffiche) {
  return useQuery({
    queryKey: clesStatistiques.niveau(t.niveau, t.code),
    queryFn: async () => {
      const statistiquesRoutes = await contratsStatistiques();
      switch (t.niveau) {
        case 'NATIONAL':
          return appelerApi(statistiquesRoutes.chargeRegion);
        case 'REGION':
          return appelerApi(statistiquesRoutes.chargeDepartement, { params: { idRegion: t.code } });
        case 'DEPARTEMENT':
          return appelerApi(statistiquesRoutes.chargeInterCommunalite, { params: { num: t.code } });
        case 'EPCI':
          return appelerApi(statistiquesRoutes.chargeCommune, { params: { sirenEpci: t.code } });
        case 'COMMUNE': {
          const territoire = await appelerApi(statistiquesRoutes.chargeCommuneParCode, {
            params: { codeInsee: t.code },
          });
          return { genereLe: null, territoire, detail: [] };
        }
      }
    },
  });
}

/** Tous les départements (carte de France par département). */
export function useTousLesDepartements(actif: boolean) {
  return useQuery({
    queryKey: clesStatistiques.niveau('REGION', '0'),
    queryFn: async () =>
      appelerApi((await contratsStatistiques()).chargeDepartement, { params: { idRegion: '0' } }),
    enabled: actif,
  });
}

/** Vue territoriale de conformité d'un département (ses communes). */
export function useConformiteDepartement(code: string | null) {
  return useQuery({
    queryKey: clesStatistiques.conformite(code ?? ''),
    queryFn: async () =>
      appelerApi((await contratsStatistiques()).conformiteDepartement, { params: { num: code ?? '' } }),
    enabled: code !== null,
  });
}

/** Immatriculations par année et par trimestre du territoire. */
export function useSeries(t: TerritoireAffiche) {
  const r = requete(t);
  const annees = useQuery({
    queryKey: clesStatistiques.series('annees', t.niveau, t.code),
    queryFn: async () =>
      appelerApi((await contratsStatistiques()).anneesGeneration, {
        params: { isNationale: t.niveau === 'NATIONAL' ? 'true' : 'false' },
        query: r,
      }),
  });
  const trimestres = useQuery({
    queryKey: clesStatistiques.series('trimestres', t.niveau, t.code),
    queryFn: async () => appelerApi((await contratsStatistiques()).trimestresGeneration, { query: r }),
  });
  return { annees, trimestres };
}

/** Intercommunalités d'une région (recherche d'un EPCI sans passer par son département). */
export function useEpcisDeLaRegion(codeRegion: string | null) {
  return useQuery({
    queryKey: clesStatistiques.epcisRegion(codeRegion ?? ''),
    queryFn: async () =>
      appelerApi((await contratsStatistiques()).epciParRegion, { params: { id: codeRegion ?? '' } }),
    enabled: codeRegion !== null,
  });
}

/** Noms des territoires parcourus (fil de la descente) : région, département, EPCI par leur code. */
export function useNomsDuParcours(t: TerritoireAffiche) {
  const region = useQuery({
    queryKey: clesStatistiques.region(t.region ?? ''),
    queryFn: async () =>
      appelerApi((await contratsStatistiques()).regionParCode, { params: { code: t.region ?? '' } }),
    enabled: t.region !== null && t.niveau !== 'REGION',
  });
  const departement = useQuery({
    queryKey: clesStatistiques.departement(t.departement ?? ''),
    queryFn: async () =>
      appelerApi((await contratsStatistiques()).departementParCode, { params: { num: t.departement ?? '' } }),
    enabled: t.departement !== null && t.niveau !== 'DEPARTEMENT',
  });
  const epci = useQuery({
    queryKey: clesStatistiques.epci(t.epci ?? ''),
    queryFn: async () =>
      appelerApi((await contratsStatistiques()).epciParSiren, { params: { siren: t.epci ?? '' } }),
    enabled: t.epci !== null && t.niveau !== 'EPCI',
  });
  return { region: region.data?.nom, departement: departement.data?.nom, epci: epci.data?.nom };
}
