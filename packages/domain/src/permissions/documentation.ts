import { typeActeurLabels } from '../cycles/machine.js';
import {
  estGroupeMenu,
  lienTuile,
  menuCompte,
  menuPrincipal,
  tableauxDeBordAccueil,
  tuilesAccueil,
} from './accueil.js';
import { Authority, authorityLabels } from './authorities.js';
import { type CompteAutorise, canAjouterEtude, canTrancherDemande, estTeneur } from './droits.js';
import { Profil, profilLabels, profilNomClient } from './profils.js';
import {
  AUTHORITIES_EN_ATTENTE_ACTIVATION,
  AUTHORITIES_INSCRIPTION_NOTARIALE_EN_COURS,
  authoritiesDuProfil,
  PROFILS_CREABLES,
  typeActeurDuProfil,
} from './table.js';

/**
 * Génère `docs/permissions.md` à partir de la table et des règles de ce dossier. Le script
 * `scripts/generer-doc-permissions.ts` écrit le fichier ; un test vérifie qu'il est à jour.
 */

/** Abréviation de chaque profil pour les colonnes de la matrice. */
const ABREVIATIONS: Record<Profil, string> = {
  DEFAULT: 'DEF',
  restricted: 'RES',
  INSTITUTIONNEL: 'INS',
  TELE_NONPRO_ADMIN_PRINC: 'BAP',
  TELE_NONPRO_ADMIN_SECOND: 'BAS',
  TELE_NONPRO_GESTION: 'BG',
  TELE_PRO_ADMIN_PRINC: 'PAP',
  TELE_PRO_ADMIN_SECOND: 'PAS',
  TELE_PRO_GESTION: 'PG',
  NOTAIRE_ADMIN: 'NA',
  NOTAIRE_NOTAIRE: 'NN',
  NOTAIRE_COLLAB: 'NC',
  TENEUR_ADMIN_PRINC: 'TAP',
  TENEUR_ADMIN_SCOND: 'TAS',
  TENEUR_ASS_HOTLINE_ADMIN: 'THA',
  TENEUR_ASS_HOTLINE_GES: 'THG',
};

const code = (texte: string): string => `\`${texte}\``;
const oui = (valeur: boolean): string => (valeur ? 'oui' : '—');
const ligne = (cellules: readonly string[]): string => `| ${cellules.join(' | ')} |`;
const separateur = (n: number): string => `|${'---|'.repeat(n)}`;

const compteDuProfil = (profil: Profil): CompteAutorise => ({
  profil,
  authorities: authoritiesDuProfil(profil),
});

function sectionProfils(): string[] {
  return [
    '## Profils',
    '',
    ligne([
      'Abr.',
      'Profil',
      'Libellé',
      'Nom côté client',
      'Acteur des cycles de vie',
      'Autorisations',
      'Profils créables',
    ]),
    separateur(7),
    ...Profil.options.map((profil) => {
      const acteur = typeActeurDuProfil(profil);
      const creables = PROFILS_CREABLES[profil];
      return ligne([
        ABREVIATIONS[profil],
        code(profil),
        profilLabels[profil],
        code(profilNomClient[profil]),
        acteur === null ? '—' : typeActeurLabels[acteur],
        String(authoritiesDuProfil(profil).length),
        creables.length === 0 ? '—' : creables.map(code).join(', '),
      ]);
    }),
  ];
}

function sectionMatrice(): string[] {
  return [
    '## Autorisations par profil',
    '',
    "Les colonnes reprennent les abréviations du tableau des profils. `ATTENTE_ACTIVATION_TELE` n'est",
    'attribuée par aucun profil : elle dépend du statut du télédéclarant (section suivante).',
    '',
    ligne(['Autorisation', 'Permet', ...Profil.options.map((profil) => ABREVIATIONS[profil])]),
    separateur(Profil.options.length + 2),
    ...Authority.options.map((authority) =>
      ligne([
        code(authority),
        authorityLabels[authority],
        ...Profil.options.map((profil) => (authoritiesDuProfil(profil).includes(authority) ? '✓' : '')),
      ]),
    ),
  ];
}

function sectionStatuts(): string[] {
  return [
    '## Autorisations selon le statut du télédéclarant',
    '',
    ligne(['Situation', 'Autorisations effectives']),
    separateur(2),
    ligne([
      "Syndic (profils `TELE_*`) en attente de création de compte ou d'activation",
      AUTHORITIES_EN_ATTENTE_ACTIVATION.map(code).join(', '),
    ]),
    ligne([
      "Notaire dont l'étude attend la finalisation de son inscription (`ATT_FIN_IMM_NOT`)",
      AUTHORITIES_INSCRIPTION_NOTARIALE_EN_COURS.map(code).join(', '),
    ]),
    ligne(['Télédéclarant supprimé', 'aucune']),
    ligne(['Autres cas', 'celles du profil']),
  ];
}

function sectionTuiles(): string[] {
  return [
    "## Tuiles de l'accueil",
    '',
    ligne(['Profil', 'Tuiles (lien)']),
    separateur(2),
    ligne([
      'visiteur non connecté',
      tuilesAccueil(null)
        .map((tuile) => `${tuile.titre} (${code(lienTuile(tuile))})`)
        .join(' ; '),
    ]),
    ...Profil.options.map((profil) => {
      const tuiles = tuilesAccueil(compteDuProfil(profil));
      return ligne([
        code(profil),
        tuiles.length === 0
          ? 'aucune (profil refusé)'
          : tuiles.map((tuile) => `${tuile.titre} (${code(lienTuile(tuile))})`).join(' ; '),
      ]);
    }),
  ];
}

function sectionMenus(): string[] {
  return [
    '## Menus',
    '',
    ligne(['Profil', 'Menu principal', 'Menu du compte']),
    separateur(3),
    ...Profil.options.map((profil) => {
      const compte = compteDuProfil(profil);
      const principal = menuPrincipal(compte)
        .map((element) =>
          estGroupeMenu(element)
            ? `**${element.titre}** : ${element.entrees.map((entree) => entree.titre).join(', ')}`
            : element.titre,
        )
        .join(' ; ');
      const duCompte = menuCompte(compte)
        .map((entree) => entree.titre)
        .join(', ');
      return ligne([code(profil), principal, duCompte === '' ? '—' : duCompte]);
    }),
  ];
}

function sectionDroitsParticuliers(): string[] {
  return [
    '## Tableaux de bord et droits particuliers',
    '',
    ligne([
      'Profil',
      'Tableau de bord du syndic',
      'Indicateurs',
      'Détail des indicateurs',
      'Trancher au guichet',
      'Connexion en tant que',
      'Ajouter son étude',
    ]),
    separateur(7),
    ...Profil.options.map((profil) => {
      const compte = compteDuProfil(profil);
      const tableaux = tableauxDeBordAccueil(compte);
      return ligne([
        code(profil),
        oui(tableaux.syndic),
        oui(tableaux.indicateurs),
        oui(tableaux.detailIndicateurs),
        oui(canTrancherDemande(compte)),
        oui(estTeneur(compte)),
        oui(canAjouterEtude(compte)),
      ]);
    }),
  ];
}

/** Contenu complet de `docs/permissions.md`. */
export function genererDocumentationPermissions(): string {
  return [
    '# Profils, autorisations, tuiles et menus',
    '',
    '<!-- Fichier généré par `npx tsx scripts/generer-doc-permissions.ts` à partir de',
    '     packages/domain/src/permissions : ne pas le modifier à la main. -->',
    '',
    'Source : spec 1 §2 (tuiles par profil) et §6 (autorisations, règles de menu et de profil).',
    "Choix : ADR 0031 (profils d'assistance du teneur) et ADR 0038 (table des autorisations).",
    'Les fonctions `can…` de `packages/domain/src/permissions/droits.ts` appliquent ces règles.',
    '',
    ...sectionProfils(),
    '',
    ...sectionMatrice(),
    '',
    ...sectionStatuts(),
    '',
    ...sectionTuiles(),
    '',
    ...sectionMenus(),
    '',
    ...sectionDroitsParticuliers(),
    '',
  ].join('\n');
}
