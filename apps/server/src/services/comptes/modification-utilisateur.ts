import {
  type CompteUtilisateur,
  canEditerUtilisateur,
  ErreurMetier,
  erreurSaisie,
  estAdminSecondaire,
  normaliserEmail,
  normaliserTelephone,
  profilsAssignables,
  type SaisieUtilisateur,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerCompteRepository } from '../../repositories/compte.repository.js';
import { creerUtilisateurRepository } from '../../repositories/utilisateur.repository.js';
import { journaliser } from '../journal.js';
import { demanderChangementEmail } from './changement-email.js';
import {
  acteurDeSession,
  cibleDe,
  compteExistant,
  erreurEmailDejaUtilise,
  estViolationUnicite,
  nbAdminsDe,
  refusProfil,
  versCompteUtilisateur,
} from './comptes-etablissement.js';
import { refusEnTantQue, teneurDOrigine } from './connexion-en-tant-que.js';

/**
 * Modification d'un compte (identité, adresse, profil) selon `canEditerUtilisateur` ; le nouveau
 * profil doit figurer parmi `profilsAssignables`. Un changement de profil ferme les sessions du compte (ses
 * autorisations changent) ; un changement d'adresse attend la confirmation du lien envoyé à la nouvelle
 * adresse (ADR 0086). En connexion « en tant que », ces changements exigent le droit du profil propre du teneur.
 */
export function creerModificationUtilisateur(db: Db, urlPublique: string) {
  const comptes = creerCompteRepository(db);

  return async function modifier(
    utilisateur: UtilisateurSession,
    saisie: SaisieUtilisateur,
  ): Promise<CompteUtilisateur> {
    if (saisie.id === null || saisie.id === undefined) {
      throw erreurSaisie('id', "L'identifiant du compte à modifier est obligatoire.");
    }
    const id = saisie.id;
    const acteur = acteurDeSession(utilisateur);
    const avant = await compteExistant(id, db);
    if (!canEditerUtilisateur(acteur, cibleDe(avant))) {
      throw new ErreurMetier('interdit', "Vous n'avez pas le droit de modifier ce compte.");
    }
    const email = normaliserEmail(saisie.email);
    // L'adresse (et l'identifiant qu'elle est, hors notaires) ne change qu'à la confirmation du lien envoyé à
    // la nouvelle adresse (ADR 0086).
    const changeEmail = email !== (avant.email ?? avant.login);
    if (changeEmail) {
      const existant = await comptes.parLogin(email);
      if (existant && existant.id !== id) throw erreurEmailDejaUtilise();
    }
    const teneur = await teneurDOrigine(db, utilisateur);
    if (teneur) {
      const cibleAvant = cibleDe(avant);
      if (changeEmail && !canEditerUtilisateur(teneur, cibleAvant)) {
        throw refusEnTantQue(
          "l'adresse électronique et l'identifiant d'un compte ne peuvent pas être modifiés",
        );
      }
      if (
        saisie.profil !== avant.profil &&
        !profilsAssignables(teneur, cibleAvant, 0).includes(saisie.profil)
      ) {
        throw refusEnTantQue("le profil d'un compte ne peut pas être changé");
      }
    }
    try {
      const { apres, nbAdmins } = await db.transaction(async (tx) => {
        const depot = creerUtilisateurRepository(tx);
        const etablissement = acteur.idTeledeclarant;
        if (etablissement !== null && etablissement !== undefined) {
          await depot.verrouillerEtablissement(etablissement);
        }
        const ligne = await compteExistant(id, tx);
        const cible = cibleDe(ligne);
        const nbAdmins = await nbAdminsDe(acteur, tx);
        if (
          saisie.profil !== ligne.profil &&
          !profilsAssignables(acteur, cible, nbAdmins).includes(saisie.profil)
        ) {
          throw refusProfil(acteur, saisie.profil, 'Vous ne pouvez pas donner ce profil à ce compte.');
        }
        await creerCompteRepository(tx).modifier(id, {
          civilite: saisie.civilite,
          nom: saisie.nom,
          prenom: saisie.prenom,
          telephone: normaliserTelephone(saisie.telephone),
          profil: saisie.profil,
        });
        if (changeEmail) await demanderChangementEmail(tx, ligne, email, urlPublique);
        const changeProfil = saisie.profil !== ligne.profil;
        const sessionsFermees = changeProfil ? await depot.supprimerSessions(id) : 0;
        await journaliser(tx, {
          acteur: utilisateur,
          typeEvenement: 'MODIFICATION_COMPTE',
          cible: { type: 'UTILISATEUR', id, libelle: ligne.login },
          detail: {
            ...(changeProfil ? { ancienProfil: ligne.profil, nouveauProfil: saisie.profil } : {}),
            ...(changeEmail ? { changementAdresseDemande: true } : {}),
            ...(sessionsFermees > 0 ? { sessionsFermees } : {}),
          },
        });
        const apres = await compteExistant(id, tx);
        const variation =
          (estAdminSecondaire(apres.profil) ? 1 : 0) - (estAdminSecondaire(ligne.profil) ? 1 : 0);
        return { apres, nbAdmins: nbAdmins + variation };
      });
      return versCompteUtilisateur(apres, acteur, nbAdmins);
    } catch (erreur) {
      if (estViolationUnicite(erreur)) throw erreurEmailDejaUtilise();
      throw erreur;
    }
  };
}
