import { FUSEAU_HORAIRE } from '@registre/domain';
import type { Db } from '../db/connexion.js';
import { creerRelanceInactiviteRepository } from '../repositories/relance-inactivite.repository.js';
import { courrielRelanceInactivite } from '../services/courriels/modeles.js';
import { deposerCourriel } from '../services/courriels/outbox.js';
import { journaliser } from '../services/journal.js';

/** File pg-boss de la relance des comptes inactifs : chaque jour à 3 h, heure de Paris. */
export const FILE_RELANCE_INACTIVITE = 'relance-inactivite';
export const CRON_RELANCE_INACTIVITE = '0 3 * * *';
export const FUSEAU_RELANCE_INACTIVITE = FUSEAU_HORAIRE;

/**
 * Règles de relance (ADR 0073) : un compte actif sans connexion depuis 12 mois calendaires reçoit un
 * courriel, puis au plus un tous les 30 jours tant qu'il reste inactif.
 */
export const MOIS_INACTIVITE_AVANT_RELANCE = 12;
export const JOURS_ENTRE_DEUX_RELANCES = 30;

/** Comptes relancés par transaction. */
const TAILLE_LOT_RELANCE = 100;

export interface DependancesRelance {
  db: Db;
  /** Adresse publique du site, pour le lien de connexion du courriel. */
  urlPublique: string;
  maintenant?: () => Date;
  lot?: number;
}

/**
 * Relance les comptes inactifs (gestionnaire de la tâche `relance-inactivite`). Pour chaque compte, dans
 * une même transaction : dépôt du courriel dans la boîte d'envoi, date de dernière relance, entrée
 * `RELANCE_INACTIVITE` au journal (traitement automatique, sans auteur). Renvoie le nombre de comptes relancés.
 */
export async function relancerComptesInactifs({
  db,
  urlPublique,
  maintenant = () => new Date(),
  lot = TAILLE_LOT_RELANCE,
}: DependancesRelance): Promise<number> {
  const instant = maintenant();
  let total = 0;
  for (;;) {
    const relances = await db.transaction(async (tx) => {
      const depot = creerRelanceInactiviteRepository(tx);
      const comptes = await depot.comptesARelancer({
        maintenant: instant,
        moisInactivite: MOIS_INACTIVITE_AVANT_RELANCE,
        joursEntreRelances: JOURS_ENTRE_DEUX_RELANCES,
        lot,
      });
      for (const c of comptes) {
        const modele = courrielRelanceInactivite({
          prenom: c.prenom,
          depuis: c.dateDerniereActivite ?? c.dateCreation,
          jamaisConnecte: c.dateDerniereActivite === null,
          lien: `${urlPublique}/`,
        });
        await deposerCourriel(tx, { destinataire: c.email ?? c.login, ...modele });
        await depot.marquerRelance(c.id, instant);
        await journaliser(tx, {
          acteur: null,
          typeEvenement: 'RELANCE_INACTIVITE',
          cible: { type: 'UTILISATEUR', id: c.id, libelle: c.login },
          detail: {
            derniereActivite: c.dateDerniereActivite?.toISOString() ?? null,
          },
        });
      }
      return comptes.length;
    });
    total += relances;
    if (relances < lot) return total;
  }
}
