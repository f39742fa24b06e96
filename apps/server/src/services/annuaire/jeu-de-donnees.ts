import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  aujourdhuiParis,
  COLONNES_JEU_DE_DONNEES,
  colonnesDocumentees,
  type DescriptionJeuDeDonnees,
  type FichePublique,
  type FichierJeuDeDonnees,
  formaterDateIso,
  LICENCE_DONNEES_PUBLIQUES,
  publicRoutes,
  VERSION_API_PUBLIQUE,
} from '@registre/domain';
import type { Db, Executeur } from '../../db/connexion.js';
import { creerAnnuaireRepository, fichePubliqueDe } from '../../repositories/annuaire.repository.js';
import {
  creerJeuDeDonneesRepository,
  type FichierEnregistre,
} from '../../repositories/jeu-de-donnees.repository.js';

/** Valeur d'une cellule CSV (séparateur « ; ») : guillemets si besoin, guillemets doublés. */
export function celluleCsv(valeur: string | number | boolean | null): string {
  if (valeur === null) return '';
  const texte = typeof valeur === 'boolean' ? (valeur ? 'oui' : 'non') : String(valeur);
  return /[";\r\n]/.test(texte) ? `"${texte.replaceAll('"', '""')}"` : texte;
}

function ligneCsv(f: FichePublique): string {
  const p = f.procedures;
  const valeurs: Record<(typeof COLONNES_JEU_DE_DONNEES)[number], string | number | boolean | null> = {
    numero_immatriculation: f.numeroImmatriculation,
    nom: f.nom,
    adresse_reference: f.adresseReference,
    code_postal: f.codePostal,
    commune: f.commune,
    code_insee: f.codeInsee,
    code_departement: f.codeDepartement,
    longitude: f.longitude,
    latitude: f.latitude,
    statut: f.statut,
    date_reglement_copropriete: f.dateReglementCopropriete,
    date_immatriculation: f.dateImmatriculation,
    nb_lots: f.nbLots,
    nb_lots_hab: f.nbLotsHab,
    nb_lots_hab_bur_com: f.nbLotsHabBurCom,
    nb_lots_stationnement: f.nbLotsStationnement,
    nb_batiments: f.nbBatiments,
    syndicat_principal: f.syndicatPrincipal,
    num_immatriculation_principale: f.numImmatriculationPrincipale,
    syndicat_cooperatif: f.syndicatCooperatif,
    residence_service: f.residenceService,
    nom_syndic: f.nomSyndic,
    type_syndic: f.typeSyndic,
    date_debut_mandat: f.dateDebutMandat,
    date_fin_mandat: f.dateFinMandat,
    date_derniere_maj_annuelle: f.dateDerniereMajAnnuelle,
    mandat_ad_hoc: p.mandatAdHoc,
    ordonnance_carence: p.ordonnanceCarence,
    administrateur_provisoire: p.administrateurProvisoire,
    arrete_peril: p.arretePeril,
    arrete_insalubrite: p.arreteInsalubrite,
    arrete_securite_insalubrite: p.arreteSecuriteInsalubrite,
    arrete_equipements_communs: p.arreteEquipementsCommuns,
  };
  return `${COLONNES_JEU_DE_DONNEES.map((c) => celluleCsv(valeurs[c])).join(';')}\r\n`;
}

/** Taille maximale d'un morceau conservé (1 Mio) : la mémoire de l'écriture et de la lecture ne dépend que d'elle. */
export const TAILLE_MORCEAU_JEU_DE_DONNEES = 1024 * 1024;

/** Adresse de téléchargement du fichier du jour. */
export const URL_JEU_DE_DONNEES = publicRoutes.jeuDeDonnees.path;

/** Nom du fichier téléchargé : daté du jour de sa génération (`aaaammjj`). */
export const nomFichierJeuDeDonnees = (jour: string) =>
  `registre-coproprietes-donnees-publiques-${jour.replaceAll('-', '')}.csv`;

/**
 * Lignes du CSV, en-tête compris, lues par lots de 5 000 copropriétés par identifiant croissant (index de la clé
 * primaire) : un lot n'est lu que quand le précédent a été consommé.
 */
async function* lignesJeuDeDonnees(executeur: Executeur, aujourdhui: Date): AsyncGenerator<string> {
  const annuaire = creerAnnuaireRepository(executeur);
  yield `\uFEFF${COLONNES_JEU_DE_DONNEES.join(';')}\r\n`;
  let apres = 0;
  for (;;) {
    const lot = await annuaire.lotJeuDeDonnees(apres);
    if (lot.length === 0) return;
    yield lot.map((f) => ligneCsv(fichePubliqueDe(f, aujourdhui))).join('');
    apres = lot[lot.length - 1]?.id ?? apres;
  }
}

export type BilanJeuDeDonnees =
  | { statut: 'genere'; jour: string; nbLignes: number; taille: number; morceaux: number }
  | { statut: 'deja-fait'; jour: string }
  | { statut: 'deja-en-cours' };

/**
 * Produit le fichier du jour (jour de Paris) s'il n'existe pas encore (ADR 0291) : une transaction en lecture
 * répétable (le fichier est une photographie cohérente du registre), un verrou consultatif (une seule instance
 * calcule) et l'unicité du jour (un seul fichier par jour, quel que soit le nombre de passages). Les lignes sont
 * écrites par morceaux d'au plus `tailleMorceau` octets : la mémoire reste plate. Les fichiers plus anciens que
 * la veille sont supprimés dans la même transaction.
 */
export async function genererJeuDeDonnees(
  db: Db,
  maintenant: Date,
  options: { tailleMorceau?: number } = {},
): Promise<BilanJeuDeDonnees> {
  const tailleMorceau = options.tailleMorceau ?? TAILLE_MORCEAU_JEU_DE_DONNEES;
  const aujourdhui = aujourdhuiParis(maintenant);
  const jour = formaterDateIso(aujourdhui);
  return produireJeuDuJour(db, jour, aujourdhui, maintenant, tailleMorceau).catch((erreur: unknown) => {
    // Une autre instance a validé le fichier du jour entre la photographie de cette transaction et la prise du
    // verrou : l'unicité du jour a refusé le second, le fichier existe.
    if (estViolationUnicite(erreur)) return { statut: 'deja-fait', jour } as const;
    throw erreur;
  });
}

const estViolationUnicite = (erreur: unknown): boolean => {
  const e = erreur as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

function produireJeuDuJour(
  db: Db,
  jour: string,
  aujourdhui: Date,
  maintenant: Date,
  tailleMorceau: number,
): Promise<BilanJeuDeDonnees> {
  return db.transaction(
    async (tx) => {
      const repo = creerJeuDeDonneesRepository(tx);
      if (!(await repo.prendreVerrou())) return { statut: 'deja-en-cours' };
      if (await repo.existePour(jour)) return { statut: 'deja-fait', jour };
      const idJeu = await repo.creer(jour, maintenant);
      const empreinte = createHash('sha256');
      let enAttente: Buffer[] = [];
      let octetsEnAttente = 0;
      let rang = 0;
      let taille = 0;
      let nbLignes = -1;
      const ecrire = async (morceau: Buffer) => {
        await repo.ajouterMorceau(idJeu, rang, morceau);
        rang += 1;
      };
      for await (const texte of lignesJeuDeDonnees(tx, aujourdhui)) {
        const octets = Buffer.from(texte, 'utf8');
        empreinte.update(octets);
        taille += octets.length;
        nbLignes += texte.split('\r\n').length - 1;
        enAttente.push(octets);
        octetsEnAttente += octets.length;
        if (octetsEnAttente < tailleMorceau) continue;
        let tampon = Buffer.concat(enAttente);
        while (tampon.length >= tailleMorceau) {
          await ecrire(tampon.subarray(0, tailleMorceau));
          tampon = tampon.subarray(tailleMorceau);
        }
        enAttente = tampon.length > 0 ? [Buffer.from(tampon)] : [];
        octetsEnAttente = tampon.length;
      }
      if (octetsEnAttente > 0) await ecrire(Buffer.concat(enAttente));
      await repo.terminer(idJeu, { nbLignes, taille, sha256: empreinte.digest('hex') });
      await repo.purgerAnciens();
      return { statut: 'genere', jour, nbLignes, taille, morceaux: rang };
    },
    { isolationLevel: 'repeatable read' },
  );
}

/** Fichier du jour tel que décrit par l'API (ADR 0291). */
function versFichier(f: FichierEnregistre): FichierJeuDeDonnees {
  return {
    jour: f.jour,
    genereLe: f.genereLe.toISOString(),
    nbLignes: f.nbLignes,
    taille: f.taille,
    sha256: f.sha256,
    url: URL_JEU_DE_DONNEES,
  };
}

/** Lecture du jeu de données public : description du dernier fichier et lecture en flux, morceau par morceau. */
export function creerJeuDeDonneesPublic(db: Db) {
  const repo = creerJeuDeDonneesRepository(db);
  return {
    dernier: () => repo.dernier(),

    async description(): Promise<DescriptionJeuDeDonnees> {
      const f = await repo.dernier();
      return {
        version: VERSION_API_PUBLIQUE,
        licence: { ...LICENCE_DONNEES_PUBLIQUES },
        fichier: f ? versFichier(f) : null,
        colonnes: colonnesDocumentees(),
      };
    },

    /** Contenu d'un fichier : un morceau lu en base à la fois, quand le précédent est parti. */
    flux(f: FichierEnregistre): Readable {
      async function* morceaux() {
        let rang = -1;
        for (;;) {
          const m = await repo.morceauApres(f.id, rang);
          if (!m) return;
          yield m.contenu;
          rang = m.rang;
        }
      }
      return Readable.from(morceaux(), { objectMode: false });
    },
  };
}
