import {
  type CompteUtilisateur,
  canCreerUtilisateur,
  creationAvecCaptcha,
  ErreurMetier,
  erreurSaisie,
  estAdminSecondaire,
  estDansFamille,
  ID_ETABLISSEMENT_TENEUR,
  normaliserEmail,
  normaliserTelephone,
  PROFILS_NOTAIRE,
  type SaisieUtilisateur,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerCompteRepository } from '../../repositories/compte.repository.js';
import { creerUtilisateurRepository } from '../../repositories/utilisateur.repository.js';
import type { ServiceCaptcha } from '../captcha/captcha.js';
import { journaliser } from '../journal.js';
import { MESSAGE_CAPTCHA_INVALIDE } from './authentification.js';
import {
  acteurDeSession,
  erreurEmailDejaUtilise,
  estViolationUnicite,
  MESSAGE_ETUDE_NON_ENREGISTREE,
  refusProfil,
  versCompteUtilisateur,
} from './comptes-etablissement.js';
import { refusEnTantQue, teneurDOrigine } from './connexion-en-tant-que.js';
import { inviterACreerMotDePasse } from './mots-de-passe-service.js';

/**
 * Création d'un compte dans l'établissement de la personne connectée : contrôle du profil (4
 * administrateurs secondaires au plus, sous verrou de l'établissement), captcha ou jeton de
 * contournement pour un notaire, puis, dans une transaction, le compte en attente d'activation, le
 * courriel de création du mot de passe et l'entrée du journal.
 */
export function creerCreationUtilisateur(db: Db, captcha: ServiceCaptcha, urlPublique: string) {
  const comptes = creerCompteRepository(db);

  return async function creer(
    utilisateur: UtilisateurSession,
    saisie: SaisieUtilisateur,
  ): Promise<CompteUtilisateur> {
    const acteur = acteurDeSession(utilisateur);
    const etablissement = acteur.idTeledeclarant;
    if (etablissement === null || etablissement === undefined) {
      throw new ErreurMetier(
        'saisie',
        estDansFamille(acteur.profil, PROFILS_NOTAIRE)
          ? MESSAGE_ETUDE_NON_ENREGISTREE
          : "Votre compte n'est rattaché à aucun établissement : vous ne pouvez pas y créer de compte.",
      );
    }
    if (
      saisie.idTeledeclarant !== null &&
      saisie.idTeledeclarant !== undefined &&
      saisie.idTeledeclarant !== etablissement
    ) {
      throw new ErreurMetier('interdit', 'Vous ne pouvez créer des comptes que dans votre établissement.');
    }
    if (!canCreerUtilisateur(acteur, saisie.profil, 0)) {
      throw new ErreurMetier('interdit', 'Vous ne pouvez pas créer un compte de ce profil.');
    }
    const teneur = await teneurDOrigine(db, utilisateur);
    if (
      teneur &&
      !(teneur.idTeledeclarant === etablissement && canCreerUtilisateur(teneur, saisie.profil, 0))
    ) {
      throw refusEnTantQue('vous ne pouvez pas créer de compte');
    }
    if (creationAvecCaptcha(acteur)) {
      const valide =
        typeof saisie.captcha === 'string' &&
        saisie.captcha !== '' &&
        (await captcha.consommer(saisie.captcha, {
          contournementAutorise: true,
          idCompte: utilisateur.idCompte,
        }));
      if (!valide) throw erreurSaisie('captcha', MESSAGE_CAPTCHA_INVALIDE);
    }
    const email = normaliserEmail(saisie.email);
    if (await comptes.parLogin(email)) throw erreurEmailDejaUtilise();
    try {
      const { ligne, nbAdmins } = await db.transaction(async (tx) => {
        const depot = creerUtilisateurRepository(tx);
        await depot.verrouillerEtablissement(etablissement);
        const nbAdmins = await depot.compterAdminsSecondaires(etablissement);
        if (!canCreerUtilisateur(acteur, saisie.profil, nbAdmins)) {
          throw refusProfil(acteur, saisie.profil, 'Vous ne pouvez pas créer un compte de ce profil.');
        }
        const ligne = await depot.creer({
          login: email,
          email,
          civilite: saisie.civilite,
          nom: saisie.nom,
          prenom: saisie.prenom,
          telephone: normaliserTelephone(saisie.telephone),
          profil: saisie.profil,
          statut: 'ATT_ACTIVATION',
          activated: false,
          adminPrincipal: false,
          idTeledeclarant: etablissement === ID_ETABLISSEMENT_TENEUR ? null : etablissement,
        });
        await inviterACreerMotDePasse(tx, ligne, urlPublique);
        await journaliser(tx, {
          acteur: utilisateur,
          typeEvenement: 'CREATION_UTILISATEUR',
          cible: { type: 'UTILISATEUR', id: ligne.id, libelle: ligne.login },
          detail: { profil: ligne.profil },
        });
        return { ligne, nbAdmins: nbAdmins + (estAdminSecondaire(ligne.profil) ? 1 : 0) };
      });
      return versCompteUtilisateur(ligne, acteur, nbAdmins);
    } catch (erreur) {
      if (estViolationUnicite(erreur)) throw erreurEmailDejaUtilise();
      throw erreur;
    }
  };
}
