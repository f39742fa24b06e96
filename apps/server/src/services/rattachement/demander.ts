import {
  type DemandeRattachement,
  ErreurMetier,
  erreurSaisie,
  MESSAGE_RATTACHEMENT_DEJA_EN_ATTENTE,
  machineCopropriete,
  machineMandat,
  type RattachementDepose,
  typeActeurDuProfil,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerDocumentRepository } from '../../repositories/document.repository.js';
import {
  creerRattachementRepository,
  INDEX_DEMANDE_EN_ATTENTE,
} from '../../repositories/rattachement.repository.js';
import { deposerCourriel } from '../courriels/outbox.js';
import { exigerTransition } from '../declarations/commun.js';
import { journaliser } from '../journal.js';
import { etablissementDemandeur, issueDuControle, numeroCanonique } from './controle.js';
import { courrielContestationAuSyndicEnPlace, courrielDemandeRattachement } from './courriels.js';
import { CHAMP_JUSTIFICATIF, verifierMandatDemande } from './mandat-demande.js';

/** Violation de l'index « une demande en attente par copropriété » (Drizzle enveloppe l'erreur dans `cause`). */
function estDemandeDejaEnAttente(erreur: unknown): boolean {
  const cause = erreur instanceof Error && erreur.cause instanceof Error ? erreur.cause : erreur;
  const { code, constraint } = (cause ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && constraint === INDEX_DEMANDE_EN_ATTENTE;
}

interface Dependances {
  urlPublique: string;
  maintenant?: () => Date;
}

/**
 * Demande de rattachement ou contestation (`POST coproprietes/rattachement`, ADR 0300), en une transaction :
 * copropriété verrouillée (deux syndics simultanés : le second relit l'état changé → 409 §8), contrôle du domaine,
 * règles §5.3 du mandat (avertissement 12 mois à confirmer), justificatif contrôlé par son contenu et écrit avec
 * son SHA-256, mandat `A_VALIDER`, copropriété à confirmer ou contestée, journal, courriels.
 */
export function creerDemandeRattachement(db: Db, dependances: Dependances) {
  const horloge = dependances.maintenant ?? (() => new Date());

  return async function deposer(
    utilisateur: UtilisateurSession,
    corps: DemandeRattachement,
  ): Promise<RattachementDepose> {
    const idTd = etablissementDemandeur(utilisateur);
    const acteur = typeActeurDuProfil(utilisateur.profil);
    if (acteur !== 'declarant') {
      throw new ErreurMetier('interdit', 'Seul un syndic peut demander à se rattacher à une copropriété.');
    }
    const numero = numeroCanonique(corps.numeroImmatriculation);
    const maintenant = horloge();

    // Saisie vérifiée avant toute lecture verrouillée : une saisie refusée n'écrit rien.
    const verifie = verifierMandatDemande(
      corps.infoRattachement,
      corps.justificatif,
      corps.avertissementsConfirmes,
      maintenant,
    );
    const justificatif = verifie.document;
    if (!justificatif) throw erreurSaisie(CHAMP_JUSTIFICATIF, 'Le justificatif du mandat est obligatoire.');

    try {
      return await db.transaction(async (tx) => {
        const repo = creerRattachementRepository(tx);
        const copro = await repo.coproprieteParNumero(numero, { pourMiseAJour: true });
        const issue = issueDuControle(copro, idTd);
        if (copro === null || issue.error === 'immatNotExistant') {
          throw erreurSaisie('numeroImmatriculation', "Ce numéro d'immatriculation n'est pas reconnu.");
        }
        if (issue.demandeEnAttente || (await repo.demandeEnAttente(copro.id))) {
          throw new ErreurMetier('conflit', MESSAGE_RATTACHEMENT_DEJA_EN_ATTENTE);
        }
        if (issue.evenements === null) {
          throw new ErreurMetier(
            'conflit',
            issue.error === 'immatStatusIncorrect' && copro.idTeledeclarantCourant === idTd
              ? 'Cette copropriété est déjà rattachée à votre établissement : renouvelez le mandat depuis la liste des copropriétés.'
              : "Cette copropriété n'est pas dans un état qui permet le rattachement.",
          );
        }
        const contestation = issue.isDemandContestation;
        const transitionCopro = exigerTransition(
          machineCopropriete.transition(copro.etat, issue.evenements.copropriete, { acteur }),
        );
        const creationMandat = exigerTransition(machineMandat.creer(issue.evenements.mandat, { acteur }));

        const idDocument = await creerDocumentRepository(tx).inserer(justificatif);
        const idMandat = await repo.creerMandatDemande({
          idCopropriete: copro.id,
          idTeledeclarant: idTd,
          statut: creationMandat.etat,
          dateDebut: verifie.dateDebut,
          dateFin: verifie.dateFin,
          adminProvisoire: verifie.adminProvisoire,
          syndicProvisoire: corps.syndicProvisoire,
          typeJustif: verifie.typeJustif,
          idDocument,
          contestation,
          motifContestation: contestation ? (corps.motifContestation ?? null) : null,
          idCompteDemandeur: utilisateur.idCompte,
          maintenant,
        });
        if (!(await repo.changerEtat(copro.id, copro.version, transitionCopro.etat, maintenant))) {
          throw new ErreurMetier('conflit', MESSAGE_RATTACHEMENT_DEJA_EN_ATTENTE);
        }
        const libelle = copro.numeroImmatriculation;
        const detail =
          contestation && corps.motifContestation ? { motif: corps.motifContestation } : undefined;
        await journaliser(tx, {
          acteur: utilisateur,
          transition: { depuis: null, resultat: creationMandat },
          cible: { type: 'MANDAT', id: idMandat, libelle },
          ...(detail ? { detail } : {}),
        });
        await journaliser(tx, {
          acteur: utilisateur,
          transition: { depuis: copro.etat, resultat: transitionCopro },
          cible: { type: 'COPROPRIETE', id: copro.id, libelle },
          ...(detail ? { detail } : {}),
        });

        const lienSuivi = `${dependances.urlPublique}/copropriete`;
        const adresseDemandeur = (await repo.adresseEtablissement(idTd)) ?? utilisateur.login;
        await deposerCourriel(tx, {
          destinataire: adresseDemandeur,
          ...courrielDemandeRattachement({ contestation, nomCopropriete: copro.nom, numero, lienSuivi }),
        });
        if (contestation && copro.idTeledeclarantCourant !== null) {
          const adresseEnPlace = await repo.adresseEtablissement(copro.idTeledeclarantCourant);
          if (adresseEnPlace) {
            await deposerCourriel(tx, {
              destinataire: adresseEnPlace,
              ...courrielContestationAuSyndicEnPlace({
                nomCopropriete: copro.nom,
                numero,
                demandeur: (await repo.etablissement(idTd)).raisonSociale,
                lienSuivi,
              }),
            });
          }
        }

        return {
          idCopropriete: copro.id,
          idMandat,
          contestation,
          etatCopropriete: transitionCopro.etat,
          statutMandat: creationMandat.etat,
          notification: {
            titre: 'Demande transmise',
            description: contestation
              ? 'Votre contestation du rattachement a été transmise au teneur du registre ; le syndic en place en est informé. Un accusé de réception vous a été envoyé par courriel.'
              : 'Votre demande de rattachement a été transmise au teneur du registre. Un accusé de réception vous a été envoyé par courriel.',
          },
        } satisfies RattachementDepose;
      });
    } catch (erreur) {
      if (estDemandeDejaEnAttente(erreur))
        throw new ErreurMetier('conflit', MESSAGE_RATTACHEMENT_DEJA_EN_ATTENTE);
      throw erreur;
    }
  };
}
