import {
  type ChoixSuccesseur,
  construireChemin,
  coproprietesDepotRoutes,
  ErreurMetier,
  erreurSaisie,
  type GenreSuccesseur,
  normaliserEmail,
  type SuccesseurChoisi,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import { creerSuccesseursRepository } from '../../repositories/successeurs.repository.js';

/**
 * `POST teledeclarant/immatriculation/{kind}/continuer` (ADR 0142) : avant de déposer, le notaire désigne le
 * syndic qui lui succède, professionnel (PRO, par son SIRET) ou bénévole (NON_PRO, par l'adresse de son
 * administrateur principal), inscrit et actif au registre. Rien n'est enregistré : la réponse donne le chemin du
 * dépôt (`…/td/{idTeledeclarant}/submit`), qui revérifie le successeur.
 */
export function creerChoixSuccesseur(db: Db) {
  return async function continuer(genre: GenreSuccesseur, choix: ChoixSuccesseur): Promise<SuccesseurChoisi> {
    const repo = creerSuccesseursRepository(db);
    let trouve: Awaited<ReturnType<typeof repo.actifParId>>;
    if (genre === 'PRO') {
      if (!choix.siret) throw erreurSaisie('siret', 'Saisissez le SIRET du syndic professionnel successeur.');
      trouve = await repo.professionnelParSiret(choix.siret);
      if (!trouve) {
        throw erreurSaisie(
          'siret',
          "Aucun syndic professionnel actif n'est inscrit au registre avec ce SIRET.",
        );
      }
    } else {
      if (!choix.email) {
        throw erreurSaisie('email', "Saisissez l'adresse électronique du syndic bénévole successeur.");
      }
      trouve = await repo.benevoleParEmail(normaliserEmail(choix.email));
      if (!trouve) {
        throw erreurSaisie(
          'email',
          "Aucun syndic bénévole actif n'est inscrit au registre avec cette adresse électronique.",
        );
      }
    }
    if (trouve.type !== genre)
      throw new ErreurMetier('saisie', 'Ce successeur n’est pas de la nature choisie.');
    return {
      idTeledeclarant: trouve.id,
      genre,
      raisonSociale: trouve.raisonSociale,
      cheminDepot: construireChemin(coproprietesDepotRoutes.deposerNotaire.path, { x: trouve.id }),
    };
  };
}
