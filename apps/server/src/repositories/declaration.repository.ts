import {
  type Adresse,
  type Arrete,
  type Declaration,
  type EtatCopropriete,
  formaterDateTexte,
  type InfoRattachement,
  type Parcelle,
  type StatutDeclaration,
  type StatutMandat,
  type TypeImmat,
  type TypeMaj,
} from '@registre/domain';
import { and, asc, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  adresse,
  arrete,
  commune,
  copropriete,
  declaration,
  document,
  mandat,
  parcelle,
} from '../db/schema/index.js';
import {
  COLONNES_BOOLEENNES_OBLIGATOIRES,
  COLONNES_FIXEES_PAR_LE_SERVEUR,
  correspondanceAdresse,
  correspondanceArrete,
  correspondanceDeclaration,
  correspondanceParcelle,
  type LigneDeclaration,
} from './declaration.correspondance.js';
import type { Executeur } from './journal.repository.js';

type NouvelleDeclaration = typeof declaration.$inferInsert;
type NouvelleCopropriete = typeof copropriete.$inferInsert;
type NouveauMandat = typeof mandat.$inferInsert;
export type LigneCopropriete = typeof copropriete.$inferSelect;
export type LigneMandat = typeof mandat.$inferSelect;

/**
 * Ce que le serveur sait d'une déclaration en plus de son contenu : à qui elle appartient, où elle en est
 * de son cycle de vie, sa version (verrouillage optimiste) et l'état de sa copropriété.
 */
export interface EnteteDeclaration {
  id: number;
  idCopropriete: number;
  statut: StatutDeclaration;
  version: number;
  typeDeclaration: TypeMaj | null;
  typeMaj: TypeMaj | null;
  typeImmat: TypeImmat | null;
  idTeledeclarant: number | null;
  idCompteDeclarant: number | null;
  idMandat: number | null;
  cleCreation: string | null;
  dateCreation: Date;
  dateModification: Date;
  dateSoumission: Date | null;
  dateValidation: Date | null;
  etatCopropriete: EtatCopropriete;
  versionCopropriete: number;
  numeroImmatriculation: string | null;
  idTeledeclarantCourant: number | null;
  idDeclarationCourante: number | null;
  statutMandat: StatutMandat | null;
  /** Déclaration que celle-ci corrige (correction de la dernière annuelle, ADR 0171), sinon `null`. */
  idDeclarationCorrigee: number | null;
}

/** Déclaration entière (ses cinq parties, listes comprises) et son en-tête. */
export interface DeclarationLue {
  entete: EnteteDeclaration;
  declaration: Declaration;
}

/** Création d'une déclaration : son rattachement, son auteur et son contenu. */
export interface CreationDeclaration {
  idCopropriete: number;
  statut: StatutDeclaration;
  typeDeclaration?: TypeMaj | null;
  typeMaj?: TypeMaj | null;
  typeImmat?: TypeImmat | null;
  idTeledeclarant: number | null;
  idCompteDeclarant: number | null;
  utilisateurDeclare?: string | null;
  adresseEmailUtilisateur?: string | null;
  idMandat?: number | null;
  cleCreation?: string | null;
  exerciceNonApprouve?: boolean;
  contenu: Declaration;
}

/** Colonnes du contenu d'une déclaration (les cinq parties), sans celles que fixe le serveur. */
function colonnesDuContenu(contenu: Declaration): Partial<NouvelleDeclaration> {
  const valeurs = correspondanceDeclaration.versColonnes(contenu) as Record<string, unknown>;
  for (const colonne of COLONNES_FIXEES_PAR_LE_SERVEUR) delete valeurs[colonne];
  for (const colonne of COLONNES_BOOLEENNES_OBLIGATOIRES) valeurs[colonne] ??= false;
  delete valeurs.exerciceNonApprouve;
  return valeurs as Partial<NouvelleDeclaration>;
}

type Colonnes = Record<string, PgColumn>;

/** Nom SQL d'une colonne, échappé une fois pour toutes (le texte de l'instruction est construit à chaque écriture). */
const identifiants = new WeakMap<PgColumn, SQL>();
function identifiant(colonne: PgColumn): SQL {
  let deja = identifiants.get(colonne);
  if (!deja) {
    deja = sql.raw(`"${colonne.name.replaceAll('"', '""')}"`);
    identifiants.set(colonne, deja);
  }
  return deja;
}

/** `"colonne" = valeur` de chaque valeur définie, encodée par sa colonne (dates, JSON…) comme le fait Drizzle. */
function affectations(colonnes: Colonnes, valeurs: Record<string, unknown>): SQL[] {
  return Object.entries(valeurs).flatMap(([cle, valeur]) => {
    const colonne = colonnes[cle];
    if (valeur === undefined || !colonne) return [];
    return [sql`${identifiant(colonne)} = ${sql.param(valeur, colonne)}`];
  });
}

/** Vrai si l'une des valeurs diffère de sa colonne (les valeurs inchangées ne sont pas réécrites). */
function differe(colonnes: Colonnes, valeurs: Record<string, unknown>): SQL {
  const parties = Object.entries(valeurs).flatMap(([cle, valeur]) => {
    const colonne = colonnes[cle];
    if (valeur === undefined || !colonne) return [];
    return [sql`${identifiant(colonne)} IS DISTINCT FROM ${sql.param(valeur, colonne)}`];
  });
  return parties.length === 0 ? sql`false` : sql.join(parties, sql` OR `);
}

/** Liste d'une déclaration (adresses, parcelles, arrêtés) à écrire : sa table, ses lignes et l'ordre de lecture. */
interface ListeAEcrire {
  nom: string;
  table: PgTable;
  colonnes: Colonnes;
  lignes: Record<string, unknown>[];
  /** Colonnes (noms SQL) de l'ordre de lecture, avant l'identifiant. */
  ordre: readonly string[];
}

/**
 * Parties d'une instruction qui remplace une liste de la déclaration `idDeclaration` SEULEMENT si elle a changé
 * (ADR 0186) : les lignes reçues (un paramètre JSON, `jsonb_to_recordset`) sont comparées aux lignes enregistrées
 * dans l'ordre de lecture ; si elles diffèrent, les anciennes sont supprimées puis les nouvelles insérées dans
 * l'ordre reçu, dans la même instruction (l'insertion attend la fin de la suppression). `garde` : condition
 * supplémentaire (version lue encore à jour).
 */
/** Parties fixes de l'instruction d'une table de liste (colonnes, types), calculées une fois par table. */
const partiesFixes = new WeakMap<PgTable, { cols: [string, PgColumn][]; noms: SQL; definitions: SQL }>();
function partiesDeLaTable(liste: ListeAEcrire) {
  let deja = partiesFixes.get(liste.table);
  if (!deja) {
    const cols = Object.entries(liste.colonnes).filter(
      ([, c]) => c.name !== 'id' && c.name !== 'id_declaration',
    );
    const noms = cols.map(([, c]) => `"${c.name}"`).join(', ');
    const definitions = cols.map(([, c]) => `"${c.name}" ${c.getSQLType()}`).join(', ');
    deja = { cols, noms: sql.raw(noms), definitions: sql.raw(definitions) };
    partiesFixes.set(liste.table, deja);
  }
  return deja;
}

function cteListe(liste: ListeAEcrire, idDeclaration: SQL, garde: SQL): SQL {
  const { cols, noms, definitions } = partiesDeLaTable(liste);
  const lignes = liste.lignes.map((ligne) =>
    Object.fromEntries(
      cols.map(([cle, c]) => {
        const valeur = ligne[cle];
        return [c.name, valeur === undefined || valeur === null ? null : c.mapToDriverValue(valeur)];
      }),
    ),
  );
  const ordre = (alias: string, departage: string) =>
    sql.join(
      [...liste.ordre, departage].map((o) => sql.raw(`${alias}.${o}`)),
      sql`, `,
    );
  const n = (suffixe: string) => sql.raw(`${liste.nom}_${suffixe}`);
  return sql`${n('nouv')} AS (SELECT * FROM ROWS FROM (jsonb_to_recordset(${JSON.stringify(lignes)}::jsonb) AS (${definitions})) WITH ORDINALITY AS x(${noms}, rang)),
    ${n('change')} AS (SELECT (${garde}) AND (
      (SELECT coalesce(jsonb_agg(to_jsonb(a) - 'id_tri' ORDER BY ${ordre('a', 'id_tri')}), '[]'::jsonb)
        FROM (SELECT id AS id_tri, ${noms} FROM ${liste.table} WHERE id_declaration = ${idDeclaration}) a)
      IS DISTINCT FROM
      (SELECT coalesce(jsonb_agg(to_jsonb(b) - 'rang' ORDER BY ${ordre('b', 'rang')}), '[]'::jsonb) FROM ${n('nouv')} b)
    ) AS oui),
    ${n('sup')} AS (DELETE FROM ${liste.table} WHERE id_declaration = ${idDeclaration} AND (SELECT oui FROM ${n('change')}) RETURNING 1),
    ${n('ins')} AS (INSERT INTO ${liste.table} (id_declaration, ${noms})
      SELECT ${idDeclaration}, ${noms} FROM ${n('nouv')}
      WHERE (SELECT oui FROM ${n('change')}) AND (SELECT count(*) FROM ${n('sup')}) >= 0 ORDER BY rang RETURNING 1)`;
}

/** Les trois listes d'un contenu, en lignes de leurs tables. */
function listesDuContenu(contenu: Declaration): ListeAEcrire[] {
  const identification = contenu.immatCopropriete.identification;
  const adresses: Record<string, unknown>[] = [];
  const versLigneAdresse = (a: Adresse, type: 'REFERENCE' | 'COMPLEMENTAIRE', ordre: number) => {
    const { id: _id, ...valeurs } = correspondanceAdresse.versColonnes(a);
    return { ...valeurs, geolocalisee: a.geolocalisee ?? false, type, ordre };
  };
  if (identification?.adressePrincipale) {
    adresses.push(versLigneAdresse(identification.adressePrincipale, 'REFERENCE', 0));
  }
  (identification?.adresseSecondaire ?? []).forEach((a, i) => {
    adresses.push(versLigneAdresse(a, 'COMPLEMENTAIRE', i + 1));
  });
  const parcelles = (identification?.parcelle ?? []).map((p: Parcelle, ordre) => {
    const { id: _id, ...valeurs } = correspondanceParcelle.versColonnes(p);
    return {
      ...valeurs,
      prefixe: p.prefixe ?? '000',
      section: p.section,
      numero: p.numero,
      geolocalisee: p.geolocalisee ?? false,
      ordre,
    };
  });
  const arretes = (contenu.immatCopropriete.procedures?.arretes ?? []).map((a: Arrete, ordre) => {
    const { id: _id, ...valeurs } = correspondanceArrete.versColonnes(a);
    return { ...valeurs, type: a.type, ordre };
  });
  return [
    {
      nom: 'adresse',
      table: adresse,
      colonnes: getTableColumns(adresse),
      lignes: adresses,
      ordre: ['type', 'ordre'],
    },
    {
      nom: 'parcelle',
      table: parcelle,
      colonnes: getTableColumns(parcelle),
      lignes: parcelles,
      ordre: ['ordre'],
    },
    { nom: 'arrete', table: arrete, colonnes: getTableColumns(arrete), lignes: arretes, ordre: ['ordre'] },
  ];
}

/** Champs recopiés sur la copropriété ou le mandat, écrits avec la déclaration s'ils ont changé. */
export interface RecopiesDeclaration {
  /** Copropriété encore à l'état de brouillon. */
  copropriete?: { id: number; valeurs: Partial<NouvelleCopropriete> };
  mandat?: { id: number; valeurs: Partial<NouveauMandat> };
}

const colonnesEntete = {
  declaration,
  etatCopropriete: copropriete.etat,
  versionCopropriete: copropriete.version,
  numeroImmatriculation: copropriete.numeroImmatriculation,
  idTeledeclarantCourant: copropriete.idTeledeclarantCourant,
  idDeclarationCourante: copropriete.idDeclarationCourante,
  dateClotureDernierExercice: copropriete.dateClotureDernierExercice,
  mandat: {
    id: mandat.id,
    statut: mandat.statut,
    adminProvisoire: mandat.adminProvisoire,
    dateDebut: mandat.dateDebut,
    dateFin: mandat.dateFin,
    typeJustif: mandat.typeJustif,
    idDocument: mandat.idDocument,
    dateTeleversement: mandat.dateTeleversement,
  },
  justificatif: {
    id: document.id,
    nom: document.nom,
    typeMime: document.typeMime,
    taille: document.taille,
    sha256: document.sha256,
  },
};

type LigneEntete = {
  declaration: LigneDeclaration;
  etatCopropriete: EtatCopropriete;
  versionCopropriete: number;
  numeroImmatriculation: string | null;
  idTeledeclarantCourant: number | null;
  idDeclarationCourante: number | null;
  dateClotureDernierExercice: Date | null;
  mandat: {
    id: number;
    statut: StatutMandat;
    adminProvisoire: boolean;
    dateDebut: Date | null;
    dateFin: Date | null;
    typeJustif: LigneMandat['typeJustif'];
    idDocument: number | null;
    dateTeleversement: Date | null;
  } | null;
  justificatif: { id: number; nom: string; typeMime: string; taille: number; sha256: string } | null;
};

/** En-tête d'une déclaration lue avec sa copropriété et son mandat. */
function enteteDe(ligne: LigneEntete): EnteteDeclaration {
  const d = ligne.declaration;
  return {
    id: d.id,
    idCopropriete: d.idCopropriete,
    statut: d.statut,
    version: d.version,
    typeDeclaration: d.typeDeclaration,
    typeMaj: d.typeMaj,
    typeImmat: d.typeImmat,
    idTeledeclarant: d.idTeledeclarant,
    idCompteDeclarant: d.idCompteDeclarant,
    idMandat: d.idMandat,
    cleCreation: d.cleCreation,
    dateCreation: d.dateCreation,
    dateModification: d.dateModification,
    dateSoumission: d.dateSoumission,
    dateValidation: d.dateValidation,
    etatCopropriete: ligne.etatCopropriete,
    versionCopropriete: ligne.versionCopropriete,
    numeroImmatriculation: ligne.numeroImmatriculation,
    idTeledeclarantCourant: ligne.idTeledeclarantCourant,
    idDeclarationCourante: ligne.idDeclarationCourante,
    statutMandat: ligne.mandat?.statut ?? null,
    idDeclarationCorrigee: d.idDeclarationCorrigee,
  };
}

const texteDate = (d: Date | null | undefined) => (d ? formaterDateTexte(d) : null);

/** Informations de rattachement lues dans le mandat demandé et son justificatif. */
function infoRattachementDe(ligne: LigneEntete): InfoRattachement | null {
  const m = ligne.mandat;
  if (m === null) return null;
  const j = ligne.justificatif;
  const dateTeleversement = m.dateTeleversement ? formaterDateTexte(m.dateTeleversement) : null;
  return {
    id: m.id,
    adminProvisoire: m.adminProvisoire,
    dateDebutMandat: texteDate(m.dateDebut),
    dateFinMandat: texteDate(m.dateFin),
    dateTeleversement,
    idDocument: m.idDocument,
    justifMandat: j && {
      id: j.id,
      nom: j.nom,
      type: j.typeMime,
      taille: j.taille,
      sha256: j.sha256,
      dateTeleversement,
    },
    nomFichierJustifMandat: j?.nom ?? null,
    typeJustifMandat: m.typeJustif,
  };
}

/**
 * En-tête d'une déclaration par son identifiant (sa copropriété, son mandat, son justificatif), lu à chaque
 * enregistrement d'un brouillon et à chaque lecture d'une déclaration : requête préparée (texte SQL des quatre tables
 * construit une fois par exécuteur, instruction nommée analysée une fois par connexion ; ADR 0270).
 */
function preparerEnteteParId(db: Executeur, pourMiseAJour: boolean) {
  const requete = db
    .select(colonnesEntete)
    .from(declaration)
    .innerJoin(copropriete, eq(copropriete.id, declaration.idCopropriete))
    .leftJoin(mandat, eq(mandat.id, declaration.idMandat))
    .leftJoin(document, eq(document.id, mandat.idDocument))
    .where(eq(declaration.id, sql.placeholder('id')))
    .limit(1);
  return pourMiseAJour
    ? requete.for('update', { of: declaration }).prepare('entete_declaration_par_id_pour_maj')
    : requete.prepare('entete_declaration_par_id');
}
const entetesParId = new WeakMap<Executeur, Map<boolean, ReturnType<typeof preparerEnteteParId>>>();

/**
 * Dépôt d'une déclaration entière (ADR 0130) : la déclaration, ses adresses, parcelles et arrêtés, le mandat
 * demandé et son justificatif. La lecture se fait en quatre requêtes quel que soit le nombre d'adresses ou de
 * parcelles ; l'écriture remplace le contenu entier dans la transaction de l'appelant (`tx`), sous condition
 * de version : une sauvegarde entière gagne, jamais un mélange de deux.
 */
export function creerDeclarationRepository(db: Executeur) {
  /** En-tête par identifiant : requête préparée de cet exécuteur (voir `preparerEnteteParId`). */
  async function lireEnteteParId(id: number, pourMiseAJour: boolean): Promise<LigneEntete | undefined> {
    let preparees = entetesParId.get(db);
    if (!preparees) {
      preparees = new Map();
      entetesParId.set(db, preparees);
    }
    let lecture = preparees.get(pourMiseAJour);
    if (!lecture) {
      lecture = preparerEnteteParId(db, pourMiseAJour);
      preparees.set(pourMiseAJour, lecture);
    }
    const [ligne] = await lecture.execute({ id });
    return ligne as LigneEntete | undefined;
  }

  async function lireEntete(
    condition: ReturnType<typeof eq>,
    pourMiseAJour: boolean,
  ): Promise<LigneEntete | undefined> {
    const requete = db
      .select(colonnesEntete)
      .from(declaration)
      .innerJoin(copropriete, eq(copropriete.id, declaration.idCopropriete))
      .leftJoin(mandat, eq(mandat.id, declaration.idMandat))
      .leftJoin(document, eq(document.id, mandat.idDocument))
      .where(condition)
      .limit(1);
    const [ligne] = pourMiseAJour ? await requete.for('update', { of: declaration }) : await requete;
    return ligne as LigneEntete | undefined;
  }

  async function completer(ligne: LigneEntete): Promise<DeclarationLue> {
    const d = ligne.declaration;
    const adresses = await db
      .select()
      .from(adresse)
      .where(eq(adresse.idDeclaration, d.id))
      .orderBy(asc(adresse.type), asc(adresse.ordre), asc(adresse.id));
    const parcelles = await db
      .select({ parcelle, nomCommune: commune.nom })
      .from(parcelle)
      .leftJoin(commune, eq(commune.codeInsee, parcelle.codeInsee))
      .where(eq(parcelle.idDeclaration, d.id))
      .orderBy(asc(parcelle.ordre), asc(parcelle.id));
    const arretes = await db
      .select()
      .from(arrete)
      .where(eq(arrete.idDeclaration, d.id))
      .orderBy(asc(arrete.ordre), asc(arrete.id));

    const contenu = correspondanceDeclaration.depuisColonnes(d);
    const reference = adresses.find((a) => a.type === 'REFERENCE');
    const immat = contenu.immatCopropriete;
    const declarationLue: Declaration = {
      ...contenu,
      statutMandatCourant: ligne.mandat?.statut ?? null,
      etatCopropriete: ligne.etatCopropriete,
      dateClotureDernierExercice: texteDate(ligne.dateClotureDernierExercice),
      nomCopropriete: d.nomCopropriete,
      immatCopropriete: {
        ...immat,
        infoRattachement: infoRattachementDe(ligne),
        identification: {
          ...immat.identification,
          numImmatriculationCopropriete: ligne.numeroImmatriculation,
          adressePrincipale: reference ? correspondanceAdresse.depuisColonnes(reference) : null,
          adresseSecondaire: adresses
            .filter((a) => a.type === 'COMPLEMENTAIRE')
            .map((a) => correspondanceAdresse.depuisColonnes(a)),
          parcelle: parcelles.map((p) => ({
            ...correspondanceParcelle.depuisColonnes(p.parcelle),
            commune: p.nomCommune,
          })),
        },
        procedures: {
          ...immat.procedures,
          arretes: arretes.map((a) => correspondanceArrete.depuisColonnes(a)),
        },
        donneesTechniques: {
          ...immat.donneesTechniques,
          // Étiquette non renseignée : absente (0 bâtiment), jamais `null`.
          classementEnergetique: Object.fromEntries(
            Object.entries(immat.donneesTechniques?.classementEnergetique ?? {}).filter(
              ([, n]) => n !== null,
            ),
          ),
        },
      },
    };
    return { entete: enteteDe(ligne), declaration: declarationLue };
  }

  /** Remplace les adresses, parcelles et arrêtés qui ont changé, en une instruction (ADR 0186). */
  async function remplacerListes(idDeclaration: number, contenu: Declaration): Promise<void> {
    const id = sql`${idDeclaration}::int`;
    const ctes = listesDuContenu(contenu).map((l) => cteListe(l, id, sql`true`));
    await db.execute(sql`WITH ${sql.join(ctes, sql`, `)} SELECT 1`);
  }

  return {
    /**
     * En-tête et informations de rattachement seulement, en une requête (enregistrement d'un brouillon :
     * propriétaire, statut, version et justificatif déjà déposé, sans relire les listes).
     */
    async lireEntete(
      id: number,
    ): Promise<{ entete: EnteteDeclaration; infoRattachement: InfoRattachement | null } | undefined> {
      const ligne = await lireEnteteParId(id, false);
      return ligne && { entete: enteteDe(ligne), infoRattachement: infoRattachementDe(ligne) };
    },

    /** Déclaration entière, ou `undefined` ; `pourMiseAJour` verrouille sa ligne jusqu'à la fin de la transaction. */
    async lire(id: number, options: { pourMiseAJour?: boolean } = {}): Promise<DeclarationLue | undefined> {
      const ligne = await lireEnteteParId(id, options.pourMiseAJour ?? false);
      return ligne && completer(ligne);
    },

    /** Déclaration créée avec cette clé de création (requête rejouée, double clic, second onglet). */
    async parCleCreation(cle: string): Promise<DeclarationLue | undefined> {
      const ligne = await lireEntete(eq(declaration.cleCreation, cle), false);
      return ligne && completer(ligne);
    },

    /** Identifiant de la déclaration de cette clé de création, sans la lire. */
    async idParCleCreation(cle: string): Promise<number | undefined> {
      const [ligne] = await db
        .select({ id: declaration.id })
        .from(declaration)
        .where(eq(declaration.cleCreation, cle))
        .limit(1);
      return ligne?.id;
    },

    /** Dernière déclaration validée (courante, immatriculation ou avant déclaration annuelle) d'une copropriété. */
    async derniereValidee(idCopropriete: number): Promise<DeclarationLue | undefined> {
      const [ligne] = await db
        .select({ id: declaration.id })
        .from(declaration)
        .where(
          and(
            eq(declaration.idCopropriete, idCopropriete),
            inArray(declaration.statut, ['COURANTE', 'IMMATRICULATION', 'AVANT_DECLARATION_ANNUELLE']),
          ),
        )
        .orderBy(
          desc(sql`coalesce(${declaration.dateValidation}, ${declaration.dateModification})`),
          desc(declaration.id),
        )
        .limit(1);
      if (!ligne) return undefined;
      const entete = await lireEnteteParId(ligne.id, false);
      return entete && completer(entete);
    },

    /**
     * Crée la déclaration et son contenu. Avec une clé de création déjà prise, rien n'est écrit et
     * `undefined` est renvoyé : l'appelant annule sa transaction et relit la déclaration de cette clé.
     */
    async creer(creation: CreationDeclaration): Promise<number | undefined> {
      const [ligne] = await db
        .insert(declaration)
        .values({
          ...colonnesDuContenu(creation.contenu),
          idCopropriete: creation.idCopropriete,
          statut: creation.statut,
          typeDeclaration: creation.typeDeclaration ?? null,
          typeMaj: creation.typeMaj ?? null,
          typeImmat: creation.typeImmat ?? null,
          idTeledeclarant: creation.idTeledeclarant,
          idCompteDeclarant: creation.idCompteDeclarant,
          utilisateurDeclare: creation.utilisateurDeclare ?? null,
          adresseEmailUtilisateur: creation.adresseEmailUtilisateur ?? null,
          idMandat: creation.idMandat ?? null,
          cleCreation: creation.cleCreation ?? null,
          exerciceNonApprouve: creation.exerciceNonApprouve ?? false,
        })
        .onConflictDoNothing({ target: declaration.cleCreation })
        .returning({ id: declaration.id });
      if (!ligne) return undefined;
      await remplacerListes(ligne.id, creation.contenu);
      return ligne.id;
    },

    /**
     * Remplace le contenu entier de la déclaration si sa version est toujours `versionAttendue` ; renvoie la
     * nouvelle version, ou `null` si une autre sauvegarde est passée entre-temps (rien n'est écrit). Une seule
     * instruction (ADR 0186) : la ligne de la déclaration, les listes qui ont changé et, s'ils ont changé, les champs
     * recopiés sur la copropriété (encore brouillon) et le mandat demandé.
     */
    async ecrire(
      id: number,
      contenu: Declaration,
      options: {
        versionAttendue: number;
        valeurs?: Partial<NouvelleDeclaration>;
        recopies?: RecopiesDeclaration;
      },
    ): Promise<number | null> {
      const valeurs = { ...colonnesDuContenu(contenu), ...options.valeurs };
      const garde = sql`EXISTS (SELECT 1 FROM maj)`;
      const idDeclaration = sql`${id}::int`;
      const ctes: SQL[] = [
        sql`maj AS (UPDATE ${declaration} SET ${sql.join(affectations(getTableColumns(declaration), valeurs), sql`, `)},
          version = version + 1, date_modification = now()
          WHERE id = ${id} AND version = ${options.versionAttendue} RETURNING version)`,
        ...listesDuContenu(contenu).map((l) => cteListe(l, idDeclaration, garde)),
      ];
      const { copropriete: copro, mandat: mand } = options.recopies ?? {};
      if (copro) {
        const colonnes = getTableColumns(copropriete);
        ctes.push(sql`copro AS (UPDATE ${copropriete} SET ${sql.join(affectations(colonnes, copro.valeurs), sql`, `)},
          version = version + 1, date_modification = now()
          WHERE id = ${copro.id} AND etat = 'BROUILLON' AND ${garde} AND (${differe(colonnes, copro.valeurs)}) RETURNING 1)`);
      }
      if (mand) {
        const colonnes = getTableColumns(mandat);
        ctes.push(sql`mand AS (UPDATE ${mandat} SET ${sql.join(affectations(colonnes, mand.valeurs), sql`, `)},
          version = version + 1, date_modification = now()
          WHERE id = ${mand.id} AND ${garde} AND (${differe(colonnes, mand.valeurs)}) RETURNING 1)`);
      }
      const resultat = await db.execute(
        sql`WITH ${sql.join(ctes, sql`, `)} SELECT (SELECT version FROM maj) AS version`,
      );
      return (resultat.rows[0] as { version: number | null } | undefined)?.version ?? null;
    },

    /** Modifie les colonnes d'en-tête (statut, dates, mandat…) sans toucher au contenu ; incrémente la version. */
    async modifierEntete(id: number, valeurs: Partial<NouvelleDeclaration>): Promise<void> {
      await db
        .update(declaration)
        .set({ ...valeurs, version: sql`${declaration.version} + 1`, dateModification: new Date() })
        .where(eq(declaration.id, id));
    },

    /** Déclarations d'une copropriété, de la plus récente à la plus ancienne, sans leur contenu. */
    async listerParCopropriete(idCopropriete: number, statuts?: readonly StatutDeclaration[]) {
      return db
        .select({
          id: declaration.id,
          statut: declaration.statut,
          typeMaj: declaration.typeMaj,
          typeImmat: declaration.typeImmat,
          typeDeclaration: declaration.typeDeclaration,
          idTeledeclarant: declaration.idTeledeclarant,
          idCompteDeclarant: declaration.idCompteDeclarant,
          utilisateurDeclare: declaration.utilisateurDeclare,
          dateCreation: declaration.dateCreation,
          dateModification: declaration.dateModification,
          dateSoumission: declaration.dateSoumission,
          dateValidation: declaration.dateValidation,
          dateClotureComptes: declaration.dateClotureComptes,
          dateAg: declaration.dateAg,
          version: declaration.version,
        })
        .from(declaration)
        .where(
          and(
            eq(declaration.idCopropriete, idCopropriete),
            statuts ? inArray(declaration.statut, [...statuts]) : undefined,
          ),
        )
        .orderBy(desc(declaration.dateCreation), desc(declaration.id));
    },

    /**
     * Brouillons de l'établissement (ou du compte, sans établissement), du plus récent au plus ancien,
     * paginés en SQL, avec leur total.
     */
    async listerBrouillons(filtre: {
      idCompte: number;
      idTeledeclarant: number | null;
      offset: number;
      limit: number;
    }) {
      const condition = and(
        eq(declaration.statut, 'BROUILLON'),
        filtre.idTeledeclarant === null
          ? eq(declaration.idCompteDeclarant, filtre.idCompte)
          : eq(declaration.idTeledeclarant, filtre.idTeledeclarant),
      );
      const lignes = await db
        .select({
          id: declaration.id,
          idCopropriete: declaration.idCopropriete,
          nomCopropriete: declaration.nomCopropriete,
          typeImmat: declaration.typeImmat,
          typeMaj: declaration.typeMaj,
          correction: sql<boolean>`${declaration.idDeclarationCorrigee} IS NOT NULL`,
          utilisateurDeclare: declaration.utilisateurDeclare,
          dateCreation: declaration.dateCreation,
          dateModification: declaration.dateModification,
          version: declaration.version,
          total: sql<number>`count(*) over ()::int`,
        })
        .from(declaration)
        .where(condition)
        .orderBy(desc(declaration.dateModification), desc(declaration.id))
        .offset(filtre.offset)
        .limit(filtre.limit);
      const total = lignes[0]?.total ?? (filtre.offset === 0 ? 0 : await db.$count(declaration, condition));
      return { lignes, total };
    },

    /** Codes INSEE absents du référentiel des communes, parmi ceux donnés (une requête). */
    async codesInseeInconnus(codes: readonly string[]): Promise<Set<string>> {
      const uniques = [...new Set(codes)];
      if (uniques.length === 0) return new Set();
      const connus = await db
        .select({ code: commune.codeInsee })
        .from(commune)
        .where(inArray(commune.codeInsee, uniques));
      const trouves = new Set(connus.map((c) => c.code));
      return new Set(uniques.filter((c) => !trouves.has(c)));
    },

    // --- Copropriété de la déclaration ---

    async creerCopropriete(valeurs: NouvelleCopropriete): Promise<number> {
      const [ligne] = await db.insert(copropriete).values(valeurs).returning({ id: copropriete.id });
      if (!ligne) throw new Error("La copropriété n'a pas été enregistrée.");
      return ligne.id;
    },

    /** La copropriété, verrouillée jusqu'à la fin de la transaction de l'appelant. */
    async coproprietePourMiseAJour(id: number): Promise<LigneCopropriete | undefined> {
      const [ligne] = await db
        .select()
        .from(copropriete)
        .where(eq(copropriete.id, id))
        .limit(1)
        .for('update');
      return ligne;
    },

    async copropriete(id: number): Promise<LigneCopropriete | undefined> {
      const [ligne] = await db.select().from(copropriete).where(eq(copropriete.id, id)).limit(1);
      return ligne;
    },

    /** Modifie la copropriété (état, champs recopiés de la déclaration) ; incrémente sa version. */
    async modifierCopropriete(id: number, valeurs: Partial<NouvelleCopropriete>): Promise<void> {
      await db
        .update(copropriete)
        .set({ ...valeurs, version: sql`${copropriete.version} + 1`, dateModification: new Date() })
        .where(eq(copropriete.id, id));
    },

    // --- Mandat demandé avec la déclaration ---

    async creerMandat(valeurs: NouveauMandat): Promise<number> {
      const [ligne] = await db.insert(mandat).values(valeurs).returning({ id: mandat.id });
      if (!ligne) throw new Error("Le mandat n'a pas été enregistré.");
      return ligne.id;
    },

    async modifierMandat(id: number, valeurs: Partial<NouveauMandat>): Promise<void> {
      await db
        .update(mandat)
        .set({ ...valeurs, version: sql`${mandat.version} + 1`, dateModification: new Date() })
        .where(eq(mandat.id, id));
    },

    async mandat(id: number): Promise<LigneMandat | undefined> {
      const [ligne] = await db.select().from(mandat).where(eq(mandat.id, id)).limit(1);
      return ligne;
    },
  };
}
