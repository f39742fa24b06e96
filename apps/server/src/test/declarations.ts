import { createHash, randomUUID } from 'node:crypto';
import type { Declaration, StatutDeclaration, TypeImmat, TypeMaj } from '@registre/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connexion.js';
import { copropriete, declaration, document } from '../db/schema/index.js';
import { exerciceComplet, saisieComplete } from '../db/seed/saisie-declaration.js';
import { creerDeclarationRepository } from '../repositories/declaration.repository.js';
import { creerCoproprieteDeTest } from './coproprietes.js';

/**
 * Fabrique des déclarations de test : une saisie complète et valide par étape (spec 1 §3, règles de spec 2 §5),
 * une déclaration déposable, un brouillon prêt au dépôt, une copropriété immatriculée avec sa déclaration validée.
 */

// Saisie complète par étape : une seule source avec le banc (ADR 0186).
export { exerciceComplet, nouveauRang, saisieComplete } from '../db/seed/saisie-declaration.js';

/** Déclaration d'immatriculation complète, prête à déposer, pour la nature `typeImmat`. */
export const declarationDeposable = (n: number, typeImmat: TypeImmat): Declaration => ({
  adresseEmailUtilisateur: null,
  immatCopropriete: saisieComplete({ n, typeImmat }),
});

/**
 * Brouillon d'immatriculation créé par le dépôt de l'application (copropriété `BROUILLON`, déclaration
 * `BROUILLON`) pour un établissement et un compte auteur.
 */
export async function creerBrouillonDeTest(
  db: Db,
  options: {
    idTeledeclarant: number | null;
    idCompte: number;
    nom?: string;
    typeImmat?: TypeImmat;
    contenu?: Declaration;
  },
): Promise<{ id: number; idCopropriete: number }> {
  const nom = options.nom ?? 'Résidence de test';
  return db.transaction(async (tx) => {
    const repo = creerDeclarationRepository(tx);
    const idCopropriete = await repo.creerCopropriete({ etat: 'BROUILLON', nom });
    const typeImmat = options.typeImmat ?? 'DEFAULT';
    const id = await repo.creer({
      idCopropriete,
      statut: 'BROUILLON',
      typeImmat,
      typeMaj: typeImmat === 'DEFAULT' ? null : typeImmat,
      idTeledeclarant: options.idTeledeclarant,
      idCompteDeclarant: options.idCompte,
      cleCreation: randomUUID(),
      contenu: options.contenu ?? { immatCopropriete: { identification: { nomCopropriete: nom } } },
    });
    if (id === undefined) throw new Error('Brouillon de test non créé.');
    return { id, idCopropriete };
  });
}

/**
 * Brouillon d'immatriculation prêt à déposer (saisie `declarationDeposable(n, typeImmat)`, modifiable par
 * `modifier`) : copropriété et déclaration `BROUILLON`, et pour un syndic le mandat demandé `BROUILLON` (`REFUSE`
 * pour une demande refusée) avec son justificatif PDF.
 */
export async function creerBrouillonDeposable(
  db: Db,
  auteur: { idCompte: number; idTeledeclarant: number },
  options: {
    n: number;
    typeImmat?: TypeImmat;
    modifier?: (d: Declaration) => void;
    etatCopropriete?: 'BROUILLON' | 'IMMATRICULATION_ET_RATTACHEMENT_REFUSES';
    /** Brouillon de syndic dont l'étape « informations de rattachement » n'a jamais été enregistrée. */
    sansMandat?: boolean;
  },
): Promise<{ id: number; idCopropriete: number; idMandat: number | null }> {
  const { n } = options;
  const typeImmat = options.typeImmat ?? 'DEFAULT';
  const contenu = declarationDeposable(n, typeImmat);
  options.modifier?.(contenu);
  return db.transaction(async (tx) => {
    const repo = creerDeclarationRepository(tx);
    const idCopropriete = await repo.creerCopropriete({
      etat: options.etatCopropriete ?? 'BROUILLON',
      nom: `Le Clos numéro ${n}`,
    });
    let idMandat: number | null = null;
    if (typeImmat === 'DEFAULT' && !options.sansMandat) {
      const octets = Buffer.from(`%PDF-1.4\n% justificatif ${n}\n%%EOF`);
      const [doc] = await tx
        .insert(document)
        .values({
          nom: 'contrat.pdf',
          typeMime: 'application/pdf',
          taille: octets.length,
          sha256: createHash('sha256').update(octets).digest('hex'),
          contenu: octets,
        })
        .returning({ id: document.id });
      const info = contenu.immatCopropriete.infoRattachement;
      idMandat = await repo.creerMandat({
        idCopropriete,
        idTeledeclarant: auteur.idTeledeclarant,
        statut:
          options.etatCopropriete === 'IMMATRICULATION_ET_RATTACHEMENT_REFUSES' ? 'REFUSE' : 'BROUILLON',
        dateDebut: new Date(`${info?.dateDebutMandat?.split('/').reverse().join('-')}T00:00:00Z`),
        dateFin: new Date(`${info?.dateFinMandat?.split('/').reverse().join('-')}T00:00:00Z`),
        typeJustif: 'CONTRAT_SYNDIC',
        idDocument: doc!.id,
        dateTeleversement: new Date(),
      });
    }
    const id = await repo.creer({
      idCopropriete,
      statut: 'BROUILLON',
      typeImmat,
      typeMaj: typeImmat === 'DEFAULT' ? null : typeImmat,
      idTeledeclarant: auteur.idTeledeclarant,
      idCompteDeclarant: auteur.idCompte,
      idMandat,
      cleCreation: randomUUID(),
      contenu,
    });
    if (id === undefined) throw new Error('Brouillon de test non créé.');
    return { id, idCopropriete, idMandat };
  });
}

/**
 * Déclaration validée (`IMMATRICULATION` par défaut, ou `COURANTE` d'une mise à jour) écrite par le dépôt de
 * l'application, qui devient la déclaration qui fait foi de la copropriété (`id_declaration_courante`).
 */
export async function inscrireDeclarationValidee(
  db: Db,
  options: {
    idCopropriete: number;
    idTeledeclarant: number | null;
    idCompteDeclarant?: number | null;
    statut?: Extract<StatutDeclaration, 'IMMATRICULATION' | 'COURANTE'>;
    typeMaj?: TypeMaj;
    contenu: Declaration;
    /** Champs de liste recopiés sur la copropriété avec le pointeur (nom changé par une mise à jour…). */
    copropriete?: { nom?: string };
  },
): Promise<number> {
  const repo = creerDeclarationRepository(db);
  const id = await repo.creer({
    idCopropriete: options.idCopropriete,
    statut: options.statut ?? 'IMMATRICULATION',
    ...(options.typeMaj ? { typeMaj: options.typeMaj } : {}),
    idTeledeclarant: options.idTeledeclarant,
    idCompteDeclarant: options.idCompteDeclarant ?? null,
    contenu: options.contenu,
  });
  if (id === undefined) throw new Error('Déclaration validée de test non créée.');
  // Une déclaration validée a sa date de validation : elle ordonne les déclarations validées entre elles.
  await db.update(declaration).set({ dateValidation: new Date() }).where(eq(declaration.id, id));
  await db
    .update(copropriete)
    .set({ idDeclarationCourante: id, ...options.copropriete })
    .where(eq(copropriete.id, options.idCopropriete));
  return id;
}

/**
 * Copropriété immatriculée et rattachée à `idTeledeclarant` (mandat courant) dont la déclaration
 * d'immatriculation validée est complète (`saisieComplete`, exercice 2024 par défaut, approuvé ou aux comptes non
 * approuvés).
 */
export async function creerCoproprieteDeclaree(
  db: Db,
  options: {
    idTeledeclarant: number;
    idCompteDeclarant: number;
    comptesNonApprouves?: boolean;
    /** Année de l'exercice déclaré (2024 par défaut). */
    exercice?: number;
  },
) {
  const copro = await creerCoproprieteDeTest(db, {
    etat: 'IMMATRICULEE_RATTACHEE',
    idTeledeclarantCourant: options.idTeledeclarant,
    majComptesNonApprouvesAFaire: options.comptesNonApprouves ?? false,
  });
  const exercice = exerciceComplet(options.exercice ?? 2024);
  const donneesFinancieres = options.comptesNonApprouves
    ? { ...exercice, dateAg: null, comptesNonApprouves: true }
    : exercice;
  const idValidee = await inscrireDeclarationValidee(db, {
    idCopropriete: copro.id,
    idTeledeclarant: options.idTeledeclarant,
    idCompteDeclarant: options.idCompteDeclarant,
    contenu: { immatCopropriete: saisieComplete({ nom: copro.nom, avecMandat: false, donneesFinancieres }) },
  });
  return { ...copro, idValidee };
}
