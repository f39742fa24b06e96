import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { document, lettre } from '../db/schema/index.js';
import type { Executeur } from './journal.repository.js';

export type LigneLettre = typeof lettre.$inferSelect;

/** Document produit par le registre (PDF d'une lettre), conservé avec son empreinte SHA-256. */
export interface NouveauDocument {
  nom: string;
  typeMime: string;
  contenu: Uint8Array;
}

/** Lettre postale à remettre à l'imprimeur (code d'activation d'un télédéclarant). */
export interface NouvelleLettre {
  idTeledeclarant: number;
  objet: string;
  /** Adresse du destinataire, 7 lignes au plus de 38 caractères. */
  adresse: (string | null)[];
  idDocument: number;
  dateEnvoiPrevue: Date;
}

/** Documents produits et lettres postales, dans la transaction de l'appelant (ARCHITECTURE, règle 7). */
export function creerLettreRepository(db: Executeur) {
  return {
    /** Enregistre les octets du document et leur empreinte ; renvoie son identifiant et l'empreinte. */
    async insererDocument(d: NouveauDocument): Promise<{ id: number; sha256: string }> {
      const contenu = Buffer.from(d.contenu);
      const sha256 = createHash('sha256').update(contenu).digest('hex');
      const [ligne] = await db
        .insert(document)
        .values({ nom: d.nom, typeMime: d.typeMime, taille: contenu.length, sha256, contenu })
        .returning({ id: document.id });
      if (!ligne) throw new Error("Le document n'a pas été enregistré.");
      return { id: ligne.id, sha256 };
    },

    async insererLettre(l: NouvelleLettre): Promise<LigneLettre> {
      const ligne = (i: number) => l.adresse[i] ?? null;
      const [cree] = await db
        .insert(lettre)
        .values({
          idTeledeclarant: l.idTeledeclarant,
          objet: l.objet,
          adresseLigne1: ligne(0),
          adresseLigne2: ligne(1),
          adresseLigne3: ligne(2),
          adresseLigne4: ligne(3),
          adresseLigne5: ligne(4),
          adresseLigne6: ligne(5),
          adresseLigne7: ligne(6),
          idDocument: l.idDocument,
          dateEnvoiPrevue: l.dateEnvoiPrevue,
        })
        .returning();
      if (!cree) throw new Error("La lettre n'a pas été enregistrée.");
      return cree;
    },

    /** Annule les lettres de ce télédéclarant pas encore remises à l'imprimeur (code remplacé) ; renvoie leur nombre. */
    async annulerLettresAEnvoyer(idTeledeclarant: number): Promise<number> {
      const lignes = await db
        .update(lettre)
        .set({ statut: 'ANNULEE' })
        .where(and(eq(lettre.idTeledeclarant, idTeledeclarant), eq(lettre.statut, 'A_ENVOYER')))
        .returning({ id: lettre.id });
      return lignes.length;
    },
  };
}
