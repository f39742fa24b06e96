import { z } from 'zod';
import { CodeInseeCommune } from '../copropriete/copropriete.schema.js';
import {
  BooleenChemin,
  CodeDepartementStatistiques,
  CodeRegion,
  CodeRegionOuTous,
  DepartementReferentiel,
  EpciReferentiel,
  RegionReferentiel,
  RequeteTerritoire,
  SeriePeriodes,
  SirenEpci,
  StatistiquesNiveau,
  StatistiquesTerritoire,
} from '../statistiques/statistiques.schema.js';
import { defineRoute } from './contrat.js';

/** Rapport XLSX : au plus 20 téléchargements par minute et par adresse (chacun est compté au journal). */
export const LIMITE_TELECHARGEMENTS_RAPPORT_PAR_MINUTE = 20;

/**
 * Statistiques publiques du registre (spec 1 §2 `/consulter-les-statistiques-du-registre`, spec 2 §7.10 ;
 * ADR 0250 à 0252). Les identifiants de région et de département sont leurs codes INSEE (ADR 0250).
 */
export const statistiquesRoutes = {
  chargeRegion: defineRoute({
    method: 'GET',
    path: '/api/public/statistiques/chargeRegion',
    summary: 'Statistiques de la France entière et de chacune de ses régions',
    acces: 'public',
    response: StatistiquesNiveau,
  }),
  regionParCode: defineRoute({
    method: 'GET',
    path: '/api/public/region/findRegionByCodeInseeRegion/:code',
    summary: 'Région par son code INSEE (404 si elle n’existe pas)',
    acces: 'public',
    params: z.object({ code: CodeRegion }),
    response: RegionReferentiel,
    exemple: { params: { code: '84' } },
  }),
  chargeDepartement: defineRoute({
    method: 'GET',
    path: '/api/public/statistiques/chargeDepartement/:idRegion',
    summary: 'Statistiques d’une région et de ses départements (0 : la France et tous les départements)',
    acces: 'public',
    params: z.object({ idRegion: CodeRegionOuTous }),
    response: StatistiquesNiveau,
    exemple: { params: { idRegion: '84' } },
  }),
  chargeDepartementDepuisCdInsee: defineRoute({
    method: 'GET',
    path: '/api/public/statistiques/chargeDepartementDepuisCdInsee/:code',
    summary: 'Statistiques d’un département désigné par son code INSEE (404 s’il n’existe pas)',
    acces: 'public',
    params: z.object({ code: CodeDepartementStatistiques }),
    response: StatistiquesTerritoire,
    exemple: { params: { code: '69' } },
  }),
  departementParCode: defineRoute({
    method: 'GET',
    path: '/api/public/departement/:num',
    summary: 'Département par son code INSEE (404 s’il n’existe pas)',
    acces: 'public',
    params: z.object({ num: CodeDepartementStatistiques }),
    response: DepartementReferentiel,
    exemple: { params: { num: '69' } },
  }),
  chargeInterCommunalite: defineRoute({
    method: 'GET',
    path: '/api/public/statistiques/chargeInterCommunalite/:num',
    summary: 'Statistiques d’un département et des intercommunalités (EPCI) qui y ont une commune',
    acces: 'public',
    params: z.object({ num: CodeDepartementStatistiques }),
    response: StatistiquesNiveau,
    exemple: { params: { num: '69' } },
  }),
  epciParRegion: defineRoute({
    method: 'GET',
    path: '/api/public/epci/chargeEpciParIdRegion/:id',
    summary: 'Intercommunalités (EPCI) qui ont au moins une commune dans la région, par nom',
    acces: 'public',
    params: z.object({ id: CodeRegion }),
    response: z.array(EpciReferentiel),
    exemple: { params: { id: '84' } },
  }),
  epciParSiren: defineRoute({
    method: 'GET',
    path: '/api/public/epci/findOneEpciBySiren/:siren',
    summary: 'Intercommunalité (EPCI) par son SIREN (404 si elle n’existe pas)',
    acces: 'public',
    params: z.object({ siren: SirenEpci }),
    response: EpciReferentiel,
    exemple: { params: { siren: '200046977' } },
  }),
  chargeCommune: defineRoute({
    method: 'GET',
    path: '/api/public/statistiques/chargeCommune/:sirenEpci',
    summary: 'Statistiques d’une intercommunalité (EPCI) et de chacune de ses communes',
    acces: 'public',
    params: z.object({ sirenEpci: SirenEpci }),
    response: StatistiquesNiveau,
    exemple: { params: { sirenEpci: '200046977' } },
  }),
  chargeCommuneParCode: defineRoute({
    method: 'GET',
    path: '/api/public/statistiques/commune/:codeInsee',
    summary: 'Ajout (ADR 0250) : statistiques et conformité d’une commune par son code INSEE',
    acces: 'public',
    params: z.object({ codeInsee: CodeInseeCommune }),
    response: StatistiquesTerritoire,
    exemple: { params: { codeInsee: '69123' } },
  }),
  conformiteDepartement: defineRoute({
    method: 'GET',
    path: '/api/public/statistiques/conformite/:num',
    summary:
      'Ajout (ADR 0251) : vue territoriale de conformité, le département et chacune de ses communes qui ont des copropriétés',
    acces: 'public',
    params: z.object({ num: CodeDepartementStatistiques }),
    response: StatistiquesNiveau,
    exemple: { params: { num: '69' } },
  }),
  anneesGeneration: defineRoute({
    method: 'GET',
    path: '/api/public/statistiques/chargementAnneeGeneration/:isNationale',
    summary:
      'Immatriculations par année depuis l’ouverture du registre : France entière (true) ou territoire de la requête (false)',
    acces: 'public',
    params: z.object({ isNationale: BooleenChemin }),
    query: RequeteTerritoire,
    response: SeriePeriodes,
    exemple: { params: { isNationale: 'true' } },
  }),
  trimestresGeneration: defineRoute({
    method: 'GET',
    path: '/api/public/statistiques/chargementTrimestreGeneration',
    summary: 'Trimestre des données publiées et immatriculations des huit derniers trimestres du territoire',
    acces: 'public',
    query: RequeteTerritoire,
    response: SeriePeriodes,
  }),
  telechargerRapport: defineRoute({
    method: 'GET',
    path: '/api/public/statistiques/telechargerRapportBo',
    summary:
      'Rapport des statistiques d’un territoire (XLSX daté, nom dans content-disposition) ; chaque téléchargement est compté',
    acces: 'public',
    query: RequeteTerritoire,
    response: z.custom<Uint8Array>((v) => v instanceof Uint8Array),
    responseFormat: 'binary',
    limiteParMinute: LIMITE_TELECHARGEMENTS_RAPPORT_PAR_MINUTE,
  }),
} as const;
