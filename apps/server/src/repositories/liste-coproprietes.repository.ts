import {
  analyserTexteRecherche,
  type ChampTriCopropriete,
  type CriteresRechercheCopropriete,
  DEFINITION_FILTRES,
  decalageEtLimite,
  ETATS_IMMATRICULEE,
  ETATS_REPONSE_PRECISIONS,
  EtatCopropriete,
  FUSEAU_HORAIRE,
  formaterDateIso,
  lireDateTexte,
  MOIS_VALIDITE_MAJ_ANNUELLE,
  STATUTS_DECLARATION_ANTERIEURE,
  type StatutMandat,
} from '@registre/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executeur } from './journal.repository.js';

/**
 * Lecture de la liste des copropriétés (ADR 0161) : périmètre de l'appelant, filtres, tri et pagination en SQL.
 * Une page se lit en deux temps : les identifiants de la page (filtre, tri, limite : index seuls), puis le détail
 * et les faits des seules lignes de la page (représentant légal, déclarations en cours).
 */

/** Qui lit la liste : ce qui décide de son périmètre. */
export interface Lecteur {
  /** Le teneur voit toutes les copropriétés (sauf les brouillons, qui ne sont pas encore des demandes). */
  readonly teneur: boolean;
  /** Notaire : ses copropriétés restent les siennes après leur immatriculation. */
  readonly notaire: boolean;
  readonly idTeledeclarant: number | null;
  readonly idCompte: number;
}

/** Ligne lue pour la liste, avant le calcul des actions. */
export interface LigneListeCopropriete {
  id: number;
  numeroImmatriculation: string | null;
  nom: string | null;
  adresseReference: string | null;
  etat: EtatCopropriete;
  statutMandat: StatutMandat | null;
  idMandat: number | null;
  idTeledeclarant: number | null;
  representantLegal: string | null;
  nbLots: number | null;
  nbBatiments: number | null;
  /** Dates « jj/mm/aaaa ». */
  dateDebutMandat: string | null;
  dateFinMandat: string | null;
  dateDerniereMajAnnuelle: string | null;
  majAnnuelleAJour: boolean;
  geolocalisee: boolean;
  majComptesNonApprouvesAFaire: boolean;
  /** L'appelant (son établissement, ou son compte s'il n'en a pas) est l'auteur d'une déclaration en cours. */
  auteurAppelant: boolean;
  declarationsDepuisDerniereMajAnnuelle: boolean;
  declarationAnterieureEnVigueur: boolean;
  derniereMajAnnuelleCorrigeable: boolean;
  brouillonMajDeLAppelant: boolean;
  /** La copropriété a un mandat archivé (action « modifier la date de fin du mandat archivé »). */
  mandatArchive: boolean;
  /** Dernière déclaration en cours (brouillon ou à valider) dont l'appelant est l'auteur. */
  idBrouillon: number | null;
  /** Faits de l'échéancier (ADR 0340), « jj/mm/aaaa » : jour de l'immatriculation, clôture du dernier exercice, jour de la question du teneur restée ouverte. */
  jourImmatriculation: string | null;
  dateClotureDernierExercice: string | null;
  jourQuestionOuverte: string | null;
}

const liste = (valeurs: readonly string[]): SQL =>
  sql.join(
    valeurs.map((v) => sql`${v}`),
    sql`, `,
  );

/** Déclarations par lesquelles l'appelant est auteur d'une copropriété. */
function conditionAuteur(lecteur: Lecteur, alias: SQL): SQL {
  const auteur =
    lecteur.idTeledeclarant !== null
      ? sql`${alias}.id_teledeclarant = ${lecteur.idTeledeclarant}`
      : sql`${alias}.id_compte_declarant = ${lecteur.idCompte}`;
  // Le syndic perd la copropriété avec son mandat ; le notaire garde celles qu'il a déclarées.
  const statuts = lecteur.notaire
    ? sql`${alias}.statut <> 'SUPPRIME'`
    : sql`${alias}.statut IN ('BROUILLON', 'A_VALIDER')`;
  return sql`${auteur} AND ${statuts}`;
}

/** Périmètre de l'appelant sur la table `copropriete c`. */
function perimetre(lecteur: Lecteur): SQL {
  if (lecteur.teneur) {
    return sql`c.etat <> 'BROUILLON'`;
  }
  const courant =
    lecteur.idTeledeclarant !== null
      ? sql`SELECT cc.id FROM copropriete cc WHERE cc.id_teledeclarant_courant = ${lecteur.idTeledeclarant} UNION `
      : sql``;
  return sql`c.etat <> 'SUPPRIMEE' AND c.id IN (${courant}SELECT d.id_copropriete FROM declaration d WHERE ${conditionAuteur(lecteur, sql`d`)})`;
}

const enRetard = sql`(c.date_derniere_maj_annuelle IS NULL OR c.date_derniere_maj_annuelle < current_date - ${sql.raw(`interval '${MOIS_VALIDITE_MAJ_ANNUELLE} months'`)})`;

/** Conditions des critères (hors périmètre). */
function conditions(criteres: CriteresRechercheCopropriete): SQL[] {
  const resultat: SQL[] = [];
  const motif = analyserTexteRecherche(criteres.immatriculationOuNom);
  if (motif) {
    // Le numéro se saisit aussi sous la forme « AB1-234-567 » : les tirets ne comptent pas. Un texte qui a un
    // autre caractère que lettres, chiffres, tiret et joker (une espace…) ne peut être un morceau de numéro : le nom
    // seul est cherché (ni index ni revérification du numéro, ADR 0187).
    const motifNumero = motif.motifIlike.replaceAll('-', '');
    // Nom sans accents recopié en colonne (ADR 0227) : ni `unaccent` à la revérification, ni index sur l'expression.
    const nom = sql`c.nom_recherche LIKE ${motif.motifIlike}`;
    resultat.push(
      /^[a-z0-9_-]+$/.test(motif.texte)
        ? sql`(immutable_unaccent(lower(c.numero_immatriculation)) LIKE ${motifNumero} OR ${nom})`
        : nom,
    );
  }
  const debut = lireDateTexte(criteres.dateDebutMandat);
  if (debut) resultat.push(sql`c.date_debut_mandat >= ${formaterDateIso(debut)}::date`);
  const fin = lireDateTexte(criteres.dateFinMandat);
  if (fin) resultat.push(sql`c.date_fin_mandat <= ${formaterDateIso(fin)}::date`);
  if (criteres.etatsCopropriete && criteres.etatsCopropriete.length > 0) {
    resultat.push(sql`c.etat IN (${liste(criteres.etatsCopropriete)})`);
  }
  const filtre = DEFINITION_FILTRES[criteres.statut ?? 'seeAllCopro'];
  if (filtre.etats) resultat.push(sql`c.etat IN (${liste(filtre.etats)})`);
  if (filtre.majAnnuelleEnRetard) resultat.push(enRetard);
  if (filtre.nonGeolocalisee) resultat.push(sql`NOT c.geolocalisee`);
  return resultat;
}

/** Expression de tri de chaque colonne (les textes sans accents ni casse). */
const TRI: Record<ChampTriCopropriete, SQL> = {
  numeroImmatriculation: sql`c.numero_immatriculation`,
  nom: sql`c.nom_recherche`,
  adresseReference: sql`immutable_unaccent(lower(c.adresse_reference))`,
  etat: sql`c.etat`,
  idTeledeclarant: sql`c.id_teledeclarant_courant`,
  nbLots: sql`c.nb_lots`,
  nbBatiments: sql`c.nb_batiments`,
  dateFinMandat: sql`c.date_fin_mandat`,
  dateDerniereMajAnnuelle: sql`c.date_derniere_maj_annuelle`,
  representantLegal: sql`(SELECT immutable_unaccent(lower(t.raison_sociale)) FROM teledeclarant t WHERE t.id = c.id_teledeclarant_courant)`,
};

function ordre(criteres: CriteresRechercheCopropriete): SQL {
  const { sortField, sortDirection } = criteres.paginationOptions;
  if (sortField === null) {
    // Sans tri demandé : les plus récentes d'abord (parcours de la clé primaire).
    return sql`c.id DESC`;
  }
  const sens = sortDirection === 'DESC' ? sql`DESC NULLS LAST` : sql`ASC NULLS LAST`;
  return sql`${TRI[sortField]} ${sens}, c.id DESC`;
}

const et = (parties: SQL[]): SQL => sql.join(parties, sql` AND `);

/**
 * Périmètre d'un appelant autre que le teneur, en deux parts disjointes qui partent chacune d'un index de
 * l'établissement (ADR 0185) : les copropriétés dont il tient le mandat courant (index
 * `copropriete_id_teledeclarant_courant_id_idx`, qui porte aussi l'état et les colonnes des filtres du tableau de
 * bord : lecture par l'index seul), puis celles dont il est l'auteur d'une déclaration en cours sans en tenir le
 * mandat (index des déclarations par auteur, qui porte l'identifiant de la copropriété).
 */
function partsDuPerimetre(lecteur: Lecteur): { courant: SQL | null; auteur: SQL } {
  const auteur = sql`c.id IN (SELECT d.id_copropriete FROM declaration d WHERE ${conditionAuteur(lecteur, sql`d`)})`;
  if (lecteur.idTeledeclarant === null) return { courant: null, auteur };
  return {
    courant: sql`c.id_teledeclarant_courant = ${lecteur.idTeledeclarant}`,
    auteur: sql`${auteur} AND c.id_teledeclarant_courant IS DISTINCT FROM ${lecteur.idTeledeclarant}`,
  };
}

/** Clé de tri d'une ligne, recopiée en colonne `cle` de chaque part pour trier leur réunion. */
function cleEtOrdreReunion(criteres: CriteresRechercheCopropriete): { cle: SQL; ordre: SQL } {
  const { sortField, sortDirection } = criteres.paginationOptions;
  if (sortField === null) return { cle: sql`NULL::int`, ordre: sql`u.id DESC` };
  const sens = sortDirection === 'DESC' ? sql`DESC NULLS LAST` : sql`ASC NULLS LAST`;
  return { cle: TRI[sortField], ordre: sql`u.cle ${sens}, u.id DESC` };
}

/**
 * États retenus quand la recherche du teneur ne filtre que par états (ni texte, ni dates, ni condition de
 * filtre) : son total se lit alors dans `compteur_copropriete` (ADR 0162). `null` sinon.
 */
function etatsSeulement(lecteur: Lecteur, criteres: CriteresRechercheCopropriete): EtatCopropriete[] | null {
  const filtre = DEFINITION_FILTRES[criteres.statut ?? 'seeAllCopro'];
  const autreCondition =
    lireDateTexte(criteres.dateDebutMandat) !== null ||
    lireDateTexte(criteres.dateFinMandat) !== null ||
    filtre.majAnnuelleEnRetard === true ||
    filtre.nonGeolocalisee === true;
  if (!lecteur.teneur || autreCondition) return null;
  const demandes = criteres.etatsCopropriete?.length ? criteres.etatsCopropriete : null;
  return EtatCopropriete.options.filter(
    (etat) =>
      etat !== 'BROUILLON' &&
      (demandes === null || demandes.includes(etat)) &&
      (filtre.etats === null || filtre.etats.includes(etat)),
  );
}

/** Colonnes du détail d'une ligne, faits compris, pour l'appelant. */
function colonnesDetail(lecteur: Lecteur): SQL {
  const auteurCourant =
    lecteur.idTeledeclarant !== null
      ? sql`d.id_teledeclarant = ${lecteur.idTeledeclarant}`
      : sql`d.id_compte_declarant = ${lecteur.idCompte}`;
  return sql`c.id, c.numero_immatriculation AS "numeroImmatriculation", c.nom, c.adresse_reference AS "adresseReference",
    c.etat, m.statut AS "statutMandat", c.id_mandat_courant AS "idMandat", c.id_teledeclarant_courant AS "idTeledeclarant",
    t.raison_sociale AS "representantLegal", c.nb_lots AS "nbLots", c.nb_batiments AS "nbBatiments",
    to_char(c.date_debut_mandat, 'DD/MM/YYYY') AS "dateDebutMandat", to_char(c.date_fin_mandat, 'DD/MM/YYYY') AS "dateFinMandat",
    to_char(c.date_derniere_maj_annuelle, 'DD/MM/YYYY') AS "dateDerniereMajAnnuelle", NOT ${enRetard} AS "majAnnuelleAJour", c.geolocalisee,
    c.maj_comptes_non_approuves_a_faire AS "majComptesNonApprouvesAFaire",
    EXISTS (SELECT 1 FROM declaration d WHERE d.id_copropriete = c.id AND ${conditionAuteur(lecteur, sql`d`)}) AS "auteurAppelant",
    EXISTS (SELECT 1 FROM declaration d WHERE d.id_copropriete = c.id AND d.statut = 'COURANTE') AS "declarationsDepuisDerniereMajAnnuelle",
    EXISTS (SELECT 1 FROM declaration d WHERE d.id_copropriete = c.id AND d.statut IN (${liste(STATUTS_DECLARATION_ANTERIEURE)})) AS "declarationAnterieureEnVigueur",
    EXISTS (SELECT 1 FROM declaration d WHERE d.id_copropriete = c.id AND d.statut = 'COURANTE' AND d.type_maj = 'ANNUELLE') AS "derniereMajAnnuelleCorrigeable",
    EXISTS (SELECT 1 FROM declaration d WHERE d.id_copropriete = c.id AND d.statut = 'BROUILLON' AND ${auteurCourant}
      AND c.etat IN (${liste(ETATS_IMMATRICULEE)})) AS "brouillonMajDeLAppelant",
    (SELECT d.id FROM declaration d WHERE d.id_copropriete = c.id AND d.statut IN ('BROUILLON', 'A_VALIDER') AND ${auteurCourant}
      ORDER BY d.id DESC LIMIT 1) AS "idBrouillon",
    EXISTS (SELECT 1 FROM mandat ma WHERE ma.id_copropriete = c.id AND ma.statut = 'ARCHIVE') AS "mandatArchive",
    to_char(c.date_immatriculation AT TIME ZONE ${FUSEAU_HORAIRE}, 'DD/MM/YYYY') AS "jourImmatriculation",
    to_char(c.date_cloture_dernier_exercice, 'DD/MM/YYYY') AS "dateClotureDernierExercice",
    CASE WHEN c.etat IN (${liste(ETATS_REPONSE_PRECISIONS)}) THEN (SELECT CASE WHEN e.nature = 'DEMANDE_PRECISIONS'
      THEN to_char(e.le AT TIME ZONE ${FUSEAU_HORAIRE}, 'DD/MM/YYYY') END FROM echange_demande e
      WHERE e.id_copropriete = c.id ORDER BY e.le DESC, e.id DESC LIMIT 1) END AS "jourQuestionOuverte"`;
}

const JOINTURES_DETAIL = sql`LEFT JOIN mandat m ON m.id = c.id_mandat_courant
  LEFT JOIN teledeclarant t ON t.id = c.id_teledeclarant_courant`;

/** Adresse et parcelle de la déclaration qui fait foi, pour la visualisation. */
export interface AdresseLue {
  type: 'REFERENCE' | 'COMPLEMENTAIRE';
  libelle: string | null;
  codePostal: string | null;
  commune: string | null;
  geolocalisee: boolean;
}
export interface ParcelleLue {
  codePostal: string | null;
  codeInsee: string | null;
  communeAbsorbee: string | null;
  prefixe: string;
  section: string;
  numero: string;
  geolocalisee: boolean;
}

export interface IdentificationLue {
  dateReglementCopropriete: string | null;
  siret: string | null;
  syndicatPrincipal: boolean | null;
  residenceService: boolean | null;
  syndicatCooperatif: boolean | null;
  numImmatriculationPrincipale: string | null;
  nbLotsHab: number | null;
  nbLotsHabBurCom: number | null;
  nbLotsStationnement: number | null;
  idDeclaration: number | null;
}

export function creerListeCoproprietesRepository(db: Executeur) {
  async function lignesParIds(lecteur: Lecteur, ids: readonly number[]): Promise<LigneListeCopropriete[]> {
    if (ids.length === 0) return [];
    const resultat = await db.execute(
      sql`SELECT ${colonnesDetail(lecteur)} FROM copropriete c ${JOINTURES_DETAIL}
          WHERE c.id IN (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
    const parId = new Map((resultat.rows as unknown as LigneListeCopropriete[]).map((l) => [l.id, l]));
    return ids.flatMap((id) => parId.get(id) ?? []);
  }

  /**
   * Page et détail de ses lignes en une instruction (ADR 0271) : la requête de la page (`id`, et `total` quand elle le
   * compte) est une CTE matérialisée, jointe à la copropriété pour les colonnes du détail, dans l'ordre demandé
   * (même expression de tri, départagée par l'identifiant : ordre total). Le total est compté à part seulement pour une
   * page vide au-delà de la première.
   */
  async function pageEtDetail(
    lecteur: Lecteur,
    criteres: CriteresRechercheCopropriete,
    requetePage: SQL,
    offset: number,
    compter: () => Promise<number>,
  ): Promise<{ lignes: LigneListeCopropriete[]; totalItems: number }> {
    const resultat = await db.execute(
      sql`WITH page AS MATERIALIZED (${requetePage})
          SELECT ${colonnesDetail(lecteur)}, p.total FROM page p JOIN copropriete c ON c.id = p.id ${JOINTURES_DETAIL}
          ORDER BY ${ordre(criteres)}`,
    );
    const rangees = resultat.rows as unknown as (LigneListeCopropriete & { total: number })[];
    const premiere = rangees[0];
    if (!premiere) return { lignes: [], totalItems: offset === 0 ? 0 : await compter() };
    return { lignes: rangees.map(({ total: _total, ...ligne }) => ligne), totalItems: premiere.total };
  }

  return {
    /** Page de copropriétés du périmètre de l'appelant et nombre total de réponses. */
    async rechercher(
      lecteur: Lecteur,
      criteres: CriteresRechercheCopropriete,
    ): Promise<{ lignes: LigneListeCopropriete[]; totalItems: number }> {
      const filtre = et([perimetre(lecteur), ...conditions(criteres)]);
      const { offset, limit } = decalageEtLimite(criteres.paginationOptions);
      const compterLignes = () =>
        db
          .execute(sql`SELECT count(*)::int AS total FROM copropriete c WHERE ${filtre}`)
          .then((r) => (r.rows[0] as { total: number } | undefined)?.total ?? 0);

      // Périmètre d'un établissement (ADR 0185) : chaque part donne ses `offset + limit` premières lignes
      // dans l'ordre demandé (la part du mandat courant s'arrête tôt sur son index), la réunion est retriée et
      // coupée ; le total est la somme des deux parts, comptées sur leurs index, dans la même requête.
      if (!lecteur.teneur) {
        const { courant, auteur } = partsDuPerimetre(lecteur);
        const commun = et([sql`c.etat <> 'SUPPRIMEE'`, ...conditions(criteres)]);
        const { cle, ordre: ordreReunion } = cleEtOrdreReunion(criteres);
        const premieres = offset + limit;
        // Part « auteur » calculée une fois (une sonde par déclaration en cours), pour la page et le total.
        return pageEtDetail(
          lecteur,
          criteres,
          sql`WITH auteur AS MATERIALIZED (SELECT c.id, ${cle} AS cle FROM copropriete c WHERE ${auteur} AND ${commun})
              SELECT u.id, (${
                courant === null
                  ? sql`0`
                  : sql`(SELECT count(*) FROM copropriete c WHERE ${courant} AND ${commun})`
              } + (SELECT count(*) FROM auteur))::int AS total
              FROM (${
                courant === null
                  ? sql``
                  : sql`(SELECT c.id, ${cle} AS cle FROM copropriete c WHERE ${courant} AND ${commun}
                      ORDER BY ${ordre(criteres)} LIMIT ${premieres}) UNION ALL `
              }(SELECT u.id, u.cle FROM auteur u ORDER BY ${ordreReunion} LIMIT ${premieres})) u
              ORDER BY ${ordreReunion} LIMIT ${limit} OFFSET ${offset}`,
          offset,
          compterLignes,
        );
      }

      // Texte recherché par le teneur : peu de lignes. Elles sont filtrées d'abord (barrière `OFFSET 0` : le
      // planificateur ne parcourt pas l'index de tri en espérant trouver vite ses lignes), puis triées et
      // comptées dans la même requête.
      if (analyserTexteRecherche(criteres.immatriculationOuNom) !== null) {
        return pageEtDetail(
          lecteur,
          criteres,
          sql`SELECT c.id, count(*) OVER ()::int AS total FROM (SELECT * FROM copropriete c WHERE ${filtre} OFFSET 0) c
              ORDER BY ${ordre(criteres)} LIMIT ${limit} OFFSET ${offset}`,
          offset,
          compterLignes,
        );
      }

      // Teneur sans texte : la plupart des lignes répondent ; l'index de tri donne la page, les compteurs par
      // état le total quand seuls des états filtrent (ADR 0162).
      const page = await db.execute(
        sql`SELECT c.id FROM copropriete c WHERE ${filtre} ORDER BY ${ordre(criteres)} LIMIT ${limit} OFFSET ${offset}`,
      );
      const ids = (page.rows as { id: number }[]).map((r) => r.id);
      const etats = etatsSeulement(lecteur, criteres);
      const compter = () =>
        etats === null
          ? compterLignes()
          : etats.length === 0
            ? Promise.resolve(0)
            : db
                .execute(
                  sql`SELECT coalesce(sum(nombre), 0)::int AS total FROM compteur_copropriete WHERE etat IN (${liste(etats)})`,
                )
                .then((r) => (r.rows[0] as { total: number } | undefined)?.total ?? 0);
      const [lignes, total] = await Promise.all([
        lignesParIds(lecteur, ids),
        // Page incomplète dès la première : le total est connu sans compter.
        offset === 0 && ids.length < limit ? Promise.resolve(ids.length) : compter(),
      ]);
      return { lignes, totalItems: total };
    },

    /** Propositions pour une saisie d'immatriculation ou de nom, dans le périmètre de l'appelant. */
    async proposer(lecteur: Lecteur, saisie: string, nombre: number) {
      const criteres = { immatriculationOuNom: saisie } as CriteresRechercheCopropriete;
      const filtre = et([perimetre(lecteur), ...conditions({ ...criteres, statut: null })]);
      const resultat = await db.execute(
        sql`SELECT c.id, c.numero_immatriculation AS "numeroImmatriculation", c.nom, c.adresse_reference AS "adresseReference"
            FROM copropriete c WHERE ${filtre} ORDER BY c.numero_immatriculation NULLS LAST, c.id DESC LIMIT ${nombre}`,
      );
      return resultat.rows as {
        id: number;
        numeroImmatriculation: string | null;
        nom: string | null;
        adresseReference: string | null;
      }[];
    },

    /**
     * Une copropriété lue pour l'appelant : `introuvable` si elle n'existe pas, `hors-perimetre` si elle n'est
     * pas dans son périmètre (autre établissement).
     */
    async lire(
      lecteur: Lecteur,
      id: number,
    ): Promise<LigneListeCopropriete | 'introuvable' | 'hors-perimetre'> {
      const resultat = await db.execute(
        sql`SELECT (${perimetre(lecteur)}) AS "dansPerimetre" FROM copropriete c WHERE c.id = ${id}`,
      );
      const trouvee = resultat.rows[0] as { dansPerimetre: boolean } | undefined;
      if (!trouvee) return 'introuvable';
      if (!trouvee.dansPerimetre) return 'hors-perimetre';
      const [ligne] = await lignesParIds(lecteur, [id]);
      return ligne ?? 'introuvable';
    },

    /** Identification de la copropriété (déclaration qui fait foi, sinon la plus récente). */
    async identification(id: number): Promise<IdentificationLue | undefined> {
      const resultat = await db.execute(
        sql`SELECT to_char(c.date_reglement_copropriete, 'DD/MM/YYYY') AS "dateReglementCopropriete", c.siret, c.syndicat_principal AS "syndicatPrincipal",
              c.residence_service AS "residenceService", c.syndicat_cooperatif AS "syndicatCooperatif",
              c.num_immatriculation_principale AS "numImmatriculationPrincipale", c.nb_lots_hab AS "nbLotsHab",
              c.nb_lots_hab_bur_com AS "nbLotsHabBurCom", c.nb_lots_stationnement AS "nbLotsStationnement",
              coalesce(c.id_declaration_courante,
                (SELECT d.id FROM declaration d WHERE d.id_copropriete = c.id AND d.statut <> 'SUPPRIME' ORDER BY d.id DESC LIMIT 1)
              ) AS "idDeclaration"
            FROM copropriete c WHERE c.id = ${id}`,
      );
      return resultat.rows[0] as IdentificationLue | undefined;
    },

    async adresses(idDeclaration: number): Promise<AdresseLue[]> {
      const resultat = await db.execute(
        sql`SELECT type, libelle, code_postal AS "codePostal", commune, geolocalisee FROM adresse
            WHERE id_declaration = ${idDeclaration} ORDER BY type DESC, ordre, id`,
      );
      return resultat.rows as unknown as AdresseLue[];
    },

    async parcelles(idDeclaration: number): Promise<ParcelleLue[]> {
      const resultat = await db.execute(
        sql`SELECT code_postal AS "codePostal", code_insee AS "codeInsee", commune_absorbee AS "communeAbsorbee",
              prefixe, section, numero, geolocalisee FROM parcelle WHERE id_declaration = ${idDeclaration} ORDER BY ordre, id`,
      );
      return resultat.rows as unknown as ParcelleLue[];
    },

    /** Compteurs du tableau de bord : copropriétés dont l'établissement détient le mandat courant. */
    async tableauDeBord(idTeledeclarant: number) {
      const immatriculee = sql`c.etat IN (${liste(ETATS_IMMATRICULEE)})`;
      const filtreAnnuelle = DEFINITION_FILTRES.annuelle;
      const resultat = await db.execute(
        sql`SELECT count(*) FILTER (WHERE ${immatriculee})::int AS "coproImmatricules",
              count(*) FILTER (WHERE c.etat IN (${liste(DEFINITION_FILTRES['mandat-expire'].etats ?? [])}))::int AS "coproExpires",
              count(*) FILTER (WHERE c.etat IN (${liste(filtreAnnuelle.etats ?? [])}) AND ${enRetard})::int AS "coproNonAjours",
              count(*) FILTER (WHERE ${immatriculee} AND NOT c.geolocalisee)::int AS "coproNonGeolocalisees"
            FROM copropriete c WHERE c.id_teledeclarant_courant = ${idTeledeclarant}`,
      );
      return resultat.rows[0] as {
        coproImmatricules: number;
        coproExpires: number;
        coproNonAjours: number;
        coproNonGeolocalisees: number;
      };
    },
  };
}
