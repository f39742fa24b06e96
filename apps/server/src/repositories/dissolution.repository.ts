import type {
  EtatCopropriete,
  MotifDissolution,
  StatutDissolution,
  StatutMandat,
  TypeJustifDissolution,
  VerrouDemande,
} from '@registre/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executeur } from '../db/connexion.js';
import { dissolution } from '../db/schema/index.js';
import { COLONNES_VERROU, type LigneVerrou, verrouDeLaLigne } from './verrou-lu.js';

/**
 * Dissolution d'une copropriété (ADR 0320) : la copropriété et son verrou du guichet (objet `COPROPRIETE`), la
 * demande en attente, son enregistrement et sa décision. Toujours appelé avec l'exécuteur de l'appelant.
 */

/** Copropriété lue pour une dissolution, avec le statut de son mandat courant et le verrou du guichet. */
export interface CoproprieteDissolution {
  id: number;
  etat: EtatCopropriete;
  numeroImmatriculation: string | null;
  nom: string | null;
  adresseReference: string | null;
  /** « jj/mm/aaaa ». */
  dateReglementCopropriete: string | null;
  idTeledeclarantCourant: number | null;
  idMandatCourant: number | null;
  statutMandatCourant: StatutMandat | null;
  version: number;
  verrou: VerrouDemande | null;
}

/** Demande de dissolution relue. */
export interface DissolutionEnregistree {
  id: number;
  idCopropriete: number;
  statut: StatutDissolution;
  motif: MotifDissolution;
  autre: string | null;
  /** « jj/mm/aaaa ». */
  dateFaitGenerateur: string;
  typeJustif: TypeJustifDissolution;
  /** Jour du dépôt à Paris, « jj/mm/aaaa ». */
  dateDemande: string;
  nomJustificatif: string | null;
  demandeur: string | null;
  idTeledeclarantDemandeur: number | null;
  idCompteDemandeur: number | null;
  raisonRefus: string | null;
}

interface LigneCopro extends Record<string, unknown>, LigneVerrou {
  id: number;
  etat: EtatCopropriete;
  numero_immatriculation: string | null;
  nom: string | null;
  adresse_reference: string | null;
  date_reglement_copropriete: string | null;
  id_teledeclarant_courant: number | null;
  id_mandat_courant: number | null;
  statut_mandat_courant: StatutMandat | null;
  version: number;
}

interface LigneDissolution extends Record<string, unknown> {
  id: number;
  id_copropriete: number;
  statut: StatutDissolution;
  motif: MotifDissolution;
  autre: string | null;
  date_fait_generateur: string;
  type_justif: TypeJustifDissolution;
  date_demande: string;
  nom_justificatif: string | null;
  demandeur: string | null;
  id_teledeclarant_demandeur: number | null;
  id_compte_demandeur: number | null;
  raison_refus: string | null;
}

export function creerDissolutionRepository(db: Executeur) {
  return {
    /** Copropriété, mandat courant et verrou ; `pourMiseAJour` verrouille sa ligne jusqu'à la fin de la transaction. */
    async copropriete(
      id: number,
      options: { pourMiseAJour?: boolean } = {},
    ): Promise<CoproprieteDissolution | null> {
      const r = await db.execute<LigneCopro>(sql`
        SELECT c.id, c.etat, c.numero_immatriculation, c.nom, c.adresse_reference,
               to_char(c.date_reglement_copropriete, 'DD/MM/YYYY') AS date_reglement_copropriete,
               c.id_teledeclarant_courant, c.id_mandat_courant, m.statut AS statut_mandat_courant, c.version,
               ${COLONNES_VERROU}
        FROM copropriete c
        LEFT JOIN mandat m ON m.id = c.id_mandat_courant
        LEFT JOIN verrou_validation v ON v.objet = 'COPROPRIETE' AND v.id_objet = c.id
        LEFT JOIN compte cv ON cv.id = v.id_compte
        WHERE c.id = ${id}
        ${options.pourMiseAJour ? sql`FOR UPDATE OF c` : sql``}`);
      const l = r.rows[0];
      if (!l) return null;
      return {
        id: l.id,
        etat: l.etat,
        numeroImmatriculation: l.numero_immatriculation,
        nom: l.nom,
        adresseReference: l.adresse_reference,
        dateReglementCopropriete: l.date_reglement_copropriete,
        idTeledeclarantCourant: l.id_teledeclarant_courant,
        idMandatCourant: l.id_mandat_courant,
        statutMandatCourant: l.statut_mandat_courant,
        version: l.version,
        verrou: verrouDeLaLigne(l),
      };
    },

    /** Demande de la copropriété qui attend le teneur (statut `A_VALIDER`), la plus récente ; sinon `null`. */
    async demandeEnAttente(idCopropriete: number): Promise<DissolutionEnregistree | null> {
      const r = await db.execute<LigneDissolution>(sql`
        SELECT d.id, d.id_copropriete, d.statut, d.motif, d.autre,
               to_char(d.date_fait_generateur, 'DD/MM/YYYY') AS date_fait_generateur, d.type_justif,
               to_char(d.date_demande AT TIME ZONE 'Europe/Paris', 'DD/MM/YYYY') AS date_demande, doc.nom AS nom_justificatif, t.raison_sociale AS demandeur,
               d.id_teledeclarant_demandeur, d.id_compte_demandeur, d.raison_refus
        FROM dissolution d
        LEFT JOIN document doc ON doc.id = d.id_document
        LEFT JOIN teledeclarant t ON t.id = d.id_teledeclarant_demandeur
        WHERE d.id_copropriete = ${idCopropriete} AND d.statut = 'A_VALIDER'
        ORDER BY d.id DESC LIMIT 1`);
      const l = r.rows[0];
      if (!l) return null;
      return {
        id: l.id,
        idCopropriete: l.id_copropriete,
        statut: l.statut,
        motif: l.motif,
        autre: l.autre,
        dateFaitGenerateur: l.date_fait_generateur,
        typeJustif: l.type_justif,
        dateDemande: l.date_demande,
        nomJustificatif: l.nom_justificatif,
        demandeur: l.demandeur,
        idTeledeclarantDemandeur: l.id_teledeclarant_demandeur,
        idCompteDemandeur: l.id_compte_demandeur,
        raisonRefus: l.raison_refus,
      };
    },

    async inserer(valeurs: typeof dissolution.$inferInsert): Promise<number> {
      const [ligne] = await db.insert(dissolution).values(valeurs).returning({ id: dissolution.id });
      if (!ligne) throw new Error("La demande de dissolution n'a pas été enregistrée.");
      return ligne.id;
    },

    /** Décision du teneur sur une demande encore à valider ; `false` si elle ne l'était plus. */
    async trancher(
      id: number,
      decision: {
        statut: Extract<StatutDissolution, 'EXECUTEE' | 'REFUSEE'>;
        idCompteValidateur: number;
        maintenant: Date;
        raisonRefus: string | null;
      },
    ): Promise<boolean> {
      const lignes = await db
        .update(dissolution)
        .set({
          statut: decision.statut,
          idCompteValidateur: decision.idCompteValidateur,
          dateValidation: decision.maintenant,
          dateExecution: decision.statut === 'EXECUTEE' ? decision.maintenant : null,
          raisonRefus: decision.raisonRefus,
        })
        .where(and(eq(dissolution.id, id), eq(dissolution.statut, 'A_VALIDER')))
        .returning({ id: dissolution.id });
      return lignes.length === 1;
    },
  };
}
