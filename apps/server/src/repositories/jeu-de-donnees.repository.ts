import { and, desc, eq, gt, notInArray, sql } from 'drizzle-orm';
import type { Executeur } from '../db/connexion.js';
import { jeuDeDonnees, jeuDeDonneesMorceau } from '../db/schema/index.js';

/** Verrou consultatif de la génération du jeu de données (une seule instance calcule, ADR 0291). */
const VERROU_JEU_DE_DONNEES = 291_001;

/** Fichiers gardés : celui du jour et la veille (un téléchargement commencé hier se termine). */
export const FICHIERS_GARDES = 2;

export interface FichierEnregistre {
  id: number;
  jour: string;
  genereLe: Date;
  nbLignes: number;
  taille: number;
  sha256: string;
}

const colonnesFichier = {
  id: jeuDeDonnees.id,
  jour: jeuDeDonnees.jour,
  genereLe: jeuDeDonnees.genereLe,
  nbLignes: jeuDeDonnees.nbLignes,
  taille: jeuDeDonnees.taille,
  sha256: jeuDeDonnees.sha256,
};

/** Fichiers du jeu de données public et leurs morceaux (ADR 0291). */
export function creerJeuDeDonneesRepository(executeur: Executeur) {
  return {
    async prendreVerrou(): Promise<boolean> {
      const { rows } = await executeur.execute<{ pris: boolean }>(
        sql`SELECT pg_try_advisory_xact_lock(${VERROU_JEU_DE_DONNEES}) AS pris`,
      );
      return rows[0]?.pris === true;
    },

    async existePour(jour: string): Promise<boolean> {
      const lignes = await executeur
        .select({ id: jeuDeDonnees.id })
        .from(jeuDeDonnees)
        .where(eq(jeuDeDonnees.jour, jour));
      return lignes.length > 0;
    },

    /** Le plus récent des fichiers produits, ou `null`. */
    async dernier(): Promise<FichierEnregistre | null> {
      const [f] = await executeur
        .select(colonnesFichier)
        .from(jeuDeDonnees)
        .orderBy(desc(jeuDeDonnees.jour))
        .limit(1);
      return f ?? null;
    },

    /** Ouvre le fichier du jour (comptes provisoires) ; ses morceaux suivent, puis `terminer`. */
    async creer(jour: string, genereLe: Date): Promise<number> {
      const [f] = await executeur
        .insert(jeuDeDonnees)
        .values({ jour, genereLe, nbLignes: 0, taille: 0, sha256: '0'.repeat(64) })
        .returning({ id: jeuDeDonnees.id });
      if (!f) throw new Error('Le fichier du jeu de données n’a pas été créé.');
      return f.id;
    },

    async ajouterMorceau(idJeu: number, rang: number, contenu: Buffer): Promise<void> {
      await executeur.insert(jeuDeDonneesMorceau).values({ idJeu, rang, contenu });
    },

    async terminer(idJeu: number, valeurs: { nbLignes: number; taille: number; sha256: string }) {
      await executeur.update(jeuDeDonnees).set(valeurs).where(eq(jeuDeDonnees.id, idJeu));
    },

    /** Supprime les fichiers plus anciens que les `FICHIERS_GARDES` derniers (morceaux en cascade). */
    async purgerAnciens(): Promise<number> {
      const gardes = executeur
        .select({ id: jeuDeDonnees.id })
        .from(jeuDeDonnees)
        .orderBy(desc(jeuDeDonnees.jour))
        .limit(FICHIERS_GARDES);
      const supprimes = await executeur
        .delete(jeuDeDonnees)
        .where(notInArray(jeuDeDonnees.id, gardes))
        .returning({ id: jeuDeDonnees.id });
      return supprimes.length;
    },

    /** Le morceau suivant `rang` (exclu) d'un fichier, ou `null` à la fin : un morceau en mémoire à la fois. */
    async morceauApres(idJeu: number, rang: number): Promise<{ rang: number; contenu: Buffer } | null> {
      const [m] = await executeur
        .select({ rang: jeuDeDonneesMorceau.rang, contenu: jeuDeDonneesMorceau.contenu })
        .from(jeuDeDonneesMorceau)
        .where(and(eq(jeuDeDonneesMorceau.idJeu, idJeu), gt(jeuDeDonneesMorceau.rang, rang)))
        .orderBy(jeuDeDonneesMorceau.rang)
        .limit(1);
      return m ?? null;
    },
  };
}
