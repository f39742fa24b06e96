import type {
  Arrete,
  Declaration,
  DonneesTechniques,
  Identification,
  Procedures,
} from '../declaration/declaration.schema.js';
import { drapeauDuTypeArrete, TYPE_ARRETE_PAR_DEFAUT } from '../referentiels/procedures.js';
import { dateTexteOuNull } from './dates.js';
import { normaliserNumeroImmatriculation } from './formats.js';

/**
 * Normalisation d'une déclaration avant son envoi (spec 2 §5.1), appliquée par le client avant l'envoi
 * et par le serveur à la réception, pour que les deux enregistrent la même chose. Fonction pure :
 * la déclaration reçue n'est pas modifiée. Appliquée deux fois, elle donne le même résultat.
 */
export function normaliserDeclaration(declaration: Declaration): Declaration {
  const avecDates = normaliserDates(declaration);
  const immat = avecDates.immatCopropriete;
  return {
    ...avecDates,
    immatCopropriete: {
      ...immat,
      identification: normaliserIdentification(immat.identification ?? {}),
      procedures: normaliserProcedures(immat.procedures ?? {}),
      donneesTechniques: normaliserDonneesTechniques(immat.donneesTechniques ?? {}),
    },
  };
}

/** Nom d'un champ de date : commence par `date` ou finit par `Date` (`dateAg`, `pptDate`). */
const NOM_CHAMP_DATE = /^date|Date$/;

/**
 * Tout champ de date (voir `NOM_CHAMP_DATE`) dont la valeur est un texte qui n'est pas une date valide
 * « jj/mm/aaaa » devient `null`, à toute profondeur (parties, listes d'arrêtés, justificatifs).
 * Les champs de ce nom non textuels (par exemple le booléen `dateClotureEditable`) sont laissés tels quels.
 */
export function normaliserDates<T>(valeur: T): T {
  if (Array.isArray(valeur)) {
    return valeur.map((element: unknown) => normaliserDates(element)) as T;
  }
  if (valeur !== null && typeof valeur === 'object') {
    const resultat: Record<string, unknown> = {};
    for (const [cle, contenu] of Object.entries(valeur)) {
      resultat[cle] =
        NOM_CHAMP_DATE.test(cle) && typeof contenu === 'string'
          ? dateTexteOuNull(contenu)
          : normaliserDates(contenu);
    }
    return resultat as T;
  }
  return valeur;
}

/**
 * - nbLots de 0 ou 1 : envoyé vide ; nbLotsHabBurCom de 0 : envoyé vide ;
 * - numéro du syndicat principal vide : `null` (un numéro valide est mis sous sa forme canonique) ;
 * - nbAful, nbAsl et nbUnionsSyndicats absents : 0.
 */
function normaliserIdentification(identification: Identification): Identification {
  const principal = identification.numImmatriculationCoproprietePrincipale;
  const principalSaisi = typeof principal === 'string' ? principal.trim() : '';
  return {
    ...identification,
    nbLots: identification.nbLots === 0 || identification.nbLots === 1 ? null : identification.nbLots,
    nbLotsHabBurCom: identification.nbLotsHabBurCom === 0 ? null : identification.nbLotsHabBurCom,
    numImmatriculationCoproprietePrincipale:
      principalSaisi === '' ? null : (normaliserNumeroImmatriculation(principalSaisi) ?? principalSaisi),
    nbAful: identification.nbAful ?? 0,
    nbAsl: identification.nbAsl ?? 0,
    nbUnionsSyndicats: identification.nbUnionsSyndicats ?? 0,
  };
}

/** Arrête vide du type par défaut, ajouté quand la déclaration n'en garde aucun. */
export function arreteParDefaut(): Arrete {
  return { id: null, type: TYPE_ARRETE_PAR_DEFAUT, dateArrete: null, dateMainLevee: null };
}

/**
 * Les arrêtés ne sont gardés que si le drapeau de leur type est vrai ; s'il n'en reste aucun,
 * un arrêté vide de type SECURITE_TR_INSALUBRITE est ajouté.
 */
function normaliserProcedures(procedures: Procedures): Procedures {
  const gardes = (procedures.arretes ?? []).filter(
    (arrete) => procedures[drapeauDuTypeArrete[arrete.type]] === true,
  );
  return { ...procedures, arretes: gardes.length > 0 ? gardes : [arreteParDefaut()] };
}

/** nbBatimentsTotal absent : 0. */
function normaliserDonneesTechniques(donnees: DonneesTechniques): DonneesTechniques {
  return { ...donnees, nbBatimentsTotal: donnees.nbBatimentsTotal ?? 0 };
}
