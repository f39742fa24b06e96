import type { StatutReclamation } from '@registre/domain';
import { type SQL, sql } from 'drizzle-orm';
import { reclamation } from '../db/schema/index.js';
import type { Executeur } from './journal.repository.js';

export type NouvelleReclamation = typeof reclamation.$inferInsert;

/** Ligne de la liste du teneur. */
export interface LigneReclamationLue {
  id: number;
  dateCreation: Date;
  statut: StatutReclamation;
  typeDemandeur: string;
  typeReclamation: string;
  objet: string;
  nomComplet: string;
  numImmatriculation: string | null;
  aPieceJointe: boolean;
}

/** Réclamation lue en entier par le teneur. */
export interface ReclamationLue extends LigneReclamationLue {
  precision: string | null;
  message: string;
  civilite: string | null;
  nom: string;
  prenom: string;
  email: string;
  telephone: string | null;
  adressePrincipale: string | null;
  idCopropriete: number | null;
  nomCopropriete: string | null;
  nomPiece: string | null;
  taillePiece: number | null;
  nomTeneur: string | null;
  dateTraitement: Date | null;
}

type Ligne = Record<string, unknown>;
const enDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

function versLigne(l: Ligne): LigneReclamationLue {
  return {
    id: Number(l.id),
    dateCreation: enDate(l.date_creation),
    statut: l.statut as StatutReclamation,
    typeDemandeur: String(l.type_demandeur),
    typeReclamation: String(l.type_reclamation),
    objet: String(l.objet),
    nomComplet: `${String(l.prenom)} ${String(l.nom)}`.trim(),
    numImmatriculation: (l.num_immatriculation as string | null) ?? null,
    aPieceJointe: l.id_document !== null,
  };
}

const COLONNES_LISTE = sql`r.id, r.date_creation, r.statut, r.type_demandeur, r.type_reclamation, r.objet,
  r.prenom, r.nom, r.num_immatriculation, r.id_document`;

/** Réclamations du formulaire de contact (ADR 0296) : seul code qui touche à la table `reclamation`. */
export function creerReclamationRepository(db: Executeur) {
  return {
    async inserer(nouvelle: NouvelleReclamation): Promise<number> {
      const [ligne] = await db.insert(reclamation).values(nouvelle).returning({ id: reclamation.id });
      if (!ligne) throw new Error("La réclamation n'a pas été enregistrée.");
      return ligne.id;
    },

    /**
     * Page de la liste du teneur, les plus récentes d'abord : index (statut, date) avec un filtre, index de la
     * date sans filtre ; le total est compté par le même index.
     */
    async rechercher(criteres: {
      statut: StatutReclamation | null;
      page: number;
      taille: number;
    }): Promise<{ lignes: LigneReclamationLue[]; total: number }> {
      const filtre: SQL = criteres.statut === null ? sql`TRUE` : sql`r.statut = ${criteres.statut}`;
      const decalage = (criteres.page - 1) * criteres.taille;
      const [lignes, total] = await Promise.all([
        db.execute(
          sql`SELECT ${COLONNES_LISTE} FROM reclamation r WHERE ${filtre}
              ORDER BY r.date_creation DESC, r.id DESC LIMIT ${criteres.taille} OFFSET ${decalage}`,
        ),
        db.execute(sql`SELECT count(*)::int AS total FROM reclamation r WHERE ${filtre}`),
      ]);
      return {
        lignes: (lignes.rows as Ligne[]).map(versLigne),
        total: Number((total.rows[0] as Ligne | undefined)?.total ?? 0),
      };
    },

    /** Réclamation avec sa copropriété, sa pièce (nom et taille) et le teneur qui l'a traitée. */
    async lire(id: number): Promise<ReclamationLue | undefined> {
      const resultat = await db.execute(
        sql`SELECT ${COLONNES_LISTE}, r.precision, r.message, r.civilite, r.email, r.telephone,
              r.adresse_principale, r.id_copropriete, c.nom AS nom_copropriete, d.nom AS nom_piece,
              d.taille AS taille_piece, r.date_traitement,
              COALESCE(NULLIF(TRIM(CONCAT_WS(' ', t.prenom, t.nom)), ''), t.login) AS nom_teneur
            FROM reclamation r
            LEFT JOIN copropriete c ON c.id = r.id_copropriete
            LEFT JOIN document d ON d.id = r.id_document
            LEFT JOIN compte t ON t.id = r.id_compte_traitement
            WHERE r.id = ${id}`,
      );
      const l = resultat.rows[0] as Ligne | undefined;
      if (!l) return undefined;
      return {
        ...versLigne(l),
        precision: (l.precision as string | null) ?? null,
        message: String(l.message),
        civilite: (l.civilite as string | null) ?? null,
        nom: String(l.nom),
        prenom: String(l.prenom),
        email: String(l.email),
        telephone: (l.telephone as string | null) ?? null,
        adressePrincipale: (l.adresse_principale as string | null) ?? null,
        idCopropriete: l.id_copropriete === null ? null : Number(l.id_copropriete),
        nomCopropriete: (l.nom_copropriete as string | null) ?? null,
        nomPiece: (l.nom_piece as string | null) ?? null,
        taillePiece: l.taille_piece === null ? null : Number(l.taille_piece),
        nomTeneur: (l.nom_teneur as string | null) ?? null,
        dateTraitement: l.date_traitement === null ? null : enDate(l.date_traitement),
      };
    },

    /** Nom et octets de la pièce d'une réclamation ; `undefined` sans réclamation ou sans pièce. */
    async piece(id: number): Promise<{ nom: string; contenu: Buffer } | undefined> {
      const resultat = await db.execute(
        sql`SELECT d.nom, d.contenu FROM reclamation r JOIN document d ON d.id = r.id_document WHERE r.id = ${id}`,
      );
      const l = resultat.rows[0] as { nom: string; contenu: Buffer } | undefined;
      return l ? { nom: l.nom, contenu: l.contenu } : undefined;
    },

    /** Statut de la réclamation, ligne verrouillée jusqu'à la fin de la transaction. */
    async verrouiller(id: number): Promise<{ statut: StatutReclamation; libelle: string } | undefined> {
      const resultat = await db.execute(
        sql`SELECT statut, objet FROM reclamation WHERE id = ${id} FOR UPDATE`,
      );
      const l = resultat.rows[0] as { statut: StatutReclamation; objet: string } | undefined;
      return l ? { statut: l.statut, libelle: l.objet } : undefined;
    },

    async changerStatut(id: number, statut: StatutReclamation, idCompte: number, date: Date): Promise<void> {
      await db.execute(
        sql`UPDATE reclamation SET statut = ${statut}, id_compte_traitement = ${idCompte},
              date_traitement = ${date.toISOString()} WHERE id = ${id}`,
      );
    },
  };
}
