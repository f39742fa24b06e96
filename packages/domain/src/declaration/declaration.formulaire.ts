import { z } from 'zod';
import { estDateTexteValide, lireDateTexte } from '../commun/dates.js';
import { NomCopropriete, NumeroImmatriculation, Siret } from '../commun/formats.js';
import { Identifiant } from '../commun/identifiant.js';
import { normaliserDeclaration } from '../commun/normalisation.js';
import { type Constat, fusionnerResultats, type ResultatRegles } from '../commun/resultat.js';
import { erreursDuChamp, texte } from '../commun/texte.js';
import { LONGUEUR_MAX_NOM_COPROPRIETE } from '../constants.js';
import {
  type ContexteReglement,
  verifierBatiments,
  verifierDatesProcedures,
  verifierIdentificationCopropriete,
} from '../copropriete/copropriete.rules.js';
import { Adresse, Parcelle } from '../copropriete/copropriete.schema.js';
import { DocumentMetadonnees } from '../document/document.schema.js';
import {
  champ,
  cheminsEtape,
  type DescripteurChamp,
  type Description,
  type Etapes,
  etape,
  schemaBrouillonFormulaire,
  schemaSoumission,
  type ValeursBrouillon,
} from '../formulaire/descripteurs.js';
import { verifierMandat } from '../mandat/mandat.rules.js';
import { messagesGeneriques } from '../messages/generiques.js';
import { type CodeRegle, messageRegle } from '../messages/regles.js';
import type { TypeImmat, TypeMaj } from '../referentiels/declaration.js';
import {
  EnergieChauffage,
  EtiquetteEnergetique,
  energieChauffageLabels,
  etiquetteEnergetiqueLabels,
  PeriodeConstruction,
  periodeConstructionLabels,
  TypeChauffage,
  typeChauffageLabels,
} from '../referentiels/donnees-techniques.js';
import {
  TypeJustifMandat,
  typeJustifMandatLabels,
  typesJustifMandatAutorises,
} from '../referentiels/mandat.js';
import {
  drapeauDuTypeArrete,
  TYPE_ARRETE_PAR_DEFAUT,
  TypeArrete,
  typeArreteLabels,
} from '../referentiels/procedures.js';
import { CHAMPS_REGLES } from '../regles/champs.js';
import { constatRegle } from '../regles/constat.js';
import { SEUILS_REGLES } from '../regles/seuils-regles.js';
import type { Declaration, DonneesFinancieres, ImmatCopropriete } from './declaration.schema.js';
import { type ContexteExercice, type ExercicePrecedent, verifierExercice } from './exercice.rules.js';
import { dateReferencePlanTravaux, obligationPlanTravaux, type ResultatPlanTravaux } from './plan-travaux.js';
import { verifierCoproprietairesImpayes, verifierSeuilMandatAdHoc } from './procedures.rules.js';

/**
 * Formulaire de déclaration d'une copropriété (spec 1 §2 « Registration stepper », spec 1 §3, spec 2 §5 ;
 * ADR 0101, 0150) : chaque champ de la déclaration décrit une fois, sur son étape, et pour chaque étape
 * ses règles entre champs, branchées sur les règles du domaine. Le navigateur et le serveur (brouillons,
 * dépôt) appliquent les mêmes fonctions.
 *
 * - Les valeurs ont la forme de `ImmatCopropriete` (`declaration.schema.ts`) : une étape = une partie.
 * - Les descripteurs portent les formats ; les bornes métier (lots, structures, bâtiments, dates) sont des
 *   règles (`reglesEtapeDeclaration`) qui renvoient erreurs bloquantes et avertissements à confirmer
 *   (ADR 0100), avec leurs codes stables.
 * - Un champ demandé seulement dans certains cas (données financières quand elles sont connues, date de
 *   l'arrêté quand la case est cochée…) est facultatif pour le schéma et exigé par la règle de l'étape.
 */

const S = SEUILS_REGLES;

// ——— Schémas de valeur, avec le libellé du champ dans leurs messages ———

/** Date « jj/mm/aaaa » nommée : « La date de début du mandat est obligatoire. » */
function date(libelle: string) {
  return texte({ max: 100, libelle }).refine((valeur) => estDateTexteValide(valeur), {
    error: messagesGeneriques.date,
  });
}

/** Réponse oui / non. */
function ouiNon(libelle = 'La réponse') {
  return z.boolean({ error: erreursDuChamp(libelle) });
}

/** Nombre entier positif ou nul ; les bornes métier relèvent des règles. */
function entier(libelle: string) {
  return z
    .number({ error: erreursDuChamp(libelle) })
    .int({ error: `${libelle} doit être un nombre entier.` })
    .min(0, { error: `${libelle} ne peut pas être négatif.` });
}

/** Montant en euros, positif ou nul, au centime près. */
function montant(libelle: string) {
  return z
    .number({ error: erreursDuChamp(libelle) })
    .min(0, { error: `${libelle} ne peut pas être négatif.` })
    .refine((valeur) => Math.abs(Math.round(valeur * 100) - valeur * 100) < 1e-6, {
      error: `${libelle} ne peut pas comporter plus de deux décimales.`,
    });
}

const OPTIONS_OUI_NON = [
  { valeur: 'true', libelle: 'Oui' },
  { valeur: 'false', libelle: 'Non' },
] as const;

function options<T extends string>(valeurs: readonly T[], libelles: Record<T, string>) {
  return valeurs.map((valeur) => ({ valeur, libelle: libelles[valeur] }));
}

const AIDE_DATE = 'Format attendu : jj/mm/aaaa';
const AIDE_MONTANT = 'En euros, par exemple 12500 ou 12500,50';

// ——— Sous-formulaires des listes ———

/** Champs d'un arrêté de police administrative (ligne de `procedures.arretes`). */
export const champsArrete = {
  type: champ({
    libelle: "Type d'arrêté",
    saisie: 'choix',
    options: options(TypeArrete.options, typeArreteLabels),
    valeur: TypeArrete,
  }),
  dateArrete: champ({
    libelle: "Date de l'arrêté",
    aide: AIDE_DATE,
    saisie: 'date',
    facultatif: true,
    valeur: date("La date de l'arrêté"),
  }),
  dateMainLevee: champ({
    libelle: 'Date de mainlevée',
    aide: `${AIDE_DATE}. À renseigner si l'arrêté a été levé.`,
    saisie: 'date',
    facultatif: true,
    valeur: date('La date de mainlevée'),
  }),
} as const;

/** Nombre de bâtiments par étiquette énergétique (`donneesTechniques.classementEnergetique`). */
export const champsClassementEnergetique = Object.fromEntries(
  EtiquetteEnergetique.options.map((etiquette) => [
    etiquette,
    champ({
      libelle: etiquetteEnergetiqueLabels[etiquette],
      aide: 'Nombre de bâtiments',
      saisie: 'nombre',
      facultatif: true,
      min: 0,
      valeur: entier(`Le nombre de bâtiments (${etiquetteEnergetiqueLabels[etiquette]})`),
    }),
  ]),
) as unknown as Record<EtiquetteEnergetique, DescripteurChamp>;

// ——— Étapes ———

/** Étape « informations de rattachement » : le mandat du syndic déclarant et son justificatif. */
export const etapeInfoRattachement = etape({
  titre: 'Informations de rattachement',
  champs: {
    id: champ({ libelle: 'Identifiant du mandat', saisie: 'interne', facultatif: true, valeur: Identifiant }),
    adminProvisoire: champ({
      libelle: 'Êtes-vous administrateur provisoire de la copropriété ?',
      aide: "Administrateur provisoire nommé par le juge : le justificatif est l'ordonnance de nomination.",
      saisie: 'ouiNon',
      options: OPTIONS_OUI_NON,
      valeur: ouiNon(),
    }),
    dateDebutMandat: champ({
      libelle: 'Date de début du mandat',
      aide: AIDE_DATE,
      saisie: 'date',
      valeur: date('La date de début du mandat'),
    }),
    dateFinMandat: champ({
      libelle: 'Date de fin du mandat',
      aide: `${AIDE_DATE}. Un mandat dure normalement 12 mois et moins de 3 ans.`,
      saisie: 'date',
      valeur: date('La date de fin du mandat'),
    }),
    typeJustifMandat: champ({
      libelle: 'Type de justificatif du mandat',
      saisie: 'choix',
      options: options(TypeJustifMandat.options, typeJustifMandatLabels),
      valeur: TypeJustifMandat,
    }),
    justifMandat: champ({
      libelle: 'Justificatif du mandat',
      aide: 'Un fichier PDF de 5 Mo au plus.',
      saisie: 'fichier',
      facultatif: true,
      valeur: z.object(DocumentMetadonnees.shape, { error: erreursDuChamp('Le justificatif du mandat') }),
    }),
    idDocument: champ({
      libelle: 'Identifiant du justificatif',
      saisie: 'interne',
      facultatif: true,
      valeur: Identifiant,
    }),
    nomFichierJustifMandat: champ({
      libelle: 'Nom du fichier justificatif',
      saisie: 'interne',
      facultatif: true,
      valeur: texte({ max: 255, libelle: 'Le nom du justificatif de mandat' }),
    }),
    dateTeleversement: champ({
      libelle: 'Date de dépôt du justificatif',
      saisie: 'interne',
      facultatif: true,
      valeur: date('La date de dépôt du justificatif'),
    }),
  },
});

/** Étape « identification » : la copropriété, ses lots, ses adresses et ses parcelles. */
export const etapeIdentification = etape({
  titre: 'Identification de la copropriété',
  champs: {
    nomCopropriete: champ({
      libelle: 'Nom de la copropriété',
      aide: `${LONGUEUR_MAX_NOM_COPROPRIETE} caractères au plus`,
      saisie: 'texte',
      longueurMax: LONGUEUR_MAX_NOM_COPROPRIETE,
      valeur: NomCopropriete,
    }),
    numImmatriculationCopropriete: champ({
      libelle: "Numéro d'immatriculation",
      saisie: 'interne',
      facultatif: true,
      valeur: NumeroImmatriculation,
    }),
    adressePrincipale: champ({
      libelle: 'Adresse de référence',
      aide: 'Un seul numéro de voie (par exemple 12 ou 12 bis).',
      saisie: 'adresse',
      facultatif: true,
      valeur: z.object(Adresse.shape, { error: erreursDuChamp("L'adresse de référence") }),
    }),
    adresseSecondaire: champ({
      libelle: 'Adresses complémentaires',
      saisie: 'liste',
      facultatif: true,
      valeur: z
        .array(Adresse, { error: erreursDuChamp('Les adresses complémentaires') })
        .max(50, { error: 'Une copropriété compte au plus 50 adresses complémentaires.' }),
    }),
    parcelle: champ({
      libelle: 'Parcelles cadastrales',
      aide: 'Au moins une parcelle géolocalisée.',
      saisie: 'liste',
      facultatif: true,
      valeur: z
        .array(Parcelle, { error: erreursDuChamp('Les parcelles') })
        .max(200, { error: 'Une copropriété compte au plus 200 parcelles.' }),
    }),
    dateReglementCopropriete: champ({
      libelle: 'Date du règlement de copropriété',
      aide: `${AIDE_DATE}. Date de publication du règlement.`,
      saisie: 'date',
      valeur: date('La date du règlement de copropriété'),
    }),
    siret: champ({
      libelle: 'SIRET du syndicat de copropriétaires',
      aide: '14 chiffres, si le syndicat en a un',
      saisie: 'texte',
      longueurMax: 14,
      facultatif: true,
      valeur: Siret,
    }),
    syndicatPrincipal: champ({
      libelle: 'Le syndicat est-il un syndicat principal ?',
      aide: 'Répondez non pour un syndicat secondaire.',
      saisie: 'ouiNon',
      options: OPTIONS_OUI_NON,
      valeur: ouiNon(),
    }),
    numImmatriculationCoproprietePrincipale: champ({
      libelle: "Numéro d'immatriculation de la copropriété principale",
      aide: 'Format attendu : AA1234567 ou AA1-234-567',
      saisie: 'texte',
      longueurMax: 11,
      facultatif: true,
      valeur: NumeroImmatriculation,
    }),
    residenceService: champ({
      libelle: 'La copropriété est-elle une résidence-services ?',
      saisie: 'ouiNon',
      options: OPTIONS_OUI_NON,
      valeur: ouiNon(),
    }),
    syndicatCooperatif: champ({
      libelle: 'Le syndicat est-il coopératif ?',
      saisie: 'ouiNon',
      options: OPTIONS_OUI_NON,
      valeur: ouiNon(),
    }),
    nbAsl: champ({
      libelle: "Nombre d'associations syndicales libres (ASL)",
      aide: `De 0 à ${S.structuresAssocieesMax}`,
      saisie: 'nombre',
      facultatif: true,
      min: 0,
      max: S.structuresAssocieesMax,
      valeur: entier("Le nombre d'ASL"),
    }),
    nbAful: champ({
      libelle: "Nombre d'associations foncières urbaines libres (AFUL)",
      aide: `De 0 à ${S.structuresAssocieesMax}`,
      saisie: 'nombre',
      facultatif: true,
      min: 0,
      max: S.structuresAssocieesMax,
      valeur: entier("Le nombre d'AFUL"),
    }),
    nbUnionsSyndicats: champ({
      libelle: 'Nombre d’unions de syndicats',
      aide: `De 0 à ${S.structuresAssocieesMax}`,
      saisie: 'nombre',
      facultatif: true,
      min: 0,
      max: S.structuresAssocieesMax,
      valeur: entier("Le nombre d'unions de syndicats"),
    }),
    nbLots: champ({
      libelle: 'Nombre total de lots',
      aide: `De ${S.lotsTotalMin} à ${S.lotsMax}`,
      saisie: 'nombre',
      min: S.lotsTotalMin,
      max: S.lotsMax,
      valeur: entier('Le nombre total de lots'),
    }),
    nbLotsHabBurCom: champ({
      libelle: "Nombre de lots à usage d'habitation, de bureaux ou de commerces",
      aide: `De ${S.lotsHabBurComMin} à ${S.lotsMax}`,
      saisie: 'nombre',
      min: S.lotsHabBurComMin,
      max: S.lotsMax,
      valeur: entier("Le nombre de lots à usage d'habitation, de bureaux ou de commerces"),
    }),
    nbLotsHab: champ({
      libelle: "Nombre de lots à usage d'habitation",
      aide: `De ${S.lotsHabMin} à ${S.lotsMax}, au plus le nombre précédent`,
      saisie: 'nombre',
      min: S.lotsHabMin,
      max: S.lotsMax,
      valeur: entier("Le nombre de lots à usage d'habitation"),
    }),
    nbLotsStationnement: champ({
      libelle: 'Nombre de lots de stationnement',
      aide: `De ${S.lotsStationnementMin} à ${S.lotsMax}`,
      saisie: 'nombre',
      min: S.lotsStationnementMin,
      max: S.lotsMax,
      valeur: entier('Le nombre de lots de stationnement'),
    }),
  },
});

/** Étape « procédures » : arrêtés, mandat ad hoc, ordonnance de carence. */
export const etapeProcedures = etape({
  titre: 'Procédures administratives et judiciaires',
  champs: {
    flagSecuriteInsalubritePartiesCom: champ({
      libelle:
        "Les parties communes font-elles l'objet d'un arrêté de mise en sécurité ou de traitement de l'insalubrité ?",
      saisie: 'ouiNon',
      options: OPTIONS_OUI_NON,
      valeur: ouiNon(),
    }),
    flagPerilPartiesCom: champ({
      libelle: "Les parties communes font-elles l'objet d'un arrêté de péril ?",
      saisie: 'ouiNon',
      options: OPTIONS_OUI_NON,
      valeur: ouiNon(),
    }),
    flagInsalubritePartiesCom: champ({
      libelle: "Les parties communes font-elles l'objet d'un arrêté d'insalubrité ?",
      saisie: 'ouiNon',
      options: OPTIONS_OUI_NON,
      valeur: ouiNon(),
    }),
    flagEquipementsCom: champ({
      libelle: "Les équipements communs font-ils l'objet d'un arrêté relatif à leur sécurité ?",
      saisie: 'ouiNon',
      options: OPTIONS_OUI_NON,
      valeur: ouiNon(),
    }),
    arretes: champ({
      libelle: 'Arrêtés',
      aide: 'Un arrêté par case cochée ; seuls ceux dont la case est cochée sont gardés.',
      saisie: 'liste',
      facultatif: true,
      valeur: z
        .array(
          z.object(
            {
              id: Identifiant.nullish(),
              type: champsArrete.type.valeur,
              dateArrete: champsArrete.dateArrete.valeur.nullish(),
              dateMainLevee: champsArrete.dateMainLevee.valeur.nullish(),
            },
            { error: erreursDuChamp("L'arrêté") },
          ),
          { error: erreursDuChamp('Les arrêtés') },
        )
        .max(20, { error: 'Une déclaration compte au plus 20 arrêtés.' }),
    }),
    flagMandatAdhoc: champ({
      libelle: 'Un mandataire ad hoc a-t-il été désigné ?',
      saisie: 'ouiNon',
      options: OPTIONS_OUI_NON,
      valeur: ouiNon(),
    }),
    mandatAdHoc: {
      dateNomination: champ({
        libelle: 'Date de nomination du mandataire ad hoc',
        aide: AIDE_DATE,
        saisie: 'date',
        facultatif: true,
        valeur: date('La date de nomination du mandataire ad hoc'),
      }),
      dateFinMission: champ({
        libelle: 'Date de fin de mission du mandataire ad hoc',
        aide: `${AIDE_DATE}. Elle peut être future.`,
        saisie: 'date',
        facultatif: true,
        valeur: date('La date de fin de mission'),
      }),
    },
    flagOrdonnanceCarence: champ({
      libelle: 'Une ordonnance de carence a-t-elle été prononcée ?',
      saisie: 'ouiNon',
      options: OPTIONS_OUI_NON,
      valeur: ouiNon(),
    }),
    ordonnanceCarence: {
      dateOrdonnance: champ({
        libelle: "Date de l'ordonnance de carence",
        aide: AIDE_DATE,
        saisie: 'date',
        facultatif: true,
        valeur: date("La date de l'ordonnance de carence"),
      }),
    },
  },
});

/** Étape « données financières » : le dernier exercice comptable clos. */
export const etapeDonneesFinancieres = etape({
  titre: 'Données financières',
  champs: {
    donneesFinancieresInconnues: champ({
      libelle: 'Je ne dispose pas des données financières du dernier exercice clos',
      aide: 'Par exemple pour une copropriété nouvelle dont le premier exercice n’est pas clos.',
      saisie: 'case',
      facultatif: true,
      valeur: ouiNon(),
    }),
    premierExerciceComptable: champ({
      libelle: "S'agit-il du premier exercice comptable de la copropriété ?",
      saisie: 'ouiNon',
      options: OPTIONS_OUI_NON,
      facultatif: true,
      valeur: ouiNon(),
    }),
    dateDebutExercice: champ({
      libelle: "Date de début de l'exercice comptable",
      aide: AIDE_DATE,
      saisie: 'date',
      facultatif: true,
      valeur: date("La date de début de l'exercice"),
    }),
    dateClotureComptes: champ({
      libelle: 'Date de clôture des comptes',
      aide: `${AIDE_DATE}. L'exercice dure normalement 12 mois, moins de 18 mois.`,
      saisie: 'date',
      facultatif: true,
      valeur: date('La date de clôture des comptes'),
    }),
    comptesNonApprouves: champ({
      libelle: "Les comptes de l'exercice n'ont pas encore été approuvés par l'assemblée générale",
      saisie: 'case',
      facultatif: true,
      valeur: ouiNon(),
    }),
    dateAg: champ({
      libelle: "Date de l'assemblée générale qui a approuvé les comptes",
      aide: AIDE_DATE,
      saisie: 'date',
      facultatif: true,
      valeur: date("La date de l'assemblée générale"),
    }),
    chargesOperationsCourantes: champ({
      libelle: 'Charges pour opérations courantes',
      aide: AIDE_MONTANT,
      saisie: 'nombre',
      facultatif: true,
      min: 0,
      valeur: montant('Le montant des charges pour opérations courantes'),
    }),
    chargesOperationsExceptionnelles: champ({
      libelle: 'Charges pour travaux et opérations exceptionnelles',
      aide: AIDE_MONTANT,
      saisie: 'nombre',
      facultatif: true,
      min: 0,
      valeur: montant('Le montant des charges pour opérations exceptionnelles'),
    }),
    montantDettes: champ({
      libelle: 'Dettes fournisseurs et autres dettes',
      aide: AIDE_MONTANT,
      saisie: 'nombre',
      facultatif: true,
      min: 0,
      valeur: montant('Le montant des dettes'),
    }),
    montantImpayesCoproprietaires: champ({
      libelle: 'Montant des impayés des copropriétaires',
      aide: AIDE_MONTANT,
      saisie: 'nombre',
      facultatif: true,
      min: 0,
      valeur: montant('Le montant des impayés'),
    }),
    nbCoproprietairesImpayes: champ({
      libelle: 'Nombre de copropriétaires débiteurs de plus de 300 €',
      saisie: 'nombre',
      facultatif: true,
      min: 0,
      valeur: entier('Le nombre de copropriétaires débiteurs'),
    }),
    montantFondTravaux: champ({
      libelle: 'Montant du fonds de travaux',
      aide: AIDE_MONTANT,
      saisie: 'nombre',
      facultatif: true,
      min: 0,
      valeur: montant('Le montant du fonds de travaux'),
    }),
    presenceEmployes: champ({
      libelle: 'Le syndicat emploie-t-il du personnel ?',
      saisie: 'ouiNon',
      options: OPTIONS_OUI_NON,
      facultatif: true,
      valeur: ouiNon(),
    }),
  },
});

/** Étape « données techniques » : bâtiments, chauffage, énergie, plan pluriannuel de travaux. */
export const etapeDonneesTechniques = etape({
  titre: 'Données techniques',
  champs: {
    nbBatimentsTotal: champ({
      libelle: 'Nombre total de bâtiments',
      aide: 'Au moins 1',
      saisie: 'nombre',
      min: 1,
      valeur: entier('Le nombre total de bâtiments'),
    }),
    classementEnergetique: champ({
      libelle: 'Nombre de bâtiments par étiquette énergétique',
      aide: 'Étiquette du diagnostic de performance énergétique de chaque bâtiment.',
      saisie: 'liste',
      facultatif: true,
      valeur: z.partialRecord(EtiquetteEnergetique, entier('Le nombre de bâtiments de cette étiquette'), {
        error: erreursDuChamp('Le classement énergétique'),
      }),
    }),
    anneeConstruction: champ({
      libelle: 'Année de construction',
      aide: 'Quatre chiffres, par exemple 1972 ; sinon choisissez une période.',
      saisie: 'nombre',
      facultatif: true,
      min: 1000,
      valeur: entier("L'année de construction"),
    }),
    periodeConstruction: champ({
      libelle: 'Période de construction',
      saisie: 'choix',
      facultatif: true,
      options: options(PeriodeConstruction.options, periodeConstructionLabels),
      valeur: PeriodeConstruction,
    }),
    typeChauffage: champ({
      libelle: 'Type de chauffage',
      saisie: 'choix',
      options: options(TypeChauffage.options, typeChauffageLabels),
      valeur: TypeChauffage,
    }),
    chauffageCollectifUrbain: champ({
      libelle: 'Le chauffage collectif est-il raccordé à un réseau de chaleur urbain ?',
      saisie: 'ouiNon',
      options: OPTIONS_OUI_NON,
      facultatif: true,
      valeur: ouiNon(),
    }),
    energieChauffageCollectifNonUrbain: champ({
      libelle: 'Énergie du chauffage collectif',
      saisie: 'choix',
      facultatif: true,
      options: options(EnergieChauffage.options, energieChauffageLabels),
      valeur: EnergieChauffage,
    }),
    nbAscenseurs: champ({
      libelle: "Nombre d'ascenseurs",
      saisie: 'nombre',
      facultatif: true,
      min: 0,
      valeur: entier("Le nombre d'ascenseurs"),
    }),
    pptInscritAG: champ({
      libelle:
        "Le projet de plan pluriannuel de travaux a-t-il été inscrit à l'ordre du jour de l'assemblée générale ?",
      saisie: 'ouiNon',
      options: OPTIONS_OUI_NON,
      facultatif: true,
      valeur: ouiNon(),
    }),
    ppt: champ({
      libelle: 'Le plan pluriannuel de travaux a-t-il été adopté ?',
      saisie: 'ouiNon',
      options: OPTIONS_OUI_NON,
      facultatif: true,
      valeur: ouiNon(),
    }),
    pptDate: champ({
      libelle: "Date d'adoption du plan pluriannuel de travaux",
      aide: AIDE_DATE,
      saisie: 'date',
      facultatif: true,
      valeur: date("La date d'adoption du plan pluriannuel de travaux"),
    }),
  },
});

/** Les cinq étapes de saisie, chacune sous le nom de sa partie dans `immatCopropriete`. */
export const etapesDeclaration = {
  infoRattachement: etapeInfoRattachement,
  identification: etapeIdentification,
  procedures: etapeProcedures,
  donneesFinancieres: etapeDonneesFinancieres,
  donneesTechniques: etapeDonneesTechniques,
} as const satisfies Etapes;

export type CleEtapeDeclaration = keyof typeof etapesDeclaration;

/** Étapes du parcours `/immatriculer-copropriete` (spec 1 §2), dans l'ordre, avec leur segment d'adresse. */
export const PARCOURS_DECLARATION = [
  { segment: 'infos-rattachement', cle: 'infoRattachement', titre: etapeInfoRattachement.titre },
  { segment: 'identification', cle: 'identification', titre: etapeIdentification.titre },
  { segment: 'procedures', cle: 'procedures', titre: etapeProcedures.titre },
  { segment: 'donnees-financieres', cle: 'donneesFinancieres', titre: etapeDonneesFinancieres.titre },
  { segment: 'donnees-techniques', cle: 'donneesTechniques', titre: etapeDonneesTechniques.titre },
  { segment: 'recapitulatif', cle: null, titre: 'Récapitulatif' },
  { segment: 'doublons', cle: null, titre: 'Copropriétés similaires' },
] as const satisfies readonly { segment: string; cle: CleEtapeDeclaration | null; titre: string }[];

export type SegmentParcours = (typeof PARCOURS_DECLARATION)[number]['segment'];

/** Brouillon : tout peut manquer, une valeur saisie respecte son format (ADR 0101). */
export const BrouillonImmatCopropriete = schemaBrouillonFormulaire(etapesDeclaration);
export type BrouillonImmatCopropriete = z.infer<typeof BrouillonImmatCopropriete>;

/** Valeurs d'une étape telles que le formulaire les tient. */
export type ValeursEtapeDeclaration<K extends CleEtapeDeclaration> = ValeursBrouillon<
  (typeof etapesDeclaration)[K]['champs']
>;

/** Chemins complets des champs d'une étape (`identification.nbLots`…). */
export function cheminsEtapeDeclaration(cle: CleEtapeDeclaration): string[] {
  return cheminsEtape(etapesDeclaration, cle);
}

// ——— Contexte des règles ———

/** Ce qui, hors de la saisie, décide des règles : qui déclare, quoi, quel jour, l'exercice précédent. */
export interface ContexteDeclaration {
  /** Date du jour à Paris (`aujourdhuiParis`) : le domaine ne lit jamais l'horloge. */
  aujourdhui: Date;
  /** Fenêtre de la date du règlement selon le déclarant (ADR 0023). */
  reglement: ContexteReglement;
  /** Le déclarant déclare son mandat (syndic qui immatricule) : étape « informations de rattachement ». */
  avecMandat: boolean;
  /** Mise à jour annuelle : règles de l'exercice « clôture inchangée » (§5.5). */
  estMajAnnuelle: boolean;
  /** Exercice de la dernière déclaration annuelle, s'il y en a une. */
  exercicePrecedent?: ExercicePrecedent | null;
}

const TYPES_MISE_A_JOUR: ReadonlySet<TypeMaj> = new Set<TypeMaj>([
  'STANDARD',
  'ANNUELLE',
  'COMPTESNONAPPROUVES',
  'MODIFICATION_ADMIN',
]);

/**
 * Contexte des règles d'une déclaration d'après sa nature : une immatriculation initiale ou d'office
 * vient d'un notaire (pas de mandat à déclarer), une mise à jour ne redéclare pas le mandat (il a ses
 * propres écrans), toute autre immatriculation vient d'un syndic. Une modification de demande
 * (`MODIF_DEMANDE`) garde la nature de l'immatriculation qu'elle modifie (`typeImmat`).
 */
export function contexteDeclaration(
  declaration: { typeImmat?: TypeImmat | null; typeMaj?: TypeMaj | null },
  options: { aujourdhui: Date; exercicePrecedent?: ExercicePrecedent | null },
): ContexteDeclaration {
  const { typeImmat, typeMaj } = declaration;
  const miseAJour = typeMaj !== null && typeMaj !== undefined && TYPES_MISE_A_JOUR.has(typeMaj);
  const office = typeImmat === 'OFFICE' || typeMaj === 'OFFICE';
  const initiale = typeImmat === 'INITIALE' || typeMaj === 'INITIALE';
  const reglement: ContexteReglement = miseAJour
    ? 'MISE_A_JOUR'
    : office
      ? 'IMMATRICULATION_NOTAIRE_OFFICE'
      : initiale
        ? 'IMMATRICULATION_NOTAIRE_INITIALE'
        : 'IMMATRICULATION_SYNDIC';
  return {
    aujourdhui: options.aujourdhui,
    reglement,
    avecMandat: reglement === 'IMMATRICULATION_SYNDIC',
    estMajAnnuelle: typeMaj === 'ANNUELLE',
    exercicePrecedent: options.exercicePrecedent ?? null,
  };
}

/**
 * Exercice précédent d'une mise à jour (spec 2 §5.5), lu de l'exercice de sa déclaration de référence : la
 * dernière déclaration validée, ou, pour une correction de la dernière annuelle, celle qui la précédait
 * (ADR 0171). Seule l'annuelle déclare un nouvel exercice et se vérifie contre le précédent : toute autre
 * nature n'en a pas (`null`). Une seule règle, pour le parcours web et la revérification du serveur.
 */
export function exercicePrecedentDeReference(
  typeMaj: TypeMaj | null | undefined,
  donneesFinancieres: Pick<DonneesFinancieres, 'dateClotureComptes' | 'dateAg'> | null | undefined,
  dateDernierChangementCloture?: string | null,
): ExercicePrecedent | null {
  if (typeMaj !== 'ANNUELLE') return null;
  return {
    dateCloture: lireDateTexte(donneesFinancieres?.dateClotureComptes),
    dateAg: lireDateTexte(donneesFinancieres?.dateAg),
    // Date d'effet du dernier changement de jour ou de mois de clôture, tirée par le serveur des clôtures
    // validées (`dateDernierChangementCloture`) : le délai de 4 ans court depuis elle.
    dateDernierChangementCloture: lireDateTexte(dateDernierChangementCloture),
  };
}

/** Étapes de saisie demandées dans ce contexte (le notaire et les mises à jour n'ont pas de mandat à déclarer). */
export function etapesApplicables(contexte: Pick<ContexteDeclaration, 'avecMandat'>): CleEtapeDeclaration[] {
  const cles = Object.keys(etapesDeclaration) as CleEtapeDeclaration[];
  return contexte.avecMandat ? cles : cles.filter((cle) => cle !== 'infoRattachement');
}

// ——— Champs demandés selon la saisie (affichage et règles) ———

/** Valeurs d'une déclaration en cours, toutes parties facultatives (brouillon ou soumission). */
export type SaisieDeclaration = ImmatCopropriete | BrouillonImmatCopropriete;

type Partie<K extends keyof ImmatCopropriete> = NonNullable<ImmatCopropriete[K]>;

/** Syndicat secondaire : le numéro de la copropriété principale est demandé. */
export function demandeNumeroPrincipal(identification: Partie<'identification'> | null | undefined): boolean {
  return identification?.syndicatPrincipal === false;
}

/** Données financières connues : les champs de l'exercice sont demandés. */
export function demandeDonneesFinancieres(donnees: Partie<'donneesFinancieres'> | null | undefined): boolean {
  return donnees?.donneesFinancieresInconnues !== true;
}

/** Chauffage collectif (ou mixte) : on demande s'il est urbain ; non urbain, son énergie. */
export function demandeChauffageCollectif(donnees: Partie<'donneesTechniques'> | null | undefined): boolean {
  return donnees?.typeChauffage === 'COLLECTIF' || donnees?.typeChauffage === 'MIXTE';
}

export function demandeEnergieChauffage(donnees: Partie<'donneesTechniques'> | null | undefined): boolean {
  return demandeChauffageCollectif(donnees) && donnees?.chauffageCollectifUrbain === false;
}

/**
 * Plan pluriannuel de travaux (ADR 0037) : obligation de la copropriété à la date de l'AG déclarée,
 * sinon à la date du jour ; lots et année ou période de construction lus dans la saisie.
 */
export function planTravauxDeclaration(saisie: SaisieDeclaration, aujourdhui: Date): ResultatPlanTravaux {
  const identification = saisie.identification ?? {};
  const techniques = saisie.donneesTechniques ?? {};
  return obligationPlanTravaux(
    {
      nbLots: identification.nbLots ?? null,
      nbLotsHabBurCom: identification.nbLotsHabBurCom ?? null,
      anneeConstruction: techniques.anneeConstruction ?? null,
      periodeConstruction: techniques.periodeConstruction ?? null,
    },
    dateReferencePlanTravaux({
      dateAg: lireDateTexte(saisie.donneesFinancieres?.dateAg ?? null),
      dateDeclaration: aujourdhui,
    }),
  );
}

// ——— Règles de chaque étape ———

const vide = (): ResultatRegles => ({ erreurs: [], avertissements: [] });
const erreurs = (liste: Constat[]): ResultatRegles => ({ erreurs: liste, avertissements: [] });
const jour = (texteDate: string | null | undefined): Date | null => lireDateTexte(texteDate ?? null);
const renseigne = (valeur: unknown): boolean =>
  valeur !== null && valeur !== undefined && !(typeof valeur === 'string' && valeur.trim() === '');

/** Constat « champ demandé » sur chaque chemin dont la valeur manque. */
function exiger(valeurs: readonly (readonly [string, unknown])[], code: CodeRegle): Constat[] {
  return valeurs
    .filter(([, valeur]) => !renseigne(valeur))
    .map(([chemin]) => ({ champ: chemin, code, message: messageRegle(code) }));
}

/**
 * Informations de rattachement (§5.3) : dates et durée du mandat (avertissement hors 12 mois), type de
 * justificatif permis par la nature du mandat (`typeDePiecesJustif?adminProvisoire`) et justificatif
 * déposé. Rien à vérifier quand le déclarant n'a pas de mandat à déclarer.
 */
export function reglesInfoRattachement(
  saisie: SaisieDeclaration,
  contexte: ContexteDeclaration,
): ResultatRegles {
  if (!contexte.avecMandat) return vide();
  const info = saisie.infoRattachement ?? {};
  const mandat = verifierMandat(
    { dateDebutMandat: jour(info.dateDebutMandat), dateFinMandat: jour(info.dateFinMandat) },
    contexte.aujourdhui,
  );
  const constats: Constat[] = [];
  const type = info.typeJustifMandat;
  if (
    type !== null &&
    type !== undefined &&
    typeof info.adminProvisoire === 'boolean' &&
    !typesJustifMandatAutorises(info.adminProvisoire).includes(type)
  ) {
    constats.push(constatRegle('infoRattachement.typeJustifMandat', 'mandat.justificatif.typeNonAutorise'));
  }
  if (!renseigne(info.justifMandat) && !renseigne(info.idDocument)) {
    constats.push(constatRegle('infoRattachement.justifMandat', 'mandat.justificatif.obligatoire'));
  }
  return fusionnerResultats(mandat, erreurs(constats));
}

/**
 * Identification (§5.4) : nom, date du règlement selon le déclarant, lots, structures associées,
 * adresse de référence, parcelles ; numéro de la copropriété principale pour un syndicat secondaire.
 */
export function reglesIdentification(
  saisie: SaisieDeclaration,
  contexte: ContexteDeclaration,
): ResultatRegles {
  const identification = saisie.identification ?? {};
  const constats = demandeNumeroPrincipal(identification)
    ? exiger(
        [
          [
            'identification.numImmatriculationCoproprietePrincipale',
            identification.numImmatriculationCoproprietePrincipale,
          ],
        ],
        'copropriete.numeroPrincipal.obligatoire',
      )
    : [];
  return fusionnerResultats(
    verifierIdentificationCopropriete(
      {
        ...identification,
        dateReglementCopropriete: jour(identification.dateReglementCopropriete),
      },
      contexte.reglement,
      contexte.aujourdhui,
    ),
    erreurs(constats),
  );
}

/**
 * Procédures (§5.4) : dates des arrêtés, du mandat ad hoc et de l'ordonnance (non futures, mainlevée après
 * l'arrêté, nomination avant la fin de mission), et date demandée quand la case de la procédure est cochée.
 */
export function reglesProcedures(saisie: SaisieDeclaration, contexte: ContexteDeclaration): ResultatRegles {
  const procedures = saisie.procedures ?? {};
  const P = CHAMPS_REGLES.procedures;
  const dates = verifierDatesProcedures(
    {
      ...procedures,
      arretes: (procedures.arretes ?? []).map((arrete) => ({
        type: arrete.type,
        dateArrete: jour(arrete.dateArrete),
        dateMainLevee: jour(arrete.dateMainLevee),
      })),
      mandatAdHoc: procedures.mandatAdHoc
        ? {
            dateNomination: jour(procedures.mandatAdHoc.dateNomination),
            dateFinMission: jour(procedures.mandatAdHoc.dateFinMission),
          }
        : null,
      ordonnanceCarence: procedures.ordonnanceCarence
        ? { dateOrdonnance: jour(procedures.ordonnanceCarence.dateOrdonnance) }
        : null,
    },
    contexte.aujourdhui,
  );
  const constats: Constat[] = [];
  (procedures.arretes ?? []).forEach((arrete, indice) => {
    if (procedures[drapeauDuTypeArrete[arrete.type ?? TYPE_ARRETE_PAR_DEFAUT]] === true) {
      constats.push(
        ...exiger([[P.dateArrete(indice), arrete.dateArrete]], 'procedures.arrete.dateArrete.obligatoire'),
      );
    }
  });
  for (const type of TypeArrete.options) {
    const drapeau = drapeauDuTypeArrete[type];
    const present = (procedures.arretes ?? []).some(
      (arrete) => (arrete.type ?? TYPE_ARRETE_PAR_DEFAUT) === type,
    );
    if (procedures[drapeau] === true && !present) {
      constats.push(constatRegle(`procedures.${drapeau}`, 'procedures.arrete.absent'));
    }
  }
  if (procedures.flagMandatAdhoc === true) {
    constats.push(
      ...exiger(
        [[P.dateNomination, procedures.mandatAdHoc?.dateNomination]],
        'procedures.mandatAdHoc.dateNomination.obligatoire',
      ),
    );
  }
  if (procedures.flagOrdonnanceCarence === true) {
    constats.push(
      ...exiger(
        [[P.dateOrdonnance, procedures.ordonnanceCarence?.dateOrdonnance]],
        'procedures.ordonnanceCarence.dateOrdonnance.obligatoire',
      ),
    );
  }
  return fusionnerResultats(dates, erreurs(constats));
}

/**
 * Données financières (§5.5, §5.6) : exercice comptable et AG (avec leurs confirmations), seuil du mandat
 * ad hoc (avertissement), cohérence des copropriétaires débiteurs ; chaque donnée de l'exercice est
 * demandée tant que la case « pas de données financières » n'est pas cochée.
 */
export function reglesDonneesFinancieres(
  saisie: SaisieDeclaration,
  contexte: ContexteDeclaration,
): ResultatRegles {
  const donnees = saisie.donneesFinancieres ?? {};
  if (!demandeDonneesFinancieres(donnees)) return vide();
  const identification = saisie.identification ?? {};
  const contexteExercice: ContexteExercice = {
    aujourdhui: contexte.aujourdhui,
    estMajAnnuelle: contexte.estMajAnnuelle,
    exercicePrecedent: contexte.exercicePrecedent ?? null,
    dateReglementCopropriete: jour(identification.dateReglementCopropriete),
  };
  const D = 'donneesFinancieres';
  const constats = exiger(
    [
      [`${D}.premierExerciceComptable`, donnees.premierExerciceComptable],
      [`${D}.dateDebutExercice`, donnees.dateDebutExercice],
      [`${D}.dateClotureComptes`, donnees.dateClotureComptes],
      ...(donnees.comptesNonApprouves === true ? [] : [[`${D}.dateAg`, donnees.dateAg] as const]),
      [`${D}.chargesOperationsCourantes`, donnees.chargesOperationsCourantes],
      [`${D}.chargesOperationsExceptionnelles`, donnees.chargesOperationsExceptionnelles],
      [`${D}.montantDettes`, donnees.montantDettes],
      [`${D}.montantImpayesCoproprietaires`, donnees.montantImpayesCoproprietaires],
      [`${D}.nbCoproprietairesImpayes`, donnees.nbCoproprietairesImpayes],
      [`${D}.montantFondTravaux`, donnees.montantFondTravaux],
      [`${D}.presenceEmployes`, donnees.presenceEmployes],
    ],
    'financier.donnee.obligatoire',
  );
  return fusionnerResultats(
    erreurs(constats),
    verifierExercice(
      {
        dateDebutExercice: jour(donnees.dateDebutExercice),
        dateClotureComptes: jour(donnees.dateClotureComptes),
        dateAg: jour(donnees.dateAg),
        premierExerciceComptable: donnees.premierExerciceComptable ?? null,
        donneesFinancieresInconnues: donnees.donneesFinancieresInconnues ?? null,
      },
      contexteExercice,
    ),
    verifierCoproprietairesImpayes(donnees),
    verifierSeuilMandatAdHoc({
      ...donnees,
      nbLots: identification.nbLots ?? null,
      flagMandatAdhoc: saisie.procedures?.flagMandatAdhoc ?? null,
    }),
  );
}

/**
 * Données techniques (§5.4) : au moins un bâtiment ; année ou période de construction ; chauffage
 * collectif urbain ou non, et son énergie ; plan pluriannuel de travaux quand la copropriété y est tenue
 * (inscription à l'AG, adoption, date d'adoption si adopté).
 */
export function reglesDonneesTechniques(
  saisie: SaisieDeclaration,
  contexte: ContexteDeclaration,
): ResultatRegles {
  const techniques = saisie.donneesTechniques ?? {};
  const T = 'donneesTechniques';
  const constats: Constat[] = [];
  if (!renseigne(techniques.anneeConstruction) && !renseigne(techniques.periodeConstruction)) {
    constats.push(constatRegle(`${T}.periodeConstruction`, 'copropriete.construction.obligatoire'));
  }
  if (
    typeof techniques.anneeConstruction === 'number' &&
    (techniques.anneeConstruction < 1000 ||
      techniques.anneeConstruction > contexte.aujourdhui.getUTCFullYear())
  ) {
    constats.push(constatRegle(`${T}.anneeConstruction`, 'copropriete.anneeConstruction.horsBornes'));
  }
  if (demandeChauffageCollectif(techniques)) {
    constats.push(
      ...exiger(
        [[`${T}.chauffageCollectifUrbain`, techniques.chauffageCollectifUrbain]],
        'copropriete.chauffage.obligatoire',
      ),
    );
  }
  if (demandeEnergieChauffage(techniques)) {
    constats.push(
      ...exiger(
        [[`${T}.energieChauffageCollectifNonUrbain`, techniques.energieChauffageCollectifNonUrbain]],
        'copropriete.chauffage.obligatoire',
      ),
    );
  }
  if (planTravauxDeclaration(saisie, contexte.aujourdhui).concernee) {
    constats.push(
      ...exiger(
        [
          [`${T}.pptInscritAG`, techniques.pptInscritAG],
          [`${T}.ppt`, techniques.ppt],
          ...(techniques.ppt === true ? [[`${T}.pptDate`, techniques.pptDate] as const] : []),
        ],
        'copropriete.planTravaux.obligatoire',
      ),
    );
  }
  const pptDate = jour(techniques.pptDate);
  if (pptDate !== null && pptDate.getTime() > contexte.aujourdhui.getTime()) {
    constats.push(constatRegle(`${T}.pptDate`, 'copropriete.planTravaux.datePosterieureAujourdhui'));
  }
  return fusionnerResultats(verifierBatiments(techniques.nbBatimentsTotal), erreurs(constats));
}

/** Règles de chaque étape, sous la clé de l'étape. */
export const REGLES_ETAPES: Record<
  CleEtapeDeclaration,
  (saisie: SaisieDeclaration, contexte: ContexteDeclaration) => ResultatRegles
> = {
  infoRattachement: reglesInfoRattachement,
  identification: reglesIdentification,
  procedures: reglesProcedures,
  donneesFinancieres: reglesDonneesFinancieres,
  donneesTechniques: reglesDonneesTechniques,
};

/** Règles d'une étape (sur la saisie entière : certaines lisent une autre étape, par exemple le nombre de lots). */
export function reglesEtapeDeclaration(
  cle: CleEtapeDeclaration,
  saisie: SaisieDeclaration,
  contexte: ContexteDeclaration,
): ResultatRegles {
  return REGLES_ETAPES[cle](saisie, contexte);
}

/** Toutes les règles de la déclaration, étape par étape, pour les étapes de ce contexte. */
export function verifierDeclaration(
  saisie: SaisieDeclaration,
  contexte: ContexteDeclaration,
): ResultatRegles {
  return fusionnerResultats(
    ...etapesApplicables(contexte).map((cle) => REGLES_ETAPES[cle](saisie, contexte)),
  );
}

// ——— Schémas de soumission ———

function ajouterConstats(contexte: z.RefinementCtx, constats: readonly Constat[], prefixe: string): void {
  for (const constat of constats) {
    const relatif = constat.champ.startsWith(prefixe) ? constat.champ.slice(prefixe.length) : constat.champ;
    contexte.addIssue({
      code: 'custom',
      path: relatif.split('.').map((partie) => (/^\d+$/.test(partie) ? Number(partie) : partie)),
      message: constat.message,
    });
  }
}

/**
 * Schéma strict d'une étape pour le bouton « Enregistrer et continuer » : formats et champs obligatoires
 * de l'étape, puis ses erreurs bloquantes (pas ses avertissements, qui se confirment, ADR 0100).
 * `saisie` donne les autres étapes que lisent certaines règles. Les chemins sont relatifs à l'étape.
 */
export function schemaSoumissionEtapeDeclaration(
  cle: CleEtapeDeclaration,
  contexte: ContexteDeclaration,
  saisie: SaisieDeclaration = {},
) {
  const definition: { champs: Description } = etapesDeclaration[cle];
  return schemaSoumission(definition.champs).superRefine((valeurs, ctx) => {
    const complete = { ...saisie, [cle]: valeurs } as SaisieDeclaration;
    ajouterConstats(ctx, REGLES_ETAPES[cle](complete, contexte).erreurs, `${cle}.`);
  });
}

/**
 * Schéma strict de la déclaration entière (dépôt) : chaque étape applicable à sa clé, ses formats et ses
 * champs obligatoires, puis toutes les erreurs bloquantes. Les avertissements restent à
 * `verifierDeclaration` et `exigerResultatAccepte` (ADR 0100). Les étapes non applicables (mandat d'un
 * notaire) sont acceptées en brouillon.
 */
export function schemaSoumissionDeclaration(contexte: ContexteDeclaration) {
  const applicables = new Set(etapesApplicables(contexte));
  const forme = Object.fromEntries(
    (Object.keys(etapesDeclaration) as CleEtapeDeclaration[]).map((cle) => {
      const champs: Description = etapesDeclaration[cle].champs;
      return [cle, applicables.has(cle) ? schemaSoumission(champs) : BrouillonImmatCopropriete.shape[cle]];
    }),
  );
  return z.object(forme).superRefine((valeurs, ctx) => {
    ajouterConstats(ctx, verifierDeclaration(valeurs as SaisieDeclaration, contexte).erreurs, '');
  });
}

/**
 * Normalisation avant l'envoi (spec 2 §5.1) de la saisie du formulaire : celle de `normaliserDeclaration`,
 * appliquée par le navigateur avant l'envoi et par le serveur à la réception.
 */
export function normaliserSaisieDeclaration<T extends SaisieDeclaration>(saisie: T): T {
  const declaration = normaliserDeclaration({
    immatCopropriete: saisie as ImmatCopropriete,
  } as Declaration);
  return declaration.immatCopropriete as T;
}
