import {
  type DecisionRattachement,
  ErreurMetier,
  type EtatCopropriete,
  erreurSaisie,
  machineMandat,
  type RequeteRefus,
  type ResultatActionGuichet,
  type TypeDemandeGuichet,
  type TypeEvenement,
  typeMotifRefusLabels,
} from '@registre/domain';
import type { Db, Executeur } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import {
  creerRattachementRepository,
  type DemandeRattachementLue,
} from '../../repositories/rattachement.repository.js';
import { creerValidationRepository } from '../../repositories/validation.repository.js';
import { deposerCourriel } from '../courriels/outbox.js';
import { exigerDroitGuichet, type Horloge } from '../validation/commun.js';
import { courrielDecisionAuDemandeur, courrielDecisionAuSyndicEnPlace } from './courriels.js';
import { exigerOuverte, transitionCopropriete, transitionMandat } from './guichet-commun.js';

/**
 * Décision, dans la transaction : mandat demandé validé (courant) ou refusé, mandat en place archivé quand le
 * demandeur le remplace, copropriété rattachée (ou rendue à son état), verrou libéré, courriels.
 */
async function decider(
  urlPublique: string,
  tx: Executeur,
  p: {
    utilisateur: UtilisateurSession;
    demande: DemandeRattachementLue;
    type: TypeDemandeGuichet;
    valider: boolean;
    raison: string | null;
    motifRefus?: RequeteRefus['typesMotifRefus'][number];
    maintenant: Date;
  },
): Promise<ResultatActionGuichet> {
  const { utilisateur, demande, type, valider, maintenant } = p;
  const contestation = type === 'CONTESTATION';
  const repo = creerRattachementRepository(tx);
  const libelleMandat = (await repo.etablissement(demande.idTeledeclarant)).raisonSociale;
  const typeEvenement: TypeEvenement | undefined = contestation ? 'VALIDATION_CONTESTATION' : undefined;
  const enPlace = demande.idMandatCourant === null ? null : await repo.mandat(demande.idMandatCourant);
  let etat: EtatCopropriete;
  if (valider) {
    await transitionMandat(tx, {
      acteur: utilisateur,
      idMandat: demande.idMandat,
      statut: demande.statutMandat,
      evenement: 'valider',
      libelle: libelleMandat,
      ...(typeEvenement ? { typeEvenement } : {}),
      valeurs: { dateValidation: maintenant, idCompteValidateur: utilisateur.idCompte },
    });
    // Le mandat en place (contesté, ou expiré) cède la place : archivé quand son cycle de vie le permet.
    if (
      enPlace &&
      enPlace.id !== demande.idMandat &&
      machineMandat.transition(enPlace.statut, 'archiver', { acteur: 'teneur' }).ok
    ) {
      await transitionMandat(tx, {
        acteur: utilisateur,
        idMandat: enPlace.id,
        statut: enPlace.statut,
        evenement: 'archiver',
        libelle: (await repo.etablissement(enPlace.idTeledeclarant)).raisonSociale,
        ...(typeEvenement ? { typeEvenement } : {}),
      });
    }
    const demandeLue = await repo.mandat(demande.idMandat);
    etat = await transitionCopropriete(tx, {
      acteur: utilisateur,
      demande,
      evenement: contestation ? 'validerContestation' : 'confirmerRattachement',
      valeurs: {
        idMandatCourant: demande.idMandat,
        idTeledeclarantCourant: demande.idTeledeclarant,
        dateDebutMandat: demandeLue?.dateDebut ?? null,
        dateFinMandat: demandeLue?.dateFin ?? null,
      },
    });
  } else {
    await transitionMandat(tx, {
      acteur: utilisateur,
      idMandat: demande.idMandat,
      statut: demande.statutMandat,
      evenement: 'refuser',
      libelle: libelleMandat,
      motif: p.raison,
      ...(typeEvenement ? { typeEvenement } : {}),
      valeurs: {
        motifRefus: p.motifRefus ?? 'AUTRE',
        raisonRefus: p.raison,
        idCompteValidateur: utilisateur.idCompte,
      },
    });
    etat = await transitionCopropriete(tx, {
      acteur: utilisateur,
      demande,
      evenement: contestation ? 'refuserContestation' : 'refuserRattachement',
      statutMandatCourant: enPlace?.statut ?? null,
      motif: p.raison,
    });
  }
  await creerValidationRepository(tx).supprimerVerrou('MANDAT', demande.idMandat);

  const numero = demande.numeroImmatriculation ?? '';
  const lienSuivi = `${urlPublique}/copropriete`;
  const adresseDemandeur = await repo.adresseEtablissement(demande.idTeledeclarant);
  if (adresseDemandeur) {
    await deposerCourriel(tx, {
      destinataire: adresseDemandeur,
      ...courrielDecisionAuDemandeur({
        accepte: valider,
        contestation,
        nomCopropriete: demande.nomCopropriete,
        numero,
        raison: p.raison,
        lienSuivi,
      }),
    });
  }
  if (contestation && enPlace) {
    const adresseEnPlace = await repo.adresseEtablissement(enPlace.idTeledeclarant);
    if (adresseEnPlace) {
      await deposerCourriel(tx, {
        destinataire: adresseEnPlace,
        ...courrielDecisionAuSyndicEnPlace({
          accepte: valider,
          nomCopropriete: demande.nomCopropriete,
          numero,
          lienSuivi,
        }),
      });
    }
  }
  const quoi = contestation ? 'La contestation' : 'La demande de rattachement';
  return {
    idCopropriete: demande.idCopropriete,
    etatCopropriete: etat,
    numeroImmatriculation: demande.numeroImmatriculation,
    notification: valider
      ? {
          titre: 'Demande validée',
          description: `${quoi} est acceptée : le demandeur est rattaché à la copropriété. Les syndics concernés en sont informés par courriel.`,
        }
      : {
          titre: 'Refus confirmé',
          description: `${quoi} est refusée. Les syndics concernés en sont informés par courriel.`,
        },
  };
}

/** Décisions du teneur sur une demande de rattachement ou une contestation ouverte (ADR 0301). */
export function creerDecisionRattachement(db: Db, dependances: { urlPublique: string }, horloge: Horloge) {
  return {
    /** `POST mandats/validation/contestation/valider` : accepte ou refuse (raison obligatoire) la demande ouverte. */
    async trancher(
      utilisateur: UtilisateurSession,
      decision: DecisionRattachement,
    ): Promise<ResultatActionGuichet> {
      exigerDroitGuichet(utilisateur, decision.valider ? 'accepter' : 'refuser');
      const raison = decision.raison?.trim() || null;
      if (!decision.valider && raison === null) {
        throw erreurSaisie('raison', 'Précisez la raison du refus : le demandeur la recevra par courriel.');
      }
      const maintenant = horloge();
      return db.transaction(async (tx) => {
        const { demande, type } = await exigerOuverte(tx, utilisateur, decision.idMandat, maintenant);
        return decider(dependances.urlPublique, tx, {
          utilisateur,
          demande,
          type,
          valider: decision.valider,
          raison,
          maintenant,
        });
      });
    },

    /**
     * Refus avec motifs codés (`GET mandats/refusRattachementTeneur/{immat}/{idMandat}`, écran « confirmer le
     * refus » du guichet) d'une demande de rattachement ou d'une contestation.
     */
    async refuser(
      utilisateur: UtilisateurSession,
      reference: { immat: string; idMandat: number },
      requete: RequeteRefus,
    ): Promise<ResultatActionGuichet> {
      exigerDroitGuichet(utilisateur, 'refuser');
      const motifs = [...new Set(requete.typesMotifRefus)];
      const texteRaison = requete.raison?.trim() || null;
      if (motifs.includes('AUTRE') && texteRaison === null) {
        throw erreurSaisie(
          'raison',
          'Précisez la raison du refus : elle est obligatoire avec le motif « Autre motif ».',
        );
      }
      const raison = `${motifs.map((m) => typeMotifRefusLabels[m]).join(' ; ')}${texteRaison ? ` — ${texteRaison}` : ''}`;
      const maintenant = horloge();
      return db.transaction(async (tx) => {
        const { demande, type } = await exigerOuverte(tx, utilisateur, reference.idMandat, maintenant);
        const reconnue =
          reference.immat === String(demande.idCopropriete) ||
          (demande.numeroImmatriculation !== null && reference.immat === demande.numeroImmatriculation);
        if (!reconnue) throw new ErreurMetier('introuvable', "Ce mandat n'est pas celui de la demande.");
        return decider(dependances.urlPublique, tx, {
          utilisateur,
          demande,
          type,
          valider: false,
          raison,
          ...(motifs[0] ? { motifRefus: motifs[0] } : {}),
          maintenant,
        });
      });
    },
  };
}
