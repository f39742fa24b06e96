import {
  type CoproprieteCandidate,
  type CoproprieteComparee,
  ETATS_COMPARES_DOUBLONS,
  type EtatCopropriete,
  normaliserNumeroParcelle,
  normaliserSectionParcelle,
  type ReferenceCadastrale,
  rectangleAutour,
  SEUILS_DOUBLON,
} from '@registre/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Executeur } from '../db/connexion.js';
import { declaration } from '../db/schema/index.js';

/** Candidate lue en base : de quoi la juger (`evaluerDoublon`) et l'afficher. */
export interface CandidateDoublon extends CoproprieteCandidate {
  id: number;
  numeroImmatriculation: string | null;
  nom: string | null;
  etat: EtatCopropriete;
  libelleAdresse: string | null;
  nbBatiments: number | null;
}

/** Candidates lues au plus par clé de recherche (parcelle, proximité, nom, voie, bâtiment). */
const CANDIDATES_PAR_CLE = 50;

/** Statuts des déclarations qui décrivent une copropriété existante (pas les brouillons ni les archives). */
const STATUTS_DECLARATION_COMPARES = sql`('A_VALIDER', 'IMMATRICULATION', 'COURANTE')`;

/** Formes sous lesquelles une référence cadastrale peut être enregistrée : canonique, et sans zéros en tête. */
function variantesParcelle(
  p: ReferenceCadastrale,
): { codeInsee: string; prefixe: string; section: string; numero: string }[] {
  const section = normaliserSectionParcelle(p.section);
  const numero = normaliserNumeroParcelle(p.numero);
  const codeInsee = (p.codeInsee ?? '').trim().toUpperCase();
  if (section === null || numero === null || codeInsee === '') return [];
  const prefixe = ((p.prefixe ?? '').trim() || '000').padStart(3, '0');
  const sections = [...new Set([section, section.replace(/^0+/, '')])];
  const numeros = [...new Set([numero, numero.replace(/^0+/, '')])];
  return sections.flatMap((s) => numeros.map((n) => ({ codeInsee, prefixe, section: s, numero: n })));
}

const texte = (valeur: string) => sql`immutable_unaccent(lower(${valeur}::text))`;

/**
 * Recherche des copropriétés existantes proches d'une copropriété déclarée (ADR 0141). Chaque clé est une
 * recherche indexée, bornée à `CANDIDATES_PAR_CLE` lignes ; aucune ne parcourt la table :
 * - parcelle commune : `parcelle_reference_cadastrale_idx` (commune, préfixe, section, numéro) ;
 * - adresse de référence proche : `copropriete_latitude_longitude_idx` (rectangle autour du point) ;
 * - nom semblable dans la même commune : `copropriete_code_insee_idx` et `copropriete_nom_trgm_idx` (`%`) ;
 * - même voie dans la même commune (adresse non géolocalisée) : `adresse_code_insee_idx`, `adresse_voie_trgm_idx` ;
 * - même bâtiment RNB : `adresse_id_batiment_idx`.
 * Pour chaque candidate, la déclaration qui la décrit (courante, sinon la demande en attente) donne son
 * adresse de référence et ses parcelles ; la base calcule la similarité des noms (`pg_trgm`).
 */
export function creerDoublonsRepository(executeur: Executeur) {
  return {
    requeteCandidates(declaree: CoproprieteComparee, idCoproprieteExclue: number | null): SQL {
      const cles: SQL[] = [];
      const parcelles = (declaree.parcelles ?? []).flatMap(variantesParcelle);
      if (parcelles.length > 0) {
        const valeurs = sql.join(
          parcelles.map(
            (p) =>
              sql`(${p.codeInsee}::varchar, ${p.prefixe}::char(3), ${p.section}::varchar, ${p.numero}::varchar)`,
          ),
          sql`, `,
        );
        cles.push(sql`(SELECT d.id_copropriete AS id
            FROM (VALUES ${valeurs}) AS v(code_insee, prefixe, section, numero)
            JOIN parcelle p ON p.code_insee = v.code_insee AND p.prefixe = v.prefixe
              AND p.section = v.section AND p.numero = v.numero
            JOIN declaration d ON d.id = p.id_declaration AND d.statut IN ${STATUTS_DECLARATION_COMPARES}
            LIMIT ${CANDIDATES_PAR_CLE})`);
      }
      const ref = declaree.adresseReference;
      if (typeof ref?.latitude === 'number' && typeof ref.longitude === 'number') {
        const r = rectangleAutour(
          { latitude: ref.latitude, longitude: ref.longitude },
          SEUILS_DOUBLON.rayonRechercheMetres,
        );
        cles.push(sql`(SELECT c.id FROM copropriete c
            WHERE c.latitude BETWEEN ${r.latMin} AND ${r.latMax} AND c.longitude BETWEEN ${r.lonMin} AND ${r.lonMax}
            LIMIT ${CANDIDATES_PAR_CLE})`);
      }
      const codeInsee = ref?.codeInsee?.trim().toUpperCase();
      const nom = declaree.nom?.trim();
      if (codeInsee && nom) {
        cles.push(sql`(SELECT c.id FROM copropriete c
            WHERE c.code_insee = ${codeInsee} AND immutable_unaccent(lower(c.nom)) % ${texte(nom)}
            LIMIT ${CANDIDATES_PAR_CLE})`);
      }
      const voie = ref?.voie?.trim();
      if (codeInsee && voie) {
        cles.push(sql`(SELECT d.id_copropriete AS id FROM adresse a
            JOIN declaration d ON d.id = a.id_declaration AND d.statut IN ${STATUTS_DECLARATION_COMPARES}
            WHERE a.type = 'REFERENCE' AND a.code_insee = ${codeInsee}
              AND immutable_unaccent(lower(a.voie)) % ${texte(voie)}
            LIMIT ${CANDIDATES_PAR_CLE})`);
      }
      const batiment = ref?.idBatiment?.trim();
      if (batiment) {
        cles.push(sql`(SELECT d.id_copropriete AS id FROM adresse a
            JOIN declaration d ON d.id = a.id_declaration AND d.statut IN ${STATUTS_DECLARATION_COMPARES}
            WHERE a.id_batiment = ${batiment}
            LIMIT ${CANDIDATES_PAR_CLE})`);
      }
      if (cles.length === 0) return sql`SELECT NULL WHERE false`;
      const etats = sql.join(
        ETATS_COMPARES_DOUBLONS.map((e) => sql`${e}`),
        sql`, `,
      );
      return sql`WITH candidates AS (${sql.join(cles, sql` UNION `)})
        SELECT c.id, c.numero_immatriculation, c.nom, c.etat, c.adresse_reference, c.nb_batiments,
          c.latitude AS copro_latitude, c.longitude AS copro_longitude, c.code_insee AS copro_code_insee,
          similarity(immutable_unaccent(lower(coalesce(c.nom, ''))), ${texte(nom ?? '')}) AS similarite_nom,
          ref.numero AS ref_numero, ref.voie AS ref_voie, ref.code_insee AS ref_code_insee,
          ref.id_batiment AS ref_id_batiment, ref.latitude AS ref_latitude, ref.longitude AS ref_longitude,
          coalesce(pa.parcelles, '[]'::json) AS parcelles
        FROM candidates k
        JOIN copropriete c ON c.id = k.id
        LEFT JOIN LATERAL (
          SELECT coalesce(c.id_declaration_courante, (
            SELECT d.id FROM declaration d WHERE d.id_copropriete = c.id AND d.statut = 'A_VALIDER'
            ORDER BY d.id DESC LIMIT 1)) AS id
        ) rep ON true
        LEFT JOIN adresse ref ON ref.id_declaration = rep.id AND ref.type = 'REFERENCE'
        LEFT JOIN LATERAL (
          SELECT json_agg(json_build_object('codeInsee', p.code_insee, 'prefixe', p.prefixe,
            'section', p.section, 'numero', p.numero)) AS parcelles
          FROM parcelle p WHERE p.id_declaration = rep.id
        ) pa ON true
        WHERE c.etat IN (${etats})${idCoproprieteExclue === null ? sql`` : sql` AND c.id <> ${idCoproprieteExclue}`}`;
    },

    /** Copropriété et établissement auteur d'une déclaration (pour vérifier qu'elle est à l'appelant). */
    async auteurDeLaDeclaration(
      idDeclaration: number,
    ): Promise<{ idCopropriete: number; idTeledeclarant: number | null } | null> {
      const [ligne] = await executeur
        .select({ idCopropriete: declaration.idCopropriete, idTeledeclarant: declaration.idTeledeclarant })
        .from(declaration)
        .where(eq(declaration.id, idDeclaration));
      return ligne ?? null;
    },

    /** Candidates à juger par la règle du domaine (`retenirDoublons`). */
    async candidates(
      declaree: CoproprieteComparee,
      idCoproprieteExclue: number | null,
    ): Promise<CandidateDoublon[]> {
      const resultat = await executeur.execute<LigneCandidate>(
        this.requeteCandidates(declaree, idCoproprieteExclue),
      );
      return resultat.rows.map(versCandidate);
    },
  };
}

interface LigneCandidate extends Record<string, unknown> {
  id: number;
  numero_immatriculation: string | null;
  nom: string | null;
  etat: EtatCopropriete;
  adresse_reference: string | null;
  nb_batiments: number | null;
  copro_latitude: number | null;
  copro_longitude: number | null;
  copro_code_insee: string | null;
  similarite_nom: number | string | null;
  ref_numero: string | null;
  ref_voie: string | null;
  ref_code_insee: string | null;
  ref_id_batiment: string | null;
  ref_latitude: number | null;
  ref_longitude: number | null;
  parcelles: ReferenceCadastrale[] | null;
}

function versCandidate(l: LigneCandidate): CandidateDoublon {
  return {
    id: Number(l.id),
    numeroImmatriculation: l.numero_immatriculation,
    nom: l.nom,
    etat: l.etat,
    libelleAdresse: l.adresse_reference,
    nbBatiments: l.nb_batiments,
    similariteNom: l.similarite_nom === null ? 0 : Number(l.similarite_nom),
    adresseReference: {
      numeroVoie: l.ref_numero,
      voie: l.ref_voie,
      codeInsee: l.ref_code_insee ?? l.copro_code_insee,
      idBatiment: l.ref_id_batiment,
      latitude: l.ref_latitude ?? l.copro_latitude,
      longitude: l.ref_longitude ?? l.copro_longitude,
    },
    parcelles: l.parcelles ?? [],
  };
}
