import {
  type CategorieEvenement,
  type CriteresRechercheJournal,
  categorieDuTypeEvenement,
  lireDateTexte,
  type ModaliteEvenement,
  NB_MAX_RESULTATS_JOURNAL,
  type Profil,
  type TypeCibleEvenement,
  type TypeEvenement,
} from '@registre/domain';
import { type DetailEvenement, TAILLE_MAX_DETAIL_EVENEMENT } from '../db/schema/index.js';
import {
  creerJournalRepository,
  type Executeur,
  type PageEvenements,
} from '../repositories/journal.repository.js';

/** Auteur d'une action : le compte connecté (et le teneur connecté en tant que lui, le cas échéant). */
export interface ActeurJournal {
  idCompte: number;
  login: string;
  profil: Profil;
  /** Prénom et nom, pour l'affichage du journal. */
  nomComplet?: string | null;
  /** Teneur connecté « en tant que » ce compte. */
  idCompteOrigine?: number | null;
  loginOrigine?: string | null;
}

/** Entrée à écrire au journal. `acteur` vide : traitement automatique (système). */
export interface EntreeJournal {
  acteur: ActeurJournal | null;
  categorie: CategorieEvenement;
  typeEvenement: TypeEvenement;
  modalite: ModaliteEvenement;
  cible?: { type: TypeCibleEvenement; id?: number | null; libelle?: string | null };
  /** Quelques valeurs simples : motif, ancienne et nouvelle valeur… (4 000 caractères en JSON au plus). */
  detail?: DetailEvenement;
}

/** Entrée de journal incohérente : erreur de programmation, l'action ne doit pas aboutir. */
export class ErreurJournal extends Error {}

/**
 * Écrit une entrée au journal des événements DANS la transaction de l'appelant (`tx`), pour qu'elle
 * soit validée ou annulée avec le changement qu'elle trace (ARCHITECTURE, règle 4).
 * Vérifie que le type d'événement appartient à la catégorie indiquée. Renvoie l'identifiant de l'entrée.
 */
export async function journaliser(tx: Executeur, entree: EntreeJournal): Promise<number> {
  const categorieAttendue = categorieDuTypeEvenement(entree.typeEvenement);
  if (categorieAttendue !== entree.categorie) {
    throw new ErreurJournal(
      `Le type d'événement ${entree.typeEvenement} relève de la catégorie ${categorieAttendue}, non de ${entree.categorie}.`,
    );
  }
  const typeCible = entree.cible?.type ?? 'AUCUNE';
  const idCible = entree.cible?.id ?? null;
  if (typeCible === 'AUCUNE' && idCible !== null) {
    throw new ErreurJournal("Une cible de type AUCUNE ne peut pas porter d'identifiant.");
  }
  const detail = entree.detail ?? null;
  if (detail !== null && JSON.stringify(detail).length > TAILLE_MAX_DETAIL_EVENEMENT) {
    throw new ErreurJournal(
      `Le détail d'un événement ne peut pas dépasser ${TAILLE_MAX_DETAIL_EVENEMENT} caractères.`,
    );
  }
  const acteur = entree.acteur;
  return creerJournalRepository(tx).inserer({
    idCompte: acteur?.idCompte ?? null,
    login: acteur?.login ?? null,
    nomComplet: acteur?.nomComplet ?? null,
    profil: acteur?.profil ?? null,
    idCompteOrigine: acteur?.idCompteOrigine ?? null,
    loginOrigine: acteur?.loginOrigine ?? null,
    categorie: entree.categorie,
    typeEvenement: entree.typeEvenement,
    modalite: entree.modalite,
    typeCible,
    idCible,
    libelleCible: entree.cible?.libelle ?? null,
    detail,
  });
}

/** Au-delà de ce nombre, le total d'une recherche n'est plus compté exactement. */
export const PLAFOND_TOTAL_JOURNAL = 10_000;

/**
 * Recherche du teneur dans le journal (`POST api/evenement-journal/rechercher`) : critères du domaine
 * (dates « jj/mm/aaaa » comprises, jours comptés à l'heure de Paris), du plus récent au plus ancien,
 * pages de 100 événements au plus (spec 2 §9).
 */
export async function rechercherJournal(
  executeur: Executeur,
  criteres: CriteresRechercheJournal,
): Promise<PageEvenements> {
  const pagination = criteres.paginationOptions;
  return creerJournalRepository(executeur).rechercher({
    dateDu: lireDateTexte(criteres.dateDu),
    dateAu: lireDateTexte(criteres.dateAu),
    profil: criteres.profil ?? null,
    categorie: criteres.categorie ?? null,
    typeEvenement: criteres.typeEvenement ?? null,
    modalite: criteres.modalite ?? null,
    pageNumber: pagination?.pageNumber ?? 1,
    pageSize: Math.min(pagination?.pageSize ?? NB_MAX_RESULTATS_JOURNAL, NB_MAX_RESULTATS_JOURNAL),
    plafondTotal: PLAFOND_TOTAL_JOURNAL,
  });
}

/** Auteur à journaliser pour la personne connectée (avec le teneur d'origine en « connexion en tant que »). */
export function acteurJournal(utilisateur: {
  idCompte: number;
  login: string;
  profil: Profil;
  idCompteOrigine?: number;
  loginOrigine?: string;
}): ActeurJournal {
  return {
    idCompte: utilisateur.idCompte,
    login: utilisateur.login,
    profil: utilisateur.profil,
    idCompteOrigine: utilisateur.idCompteOrigine ?? null,
    loginOrigine: utilisateur.loginOrigine ?? null,
  };
}

/** Modalité d'une action de la personne connectée : saisie en ligne, ou par un teneur « connecté en tant que ». */
export function modaliteJournal(utilisateur: { idCompteOrigine?: number }): ModaliteEvenement {
  return utilisateur.idCompteOrigine !== undefined ? 'CONNEXION_EN_TANT_QUE' : 'SAISIE_EN_LIGNE';
}
