import {
  ID_ETABLISSEMENT_TENEUR,
  PROFILS_ADMIN_SECONDAIRE,
  PROFILS_TENEUR,
  type SensTri,
  type TriUtilisateurs,
} from '@registre/domain';
import { and, asc, count, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { compte, teledeclarant } from '../db/schema/index.js';
import type { LigneCompte, LigneTeledeclarant } from './compte.repository.js';
import type { Executeur } from './journal.repository.js';
import { detruireSessionsDesComptes } from './session.repository.js';

/** Clé (premier argument) des verrous consultatifs posés sur un établissement pendant la gestion de ses comptes. */
const CLE_VERROU_COMPTES_ETABLISSEMENT = 0x55_01;

const COLONNES_TRI = {
  nom: compte.nom,
  prenom: compte.prenom,
  email: compte.login,
  profil: compte.profil,
  statut: compte.statut,
  dateCreation: compte.dateCreation,
} as const;

/**
 * Comptes d'un établissement : ceux de son télédéclarant, ou, pour l'établissement 0, ceux du teneur
 * (profils du teneur, sans télédéclarant). Les comptes supprimés n'en font plus partie.
 */
function dansEtablissement(idEtablissement: number): SQL {
  const membres =
    idEtablissement === ID_ETABLISSEMENT_TENEUR
      ? and(isNull(compte.idTeledeclarant), inArray(compte.profil, [...PROFILS_TENEUR]))
      : eq(compte.idTeledeclarant, idEtablissement);
  return and(membres, ne(compte.statut, 'SUPPRIME')) as SQL;
}

/** Accès aux comptes utilisateurs d'un établissement et à leurs sessions. */
export function creerUtilisateurRepository(db: Executeur) {
  return {
    /** Page des comptes d'un établissement : l'administrateur principal d'abord, puis le tri demandé. */
    async listerParEtablissement(
      idEtablissement: number,
      options: { offset: number; limit: number; tri?: TriUtilisateurs; sens?: SensTri },
    ): Promise<{ lignes: LigneCompte[]; total: number }> {
      const filtre = dansEtablissement(idEtablissement);
      const sens = options.sens === 'DESC' ? desc : asc;
      const ordre = options.tri
        ? [sens(COLONNES_TRI[options.tri]), asc(compte.id)]
        : [desc(compte.adminPrincipal), asc(compte.nom), asc(compte.prenom), asc(compte.id)];
      const [lignes, [total]] = await Promise.all([
        db
          .select()
          .from(compte)
          .where(filtre)
          .orderBy(...ordre)
          .offset(options.offset)
          .limit(options.limit),
        db.select({ n: count() }).from(compte).where(filtre),
      ]);
      return { lignes, total: total?.n ?? 0 };
    },

    /** Administrateurs secondaires (non supprimés) de l'établissement. */
    async compterAdminsSecondaires(idEtablissement: number): Promise<number> {
      const [ligne] = await db
        .select({ n: count() })
        .from(compte)
        .where(
          and(dansEtablissement(idEtablissement), inArray(compte.profil, [...PROFILS_ADMIN_SECONDAIRE])),
        );
      return ligne?.n ?? 0;
    },

    /**
     * Verrou consultatif de l'établissement jusqu'à la fin de la transaction : deux créations ou
     * modifications simultanées ne peuvent pas dépasser ensemble la limite des administrateurs secondaires.
     */
    async verrouillerEtablissement(idEtablissement: number): Promise<void> {
      await db.execute(
        sql`SELECT pg_advisory_xact_lock(${CLE_VERROU_COMPTES_ETABLISSEMENT}, ${idEtablissement})`,
      );
    },

    async parIds(ids: readonly number[]): Promise<LigneCompte[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(compte)
        .where(inArray(compte.id, [...ids]));
    },

    async teledeclarant(id: number): Promise<LigneTeledeclarant | undefined> {
      const [ligne] = await db.select().from(teledeclarant).where(eq(teledeclarant.id, id)).limit(1);
      return ligne;
    },

    /** L'établissement verrouillé jusqu'à la fin de la transaction (changement de représentant légal). */
    async teledeclarantPourMiseAJour(id: number): Promise<LigneTeledeclarant | undefined> {
      const [ligne] = await db.select().from(teledeclarant).where(eq(teledeclarant.id, id)).for('update');
      return ligne;
    },

    /** Modifie les coordonnées d'un établissement (téléphone, représentant légal). */
    async modifierEtablissement(
      id: number,
      valeurs: Partial<typeof teledeclarant.$inferInsert>,
    ): Promise<void> {
      await db
        .update(teledeclarant)
        .set({ ...valeurs, modifieLe: new Date() })
        .where(eq(teledeclarant.id, id));
    },

    async creer(valeurs: typeof compte.$inferInsert): Promise<LigneCompte> {
      const [ligne] = await db.insert(compte).values(valeurs).returning();
      if (!ligne) throw new Error("Le compte n'a pas été créé.");
      return ligne;
    },

    /**
     * Suppression d'un compte : il est conservé (il reste cité par les déclarations et le journal) mais
     * marqué supprimé, sans mot de passe ni clé ; son identifiant de connexion est libéré en le préfixant,
     * pour que l'adresse puisse servir à un nouveau compte.
     */
    async marquerSupprime(ligne: Pick<LigneCompte, 'id' | 'login'>): Promise<void> {
      const maintenant = new Date();
      await db
        .update(compte)
        .set({
          statut: 'SUPPRIME',
          login: `supprime-${ligne.id}.${ligne.login}`.slice(0, 254),
          motDePasseHash: null,
          cleActivationHash: null,
          cleReinitialisationHash: null,
          cleReinitialisationExpireLe: null,
          adminPrincipal: false,
          dateSuppression: maintenant,
          dateModification: maintenant,
        })
        .where(eq(compte.id, ligne.id));
    },

    /** Ferme toutes les sessions ouvertes par ce compte (ou par un teneur connecté en tant que lui). */
    async supprimerSessions(idCompte: number): Promise<number> {
      return detruireSessionsDesComptes(db, [idCompte]);
    },
  };
}
