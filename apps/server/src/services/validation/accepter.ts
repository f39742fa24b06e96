import {
  type ActionGuichet,
  actionPermiseSurType,
  ErreurMetier,
  type ResultatActionGuichet,
  type TypeEvenement,
} from '@registre/domain';
import type { Db, Executeur } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerDeclarationRepository } from '../../repositories/declaration.repository.js';
import { creerValidationRepository, type DemandeLue } from '../../repositories/validation.repository.js';
import { deposerCourriel } from '../courriels/outbox.js';
import { attribuerNumeroImmatriculation } from '../immatriculation/attribuer-numero.js';
import { exigerDroitGuichet, type Horloge, typeExige } from './commun.js';
import { courrielAcceptation } from './courriels.js';
import { transitionCopropriete, transitionDeclaration, transitionMandat } from './transitions.js';
import { exigerDemandeOuverte } from './verrou.js';

/** La demande ouverte est-elle d'un type qui permet cette action ? (409 sinon) */
export function exigerActionSurType(demande: DemandeLue, action: ActionGuichet): void {
  const type = typeExige(demande);
  if (!actionPermiseSurType(type, action)) {
    throw new ErreurMetier('conflit', 'Cette action n’est pas possible pour ce type de demande.');
  }
}

/**
 * Acceptation d'une demande ouverte, dans la transaction de l'appelant : la déclaration devient la déclaration
 * d'immatriculation, le mandat demandé devient courant, la copropriété reçoit son numéro (ADR 0140) et l'état
 * que dicte son mandat (`SELON_MANDAT` : rattachée avec un mandat courant, à rattacher sans syndic), le verrou est
 * libéré, le déclarant est prévenu. Sert aussi à la validation d'un doublon comme nouvelle copropriété.
 */
export async function accepterDemande(
  tx: Executeur,
  p: {
    utilisateur: UtilisateurSession;
    demande: DemandeLue;
    maintenant: Date;
    urlPublique: string;
    typeEvenement: Extract<TypeEvenement, 'VALIDATION_DEMANDE' | 'VALIDATION_DOUBLON'>;
  },
): Promise<ResultatActionGuichet> {
  const { utilisateur, demande, maintenant, typeEvenement } = p;
  const motif = typeEvenement === 'VALIDATION_DOUBLON' ? 'Doublon écarté : nouvelle copropriété' : undefined;
  await transitionDeclaration(tx, {
    acteur: utilisateur,
    demande,
    evenement: 'valider',
    typeEvenement,
    dateValidation: maintenant,
    ...(motif ? { motif } : {}),
  });
  const repo = creerDeclarationRepository(tx);
  const mandatValide =
    demande.statutMandat === 'VALIDATION_EN_COURS'
      ? await transitionMandat(tx, {
          acteur: utilisateur,
          demande,
          evenement: 'valider',
          valeurs: { dateValidation: maintenant, idCompteValidateur: utilisateur.idCompte },
        })
      : null;
  const mandat =
    mandatValide === null || demande.idMandat === null ? null : await repo.mandat(demande.idMandat);
  const numero = await attribuerNumeroImmatriculation(tx, demande.idCopropriete);
  demande.numeroImmatriculation = numero;
  const etat = await transitionCopropriete(tx, {
    acteur: utilisateur,
    demande,
    evenement: 'valider',
    typeEvenement,
    statutMandatCourant: mandatValide,
    ...(motif ? { motif } : {}),
    valeurs: {
      idDeclarationCourante: demande.idDeclaration,
      idCoproprieteDoublon: null,
      doublonSignaleLe: null,
      ...(mandat
        ? {
            idMandatCourant: mandat.id,
            idTeledeclarantCourant: mandat.idTeledeclarant,
            dateDebutMandat: mandat.dateDebut,
            dateFinMandat: mandat.dateFin,
          }
        : {}),
    },
  });
  await creerValidationRepository(tx).supprimerVerrou('COPROPRIETE', demande.idCopropriete);
  if (demande.emailDeclarant) {
    await deposerCourriel(tx, {
      destinataire: demande.emailDeclarant,
      ...courrielAcceptation({
        nomCopropriete: demande.nomCopropriete,
        adresse: demande.adresseReference,
        numero,
        lienSuivi: `${p.urlPublique}/copropriete`,
      }),
    });
  }
  return {
    idCopropriete: demande.idCopropriete,
    etatCopropriete: etat,
    numeroImmatriculation: numero,
    notification: {
      titre: 'Demande validée',
      description: `La copropriété est immatriculée sous le numéro ${numero}. Le déclarant en est informé par courriel.`,
    },
  };
}

/** Acceptation d'une demande (`PUT declarations/valider/{n}`) : une transaction, rejeu ou concurrent → 409. */
export function creerAcceptation(db: Db, horloge: Horloge, urlPublique: string) {
  return async function accepter(
    utilisateur: UtilisateurSession,
    idCopropriete: number,
  ): Promise<ResultatActionGuichet> {
    exigerDroitGuichet(utilisateur, 'accepter');
    const maintenant = horloge();
    return db.transaction(async (tx) => {
      const demande = await exigerDemandeOuverte(tx, utilisateur, idCopropriete, maintenant);
      exigerActionSurType(demande, 'accepter');
      return accepterDemande(tx, {
        utilisateur,
        demande,
        maintenant,
        urlPublique,
        typeEvenement: 'VALIDATION_DEMANDE',
      });
    });
  };
}
