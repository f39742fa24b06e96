import type {
  EtatCopropriete,
  Profil,
  StatutMandat,
  TypeJustifMandat,
  VerrouDemande,
} from '@registre/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executeur } from '../db/connexion.js';
import { compte, copropriete, document, mandat, teledeclarant } from '../db/schema/index.js';
import { insererMandatDepose, type MandatDepose } from './mandats.repository.js';
import { COLONNES_VERROU, type LigneVerrou, verrouDeLaLigne } from './verrou-lu.js';

/** Copropriété lue pour un rattachement (ADR 0300). */
export interface CoproprieteRattachement {
  id: number;
  numeroImmatriculation: string | null;
  etat: EtatCopropriete;
  nom: string | null;
  idTeledeclarantCourant: number | null;
  idMandatCourant: number | null;
  version: number;
}

/** Mandat lu pour l'écran d'édition du rattachement. */
export interface MandatLu {
  id: number;
  idTeledeclarant: number;
  statut: StatutMandat;
  dateDebut: Date | null;
  dateFin: Date | null;
  adminProvisoire: boolean;
  syndicProvisoire: boolean;
  typeJustif: TypeJustifMandat | null;
  idDocument: number | null;
  nomDocument: string | null;
  dateTeleversement: Date | null;
}

export interface NouveauMandatDemande extends MandatDepose {
  contestation: boolean;
  motifContestation: string | null;
}

const colonnesCopro = {
  id: copropriete.id,
  numeroImmatriculation: copropriete.numeroImmatriculation,
  etat: copropriete.etat,
  nom: copropriete.nom,
  idTeledeclarantCourant: copropriete.idTeledeclarantCourant,
  idMandatCourant: copropriete.idMandatCourant,
  version: copropriete.version,
};

/** Statuts d'un mandat demandé qui attend le teneur : au plus un par copropriété (index unique partiel). */
export const STATUTS_MANDAT_EN_ATTENTE: readonly StatutMandat[] = ['A_VALIDER', 'VALIDATION_EN_COURS'];

/** Nom de l'index unique partiel qui garantit une seule demande en attente par copropriété. */
export const INDEX_DEMANDE_EN_ATTENTE = 'mandat_une_demande_en_attente_unique';

/** Demande de rattachement (ou contestation) portée par un mandat, telle que le guichet la lit (ADR 0301). */
export interface DemandeRattachementLue {
  idMandat: number;
  statutMandat: StatutMandat;
  contestation: boolean;
  motifContestation: string | null;
  idTeledeclarant: number;
  dateSoumission: Date | null;
  idCopropriete: number;
  etatCopropriete: EtatCopropriete;
  numeroImmatriculation: string | null;
  nomCopropriete: string | null;
  idMandatCourant: number | null;
  idTeledeclarantCourant: number | null;
  profilDemandeur: Profil | null;
  verrou: VerrouDemande | null;
}

interface LigneDemandeSql extends Record<string, unknown>, LigneVerrou {
  id_mandat: number;
  statut: StatutMandat;
  contestation: boolean;
  motif_contestation: string | null;
  id_teledeclarant: number;
  date_soumission: Date | string | null;
  id_copropriete: number;
  etat: EtatCopropriete;
  numero_immatriculation: string | null;
  nom: string | null;
  id_mandat_courant: number | null;
  id_teledeclarant_courant: number | null;
  profil_demandeur: Profil | null;
}

const enDate = (v: Date | string | null): Date | null => (v === null ? null : new Date(v));

export function creerRattachementRepository(db: Executeur) {
  return {
    /**
     * Demande portée par ce mandat, avec sa copropriété et le verrou du guichet (objet `MANDAT`) ;
     * `pourMiseAJour` verrouille la ligne de la copropriété jusqu'à la fin de la transaction.
     */
    async demandeDuMandat(
      idMandat: number,
      options: { pourMiseAJour?: boolean } = {},
    ): Promise<DemandeRattachementLue | null> {
      const r = await db.execute<LigneDemandeSql>(sql`
        SELECT m.id AS id_mandat, m.statut, m.contestation, m.motif_contestation, m.id_teledeclarant,
               m.date_soumission, c.id AS id_copropriete, c.etat, c.numero_immatriculation, c.nom,
               c.id_mandat_courant, c.id_teledeclarant_courant, cd.profil AS profil_demandeur,
               ${COLONNES_VERROU}
        FROM mandat m
        JOIN copropriete c ON c.id = m.id_copropriete
        LEFT JOIN compte cd ON cd.id = m.id_compte_demandeur
        LEFT JOIN verrou_validation v ON v.objet = 'MANDAT' AND v.id_objet = m.id
        LEFT JOIN compte cv ON cv.id = v.id_compte
        WHERE m.id = ${idMandat}
        ${options.pourMiseAJour ? sql`FOR UPDATE OF c` : sql``}`);
      const l = r.rows[0];
      if (!l) return null;
      return {
        idMandat: l.id_mandat,
        statutMandat: l.statut,
        contestation: l.contestation,
        motifContestation: l.motif_contestation,
        idTeledeclarant: l.id_teledeclarant,
        dateSoumission: enDate(l.date_soumission),
        idCopropriete: l.id_copropriete,
        etatCopropriete: l.etat,
        numeroImmatriculation: l.numero_immatriculation,
        nomCopropriete: l.nom,
        idMandatCourant: l.id_mandat_courant,
        idTeledeclarantCourant: l.id_teledeclarant_courant,
        profilDemandeur: l.profil_demandeur,
        verrou: verrouDeLaLigne(l),
      };
    },

    /** Mandat demandé qui attend le teneur pour cette copropriété (au plus un, index unique partiel). */
    async mandatEnAttente(idCopropriete: number): Promise<number | null> {
      const [ligne] = await db
        .select({ id: mandat.id })
        .from(mandat)
        .where(
          and(
            eq(mandat.idCopropriete, idCopropriete),
            inArray(mandat.statut, [...STATUTS_MANDAT_EN_ATTENTE]),
          ),
        )
        .limit(1);
      return ligne?.id ?? null;
    },

    /** Copropriété par son numéro canonique ; `pourMiseAJour` verrouille la ligne (demandes simultanées). */
    async coproprieteParNumero(
      numero: string,
      options: { pourMiseAJour?: boolean } = {},
    ): Promise<CoproprieteRattachement | null> {
      const requete = db
        .select(colonnesCopro)
        .from(copropriete)
        .where(eq(copropriete.numeroImmatriculation, numero))
        .limit(1);
      const [ligne] = options.pourMiseAJour ? await requete.for('update') : await requete;
      return ligne ?? null;
    },

    async coproprieteParId(id: number): Promise<CoproprieteRattachement | null> {
      const [ligne] = await db.select(colonnesCopro).from(copropriete).where(eq(copropriete.id, id)).limit(1);
      return ligne ?? null;
    },

    /** Une demande (mandat à valider ou en validation) attend-elle le teneur pour cette copropriété ? */
    async demandeEnAttente(idCopropriete: number): Promise<boolean> {
      return (await this.mandatEnAttente(idCopropriete)) !== null;
    },

    /** SIREN (9 premiers chiffres du SIRET) et raison sociale d'un établissement. */
    async etablissement(
      idTeledeclarant: number,
    ): Promise<{ siren: string | null; siret: string | null; raisonSociale: string | null }> {
      const [ligne] = await db
        .select({ siret: teledeclarant.siret, raisonSociale: teledeclarant.raisonSociale })
        .from(teledeclarant)
        .where(eq(teledeclarant.id, idTeledeclarant))
        .limit(1);
      return {
        siren: ligne?.siret ? ligne.siret.slice(0, 9) : null,
        siret: ligne?.siret ?? null,
        raisonSociale: ligne?.raisonSociale ?? null,
      };
    },

    async mandat(id: number): Promise<MandatLu | null> {
      const [ligne] = await db
        .select({
          id: mandat.id,
          idTeledeclarant: mandat.idTeledeclarant,
          statut: mandat.statut,
          dateDebut: mandat.dateDebut,
          dateFin: mandat.dateFin,
          adminProvisoire: mandat.adminProvisoire,
          syndicProvisoire: mandat.syndicProvisoire,
          typeJustif: mandat.typeJustif,
          idDocument: mandat.idDocument,
          nomDocument: document.nom,
          dateTeleversement: mandat.dateTeleversement,
        })
        .from(mandat)
        .leftJoin(document, eq(document.id, mandat.idDocument))
        .where(eq(mandat.id, id))
        .limit(1);
      return ligne ?? null;
    },

    /**
     * Adresse à prévenir pour un établissement : l'administrateur principal actif, à défaut le plus ancien compte
     * actif, à défaut l'adresse du représentant légal.
     */
    async adresseEtablissement(idTeledeclarant: number): Promise<string | null> {
      const [ligne] = await db
        .select({ email: compte.email })
        .from(compte)
        .where(
          and(
            eq(compte.idTeledeclarant, idTeledeclarant),
            eq(compte.statut, 'ACTIF'),
            sql`${compte.email} IS NOT NULL`,
          ),
        )
        .orderBy(desc(compte.adminPrincipal), asc(compte.id))
        .limit(1);
      if (ligne?.email) return ligne.email;
      const [td] = await db
        .select({ email: teledeclarant.representantEmail })
        .from(teledeclarant)
        .where(eq(teledeclarant.id, idTeledeclarant))
        .limit(1);
      return td?.email ?? null;
    },

    async creerMandatDemande(m: NouveauMandatDemande): Promise<number> {
      return insererMandatDepose(db, m, {
        idMandatPrecedent: null,
        contestation: m.contestation,
        motifContestation: m.motifContestation,
        demandeRattachement: true,
      });
    },

    /** Mandat demandé, verrouillé pour sa modification par son demandeur. */
    async mandatDemandePourMiseAJour(id: number) {
      const [ligne] = await db
        .select({
          id: mandat.id,
          idCopropriete: mandat.idCopropriete,
          idTeledeclarant: mandat.idTeledeclarant,
          statut: mandat.statut,
          contestation: mandat.contestation,
          idDocument: mandat.idDocument,
          version: mandat.version,
          numeroImmatriculation: copropriete.numeroImmatriculation,
        })
        .from(mandat)
        .innerJoin(copropriete, eq(copropriete.id, mandat.idCopropriete))
        .where(eq(mandat.id, id))
        .limit(1)
        .for('update', { of: mandat });
      return ligne ?? null;
    },

    /** Modifie le mandat demandé si sa version n'a pas bougé ; `false` sinon. */
    async modifierMandatDemande(
      id: number,
      version: number,
      valeurs: Pick<
        NouveauMandatDemande,
        'dateDebut' | 'dateFin' | 'adminProvisoire' | 'syndicProvisoire' | 'typeJustif' | 'motifContestation'
      > & { idDocument?: number; dateTeleversement?: Date },
      maintenant: Date,
    ): Promise<boolean> {
      const lignes = await db
        .update(mandat)
        .set({ ...valeurs, version: version + 1, dateModification: maintenant })
        .where(and(eq(mandat.id, id), eq(mandat.version, version)))
        .returning({ id: mandat.id });
      return lignes.length === 1;
    },

    /** Change l'état de la copropriété si sa version n'a pas bougé ; `false` sinon. */
    async changerEtat(
      id: number,
      version: number,
      etat: EtatCopropriete,
      maintenant: Date,
    ): Promise<boolean> {
      const lignes = await db
        .update(copropriete)
        .set({ etat, version: version + 1, dateModification: maintenant })
        .where(and(eq(copropriete.id, id), eq(copropriete.version, version)))
        .returning({ id: copropriete.id });
      return lignes.length === 1;
    },
  };
}
