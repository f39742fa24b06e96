import { desc, eq, sql } from 'drizzle-orm';
import type { Executeur } from '../db/connexion.js';
import { abonneNewsletter, document, newsletter } from '../db/schema/index.js';
import { creerDocumentRepository, type NouveauDocument } from './document.repository.js';

/** Numéro publié, tel que la base le conserve. */
export interface LigneLettre {
  nom: string;
  datePublication: Date;
  taille: number;
}

/** Lettres d'information publiées (PDF dans `document`) et abonnés de l'adaptateur local (ADR 0261). */
export function creerNewsletterRepository(db: Executeur) {
  return {
    /** Numéros publiés, du plus récent au plus ancien (index sur la date de publication). */
    async listerLettres(): Promise<LigneLettre[]> {
      return db
        .select({ nom: newsletter.nom, datePublication: newsletter.datePublication, taille: document.taille })
        .from(newsletter)
        .innerJoin(document, eq(document.id, newsletter.idDocument))
        .orderBy(desc(newsletter.datePublication), desc(newsletter.id));
    },

    /** Octets du PDF d'un numéro publié, par son nom de fichier ; null s'il n'existe pas. */
    async lireLettre(nom: string): Promise<Buffer | null> {
      const [ligne] = await db
        .select({ contenu: document.contenu })
        .from(newsletter)
        .innerJoin(document, eq(document.id, newsletter.idDocument))
        .where(eq(newsletter.nom, nom));
      return ligne ? Buffer.from(ligne.contenu) : null;
    },

    /** Publie un numéro (document et ligne dans la transaction de l'appelant) ; rien si le nom existe déjà. */
    async publierLettre(nom: string, datePublication: Date, pdf: NouveauDocument): Promise<boolean> {
      const [existe] = await db.select({ id: newsletter.id }).from(newsletter).where(eq(newsletter.nom, nom));
      if (existe) return false;
      const idDocument = await creerDocumentRepository(db).inserer(pdf);
      await db.insert(newsletter).values({ nom, datePublication, idDocument });
      return true;
    },

    /** Inscrit une adresse (déjà en minuscules) ; vrai si elle ne l'était pas (aucun doublon possible). */
    async inscrire(email: string, source: string | null): Promise<boolean> {
      const lignes = await db
        .insert(abonneNewsletter)
        .values({ email, source })
        .onConflictDoNothing({ target: abonneNewsletter.email })
        .returning({ id: abonneNewsletter.id });
      return lignes.length > 0;
    },

    /** Désinscrit une adresse ; vrai si elle était inscrite. */
    async desinscrire(email: string): Promise<boolean> {
      const lignes = await db
        .delete(abonneNewsletter)
        .where(eq(abonneNewsletter.email, email))
        .returning({ id: abonneNewsletter.id });
      return lignes.length > 0;
    },

    async estInscrit(email: string): Promise<boolean> {
      const [ligne] = await db
        .select({ n: sql<number>`1` })
        .from(abonneNewsletter)
        .where(eq(abonneNewsletter.email, email));
      return ligne !== undefined;
    },
  };
}
