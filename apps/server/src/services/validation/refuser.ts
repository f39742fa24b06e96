import {
  ErreurMetier,
  erreurSaisie,
  type RequeteRefus,
  type ResultatActionGuichet,
  type TypeMotifRefus,
  typeMotifRefusLabels,
} from '@registre/domain';
import type { Db, Executeur } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerValidationRepository, type DemandeLue } from '../../repositories/validation.repository.js';
import { deposerCourriel } from '../courriels/outbox.js';
import { exigerActionSurType } from './accepter.js';
import { exigerDroitGuichet, type Horloge, MESSAGE_DEMANDE_INTROUVABLE } from './commun.js';
import { courrielRefus } from './courriels.js';
import { transitionCopropriete, transitionDeclaration, transitionMandat } from './transitions.js';
import { exigerDemandeOuverte } from './verrou.js';

/**
 * Refus d'une demande ouverte, dans la transaction de l'appelant : déclaration rendue au déclarant (brouillon),
 * mandat refusé avec son motif, copropriété refusée, journal, verrou libéré, courriel des motifs. Sert aussi à la
 * fusion d'un doublon dans la copropriété existante (`complement` : la suite proposée au déclarant).
 */
export async function refuserDemande(
  tx: Executeur,
  p: {
    utilisateur: UtilisateurSession;
    demande: DemandeLue;
    motifs: TypeMotifRefus[];
    raison: string | null;
    urlPublique: string;
    complement?: string;
  },
): Promise<ResultatActionGuichet> {
  const { utilisateur, demande, motifs, raison, urlPublique } = p;
  const idCopropriete = demande.idCopropriete;
  const libelles = motifs.map((m) => typeMotifRefusLabels[m]);
  const motif = `${libelles.join(' ; ')}${raison ? ` — ${raison}` : ''}`;
  await transitionDeclaration(tx, { acteur: utilisateur, demande, evenement: 'refuser', motif });
  await transitionMandat(tx, {
    acteur: utilisateur,
    demande,
    evenement: 'refuser',
    motif,
    valeurs: { motifRefus: motifs[0], raisonRefus: raison, idCompteValidateur: utilisateur.idCompte },
  });
  const etat = await transitionCopropriete(tx, {
    acteur: utilisateur,
    demande,
    evenement: 'refuser',
    motif,
    valeurs: { idCoproprieteDoublon: null, doublonSignaleLe: null },
  });
  await creerValidationRepository(tx).supprimerVerrou('COPROPRIETE', idCopropriete);
  if (demande.emailDeclarant) {
    await deposerCourriel(tx, {
      destinataire: demande.emailDeclarant,
      ...courrielRefus({
        nomCopropriete: demande.nomCopropriete,
        adresse: demande.adresseReference,
        motifs: libelles,
        raison: [raison, p.complement].filter(Boolean).join('\n\n') || null,
        lienSuivi: `${urlPublique}/copropriete`,
      }),
    });
  }
  return {
    idCopropriete,
    etatCopropriete: etat,
    numeroImmatriculation: demande.numeroImmatriculation,
    notification: {
      titre: 'Refus confirmé',
      description: 'La demande est refusée. Le déclarant est informé des motifs par courriel.',
    },
  };
}

/**
 * Refus d'une demande par le teneur (écran « confirmer le refus », `GET mandats/refusRattachementTeneur/{immat}/
 * {idMandat}`, ADR 0190 §4) : un ou plusieurs motifs, une raison (obligatoire avec AUTRE). La déclaration revient
 * en brouillon (le déclarant peut la corriger et la redéposer, ADR 0142 §5), le mandat est refusé avec son motif,
 * la copropriété passe « refusée » ; journal, courriel au déclarant, verrou libéré, en une transaction.
 */
export function creerRefus(db: Db, horloge: Horloge, urlPublique: string) {
  return async function refuser(
    utilisateur: UtilisateurSession,
    reference: { immat: string; idMandat: number },
    requete: RequeteRefus,
  ): Promise<ResultatActionGuichet> {
    exigerDroitGuichet(utilisateur, 'refuser');
    const motifs = [...new Set(requete.typesMotifRefus)];
    const raison = requete.raison?.trim() || null;
    if (motifs.includes('AUTRE') && raison === null) {
      throw erreurSaisie(
        'raison',
        'Précisez la raison du refus : elle est obligatoire avec le motif « Autre motif ».',
      );
    }
    const maintenant = horloge();
    return db.transaction(async (tx) => {
      const repo = creerValidationRepository(tx);
      const idCopropriete = /^\d+$/.test(reference.immat)
        ? Number(reference.immat)
        : await repo.coproprieteDuNumero(reference.immat);
      if (idCopropriete === null) throw new ErreurMetier('introuvable', MESSAGE_DEMANDE_INTROUVABLE);
      const demande = await exigerDemandeOuverte(tx, utilisateur, idCopropriete, maintenant);
      if ((demande.idMandat ?? 0) !== reference.idMandat) {
        throw new ErreurMetier('introuvable', "Ce mandat n'est pas celui de la demande.");
      }
      exigerActionSurType(demande, 'refuser');
      return refuserDemande(tx, { utilisateur, demande, motifs, raison, urlPublique });
    });
  };
}
