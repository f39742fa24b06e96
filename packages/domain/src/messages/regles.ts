import {
  DUREE_MAX_EXERCICE_MOIS,
  DUREE_MAX_MANDAT_ANNEES,
  DUREE_NORMALE_MANDAT_MOIS,
  LONGUEUR_MAX_NOM_COPROPRIETE,
  SEUIL_DETTE_COPROPRIETAIRE_EUROS,
} from '../constants.js';
import { formaterEntier, ESPACE_INSECABLE as NBSP } from '../regles/nombres-regles.js';
import { SEUILS_REGLES } from '../regles/seuils-regles.js';

/**
 * Messages français des règles métier (spec 2 §5.3 à §5.6 et §8), indexés par le code stable
 * de chaque règle. Un même code désigne toujours le même constat, côté client comme côté serveur ;
 * les codes serveur WS… et CNB… y sont rapportés dans `codes-serveur.ts`.
 *
 * Un message peut contenir des paramètres `{nom}` remplacés par `messageRegle` (dates au format
 * jj/mm/aaaa, pourcentages…).
 */

const S = SEUILS_REGLES;
const LOTS_MAX = formaterEntier(S.lotsMax);

export const messagesRegles = {
  // — Mandats (§5.3) —
  'mandat.debut.obligatoire': 'La date de début du mandat est obligatoire.',
  'mandat.fin.obligatoire': 'La date de fin du mandat est obligatoire.',
  'mandat.debut.posterieureAujourdhui':
    'La date de début du mandat doit être antérieure ou égale à la date du jour.',
  'mandat.fin.nonPosterieureAujourdhui': 'La date de fin du mandat doit être postérieure à la date du jour.',
  'mandat.fin.nonPosterieureDebut': 'La date de fin du mandat doit être postérieure à sa date de début.',
  'mandat.duree.max': `La durée du mandat doit être inférieure à ${DUREE_MAX_MANDAT_ANNEES}${NBSP}ans.`,
  'mandat.duree.differenteNormale': `La durée du mandat est différente de ${DUREE_NORMALE_MANDAT_MOIS}${NBSP}mois. Confirmez-vous ces dates${NBSP}?`,
  'mandat.renouvellement.debutNonPosterieurFinPrecedent':
    'La date de début du nouveau mandat doit être postérieure à la date de fin du mandat précédent ({date}).',
  'mandat.modificationDebut.obligatoire': 'Veuillez saisir la nouvelle date de début du mandat.',
  'mandat.modificationDebut.nonPosterieureFinPrecedent':
    'La date de début du mandat ne peut pas être modifiée : elle doit être postérieure à la date de fin du mandat précédent ({date}).',
  'mandat.modificationDebut.nonAnterieureFin':
    'La date de début du mandat ne peut pas être modifiée : elle doit être antérieure à la date de fin du mandat ({date}).',
  'mandat.modificationFin.obligatoire': 'Veuillez saisir la nouvelle date de fin du mandat.',
  'mandat.modificationFin.nonPosterieureDebut':
    'La date de fin du mandat ne peut pas être modifiée : elle doit être postérieure à la date de début du mandat ({date}).',
  'mandat.modificationFin.nonAnterieureDebutSuivant':
    'La date de fin du mandat ne peut pas être modifiée : elle doit être antérieure à la date de début du mandat suivant ({date}).',
  'mandat.suppression.selection': 'Veuillez sélectionner le mandat à supprimer.',
  'mandat.justificatif.obligatoire': 'Joignez le justificatif du mandat (fichier PDF).',
  'mandat.justificatif.typeObligatoire': 'Le type de justificatif du mandat est obligatoire.',
  'mandat.justificatif.typeNonAutorise':
    "Ce type de justificatif ne correspond pas au mandat : un administrateur provisoire joint l'ordonnance de nomination, un syndic le contrat de syndic ou le procès-verbal d'assemblée générale.",

  // — Copropriété : règlement et immatriculation (§5.4) —
  'copropriete.dateReglement.posterieureAujourdhui':
    'La date du règlement de copropriété ne peut pas être postérieure à la date du jour.',
  'copropriete.dateReglement.anterieure1900':
    'La date du règlement de copropriété ne peut pas être antérieure au 01/01/1900.',
  'copropriete.dateReglement.syndicApres2016':
    "La date du règlement de copropriété doit être antérieure au 01/01/2017. Une copropriété dont le règlement date du 01/01/2017 ou après est immatriculée par le notaire qui l'a publié.",
  'copropriete.dateReglement.notaireInitialeAvant2017':
    "Pour une immatriculation initiale par le notaire, la date du règlement de copropriété doit être le 01/01/2017 ou après. Une copropriété plus ancienne est immatriculée par son syndic, ou d'office.",
  'copropriete.dateReglement.officeApres2016':
    "L'immatriculation d'office n'est possible que pour une copropriété dont le règlement est antérieur au 01/01/2017.",
  'copropriete.office.syndicNonMisEnDemeure': `L'immatriculation d'office n'est possible qu'en l'absence de syndic ou si le syndic a été mis en demeure d'immatriculer la copropriété depuis au moins ${S.delaiMiseEnDemeureSyndicMois}${NBSP}mois.`,

  // — Copropriété : lots et structures (§5.4) —
  'copropriete.nbLots.obligatoire': 'Le nombre total de lots est obligatoire.',
  'copropriete.nbLots.horsBornes': `Le nombre total de lots doit être un nombre entier compris entre ${S.lotsTotalMin} et ${LOTS_MAX}.`,
  'copropriete.nbLotsHabBurCom.obligatoire':
    "Le nombre de lots à usage d'habitation, de bureaux ou de commerces est obligatoire.",
  'copropriete.nbLotsHabBurCom.horsBornes': `Le nombre de lots à usage d'habitation, de bureaux ou de commerces doit être un nombre entier compris entre ${S.lotsHabBurComMin} et ${LOTS_MAX}.`,
  'copropriete.nbLotsHab.obligatoire': "Le nombre de lots à usage d'habitation est obligatoire.",
  'copropriete.nbLotsHab.horsBornes': `Le nombre de lots à usage d'habitation doit être un nombre entier compris entre ${S.lotsHabMin} et ${LOTS_MAX}.`,
  'copropriete.nbLotsHab.superieurHabBurCom':
    "Le nombre de lots à usage d'habitation ne peut pas dépasser le nombre de lots à usage d'habitation, de bureaux ou de commerces.",
  'copropriete.nbLotsStationnement.obligatoire': 'Le nombre de lots de stationnement est obligatoire.',
  'copropriete.nbLotsStationnement.horsBornes': `Le nombre de lots de stationnement doit être un nombre entier compris entre ${S.lotsStationnementMin} et ${LOTS_MAX}.`,
  'copropriete.nbLots.inferieurHabBurComStationnement':
    "Le nombre total de lots doit être au moins égal à la somme des lots à usage d'habitation, de bureaux ou de commerces et des lots de stationnement.",
  'copropriete.nbLots.inferieurHabStationnement':
    "Le nombre total de lots doit être au moins égal à la somme des lots à usage d'habitation et des lots de stationnement.",
  'copropriete.nbAsl.horsBornes': `Le nombre d'associations syndicales libres (ASL) doit être un nombre entier compris entre 0 et ${S.structuresAssocieesMax}.`,
  'copropriete.nbAful.horsBornes': `Le nombre d'associations foncières urbaines libres (AFUL) doit être un nombre entier compris entre 0 et ${S.structuresAssocieesMax}.`,
  'copropriete.nbUnionsSyndicats.horsBornes': `Le nombre d'unions de syndicats doit être un nombre entier compris entre 0 et ${S.structuresAssocieesMax}.`,

  // — Copropriété : localisation, bâtiments, nom (§5.2, §5.4) —
  'copropriete.parcelle.aucuneGeolocalisee': 'Au moins une parcelle cadastrale géolocalisée est requise.',
  'copropriete.adressePrincipale.obligatoire': "L'adresse de référence de la copropriété est obligatoire.",
  'copropriete.adressePrincipale.numeroObligatoire':
    "L'adresse de référence doit comporter un numéro de voie.",
  'copropriete.adressePrincipale.numeroUnique':
    "L'adresse de référence doit comporter un seul numéro de voie (par exemple 12 ou 12 bis, et non 12-14).",
  'copropriete.nbBatimentsTotal.nonPositif': 'Le nombre total de bâtiments doit être supérieur à 0.',
  'copropriete.numeroPrincipal.obligatoire':
    "Pour un syndicat secondaire, le numéro d'immatriculation de la copropriété principale est obligatoire.",
  'copropriete.construction.obligatoire': "Renseignez l'année ou la période de construction.",
  'copropriete.anneeConstruction.horsBornes':
    "L'année de construction doit comporter quatre chiffres et ne pas être postérieure à l'année en cours.",
  'copropriete.chauffage.obligatoire': 'Ce champ est obligatoire pour un chauffage collectif ou mixte.',
  'copropriete.planTravaux.obligatoire':
    'Ce champ est obligatoire : la copropriété est tenue au plan pluriannuel de travaux.',
  'copropriete.planTravaux.datePosterieureAujourdhui':
    "La date d'adoption du plan pluriannuel de travaux ne peut pas être postérieure à la date du jour.",
  'copropriete.nomCopropriete.tropLong': `Le nom de la copropriété doit contenir au plus ${LONGUEUR_MAX_NOM_COPROPRIETE}${NBSP}caractères.`,

  // — Procédures administratives et judiciaires (§5.4) —
  'procedures.arrete.dateArrete.posterieureAujourdhui':
    "La date de l'arrêté ne peut pas être postérieure à la date du jour.",
  'procedures.arrete.dateMainLevee.posterieureAujourdhui':
    'La date de mainlevée ne peut pas être postérieure à la date du jour.',
  'procedures.arrete.dateMainLevee.nonPosterieureArrete':
    "La date de mainlevée doit être postérieure à la date de l'arrêté.",
  'procedures.arrete.dateArrete.obligatoire': "La date de l'arrêté est obligatoire.",
  'procedures.arrete.absent': "Cochée, cette procédure demande la date de l'arrêté : ajoutez l'arrêté.",
  'procedures.mandatAdHoc.dateNomination.obligatoire':
    'La date de nomination du mandataire ad hoc est obligatoire.',
  'procedures.ordonnanceCarence.dateOrdonnance.obligatoire':
    "La date de l'ordonnance de carence est obligatoire.",
  'procedures.mandatAdHoc.dateNomination.posterieureAujourdhui':
    'La date de nomination du mandataire ad hoc ne peut pas être postérieure à la date du jour.',
  'procedures.mandatAdHoc.dateNomination.nonAnterieureFinMission':
    'La date de nomination du mandataire ad hoc doit être antérieure à la date de fin de sa mission.',
  'procedures.ordonnanceCarence.dateOrdonnance.posterieureAujourdhui':
    "La date de l'ordonnance de carence ne peut pas être postérieure à la date du jour.",
  'procedures.mandatAdHoc.seuilImpayesAtteint': `Les impayés des copropriétaires atteignent {ratio}${NBSP}% des sommes exigibles, soit au moins le seuil de {seuil}${NBSP}% applicable à une copropriété de {nbLots}${NBSP}lots : le syndic doit en informer le conseil syndical et saisir le juge d'une demande de désignation d'un mandataire ad hoc (article 29-1 A de la loi du 10 juillet 1965). Confirmez-vous ces montants${NBSP}?`,

  // — Données financières (§5.6) —
  'financier.impayes.incoherentNbCoproprietaires': `Le montant des impayés des copropriétaires doit être au moins égal à ${SEUIL_DETTE_COPROPRIETAIRE_EUROS}${NBSP}€ multiplié par le nombre de copropriétaires débiteurs de plus de ${SEUIL_DETTE_COPROPRIETAIRE_EUROS}${NBSP}€ (soit au moins {minimum}${NBSP}€).`,

  'financier.donnee.obligatoire':
    'Ce champ est obligatoire, sauf si vous indiquez ne pas disposer des données financières.',

  // — Exercice comptable (§5.5) —
  'exercice.debut.nonAnterieurCloture':
    "La date de début de l'exercice comptable doit être antérieure à sa date de clôture.",
  'exercice.debut.nonPosterieurCloturePrecedente':
    "La date de début de l'exercice comptable doit être postérieure à la date de clôture de l'exercice précédent ({date}).",
  'exercice.duree.max': `La durée de l'exercice comptable doit être inférieure à ${DUREE_MAX_EXERCICE_MOIS}${NBSP}mois.`,
  'exercice.cloture.inchangee': `La date de clôture des comptes est la même que celle de la précédente déclaration annuelle ({date}). Confirmez-vous cette date${NBSP}?`,
  'exercice.cloture.changementJourMoisRapproche': `Le jour ou le mois de clôture des comptes change alors qu'il a déjà changé il y a moins de ${S.exerciceDelaiChangementClotureAnnees}${NBSP}ans (clôture du {date}). Confirmez-vous cette date${NBSP}?`,
  'exercice.dateAg.posterieureAujourdhui':
    "La date de l'assemblée générale ne peut pas être postérieure à la date du jour.",
  'exercice.dateAg.nonPosterieureCloture':
    "La date de l'assemblée générale doit être postérieure à la date de clôture des comptes.",
  'exercice.dateAg.identiquePrecedente': `La date de l'assemblée générale est la même que celle de la précédente déclaration annuelle ({date}). Confirmez-vous cette date${NBSP}?`,
  'exercice.premierExercice.reglementAncien': `Vous indiquez un premier exercice comptable alors que le règlement de copropriété date de plus de ${S.premierExerciceAncienneteReglementAnnees}${NBSP}ans. Confirmez-vous${NBSP}?`,

  // — Dissolution (§5.4) —
  'dissolution.dateFaitGenerateur.posterieureAujourdhui':
    'La date du fait générateur de la dissolution ne peut pas être postérieure à la date du jour.',
  'dissolution.dateFaitGenerateur.anterieureReglement':
    'La date du fait générateur de la dissolution ne peut pas être antérieure à la date du règlement de copropriété ({date}).',
} as const satisfies Record<string, string>;

/** Code stable d'une règle métier. */
export type CodeRegle = keyof typeof messagesRegles;

/** Paramètres d'un message : chaque `{nom}` du modèle est remplacé par la valeur de `nom`. */
export type ParametresMessage = Readonly<Record<string, string | number>>;

const PARENTHESE = / \(([^()]*)\)/g;
const PARAMETRE = /\{(\w+)\}/g;

/**
 * Message français d'une règle, paramètres remplacés. Une parenthèse qui cite un paramètre absent
 * est retirée avec lui (« … du mandat précédent ({date}). » devient « … du mandat précédent. ») :
 * un code reçu du serveur sans paramètre donne ainsi une phrase complète.
 */
export function messageRegle(code: CodeRegle, parametres: ParametresMessage = {}): string {
  const absent = (nom: string): boolean => parametres[nom] === undefined;
  return messagesRegles[code]
    .replace(PARENTHESE, (groupe, contenu: string) =>
      [...contenu.matchAll(PARAMETRE)].some(([, nom]) => nom !== undefined && absent(nom)) ? '' : groupe,
    )
    .replace(PARAMETRE, (modele, nom: string) => (absent(nom) ? modele : String(parametres[nom])));
}
