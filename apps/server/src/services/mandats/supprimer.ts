import {
  ErreurMetier,
  type ResultatOperationMandat,
  STATUTS_MANDAT_SUPPRIMABLES,
  type StatutMandat,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerMandatsRepository } from '../../repositories/mandats.repository.js';
import {
  exigerAdministrateur,
  lireDansPerimetre,
  MESSAGE_MANDAT_INCONNU,
  prevenirEtablissement,
  transitionCopropriete,
  transitionMandat,
} from './commun.js';
import { courrielRetrait } from './courriels.js';
import { SANS_REPRESENTANT } from './retirer.js';

export const MESSAGE_MANDAT_NON_SUPPRIMABLE =
  'Ce mandat ne peut pas être supprimé : choisissez un mandat de la liste des mandats supprimables.';

/**
 * Suppression d'un mandat par un administrateur du teneur (`DELETE mandats/{id}`, ADR 0310), choisi parmi
 * `listeMandatSupprimable` : le mandat courant supprimé rend la copropriété à rattacher ; un renouvellement à venir
 * supprimé rend la main au mandat qu'il renouvelait (`annulerRenouvellement`) ; un mandat refusé disparaît seul.
 * Une transaction : copropriété verrouillée, cycles de vie du domaine, journal, courriel au titulaire.
 */
export function creerSuppressionMandat(db: Db, dependances: { urlPublique: string }) {
  return async function supprimer(
    utilisateur: UtilisateurSession,
    idMandat: number,
  ): Promise<ResultatOperationMandat> {
    exigerAdministrateur(utilisateur);
    return db.transaction(async (tx) => {
      const repo = creerMandatsRepository(tx);
      const lus = await repo.sousVerrou(idMandat);
      if (!lus) throw new ErreurMetier('introuvable', MESSAGE_MANDAT_INCONNU);
      const { copropriete: copro, mandat: m } = lus;
      await lireDansPerimetre(tx, utilisateur, copro.id);
      if (!(STATUTS_MANDAT_SUPPRIMABLES as readonly StatutMandat[]).includes(m.statut)) {
        throw new ErreurMetier('conflit', MESSAGE_MANDAT_NON_SUPPRIMABLE);
      }
      const libelle = copro.numeroImmatriculation;
      const statut = await transitionMandat(tx, {
        acteur: utilisateur,
        mandat: m,
        evenement: 'supprimer',
        libelle,
        typeEvenement: 'SUPPRESSION_MANDAT',
      });
      let etat = copro.etat;
      if (m.id === copro.idMandatCourant) {
        etat = await transitionCopropriete(tx, {
          acteur: utilisateur,
          copropriete: copro,
          evenement: 'retirerRattachement',
          typeEvenement: 'SUPPRESSION_MANDAT',
          valeurs: SANS_REPRESENTANT,
        });
      } else if (m.idMandatPrecedent !== null) {
        const precedent = await repo.mandat(m.idMandatPrecedent);
        if (precedent?.statut === 'RENOUVELLEMENT_DECLARE') {
          await transitionMandat(tx, {
            acteur: utilisateur,
            mandat: precedent,
            evenement: 'annulerRenouvellement',
            libelle,
          });
        }
      }
      await prevenirEtablissement(
        tx,
        m.idTeledeclarant,
        courrielRetrait({
          nom: copro.nom,
          numero: copro.numeroImmatriculation,
          lienSuivi: `${dependances.urlPublique}/copropriete`,
          motif: null,
          suppression: true,
        }),
      );
      return {
        idCopropriete: copro.id,
        idMandat: m.id,
        etatCopropriete: etat,
        statutMandat: statut,
        notification: { titre: 'Suppression effectuée', description: 'Le mandat a été supprimé.' },
      } satisfies ResultatOperationMandat;
    });
  };
}
