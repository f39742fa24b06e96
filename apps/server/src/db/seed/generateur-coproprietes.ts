import {
  LETTRES_NUMERO_IMMATRICULATION,
  NUMEROS_PAR_PAIRE_DE_LETTRES,
  PeriodeConstruction,
} from '@registre/domain';
import { type SQL, sql } from 'drizzle-orm';
import { ADRESSES_LOCALES } from '../../adapters/geocodage/local.js';
import donneesParcelles from '../../adapters/parcelles/parcelles-locales.json' with { type: 'json' };

/**
 * Générateur de copropriétés (ADR 0162) : UN générateur SQL (`generate_series`, jamais ligne à ligne) qui crée
 * des copropriétés avec leur déclaration, leur adresse de référence, leur parcelle et leur mandat, dans tous les
 * états que la liste sait montrer. Il sert aux données de démonstration (quelques centaines) et au banc
 * (1 000 000). Les adresses sont celles du jeu local du géocodeur (`adapters/geocodage/adresses-locales.json`),
 * chacune avec sa parcelle du jeu local du cadastre : une adresse générée est donc trouvée par l'adaptateur local.
 *
 * Répartition déterministe des états selon le rang `n` (n modulo 100), des établissements selon une permutation
 * des rangs :
 * - 0–59 et 85–99 : immatriculée rattachée (mandat courant) ; 60–67 : rattachement expiré (mandat expiré) ;
 * - 68–72 : immatriculée à rattacher, déclarée par le notaire (s'il y en a un) ;
 * - 73–76 : demande à valider ; 77–78 : brouillon ; 79 : refusée ; 80 : demande de précisions ;
 * - 81 : rattachement contesté ; 82 : dissolution à valider ; 83 : dissoute ; 84 : rattachement à confirmer.
 * Chaque déclaration porte son compte déclarant (administrateur de l'établissement auteur) et des données financières
 * et techniques complètes, conformes aux règles du domaine : une mise à jour standard s'y transmet telle quelle.
 * Une sur 17 a son adresse non géolocalisée, une sur 13 une parcelle complémentaire non géolocalisée ; la demande de
 * rang 76 double la copropriété de rang 56 ; une sur 23 attend la mise à jour d'un exercice non approuvé ; la dernière
 * mise à jour annuelle remonte de 0 à 499 jours (au-delà de 365 : « mise à jour requise ») ; une rattachée sur
 * trois a une mise à jour annuelle encore modifiable (déclaration `COURANTE`), avec sous elle l'immatriculation
 * qu'elle a archivée (ADR 0220).
 */

/** Établissement et nombre de copropriétés dont il est le représentant légal ou l'auteur. */
export interface PartTitulaire {
  readonly idTeledeclarant: number;
  readonly nombre: number;
}

export interface OptionsGenerateur {
  /** Parts explicites (dans l'ordre), puis le reste réparti entre les établissements `autres`. */
  readonly titulaires: readonly PartTitulaire[];
  /** Nombre total de copropriétés (au moins la somme des parts). */
  readonly nombre: number;
  /** Plage d'identifiants d'établissements (contigus) qui se partagent le reste. */
  readonly autres?: { readonly min: number; readonly max: number };
  /** Étude notariale auteur des copropriétés immatriculées d'office (à rattacher). */
  readonly idNotaire?: number | null;
  /** Taille des lots de lignes écrits par une même requête. */
  readonly tailleLot?: number;
  /**
   * Rangs (n modulo 100) à créer seuls ; absent : tous. Le banc du guichet n'ajoute ainsi que des demandes à
   * valider (rangs 73 à 76), avec la même forme que les autres copropriétés (ADR 0236).
   */
  readonly rangs?: readonly number[];
}

interface SourceAdresse {
  numero: string;
  voie: string;
  codePostal: string;
  codeInsee: string;
  commune: string;
  libelle: string;
  identifiantBan: string;
  longitude: number;
  latitude: number;
  prefixe: string;
  section: string;
  numeroParcelle: string;
  /** Autre parcelle locale de la même commune (vide s'il n'y en a pas) : parcelle complémentaire. */
  prefixe2: string;
  section2: string;
  numeroParcelle2: string;
}

interface FeatureParcelle {
  properties: { code_insee: string; com_abs: string; section: string; numero: string };
  geometry: { coordinates: number[][][][] } | null;
}

/** Adresses locales associées à la parcelle locale qui les contient (ou la plus proche de la même commune). */
function sourcesAdresses(): SourceAdresse[] {
  const parcelles = (donneesParcelles as unknown as { features: FeatureParcelle[] }).features.filter(
    (p) => p.geometry !== null,
  );
  const centre = (p: FeatureParcelle): [number, number] => {
    const anneau = p.geometry?.coordinates[0]?.[0] ?? [];
    let sx = 0;
    let sy = 0;
    for (const [x = 0, y = 0] of anneau) {
      sx += x;
      sy += y;
    }
    return [sx / Math.max(anneau.length, 1), sy / Math.max(anneau.length, 1)];
  };
  return ADRESSES_LOCALES.flatMap((a) => {
    const { housenumber, street, postcode, citycode, city } = a.properties;
    if (!housenumber || !street || !postcode || !citycode || !city) return [];
    const [x, y] = a.geometry.coordinates;
    const candidates = parcelles.filter((p) => p.properties.code_insee === citycode);
    const parDistance = candidates
      .map((p) => ({ p, d: (centre(p)[0] - x) ** 2 + (centre(p)[1] - y) ** 2 }))
      .sort((u, v) => u.d - v.d);
    const proche = parDistance[0]?.p;
    const voisine = parDistance[1]?.p;
    if (!proche) return [];
    return [
      {
        numero: housenumber,
        voie: street,
        codePostal: postcode,
        codeInsee: citycode,
        commune: city,
        libelle: a.properties.label,
        identifiantBan: a.properties.id,
        longitude: x,
        latitude: y,
        prefixe: proche.properties.com_abs,
        section: proche.properties.section,
        numeroParcelle: proche.properties.numero,
        prefixe2: voisine?.properties.com_abs ?? '',
        section2: voisine?.properties.section ?? '',
        numeroParcelle2: voisine?.properties.numero ?? '',
      },
    ];
  });
}

const NOMS = [
  'Les Tilleuls',
  'Les Érables',
  'Le Clos Fleuri',
  'Les Terrasses du Parc',
  'Le Belvédère',
  'Les Jardins de la Source',
  'Le Hameau des Vignes',
  'Les Cèdres',
  'La Roseraie',
  'Le Panorama',
  'Les Lilas',
  'Le Carré Saint-Louis',
  'Les Platanes',
  'Le Domaine des Chênes',
  'Les Hauts de Seine',
  'La Closerie',
  'Les Marronniers',
  'Le Jardin d’Hiver',
  'Les Mimosas',
  'Le Square Voltaire',
];
const PREFIXES = ['Résidence', 'Copropriété', 'Immeuble', 'Villa'];
/** Périodes de construction connues (spec 1 §3). */
const PERIODES = PeriodeConstruction.options.filter((p) => p !== 'NON_CONNUE');

const tableau = (valeurs: readonly (string | number)[], type: 'text' | 'float8'): SQL =>
  sql`${`{${valeurs.map((v) => (type === 'text' ? `"${String(v).replace(/(["\\])/g, '\\$1')}"` : String(v))).join(',')}}`}::${sql.raw(type)}[]`;

/** Lignes de la source d'adresses (CTE `src` : k, colonnes, codes département et région de la commune). */
function cteSource(sources: SourceAdresse[]): SQL {
  const col = <K extends keyof SourceAdresse>(cle: K, type: 'text' | 'float8') =>
    tableau(
      sources.map((s) => s[cle] as string | number),
      type,
    );
  return sql`src AS (
    SELECT s.*, co.code_departement, co.code_region FROM unnest(
      ${col('numero', 'text')}, ${col('voie', 'text')}, ${col('codePostal', 'text')}, ${col('codeInsee', 'text')},
      ${col('commune', 'text')}, ${col('libelle', 'text')}, ${col('identifiantBan', 'text')},
      ${col('longitude', 'float8')}, ${col('latitude', 'float8')}, ${col('prefixe', 'text')}, ${col('section', 'text')},
      ${col('numeroParcelle', 'text')}, ${col('prefixe2', 'text')}, ${col('section2', 'text')},
      ${col('numeroParcelle2', 'text')}
    ) WITH ORDINALITY AS s(numero, voie, code_postal, code_insee, commune, libelle, identifiant_ban, longitude, latitude,
      prefixe, section, numero_parcelle, prefixe2, section2, numero_parcelle2, k)
    JOIN commune co ON co.code_insee = s.code_insee)`;
}

/** Plus grand commun diviseur. */
const pgcd = (a: number, b: number): number => (b === 0 ? a : pgcd(b, a % b));

/**
 * Établissement de la ligne `n` : parts explicites d'abord, puis le reste réparti sur la plage `autres`. Les
 * parts sont prises sur une permutation des rangs (multiplication par un nombre premier avec le total) : les
 * copropriétés d'un établissement sont dispersées dans la table, comme dans la réalité, au lieu d'en occuper
 * les premières lignes.
 */
function expressionTitulaire(options: OptionsGenerateur): SQL {
  const multiplicateur = [7919, 7927, 7933, 7937].find((p) => pgcd(p, options.nombre) === 1) ?? 1;
  const rang = sql.raw(`((n::bigint - 1) * ${multiplicateur} % ${options.nombre} + 1)`);
  const branches: SQL[] = [];
  let borne = 0;
  for (const part of options.titulaires) {
    borne += part.nombre;
    branches.push(
      sql`WHEN ${rang} <= ${sql.raw(String(borne))} THEN ${sql.raw(String(part.idTeledeclarant))}`,
    );
  }
  const reste = options.autres
    ? sql.raw(`${options.autres.min} + (n % ${options.autres.max - options.autres.min + 1})`)
    : sql.raw(String(options.titulaires.at(-1)?.idTeledeclarant ?? 'NULL'));
  return branches.length === 0 ? reste : sql`CASE ${sql.join(branches, sql` `)} ELSE ${reste} END`;
}

/** Numéro d'immatriculation du rang tiré de la séquence partagée (même règle que `numeroImmatriculationDuRang`). */
const NUMERO_DU_RANG = sql.raw(`(
  substr('${LETTRES_NUMERO_IMMATRICULATION}', ((r - 1) / ${NUMEROS_PAR_PAIRE_DE_LETTRES} / ${LETTRES_NUMERO_IMMATRICULATION.length})::int + 1, 1)
  || substr('${LETTRES_NUMERO_IMMATRICULATION}', ((r - 1) / ${NUMEROS_PAR_PAIRE_DE_LETTRES} % ${LETTRES_NUMERO_IMMATRICULATION.length})::int + 1, 1)
  || lpad((((r - 1) % ${NUMEROS_PAR_PAIRE_DE_LETTRES}) + 1)::text, 7, '0'))`);

/** Requête d'un lot : les copropriétés de rang `debut` à `fin` et tout ce qui les accompagne, en une instruction. */
function requeteLot(
  options: OptionsGenerateur,
  sources: SourceAdresse[],
  debut: number,
  fin: number,
  bases: { copropriete: number; declaration: number; mandat: number },
): SQL {
  const notaire = options.idNotaire ?? null;
  const noms = tableau(NOMS, 'text');
  const prefixes = tableau(PREFIXES, 'text');
  return sql`
  WITH ${cteSource(sources)},
  g0 AS (
    SELECT n, ${expressionTitulaire(options)} AS td,
      CASE
        WHEN n % 100 < 60 OR n % 100 >= 85 THEN 'IMMATRICULEE_RATTACHEE'
        WHEN n % 100 < 68 THEN 'IMMATRICULEE_RATTACHEMENT_EXPIRE'
        WHEN n % 100 < 73 THEN 'IMMATRICULEE_A_RATTACHER'
        WHEN n % 100 < 77 THEN 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER'
        WHEN n % 100 < 79 THEN 'BROUILLON'
        WHEN n % 100 = 79 THEN 'IMMATRICULATION_ET_RATTACHEMENT_REFUSES'
        WHEN n % 100 = 80 THEN 'IMMATRICULATION_DEMANDE_DE_PRECISIONS'
        WHEN n % 100 = 81 THEN 'IMMATRICULEE_RATTACHEMENT_CONTESTE'
        WHEN n % 100 = 82 THEN 'DISSOLUTION_A_VALIDER'
        WHEN n % 100 = 83 THEN 'DISSOUTE'
        ELSE 'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER'
      END AS etat,
      -- Une demande sur quatre (rang 76) double la copropriété rattachée vingt rangs plus tôt : même nom, même
      -- adresse, même parcelle (demande de doublon au guichet).
      -- Avec des rangs choisis (banc du guichet), la copropriété doublée n'existe que si son rang (56) est créé aussi.
      CASE WHEN n % 100 = 76 ${sql.raw(options.rangs && !options.rangs.includes(56) ? 'AND false' : '')} THEN n - 20 ELSE n END AS n_source
    FROM generate_series(${debut}::int, ${fin}::int) AS n
    ${options.rangs ? sql.raw(`WHERE n % 100 IN (${options.rangs.map((r) => Math.trunc(r)).join(', ')})`) : sql``}
  ),
  -- Compte déclarant de chaque établissement : son administrateur principal, sinon son premier compte.
  cpt AS (
    SELECT DISTINCT ON (id_teledeclarant) id_teledeclarant, id AS id_compte, email,
      nullif(trim(coalesce(prenom, '') || ' ' || coalesce(nom, '')), '') AS nom_declarant
    FROM compte WHERE id_teledeclarant IS NOT NULL AND statut <> 'SUPPRIME'
    ORDER BY id_teledeclarant, admin_principal DESC, id
  ),
  g AS (
    SELECT g0.n, g0.etat, g0.td, s.*,
      CASE WHEN g0.n_source <> g0.n THEN ${bases.copropriete} + g0.n_source END AS id_doublon,
      ${bases.copropriete} + g0.n AS id_c, ${bases.declaration + options.nombre} + g0.n AS id_d, ${bases.mandat} + g0.n AS id_m,
      -- Titulaire du mandat courant, auteur de la déclaration, statut du mandat et de la déclaration.
      CASE WHEN g0.etat IN ('IMMATRICULEE_RATTACHEE', 'IMMATRICULEE_RATTACHEMENT_EXPIRE', 'IMMATRICULEE_RATTACHEMENT_CONTESTE',
        'DISSOLUTION_A_VALIDER') THEN g0.td END AS td_courant,
      CASE WHEN g0.etat = 'IMMATRICULEE_A_RATTACHER' THEN coalesce(${notaire}::int, g0.td) ELSE g0.td END AS td_auteur,
      CASE g0.etat
        WHEN 'IMMATRICULEE_RATTACHEMENT_EXPIRE' THEN 'EXPIRE'
        WHEN 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER' THEN 'A_VALIDER'
        WHEN 'IMMATRICULATION_DEMANDE_DE_PRECISIONS' THEN 'A_VALIDER'
        WHEN 'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER' THEN 'A_VALIDER'
        WHEN 'BROUILLON' THEN 'BROUILLON'
        WHEN 'IMMATRICULATION_ET_RATTACHEMENT_REFUSES' THEN 'REFUSE'
        WHEN 'IMMATRICULEE_A_RATTACHER' THEN NULL
        WHEN 'DISSOUTE' THEN 'ARCHIVE'
        ELSE 'COURANT'
      END AS statut_mandat,
      CASE
        WHEN g0.etat IN ('BROUILLON', 'IMMATRICULATION_ET_RATTACHEMENT_REFUSES', 'IMMATRICULATION_DEMANDE_DE_PRECISIONS') THEN 'BROUILLON'
        WHEN g0.etat = 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER' THEN 'A_VALIDER'
        WHEN g0.etat = 'IMMATRICULEE_RATTACHEE' AND g0.n % 3 = 0 THEN 'COURANTE'
        ELSE 'IMMATRICULATION'
      END AS statut_declaration,
      g0.etat NOT IN ('BROUILLON', 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER', 'IMMATRICULATION_ET_RATTACHEMENT_REFUSES',
        'IMMATRICULATION_DEMANDE_DE_PRECISIONS') AS immatriculee,
      -- Drapeaux distincts : adresse de référence non géolocalisée (une sur 17) ; une parcelle complémentaire non
      -- géolocalisée (cadastre indisponible à la déclaration), à côté de la parcelle géolocalisée qu'exige la règle
      -- (une sur 13). La copropriété est géolocalisée quand son adresse et toutes ses parcelles le sont.
      g0.n % 17 <> 0 AS adresse_geolocalisee,
      g0.n % 13 = 0 AND s.section2 <> '' AS parcelle_non_geolocalisee,
      g0.n % 17 <> 0 AND NOT (g0.n % 13 = 0 AND s.section2 <> '') AS geolocalisee,
      (${prefixes})[1 + g0.n_source % ${PREFIXES.length}] || ' ' || (${noms})[1 + (g0.n_source / ${PREFIXES.length}) % ${NOMS.length}]
        || CASE WHEN g0.n_source > ${PREFIXES.length * NOMS.length} THEN ' ' || (g0.n_source / ${PREFIXES.length * NOMS.length} + 1) ELSE '' END AS nom,
      2 + ((g0.n::bigint * 7919) % 150)::int AS nb_lots,
      1 + g0.n % 5 AS nb_batiments,
      current_date - ((g0.n * 37) % 700) AS debut_mandat,
      CASE WHEN g0.etat = 'IMMATRICULEE_RATTACHEMENT_EXPIRE' THEN current_date - (1 + g0.n % 200)
        ELSE current_date + (30 + g0.n % 700) END AS fin_mandat,
      current_date - ((g0.n * 53) % 500) AS derniere_annuelle
    FROM g0 JOIN src s ON s.k = 1 + g0.n_source % ${sources.length}
  ),
  numerotees AS (
    SELECT g.*, CASE WHEN g.immatriculee THEN ${NUMERO_DU_RANG} END AS numero_immatriculation
    FROM (SELECT g.*, CASE WHEN g.immatriculee THEN nextval('numero_immatriculation_seq') END AS r FROM g) g
  ),
  c AS (
    INSERT INTO copropriete (id, numero_immatriculation, etat, nom, date_reglement_copropriete, adresse_reference,
      code_postal, code_insee, code_departement, code_region, longitude, latitude, geolocalisee, nb_lots, nb_lots_hab,
      nb_lots_hab_bur_com, nb_lots_stationnement, nb_batiments, syndicat_principal, syndicat_cooperatif,
      residence_service, id_declaration_courante, id_teledeclarant_courant, id_mandat_courant, date_debut_mandat,
      date_fin_mandat, date_derniere_maj_annuelle, date_cloture_dernier_exercice, maj_comptes_non_approuves_a_faire,
      date_immatriculation, id_copropriete_doublon, doublon_signale_le)
    SELECT id_c, numero_immatriculation, etat::etat_copropriete, nom, date '1960-01-01' + (n * 131) % 20000,
      libelle, code_postal, code_insee, code_departement, code_region,
      CASE WHEN adresse_geolocalisee THEN longitude END, CASE WHEN adresse_geolocalisee THEN latitude END,
      geolocalisee, nb_lots,
      nb_lots / 2 + 1, nb_lots / 2 + 1, nb_lots - (nb_lots / 2 + 1), nb_batiments, true, false, false,
      CASE WHEN immatriculee THEN id_d END, td_courant, CASE WHEN td_courant IS NOT NULL THEN id_m END,
      CASE WHEN td_courant IS NOT NULL THEN debut_mandat END, CASE WHEN td_courant IS NOT NULL THEN fin_mandat END,
      CASE WHEN immatriculee THEN derniere_annuelle END, CASE WHEN immatriculee THEN derniere_annuelle - 120 END,
      immatriculee AND n % 23 = 0, CASE WHEN immatriculee THEN now() - ((n % 900) || ' days')::interval END,
      id_doublon, CASE WHEN id_doublon IS NOT NULL THEN now() - ((n % 900) || ' days')::interval END
    FROM numerotees
  ),
  -- Déclarations : celle qui fait foi (ou la demande), et, sous une annuelle courante, l'immatriculation qu'elle a
  -- archivée (la supprimer ne laisse jamais la copropriété sans déclaration en vigueur, ADR 0220).
  decl AS (
    SELECT numerotees.*, id_d AS id_decl, statut_declaration AS statut_decl,
      CASE WHEN statut_declaration = 'COURANTE' THEN 'ANNUELLE' ELSE 'INITIALE' END AS type_decl, 0 AS anciennete
    FROM numerotees
    UNION ALL
    -- Un an plus tôt : exercice précédent, validée avant l'annuelle (identifiant plus petit, comme une plus ancienne).
    SELECT numerotees.*, ${bases.declaration} + n, 'AVANT_DECLARATION_ANNUELLE', 'INITIALE', 365
    FROM numerotees WHERE statut_declaration = 'COURANTE'
  ),
  d AS (
    INSERT INTO declaration (id, id_copropriete, statut, type_declaration, type_maj, type_immat, id_teledeclarant,
      nom_copropriete, date_reglement_copropriete, syndicat_principal, syndicat_cooperatif, residence_service,
      nb_lots, nb_lots_hab, nb_lots_hab_bur_com, nb_lots_stationnement, nb_asl, nb_aful, nb_unions_syndicats,
      nb_batiments_total, date_debut_exercice, date_cloture_comptes, date_ag, comptes_non_approuves, date_soumission,
      date_validation, id_compte_declarant, utilisateur_declare, adresse_email_utilisateur, premier_exercice_comptable,
      presence_employes, charges_operations_courantes, charges_operations_exceptionnelles, montant_dettes,
      montant_impayes_coproprietaires, nb_coproprietaires_impayes, montant_fond_travaux, periode_construction,
      nb_ascenseurs, type_chauffage, chauffage_collectif_urbain, energie_chauffage_collectif_non_urbain, ppt_inscrit_ag,
      ppt, ppt_date, etiq_a, etiq_b, etiq_c, etiq_d, etiq_e, etiq_f, etiq_g, etiq_non_determine)
    SELECT id_decl, id_c, statut_decl::statut_declaration, type_decl::type_maj, type_decl::type_maj,
      'INITIALE'::type_immat, td_auteur, nom, date '1960-01-01' + (n * 131) % 20000, true, false, false,
      nb_lots, nb_lots / 2 + 1, nb_lots / 2 + 1, nb_lots - (nb_lots / 2 + 1), 0, 0, 0, nb_batiments,
      derniere_annuelle - 484 - anciennete, derniere_annuelle - 120 - anciennete,
      -- Comptes non approuvés (une sur 23) : pas d'AG d'approbation ; leur mise à jour dédiée la complète.
      CASE WHEN n % 23 = 0 AND anciennete = 0 THEN NULL ELSE derniere_annuelle - 30 - anciennete END,
      n % 23 = 0 AND anciennete = 0,
      CASE WHEN statut_decl <> 'BROUILLON' THEN now() - ((n % 900 + anciennete) || ' days')::interval END,
      CASE WHEN immatriculee THEN now() - ((n % 900 + anciennete) || ' days')::interval END,
      cpt.id_compte, cpt.nom_declarant, cpt.email,
      -- Exercice complet (§5.5) ; impayés sous le seuil du mandat ad hoc, plus de 300 € par débiteur compté.
      false, n % 11 = 0, nb_lots * 1800 + (n % 97) * 100, CASE WHEN n % 4 = 0 THEN nb_lots * 250 ELSE 0 END,
      (n % 50) * 120, least(n % 7, nb_lots / 2) * 450, least(n % 7, nb_lots / 2), nb_lots * 200,
      -- Données techniques : période, chauffage (collectif urbain ou au gaz), plan pluriannuel, une étiquette connue.
      (${tableau(PERIODES, 'text')})[1 + n % ${PERIODES.length}]::periode_construction, n % 3,
      (ARRAY['INDIVIDUEL', 'COLLECTIF', 'MIXTE'])[1 + n % 3]::type_chauffage,
      CASE WHEN n % 3 <> 0 THEN n % 2 = 0 END,
      CASE WHEN n % 3 <> 0 AND n % 2 <> 0 THEN 'GAZ_NATUREL' END::energie_chauffage,
      true, n % 2 = 0, CASE WHEN n % 2 = 0 THEN derniere_annuelle - 30 - anciennete END,
      0, 0, CASE WHEN n % 3 = 0 THEN 1 ELSE 0 END, CASE WHEN n % 3 = 1 THEN 1 ELSE 0 END,
      CASE WHEN n % 3 = 2 THEN 1 ELSE 0 END, 0, 0, nb_batiments - 1
    FROM decl LEFT JOIN cpt ON cpt.id_teledeclarant = decl.td_auteur
  ),
  m AS (
    INSERT INTO mandat (id, id_copropriete, id_teledeclarant, statut, date_debut, date_fin, type_justif, date_soumission,
      date_validation, demande_rattachement, id_compte_demandeur)
    SELECT id_m, id_c, td, statut_mandat::statut_mandat, debut_mandat, fin_mandat, 'CONTRAT_SYNDIC'::type_justif_mandat,
      CASE WHEN statut_mandat <> 'BROUILLON' THEN now() - ((n % 900) || ' days')::interval END,
      CASE WHEN statut_mandat IN ('COURANT', 'EXPIRE', 'ARCHIVE') THEN now() - ((n % 900) || ' days')::interval END,
      -- Rattachement demandé (au guichet) : déposé par le compte déclarant de l'établissement (ADR 0306).
      etat = 'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER',
      CASE WHEN etat = 'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER' THEN cpt.id_compte END
    FROM numerotees LEFT JOIN cpt ON cpt.id_teledeclarant = numerotees.td
    WHERE statut_mandat IS NOT NULL
  ),
  a AS (
    INSERT INTO adresse (id_declaration, type, ordre, numero, voie, code_postal, code_insee, commune, libelle,
      identifiant_ban, longitude, latitude, geolocalisee)
    SELECT id_decl, 'REFERENCE', 0, numero, voie, code_postal, code_insee, commune, libelle,
      CASE WHEN adresse_geolocalisee THEN identifiant_ban END, CASE WHEN adresse_geolocalisee THEN longitude END,
      CASE WHEN adresse_geolocalisee THEN latitude END, adresse_geolocalisee
    FROM decl
  )
  INSERT INTO parcelle (id_declaration, ordre, code_postal, code_insee, prefixe, section, numero, geolocalisee)
  SELECT id_decl, 0, code_postal, code_insee, prefixe, section, numero_parcelle, true FROM decl
  UNION ALL
  SELECT id_decl, 1, code_postal, code_insee, prefixe2, section2, numero_parcelle2, false FROM decl
  WHERE parcelle_non_geolocalisee`;
}

/**
 * Génère `options.nombre` copropriétés par lots d'une instruction chacun (identifiants réservés d'avance, puis
 * identités recalées). Renvoie le nombre de copropriétés créées.
 */
export async function genererCoproprietes(
  executer: (requete: SQL) => Promise<{ rows: unknown[] }>,
  options: OptionsGenerateur,
): Promise<number> {
  const sources = sourcesAdresses();
  const total = options.nombre;
  const tailleLot = options.tailleLot ?? 50_000;
  const base = async (table: string) => {
    const r = await executer(sql.raw(`SELECT coalesce(max(id), 0)::int AS base FROM ${table}`));
    return (r.rows[0] as { base: number }).base;
  };
  const bases = {
    copropriete: await base('copropriete'),
    declaration: await base('declaration'),
    mandat: await base('mandat'),
  };
  for (let debut = 1; debut <= total; debut += tailleLot) {
    await executer(requeteLot(options, sources, debut, Math.min(total, debut + tailleLot - 1), bases));
  }
  for (const table of ['copropriete', 'declaration', 'mandat']) {
    await executer(
      sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`),
    );
  }
  return total;
}
