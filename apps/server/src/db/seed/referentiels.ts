import { createRequire } from 'node:module';
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../connexion.js';
import {
  chargementDonnees,
  codePostal,
  commune,
  communeAbsorbee,
  departement,
  epci,
  naf,
  region,
} from '../schema/index.js';

const require = createRequire(import.meta.url);

interface RegionSource {
  code: string;
  nom: string;
}
interface DepartementSource {
  code: string;
  nom: string;
  region: string;
}
interface CommuneSource {
  code: string;
  nom: string;
  type: string;
  departement?: string;
  region?: string;
  commune?: string;
  chefLieu?: string;
  population?: number;
}
interface EpciSource {
  code: string;
  nom: string;
  type: string;
  membres: { code: string }[];
}
interface CodePostalSource {
  codePostal: string;
  codeCommune: string;
  libelleAcheminement: string;
}
interface NafSource {
  id: string;
  label: string;
}

function versionPaquet(nom: string): string {
  return (require(`${nom}/package.json`) as { version: string }).version;
}

/** Version des référentiels : change dès qu'un paquet source change de version. */
export function versionReferentiels(): string {
  return ['@etalab/decoupage-administratif', 'codes-postaux', '@socialgouv/codes-naf']
    .map(versionPaquet)
    .join('+');
}

function nomRecherche(nom: string): string {
  return nom
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Insère ou met à jour (sur la clé primaire) toutes les colonnes fournies, par lots. */
async function upsertParLots<T extends PgTable>(
  db: Db,
  table: T,
  cle: PgColumn,
  lignes: T['$inferInsert'][],
): Promise<void> {
  const colonnes = getTableColumns(table);
  const premiere = lignes[0];
  if (!premiere) return;
  const miseAJour = Object.fromEntries(
    Object.keys(premiere)
      .filter((k) => colonnes[k] && colonnes[k] !== cle)
      .map((k) => [k, sql.raw(`excluded."${colonnes[k]!.name}"`)]),
  );
  for (let i = 0; i < lignes.length; i += 2000) {
    await db
      .insert(table)
      .values(lignes.slice(i, i + 2000))
      .onConflictDoUpdate({ target: cle, set: miseAJour as PgUpdateSetSource<T> });
  }
}

async function insererParLots<T extends PgTable>(
  db: Db,
  table: T,
  lignes: T['$inferInsert'][],
): Promise<void> {
  for (let i = 0; i < lignes.length; i += 2000) {
    await db.insert(table).values(lignes.slice(i, i + 2000));
  }
}

/**
 * Charge (ou recharge quand les paquets sources ont changé) les référentiels : régions, départements,
 * EPCI, communes actuelles et arrondissements municipaux, communes déléguées ou associées,
 * codes postaux et nomenclature NAF. Idempotent : ne fait rien si la même version est déjà chargée.
 */
export async function chargerReferentiels(db: Db): Promise<boolean> {
  const version = versionReferentiels();
  const deja = await db
    .select()
    .from(chargementDonnees)
    .where(sql`${chargementDonnees.nom} = 'referentiels'`);
  if (deja[0]?.version === version) return false;

  const dossier = '@etalab/decoupage-administratif/data';
  const regions = require(`${dossier}/regions.json`) as RegionSource[];
  const departements = require(`${dossier}/departements.json`) as DepartementSource[];
  const communes = require(`${dossier}/communes.json`) as CommuneSource[];
  const epcis = require(`${dossier}/epci.json`) as EpciSource[];
  const codesPostaux = require('codes-postaux/codes-postaux.json') as CodePostalSource[];
  const codesNaf = require('@socialgouv/codes-naf/index.json') as NafSource[];

  const epciParCommune = new Map<string, string>();
  for (const e of epcis) for (const m of e.membres) epciParCommune.set(m.code, e.code);

  const actuelles = communes.filter(
    (c) => c.type === 'commune-actuelle' || c.type === 'arrondissement-municipal',
  );
  const codesActuels = new Set(actuelles.map((c) => c.code));

  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // Les tables référencées par les données métier (régions, départements, EPCI, communes) sont mises à jour
    // sans suppression : une commune disparue du découpage reste connue des déclarations qui la citent.
    // Seules les tables que rien ne référence sont vidées puis rechargées.
    await tx.execute(sql`DELETE FROM code_postal`);
    await tx.execute(sql`DELETE FROM commune_absorbee`);
    await tx.execute(sql`DELETE FROM naf`);
    await upsertParLots(
      t,
      region,
      region.code,
      regions.map((r) => ({ code: r.code, nom: r.nom })),
    );
    await upsertParLots(
      t,
      departement,
      departement.code,
      departements.map((d) => ({ code: d.code, nom: d.nom, codeRegion: d.region })),
    );
    await upsertParLots(
      t,
      epci,
      epci.siren,
      epcis.map((e) => ({ siren: e.code, nom: e.nom, type: e.type })),
    );
    const parCode = new Map(actuelles.map((c) => [c.code, c]));
    await upsertParLots(
      t,
      commune,
      commune.codeInsee,
      actuelles.map((c) => {
        const parente = c.type === 'arrondissement-municipal' ? c.commune : undefined;
        const source = parente ? (parCode.get(parente) ?? c) : c;
        return {
          codeInsee: c.code,
          nom: c.nom,
          nomRecherche: nomRecherche(c.nom),
          type: c.type,
          codeDepartement: (c.departement ?? source.departement)!,
          codeRegion: (c.region ?? source.region)!,
          sirenEpci: epciParCommune.get(parente ?? c.code) ?? null,
          codeCommuneParente: parente ?? null,
          population: c.population ?? null,
        };
      }),
    );
    const absorbees = communes.filter(
      (c) =>
        (c.type === 'commune-deleguee' || c.type === 'commune-associee') &&
        c.chefLieu &&
        codesActuels.has(c.chefLieu),
    );
    await insererParLots(
      t,
      communeAbsorbee,
      absorbees.map((c) => ({ code: c.code, type: c.type, nom: c.nom, codeCommune: c.chefLieu! })),
    );
    const vus = new Set<string>();
    const lignesCp = codesPostaux.filter((cp) => {
      const cle = `${cp.codePostal}|${cp.codeCommune}`;
      if (!codesActuels.has(cp.codeCommune) || vus.has(cle)) return false;
      vus.add(cle);
      return true;
    });
    await insererParLots(
      t,
      codePostal,
      lignesCp.map((cp) => ({
        codePostal: cp.codePostal,
        codeInsee: cp.codeCommune,
        libelleAcheminement: cp.libelleAcheminement,
      })),
    );
    await insererParLots(
      t,
      naf,
      codesNaf.map((n) => ({ code: n.id, libelle: n.label })),
    );
    await tx
      .insert(chargementDonnees)
      .values({ nom: 'referentiels', version })
      .onConflictDoUpdate({ target: chargementDonnees.nom, set: { version, chargeLe: sql`now()` } });
  });
  return true;
}
