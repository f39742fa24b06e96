import type pg from 'pg';
import PgBoss from 'pg-boss';
import { creerCourrielLocal } from '../adapters/courriel/local.js';
import type { PortCourriel } from '../adapters/courriel/port.js';
import { creerCourrielSmtp } from '../adapters/courriel/smtp.js';
import type { Config } from '../config.js';
import type { Db } from '../db/connexion.js';
import { genererJeuDeDonnees } from '../services/annuaire/jeu-de-donnees.js';
import { rafraichirInstantane } from '../services/indicateurs/instantane-indicateurs.js';
import { regenererStatistiques } from '../services/statistiques/regenerer-statistiques.js';
import { libererVerrousAbandonnes } from '../services/validation/liberation-verrous-abandonnes.js';
import { CRON_ENVOI_COURRIELS, envoyerCourrielsEnAttente, FILE_ENVOI_COURRIELS } from './envoi-courriels.js';
import {
  CRON_EXPIRATION_MANDATS,
  expirerMandats,
  FILE_EXPIRATION_MANDATS,
  FUSEAU_EXPIRATION_MANDATS,
} from './expiration-mandats.js';
import { CRON_PURGE_EXPIRATIONS, FILE_PURGE_EXPIRATIONS, purgerExpirations } from './purge-expirations.js';
import {
  CRON_RAPPELS_ECHEANCES,
  envoyerRappelsEcheances,
  FILE_RAPPELS_ECHEANCES,
  FUSEAU_RAPPELS_ECHEANCES,
} from './rappels-echeances.js';
import {
  CRON_RELANCE_INACTIVITE,
  FILE_RELANCE_INACTIVITE,
  FUSEAU_RELANCE_INACTIVITE,
  relancerComptesInactifs,
} from './relance-inactivite.js';

/** File de la libération des verrous abandonnés du guichet (ADR 0191) : toutes les 5 minutes. */
export const FILE_LIBERATION_VERROUS = 'liberation-verrous-guichet';
const CRON_LIBERATION_VERROUS = '*/5 * * * *';

/**
 * File de la régénération des statistiques publiques (ADR 0252) et de l'instantané des indicateurs du teneur
 * (ADR 0281) : toutes les 5 minutes, et une fois au démarrage ; le passage ne recalcule que si les données ont
 * changé ou si le jour a changé.
 */
export const FILE_STATISTIQUES = 'regeneration-statistiques';
const CRON_STATISTIQUES = '*/5 * * * *';

/**
 * File du jeu de données public (ADR 0291) : chaque nuit à 2 h 30 (Paris), et une fois au démarrage ; le passage
 * ne produit rien si le fichier du jour existe déjà.
 */
export const FILE_JEU_DE_DONNEES = 'jeu-de-donnees-public';
const CRON_JEU_DE_DONNEES = '30 2 * * *';

/** Schéma PostgreSQL où pg-boss range ses tables (créé et migré par pg-boss lui-même). */
export const SCHEMA_TACHES = 'pgboss';

/** Adaptateur des courriels choisi par la configuration : SMTP si `SMTP_URL` est définie, sinon local. */
export function creerPortCourriel(config: Config): PortCourriel {
  const url = config.adaptateurs.smtpUrl;
  return url
    ? creerCourrielSmtp({ url, expediteur: config.adaptateurs.expediteurCourriel })
    : creerCourrielLocal();
}

export interface OptionsTaches {
  db: Db;
  /** Pool de l'application, partagé avec pg-boss (il ne le ferme pas). À défaut, `url`. */
  pool?: pg.Pool;
  /** URL PostgreSQL : pg-boss ouvre alors son propre petit pool et le ferme à l'arrêt. */
  url?: string;
  config: Config;
  /** Adaptateur des courriels ; par défaut celui de la configuration (`creerPortCourriel`). */
  portCourriel?: PortCourriel;
  journal?: (message: string) => void;
  /** Intervalle de relève des files, en secondes (2 par défaut). */
  intervalleReleveSecondes?: number;
}

/** Tâche planifiée : file pg-boss, cron, gestionnaire. */
interface TachePlanifiee {
  file: string;
  cron: string;
  fuseau?: string;
  /** Durée au-delà de laquelle pg-boss considère un passage comme perdu. */
  dureeMaxSecondes: number;
  /** Exécute un passage ; renvoie le bilan à journaliser, ou `null` quand il n'y avait rien à faire. */
  executer: () => Promise<string | null>;
}

export interface Taches {
  boss: PgBoss;
  /** Files et planifications enregistrées (exploitation, tests). */
  planifications: { file: string; cron: string; fuseau: string }[];
  /** Demande un passage immédiat de l'envoi des courriels (sans attendre la minute suivante). */
  demanderEnvoiCourriels: () => Promise<void>;
  /** Arrête les tâches : attend la fin des passages en cours (10 s au plus), sans fermer le pool partagé. */
  arreter: () => Promise<void>;
}

/**
 * Démarre les tâches de fond avec pg-boss (ADR 0070) : envoi des courriels chaque minute, relance des comptes
 * inactifs chaque jour à 3 h (heure de Paris), rappels des échéances chaque jour à 7 h (ADR 0340), purge des sessions, des captchas et des compteurs d'échecs de
 * connexion périmés tous les quarts
 * d'heure. Les planifications sont enregistrées en base : avec plusieurs instances, pg-boss ne crée qu'un
 * passage par échéance, et la politique « stately » des files empêche les passages de s'empiler.
 * Appelée par `main.ts` après les migrations ; jamais par les tests d'intégration, sauf explicitement.
 */
export async function demarrerTaches(options: OptionsTaches): Promise<Taches> {
  const { db, config, pool } = options;
  const journal = options.journal ?? (() => undefined);
  const portCourriel = options.portCourriel ?? creerPortCourriel(config);
  if (!pool && !options.url) throw new Error('demarrerTaches : il faut un pool ou une URL PostgreSQL.');

  const boss = new PgBoss(
    pool
      ? {
          schema: SCHEMA_TACHES,
          db: { executeSql: (texte, valeurs) => pool.query(texte, valeurs) },
        }
      : { schema: SCHEMA_TACHES, connectionString: options.url, max: 3, application_name: 'registre-taches' },
  );
  // Sans écouteur, un événement « error » ferait tomber le processus.
  boss.on('error', (erreur) => journal(`Tâches de fond : ${erreur.message}`));

  const taches: TachePlanifiee[] = [
    {
      file: FILE_STATISTIQUES,
      cron: CRON_STATISTIQUES,
      dureeMaxSecondes: 15 * 60,
      executer: async () => {
        const bilan = await regenererStatistiques(db, new Date());
        const indicateurs = await rafraichirInstantane(db, new Date());
        const faits = [
          ...(bilan === 'regeneres' ? ['agrégats des statistiques recalculés'] : []),
          ...(indicateurs ? ['indicateurs du teneur recalculés'] : []),
        ];
        return faits.length === 0 ? null : faits.join(', ');
      },
    },
    {
      file: FILE_JEU_DE_DONNEES,
      cron: CRON_JEU_DE_DONNEES,
      fuseau: 'Europe/Paris',
      dureeMaxSecondes: 60 * 60,
      executer: async () => {
        const bilan = await genererJeuDeDonnees(db, new Date());
        return bilan.statut === 'genere'
          ? `jeu de données du ${bilan.jour} produit (${bilan.nbLignes} copropriétés, ${bilan.taille} octets)`
          : null;
      },
    },
    {
      file: FILE_LIBERATION_VERROUS,
      cron: CRON_LIBERATION_VERROUS,
      dureeMaxSecondes: 5 * 60,
      executer: async () => {
        const l = await libererVerrousAbandonnes(db);
        return l.immatriculations + l.rattachements + l.dissolutions === 0
          ? null
          : `demandes rendues au guichet : ${l.immatriculations} immatriculation(s), ${l.rattachements} rattachement(s) ou contestation(s), ${l.dissolutions} dissolution(s)`;
      },
    },
    {
      file: FILE_ENVOI_COURRIELS,
      cron: CRON_ENVOI_COURRIELS,
      dureeMaxSecondes: 15 * 60,
      executer: async () => {
        const b = await envoyerCourrielsEnAttente({ db, portCourriel });
        return b.envoyes + b.reportes + b.abandonnes === 0
          ? null
          : `${b.envoyes} envoyé(s), ${b.reportes} reporté(s), ${b.abandonnes} abandonné(s)`;
      },
    },
    {
      file: FILE_RELANCE_INACTIVITE,
      cron: CRON_RELANCE_INACTIVITE,
      fuseau: FUSEAU_RELANCE_INACTIVITE,
      dureeMaxSecondes: 60 * 60,
      executer: async () => {
        const n = await relancerComptesInactifs({ db, urlPublique: config.urlPublique });
        return n === 0 ? null : `${n} compte(s) relancé(s)`;
      },
    },
    {
      file: FILE_EXPIRATION_MANDATS,
      cron: CRON_EXPIRATION_MANDATS,
      fuseau: FUSEAU_EXPIRATION_MANDATS,
      dureeMaxSecondes: 60 * 60,
      executer: async () => {
        const b = await expirerMandats(db, { urlPublique: config.urlPublique });
        return b.archives + b.expires + b.echecs === 0
          ? null
          : `${b.expires} mandat(s) expiré(s), ${b.archives} archivé(s) au profit du suivant, ${b.echecs} en échec`;
      },
    },
    {
      file: FILE_RAPPELS_ECHEANCES,
      cron: CRON_RAPPELS_ECHEANCES,
      fuseau: FUSEAU_RAPPELS_ECHEANCES,
      dureeMaxSecondes: 60 * 60,
      executer: async () => {
        const n = await envoyerRappelsEcheances({ db, urlPublique: config.urlPublique });
        return n === 0 ? null : `${n} rappel(s) d'échéance envoyé(s)`;
      },
    },
    {
      file: FILE_PURGE_EXPIRATIONS,
      cron: CRON_PURGE_EXPIRATIONS,
      dureeMaxSecondes: 5 * 60,
      executer: async () => {
        const { sessions, verrouillages } = await purgerExpirations({ db, config });
        return sessions + verrouillages === 0
          ? null
          : `${sessions} session(s) expirée(s), ${verrouillages} compteur(s) d'échecs périmé(s) supprimé(s)`;
      },
    },
  ];

  await boss.start();
  try {
    for (const t of taches) {
      await creerFile(boss, t.file, {
        name: t.file,
        policy: 'stately',
        retryLimit: 1,
        retryDelay: 60,
        expireInSeconds: t.dureeMaxSecondes,
      });
      await boss.schedule(t.file, t.cron, {}, { tz: t.fuseau ?? 'UTC' });
      await boss.work(t.file, { pollingIntervalSeconds: options.intervalleReleveSecondes ?? 2 }, async () => {
        try {
          const bilan = await t.executer();
          if (bilan) journal(`Tâche ${t.file} : ${bilan}.`);
        } catch (erreur) {
          journal(`Tâche ${t.file} en échec : ${(erreur as Error).message}`);
          throw erreur;
        }
      });
    }
    // Statistiques à jour dès le démarrage (base neuve, démonstration semée), sans attendre l'échéance.
    await boss.send(FILE_STATISTIQUES, {});
    // Jeu de données public dès le premier démarrage (rien n'est refait si le fichier du jour existe).
    await boss.send(FILE_JEU_DE_DONNEES, {});
  } catch (erreur) {
    await boss.stop({ graceful: false, wait: true }).catch(() => undefined);
    throw erreur;
  }

  return {
    boss,
    planifications: taches.map((t) => ({ file: t.file, cron: t.cron, fuseau: t.fuseau ?? 'UTC' })),
    demanderEnvoiCourriels: async () => {
      await boss.send(FILE_ENVOI_COURRIELS, {});
    },
    arreter: () => boss.stop({ graceful: true, timeout: 10_000, wait: true }),
  };
}

/** Crée la file si elle n'existe pas (deux instances qui démarrent ensemble peuvent se croiser). */
async function creerFile(boss: PgBoss, nom: string, options: PgBoss.Queue): Promise<void> {
  if (await boss.getQueue(nom)) return;
  try {
    await boss.createQueue(nom, options);
  } catch (erreur) {
    if (!(await boss.getQueue(nom))) throw erreur;
  }
}
