/**
 * Règles des données de la copropriété (spec 2 §5.2 et §5.4) : date du règlement selon le
 * déclarant, immatriculation d'office, lots, structures associées, parcelles, adresse de
 * référence, bâtiments, nom et dates des procédures. Fonctions pures : « aujourd'hui » est un
 * paramètre ; la présence des dates relève des schémas, une date absente n'est pas contrôlée ici.
 * Les nombres de lots sont en revanche obligatoires : la normalisation (§5.1) envoie vide un total
 * de 0 ou 1 lot, que la règle doit donc refuser.
 */
import { ajouterMois, estApres, estAvant, estDateRenseignee, lireDateIso } from '../commun/dates.js';
import { type Constat, estBloquant, fusionnerResultats, type ResultatRegles } from '../commun/resultat.js';
import { DATE_BASCULE_IMMATRICULATION, DATE_MIN, LONGUEUR_MAX_NOM_COPROPRIETE } from '../constants.js';
import type { CodeRegle } from '../messages/regles.js';
import {
  type DrapeauArrete,
  drapeauDuTypeArrete,
  TYPE_ARRETE_PAR_DEFAUT,
  type TypeArrete,
} from '../referentiels/procedures.js';
import { CHAMPS_REGLES } from '../regles/champs.js';
import { constatRegle } from '../regles/constat.js';
import { SEUILS_REGLES } from '../regles/seuils-regles.js';

const CHAMPS = CHAMPS_REGLES.identification;
const S = SEUILS_REGLES;

/** Date calendaire d'une constante « aaaa-mm-jj » ; une constante mal écrite est une erreur de programmation. */
function dateDeConstante(iso: string): Date {
  const date = lireDateIso(iso);
  if (date === null) {
    throw new Error(`Date de constante invalide : ${iso}`);
  }
  return date;
}

/** Borne basse des dates de règlement de copropriété : le 01/01/1900 est accepté, le 31/12/1899 refusé. */
const DATE_REGLEMENT_MIN = dateDeConstante(DATE_MIN);
/** Date de bascule du 01/01/2017 : avant, le syndic immatricule ; à partir de ce jour, le notaire (ADR 0023). */
const DATE_BASCULE_NOTAIRE = dateDeConstante(DATE_BASCULE_IMMATRICULATION);

// ——— Date du règlement de copropriété ———

/**
 * Qui déclare, et donc quelle fenêtre s'applique à la date du règlement (ADR 0023) :
 * - `IMMATRICULATION_SYNDIC` : immatriculation par un syndic (professionnel, bénévole, administrateur
 *   provisoire) : règlement antérieur au 01/01/2017, le 31/12/2016 compris ;
 * - `IMMATRICULATION_NOTAIRE_INITIALE` : immatriculation initiale par le notaire d'une copropriété
 *   nouvelle : règlement du 01/01/2017 ou après (« à compter du 1er janvier 2017 ») ;
 * - `IMMATRICULATION_NOTAIRE_OFFICE` : immatriculation d'office par le notaire : règlement antérieur
 *   au 01/01/2017 ;
 * - `MISE_A_JOUR` : toute autre déclaration ; seules les bornes générales s'appliquent.
 */
export type ContexteReglement =
  | 'IMMATRICULATION_SYNDIC'
  | 'IMMATRICULATION_NOTAIRE_INITIALE'
  | 'IMMATRICULATION_NOTAIRE_OFFICE'
  | 'MISE_A_JOUR';

/**
 * Date du règlement de copropriété : ni future, ni antérieure au 01/01/1900, puis dans la fenêtre
 * du déclarant. La fenêtre n'est contrôlée que si les bornes générales sont respectées, pour
 * n'afficher qu'un message à la fois.
 */
export function verifierDateReglementCopropriete(
  dateReglement: Date | null | undefined,
  contexte: ContexteReglement,
  aujourdhui: Date,
): ResultatRegles {
  const champ = CHAMPS.dateReglementCopropriete;
  const erreur = (code: CodeRegle): ResultatRegles => ({
    erreurs: [constatRegle(champ, code)],
    avertissements: [],
  });
  if (!estDateRenseignee(dateReglement)) return { erreurs: [], avertissements: [] };
  if (estApres(dateReglement, aujourdhui)) return erreur('copropriete.dateReglement.posterieureAujourdhui');
  if (estAvant(dateReglement, DATE_REGLEMENT_MIN)) return erreur('copropriete.dateReglement.anterieure1900');
  const avant2017 = estAvant(dateReglement, DATE_BASCULE_NOTAIRE);
  if (contexte === 'IMMATRICULATION_SYNDIC' && !avant2017)
    return erreur('copropriete.dateReglement.syndicApres2016');
  if (contexte === 'IMMATRICULATION_NOTAIRE_INITIALE' && avant2017)
    return erreur('copropriete.dateReglement.notaireInitialeAvant2017');
  if (contexte === 'IMMATRICULATION_NOTAIRE_OFFICE' && !avant2017)
    return erreur('copropriete.dateReglement.officeApres2016');
  return { erreurs: [], avertissements: [] };
}

// ——— Immatriculation d'office par le notaire ———

/** Situation du syndic au moment d'une immatriculation d'office. */
export interface SituationSyndic {
  /** Vrai si la copropriété a un syndic. */
  syndicDesigne: boolean;
  /** Date de la mise en demeure adressée au syndic d'immatriculer la copropriété. */
  dateMiseEnDemeureSyndic?: Date | null;
}

/**
 * Condition sur le syndic (ADR 0023) : pas de syndic, ou syndic mis en demeure depuis au moins
 * un mois (mise en demeure + 1 mois ≤ aujourd'hui : mise en demeure le 15/01, possible dès le 15/02).
 */
function conditionSyndicRemplie(situation: SituationSyndic, aujourdhui: Date): boolean {
  if (!situation.syndicDesigne) return true;
  const miseEnDemeure = situation.dateMiseEnDemeureSyndic;
  return (
    estDateRenseignee(miseEnDemeure) &&
    !estApres(ajouterMois(miseEnDemeure, S.delaiMiseEnDemeureSyndicMois), aujourdhui)
  );
}

/**
 * Vrai si le notaire peut immatriculer d'office : règlement antérieur au 01/01/2017 (et dans les
 * bornes générales), et pas de syndic ou syndic mis en demeure depuis au moins un mois.
 */
export function immatriculationOfficePossible(
  dateReglement: Date | null | undefined,
  situation: SituationSyndic,
  aujourdhui: Date,
): boolean {
  return (
    estDateRenseignee(dateReglement) &&
    !estBloquant(
      verifierDateReglementCopropriete(dateReglement, 'IMMATRICULATION_NOTAIRE_OFFICE', aujourdhui),
    ) &&
    conditionSyndicRemplie(situation, aujourdhui)
  );
}

/**
 * Condition sur le syndic d'une immatriculation d'office, en erreur sur `typeImmat`. La condition
 * sur la date du règlement est portée par `verifierDateReglementCopropriete` (contexte d'office).
 */
export function verifierImmatriculationOffice(situation: SituationSyndic, aujourdhui: Date): ResultatRegles {
  return {
    erreurs: conditionSyndicRemplie(situation, aujourdhui)
      ? []
      : [constatRegle(CHAMPS_REGLES.immatriculation.typeImmat, 'copropriete.office.syndicNonMisEnDemeure')],
    avertissements: [],
  };
}

// ——— Lots ———

/** Nombres de lots de la copropriété (§5.4). */
export interface LotsCopropriete {
  nbLots?: number | null;
  nbLotsHabBurCom?: number | null;
  nbLotsHab?: number | null;
  nbLotsStationnement?: number | null;
}

/** Vrai si la valeur est un entier compris entre `min` et `max` inclus. */
function entierEntre(valeur: number, min: number, max: number): boolean {
  return Number.isInteger(valeur) && valeur >= min && valeur <= max;
}

/** Nombres de lots obligatoires, chacun borné (§5.4) ; leurs codes de règle suivent leur nom. */
type ChampLots = keyof LotsCopropriete;

/** Contrôle d'un nombre de lots obligatoire et borné ; renvoie la valeur si elle est valable, sinon `null`. */
function nombreDeLots(
  lots: LotsCopropriete,
  champ: ChampLots,
  min: number,
  erreurs: Constat[],
): number | null {
  const valeur = lots[champ];
  if (valeur === null || valeur === undefined || Number.isNaN(valeur)) {
    erreurs.push(constatRegle(CHAMPS[champ], `copropriete.${champ}.obligatoire`));
    return null;
  }
  if (!entierEntre(valeur, min, S.lotsMax)) {
    erreurs.push(constatRegle(CHAMPS[champ], `copropriete.${champ}.horsBornes`));
    return null;
  }
  return valeur;
}

/**
 * Lots : total de 2 à 99 999 ; habitation-bureaux-commerces de 1 à 99 999 ; habitation de 1 à
 * 99 999 et pas plus que habitation-bureaux-commerces ; stationnement de 0 à 99 999 ; total au
 * moins égal à habitation-bureaux-commerces + stationnement et à habitation + stationnement.
 * Les contrôles croisés ne portent que sur des valeurs elles-mêmes valables.
 */
export function verifierLots(lots: LotsCopropriete): ResultatRegles {
  const erreurs: Constat[] = [];
  const total = nombreDeLots(lots, 'nbLots', S.lotsTotalMin, erreurs);
  const habBurCom = nombreDeLots(lots, 'nbLotsHabBurCom', S.lotsHabBurComMin, erreurs);
  const hab = nombreDeLots(lots, 'nbLotsHab', S.lotsHabMin, erreurs);
  const stationnement = nombreDeLots(lots, 'nbLotsStationnement', S.lotsStationnementMin, erreurs);

  if (hab !== null && habBurCom !== null && hab > habBurCom) {
    erreurs.push(constatRegle(CHAMPS.nbLotsHab, 'copropriete.nbLotsHab.superieurHabBurCom'));
  }
  if (total !== null && stationnement !== null) {
    // Habitation ≤ habitation-bureaux-commerces : la première somme est la plus forte ; on ne
    // signale la seconde que si elle est seule en défaut (habitation supérieure, déjà signalée).
    if (habBurCom !== null && total < habBurCom + stationnement) {
      erreurs.push(constatRegle(CHAMPS.nbLots, 'copropriete.nbLots.inferieurHabBurComStationnement'));
    } else if (hab !== null && total < hab + stationnement) {
      erreurs.push(constatRegle(CHAMPS.nbLots, 'copropriete.nbLots.inferieurHabStationnement'));
    }
  }
  return { erreurs, avertissements: [] };
}

// ——— ASL, AFUL et unions de syndicats ———

/** Nombres de structures associées ; absents, ils valent 0 (normalisation §5.1). */
export interface StructuresAssociees {
  nbAsl?: number | null;
  nbAful?: number | null;
  nbUnionsSyndicats?: number | null;
}

/** ASL, AFUL et unions de syndicats : chacun un entier de 0 à 99. */
export function verifierStructuresAssociees(structures: StructuresAssociees): ResultatRegles {
  const controles = [
    [structures.nbAsl, CHAMPS.nbAsl, 'copropriete.nbAsl.horsBornes'],
    [structures.nbAful, CHAMPS.nbAful, 'copropriete.nbAful.horsBornes'],
    [structures.nbUnionsSyndicats, CHAMPS.nbUnionsSyndicats, 'copropriete.nbUnionsSyndicats.horsBornes'],
  ] as const;
  const erreurs = controles
    .filter(([valeur]) => !entierEntre(valeur ?? 0, 0, S.structuresAssocieesMax))
    .map(([, champ, code]) => constatRegle(champ, code));
  return { erreurs, avertissements: [] };
}

// ——— Parcelles et adresse de référence ———

/** Ce que la règle lit d'une parcelle cadastrale. */
export interface ParcelleLocalisee {
  geolocalisee?: boolean | null;
}

/** Au moins une parcelle géolocalisée ; les parcelles non localisées gardées ne comptent pas. */
export function verifierParcelles(parcelle: readonly ParcelleLocalisee[] | null | undefined): ResultatRegles {
  return {
    erreurs: (parcelle ?? []).some((p) => p.geolocalisee === true)
      ? []
      : [constatRegle(CHAMPS.parcelle, 'copropriete.parcelle.aucuneGeolocalisee')],
    avertissements: [],
  };
}

/** Ce que la règle lit de l'adresse de référence (mêmes noms que le schéma `Adresse`). */
export interface AdresseReference {
  /** Numéro dans la voie, avec son éventuel indice de répétition : « 12 », « 12 bis », « 12B ». */
  numeroVoie?: string | null;
  /** Libellé de la voie (ou du lieu-dit). */
  voie?: string | null;
}

/** Un seul numéro de voie (1 à 5 chiffres), suivi au plus d'un indice de répétition. */
const NUMERO_VOIE_UNIQUE = /^\d{1,5}\s*(?:bis|ter|quater|quinquies|[a-z])?$/i;

/** Vrai si le numéro de voie est un numéro unique (« 12 », « 12 bis », « 12B » ; pas « 12-14 »). */
export function estNumeroVoieUnique(numero: string): boolean {
  return NUMERO_VOIE_UNIQUE.test(numero.trim());
}

/** Adresse de référence obligatoire, avec un et un seul numéro de voie. */
export function verifierAdresseReference(adresse: AdresseReference | null | undefined): ResultatRegles {
  const champ = CHAMPS.adressePrincipale;
  const erreur = (code: CodeRegle): ResultatRegles => ({
    erreurs: [constatRegle(champ, code)],
    avertissements: [],
  });
  if (!adresse?.voie?.trim()) return erreur('copropriete.adressePrincipale.obligatoire');
  const numero = adresse.numeroVoie?.trim() ?? '';
  if (numero === '') return erreur('copropriete.adressePrincipale.numeroObligatoire');
  if (!estNumeroVoieUnique(numero)) return erreur('copropriete.adressePrincipale.numeroUnique');
  return { erreurs: [], avertissements: [] };
}

// ——— Bâtiments et nom ———

/** Nombre total de bâtiments supérieur à 0 ; absent, il vaut 0 (normalisation §5.1) et est refusé. */
export function verifierBatiments(nbBatimentsTotal: number | null | undefined): ResultatRegles {
  return {
    erreurs:
      (nbBatimentsTotal ?? 0) > 0
        ? []
        : [
            constatRegle(
              CHAMPS_REGLES.donneesTechniques.nbBatimentsTotal,
              'copropriete.nbBatimentsTotal.nonPositif',
            ),
          ],
    avertissements: [],
  };
}

/** Nom de la copropriété : 50 caractères au plus, espaces de début et de fin exclus. */
export function verifierNomCopropriete(nomCopropriete: string | null | undefined): ResultatRegles {
  const longueur = [...(nomCopropriete ?? '').trim()].length;
  return {
    erreurs:
      longueur > LONGUEUR_MAX_NOM_COPROPRIETE
        ? [constatRegle(CHAMPS.nomCopropriete, 'copropriete.nomCopropriete.tropLong')]
        : [],
    avertissements: [],
  };
}

// ——— Procédures administratives et judiciaires ———

/** Arrêté de police administrative visant les parties communes. */
export interface ArreteProcedure {
  /** Type de l'arrêté ; absent, c'est le type par défaut (mise en sécurité ou insalubrité). */
  type?: TypeArrete | null;
  dateArrete?: Date | null;
  dateMainLevee?: Date | null;
}

/** Partie « procédures » de la déclaration, réduite à ce que lisent les règles. */
export interface DatesProcedures extends Partial<Record<DrapeauArrete, boolean | null>> {
  arretes?: readonly ArreteProcedure[] | null;
  flagMandatAdhoc?: boolean | null;
  mandatAdHoc?: { dateNomination?: Date | null; dateFinMission?: Date | null } | null;
  flagOrdonnanceCarence?: boolean | null;
  ordonnanceCarence?: { dateOrdonnance?: Date | null } | null;
}

/**
 * Dates des procédures, contrôlées seulement quand leur case est cochée : dates d'arrêté, de
 * mainlevée, de nomination et d'ordonnance non futures ; mainlevée postérieure à l'arrêté ;
 * nomination du mandataire ad hoc antérieure à la fin de sa mission (qui, elle, peut être future).
 * Un arrêté n'est contrôlé que si la case de son type est cochée, comme la normalisation (§5.1) qui
 * ne garde que ceux-là ; le filtrage se fait ici pour que l'indice du champ reste celui du formulaire.
 */
export function verifierDatesProcedures(procedures: DatesProcedures, aujourdhui: Date): ResultatRegles {
  const erreurs: Constat[] = [];
  const P = CHAMPS_REGLES.procedures;
  const nonFuture = (date: Date | null, champ: string, code: CodeRegle): void => {
    if (estDateRenseignee(date) && estApres(date, aujourdhui)) erreurs.push(constatRegle(champ, code));
  };

  (procedures.arretes ?? []).forEach((arrete, indice) => {
    if (procedures[drapeauDuTypeArrete[arrete.type ?? TYPE_ARRETE_PAR_DEFAUT]] !== true) return;
    const dateArrete = arrete.dateArrete ?? null;
    const dateMainLevee = arrete.dateMainLevee ?? null;
    nonFuture(dateArrete, P.dateArrete(indice), 'procedures.arrete.dateArrete.posterieureAujourdhui');
    nonFuture(
      dateMainLevee,
      P.dateMainLevee(indice),
      'procedures.arrete.dateMainLevee.posterieureAujourdhui',
    );
    if (
      estDateRenseignee(dateArrete) &&
      estDateRenseignee(dateMainLevee) &&
      !estApres(dateMainLevee, dateArrete)
    ) {
      erreurs.push(
        constatRegle(P.dateMainLevee(indice), 'procedures.arrete.dateMainLevee.nonPosterieureArrete'),
      );
    }
  });

  if (procedures.flagMandatAdhoc === true && procedures.mandatAdHoc) {
    const { dateNomination = null, dateFinMission = null } = procedures.mandatAdHoc;
    nonFuture(
      dateNomination,
      P.dateNomination,
      'procedures.mandatAdHoc.dateNomination.posterieureAujourdhui',
    );
    if (
      estDateRenseignee(dateNomination) &&
      estDateRenseignee(dateFinMission) &&
      !estAvant(dateNomination, dateFinMission)
    ) {
      erreurs.push(
        constatRegle(P.dateNomination, 'procedures.mandatAdHoc.dateNomination.nonAnterieureFinMission'),
      );
    }
  }

  if (procedures.flagOrdonnanceCarence === true && procedures.ordonnanceCarence) {
    nonFuture(
      procedures.ordonnanceCarence.dateOrdonnance ?? null,
      P.dateOrdonnance,
      'procedures.ordonnanceCarence.dateOrdonnance.posterieureAujourdhui',
    );
  }
  return { erreurs, avertissements: [] };
}

// ——— Ensemble ———

/** Partie « identification » de la déclaration, réduite à ce que lisent les règles. */
export interface IdentificationCopropriete extends LotsCopropriete, StructuresAssociees {
  nomCopropriete?: string | null;
  dateReglementCopropriete?: Date | null;
  adressePrincipale?: AdresseReference | null;
  parcelle?: readonly ParcelleLocalisee[] | null;
}

/** Toutes les règles de l'étape « identification » (§5.4). */
export function verifierIdentificationCopropriete(
  identification: IdentificationCopropriete,
  contexte: ContexteReglement,
  aujourdhui: Date,
): ResultatRegles {
  return fusionnerResultats(
    verifierNomCopropriete(identification.nomCopropriete),
    verifierDateReglementCopropriete(identification.dateReglementCopropriete, contexte, aujourdhui),
    verifierLots(identification),
    verifierStructuresAssociees(identification),
    verifierAdresseReference(identification.adressePrincipale),
    verifierParcelles(identification.parcelle),
  );
}
