import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { BlockList } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ConfigMailjet } from './adapters/newsletter/http.js';
import {
  type ConfigCertificat,
  type ConfigIdentite,
  ErreurConfigurationIdentite,
  lireConfigIdentite,
  lireMandataires,
} from './config-identite.js';

/** Racine du dépôt (les données embarquées vivent sous `.data/`). */
export const racineDepot = fileURLToPath(new URL('../../../', import.meta.url));

export interface Config {
  environnement: 'production' | 'development' | 'test';
  port: number;
  /** Adresse d'écoute : boucle locale hors production (ADR 0080), toutes les interfaces en production. */
  hote: string;
  /**
   * Mandataires inverses dont on croit `X-Forwarded-For` / `-Proto` / `-Host` (`TRUST_PROXY`, ADR 0080) ; aucun
   * par défaut : l'adresse du client est alors celle de la connexion.
   */
  mandatairesHttp: BlockList;
  mandatairesHttpTexte: string;
  /** URL de connexion PostgreSQL ; absente, la base embarquée démarre. */
  databaseUrl: string | undefined;
  /** Répertoire des données de la base embarquée. */
  repertoireDonnees: string;
  portPostgresEmbarque: number;
  secretSession: string;
  version: string;
  /** Répertoire de l'application web construite (servie par le serveur). */
  repertoireWeb: string;
  /** Niveau de journalisation pino. */
  niveauLog: string;
  /**
   * Pages et routes de développement (boîte de réception, simulateur de certificat) : hors production, et
   * seulement sur la base embarquée, sauf demande expresse (`ROUTES_DEV=1`) — une instance déployée sur une vraie
   * base avec un NODE_ENV oublié ne les expose donc pas.
   */
  routesDeveloppement: boolean;
  /** Adresse publique du site, pour les liens des courriels et des lettres. */
  urlPublique: string;
  /** Difficulté du captcha : réduite pour les tests automatisés (`CAPTCHA_DIFFICULTE=test`). */
  captchaReduit: boolean;
  /**
   * Âge (secondes) jusqu'où l'instantané des indicateurs du teneur est servi même si des données ont changé
   * depuis (`INDICATEURS_TOLERANCE_SECONDES`, 300 par défaut ; 0 : recalculé dès qu'un événement est journalisé ;
   * ADR 0281).
   */
  toleranceIndicateursSecondes: number;
  /** Adaptateurs des services externes : absents, l'adaptateur local (hors ligne) est utilisé. */
  adaptateurs: {
    /** API « Recherche d'entreprises » (Sirene), par exemple https://recherche-entreprises.api.gouv.fr */
    etablissementsUrl: string | undefined;
    /** API Adresse de la Base Adresse Nationale, par exemple https://api-adresse.data.gouv.fr (ADR 0120). */
    geocodageUrl: string | undefined;
    /** API Carto de l'IGN (module cadastre), par exemple https://apicarto.ign.fr (ADR 0120). */
    cadastreUrl: string | undefined;
    /** API du Référentiel national des bâtiments, par exemple https://rnb-api.beta.gouv.fr (ADR 0120). */
    rnbUrl: string | undefined;
    /**
     * API Mailjet de la lettre d'information (MAILJET_API_URL, MAILJET_API_KEY, MAILJET_API_SECRET,
     * MAILJET_LISTE_ID, toutes requises) ; absente, les abonnés sont gardés en base (ADR 0261).
     */
    mailjet: ConfigMailjet | undefined;
    /** Serveur SMTP (`smtp://utilisateur:motdepasse@hote:587`) et expéditeur des courriels. */
    smtpUrl: string | undefined;
    expediteurCourriel: string;
  };
  /**
   * Adresse électronique de l'assistance du registre, donnée sur la page d'aide (perte du courrier du code
   * d'activation…) tant que le formulaire de contact n'existe pas ; absente en production si non configurée.
   */
  assistanceCourriel: string | undefined;
  /** Connexion institutionnelle OpenID Connect (ADR 0065). */
  identite: ConfigIdentite;
  /** Certificats clients des notaires transmis par le mandataire inverse (ADR 0067). */
  certificat: ConfigCertificat;
}

function lireVersion(): string {
  const paquet = JSON.parse(readFileSync(path.join(racineDepot, 'package.json'), 'utf8')) as {
    version?: string;
  };
  return paquet.version ?? '0.0.0';
}

export class ErreurConfiguration extends Error {}

export function lireConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const environnement =
    env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new ErreurConfiguration(
      `La variable PORT doit être un numéro de port valide (reçu : « ${env.PORT} »).`,
    );
  }
  const secretSession = env.SESSION_SECRET ?? '';
  if (environnement === 'production' && secretSession.length < 32) {
    throw new ErreurConfiguration(
      'En production, la variable SESSION_SECRET est obligatoire et doit contenir au moins 32 caractères.',
    );
  }
  return {
    environnement,
    port,
    hote: env.HOST?.trim() || (environnement === 'production' ? '0.0.0.0' : '127.0.0.1'),
    ...lireMandatairesHttp(env.TRUST_PROXY),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    repertoireDonnees: env.DATA_DIR ?? path.join(racineDepot, '.data'),
    portPostgresEmbarque: Number(env.EMBEDDED_PG_PORT ?? 54320),
    // Hors production, un secret aléatoire par démarrage suffit (les sessions ne survivent pas au redémarrage).
    secretSession: secretSession.length >= 32 ? secretSession : randomBytes(32).toString('hex'),
    version: env.APP_VERSION ?? lireVersion(),
    repertoireWeb: env.WEB_DIST_DIR ?? path.join(racineDepot, 'apps/web/dist'),
    niveauLog: env.LOG_LEVEL ?? (environnement === 'test' ? 'silent' : 'info'),
    routesDeveloppement:
      environnement !== 'production' && (!env.DATABASE_URL?.trim() || env.ROUTES_DEV === '1'),
    urlPublique: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    captchaReduit: env.CAPTCHA_DIFFICULTE === 'test' || environnement === 'test',
    toleranceIndicateursSecondes: lireToleranceIndicateurs(env.INDICATEURS_TOLERANCE_SECONDES),
    adaptateurs: {
      etablissementsUrl: env.ETABLISSEMENTS_API_URL || undefined,
      geocodageUrl: env.GEOCODAGE_API_URL || undefined,
      cadastreUrl: env.CADASTRE_API_URL || undefined,
      rnbUrl: env.RNB_API_URL || undefined,
      mailjet: lireConfigMailjet(env),
      smtpUrl: env.SMTP_URL || undefined,
      expediteurCourriel:
        env.COURRIEL_EXPEDITEUR ?? 'Registre des copropriétés <ne-pas-repondre@registre-coproprietes.local>',
    },
    assistanceCourriel: lireAssistanceCourriel(env, environnement),
    ...lireConfigIdentiteOuErreur(env, environnement),
  };
}

/** Tolérance de l'instantané des indicateurs, en secondes (ADR 0281). */
function lireToleranceIndicateurs(valeur: string | undefined): number {
  if (valeur === undefined || valeur.trim() === '') return 300;
  const n = Number(valeur);
  if (!Number.isInteger(n) || n < 0) {
    throw new ErreurConfiguration(
      `La variable INDICATEURS_TOLERANCE_SECONDES doit être un nombre entier de secondes, 0 ou plus (reçu : « ${valeur} »).`,
    );
  }
  return n;
}

/** Adresse de démonstration de l'assistance hors production (boîte de réception de développement). */
const ASSISTANCE_COURRIEL_DEVELOPPEMENT = 'assistance@registre-coproprietes.local';

function lireAssistanceCourriel(
  env: NodeJS.ProcessEnv,
  environnement: Config['environnement'],
): string | undefined {
  const valeur = env.ASSISTANCE_COURRIEL?.trim();
  if (!valeur) return environnement === 'production' ? undefined : ASSISTANCE_COURRIEL_DEVELOPPEMENT;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(valeur)) {
    throw new ErreurConfiguration(
      `La variable ASSISTANCE_COURRIEL doit être une adresse électronique (reçu : « ${valeur} »).`,
    );
  }
  return valeur;
}

/** Accès Mailjet : les quatre variables ensemble, ou aucune (adaptateur local). */
function lireConfigMailjet(env: NodeJS.ProcessEnv): ConfigMailjet | undefined {
  const valeurs = {
    url: env.MAILJET_API_URL?.trim(),
    cleApi: env.MAILJET_API_KEY?.trim(),
    cleSecrete: env.MAILJET_API_SECRET?.trim(),
    idListe: env.MAILJET_LISTE_ID?.trim(),
  };
  const presentes = Object.values(valeurs).filter(Boolean).length;
  if (presentes === 0) return undefined;
  if (presentes < 4) {
    throw new ErreurConfiguration(
      'Les variables MAILJET_API_URL, MAILJET_API_KEY, MAILJET_API_SECRET et MAILJET_LISTE_ID vont ensemble : renseignez-les toutes ou aucune.',
    );
  }
  return valeurs as ConfigMailjet;
}

function lireMandatairesHttp(texte: string | undefined) {
  try {
    return {
      mandatairesHttp: lireMandataires(texte, 'TRUST_PROXY'),
      mandatairesHttpTexte: texte?.trim() ?? '',
    };
  } catch (erreur) {
    if (erreur instanceof ErreurConfigurationIdentite) throw new ErreurConfiguration(erreur.message);
    throw erreur;
  }
}

function lireConfigIdentiteOuErreur(env: NodeJS.ProcessEnv, environnement: Config['environnement']) {
  try {
    return lireConfigIdentite(env, environnement);
  } catch (erreur) {
    throw new ErreurConfiguration((erreur as Error).message);
  }
}
