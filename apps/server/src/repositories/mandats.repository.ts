import type { EtatCopropriete, StatutMandat, TypeJustifMandat } from '@registre/domain';
import { and, asc, count, desc, eq, inArray, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { Executeur } from '../db/connexion.js';
import { copropriete, document, mandat, teledeclarant } from '../db/schema/index.js';

/**
 * Lectures et écritures des opérations sur les mandats (issue 11 §3 ; ADR 0310) : renouvellement, dates, retrait,
 * suppression, expiration de nuit. Les transitions viennent des machines du domaine, appliquées par les services.
 */

/** Copropriété vue par les opérations sur les mandats. */
export interface CoproprieteMandats {
  id: number;
  numeroImmatriculation: string | null;
  nom: string | null;
  adresseReference: string | null;
  etat: EtatCopropriete;
  idTeledeclarantCourant: number | null;
  idMandatCourant: number | null;
  version: number;
}

/** Mandat lu avec son justificatif et son établissement. */
export interface MandatComplet {
  id: number;
  idCopropriete: number;
  idTeledeclarant: number;
  statut: StatutMandat;
  dateDebut: Date | null;
  dateFin: Date | null;
  adminProvisoire: boolean;
  syndicProvisoire: boolean;
  typeJustif: TypeJustifMandat | null;
  nomDocument: string | null;
  idMandatPrecedent: number | null;
  idTeledeclarantSuccesseur: number | null;
  raisonSociale: string | null;
  version: number;
}

const colonnesCopro = {
  id: copropriete.id,
  numeroImmatriculation: copropriete.numeroImmatriculation,
  nom: copropriete.nom,
  adresseReference: copropriete.adresseReference,
  etat: copropriete.etat,
  idTeledeclarantCourant: copropriete.idTeledeclarantCourant,
  idMandatCourant: copropriete.idMandatCourant,
  version: copropriete.version,
};

const colonnesMandat = {
  id: mandat.id,
  idCopropriete: mandat.idCopropriete,
  idTeledeclarant: mandat.idTeledeclarant,
  statut: mandat.statut,
  dateDebut: mandat.dateDebut,
  dateFin: mandat.dateFin,
  adminProvisoire: mandat.adminProvisoire,
  syndicProvisoire: mandat.syndicProvisoire,
  typeJustif: mandat.typeJustif,
  nomDocument: document.nom,
  idMandatPrecedent: mandat.idMandatPrecedent,
  idTeledeclarantSuccesseur: mandat.idTeledeclarantSuccesseur,
  raisonSociale: teledeclarant.raisonSociale,
  version: mandat.version,
};

/** Statuts d'un mandat qui n'a jamais valu ou ne vaut plus : ignorés comme voisins d'un autre mandat. */
const STATUTS_SANS_EFFET: StatutMandat[] = [
  'SUPPRIME',
  'REFUSE',
  'BROUILLON',
  'A_VALIDER',
  'VALIDATION_EN_COURS',
];

/** Mandat déposé avec son justificatif (rattachement, contestation, renouvellement), daté du dépôt. */
export interface MandatDepose {
  idCopropriete: number;
  idTeledeclarant: number;
  statut: StatutMandat;
  dateDebut: Date;
  dateFin: Date;
  adminProvisoire: boolean;
  syndicProvisoire: boolean;
  typeJustif: TypeJustifMandat;
  idDocument: number;
  idCompteDemandeur: number;
  maintenant: Date;
}

export interface NouveauMandatRenouvele extends MandatDepose {
  idMandatPrecedent: number;
}

/** Insère un mandat déposé, avec ce qui est propre à son dépôt (`suite`) ; rend son identifiant. */
export async function insererMandatDepose(
  db: Executeur,
  m: MandatDepose,
  suite: Partial<typeof mandat.$inferInsert>,
): Promise<number> {
  const [ligne] = await db
    .insert(mandat)
    .values({
      idCopropriete: m.idCopropriete,
      idTeledeclarant: m.idTeledeclarant,
      statut: m.statut,
      dateDebut: m.dateDebut,
      dateFin: m.dateFin,
      adminProvisoire: m.adminProvisoire,
      syndicProvisoire: m.syndicProvisoire,
      typeJustif: m.typeJustif,
      idDocument: m.idDocument,
      dateTeleversement: m.maintenant,
      idCompteDemandeur: m.idCompteDemandeur,
      dateSoumission: m.maintenant,
      ...suite,
    })
    .returning({ id: mandat.id });
  if (!ligne) throw new Error("Le mandat déposé n'a pas été enregistré.");
  return ligne.id;
}

export function creerMandatsRepository(db: Executeur) {
  const selectionMandat = () =>
    db
      .select(colonnesMandat)
      .from(mandat)
      .leftJoin(document, eq(document.id, mandat.idDocument))
      .innerJoin(teledeclarant, eq(teledeclarant.id, mandat.idTeledeclarant));

  return {
    /** Copropriété par son identifiant ; `pourMiseAJour` verrouille la ligne jusqu'à la fin de la transaction. */
    async copropriete(
      id: number,
      options: { pourMiseAJour?: boolean } = {},
    ): Promise<CoproprieteMandats | null> {
      const requete = db.select(colonnesCopro).from(copropriete).where(eq(copropriete.id, id)).limit(1);
      const [ligne] = options.pourMiseAJour ? await requete.for('update') : await requete;
      return ligne ?? null;
    },

    async mandat(id: number): Promise<MandatComplet | null> {
      const [ligne] = await selectionMandat().where(eq(mandat.id, id)).limit(1);
      return ligne ?? null;
    },

    /** Mandats d'une copropriété (filtrés par statut si donné), du plus ancien au plus récent. */
    async mandatsDeCopropriete(
      idCopropriete: number,
      statuts?: readonly StatutMandat[],
    ): Promise<MandatComplet[]> {
      return selectionMandat()
        .where(
          and(
            eq(mandat.idCopropriete, idCopropriete),
            statuts ? inArray(mandat.statut, [...statuts]) : undefined,
          ),
        )
        .orderBy(asc(mandat.dateDebut), asc(mandat.id));
    },

    /**
     * Mandat qui précède `m` : celui qu'il renouvelle ou auquel il succède (`idMandatPrecedent`), sinon le dernier
     * mandat de la copropriété qui a valu et commencé avant lui (un rattachement validé ne chaîne pas les mandats).
     */
    async mandatPrecedent(m: MandatComplet): Promise<MandatComplet | null> {
      if (m.idMandatPrecedent !== null) return this.mandat(m.idMandatPrecedent);
      if (m.dateDebut === null) return null;
      const [ligne] = await selectionMandat()
        .where(
          and(
            eq(mandat.idCopropriete, m.idCopropriete),
            ne(mandat.id, m.id),
            notInArray(mandat.statut, STATUTS_SANS_EFFET),
            lt(mandat.dateDebut, m.dateDebut),
          ),
        )
        .orderBy(desc(mandat.dateFin), desc(mandat.id))
        .limit(1);
      return ligne ?? null;
    },

    /** Mandat qui suit `m` : son renouvellement ou son successeur, sinon le premier qui a valu après lui. */
    async mandatSuivant(m: MandatComplet): Promise<MandatComplet | null> {
      const [chaine] = await selectionMandat()
        .where(and(eq(mandat.idMandatPrecedent, m.id), notInArray(mandat.statut, STATUTS_SANS_EFFET)))
        .orderBy(asc(mandat.id))
        .limit(1);
      if (chaine) return chaine;
      if (m.dateDebut === null) return null;
      const [ligne] = await selectionMandat()
        .where(
          and(
            eq(mandat.idCopropriete, m.idCopropriete),
            ne(mandat.id, m.id),
            notInArray(mandat.statut, STATUTS_SANS_EFFET),
            sql`${mandat.dateDebut} > ${m.dateDebut}`,
          ),
        )
        .orderBy(asc(mandat.dateDebut), asc(mandat.id))
        .limit(1);
      return ligne ?? null;
    },

    /** Dernier mandat archivé de la copropriété (fin la plus récente). */
    async dernierMandatArchive(idCopropriete: number): Promise<MandatComplet | null> {
      const [ligne] = await selectionMandat()
        .where(and(eq(mandat.idCopropriete, idCopropriete), eq(mandat.statut, 'ARCHIVE')))
        .orderBy(sql`${mandat.dateFin} DESC NULLS LAST`, desc(mandat.id))
        .limit(1);
      return ligne ?? null;
    },

    /** Une page des mandats d'un établissement parmi `statuts`, avec leur copropriété, et leur nombre. */
    async pageMandatsEtablissement(
      idTeledeclarant: number,
      statuts: readonly StatutMandat[],
      page: number,
      taille: number,
    ) {
      const filtre = and(eq(mandat.idTeledeclarant, idTeledeclarant), inArray(mandat.statut, [...statuts]));
      const [total] = await db.select({ n: count() }).from(mandat).where(filtre);
      const lignes = await db
        .select({ ...colonnesMandat, copropriete: colonnesCopro })
        .from(mandat)
        .leftJoin(document, eq(document.id, mandat.idDocument))
        .innerJoin(teledeclarant, eq(teledeclarant.id, mandat.idTeledeclarant))
        .innerJoin(copropriete, eq(copropriete.id, mandat.idCopropriete))
        .where(filtre)
        .orderBy(asc(mandat.id))
        .limit(taille)
        .offset((page - 1) * taille);
      return { lignes, total: total?.n ?? 0 };
    },

    async creerMandatRenouvele(m: NouveauMandatRenouvele): Promise<number> {
      return insererMandatDepose(db, m, {
        idMandatPrecedent: m.idMandatPrecedent,
        dateValidation: m.maintenant,
      });
    },

    /**
     * Mandats échus à traiter par la tâche de nuit : statut parmi `statuts`, fin strictement avant `aujourdhui`,
     * dans l'ordre de l'index de la date de fin ; `limite` par passage.
     */
    async mandatsEchus(
      statuts: readonly StatutMandat[],
      aujourdhui: Date,
      limite: number,
    ): Promise<number[]> {
      const lignes = await db
        .select({ id: mandat.id })
        .from(mandat)
        .where(and(inArray(mandat.statut, [...statuts]), lt(mandat.dateFin, aujourdhui)))
        .orderBy(asc(mandat.dateFin), asc(mandat.id))
        .limit(limite);
      return lignes.map((l) => l.id);
    },

    /**
     * Mandat et sa copropriété verrouillés pour une opération (copropriété puis mandat, dans l'ordre des autres
     * écritures), relus après le verrou ; `null` si l'un manque.
     */
    async sousVerrou(id: number): Promise<{ copropriete: CoproprieteMandats; mandat: MandatComplet } | null> {
      const lu = await this.mandat(id);
      if (!lu) return null;
      const copro = await this.copropriete(lu.idCopropriete, { pourMiseAJour: true });
      await this.verrouillerMandat(id);
      const m = await this.mandat(id);
      return copro && m ? { copropriete: copro, mandat: m } : null;
    },

    /** Verrouille la ligne d'un mandat (passage concurrent de la tâche de nuit) et rend son statut. */
    async verrouillerMandat(id: number): Promise<StatutMandat | null> {
      const [ligne] = await db
        .select({ statut: mandat.statut })
        .from(mandat)
        .where(eq(mandat.id, id))
        .for('update')
        .limit(1);
      return ligne?.statut ?? null;
    },
  };
}
