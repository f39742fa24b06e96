import type { EtatCopropriete, StatutMandat, TypeEtablissementTeledeclarant } from '@registre/domain';
import { and, count, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executeur } from '../db/connexion.js';
import { copropriete, mandat, teledeclarant } from '../db/schema/index.js';

/** Copropriété et son mandat courant, tels que la succession les lit (ADR 0330). */
export interface CoproprieteSuccession {
  id: number;
  numeroImmatriculation: string | null;
  nom: string | null;
  etat: EtatCopropriete;
  idTeledeclarantCourant: number | null;
  idMandatCourant: number | null;
  mandat: MandatSuccession | null;
}

export interface MandatSuccession {
  id: number;
  idCopropriete: number;
  idTeledeclarant: number;
  statut: StatutMandat;
  dateDebut: Date | null;
  dateFin: Date | null;
  idTeledeclarantSuccesseur: number | null;
  emailSuccesseur: string | null;
  successeurDeclareLe: Date | null;
}

const colonnesMandat = {
  id: mandat.id,
  idCopropriete: mandat.idCopropriete,
  idTeledeclarant: mandat.idTeledeclarant,
  statut: mandat.statut,
  dateDebut: mandat.dateDebut,
  dateFin: mandat.dateFin,
  idTeledeclarantSuccesseur: mandat.idTeledeclarantSuccesseur,
  emailSuccesseur: mandat.emailSuccesseur,
  successeurDeclareLe: mandat.successeurDeclareLe,
};

/** Déclarations en attente qui désignent ce successeur et valent encore (ADR 0312). */
const conditionsDeclarationsAValider = (idTeledeclarantSuccesseur: number, declaresApres: Date) =>
  and(
    eq(mandat.idTeledeclarantSuccesseur, idTeledeclarantSuccesseur),
    eq(mandat.statut, 'SUCCESSEUR_DECLARE'),
    isNotNull(mandat.cleSuccesseurHash),
    gt(mandat.successeurDeclareLe, declaresApres),
  );
/** La copropriété dont ce mandat est le mandat courant. */
const mandatCourant = and(
  eq(copropriete.id, mandat.idCopropriete),
  eq(copropriete.idMandatCourant, mandat.id),
);

/** Lectures et écritures propres à la déclaration et à la validation d'un successeur (ADR 0330). */
export function creerSuccessionRepository(db: Executeur) {
  return {
    /** Copropriété et mandat courant ; `pourMiseAJour` verrouille la ligne de la copropriété (déclarations simultanées). */
    async copropriete(
      id: number,
      options: { pourMiseAJour?: boolean } = {},
    ): Promise<CoproprieteSuccession | null> {
      const requete = db
        .select({
          id: copropriete.id,
          numeroImmatriculation: copropriete.numeroImmatriculation,
          nom: copropriete.nom,
          etat: copropriete.etat,
          idTeledeclarantCourant: copropriete.idTeledeclarantCourant,
          idMandatCourant: copropriete.idMandatCourant,
        })
        .from(copropriete)
        .where(eq(copropriete.id, id))
        .limit(1);
      const [ligne] = options.pourMiseAJour ? await requete.for('update') : await requete;
      if (!ligne) return null;
      const m = ligne.idMandatCourant === null ? null : await this.mandat(ligne.idMandatCourant);
      return { ...ligne, mandat: m };
    },

    async mandat(id: number): Promise<MandatSuccession | null> {
      const [ligne] = await db.select(colonnesMandat).from(mandat).where(eq(mandat.id, id)).limit(1);
      return ligne ?? null;
    },

    /** Mandat qui porte cette empreinte de clé ; `pourMiseAJour` verrouille le mandat (clé rejouée en parallèle). */
    async mandatParCle(
      empreinte: string,
      options: { pourMiseAJour?: boolean } = {},
    ): Promise<MandatSuccession | null> {
      const requete = db
        .select(colonnesMandat)
        .from(mandat)
        .where(eq(mandat.cleSuccesseurHash, empreinte))
        .limit(1);
      const [ligne] = options.pourMiseAJour ? await requete.for('update') : await requete;
      return ligne ?? null;
    },

    /**
     * Mandat verrouillé, avec le fait qu'une clé de successeur attend encore (validation par la copropriété,
     * ADR 0312) : même verrou que `mandatParCle`, pris avant celui de la copropriété.
     */
    async mandatPourValidation(id: number): Promise<(MandatSuccession & { cleEnAttente: boolean }) | null> {
      const [ligne] = await db
        .select({ ...colonnesMandat, cleEnAttente: sql<boolean>`${mandat.cleSuccesseurHash} is not null` })
        .from(mandat)
        .where(eq(mandat.id, id))
        .limit(1)
        .for('update');
      return ligne ?? null;
    },

    /**
     * Déclarations qui désignent cet établissement et attendent sa validation (ADR 0312) : mandats courants
     * `SUCCESSEUR_DECLARE`, clé non utilisée, déclarés après `declaresApres` (validité de 30 jours). Partent de
     * l'index `mandat_id_teledeclarant_successeur_idx` ; la copropriété est jointe par sa clé primaire et le
     * mandat courant. Page la plus récente d'abord, et le total (compté à part pour une page vide au-delà de la
     * première).
     */
    /** Requête de la page des déclarations à valider (exécutée par `declarationsAValider`, plan vérifié par un test). */
    pageDeclarationsAValider(
      idTeledeclarantSuccesseur: number,
      declaresApres: Date,
      page: { offset: number; limit: number },
    ) {
      return db
        .select({
          id: copropriete.id,
          numeroImmatriculation: copropriete.numeroImmatriculation,
          nom: copropriete.nom,
          adresseReference: copropriete.adresseReference,
          etat: copropriete.etat,
          statutMandat: mandat.statut,
          idTeledeclarantSuccesseur: mandat.idTeledeclarantSuccesseur,
          successeurDeclareLe: mandat.successeurDeclareLe,
          predecesseur: teledeclarant.raisonSociale,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(mandat)
        .innerJoin(copropriete, mandatCourant)
        .innerJoin(teledeclarant, eq(teledeclarant.id, mandat.idTeledeclarant))
        .where(conditionsDeclarationsAValider(idTeledeclarantSuccesseur, declaresApres))
        .orderBy(desc(mandat.successeurDeclareLe), desc(mandat.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /**
     * Déclarations qui désignent cet établissement et attendent sa validation (ADR 0312) : mandats courants
     * `SUCCESSEUR_DECLARE`, clé non utilisée, déclarés après `declaresApres` (validité de 30 jours). Partent de
     * l'index `mandat_id_teledeclarant_successeur_idx` ; la copropriété est jointe par sa clé primaire et le
     * mandat courant. Page la plus récente d'abord, et le total (compté à part pour une page vide au-delà de la
     * première).
     */
    async declarationsAValider(
      idTeledeclarantSuccesseur: number,
      declaresApres: Date,
      page: { offset: number; limit: number },
    ) {
      const lignes = await this.pageDeclarationsAValider(idTeledeclarantSuccesseur, declaresApres, page);
      const premiere = lignes[0];
      if (premiere !== undefined) return { lignes, totalItems: premiere.total };
      if (page.offset === 0) return { lignes, totalItems: 0 };
      const [compte] = await db
        .select({ total: count() })
        .from(mandat)
        .innerJoin(copropriete, mandatCourant)
        .where(conditionsDeclarationsAValider(idTeledeclarantSuccesseur, declaresApres));
      return { lignes, totalItems: compte?.total ?? 0 };
    },

    /** Établissement : type, raison sociale, SIRET. */
    async etablissement(id: number): Promise<{
      idTeledeclarant: number;
      type: TypeEtablissementTeledeclarant;
      raisonSociale: string | null;
      siret: string | null;
    } | null> {
      const [ligne] = await db
        .select({
          idTeledeclarant: teledeclarant.id,
          type: teledeclarant.type,
          raisonSociale: teledeclarant.raisonSociale,
          siret: teledeclarant.siret,
        })
        .from(teledeclarant)
        .where(eq(teledeclarant.id, id))
        .limit(1);
      if (!ligne) return null;
      return { ...ligne, type: ligne.type as TypeEtablissementTeledeclarant };
    },

    /** Numéro et nom de la copropriété d'un mandat, avec les raisons sociales du titulaire et du successeur. */
    async presentationSuccession(idMandat: number) {
      const successeur = alias(teledeclarant, 'successeur');
      const [ligne] = await db
        .select({
          numeroImmatriculation: copropriete.numeroImmatriculation,
          nomCopropriete: copropriete.nom,
          predecesseur: teledeclarant.raisonSociale,
          successeur: successeur.raisonSociale,
        })
        .from(mandat)
        .innerJoin(copropriete, eq(copropriete.id, mandat.idCopropriete))
        .innerJoin(teledeclarant, eq(teledeclarant.id, mandat.idTeledeclarant))
        .leftJoin(successeur, eq(successeur.id, mandat.idTeledeclarantSuccesseur))
        .where(eq(mandat.id, idMandat))
        .limit(1);
      return ligne ?? null;
    },
  };
}
