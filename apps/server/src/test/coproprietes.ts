import type { EtatCopropriete, StatutDeclaration, StatutMandat, TypeMaj } from '@registre/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connexion.js';
import { copropriete, declaration, mandat } from '../db/schema/index.js';

let compteur = 0;

/**
 * Crée une copropriété de test : un mandat courant pour `idTeledeclarantCourant`, une déclaration par entrée de
 * `declarations` (auteur, statut, type de mise à jour).
 */
export async function creerCoproprieteDeTest(
  db: Db,
  options: {
    etat: EtatCopropriete;
    nom?: string;
    idTeledeclarantCourant?: number | null;
    statutMandat?: StatutMandat;
    dateDerniereMajAnnuelle?: string | null;
    geolocalisee?: boolean;
    majComptesNonApprouvesAFaire?: boolean;
    declarations?: { idTeledeclarant: number | null; statut: StatutDeclaration; typeMaj?: TypeMaj }[];
    /** Ajoute une déclaration validée qui fait foi (`id_declaration_courante`), du titulaire du mandat. */
    declarationCourante?: boolean;
  },
) {
  compteur += 1;
  const immatriculee = !['BROUILLON', 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER'].includes(options.etat);
  const numero = immatriculee ? `TS${String(9_000_000 + (compteur % 999_999)).padStart(7, '0')}` : null;
  const [copro] = await db
    .insert(copropriete)
    .values({
      etat: options.etat,
      nom: options.nom ?? `Résidence de test ${compteur}`,
      numeroImmatriculation: numero,
      adresseReference: `${compteur} rue des Essais 69003 Lyon`,
      codePostal: '69003',
      nbLots: 12,
      nbBatiments: 1,
      geolocalisee: options.geolocalisee ?? true,
      dateDerniereMajAnnuelle: options.dateDerniereMajAnnuelle
        ? new Date(options.dateDerniereMajAnnuelle)
        : null,
      majComptesNonApprouvesAFaire: options.majComptesNonApprouvesAFaire ?? false,
    })
    .returning();
  if (!copro) throw new Error('copropriété de test non créée');
  const idTd = options.idTeledeclarantCourant ?? null;
  if (idTd !== null) {
    const [m] = await db
      .insert(mandat)
      .values({
        idCopropriete: copro.id,
        idTeledeclarant: idTd,
        statut: options.statutMandat ?? 'COURANT',
        dateDebut: new Date('2025-01-01'),
        dateFin: new Date('2027-12-31'),
      })
      .returning();
    await db
      .update(copropriete)
      .set({
        idTeledeclarantCourant: idTd,
        idMandatCourant: m?.id,
        dateDebutMandat: new Date('2025-01-01'),
        dateFinMandat: new Date('2027-12-31'),
      })
      .where(eq(copropriete.id, copro.id));
  }
  for (const d of options.declarations ?? []) {
    await db.insert(declaration).values({
      idCopropriete: copro.id,
      idTeledeclarant: d.idTeledeclarant,
      statut: d.statut,
      typeMaj: d.typeMaj ?? null,
      nomCopropriete: copro.nom,
    });
  }
  if (options.declarationCourante) {
    const [courante] = await db
      .insert(declaration)
      .values({
        idCopropriete: copro.id,
        idTeledeclarant: idTd,
        statut: 'COURANTE',
        nomCopropriete: copro.nom,
      })
      .returning({ id: declaration.id });
    await db
      .update(copropriete)
      .set({ idDeclarationCourante: courante?.id })
      .where(eq(copropriete.id, copro.id));
  }
  return { id: copro.id, numero, nom: copro.nom as string };
}
