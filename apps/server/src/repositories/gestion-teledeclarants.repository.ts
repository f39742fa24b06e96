import {
  analyserTexteRecherche,
  type ChampTriTeledeclarant,
  type CriteresRechercheTeledeclarant,
  decalageEtLimite,
  type EtatCopropriete,
  type LigneTeledeclarant,
  type StatutMandat,
} from '@registre/domain';
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { texteRecherche } from '../db/schema/colonnes.js';
import { compte, copropriete, mandat, teledeclarant } from '../db/schema/index.js';
import type { Executeur } from './journal.repository.js';
import { detruireSessionsDesComptes } from './session.repository.js';
import {
  creerTeledeclarantRepository,
  type LigneTeledeclarant as LigneTeledeclarantTable,
  type NouveauTeledeclarant,
} from './teledeclarant.repository.js';

export type ModificationTeledeclarantTable = Partial<NouveauTeledeclarant>;
export type LigneCompteTable = typeof compte.$inferSelect;

/** Administrateur principal non supprimé d'un télédéclarant (index unique partiel `compte_admin_principal_unique`). */
const admin = alias(compte, 'admin');
const jointureAdmin = and(
  eq(admin.idTeledeclarant, teledeclarant.id),
  eq(admin.adminPrincipal, true),
  ne(admin.statut, 'SUPPRIME'),
);

/**
 * Condition « texte de recherche » sur une expression déjà en minuscules et sans accents : `LIKE` avec le
 * motif du domaine (« contient », `$` « commence par », `_` un caractère). Sur `texteRecherche(colonne)`,
 * l'index trigramme de la colonne sert quand il existe.
 */
function correspond(expression: SQL, saisie: string | null | undefined): SQL | null {
  const motif = analyserTexteRecherche(saisie);
  return motif === null ? null : sql`${expression} LIKE ${motif.motifIlike}`;
}

/** Conditions SQL des critères de recherche du teneur (ADR 0060). */
function conditions(criteres: CriteresRechercheTeledeclarant): SQL | undefined {
  const liste: (SQL | null | undefined)[] = [
    criteres.id ? eq(teledeclarant.id, criteres.id) : null,
    correspond(texteRecherche(teledeclarant.raisonSociale), criteres.raisonSociale),
    correspond(sql`${teledeclarant.siret}`, criteres.siret),
    criteres.type ? eq(teledeclarant.type, criteres.type) : null,
    correspond(sql`${teledeclarant.codePostal}`, criteres.codePostal),
    correspond(texteRecherche(teledeclarant.localite), criteres.commune),
    correspond(texteRecherche(admin.nom), criteres.nomAdmin),
    correspond(texteRecherche(admin.prenom), criteres.prenomAdmin),
    correspond(texteRecherche(admin.email), criteres.email),
    correspond(sql`lower(replace(${teledeclarant.codeApe}, '.', ''))`, criteres.codeApe),
    criteres.statut ? eq(teledeclarant.statut, criteres.statut) : ne(teledeclarant.statut, 'SUPPRIME'),
  ];
  if (criteres.motDePasseCree === true) liste.push(isNotNull(admin.motDePasseHash));
  if (criteres.motDePasseCree === false) liste.push(isNull(admin.motDePasseHash));
  const retenues = liste.filter((c): c is SQL => c !== null && c !== undefined);
  return retenues.length > 0 ? and(...retenues) : undefined;
}

/** Un critère porte-t-il sur l'administrateur principal (jointure nécessaire) ? */
function critereSurAdmin(criteres: CriteresRechercheTeledeclarant): boolean {
  return (
    Boolean(criteres.nomAdmin || criteres.prenomAdmin || criteres.email) || criteres.motDePasseCree != null
  );
}

/** Expression de tri de chaque colonne triable ; les textes se trient sans tenir compte des accents. */
const expressionsTri: Record<ChampTriTeledeclarant, SQL | PgColumn> = {
  id: teledeclarant.id,
  raisonSociale: texteRecherche(teledeclarant.raisonSociale),
  siret: teledeclarant.siret,
  type: teledeclarant.type,
  codePostal: teledeclarant.codePostal,
  commune: texteRecherche(teledeclarant.localite),
  nomAdmin: texteRecherche(admin.nom),
  prenomAdmin: texteRecherche(admin.prenom),
  email: texteRecherche(admin.email),
  statut: teledeclarant.statut,
  motDePasseCree: sql`(${admin.motDePasseHash} IS NOT NULL)`,
  codeApe: teledeclarant.codeApe,
};

function ordre(criteres: CriteresRechercheTeledeclarant): SQL[] {
  const { sortField, sortDirection } = criteres.paginationOptions;
  if (sortField === null) {
    // Sans tri demandé : les plus récents d'abord (ordre de l'index de la clé primaire).
    return [desc(teledeclarant.id)];
  }
  const expression = expressionsTri[sortField];
  const sens = sortDirection === 'DESC' ? sql`DESC NULLS LAST` : sql`ASC NULLS LAST`;
  return [sql`${expression} ${sens}`, asc(teledeclarant.id)];
}

/** Mandat lu pour la suppression d'un télédéclarant. */
export interface MandatASupprimer {
  id: number;
  idCopropriete: number;
  statut: StatutMandat;
}

/** Copropriété concernée par la suppression d'un télédéclarant. */
export interface CoproprieteConcernee {
  id: number;
  numeroImmatriculation: string | null;
  etat: EtatCopropriete;
  idTeledeclarantCourant: number | null;
  idMandatCourant: number | null;
  /** Statut du mandat courant de la copropriété, s'il y en a un. */
  statutMandatCourant: StatutMandat | null;
}

/** Accès aux données de la gestion des télédéclarants par le teneur (recherche, fiche, suppression). */
export function creerGestionTeledeclarantsRepository(db: Executeur) {
  const teledeclarants = creerTeledeclarantRepository(db);
  return {
    // Lectures d'un télédéclarant : celles de l'accès commun aux établissements.
    parId: teledeclarants.parId,
    parIdPourMiseAJour: teledeclarants.parIdPourMiseAJour,
    nombreCoproprietes: teledeclarants.nombreCoproprietes,

    /** Page de télédéclarants qui répondent aux critères et nombre total de réponses. */
    async rechercher(
      criteres: CriteresRechercheTeledeclarant,
    ): Promise<{ lignes: LigneTeledeclarant[]; totalItems: number }> {
      const filtre = conditions(criteres);
      const { offset, limit } = decalageEtLimite(criteres.paginationOptions);
      const lignes = await db
        .select({
          id: teledeclarant.id,
          raisonSociale: teledeclarant.raisonSociale,
          siret: teledeclarant.siret,
          type: teledeclarant.type,
          codePostal: teledeclarant.codePostal,
          commune: teledeclarant.localite,
          codeApe: teledeclarant.codeApe,
          statut: teledeclarant.statut,
          idAdmin: admin.id,
          nomAdmin: admin.nom,
          prenomAdmin: admin.prenom,
          emailAdmin: admin.email,
          motDePasseCree: sql<boolean>`(${admin.motDePasseHash} IS NOT NULL)`,
        })
        .from(teledeclarant)
        .leftJoin(admin, jointureAdmin)
        .where(filtre)
        .orderBy(...ordre(criteres))
        .limit(limit)
        .offset(offset);
      // L'administrateur principal est unique par télédéclarant : la jointure ne change pas le nombre de
      // lignes, on ne la fait que si un critère porte sur lui.
      const requeteTotal = db.select({ total: sql<number>`count(*)::int` }).from(teledeclarant);
      const [total] = await (critereSurAdmin(criteres)
        ? requeteTotal.leftJoin(admin, jointureAdmin).where(filtre)
        : requeteTotal.where(filtre));
      return { lignes, totalItems: total?.total ?? 0 };
    },

    /** Un autre télédéclarant non supprimé porte-t-il ce SIRET ? */
    async siretPrisParUnAutre(siret: string, id: number): Promise<boolean> {
      const [ligne] = await db
        .select({ id: teledeclarant.id })
        .from(teledeclarant)
        .where(
          and(eq(teledeclarant.siret, siret), ne(teledeclarant.statut, 'SUPPRIME'), ne(teledeclarant.id, id)),
        )
        .limit(1);
      return ligne !== undefined;
    },

    async modifier(id: number, valeurs: ModificationTeledeclarantTable): Promise<LigneTeledeclarantTable> {
      const [ligne] = await db
        .update(teledeclarant)
        .set({ ...valeurs, modifieLe: new Date() })
        .where(eq(teledeclarant.id, id))
        .returning();
      if (!ligne) throw new Error("Le télédéclarant n'a pas été mis à jour.");
      return ligne;
    },

    /** Comptes non supprimés du télédéclarant, administrateur principal d'abord. */
    async comptes(idTeledeclarant: number): Promise<LigneCompteTable[]> {
      return db
        .select()
        .from(compte)
        .where(and(eq(compte.idTeledeclarant, idTeledeclarant), ne(compte.statut, 'SUPPRIME')))
        .orderBy(desc(compte.adminPrincipal), asc(compte.nom), asc(compte.prenom), asc(compte.id));
    },

    // --- Suppression (dans la transaction de l'appelant) ---

    /** Mandats du télédéclarant, verrouillés. */
    async mandatsPourMiseAJour(idTeledeclarant: number): Promise<MandatASupprimer[]> {
      return db
        .select({ id: mandat.id, idCopropriete: mandat.idCopropriete, statut: mandat.statut })
        .from(mandat)
        .where(eq(mandat.idTeledeclarant, idTeledeclarant))
        .orderBy(asc(mandat.id))
        .for('update');
    },

    /** Mandats d'autres télédéclarants qui l'ont déclaré comme successeur, en attente de sa validation. */
    async successionsDeclareesVers(idTeledeclarant: number): Promise<MandatASupprimer[]> {
      return db
        .select({ id: mandat.id, idCopropriete: mandat.idCopropriete, statut: mandat.statut })
        .from(mandat)
        .where(
          and(eq(mandat.idTeledeclarantSuccesseur, idTeledeclarant), eq(mandat.statut, 'SUCCESSEUR_DECLARE')),
        )
        .orderBy(asc(mandat.id))
        .for('update');
    },

    /**
     * Copropriétés concernées : celles dont il est le télédéclarant courant et celles sur lesquelles porte
     * l'un des mandats donnés ; verrouillées, avec le statut de leur mandat courant.
     */
    async coproprietesPourMiseAJour(
      idTeledeclarant: number,
      idsCoproprietes: number[],
    ): Promise<CoproprieteConcernee[]> {
      const courant = alias(mandat, 'mandat_courant');
      return db
        .select({
          id: copropriete.id,
          numeroImmatriculation: copropriete.numeroImmatriculation,
          etat: copropriete.etat,
          idTeledeclarantCourant: copropriete.idTeledeclarantCourant,
          idMandatCourant: copropriete.idMandatCourant,
          statutMandatCourant: courant.statut,
        })
        .from(copropriete)
        .leftJoin(courant, eq(courant.id, copropriete.idMandatCourant))
        .where(
          or(
            eq(copropriete.idTeledeclarantCourant, idTeledeclarant),
            idsCoproprietes.length > 0 ? inArray(copropriete.id, idsCoproprietes) : sql`false`,
          ),
        )
        .orderBy(asc(copropriete.id))
        .for('update', { of: copropriete });
    },

    async changerStatutMandats(
      ids: number[],
      statut: StatutMandat,
      valeurs: Partial<typeof mandat.$inferInsert> = {},
    ): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(mandat)
        .set({ ...valeurs, statut, dateModification: new Date(), version: sql`${mandat.version} + 1` })
        .where(inArray(mandat.id, ids));
    },

    async modifierCopropriete(id: number, valeurs: Partial<typeof copropriete.$inferInsert>): Promise<void> {
      await db
        .update(copropriete)
        .set({ ...valeurs, dateModification: new Date(), version: sql`${copropriete.version} + 1` })
        .where(eq(copropriete.id, id));
    },

    /**
     * Passe les comptes non supprimés au statut SUPPRIME, efface leurs secrets et libère leur identifiant de
     * connexion (préfixé, comme à la suppression d'un utilisateur) ; renvoie les comptes visés.
     */
    async supprimerComptes(idTeledeclarant: number): Promise<{ id: number; login: string }[]> {
      const maintenant = new Date();
      return db
        .update(compte)
        .set({
          statut: 'SUPPRIME',
          login: sql`left('supprime-' || ${compte.id} || '.' || ${compte.login}, 254)`,
          adminPrincipal: false,
          dateSuppression: maintenant,
          dateModification: maintenant,
          motDePasseHash: null,
          cleActivationHash: null,
          cleActivationEnvoyeeLe: null,
          cleReinitialisationHash: null,
          cleReinitialisationExpireLe: null,
        })
        .where(and(eq(compte.idTeledeclarant, idTeledeclarant), ne(compte.statut, 'SUPPRIME')))
        .returning({ id: compte.id, login: compte.login });
    },

    /**
     * Détruit les sessions ouvertes par ces comptes, ou par un teneur connecté en tant que l'un d'eux ;
     * renvoie le nombre de sessions détruites.
     */
    async detruireSessions(idsComptes: number[]): Promise<number> {
      return detruireSessionsDesComptes(db, idsComptes);
    },
  };
}
