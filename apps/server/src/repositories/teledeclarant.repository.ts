import type { StatutTeledeclarant, TypeEtablissementTeledeclarant } from '@registre/domain';
import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { commune, compte, copropriete, naf, teledeclarant } from '../db/schema/index.js';
import type { Executeur } from './journal.repository.js';

export type LigneTeledeclarant = typeof teledeclarant.$inferSelect;
export type NouveauTeledeclarant = typeof teledeclarant.$inferInsert;

/** États d'une copropriété qui ne comptent plus parmi celles d'un télédéclarant. */
const ETATS_COPROPRIETE_CLOSE = ['DISSOUTE', 'SUPPRIMEE', 'IMMATRICULATION_ANNULEE'] as const;

/** Accès aux établissements télédéclarants et aux référentiels qui les décrivent (NAF, communes). */
export function creerTeledeclarantRepository(db: Executeur) {
  return {
    async parId(id: number): Promise<LigneTeledeclarant | undefined> {
      const [ligne] = await db.select().from(teledeclarant).where(eq(teledeclarant.id, id)).limit(1);
      return ligne;
    },

    /** Le télédéclarant id, verrouillé jusqu'à la fin de la transaction de l'appelant. */
    async parIdPourMiseAJour(id: number): Promise<LigneTeledeclarant | undefined> {
      const [ligne] = await db
        .select()
        .from(teledeclarant)
        .where(eq(teledeclarant.id, id))
        .limit(1)
        .for('update');
      return ligne;
    },

    /** Le télédéclarant non supprimé inscrit avec ce SIRET (un seul par index unique), du type donné s'il l'est. */
    async actifParSiret(
      siret: string,
      type?: TypeEtablissementTeledeclarant,
    ): Promise<LigneTeledeclarant | undefined> {
      const [ligne] = await db
        .select()
        .from(teledeclarant)
        .where(
          and(
            eq(teledeclarant.siret, siret),
            ne(teledeclarant.statut, 'SUPPRIME'),
            type ? eq(teledeclarant.type, type) : undefined,
          ),
        )
        .limit(1);
      return ligne;
    },

    async inserer(valeurs: NouveauTeledeclarant): Promise<LigneTeledeclarant> {
      const [ligne] = await db.insert(teledeclarant).values(valeurs).returning();
      if (!ligne) throw new Error("Le télédéclarant n'a pas été enregistré.");
      return ligne;
    },

    async modifier(id: number, valeurs: Partial<NouveauTeledeclarant>): Promise<void> {
      await db
        .update(teledeclarant)
        .set({ ...valeurs, modifieLe: new Date() })
        .where(eq(teledeclarant.id, id));
    },

    /** Changement de statut conditionné au statut attendu : faux si un autre changement est passé avant. */
    async changerStatut(
      id: number,
      attendu: StatutTeledeclarant,
      valeurs: Partial<NouveauTeledeclarant> & { statut: StatutTeledeclarant },
    ): Promise<boolean> {
      const lignes = await db
        .update(teledeclarant)
        .set({ ...valeurs, modifieLe: new Date() })
        .where(and(eq(teledeclarant.id, id), eq(teledeclarant.statut, attendu)))
        .returning({ id: teledeclarant.id });
      return lignes.length === 1;
    },

    /** Nombre de copropriétés dont il est le télédéclarant courant (hors dissoutes, supprimées, annulées). */
    async nombreCoproprietes(id: number): Promise<number> {
      const [ligne] = await db
        .select({ nombre: sql<number>`count(*)::int` })
        .from(copropriete)
        .where(
          and(
            eq(copropriete.idTeledeclarantCourant, id),
            notInArray(copropriete.etat, [...ETATS_COPROPRIETE_CLOSE]),
          ),
        );
      return ligne?.nombre ?? 0;
    },

    /** Un compte non supprimé de ce télédéclarant a-t-il cette adresse (identifiant ou adresse de contact) ? */
    async compteAvecEmail(idTeledeclarant: number, email: string): Promise<boolean> {
      const adresse = email.trim().toLowerCase();
      const [ligne] = await db
        .select({ id: compte.id })
        .from(compte)
        .where(
          and(
            eq(compte.idTeledeclarant, idTeledeclarant),
            ne(compte.statut, 'SUPPRIME'),
            sql`(${compte.login} = ${adresse} OR lower(${compte.email}) = ${adresse})`,
          ),
        )
        .limit(1);
      return ligne !== undefined;
    },

    /** Libellé de la nomenclature NAF d'un code sous forme canonique (« 68.32A »). */
    async libelleNaf(code: string): Promise<string | null> {
      const [ligne] = await db.select({ libelle: naf.libelle }).from(naf).where(eq(naf.code, code)).limit(1);
      return ligne?.libelle ?? null;
    },

    /** Crée le compte de l'administrateur principal d'un télédéclarant (sans mot de passe : il le créera). */
    async insererCompte(valeurs: typeof compte.$inferInsert) {
      const [ligne] = await db.insert(compte).values(valeurs).returning();
      if (!ligne) throw new Error("Le compte n'a pas été enregistré.");
      return ligne;
    },

    /** Codes INSEE connus parmi ceux donnés (clé étrangère de la commune d'un télédéclarant). */
    async communesConnues(codes: string[]): Promise<Set<string>> {
      if (codes.length === 0) return new Set();
      const lignes = await db
        .select({ code: commune.codeInsee })
        .from(commune)
        .where(inArray(commune.codeInsee, codes));
      return new Set(lignes.map((l) => l.code));
    },
  };
}
