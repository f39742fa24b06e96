import {
  type Adresse,
  type DoublonPotentiel,
  echeanceReponse,
  formaterDateTexte,
  machineMandat,
  type ResultatDepot,
  type TypeActeur,
} from '@registre/domain';
import type { Executeur } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import {
  creerDeclarationRepository,
  type DeclarationLue,
} from '../../repositories/declaration.repository.js';
import type { EtablissementSuccesseur } from '../../repositories/successeurs.repository.js';
import { courrielAccuseReceptionDepot, type NatureDepot } from '../courriels/modeles-immatriculation.js';
import { deposerCourriel } from '../courriels/outbox.js';
import { exigerTransition } from '../declarations/commun.js';
import { journaliser } from '../journal.js';

/** Suites d'un dépôt (ADR 0142) : réponse de succès, rejeu, mandats, accusé de réception. */

export const notificationDepot = (echeance: Date | null) => ({
  titre: 'Demande transmise',
  description:
    echeance === null
      ? 'Votre demande a été transmise au teneur du registre. Un accusé de réception vous a été envoyé par courriel.'
      : `Votre demande a été transmise au teneur du registre comme demande de doublon : il vous répondra au plus tard le ${formaterDateTexte(echeance)}. Un accusé de réception vous a été envoyé par courriel.`,
});

/** Rejeu d'un dépôt déjà fait (double clic, requête rejouée) : l'état tel qu'il est, rien de changé. */
export async function resultatDejaDepose(tx: Executeur, lue: DeclarationLue): Promise<ResultatDepot> {
  const copro = await creerDeclarationRepository(tx).copropriete(lue.entete.idCopropriete);
  const signaleLe = copro?.idCoproprieteDoublon != null ? (copro.doublonSignaleLe ?? null) : null;
  const echeance = signaleLe === null ? null : echeanceReponse(signaleLe);
  return {
    resultat: 'DEPOSE',
    idDeclaration: lue.entete.id,
    idCopropriete: lue.entete.idCopropriete,
    typeImmat: lue.entete.typeImmat ?? 'DEFAULT',
    typeMaj: lue.entete.typeMaj,
    statutDeclaration: lue.entete.statut,
    etatCopropriete: copro?.etat ?? lue.entete.etatCopropriete,
    doublonSignale: signaleLe !== null,
    doublons: [],
    echeanceReponse: echeance === null ? null : formaterDateTexte(echeance),
    dejaDeposee: true,
    notification: notificationDepot(echeance),
  };
}

/** Mandat demandé avec la déclaration (syndic) soumis, ou mandat du successeur choisi (notaire) créé puis soumis. */
export async function soumettreMandats(
  tx: Executeur,
  p: {
    utilisateur: UtilisateurSession;
    acteur: TypeActeur;
    lue: DeclarationLue;
    successeur: EtablissementSuccesseur | null;
    maintenant: Date;
    nom: string | null;
  },
): Promise<void> {
  const { utilisateur, acteur, successeur, maintenant, nom } = p;
  const { entete } = p.lue;
  const repo = creerDeclarationRepository(tx);
  if (entete.idMandat !== null && (entete.statutMandat === 'BROUILLON' || entete.statutMandat === 'REFUSE')) {
    const evenementMandat = entete.statutMandat === 'BROUILLON' ? 'soumettre' : 'modifierDemande';
    const transitionMandat = exigerTransition(
      machineMandat.transition(entete.statutMandat, evenementMandat, { acteur }),
    );
    await repo.modifierMandat(entete.idMandat, {
      statut: transitionMandat.etat,
      dateSoumission: maintenant,
    });
    await journaliser(tx, {
      acteur: utilisateur,
      transition: { depuis: entete.statutMandat, resultat: transitionMandat },
      cible: { type: 'MANDAT', id: entete.idMandat, libelle: nom },
    });
  }
  if (successeur !== null) {
    const creation = exigerTransition(machineMandat.creer('creerBrouillon', { acteur }));
    const soumission = exigerTransition(machineMandat.transition(creation.etat, 'soumettre', { acteur }));
    const idMandat = await repo.creerMandat({
      idCopropriete: entete.idCopropriete,
      idTeledeclarant: successeur.id,
      statut: soumission.etat,
      idCompteDemandeur: utilisateur.idCompte,
      dateSoumission: maintenant,
    });
    await repo.modifierEntete(entete.id, { idMandat });
    const cible = { type: 'MANDAT' as const, id: idMandat, libelle: successeur.raisonSociale };
    await journaliser(tx, {
      acteur: utilisateur,
      transition: { depuis: null, resultat: creation },
      cible,
    });
    await journaliser(tx, {
      acteur: utilisateur,
      transition: { depuis: creation.etat, resultat: soumission },
      cible,
    });
  }
}

/** Accusé de réception, déposé dans la boîte d'envoi dans la transaction du dépôt. */
export async function envoyerAccuse(
  tx: Executeur,
  p: {
    utilisateur: UtilisateurSession;
    lue: DeclarationLue;
    nature: NatureDepot;
    nom: string | null;
    reference: Adresse | null | undefined;
    maintenant: Date;
    doublon: DoublonPotentiel | null;
    echeance: Date | null;
    urlPublique: string;
  },
): Promise<void> {
  const { utilisateur, lue, nature, nom, reference, maintenant, doublon, echeance } = p;
  await deposerCourriel(tx, {
    destinataire: lue.declaration.adresseEmailUtilisateur ?? utilisateur.login,
    ...courrielAccuseReceptionDepot({
      prenom: null,
      nature,
      nomCopropriete: nom,
      adresse:
        reference?.libelle ?? ([reference?.numeroVoie, reference?.voie].filter(Boolean).join(' ') || null),
      deposeeLe: maintenant,
      lienSuivi: `${p.urlPublique}/copropriete`,
      doublon:
        doublon && echeance
          ? {
              echeance,
              lienRattachement: doublon.lienRattachement
                ? `${p.urlPublique}${doublon.lienRattachement}`
                : null,
            }
          : null,
    }),
  });
}
