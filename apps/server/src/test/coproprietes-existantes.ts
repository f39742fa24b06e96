import type { EtatCopropriete, StatutDeclaration } from '@registre/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connexion.js';
import { adresse, copropriete, declaration, parcelle } from '../db/schema/index.js';

/** Copropriété existante du registre, telle que la comparaison aux doublons la lit. */
export interface CoproprieteExistante {
  etat?: EtatCopropriete;
  numero?: string | null;
  nom?: string | null;
  idTeledeclarant?: number | null;
  nbBatiments?: number | null;
  adresse?: {
    numero: string;
    voie: string;
    codeInsee: string;
    codePostal?: string;
    latitude?: number | null;
    longitude?: number | null;
    idBatiment?: string | null;
  } | null;
  parcelles?: { codeInsee: string; prefixe?: string; section: string; numero: string }[];
  /** Statut de la déclaration qui la décrit ; par défaut `IMMATRICULATION` (déclaration courante). */
  statutDeclaration?: StatutDeclaration;
}

/**
 * Inscrit une copropriété avec sa déclaration, son adresse de référence et ses parcelles, comme la validation
 * les laisse : une déclaration `IMMATRICULATION` devient la déclaration courante.
 */
export async function inscrireCopropriete(db: Db, c: CoproprieteExistante) {
  const statut = c.statutDeclaration ?? 'IMMATRICULATION';
  const libelle = c.adresse
    ? `${c.adresse.numero} ${c.adresse.voie} ${c.adresse.codePostal ?? ''}`.trim()
    : null;
  const [copro] = await db
    .insert(copropriete)
    .values({
      etat: c.etat ?? 'IMMATRICULEE_A_RATTACHER',
      numeroImmatriculation: c.numero ?? null,
      nom: c.nom ?? null,
      nbBatiments: c.nbBatiments ?? null,
      codeInsee: c.adresse?.codeInsee ?? null,
      adresseReference: libelle,
      latitude: c.adresse?.latitude ?? null,
      longitude: c.adresse?.longitude ?? null,
      idTeledeclarantCourant: c.idTeledeclarant ?? null,
    })
    .returning({ id: copropriete.id });
  const [decl] = await db
    .insert(declaration)
    .values({
      idCopropriete: copro!.id,
      statut,
      typeMaj: 'INITIALE',
      typeImmat: 'INITIALE',
      idTeledeclarant: c.idTeledeclarant ?? null,
      nomCopropriete: c.nom ?? null,
      nbBatimentsTotal: c.nbBatiments ?? null,
    })
    .returning({ id: declaration.id });
  if (c.adresse) {
    await db.insert(adresse).values({
      idDeclaration: decl!.id,
      type: 'REFERENCE',
      numero: c.adresse.numero,
      voie: c.adresse.voie,
      codeInsee: c.adresse.codeInsee,
      codePostal: c.adresse.codePostal ?? null,
      libelle,
      latitude: c.adresse.latitude ?? null,
      longitude: c.adresse.longitude ?? null,
      idBatiment: c.adresse.idBatiment ?? null,
      geolocalisee: c.adresse.latitude != null,
    });
  }
  for (const [ordre, p] of (c.parcelles ?? []).entries()) {
    await db.insert(parcelle).values({
      idDeclaration: decl!.id,
      ordre,
      codeInsee: p.codeInsee,
      prefixe: p.prefixe ?? '000',
      section: p.section,
      numero: p.numero,
      geolocalisee: true,
    });
  }
  if (statut === 'IMMATRICULATION' || statut === 'COURANTE') {
    await db
      .update(copropriete)
      .set({ idDeclarationCourante: decl!.id })
      .where(eq(copropriete.id, copro!.id));
  }
  return { idCopropriete: copro!.id, idDeclaration: decl!.id };
}

/**
 * Peuple le registre de `n` copropriétés immatriculées (en SQL, `generate_series`), réparties sur les communes,
 * avec déclaration courante, adresse de référence géolocalisée et une parcelle chacune, puis met à jour les
 * statistiques du planificateur : de quoi vérifier qu'une requête passe par ses index.
 */
export async function peuplerRegistre(db: Db, n: number): Promise<void> {
  // Une copropriété sur dix est une demande en attente de validation (déclaration A_VALIDER, sans numéro).
  await db.execute(sql`
    WITH communes AS (SELECT code_insee, row_number() OVER (ORDER BY code_insee) AS rang FROM commune LIMIT 3000)
    INSERT INTO copropriete (etat, nom, code_insee, adresse_reference, latitude, longitude, nb_batiments, numero_immatriculation)
    SELECT CASE WHEN g % 10 = 0 THEN 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER' ELSE 'IMMATRICULEE_A_RATTACHER' END::etat_copropriete,
      'Résidence ' || g, c.code_insee, g || ' rue du Peuplement',
      42 + (g % 7000) / 1000.0, -1 + (g % 9000) / 1000.0, 1 + g % 5,
      CASE WHEN g % 10 = 0 THEN NULL ELSE 'ZY' || lpad(g::text, 7, '0') END
    FROM generate_series(1, ${n}) AS g JOIN communes c ON c.rang = 1 + g % 3000`);
  await db.execute(sql`
    INSERT INTO declaration (id_copropriete, statut, type_maj, nom_copropriete, nb_batiments_total, date_soumission)
    SELECT id, CASE WHEN numero_immatriculation IS NULL THEN 'A_VALIDER' ELSE 'IMMATRICULATION' END::statut_declaration,
      'INITIALE', nom, nb_batiments, now()
    FROM copropriete WHERE adresse_reference LIKE '% rue du Peuplement'`);
  await db.execute(sql`
    UPDATE copropriete c SET id_declaration_courante = d.id FROM declaration d
    WHERE d.id_copropriete = c.id AND d.statut = 'IMMATRICULATION' AND c.adresse_reference LIKE '% rue du Peuplement'`);
  await db.execute(sql`
    INSERT INTO adresse (id_declaration, type, numero, voie, code_insee, libelle, latitude, longitude, geolocalisee)
    SELECT d.id, 'REFERENCE', (c.id % 200)::text, 'Rue du Peuplement', c.code_insee, c.adresse_reference,
      c.latitude, c.longitude, true
    FROM declaration d JOIN copropriete c ON c.id = d.id_copropriete WHERE c.adresse_reference LIKE '% rue du Peuplement'`);
  await db.execute(sql`
    INSERT INTO parcelle (id_declaration, code_insee, prefixe, section, numero, geolocalisee)
    SELECT d.id, c.code_insee, '000', 'ZZ', lpad((1 + c.id % 9999)::text, 4, '0'), true
    FROM declaration d JOIN copropriete c ON c.id = d.id_copropriete WHERE c.adresse_reference LIKE '% rue du Peuplement'`);
  await db.execute(sql`ANALYZE copropriete, declaration, adresse, parcelle`);
}
