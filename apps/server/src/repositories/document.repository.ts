import { document } from '../db/schema/index.js';
import type { Executeur } from './journal.repository.js';

/** Fichier à conserver : ses octets, son empreinte et ce que son contenu dit de lui. */
export interface NouveauDocument {
  nom: string;
  typeMime: string;
  sha256: string;
  contenu: Buffer;
}

/** Documents conservés dans PostgreSQL avec leur empreinte (ARCHITECTURE, règle 7). */
export function creerDocumentRepository(db: Executeur) {
  return {
    /** Insère le document dans la transaction de l'appelant ; renvoie son identifiant. */
    async inserer(nouveau: NouveauDocument): Promise<number> {
      const [ligne] = await db
        .insert(document)
        .values({ ...nouveau, taille: nouveau.contenu.byteLength })
        .returning({ id: document.id });
      if (!ligne) throw new Error("Le document n'a pas été enregistré.");
      return ligne.id;
    },
  };
}
