import { etatCoproprieteLabels } from '../copropriete/etat-copropriete.js';
import { statutDeclarationLabels } from '../declaration/statut-declaration.js';
import { statutMandatLabels } from '../mandat/statut-mandat.js';
import { profilLabels } from '../permissions/profils.js';
import { statutTeledeclarantLabels } from '../teledeclarant/statut-teledeclarant.js';
import type { ValeurDetail } from './evenement-journal.schema.js';

/**
 * Présentation du détail d'un événement du journal (écran `/evenement-journal`) : chaque clé du détail
 * (ADR 0105) reçoit un libellé français, les états et profils leur libellé. Une clé inconnue garde son nom :
 * rien de ce qui a été enregistré n'est caché.
 */
export const libellesCleDetailEvenement: Readonly<Record<string, string>> = {
  evenement: 'Action du cycle de vie',
  ancienEtat: 'État avant',
  nouvelEtat: 'État après',
  motif: 'Motif',
  raison: 'Raison',
  message: 'Message',
  moyen: 'Moyen',
  simule: 'Simulé (développement)',
  federee: 'Déconnexion fédérée',
  echecs: 'Échecs de connexion',
  minutes: 'Durée du verrouillage (minutes)',
  fournisseur: "Fournisseur d'identité",
  sujet: 'Sujet',
  email: 'Adresse électronique',
  institution: 'Institution',
  niveauGeographique: 'Niveau géographique',
  profil: 'Profil',
  ancienProfil: 'Ancien profil',
  nouveauProfil: 'Nouveau profil',
  ancienIdentifiant: 'Ancien identifiant',
  nouvelIdentifiant: 'Nouvel identifiant',
  sessionsFermees: 'Sessions fermées',
  changementAdresseDemande: "Changement d'adresse demandé",
  adresseConfirmee: 'Adresse confirmée',
  numEtude: "Numéro de l'étude",
  idLettre: 'Lettre',
  idDocument: 'Document',
  dateEnvoiPrevue: "Date d'envoi prévue",
  ancienneDateDebut: 'Ancienne date de début',
  nouvelleDateDebut: 'Nouvelle date de début',
  ancienneDateFin: 'Ancienne date de fin',
  nouvelleDateFin: 'Nouvelle date de fin',
  nbComptesSupprimes: 'Comptes supprimés',
  nbMandatsArchives: 'Mandats archivés',
  nbMandatsSupprimes: 'Mandats supprimés',
  nbRattachementsRetires: 'Rattachements retirés',
  nbSuccessionsAnnulees: 'Successions annulées',
  nbLettresAnnulees: 'Lettres annulées',
  idCompteAdministrateur: 'Compte administrateur',
  siret: 'SIRET',
  champs: 'Champs modifiés',
  type: 'Type',
  ok: 'Réussi',
  auteur: 'Auteur',
  idDeclaration: 'Déclaration',
  nbModifications: 'Données modifiées',
  avant: 'Avant',
  apres: 'Après',
};

/** Libellés des états et statuts des cycles de vie, et des profils, pour les valeurs du détail. */
const libellesValeurs: Readonly<Record<string, string>> = {
  ...statutTeledeclarantLabels,
  ...statutMandatLabels,
  ...statutDeclarationLabels,
  ...etatCoproprieteLabels,
  ...profilLabels,
};

/** Jour « aaaa-mm-jj » du détail, écrit « jj/mm/aaaa ». */
const JOUR_ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Valeur du détail écrite pour une personne. */
export function valeurDetailLisible(valeur: ValeurDetail): string {
  if (valeur === null) return '—';
  if (typeof valeur === 'boolean') return valeur ? 'Oui' : 'Non';
  if (typeof valeur === 'number') return valeur.toLocaleString('fr-FR');
  const jour = JOUR_ISO.exec(valeur);
  if (jour) return `${jour[3]}/${jour[2]}/${jour[1]}`;
  return libellesValeurs[valeur] ?? valeur;
}

export interface LigneDetailEvenement {
  readonly cle: string;
  readonly libelle: string;
  readonly valeur: string;
}

/** Lignes lisibles du détail d'un événement, dans l'ordre d'enregistrement ; aucune sans détail. */
export function lignesDetailEvenement(
  detail: Readonly<Record<string, ValeurDetail>> | null | undefined,
): LigneDetailEvenement[] {
  if (!detail) return [];
  return Object.entries(detail).map(([cle, valeur]) => ({
    cle,
    libelle: libellesCleDetailEvenement[cle] ?? cle,
    valeur: valeurDetailLisible(valeur),
  }));
}
