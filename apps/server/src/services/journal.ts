import {
  type CriteresRechercheJournal,
  categorieDuTypeEvenement,
  type DetailEvenementDe,
  type DetailTransition,
  lireDateTexte,
  modaliteEvenement,
  NB_MAX_RESULTATS_JOURNAL,
  type Profil,
  type TypeActeur,
  type TypeCibleEvenement,
  type TypeEvenement,
  typeActeurDuProfil,
  verifierDetailEvenement,
} from '@registre/domain';
import { type DetailEvenement, TAILLE_MAX_DETAIL_EVENEMENT } from '../db/schema/index.js';
import {
  creerJournalRepository,
  type Executeur,
  type PageEvenements,
} from '../repositories/journal.repository.js';

/**
 * Auteur d'une action : le compte connecté (et le teneur connecté en tant que lui, le cas échéant).
 * Une session utilisateur convient telle quelle.
 */
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

/** Objet visé par l'événement. */
export interface CibleJournal {
  type: TypeCibleEvenement;
  id?: number | null;
  /** Libellé lisible : numéro d'immatriculation, raison sociale, identifiant de connexion… */
  libelle?: string | null;
}

/**
 * Changement d'état d'un cycle de vie, tel que le rend la machine du domaine (`transition` ou `creer`,
 * réussie) : l'événement de la machine, l'état d'arrivée et les types de journal permis par la règle.
 */
export interface TransitionJournal {
  /** État de départ ; `null` pour une création. */
  depuis: string | null;
  resultat: {
    etat: string;
    journal: TypeEvenement;
    regle: { evenement: string; acteurs: readonly TypeActeur[]; journal: readonly TypeEvenement[] };
  };
  /** Type plus précis que celui par défaut, parmi ceux de la règle (ADR 0030). */
  typeEvenement?: TypeEvenement;
}

interface EntreeCommune {
  /** `null` : traitement automatique (système). */
  acteur: ActeurJournal | null;
  cible?: CibleJournal;
}

/** Événement qui n'est pas un changement d'état : connexion, modification d'une fiche, lettre… */
export interface EntreeEvenement<T extends TypeEvenement> extends EntreeCommune {
  typeEvenement: T;
  detail?: DetailEvenementDe<T>;
}

/** Changement d'état d'un cycle de vie : type, événement et états viennent de la transition. */
export interface EntreeTransition extends EntreeCommune {
  transition: TransitionJournal;
  cible: CibleJournal;
  /** Détail propre au type d'événement (motif, bilan…), sans les clés de la transition. */
  detail?: DetailEvenementDe<TypeEvenement>;
}

export type EntreeJournal<T extends TypeEvenement = TypeEvenement> = EntreeEvenement<T> | EntreeTransition;

/** Entrée de journal incohérente : erreur de programmation, l'action ne doit pas aboutir. */
export class ErreurJournal extends Error {}

/** Type d'événement et clés de transition d'une entrée, contrôlés contre la règle de la machine. */
function evenementDeLEntree(entree: EntreeJournal): {
  type: TypeEvenement;
  transition: DetailTransition | null;
} {
  if (!('transition' in entree)) return { type: entree.typeEvenement, transition: null };
  const { depuis, resultat, typeEvenement } = entree.transition;
  const type = typeEvenement ?? resultat.journal;
  if (!resultat.regle.journal.includes(type)) {
    throw new ErreurJournal(
      `Le type d'événement ${type} n'est pas prévu pour l'événement « ${resultat.regle.evenement} » du cycle de vie.`,
    );
  }
  const typeActeur = entree.acteur === null ? 'systeme' : typeActeurDuProfil(entree.acteur.profil);
  if (typeActeur === null || !resultat.regle.acteurs.includes(typeActeur)) {
    throw new ErreurJournal(
      `L'événement « ${resultat.regle.evenement} » du cycle de vie n'est pas permis à l'auteur (${typeActeur ?? entree.acteur?.profil}).`,
    );
  }
  return {
    type,
    transition: { evenement: resultat.regle.evenement, ancienEtat: depuis, nouvelEtat: resultat.etat },
  };
}

/**
 * Écrit une entrée au journal des événements DANS la transaction de l'appelant (`tx`), pour qu'elle
 * soit validée ou annulée avec le changement qu'elle trace (ARCHITECTURE, règles 4 et 13 ; ADR 0105).
 * Seul point d'écriture du journal : la catégorie se déduit du type d'événement, la modalité de l'auteur
 * (et du type), le détail est contrôlé par le schéma du type ; pour une transition, le type vient de la
 * règle de la machine, dont l'auteur doit être un acteur permis, et le détail reçoit l'événement et les
 * états de départ et d'arrivée. Renvoie l'identifiant de l'entrée.
 */
export async function journaliser<T extends TypeEvenement>(
  tx: Executeur,
  entree: EntreeJournal<T>,
): Promise<number> {
  const { type, transition } = evenementDeLEntree(entree);
  const verifie = verifierDetailEvenement(type, entree.detail);
  if (!verifie.ok) throw new ErreurJournal(verifie.message);
  const complet: DetailEvenement = { ...(transition ?? {}), ...verifie.detail };
  const detail = Object.keys(complet).length > 0 ? complet : null;
  if (detail !== null && JSON.stringify(detail).length > TAILLE_MAX_DETAIL_EVENEMENT) {
    throw new ErreurJournal(
      `Le détail d'un événement ne peut pas dépasser ${TAILLE_MAX_DETAIL_EVENEMENT} caractères.`,
    );
  }
  const typeCible = entree.cible?.type ?? 'AUCUNE';
  const idCible = entree.cible?.id ?? null;
  if (typeCible === 'AUCUNE' && idCible !== null) {
    throw new ErreurJournal("Une cible de type AUCUNE ne peut pas porter d'identifiant.");
  }
  const acteur = entree.acteur;
  const idCompteOrigine = acteur?.idCompteOrigine ?? null;
  return creerJournalRepository(tx).inserer({
    idCompte: acteur?.idCompte ?? null,
    login: acteur?.login ?? null,
    nomComplet: acteur?.nomComplet ?? null,
    profil: acteur?.profil ?? null,
    idCompteOrigine,
    loginOrigine: acteur?.loginOrigine ?? null,
    categorie: categorieDuTypeEvenement(type),
    typeEvenement: type,
    modalite: modaliteEvenement(type, acteur && { connecteEnTantQue: idCompteOrigine !== null }),
    typeCible,
    idCible,
    libelleCible: entree.cible?.libelle ?? null,
    detail,
  });
}

/**
 * Au-delà de ce nombre, le total d'une recherche n'est plus compté exactement (« au moins 200 ») : seuls les
 * `NB_MAX_RESULTATS_JOURNAL` premiers événements sont consultables (spec 2 §9), le compte ne sert qu'à l'avis
 * et aux pages. Compter jusqu'à 10 000 coûtait plus d'une seconde sur des critères croisés (ADR 0236, 0280).
 */
export const PLAFOND_TOTAL_JOURNAL = 200;

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
    // Un type donné seul fixe sa catégorie : la recherche reste sur l'index (catégorie, type, date).
    categorie:
      criteres.categorie ??
      (criteres.typeEvenement ? categorieDuTypeEvenement(criteres.typeEvenement) : null),
    typeEvenement: criteres.typeEvenement ?? null,
    modalite: criteres.modalite ?? null,
    pageNumber: pagination?.pageNumber ?? 1,
    pageSize: Math.min(pagination?.pageSize ?? NB_MAX_RESULTATS_JOURNAL, NB_MAX_RESULTATS_JOURNAL),
    sens: pagination?.sortDirection ?? 'DESC',
    plafondTotal: PLAFOND_TOTAL_JOURNAL,
  });
}
