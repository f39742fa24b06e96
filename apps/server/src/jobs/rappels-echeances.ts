import {
  ajouterJours,
  aujourdhuiParis,
  cleEcheance,
  FUSEAU_HORAIRE,
  SEUILS_RAPPEL_JOURS,
  seuilRappel,
  typeEcheanceLabels,
} from '@registre/domain';
import type { Db } from '../db/connexion.js';
import { creerEcheancierRepository, type EcheanceEnBase } from '../repositories/echeancier.repository.js';
import { creerRappelsEcheancesRepository } from '../repositories/rappels-echeances.repository.js';
import { deposerCourriel } from '../services/courriels/outbox.js';
import { versEcheanceLue } from '../services/echeancier/lire-echeancier.js';
import { journaliser } from '../services/journal.js';

/** File pg-boss des rappels d'échéance : chaque jour à 7 h, heure de Paris (ADR 0340 §5). */
export const FILE_RAPPELS_ECHEANCES = 'rappels-echeances';
export const CRON_RAPPELS_ECHEANCES = '0 7 * * *';
export const FUSEAU_RAPPELS_ECHEANCES = FUSEAU_HORAIRE;

/** Établissements lus par lot, et échéances lues au plus par établissement et par passage. */
const TAILLE_LOT_ETABLISSEMENTS = 200;
const NB_MAX_ECHEANCES_PAR_ETABLISSEMENT = 10_000;
const SEUIL_MAX = Math.max(...SEUILS_RAPPEL_JOURS);

export interface DependancesRappels {
  db: Db;
  /** Adresse publique du site, pour le lien de l'échéancier. */
  urlPublique: string;
  maintenant?: () => Date;
}

function courrielRappel(e: EcheanceEnBase, aujourdhui: Date, urlPublique: string) {
  const lue = versEcheanceLue(e, aujourdhui);
  const libelle = typeEcheanceLabels[e.type];
  const copropriete = [lue.nomCopropriete, lue.numeroImmatriculation].filter(Boolean).join(', ');
  const quand =
    lue.joursRestants === 0
      ? 'aujourd’hui'
      : `dans ${lue.joursRestants} jour${lue.joursRestants > 1 ? 's' : ''}`;
  return {
    sujet: `Registre des copropriétés : ${libelle.toLowerCase()} le ${lue.date} (${copropriete || `copropriété n° ${e.idCopropriete}`})`,
    texte: `Bonjour,\n\nÉchéance ${quand}, le ${lue.date} : ${libelle.toLowerCase()} de la copropriété ${copropriete || `n° ${e.idCopropriete}`}.\n\nRetrouvez toutes les échéances de votre établissement dans son échéancier :\n${urlPublique}/compte/monetablissement/echeancier\n\nLe teneur du registre national d’immatriculation des copropriétés\n(message automatique, merci de ne pas y répondre)`,
  };
}

/**
 * Rappels des échéances à 60, 30 et 7 jours (gestionnaire de la tâche `rappels-echeances`, ADR 0340 §5). Pour chaque
 * établissement actif, les échéances des 60 prochains jours ; pour chacune, le seuil atteint (`seuilRappel`) est
 * réservé dans `rappel_echeance` (contrainte unique) puis, dans la même transaction, le courriel est déposé pour les
 * administrateurs principaux et le rappel journalisé. Relancé, même en même temps, un passage n'envoie rien deux fois.
 * Renvoie le nombre de rappels envoyés.
 */
export async function envoyerRappelsEcheances({
  db,
  urlPublique,
  maintenant = () => new Date(),
}: DependancesRappels): Promise<number> {
  const instant = maintenant();
  const aujourdhui = aujourdhuiParis(instant);
  const depot = creerRappelsEcheancesRepository(db);
  let envoyes = 0;
  let apres = 0;
  for (;;) {
    const etablissements = await depot.etablissements(apres, TAILLE_LOT_ETABLISSEMENTS);
    for (const idTeledeclarant of etablissements) {
      const { echeances } = await creerEcheancierRepository(db).page(idTeledeclarant, {
        offset: 0,
        limit: NB_MAX_ECHEANCES_PAR_ETABLISSEMENT,
        depuis: aujourdhui,
        jusquA: ajouterJours(aujourdhui, SEUIL_MAX),
      });
      if (echeances.length === 0) continue;
      const destinataires = await depot.destinataires(idTeledeclarant);
      if (destinataires.length === 0) continue;
      for (const e of echeances) {
        const { joursRestants } = versEcheanceLue(e, aujourdhui);
        const seuil = seuilRappel(joursRestants);
        if (seuil === null) continue;
        const cle = cleEcheance(e.idCopropriete, e.type, e.date);
        const envoye = await db.transaction(async (tx) => {
          const reserve = await creerRappelsEcheancesRepository(tx).reserver({
            cleEcheance: cle,
            seuil,
            idCopropriete: e.idCopropriete,
            idTeledeclarant,
            envoyeLe: instant,
          });
          if (!reserve) return false;
          const modele = courrielRappel(e, aujourdhui, urlPublique);
          for (const destinataire of destinataires) await deposerCourriel(tx, { destinataire, ...modele });
          await journaliser(tx, {
            acteur: null,
            typeEvenement: 'RAPPEL_ECHEANCE',
            cible: { type: 'COPROPRIETE', id: e.idCopropriete, libelle: e.nomCopropriete },
            detail: {
              cle,
              type: e.type,
              date: versEcheanceLue(e, aujourdhui).date,
              seuil,
              destinataires: destinataires.length,
            },
          });
          return true;
        });
        if (envoye) envoyes += 1;
      }
    }
    if (etablissements.length < TAILLE_LOT_ETABLISSEMENTS) return envoyes;
    apres = etablissements.at(-1) ?? apres;
  }
}
