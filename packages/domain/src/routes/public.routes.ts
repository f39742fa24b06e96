import { z } from 'zod';
import {
  RequeteCoproprietesPubliques,
  ResultatCoproprietesPubliques,
} from '../annuaire/api-publique.schema.js';
import {
  DescriptionJeuDeDonnees,
  ParamsCommunePublique,
  ParamsDepartementPublic,
  ParamsEpciPublic,
  ParamsRegionPublique,
  RequeteSeriePublique,
  SeriePubliqueImmatriculations,
  StatistiquesPubliques,
} from '../annuaire/api-publique-statistiques.schema.js';
import { FichePublique } from '../annuaire/fiche-publique.schema.js';
import { NumeroImmatriculation } from '../commun/formats.js';
import { defineRoute } from './contrat.js';

/** Cache partagé des statistiques : les agrégats changent au plus toutes les 5 minutes (ADR 0252). */
const CACHE_STATISTIQUES_SECONDES = 60;

/** Ce que toute route de la version 1 partage (repris dans chaque description OpenAPI). */
const COMMUN_V1 = `

**Commun à la version 1** : lecture seule, sans compte ni cookie ; JSON UTF-8 aux noms de champs stables (une
évolution incompatible ouvrira \`/api/public/v2\`). Limite : 300 requêtes par minute, par adresse IP et par route,
annoncée par \`RateLimit-Limit\`, \`RateLimit-Remaining\` et \`RateLimit-Reset\` ; au-delà, 429 avec \`Retry-After\`.
Cache : \`Cache-Control: public, max-age=…\` et \`ETag\` ; renvoyez l'étiquette dans \`If-None-Match\` pour recevoir
304 sans corps quand rien n'a changé. Erreurs : 400 (paramètre mal formé, message français par champ), 404
(inconnu), 429 ; corps \`{ "status", "message", "champs"? }\`. Données sous Licence Ouverte 2.0 (Etalab).`;

const DESCRIPTION_STATISTIQUES = `Mêmes agrégats que la page \`/consulter-les-statistiques-du-registre\`, régénérés au plus toutes les
5 minutes (\`genereLe\`). Par territoire : \`nbCoproprietes\`, \`nbLots\`, \`nbLotsHabitation\`, \`tranches\` (taille en
lots), conformité (\`nbMandatEnCours\`, \`nbMajAnnuelleFaite\`, \`nbConformes\` et leurs parts en %, \`null\` sans
copropriété). \`territoire\` est le territoire demandé, \`detail\` ses subdivisions.`;

const exempleCurl = (chemin: string) => `

Exemple :
\`\`\`
curl -i https://registre.example/api/public/v1/${chemin}
\`\`\``;

/**
 * API publique ouverte, version 1 (issue 10 §3, ADR 0242, 0290, 0291) : lecture seule, JSON aux noms stables,
 * pages, `ETag` et `Cache-Control`, limite par adresse avec en-têtes `RateLimit-*`, documentée sur `/api/docs`.
 */
export const publicRoutes = {
  rechercher: defineRoute({
    method: 'GET',
    path: '/api/public/v1/coproprietes',
    summary:
      'API publique v1 : copropriétés du registre (q = numéro ou nom, codeDepartement, codePostal, codeInsee, commune, statut ; page, taille)',
    description: `Recherche dans l'annuaire : au moins un critère. \`q\` cherche le numéro d'immatriculation ou le nom
(contient ; \`$\` en tête : commence par ; \`_\` : un caractère ; sans accents ni casse). Pages numérotées à partir
de 1, \`taille\` ≤ 100. \`total\` est borné à 1 000 : au-delà, \`avertissement\` vaut \`tropDeResultats\`
(affinez la recherche).${exempleCurl('coproprietes?codeInsee=69123&q=tilleuls&page=1&taille=20')}${COMMUN_V1}`,
    acces: 'public',
    query: RequeteCoproprietesPubliques,
    response: ResultatCoproprietesPubliques,
    apiOuverte: { cacheSecondes: 300 },
    exemple: { query: { q: 'tilleuls' } },
  }),
  fiche: defineRoute({
    method: 'GET',
    path: '/api/public/v1/coproprietes/:numeroImmatriculation',
    summary: "API publique v1 : fiche publique d'une copropriété par son numéro d'immatriculation",
    description: `Champs publics d'une copropriété visible (article L711-2 du code de la construction et de
l'habitation) ; dates ISO 8601. 404 si le numéro n'existe pas ou n'est pas public.${exempleCurl('coproprietes/AA0000001')}${COMMUN_V1}`,
    acces: 'public',
    params: z.object({ numeroImmatriculation: NumeroImmatriculation }),
    response: FichePublique,
    apiOuverte: { cacheSecondes: 300 },
    exemple: { params: { numeroImmatriculation: 'AA0000001' } },
  }),
  descriptionJeuDeDonnees: defineRoute({
    method: 'GET',
    path: '/api/public/v1/jeu-de-donnees',
    summary:
      'API publique v1 : description du jeu de données (date, taille, empreinte du dernier fichier, colonnes, licence)',
    description: `Le fichier est régénéré chaque nuit ; \`fichier\` vaut \`null\` tant que le premier n'est pas produit.
\`colonnes\` décrit chaque colonne du CSV dans l'ordre.${exempleCurl('jeu-de-donnees')}${COMMUN_V1}`,
    acces: 'public',
    response: DescriptionJeuDeDonnees,
    apiOuverte: { cacheSecondes: 300 },
  }),
  jeuDeDonnees: defineRoute({
    method: 'GET',
    path: '/api/public/v1/jeu-de-donnees/coproprietes.csv',
    summary:
      'Jeu de données public du jour : toutes les copropriétés visibles, champs publics, CSV (UTF-8, séparateur « ; ») en flux',
    description: `Fichier produit chaque jour (tâche de nuit) et servi tel quel : \`Last-Modified\` donne l'instant de la
génération, \`ETag\` son empreinte SHA-256 (304 avec \`If-None-Match\`), le nom du fichier porte sa date. CSV UTF-8
avec marque d'ordre des octets, séparateur « ; », fins de ligne CRLF, booléens « oui »/« non », dates aaaa-mm-jj.
404 avec \`Retry-After\` tant que le premier fichier n'est pas produit (premier démarrage).

Exemple :
\`\`\`
curl -OJ https://registre.example/api/public/v1/jeu-de-donnees/coproprietes.csv
\`\`\`${COMMUN_V1}`,
    acces: 'public',
    response: z.unknown(),
    responseFormat: 'binary',
    apiOuverte: { cacheSecondes: 3600 },
  }),
  statistiquesFrance: defineRoute({
    method: 'GET',
    path: '/api/public/v1/statistiques',
    summary: 'API publique v1 : statistiques de la France entière et de chacune de ses régions',
    description: `${DESCRIPTION_STATISTIQUES}${exempleCurl('statistiques')}${COMMUN_V1}`,
    acces: 'public',
    response: StatistiquesPubliques,
    apiOuverte: { cacheSecondes: CACHE_STATISTIQUES_SECONDES },
  }),
  statistiquesDepartements: defineRoute({
    method: 'GET',
    path: '/api/public/v1/statistiques/departements',
    summary: 'API publique v1 : statistiques de la France entière et de tous ses départements',
    description: `${DESCRIPTION_STATISTIQUES}${exempleCurl('statistiques/departements')}${COMMUN_V1}`,
    acces: 'public',
    response: StatistiquesPubliques,
    apiOuverte: { cacheSecondes: CACHE_STATISTIQUES_SECONDES },
  }),
  statistiquesRegion: defineRoute({
    method: 'GET',
    path: '/api/public/v1/statistiques/regions/:codeRegion',
    summary: 'API publique v1 : statistiques d’une région (code INSEE) et de ses départements',
    description: `${DESCRIPTION_STATISTIQUES}${exempleCurl('statistiques/regions/84')}${COMMUN_V1}`,
    acces: 'public',
    params: ParamsRegionPublique,
    response: StatistiquesPubliques,
    apiOuverte: { cacheSecondes: CACHE_STATISTIQUES_SECONDES },
    exemple: { params: { codeRegion: '84' } },
  }),
  statistiquesDepartement: defineRoute({
    method: 'GET',
    path: '/api/public/v1/statistiques/departements/:codeDepartement',
    summary:
      'API publique v1 : statistiques d’un département (code INSEE) et des intercommunalités qui y ont une commune',
    description: `${DESCRIPTION_STATISTIQUES} Une intercommunalité à cheval sur plusieurs départements est comptée entière.${exempleCurl('statistiques/departements/69')}${COMMUN_V1}`,
    acces: 'public',
    params: ParamsDepartementPublic,
    response: StatistiquesPubliques,
    apiOuverte: { cacheSecondes: CACHE_STATISTIQUES_SECONDES },
    exemple: { params: { codeDepartement: '69' } },
  }),
  statistiquesEpci: defineRoute({
    method: 'GET',
    path: '/api/public/v1/statistiques/epci/:siren',
    summary: 'API publique v1 : statistiques d’une intercommunalité (SIREN) et de chacune de ses communes',
    description: `${DESCRIPTION_STATISTIQUES}${exempleCurl('statistiques/epci/200046977')}${COMMUN_V1}`,
    acces: 'public',
    params: ParamsEpciPublic,
    response: StatistiquesPubliques,
    apiOuverte: { cacheSecondes: CACHE_STATISTIQUES_SECONDES },
    exemple: { params: { siren: '200046977' } },
  }),
  statistiquesCommune: defineRoute({
    method: 'GET',
    path: '/api/public/v1/statistiques/communes/:codeInsee',
    summary:
      'API publique v1 : statistiques et conformité d’une commune (code INSEE ; un arrondissement : sa commune)',
    description: `${DESCRIPTION_STATISTIQUES} Une commune n'a pas de subdivision : \`detail\` est vide.${exempleCurl('statistiques/communes/69123')}${COMMUN_V1}`,
    acces: 'public',
    params: ParamsCommunePublique,
    response: StatistiquesPubliques,
    apiOuverte: { cacheSecondes: CACHE_STATISTIQUES_SECONDES },
    exemple: { params: { codeInsee: '69123' } },
  }),
  conformiteDepartement: defineRoute({
    method: 'GET',
    path: '/api/public/v1/statistiques/conformite/:codeDepartement',
    summary:
      'API publique v1 : conformité territoriale d’un département et de chacune de ses communes qui ont des copropriétés',
    description: `Vue territoriale de conformité (ADR 0251) : part des copropriétés dont le mandat du représentant légal
est en cours, dont la mise à jour annuelle a moins de 12 mois, et des deux à la fois. ${DESCRIPTION_STATISTIQUES}${exempleCurl('statistiques/conformite/69')}${COMMUN_V1}`,
    acces: 'public',
    params: ParamsDepartementPublic,
    response: StatistiquesPubliques,
    apiOuverte: { cacheSecondes: CACHE_STATISTIQUES_SECONDES },
    exemple: { params: { codeDepartement: '69' } },
  }),
  immatriculationsParAnnee: defineRoute({
    method: 'GET',
    path: '/api/public/v1/statistiques/immatriculations/annees',
    summary:
      'API publique v1 : immatriculations par année d’un territoire (niveau = NATIONAL, REGION, DEPARTEMENT, EPCI ou COMMUNE ; code)',
    description: `Immatriculations par année, de la première du territoire à l'année en cours (zéros compris).
\`niveau\` vaut NATIONAL par défaut ; \`code\` (code INSEE ou SIREN) est obligatoire pour les autres niveaux.${exempleCurl('statistiques/immatriculations/annees?niveau=DEPARTEMENT&code=69')}${COMMUN_V1}`,
    acces: 'public',
    query: RequeteSeriePublique,
    response: SeriePubliqueImmatriculations,
    apiOuverte: { cacheSecondes: CACHE_STATISTIQUES_SECONDES },
  }),
  immatriculationsParTrimestre: defineRoute({
    method: 'GET',
    path: '/api/public/v1/statistiques/immatriculations/trimestres',
    summary:
      'API publique v1 : trimestre des données publiées et immatriculations des huit derniers trimestres d’un territoire',
    description: `\`trimestreGeneration\` est le trimestre de la dernière génération des agrégats ; \`periodes\` les huit
derniers trimestres (« 2026-T4 »). Mêmes paramètres que les années.${exempleCurl('statistiques/immatriculations/trimestres?niveau=REGION&code=84')}${COMMUN_V1}`,
    acces: 'public',
    query: RequeteSeriePublique,
    response: SeriePubliqueImmatriculations,
    apiOuverte: { cacheSecondes: CACHE_STATISTIQUES_SECONDES },
  }),
} as const;
