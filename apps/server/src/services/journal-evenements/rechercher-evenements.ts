import {
  type CriteresRechercheJournal,
  dateParisTexte,
  type EvenementJournal,
  type ResultatRechercheJournal,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { LigneEvenementJournal } from '../../repositories/journal.repository.js';
import { rechercherJournal } from '../journal.js';

const heureParis = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Événement lu dans le journal, tel que l'écran du teneur l'affiche (jour et heure de Paris). */
export function evenementLu(ligne: LigneEvenementJournal): EvenementJournal {
  return {
    id: ligne.id,
    auteur: {
      idUtilisateur: ligne.idCompte,
      login: ligne.login,
      nomComplet:
        ligne.nomComplet ?? (ligne.idCompte === null ? 'Traitement automatique' : (ligne.login ?? '')),
      loginTeneurSubstitue: ligne.loginOrigine,
    },
    profil: ligne.profil,
    categorie: ligne.categorie,
    typeEvenement: ligne.typeEvenement,
    modalite: ligne.modalite,
    cible: { type: ligne.typeCible, id: ligne.idCible, libelle: ligne.libelleCible },
    date: dateParisTexte(ligne.date) ?? '',
    heure: heureParis.format(ligne.date),
    instant: ligne.date.toISOString(),
    detail: ligne.detail,
  };
}

/**
 * Recherche du teneur dans le journal (`POST api/evenement-journal/rechercher`, ADR 0200) : critères déjà
 * contrôlés par le schéma du domaine (dates, catégorie du type, 100 premiers événements), filtre, tri et
 * pagination en SQL sur les index du journal.
 */
export async function rechercherEvenements(
  db: Db,
  criteres: CriteresRechercheJournal,
): Promise<ResultatRechercheJournal> {
  const page = await rechercherJournal(db, criteres);
  return {
    evenements: page.evenements.map(evenementLu),
    totalItems: page.totalItems,
    totalPlafonne: page.totalPlafonne,
  };
}
