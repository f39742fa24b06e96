import { createHash, randomUUID } from 'node:crypto';
import {
  ajouterMois,
  aujourdhuiParis,
  type Declaration,
  formaterDateTexte,
  type StatutDeclaration,
  type TypeImmat,
  type TypeMaj,
} from '@registre/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connexion.js';
import { copropriete, declaration, document } from '../db/schema/index.js';
import { creerDeclarationRepository } from '../repositories/declaration.repository.js';
import { creerCoproprieteDeTest } from './coproprietes.js';

/**
 * Fabrique des déclarations de test : une saisie complète et valide par étape (spec 1 §3, règles de spec 2 §5),
 * une déclaration déposable, un brouillon prêt au dépôt, une copropriété immatriculée avec sa déclaration validée.
 */

type Saisie = Declaration['immatCopropriete'];

/** Rang propre à chaque saisie : les déclarations d'un même fichier de test ne sont pas doublons entre elles. */
let rangSuivant = 0;
export const nouveauRang = (): number => {
  rangSuivant += 1;
  return rangSuivant;
};

/** Étape « identification » complète : adresse de référence géolocalisée et parcelle propres au rang `n`. */
export function identificationValide(
  n: number,
  options: { nom?: string; typeImmat?: TypeImmat } = {},
): NonNullable<Saisie['identification']> {
  return {
    nomCopropriete: options.nom ?? `Le Clos numéro ${n}`,
    // Avant le 01/01/2017 pour un syndic ou d'office, après pour une immatriculation initiale (§5.4).
    dateReglementCopropriete: options.typeImmat === 'INITIALE' ? '15/03/2020' : '15/03/1985',
    syndicatPrincipal: true,
    syndicatCooperatif: false,
    residenceService: false,
    nbLots: 20,
    nbLotsHabBurCom: 12,
    nbLotsHab: 10,
    nbLotsStationnement: 8,
    nbAsl: 0,
    nbAful: 0,
    nbUnionsSyndicats: 0,
    adressePrincipale: {
      numeroVoie: String(n),
      voie: `Allée numéro ${n}`,
      codePostal: '69003',
      commune: 'Lyon',
      codeInsee: '69383',
      latitude: 45 + n / 50,
      longitude: 4 + n / 50,
      geolocalisee: true,
      libelle: `${n} Allée numéro ${n} 69003 Lyon`,
    },
    adresseSecondaire: [],
    parcelle: [
      {
        codeInsee: '69383',
        codePostal: '69003',
        prefixe: '000',
        section: 'QA',
        numero: String(1000 + n),
        geolocalisee: true,
      },
    ],
  };
}

/** Étape « procédures » sans arrêté ni procédure en cours. */
export const proceduresSansProcedure = (): NonNullable<Saisie['procedures']> => ({
  flagSecuriteInsalubritePartiesCom: false,
  flagPerilPartiesCom: false,
  flagInsalubritePartiesCom: false,
  flagEquipementsCom: false,
  flagMandatAdhoc: false,
  flagOrdonnanceCarence: false,
  arretes: [],
  mandatAdHoc: {},
  ordonnanceCarence: {},
});

/** Étape « données financières » : exercice civil `annee` complet, AG au printemps suivant (§5.5). */
export const exerciceComplet = (annee: number) => ({
  premierExerciceComptable: false,
  dateDebutExercice: `01/01/${annee}`,
  dateClotureComptes: `31/12/${annee}`,
  dateAg: `20/03/${annee + 1}`,
  chargesOperationsCourantes: 50_000,
  chargesOperationsExceptionnelles: 0,
  montantDettes: 0,
  montantImpayesCoproprietaires: 0,
  nbCoproprietairesImpayes: 0,
  montantFondTravaux: 1_000,
  presenceEmployes: false,
});

/** Étape « données techniques » : deux bâtiments, étiquettes non déterminées. */
export const donneesTechniquesValides = (): NonNullable<Saisie['donneesTechniques']> => ({
  nbBatimentsTotal: 2,
  periodeConstruction: 'DE_1975_A_1993',
  typeChauffage: 'INDIVIDUEL',
  nbAscenseurs: 1,
  classementEnergetique: {
    ETIQ_A: 0,
    ETIQ_B: 0,
    ETIQ_C: 0,
    ETIQ_D: 0,
    ETIQ_E: 0,
    ETIQ_F: 0,
    ETIQ_G: 0,
    ETIQ_NON_DETERMINE: 2,
  },
  pptInscritAG: false,
  ppt: false,
});

/** Étape « informations de rattachement » : contrat de syndic de douze mois commencé le mois dernier. */
export function infoRattachementValide(): NonNullable<Saisie['infoRattachement']> {
  const aujourdhui = aujourdhuiParis(new Date());
  return {
    adminProvisoire: false,
    typeJustifMandat: 'CONTRAT_SYNDIC',
    dateDebutMandat: formaterDateTexte(ajouterMois(aujourdhui, -1)),
    dateFinMandat: formaterDateTexte(ajouterMois(aujourdhui, 11)),
  };
}

/**
 * Saisie complète et valide des cinq parties. Sans `donneesFinancieres`, les données financières sont déclarées
 * inconnues ; l'étape du mandat n'est là que pour une immatriculation par le syndic (`DEFAULT`), sauf
 * `avecMandat: false` (une mise à jour ne porte pas le mandat : il a ses propres écrans).
 */
export function saisieComplete(
  options: {
    n?: number;
    nom?: string;
    typeImmat?: TypeImmat;
    avecMandat?: boolean;
    donneesFinancieres?: Saisie['donneesFinancieres'];
  } = {},
): Saisie {
  const n = options.n ?? nouveauRang();
  const typeImmat = options.typeImmat ?? 'DEFAULT';
  const avecMandat = options.avecMandat ?? typeImmat === 'DEFAULT';
  return {
    identification: identificationValide(n, { nom: options.nom, typeImmat }),
    procedures: proceduresSansProcedure(),
    donneesFinancieres: options.donneesFinancieres ?? { donneesFinancieresInconnues: true },
    donneesTechniques: donneesTechniquesValides(),
    ...(avecMandat ? { infoRattachement: infoRattachementValide() } : {}),
  };
}

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
