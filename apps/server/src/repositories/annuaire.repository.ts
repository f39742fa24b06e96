import {
  type AvertissementAnnuaire,
  aujourdhuiParis,
  type CriteresRechercheAnnuaire,
  codePostalDeRecherche,
  DEFINITION_STATUTS_RATTACHEMENT,
  decalageEtLimite,
  ETATS_DU_STATUT_PUBLIC,
  ETATS_VISIBLES_DU_PUBLIC,
  type EtatVisibleDuPublic,
  type FichePublique,
  formaterDateIso,
  LIBELLE_SYNDIC_BENEVOLE,
  type LigneAnnuaire,
  lireDateTexte,
  MOIS_VALIDITE_MAJ_ANNUELLE,
  type MotifRecherche,
  motifsAnnuaire,
  pointDeRecherche,
  RAYON_RECHERCHE_ADRESSE_METRES,
  SEUIL_TROP_DE_RESULTATS_ANNUAIRE,
  statutPublicDe,
  statutRattachementPublicDe,
  type TypeEtablissementTeledeclarant,
} from '@registre/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executeur } from './journal.repository.js';

/**
 * Lecture publique du registre (annuaire, API publique, jeu de données ; ADR 0240 à 0242) : seules les
 * copropriétés visibles (`ETATS_VISIBLES_DU_PUBLIC`, numéro attribué), seuls les champs publics.
 */

const listeSql = (valeurs: readonly string[]): SQL =>
  sql.join(
    valeurs.map((v) => sql`${v}`),
    sql`, `,
  );

/** Condition de visibilité publique, sur l'alias `c` de `copropriete` : la règle unique du domaine. */
export const conditionVisibleDuPublic: SQL = sql`c.etat IN (${listeSql(ETATS_VISIBLES_DU_PUBLIC)}) AND c.numero_immatriculation IS NOT NULL`;

const texteRecherche = (colonne: SQL) => sql`immutable_unaccent(lower(${colonne}))`;
const ilike = (colonne: SQL, motif: MotifRecherche) =>
  sql`${texteRecherche(colonne)} ILIKE ${motif.motifIlike}`;
/** Nom sans accents ni majuscules : colonne générée et ses index (ADR 0227). */
const ilikeNom = (motif: MotifRecherche) => sql`c.nom_recherche ILIKE ${motif.motifIlike}`;

/** Un texte fait d'autre chose que lettres, chiffres, tiret et `_` ne peut être un numéro (ADR 0187). */
const peutEtreUnNumero = (motif: MotifRecherche) => /^[\p{L}\p{N}_-]+$/u.test(motif.texte);

/** Mètres par degré de latitude (sphère de 6 371 km). */
const METRES_PAR_DEGRE = 111_195;

function distanceSql(point: { longitude: number; latitude: number }): SQL {
  const cos = Math.cos((point.latitude * Math.PI) / 180);
  return sql`(${METRES_PAR_DEGRE}::float8 * sqrt(power(c.latitude - ${point.latitude}::float8, 2) + power((c.longitude - ${point.longitude}::float8) * ${cos}::float8, 2)))`;
}

function conditions(c: CriteresRechercheAnnuaire, aujourdhui: Date): SQL[] {
  const jour = formaterDateIso(aujourdhui);
  const conds: SQL[] = [conditionVisibleDuPublic];
  const m = motifsAnnuaire(c);
  if (m.immatriculationOuNom) {
    const motif = m.immatriculationOuNom;
    conds.push(
      peutEtreUnNumero(motif)
        ? sql`(${ilike(sql`c.numero_immatriculation`, motif)} OR ${ilikeNom(motif)})`
        : ilikeNom(motif),
    );
  }
  if (m.numeroImmatriculation) conds.push(ilike(sql`c.numero_immatriculation`, m.numeroImmatriculation));
  if (m.nom) conds.push(ilikeNom(m.nom));
  if (m.commune) {
    conds.push(
      sql`c.code_insee IN (SELECT cm.code_insee FROM commune cm WHERE ${ilike(sql`cm.nom`, m.commune)})`,
    );
  }
  if (m.voie || m.lieuDit) {
    const surAdresse: SQL[] = [];
    if (m.voie) surAdresse.push(ilike(sql`a.voie`, m.voie));
    if (m.lieuDit) surAdresse.push(ilike(sql`a.lieu_dit`, m.lieuDit));
    conds.push(
      sql`EXISTS (SELECT 1 FROM adresse a WHERE a.id_declaration = c.id_declaration_courante AND a.type = 'REFERENCE' AND ${sql.join(surAdresse, sql` AND `)})`,
    );
  }
  const codePostal = codePostalDeRecherche(c);
  if (codePostal) conds.push(sql`c.code_postal = ${codePostal}`);
  if (c.isRechercheAvancee) {
    if (c.codeDepartement) conds.push(sql`c.code_departement = ${c.codeDepartement}`);
    if (c.codeInsee) conds.push(sql`c.code_insee = ${c.codeInsee}`);
    const debut = lireDateTexte(c.dateDebutMandat);
    if (debut) conds.push(sql`c.date_debut_mandat >= ${formaterDateIso(debut)}::date`);
    const fin = lireDateTexte(c.dateFinMandat);
    if (fin) conds.push(sql`c.date_fin_mandat <= ${formaterDateIso(fin)}::date`);
    const limiteMaj = sql`(${jour}::date - make_interval(months => ${MOIS_VALIDITE_MAJ_ANNUELLE}))`;
    if (c.majAnnuelle === 'FAITE') conds.push(sql`c.date_derniere_maj_annuelle > ${limiteMaj}`);
    if (c.majAnnuelle === 'A_FAIRE') {
      conds.push(sql`(c.date_derniere_maj_annuelle IS NULL OR c.date_derniere_maj_annuelle <= ${limiteMaj})`);
    }
    if (c.majComptesNonApprouves === 'A_FAIRE') conds.push(sql`c.maj_comptes_non_approuves_a_faire`);
    if (c.majComptesNonApprouves === 'FAITE') conds.push(sql`NOT c.maj_comptes_non_approuves_a_faire`);
    if (c.statutsCopropriete?.length) {
      const etats = [...new Set(c.statutsCopropriete.flatMap((s) => ETATS_DU_STATUT_PUBLIC[s]))];
      conds.push(sql`c.etat IN (${listeSql(etats)})`);
    }
    if (c.statutsRattachement?.length) {
      const alternatives = c.statutsRattachement.map((s) => {
        const d = DEFINITION_STATUTS_RATTACHEMENT[s];
        const parts: SQL[] = [sql`c.etat IN (${listeSql(d.etats)})`];
        if (d.mandatDemande) {
          parts.push(
            sql`EXISTS (SELECT 1 FROM mandat md WHERE md.id_copropriete = c.id AND md.statut IN (${listeSql(d.mandatDemande)}))`,
          );
        }
        if (d.debutMandat === 'futur') parts.push(sql`c.date_debut_mandat > ${jour}::date`);
        if (d.debutMandat === 'passe') parts.push(sql`c.date_debut_mandat <= ${jour}::date`);
        return sql`(${sql.join(parts, sql` AND `)})`;
      });
      conds.push(sql`(${sql.join(alternatives, sql` OR `)})`);
    }
  }
  const point = pointDeRecherche(c);
  if (point) {
    const dLat = RAYON_RECHERCHE_ADRESSE_METRES / METRES_PAR_DEGRE;
    const dLon = dLat / Math.max(0.01, Math.cos((point.latitude * Math.PI) / 180));
    conds.push(
      sql`c.latitude BETWEEN ${point.latitude - dLat}::float8 AND ${point.latitude + dLat}::float8`,
      sql`c.longitude BETWEEN ${point.longitude - dLon}::float8 AND ${point.longitude + dLon}::float8`,
      sql`${distanceSql(point)} <= ${RAYON_RECHERCHE_ADRESSE_METRES}`,
    );
  }
  return conds;
}

function cleDeTri(c: CriteresRechercheAnnuaire): SQL {
  const point = pointDeRecherche(c);
  if (point) return distanceSql(point);
  switch (c.paginationOptions.sortField) {
    case 'nom':
      return sql`c.nom_recherche`;
    case 'commune':
      return sql`c.code_postal`;
    case 'nbLots':
      return sql`c.nb_lots`;
    default:
      return sql`c.numero_immatriculation`;
  }
}

interface LigneLue {
  id: number | null;
  numero_immatriculation: string;
  nom: string | null;
  adresse_reference: string | null;
  code_postal: string | null;
  commune: string | null;
  etat: EtatVisibleDuPublic;
  nb_lots: number | null;
  longitude: number | null;
  latitude: number | null;
  distance: number | null;
  total: number;
}

export interface PageAnnuaire {
  lignes: LigneAnnuaire[];
  totalItems: number;
  avertissement: AvertissementAnnuaire | null;
}

/** Colonnes de la fiche publique, sur `c` (copropriété), `d` (déclaration courante), `m` (mandat), `t` (syndic). */
const COLONNES_FICHE = sql`c.id, c.numero_immatriculation, c.nom, c.adresse_reference, c.code_postal, cm.nom AS commune,
  c.code_insee, c.code_departement, c.longitude, c.latitude, c.geolocalisee, c.etat,
  c.date_reglement_copropriete::text AS date_reglement, (c.date_immatriculation AT TIME ZONE 'Europe/Paris')::date::text AS date_immatriculation,
  c.nb_lots, c.nb_lots_hab, c.nb_lots_hab_bur_com, c.nb_lots_stationnement, c.nb_batiments,
  c.syndicat_principal, c.num_immatriculation_principale, c.syndicat_cooperatif, c.residence_service,
  c.date_debut_mandat::text AS date_debut_mandat, c.date_fin_mandat::text AS date_fin_mandat,
  c.date_derniere_maj_annuelle::text AS date_derniere_maj_annuelle, c.maj_comptes_non_approuves_a_faire,
  t.type AS type_syndic, t.raison_sociale,
  coalesce(d.flag_mandat_adhoc, false) AS flag_mandat_adhoc, coalesce(d.flag_ordonnance_carence, false) AS flag_ordonnance_carence,
  coalesce(m.admin_provisoire, false) AS admin_provisoire, coalesce(d.flag_peril_parties_com, false) AS flag_peril,
  coalesce(d.flag_insalubrite_parties_com, false) AS flag_insalubrite,
  coalesce(d.flag_securite_insalubrite_parties_com, false) AS flag_securite,
  coalesce(d.flag_equipements_com, false) AS flag_equipements`;

const JOINTURES_FICHE = sql`LEFT JOIN commune cm ON cm.code_insee = c.code_insee
  LEFT JOIN declaration d ON d.id = c.id_declaration_courante
  LEFT JOIN mandat m ON m.id = c.id_mandat_courant
  LEFT JOIN teledeclarant t ON t.id = c.id_teledeclarant_courant`;

export interface FicheLue {
  id: number;
  numero_immatriculation: string;
  nom: string | null;
  adresse_reference: string | null;
  code_postal: string | null;
  commune: string | null;
  code_insee: string | null;
  code_departement: string | null;
  longitude: number | null;
  latitude: number | null;
  geolocalisee: boolean;
  etat: EtatVisibleDuPublic;
  date_reglement: string | null;
  date_immatriculation: string | null;
  nb_lots: number | null;
  nb_lots_hab: number | null;
  nb_lots_hab_bur_com: number | null;
  nb_lots_stationnement: number | null;
  nb_batiments: number | null;
  syndicat_principal: boolean | null;
  num_immatriculation_principale: string | null;
  syndicat_cooperatif: boolean | null;
  residence_service: boolean | null;
  date_debut_mandat: string | null;
  date_fin_mandat: string | null;
  date_derniere_maj_annuelle: string | null;
  maj_comptes_non_approuves_a_faire: boolean;
  type_syndic: TypeEtablissementTeledeclarant | null;
  raison_sociale: string | null;
  flag_mandat_adhoc: boolean;
  flag_ordonnance_carence: boolean;
  admin_provisoire: boolean;
  flag_peril: boolean;
  flag_insalubrite: boolean;
  flag_securite: boolean;
  flag_equipements: boolean;
}

/** États où le syndic courant tient un mandat : seuls ceux-là publient son nom. */
const ETATS_AVEC_SYNDIC: ReadonlySet<string> = new Set([
  'IMMATRICULEE_RATTACHEE',
  'IMMATRICULEE_RATTACHEMENT_CONTESTE',
]);

/** Fiche publique (dates ISO) d'une ligne lue ; la règle des champs publics (ADR 0240) s'applique ici. */
export function fichePubliqueDe(f: FicheLue, aujourdhui: Date): FichePublique {
  const jour = formaterDateIso(aujourdhui);
  const avecSyndic = ETATS_AVEC_SYNDIC.has(f.etat) && f.type_syndic !== null;
  const limiteMaj = new Date(aujourdhui);
  limiteMaj.setUTCMonth(limiteMaj.getUTCMonth() - MOIS_VALIDITE_MAJ_ANNUELLE);
  const mandatCommence = f.date_debut_mandat !== null && f.date_debut_mandat <= jour;
  return {
    numeroImmatriculation: f.numero_immatriculation,
    nom: f.nom,
    adresseReference: f.adresse_reference,
    codePostal: f.code_postal,
    commune: f.commune,
    codeInsee: f.code_insee,
    codeDepartement: f.code_departement,
    longitude: f.longitude,
    latitude: f.latitude,
    geolocalisee: f.geolocalisee,
    statut: statutPublicDe(f.etat),
    statutRattachement: statutRattachementPublicDe(f.etat, mandatCommence),
    dateReglementCopropriete: f.date_reglement,
    dateImmatriculation: f.date_immatriculation,
    nbLots: f.nb_lots,
    nbLotsHab: f.nb_lots_hab,
    nbLotsHabBurCom: f.nb_lots_hab_bur_com,
    nbLotsStationnement: f.nb_lots_stationnement,
    nbBatiments: f.nb_batiments,
    syndicatPrincipal: f.syndicat_principal,
    numImmatriculationPrincipale: f.num_immatriculation_principale,
    syndicatCooperatif: f.syndicat_cooperatif,
    residenceService: f.residence_service,
    nomSyndic: avecSyndic ? (f.type_syndic === 'NON_PRO' ? LIBELLE_SYNDIC_BENEVOLE : f.raison_sociale) : null,
    typeSyndic: avecSyndic ? f.type_syndic : null,
    dateDebutMandat: avecSyndic ? f.date_debut_mandat : null,
    dateFinMandat: avecSyndic ? f.date_fin_mandat : null,
    dateDerniereMajAnnuelle: f.date_derniere_maj_annuelle,
    majAnnuelleAJour:
      f.date_derniere_maj_annuelle !== null && f.date_derniere_maj_annuelle > formaterDateIso(limiteMaj),
    majComptesNonApprouvesAFaire: f.maj_comptes_non_approuves_a_faire,
    procedures: {
      mandatAdHoc: f.flag_mandat_adhoc,
      ordonnanceCarence: f.flag_ordonnance_carence,
      administrateurProvisoire: f.admin_provisoire,
      arretePeril: f.flag_peril,
      arreteInsalubrite: f.flag_insalubrite,
      arreteSecuriteInsalubrite: f.flag_securite,
      arreteEquipementsCommuns: f.flag_equipements,
    },
  };
}

/** Taille des lots de lignes lus pour le jeu de données en flux. */
export const LOT_JEU_DE_DONNEES = 5000;

export function creerAnnuaireRepository(db: Executeur) {
  return {
    /**
     * Une page de l'annuaire en une requête : les réponses bornées au seuil (ordre de tri), leur nombre et les
     * lignes de la page.
     */
    async rechercher(c: CriteresRechercheAnnuaire, maintenant: Date): Promise<PageAnnuaire> {
      const aujourdhui = aujourdhuiParis(maintenant);
      const sens = c.paginationOptions.sortDirection === 'DESC' ? sql`DESC NULLS LAST` : sql`ASC NULLS LAST`;
      const { offset, limit } = decalageEtLimite(c.paginationOptions);
      const point = pointDeRecherche(c);
      // Texte cherché dans le nom ou le numéro : les réponses sont d'abord choisies par les index trigrammes, puis
      // triées (OFFSET 0 : barrière du planificateur). Sans elle, le seuil (LIMIT) lui fait préférer l'index de la
      // clé de tri filtré par le texte, qui lit tout le registre quand le texte est rare (4 à 8 s au banc).
      const motifs = motifsAnnuaire(c);
      const parTexte = Boolean(motifs.immatriculationOuNom || motifs.nom || motifs.numeroImmatriculation);
      const candidates = sql`SELECT c.id, ${cleDeTri(c)} AS cle FROM copropriete c
          WHERE ${sql.join(conditions(c, aujourdhui), sql` AND `)}`;
      const resultat = await db.execute(sql`
        WITH r AS (
          ${parTexte ? sql`SELECT m.id, m.cle FROM (${candidates} OFFSET 0) m` : candidates}
          ORDER BY cle ${sens}, id LIMIT ${SEUIL_TROP_DE_RESULTATS_ANNUAIRE + 1}
        ), t AS (SELECT count(*)::int AS total FROM r)
        SELECT t.total, p.* FROM t LEFT JOIN LATERAL (
          SELECT c.id, c.numero_immatriculation, c.nom, c.adresse_reference, c.code_postal, cm.nom AS commune, c.etat,
            c.nb_lots, c.longitude, c.latitude, ${point ? sql`round(r.cle)::int` : sql`NULL::int`} AS distance, r.cle
          FROM r JOIN copropriete c ON c.id = r.id LEFT JOIN commune cm ON cm.code_insee = c.code_insee
          ORDER BY r.cle ${sens}, r.id OFFSET ${offset} LIMIT ${limit}
        ) p ON true
        ORDER BY p.cle ${sens}, p.id`);
      const lignesLues = resultat.rows as unknown as LigneLue[];
      const total = lignesLues[0]?.total ?? 0;
      const tropDeResultats = total > SEUIL_TROP_DE_RESULTATS_ANNUAIRE;
      return {
        lignes: lignesLues
          .filter((l): l is LigneLue & { id: number } => l.id !== null)
          .map((l) => ({
            id: l.id,
            numeroImmatriculation: l.numero_immatriculation,
            nom: l.nom,
            adresseReference: l.adresse_reference,
            codePostal: l.code_postal,
            commune: l.commune,
            statut: statutPublicDe(l.etat),
            nbLots: l.nb_lots,
            longitude: l.longitude,
            latitude: l.latitude,
            distanceMetres: l.distance,
          })),
        totalItems: Math.min(total, SEUIL_TROP_DE_RESULTATS_ANNUAIRE),
        avertissement: tropDeResultats ? 'tropDeResultats' : null,
      };
    },

    /** Fiche publique par identifiant ou par numéro ; `undefined` si la copropriété n'est pas visible. */
    async fiche(cle: { id: number } | { numeroImmatriculation: string }): Promise<FicheLue | undefined> {
      const condition =
        'id' in cle ? sql`c.id = ${cle.id}` : sql`c.numero_immatriculation = ${cle.numeroImmatriculation}`;
      const resultat = await db.execute(
        sql`SELECT ${COLONNES_FICHE} FROM copropriete c ${JOINTURES_FICHE} WHERE ${condition} AND ${conditionVisibleDuPublic}`,
      );
      return resultat.rows[0] as unknown as FicheLue | undefined;
    },

    /** Lot suivant du jeu de données (par identifiant croissant, après `apresId`). */
    async lotJeuDeDonnees(apresId: number): Promise<FicheLue[]> {
      const resultat = await db.execute(
        sql`SELECT ${COLONNES_FICHE} FROM copropriete c ${JOINTURES_FICHE}
          WHERE c.id > ${apresId} AND ${conditionVisibleDuPublic} ORDER BY c.id LIMIT ${LOT_JEU_DE_DONNEES}`,
      );
      return resultat.rows as unknown as FicheLue[];
    },
  };
}
