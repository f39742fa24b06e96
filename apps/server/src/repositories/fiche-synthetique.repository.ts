import { ETATS_FICHE_SYNTHETIQUE, type VerificationFicheSynthetique } from '@registre/domain';
import { eq, inArray, or, sql } from 'drizzle-orm';
import { copropriete, ficheSynthetique } from '../db/schema/index.js';
import type { Executeur } from './journal.repository.js';

export type NouvelleFicheSynthetique = typeof ficheSynthetique.$inferInsert;

/** Fiches synthétiques émises : enregistrement de leurs empreintes et vérification publique (ADR 0116). */
export function creerFicheSynthetiqueRepository(db: Executeur) {
  return {
    async enregistrer(fiche: NouvelleFicheSynthetique): Promise<number> {
      const [ligne] = await db.insert(ficheSynthetique).values(fiche).returning({ id: ficheSynthetique.id });
      return ligne!.id;
    },

    /**
     * Fiche d'une empreinte (du contenu ou du fichier) et son statut : courante si la copropriété est toujours
     * immatriculée, avec la déclaration qui fait foi et le mandat courant de l'émission. Une seule requête, par
     * index unique.
     */
    async verifier(empreinte: string): Promise<VerificationFicheSynthetique> {
      const [ligne] = await db
        .select({
          numeroImmatriculation: ficheSynthetique.numeroImmatriculation,
          nomCopropriete: copropriete.nom,
          etablieLe: ficheSynthetique.etablieLe,
          courante: sql<boolean>`(${copropriete.idDeclarationCourante} = ${ficheSynthetique.idDeclaration}
            AND ${copropriete.idMandatCourant} IS NOT DISTINCT FROM ${ficheSynthetique.idMandat}
            AND ${inArray(copropriete.etat, [...ETATS_FICHE_SYNTHETIQUE])})`,
        })
        .from(ficheSynthetique)
        .innerJoin(copropriete, eq(copropriete.id, ficheSynthetique.idCopropriete))
        .where(
          or(eq(ficheSynthetique.empreinteContenu, empreinte), eq(ficheSynthetique.empreintePdf, empreinte)),
        )
        .limit(1);
      if (!ligne) {
        return { statut: 'INCONNUE', numeroImmatriculation: null, nomCopropriete: null, etablieLe: null };
      }
      return {
        statut: ligne.courante ? 'COURANTE' : 'REMPLACEE',
        numeroImmatriculation: ligne.numeroImmatriculation,
        nomCopropriete: ligne.nomCopropriete,
        etablieLe: ligne.etablieLe.toISOString(),
      };
    },
  };
}
