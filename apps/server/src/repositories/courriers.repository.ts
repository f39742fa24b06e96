import { sql } from 'drizzle-orm';
import type { Executeur } from './journal.repository.js';

/** Lettre à envoyer telle que la liste du teneur la montre. */
export interface LettreLue {
  id: number;
  objet: string;
  adresse: string[];
  idTeledeclarant: number | null;
  raisonSociale: string | null;
  dateCreation: Date;
  dateEnvoiPrevue: string;
  idLot: number | null;
}

/** Lot de lettres avec ses compteurs. */
export interface LotLu {
  id: number;
  dateCreation: Date;
  nomAuteur: string;
  nbLettres: number;
  nbAEnvoyer: number;
  nbAnnulees: number;
  dateEnvoi: Date | null;
  nomAuteurEnvoi: string | null;
}

type LigneLot = {
  id: number;
  date_creation: Date | string;
  nom_auteur: string;
  nb_lettres: number;
  nb_a_envoyer: number;
  nb_annulees: number;
  date_envoi: Date | string | null;
  nom_auteur_envoi: string | null;
};

const enDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

function versLot(l: LigneLot): LotLu {
  return {
    id: l.id,
    dateCreation: enDate(l.date_creation),
    nomAuteur: l.nom_auteur,
    nbLettres: l.nb_lettres,
    nbAEnvoyer: l.nb_a_envoyer,
    nbAnnulees: l.nb_annulees,
    dateEnvoi: l.date_envoi === null ? null : enDate(l.date_envoi),
    nomAuteurEnvoi: l.nom_auteur_envoi,
  };
}

/** Nom affiché d'un compte (prénom et nom, sinon identifiant de connexion). */
const nomCompte = (alias: string) =>
  sql.raw(`COALESCE(NULLIF(TRIM(CONCAT_WS(' ', ${alias}.prenom, ${alias}.nom)), ''), ${alias}.login)`);

/** Lot et compteurs de ses lettres (lus par l'index `lettre_id_lot_idx`). */
const SELECTION_LOT = sql`
  SELECT lo.id, lo.date_creation, ${nomCompte('cc')} AS nom_auteur, lo.nb_lettres,
         (SELECT count(*)::int FROM lettre l WHERE l.id_lot = lo.id AND l.statut = 'A_ENVOYER') AS nb_a_envoyer,
         (SELECT count(*)::int FROM lettre l WHERE l.id_lot = lo.id AND l.statut = 'ANNULEE') AS nb_annulees,
         lo.date_envoi, CASE WHEN ce.id IS NULL THEN NULL ELSE ${nomCompte('ce')} END AS nom_auteur_envoi
  FROM lot_lettres lo
  JOIN compte cc ON cc.id = lo.id_compte_creation
  LEFT JOIN compte ce ON ce.id = lo.id_compte_envoi`;

/** Lettres postales et lots de l'imprimeur (ADR 0235), dans la transaction de l'appelant le cas échéant. */
export function creerCourriersRepository(db: Executeur) {
  return {
    /** Page des lettres à envoyer, les plus urgentes d'abord (index `lettre_statut_date_envoi_prevue_idx`). */
    async lettresAEnvoyer(offset: number, limite: number): Promise<LettreLue[]> {
      const r = await db.execute<{
        id: number;
        objet: string;
        adresse: string[];
        id_teledeclarant: number | null;
        raison_sociale: string | null;
        date_creation: Date | string;
        date_envoi_prevue: string;
        id_lot: number | null;
      }>(sql`
        SELECT l.id, l.objet,
               array_remove(ARRAY[l.adresse_ligne1, l.adresse_ligne2, l.adresse_ligne3, l.adresse_ligne4,
                                  l.adresse_ligne5, l.adresse_ligne6, l.adresse_ligne7], NULL) AS adresse,
               l.id_teledeclarant, t.raison_sociale, l.date_creation, l.date_envoi_prevue::text AS date_envoi_prevue,
               l.id_lot
        FROM lettre l
        LEFT JOIN teledeclarant t ON t.id = l.id_teledeclarant
        WHERE l.statut = 'A_ENVOYER'
        ORDER BY l.date_envoi_prevue, l.id
        LIMIT ${limite} OFFSET ${offset}`);
      return r.rows.map((l) => ({
        id: l.id,
        objet: l.objet,
        adresse: l.adresse.filter((ligne) => ligne.trim() !== ''),
        idTeledeclarant: l.id_teledeclarant,
        raisonSociale: l.raison_sociale,
        dateCreation: enDate(l.date_creation),
        dateEnvoiPrevue: l.date_envoi_prevue,
        idLot: l.id_lot,
      }));
    },

    /** Nombre de lettres à envoyer, et de celles qui ne sont encore dans aucun lot. */
    async compterAEnvoyer(): Promise<{ total: number; horsLot: number }> {
      const r = await db.execute<{ total: number; hors_lot: number }>(sql`
        SELECT count(*)::int AS total, (count(*) FILTER (WHERE id_lot IS NULL))::int AS hors_lot
        FROM lettre WHERE statut = 'A_ENVOYER'`);
      return { total: r.rows[0]?.total ?? 0, horsLot: r.rows[0]?.hors_lot ?? 0 };
    },

    /**
     * Lettres à envoyer hors lot, les plus urgentes d'abord, verrouillées jusqu'à la fin de la transaction ;
     * celles qu'une autre préparation tient déjà sont sautées (deux lots simultanés restent disjoints).
     */
    async prendreLettresHorsLot(limite: number): Promise<number[]> {
      const r = await db.execute<{ id: number }>(sql`
        SELECT id FROM lettre
        WHERE statut = 'A_ENVOYER' AND id_lot IS NULL
        ORDER BY date_envoi_prevue, id
        LIMIT ${limite}
        FOR UPDATE SKIP LOCKED`);
      return r.rows.map((l) => l.id);
    },

    /** Crée le lot et y range les lettres (déjà verrouillées) ; renvoie son identifiant. */
    async creerLot(idCompte: number, idsLettres: readonly number[]): Promise<number> {
      const r = await db.execute<{ id: number }>(sql`
        INSERT INTO lot_lettres (id_compte_creation, nb_lettres)
        VALUES (${idCompte}, ${idsLettres.length}) RETURNING id`);
      const id = r.rows[0]?.id;
      if (id === undefined) throw new Error("Le lot de lettres n'a pas été enregistré.");
      await db.execute(sql`
        UPDATE lettre SET id_lot = ${id}
        WHERE id = ANY(${`{${idsLettres.join(',')}}`}::int[]) AND statut = 'A_ENVOYER' AND id_lot IS NULL`);
      return id;
    },

    async lot(idLot: number): Promise<LotLu | null> {
      const r = await db.execute<LigneLot>(sql`${SELECTION_LOT} WHERE lo.id = ${idLot}`);
      const ligne = r.rows[0];
      return ligne ? versLot(ligne) : null;
    },

    /** Verrouille la ligne du lot jusqu'à la fin de la transaction : deux déclarations d'envoi s'attendent. */
    async verrouillerLot(idLot: number): Promise<{ dateEnvoi: Date | null } | null> {
      const r = await db.execute<{ date_envoi: Date | string | null }>(
        sql`SELECT date_envoi FROM lot_lettres WHERE id = ${idLot} FOR UPDATE`,
      );
      const ligne = r.rows[0];
      if (!ligne) return null;
      return { dateEnvoi: ligne.date_envoi === null ? null : enDate(ligne.date_envoi) };
    },

    /** Page des lots, du plus récent au plus ancien (index `lot_lettres_date_creation_idx`). */
    async lots(offset: number, limite: number): Promise<{ lots: LotLu[]; total: number }> {
      const r = await db.execute<LigneLot>(
        sql`${SELECTION_LOT} ORDER BY lo.date_creation DESC, lo.id DESC LIMIT ${limite} OFFSET ${offset}`,
      );
      const total = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM lot_lettres`);
      return { lots: r.rows.map(versLot), total: total.rows[0]?.n ?? 0 };
    },

    /**
     * PDF des lettres non annulées du lot après la lettre `apresId`, dans l'ordre des identifiants, par tranches :
     * le lot entier n'est jamais chargé d'un coup.
     */
    async documentsDuLot(
      idLot: number,
      apresId: number,
      limite: number,
    ): Promise<{ idLettre: number; contenu: Buffer }[]> {
      const r = await db.execute<{ id: number; contenu: Buffer }>(sql`
        SELECT l.id, d.contenu
        FROM lettre l JOIN document d ON d.id = l.id_document
        WHERE l.id_lot = ${idLot} AND l.statut <> 'ANNULEE' AND l.id > ${apresId}
        ORDER BY l.id
        LIMIT ${limite}`);
      return r.rows.map((l) => ({ idLettre: l.id, contenu: l.contenu }));
    },

    /** Marque envoyées les lettres du lot encore à envoyer et date le lot ; renvoie le nombre de lettres marquées. */
    async marquerEnvoye(idLot: number, idCompte: number, maintenant: Date): Promise<number> {
      const lettres = await db.execute<{ id: number }>(sql`
        UPDATE lettre SET statut = 'ENVOYEE', date_envoi = ${maintenant.toISOString()}::timestamptz
        WHERE id_lot = ${idLot} AND statut = 'A_ENVOYER' RETURNING id`);
      await db.execute(sql`
        UPDATE lot_lettres SET date_envoi = ${maintenant.toISOString()}::timestamptz, id_compte_envoi = ${idCompte}
        WHERE id = ${idLot} AND date_envoi IS NULL`);
      return lettres.rows.length;
    },
  };
}
