import {
  ErreurMetier,
  exigerActionCopropriete,
  type ResultatOperationMandat,
  type RetraitRattachement,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerMandatsRepository } from '../../repositories/mandats.repository.js';
import { contexteAction } from '../coproprietes/lecteur-copropriete.js';
import {
  exigerAdministrateur,
  lireDansPerimetre,
  prevenirEtablissement,
  transitionCopropriete,
  transitionMandat,
} from './commun.js';
import { courrielRetrait } from './courriels.js';

/** Liens de la copropriété vers son représentant légal, effacés quand elle redevient à rattacher. */
export const SANS_REPRESENTANT = {
  idMandatCourant: null,
  idTeledeclarantCourant: null,
  dateDebutMandat: null,
  dateFinMandat: null,
} as const;

/**
 * Retrait du rattachement par un administrateur du teneur (`PUT coproprietes/retirer-rattachement/{id}`, motif
 * obligatoire ; ADR 0310), en une transaction : copropriété verrouillée, règle des actions, mandat courant archivé
 * (une déclaration de successeur en attente annulée d'abord), renouvellement à venir supprimé, copropriété à
 * rattacher sans représentant légal, journal (`RETRAIT_RATTACHEMENT` avec le motif), courriel au syndic.
 */
export function creerRetraitRattachement(db: Db, dependances: { urlPublique: string }) {
  return async function retirer(
    utilisateur: UtilisateurSession,
    idCopropriete: number,
    corps: RetraitRattachement,
  ): Promise<ResultatOperationMandat> {
    exigerAdministrateur(utilisateur);
    return db.transaction(async (tx) => {
      const repo = creerMandatsRepository(tx);
      const copro = await repo.copropriete(idCopropriete, { pourMiseAJour: true });
      if (!copro) throw new ErreurMetier('introuvable', "Cette copropriété n'existe pas.");
      exigerActionCopropriete(
        'RETIRER_RATTACHEMENT',
        contexteAction(utilisateur, await lireDansPerimetre(tx, utilisateur, copro.id)),
      );
      const courant = copro.idMandatCourant === null ? null : await repo.mandat(copro.idMandatCourant);
      const libelle = copro.numeroImmatriculation;
      const motif = corps.motif;
      let statutMandat = courant?.statut ?? null;
      if (courant) {
        let statut = courant.statut;
        if (statut === 'SUCCESSEUR_DECLARE') {
          statut = await transitionMandat(tx, {
            acteur: utilisateur,
            mandat: courant,
            evenement: 'annulerSuccesseur',
            libelle,
            motif,
          });
        }
        // Renouvellement déclaré qui n'a pas commencé : il tombe avec le rattachement.
        const renouvellements = (await repo.mandatsDeCopropriete(copro.id, ['COURANT'])).filter(
          (m) => m.idMandatPrecedent === courant.id,
        );
        for (const r of renouvellements) {
          await transitionMandat(tx, {
            acteur: utilisateur,
            mandat: r,
            evenement: 'supprimer',
            libelle,
            typeEvenement: 'RETRAIT_RATTACHEMENT',
            motif,
            valeurs: { motifSuppression: motif },
          });
        }
        statutMandat = await transitionMandat(tx, {
          acteur: utilisateur,
          mandat: { id: courant.id, statut },
          evenement: 'archiver',
          libelle,
          typeEvenement: 'RETRAIT_RATTACHEMENT',
          motif,
        });
      }
      const etat = await transitionCopropriete(tx, {
        acteur: utilisateur,
        copropriete: copro,
        evenement: 'retirerRattachement',
        typeEvenement: 'RETRAIT_RATTACHEMENT',
        motif,
        valeurs: SANS_REPRESENTANT,
      });
      if (courant) {
        await prevenirEtablissement(
          tx,
          courant.idTeledeclarant,
          courrielRetrait({
            nom: copro.nom,
            numero: copro.numeroImmatriculation,
            lienSuivi: `${dependances.urlPublique}/copropriete`,
            motif,
            suppression: false,
          }),
        );
      }
      return {
        idCopropriete: copro.id,
        idMandat: courant?.id ?? copro.id,
        etatCopropriete: etat,
        statutMandat: statutMandat ?? 'ARCHIVE',
        notification: {
          titre: 'Rattachement retiré',
          description:
            'La copropriété n’a plus de représentant légal au registre ; le syndic en est informé.',
        },
      } satisfies ResultatOperationMandat;
    });
  };
}
