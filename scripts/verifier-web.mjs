#!/usr/bin/env node
/**
 * Vérifications de l'application web construite (ADR 0110), lancées après `vite build` :
 * 1. budget de la page d'accueil : le JavaScript qu'elle charge (morceau d'entrée, ses imports statiques, le
 *    morceau de la page d'accueil et ses imports statiques), compressé par gzip, ne dépasse pas 200 Ko ; même
 *    budget pour chaque page publique de l'issue 10 (dossiers `DOSSIERS_PAGES_PUBLIQUES`, ADR 0263, et pages
 *    publiques du compte `MODULES_PAGES_PUBLIQUES_COMPTE`, ADR 0286) ;
 * 2. jeu d'icônes complet : chaque fichier que les feuilles de style DSFR servies désignent par `url(...)`
 *    existe dans la construction (sinon 404 et bouton sans icône).
 *
 * Usage : node scripts/verifier-web.mjs [--dist apps/web/dist] [--budget-ko 200]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_ACCUEIL_KO = 200;
/** Module de la page d'accueil dans le manifeste Vite (clé relative à apps/web). */
export const MODULE_ACCUEIL = 'src/pages/accueil/PageAccueil.tsx';
/**
 * Dossiers des pages publiques (issue 10 §7 : aide, informations, lettres, statistiques, annuaire, données) : chaque
 * page `src/pages/<dossier>/…` du manifeste tient dans le budget de l'accueil. Une page publique rangée ailleurs
 * s'ajoute ici.
 */
export const DOSSIERS_PAGES_PUBLIQUES = [
  'aide',
  'accessibilite',
  'annuaire',
  'donnees-et-api',
  'fiche-synthetique',
  'mentions-legales',
  'newsletter',
  'non-trouvee',
  'plan-du-site',
  'reclamation',
  'statistiques',
];

/**
 * Pages publiques du compte (issue 10 §7, ADR 0286), rangées avec les pages réservées du compte (`mon-compte`,
 * `mes-comptes-utilisateurs`…) : connexion, inscription et ses étapes, mot de passe oublié ou à créer, activation,
 * confirmation de l'adresse électronique, inscription d'une étude, erreur de connexion institutionnelle. Une page
 * publique ajoutée au compte s'ajoute ici.
 */
export const MODULES_PAGES_PUBLIQUES_COMPTE = [
  'src/pages/compte/PageConfirmationEmail.tsx',
  'src/pages/compte/PageConnexion.tsx',
  'src/pages/compte/PageCreationMotDePasse.tsx',
  'src/pages/compte/PageErreurConnexionInstitutionnelle.tsx',
  'src/pages/compte/PageMotDePasseOublie.tsx',
  'src/pages/compte/inscription/PageActivation.tsx',
  'src/pages/compte/inscription/PageChoixInscription.tsx',
  'src/pages/compte/inscription/PageFormulaireInscription.tsx',
  'src/pages/compte/inscription/PageConfirmationInscription.tsx',
  'src/pages/compte/inscription-etude/PageInscriptionEtude.tsx',
];

/** Modules du manifeste qui sont des pages publiques (hors accueil). */
export function modulesPagesPubliques(manifeste) {
  return Object.keys(manifeste)
    .filter(
      (cle) =>
        DOSSIERS_PAGES_PUBLIQUES.some((d) => cle.startsWith(`src/pages/${d}/`)) ||
        MODULES_PAGES_PUBLIQUES_COMPTE.includes(cle),
    )
    .sort();
}

/** Feuilles de style DSFR chargées par index.html, relatives au répertoire construit. */
export const FEUILLES_DSFR = ['dsfr/dsfr.min.css', 'dsfr/utility/icons/icons.min.css'];

/**
 * Fichiers JavaScript chargés pour afficher les modules donnés : chaque module, l'entrée, et leurs imports
 * statiques de proche en proche (les imports dynamiques, chargés à la demande, ne comptent pas).
 * @param {Record<string, { file: string, isEntry?: boolean, imports?: string[] }>} manifeste
 * @param {string[]} modules clés du manifeste des pages affichées
 * @returns {string[]} fichiers, sans doublon
 */
export function morceauxCharges(manifeste, modules) {
  const entrees = Object.entries(manifeste)
    .filter(([, morceau]) => morceau.isEntry)
    .map(([cle]) => cle);
  if (entrees.length === 0) throw new Error("Le manifeste Vite n'a pas de point d'entrée.");
  for (const module of modules) {
    if (!manifeste[module]) {
      throw new Error(
        `Le manifeste Vite ne contient pas « ${module} » : la page est-elle chargée à la demande ?`,
      );
    }
  }
  const vus = new Set();
  const fichiers = new Set();
  const visiter = (cle) => {
    if (vus.has(cle)) return;
    vus.add(cle);
    const morceau = manifeste[cle];
    if (!morceau) throw new Error(`Le manifeste Vite désigne un morceau inconnu : « ${cle} ».`);
    if (morceau.file.endsWith('.js')) fichiers.add(morceau.file);
    for (const importe of morceau.imports ?? []) visiter(importe);
  };
  for (const cle of [...entrees, ...modules]) visiter(cle);
  return [...fichiers];
}

function lireManifeste(dist) {
  const cheminManifeste = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(cheminManifeste)) {
    throw new Error(`Manifeste Vite introuvable (${cheminManifeste}) : « build.manifest » est-il activé ?`);
  }
  return JSON.parse(readFileSync(cheminManifeste, 'utf8'));
}

/**
 * Mesure le JavaScript de la page d'accueil dans un répertoire construit par Vite (`build.manifest`).
 * @returns {{ octets: number, budgetOctets: number, depasse: boolean, morceaux: { fichier: string, octets: number }[] }}
 */
export function mesurerAccueil(dist, budgetKo = BUDGET_ACCUEIL_KO) {
  return mesurerPage(dist, MODULE_ACCUEIL, budgetKo);
}

/** Mesure le JavaScript chargé pour afficher une page (module du manifeste), comme pour l'accueil. */
export function mesurerPage(dist, module, budgetKo = BUDGET_ACCUEIL_KO) {
  const manifeste = lireManifeste(dist);
  const morceaux = morceauxCharges(manifeste, [module])
    .map((fichier) => ({ fichier, octets: gzipSync(readFileSync(path.join(dist, fichier))).length }))
    .sort((a, b) => b.octets - a.octets);
  const octets = morceaux.reduce((total, m) => total + m.octets, 0);
  const budgetOctets = budgetKo * 1000;
  return { octets, budgetOctets, depasse: octets > budgetOctets, morceaux };
}

/**
 * Fichiers désignés par `url(...)` dans les feuilles DSFR et absents de la construction.
 * @returns {string[]} chemins relatifs au répertoire construit
 */
export function ressourcesManquantes(dist, feuilles = FEUILLES_DSFR) {
  const manquantes = [];
  for (const feuille of feuilles) {
    const cheminFeuille = path.join(dist, feuille);
    if (!existsSync(cheminFeuille)) {
      manquantes.push(feuille);
      continue;
    }
    const css = readFileSync(cheminFeuille, 'utf8');
    for (const correspondance of css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)) {
      const brut = correspondance[2] ?? '';
      if (brut.startsWith('data:') || brut.startsWith('#') || /^[a-z]+:/i.test(brut)) continue;
      const relatif = brut.split(/[?#]/)[0];
      const cible = path.relative(dist, path.resolve(path.dirname(cheminFeuille), relatif));
      if (!existsSync(path.join(dist, cible)) && !manquantes.includes(cible)) manquantes.push(cible);
    }
  }
  return manquantes;
}

function lireOption(args, nom, defaut) {
  const index = args.indexOf(nom);
  return index === -1 ? defaut : args[index + 1];
}

function principal(args) {
  const racine = fileURLToPath(new URL('../', import.meta.url));
  const dist = path.resolve(lireOption(args, '--dist', path.join(racine, 'apps/web/dist')));
  const budgetKo = Number(lireOption(args, '--budget-ko', String(BUDGET_ACCUEIL_KO)));
  let echec = false;

  const mesure = mesurerAccueil(dist, budgetKo);
  const ko = (octets) => `${(octets / 1000).toFixed(1)} Ko`;
  const detail = mesure.morceaux.map((m) => `  ${m.fichier} : ${ko(m.octets)}`).join('\n');
  if (mesure.depasse) {
    echec = true;
    console.error(
      `Budget dépassé : la page d'accueil charge ${ko(mesure.octets)} de JavaScript gzippé, pour ${ko(mesure.budgetOctets)} au plus.\n${detail}`,
    );
  } else {
    console.log(
      `Page d'accueil : ${ko(mesure.octets)} de JavaScript gzippé (budget ${ko(mesure.budgetOctets)}).\n${detail}`,
    );
  }

  for (const module of modulesPagesPubliques(lireManifeste(dist))) {
    const page = mesurerPage(dist, module, budgetKo);
    if (page.depasse) {
      echec = true;
      console.error(
        `Budget dépassé : la page publique ${module} charge ${ko(page.octets)} de JavaScript gzippé, pour ${ko(page.budgetOctets)} au plus.`,
      );
    } else {
      console.log(`Page publique ${module} : ${ko(page.octets)}.`);
    }
  }

  const manquantes = ressourcesManquantes(dist);
  if (manquantes.length > 0) {
    echec = true;
    console.error(
      `Ressources DSFR absentes de la construction (réponse 404 dans le navigateur) :\n${manquantes.map((m) => `  ${m}`).join('\n')}`,
    );
  }
  return echec ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    process.exitCode = principal(process.argv.slice(2));
  } catch (erreur) {
    console.error(erreur instanceof Error ? erreur.message : erreur);
    process.exitCode = 1;
  }
}
