import { aujourdhuiParis, ErreurMetier, type FicheAnnuaire, type FichePublique } from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import { creerAnnuaireRepository, fichePubliqueDe } from '../../repositories/annuaire.repository.js';

export const MESSAGE_COPROPRIETE_PUBLIQUE_INTROUVABLE =
  "Aucune copropriété immatriculée ne correspond à cet identifiant dans l'annuaire.";

/** Fiche publique d'une copropriété visible (ADR 0240) ; 404 pour toute autre, qu'elle existe ou non. */
export function creerLectureFichePublique(db: Db, maintenant: () => Date = () => new Date()) {
  const annuaire = creerAnnuaireRepository(db);
  return {
    async parId(id: number): Promise<FicheAnnuaire> {
      const lue = await annuaire.fiche({ id });
      if (!lue) throw new ErreurMetier('introuvable', MESSAGE_COPROPRIETE_PUBLIQUE_INTROUVABLE);
      return { id: lue.id, ...fichePubliqueDe(lue, aujourdhuiParis(maintenant())) };
    },
    async parNumero(numeroImmatriculation: string): Promise<FichePublique> {
      const lue = await annuaire.fiche({ numeroImmatriculation });
      if (!lue) throw new ErreurMetier('introuvable', MESSAGE_COPROPRIETE_PUBLIQUE_INTROUVABLE);
      return fichePubliqueDe(lue, aujourdhuiParis(maintenant()));
    },
  };
}
