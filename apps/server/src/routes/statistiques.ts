import { ErreurMetier, statistiquesRoutes } from '@registre/domain';
import { implementer } from '../plugins/contrats.js';
import { dispositionPieceJointe } from '../plugins/telechargement.js';
import type { Services } from '../services/index.js';

/** Les agrégats changent au plus toutes les 5 minutes : une minute de cache partagé. */
const CACHE_STATISTIQUES = 'public, max-age=60';

const introuvable = (quoi: string) => new ErreurMetier('introuvable', `${quoi} est introuvable.`);

/** Statistiques publiques et recherches de territoires (spec 2 §7.10 ; ADR 0250 à 0252). */
export function routesStatistiques(services: Services) {
  const { consultation, territoires, series } = services.statistiques;
  const enCache = <T>(reponse: { header: (n: string, v: string) => unknown }, valeur: T): T => {
    reponse.header('cache-control', CACHE_STATISTIQUES);
    return valeur;
  };
  return [
    implementer(statistiquesRoutes.chargeRegion, async ({ reponse }) =>
      enCache(reponse, await consultation.chargeRegion()),
    ),
    implementer(statistiquesRoutes.regionParCode, async ({ params }) => {
      const r = await territoires.region(params.code);
      if (!r) throw introuvable(`La région ${params.code}`);
      return r;
    }),
    implementer(statistiquesRoutes.chargeDepartement, async ({ params, reponse }) =>
      enCache(reponse, await consultation.chargeDepartement(params.idRegion)),
    ),
    implementer(statistiquesRoutes.chargeDepartementDepuisCdInsee, async ({ params, reponse }) =>
      enCache(reponse, await consultation.chargeDepartementDepuisCdInsee(params.code)),
    ),
    implementer(statistiquesRoutes.departementParCode, async ({ params }) => {
      const d = await territoires.departement(params.num);
      if (!d) throw introuvable(`Le département ${params.num}`);
      return d;
    }),
    implementer(statistiquesRoutes.chargeInterCommunalite, async ({ params, reponse }) =>
      enCache(reponse, await consultation.chargeInterCommunalite(params.num)),
    ),
    implementer(statistiquesRoutes.epciParRegion, async ({ params }) => {
      if (!(await territoires.region(params.id))) throw introuvable(`La région ${params.id}`);
      return territoires.epcisDeLaRegion(params.id);
    }),
    implementer(statistiquesRoutes.epciParSiren, async ({ params }) => {
      const e = await territoires.epci(params.siren);
      if (!e) throw introuvable(`L’intercommunalité ${params.siren}`);
      return e;
    }),
    implementer(statistiquesRoutes.chargeCommune, async ({ params, reponse }) =>
      enCache(reponse, await consultation.chargeCommune(params.sirenEpci)),
    ),
    implementer(statistiquesRoutes.chargeCommuneParCode, async ({ params, reponse }) =>
      enCache(reponse, await consultation.commune(params.codeInsee)),
    ),
    implementer(statistiquesRoutes.conformiteDepartement, async ({ params, reponse }) =>
      enCache(reponse, await consultation.conformiteDepartement(params.num)),
    ),
    implementer(statistiquesRoutes.anneesGeneration, async ({ params, query, reponse }) =>
      enCache(
        reponse,
        await series.parAnnee(params.isNationale === 'true' ? { niveau: 'NATIONAL' } : query, new Date()),
      ),
    ),
    implementer(statistiquesRoutes.trimestresGeneration, async ({ query, reponse }) =>
      enCache(reponse, await series.parTrimestre(query, new Date())),
    ),
    implementer(statistiquesRoutes.telechargerRapport, async ({ query, utilisateur, reponse }) => {
      const rapport = await services.statistiques.rapport(query, utilisateur ?? null);
      reponse
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', dispositionPieceJointe(rapport.nomFichier))
        .header('cache-control', 'no-store');
      return rapport.contenu;
    }),
  ];
}
