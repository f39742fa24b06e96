import {
  designationRepresentant,
  ErreurMetier,
  exigerResultatAccepte,
  type IdentiteRepresentant,
  type SaisieChangementRepresentant,
  verifierChangementRepresentant,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { correspondanceRepresentantLegal } from '../../repositories/teledeclarant.correspondance.js';
import type { LigneTeledeclarant } from '../../repositories/teledeclarant.repository.js';
import { creerUtilisateurRepository } from '../../repositories/utilisateur.repository.js';
import { deposerCourriel } from '../courriels/outbox.js';
import { journaliser } from '../journal.js';

const SIGNATURE = '\n\nLe teneur du registre national d’immatriculation des copropriétés';

function identite(ligne: LigneTeledeclarant): IdentiteRepresentant {
  return {
    civilite: ligne.representantCivilite,
    nom: ligne.representantNom,
    prenom: ligne.representantPrenom,
    email: ligne.representantEmail,
  };
}

/** Courriel à l'ancien ou au nouveau représentant légal. */
export function courrielChangementRepresentant(p: {
  destinataire: 'ANCIEN' | 'NOUVEAU';
  etablissement: string;
  nouveau: string;
}) {
  const texte =
    p.destinataire === 'NOUVEAU'
      ? `Bonjour,\n\nVous êtes désormais inscrit au registre comme représentant légal de l’établissement ${p.etablissement}.\nSi vous n’êtes pas concerné, signalez-le au teneur du registre.${SIGNATURE}`
      : `Bonjour,\n\nVous n’êtes plus inscrit au registre comme représentant légal de l’établissement ${p.etablissement} : ${p.nouveau} vous remplace.\nSi ce changement vous surprend, signalez-le au teneur du registre.${SIGNATURE}`;
  return { sujet: 'Registre des copropriétés : changement de représentant légal', texte };
}

/**
 * Changement du représentant légal (ADR 0311) : dans une transaction, l'établissement verrouillé et relu, la
 * nouvelle personne contrôlée par le domaine (une autre personne), ses coordonnées écrites (l'adresse postale de
 * l'ancienne effacée), le journal avec l'avant et l'après, un courriel à l'ancien et au nouveau représentant.
 */
export async function changerRepresentantLegal(
  db: Db,
  utilisateur: UtilisateurSession,
  id: number,
  saisie: SaisieChangementRepresentant,
): Promise<void> {
  await db.transaction(async (tx) => {
    const utilisateurs = creerUtilisateurRepository(tx);
    const avant = await utilisateurs.teledeclarantPourMiseAJour(id);
    if (!avant || avant.statut === 'SUPPRIME') {
      throw new ErreurMetier('introuvable', "Votre établissement n'existe plus au registre.");
    }
    const ancien = identite(avant);
    exigerResultatAccepte({ erreurs: verifierChangementRepresentant(ancien, saisie), avertissements: [] });
    const valeurs = correspondanceRepresentantLegal.versColonnes({ ...saisie, adresse: null } as never);
    await utilisateurs.modifierEtablissement(id, valeurs);
    const nouveau: IdentiteRepresentant = {
      civilite: valeurs.representantCivilite ?? null,
      nom: valeurs.representantNom ?? null,
      prenom: valeurs.representantPrenom ?? null,
      email: valeurs.representantEmail ?? null,
    };
    await journaliser(tx, {
      acteur: utilisateur,
      typeEvenement: 'CHANGEMENT_REPRESENTANT_LEGAL',
      cible: { type: 'TELEDECLARANT', id, libelle: avant.raisonSociale },
      detail: { avant: designationRepresentant(ancien), apres: designationRepresentant(nouveau) },
    });
    const etablissement = avant.raisonSociale ?? `n° ${id}`;
    const commun = { etablissement, nouveau: designationRepresentant({ ...nouveau, email: null }) };
    if (nouveau.email) {
      await deposerCourriel(tx, {
        destinataire: nouveau.email,
        ...courrielChangementRepresentant({ ...commun, destinataire: 'NOUVEAU' }),
      });
    }
    if (ancien.email && ancien.email !== nouveau.email) {
      await deposerCourriel(tx, {
        destinataire: ancien.email,
        ...courrielChangementRepresentant({ ...commun, destinataire: 'ANCIEN' }),
      });
    }
  });
}
