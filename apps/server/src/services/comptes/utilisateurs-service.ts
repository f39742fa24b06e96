import {
  type Acteur,
  type CompteUtilisateur,
  canCreerAdminSecondaire,
  canCreerUtilisateur,
  canEditerUtilisateur,
  canRechercherUtilisateursTeneur,
  canSupprimerUtilisateur,
  creationAvecCaptcha,
  droitsSurUtilisateur,
  type ElementReferentiel,
  estAdminPrincipal,
  estAdminSecondaire,
  estDansFamille,
  etablissementDuCompte,
  ID_ETABLISSEMENT_TENEUR,
  listeProfils,
  MESSAGE_LIMITE_ADMINS_SECONDAIRES,
  normaliserEmail,
  normaliserTelephone,
  type PageUtilisateurs,
  PROFILS_CREABLES,
  PROFILS_NOTAIRE,
  type Profil,
  profilsAssignables,
  profilsCreables,
  type SaisieUtilisateur,
  type SensTri,
  type TriUtilisateurs,
  type UtilisateurCible,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import { ErreurHttp, erreurChamp } from '../../plugins/erreurs.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerCompteRepository, type LigneCompte } from '../../repositories/compte.repository.js';
import type { Executeur } from '../../repositories/journal.repository.js';
import { creerUtilisateurRepository } from '../../repositories/utilisateur.repository.js';
import type { ServiceCaptcha } from '../captcha/captcha.js';
import { journaliser } from '../journal.js';
import { MESSAGE_CAPTCHA_INVALIDE } from './authentification.js';
import { demanderChangementEmail, MESSAGE_EMAIL_DEJA_UTILISE } from './changement-email.js';
import { refusEnTantQue, teneurDOrigine } from './connexion-en-tant-que.js';
import { inviterACreerMotDePasse } from './mots-de-passe-service.js';

export const MESSAGE_ETUDE_NON_ENREGISTREE =
  "Votre étude notariale n'est pas enregistrée : seuls les notaires peuvent l'ajouter, depuis « Mon établissement ».";
const MESSAGE_COMPTE_INTROUVABLE = "Ce compte utilisateur n'existe pas ou a été supprimé.";
const MESSAGE_AUTRE_ETABLISSEMENT = "Ce compte n'appartient pas à votre établissement.";

/** Critères de la liste paginée des comptes d'un établissement. */
export interface CriteresListeUtilisateurs {
  pageNumber: number;
  pageSize: number;
  sortField?: TriUtilisateurs | undefined;
  sortDirection?: SensTri | undefined;
}

const dateTexte = (d: Date | null | undefined) =>
  d ? new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris' }).format(d) : null;

/** Personne connectée vue par les règles de droits : le teneur est l'établissement 0. */
export function acteurDeSession(utilisateur: UtilisateurSession): Acteur {
  return {
    id: utilisateur.idCompte,
    profil: utilisateur.profil,
    authorities: utilisateur.authorities,
    idTeledeclarant: etablissementDuCompte(utilisateur),
    loginAs: utilisateur.idCompteOrigine !== undefined,
  };
}

const cibleDe = (ligne: LigneCompte): UtilisateurCible => ({
  id: ligne.id,
  profil: ligne.profil,
  idTeledeclarant: etablissementDuCompte(ligne),
});

function versCompteUtilisateur(ligne: LigneCompte, acteur: Acteur, nbAdmins: number): CompteUtilisateur {
  return {
    id: ligne.id,
    login: ligne.login,
    email: ligne.email,
    civilite: ligne.civilite,
    nom: ligne.nom,
    prenom: ligne.prenom,
    telephone: ligne.telephone,
    profil: ligne.profil,
    statut: ligne.statut,
    idTeledeclarant: ligne.idTeledeclarant,
    adminPrincipal: ligne.adminPrincipal,
    activated: ligne.activated,
    dateCreation: dateTexte(ligne.dateCreation),
    dateDerniereActivite: dateTexte(ligne.dateDerniereActivite),
    ...droitsSurUtilisateur(acteur, cibleDe(ligne), nbAdmins),
  };
}

const estViolationUnicite = (erreur: unknown): boolean =>
  typeof erreur === 'object' &&
  erreur !== null &&
  ((erreur as { code?: string }).code === '23505' ||
    (erreur as { cause?: { code?: string } }).cause?.code === '23505');

/**
 * Comptes utilisateurs d'un établissement (spec 1 §6, spec 2 §7.8, ADR 0055) : création avec courriel
 * de création du mot de passe, modification, lecture, liste paginée et suppression par lot. Les règles
 * de droits sont celles du domaine (`canCreerUtilisateur`, `canEditerUtilisateur`,
 * `canSupprimerUtilisateur`, `profilsAssignables`).
 */
export function creerServiceUtilisateurs(db: Db, captcha: ServiceCaptcha, urlPublique: string) {
  const comptes = creerCompteRepository(db);
  const utilisateurs = creerUtilisateurRepository(db);

  /** Administrateurs secondaires de l'établissement de l'acteur (0 s'il n'en a pas). */
  async function nbAdminsDe(acteur: Acteur, executeur: Executeur = db): Promise<number> {
    const etablissement = acteur.idTeledeclarant;
    if (etablissement === null || etablissement === undefined) return 0;
    return creerUtilisateurRepository(executeur).compterAdminsSecondaires(etablissement);
  }

  /** Compte existant et non supprimé, ou 404. */
  async function compteExistant(id: number, executeur: Executeur = db): Promise<LigneCompte> {
    const ligne = await creerCompteRepository(executeur).parId(id);
    if (!ligne || ligne.statut === 'SUPPRIME') throw new ErreurHttp(404, MESSAGE_COMPTE_INTROUVABLE);
    return ligne;
  }

  /** L'acteur voit les comptes de cet établissement : le sien, ou tous pour la recherche du teneur. */
  async function controlerAccesEtablissement(acteur: Acteur, idEtablissement: number): Promise<void> {
    if (idEtablissement !== ID_ETABLISSEMENT_TENEUR && !(await utilisateurs.teledeclarant(idEtablissement))) {
      throw new ErreurHttp(404, "Cet établissement n'existe pas.");
    }
    if (acteur.idTeledeclarant !== idEtablissement && !canRechercherUtilisateursTeneur(acteur)) {
      throw new ErreurHttp(403, 'Vous ne pouvez consulter que les comptes de votre établissement.');
    }
  }

  /** Refus de donner un profil : la limite des administrateurs secondaires (400) ou un droit manquant (403). */
  function refusProfil(acteur: Acteur, profil: Profil, message: string): ErreurHttp {
    const limiteAtteinte =
      estAdminSecondaire(profil) &&
      PROFILS_CREABLES[acteur.profil].includes(profil) &&
      canCreerAdminSecondaire(acteur, 0);
    return limiteAtteinte
      ? new ErreurHttp(400, MESSAGE_LIMITE_ADMINS_SECONDAIRES, [
          { champ: 'profil', message: MESSAGE_LIMITE_ADMINS_SECONDAIRES },
        ])
      : new ErreurHttp(403, message);
  }

  return {
    async lister(
      utilisateur: UtilisateurSession,
      idEtablissement: number,
      criteres: CriteresListeUtilisateurs,
    ): Promise<PageUtilisateurs> {
      const acteur = acteurDeSession(utilisateur);
      await controlerAccesEtablissement(acteur, idEtablissement);
      const [page, nbAdmins] = await Promise.all([
        utilisateurs.listerParEtablissement(idEtablissement, {
          offset: (criteres.pageNumber - 1) * criteres.pageSize,
          limit: criteres.pageSize,
          tri: criteres.sortField,
          sens: criteres.sortDirection,
        }),
        nbAdminsDe(acteur),
      ]);
      return {
        utilisateurDTOList: page.lignes.map((ligne) => versCompteUtilisateur(ligne, acteur, nbAdmins)),
        totalItems: page.total,
      };
    },

    async lire(utilisateur: UtilisateurSession, id: number): Promise<CompteUtilisateur> {
      const acteur = acteurDeSession(utilisateur);
      const ligne = await compteExistant(id);
      const cible = cibleDe(ligne);
      const memeEtablissement =
        acteur.idTeledeclarant !== null && acteur.idTeledeclarant === cible.idTeledeclarant;
      if (!memeEtablissement && !canRechercherUtilisateursTeneur(acteur)) {
        throw new ErreurHttp(403, MESSAGE_AUTRE_ETABLISSEMENT);
      }
      return versCompteUtilisateur(ligne, acteur, await nbAdminsDe(acteur));
    },

    /** Profils que l'acteur peut donner à un nouveau compte (`cible` absente) ou au compte indiqué. */
    async profilsDisponibles(
      utilisateur: UtilisateurSession,
      idCible: number | null,
    ): Promise<ElementReferentiel[]> {
      const acteur = acteurDeSession(utilisateur);
      const nbAdmins = await nbAdminsDe(acteur);
      if (idCible === null) {
        return acteur.idTeledeclarant === null ? [] : listeProfils(profilsCreables(acteur, nbAdmins));
      }
      const cible = cibleDe(await compteExistant(idCible));
      if (!canEditerUtilisateur(acteur, cible)) {
        throw new ErreurHttp(403, 'Vous ne pouvez pas modifier ce compte.');
      }
      return listeProfils(profilsAssignables(acteur, cible, nbAdmins));
    },

    /**
     * Création d'un compte dans l'établissement de la personne connectée : contrôle du profil (4
     * administrateurs secondaires au plus, sous verrou de l'établissement), captcha ou jeton de
     * contournement pour un notaire, puis, dans une transaction, le compte en attente d'activation, le
     * courriel de création du mot de passe et l'entrée du journal.
     */
    async creer(utilisateur: UtilisateurSession, saisie: SaisieUtilisateur): Promise<CompteUtilisateur> {
      const acteur = acteurDeSession(utilisateur);
      const etablissement = acteur.idTeledeclarant;
      if (etablissement === null || etablissement === undefined) {
        throw new ErreurHttp(
          400,
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
        throw new ErreurHttp(403, 'Vous ne pouvez créer des comptes que dans votre établissement.');
      }
      if (!canCreerUtilisateur(acteur, saisie.profil, 0)) {
        throw new ErreurHttp(403, 'Vous ne pouvez pas créer un compte de ce profil.');
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
        if (!valide) {
          throw new ErreurHttp(400, MESSAGE_CAPTCHA_INVALIDE, [
            { champ: 'captcha', message: MESSAGE_CAPTCHA_INVALIDE },
          ]);
        }
      }
      const email = normaliserEmail(saisie.email);
      const erreurEmail = new ErreurHttp(400, MESSAGE_EMAIL_DEJA_UTILISE, [
        { champ: 'email', message: MESSAGE_EMAIL_DEJA_UTILISE },
      ]);
      if (await comptes.parLogin(email)) throw erreurEmail;
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
        if (estViolationUnicite(erreur)) throw erreurEmail;
        throw erreur;
      }
    },

    /**
     * Modification d'un compte (identité, adresse, profil) selon `canEditerUtilisateur` ; le nouveau
     * profil doit figurer parmi `profilsAssignables`. Un changement de profil ferme les sessions du compte (ses
     * autorisations changent) ; un changement d'adresse attend la confirmation du lien envoyé à la nouvelle
     * adresse (ADR 0086). En connexion « en tant que », ces changements exigent le droit du profil propre du teneur.
     */
    async modifier(utilisateur: UtilisateurSession, saisie: SaisieUtilisateur): Promise<CompteUtilisateur> {
      if (saisie.id === null || saisie.id === undefined) {
        throw erreurChamp('id', "L'identifiant du compte à modifier est obligatoire.");
      }
      const id = saisie.id;
      const acteur = acteurDeSession(utilisateur);
      const avant = await compteExistant(id);
      if (!canEditerUtilisateur(acteur, cibleDe(avant))) {
        throw new ErreurHttp(403, "Vous n'avez pas le droit de modifier ce compte.");
      }
      const email = normaliserEmail(saisie.email);
      // L'adresse (et l'identifiant qu'elle est, hors notaires) ne change qu'à la confirmation du lien envoyé à
      // la nouvelle adresse (ADR 0086).
      const changeEmail = email !== (avant.email ?? avant.login);
      const erreurEmail = new ErreurHttp(400, MESSAGE_EMAIL_DEJA_UTILISE, [
        { champ: 'email', message: MESSAGE_EMAIL_DEJA_UTILISE },
      ]);
      if (changeEmail) {
        const existant = await comptes.parLogin(email);
        if (existant && existant.id !== id) throw erreurEmail;
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
        if (estViolationUnicite(erreur)) throw erreurEmail;
        throw erreur;
      }
    },

    /**
     * Suppression d'un ou de plusieurs comptes, tout ou rien : chaque compte est contrôlé
     * (`canSupprimerUtilisateur` : ni soi-même, ni l'administrateur principal, ni un autre
     * établissement) avant toute écriture ; chacun est marqué supprimé, perd ses sessions et a son
     * entrée au journal, dans la même transaction.
     */
    async supprimerLot(utilisateur: UtilisateurSession, ids: readonly number[]): Promise<number> {
      const acteur = acteurDeSession(utilisateur);
      const uniques = [...new Set(ids)];
      return db.transaction(async (tx) => {
        const depot = creerUtilisateurRepository(tx);
        const lignes = await depot.parIds(uniques);
        const parId = new Map(lignes.map((ligne) => [ligne.id, ligne]));
        for (const id of uniques) {
          const ligne = parId.get(id);
          if (!ligne || ligne.statut === 'SUPPRIME') {
            throw new ErreurHttp(
              404,
              `Le compte n° ${id} n'existe pas ou a déjà été supprimé : aucun compte n'a été supprimé.`,
            );
          }
          const cible = cibleDe(ligne);
          if (!canSupprimerUtilisateur(acteur, cible)) {
            const raison =
              ligne.id === acteur.id
                ? 'vous ne pouvez pas supprimer votre propre compte'
                : estAdminPrincipal(ligne.profil)
                  ? "le compte de l'administrateur principal ne peut pas être supprimé"
                  : // L'identifiant d'un compte d'un autre établissement n'est pas révélé (issue 7 §2.2).
                    `vous n'avez pas le droit de supprimer le compte ${
                      acteur.idTeledeclarant !== null && acteur.idTeledeclarant === cible.idTeledeclarant
                        ? ligne.login
                        : `n° ${ligne.id}`
                    }`;
            throw new ErreurHttp(403, `Suppression refusée : ${raison}. Aucun compte n'a été supprimé.`);
          }
        }
        for (const id of uniques) {
          const ligne = parId.get(id)!;
          await depot.marquerSupprime(ligne);
          const sessionsFermees = await depot.supprimerSessions(id);
          await journaliser(tx, {
            acteur: utilisateur,
            typeEvenement: 'SUPPRESSION_UTILISATEUR',
            cible: { type: 'UTILISATEUR', id, libelle: ligne.login },
            detail: { profil: ligne.profil, sessionsFermees },
          });
        }
        return uniques.length;
      });
    },
  };
}
