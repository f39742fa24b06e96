import {
  type ChangementMotDePasse,
  type CreationMotDePasse,
  ErreurMetier,
  erreurSaisie,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerCompteRepository, type LigneCompte } from '../../repositories/compte.repository.js';
import type { Executeur } from '../../repositories/journal.repository.js';
import { detruireSessionsDesComptes } from '../../repositories/session.repository.js';
import {
  courrielCreationMotDePasse,
  courrielMotDePasseModifie,
  courrielReinitialisation,
} from '../courriels/modeles.js';
import { deposerCourriel } from '../courriels/outbox.js';
import { journaliser } from '../journal.js';
import { hacherMotDePasse, verifierMotDePasse } from '../mots-de-passe.js';
import { empreinteCle, genererCle } from './cles.js';

const DUREE_CLE_REINITIALISATION_MS = 24 * 60 * 60 * 1000;
/** Intervalle minimal entre deux courriels de réinitialisation d'un même compte (ADR 0005). */
export const INTERVALLE_REINITIALISATION_MINUTES = 5;
export const MESSAGE_LIEN_INVALIDE =
  "Ce lien n'est plus valide : il a déjà servi ou a expiré. Demandez un nouveau lien depuis la page de connexion.";

/**
 * Génère la clé de création du mot de passe d'un compte et dépose le courriel qui la transmet,
 * dans la transaction de l'appelant (création d'un compte, inscription, régénération).
 */
export async function inviterACreerMotDePasse(
  tx: Executeur,
  compte: Pick<LigneCompte, 'id' | 'email' | 'login' | 'prenom'>,
  urlPublique: string,
): Promise<void> {
  const cle = genererCle();
  await creerCompteRepository(tx).modifier(compte.id, {
    cleActivationHash: empreinteCle(cle),
    cleActivationEnvoyeeLe: new Date(),
  });
  const modele = courrielCreationMotDePasse({
    prenom: compte.prenom,
    lien: `${urlPublique}/compte/activate?key=${encodeURIComponent(cle)}`,
  });
  await deposerCourriel(tx, { destinataire: compte.email ?? compte.login, ...modele });
}

export function creerServiceMotsDePasse(db: Db, urlPublique: string) {
  const comptes = creerCompteRepository(db);

  async function compteDeLaCle(
    cle: string,
  ): Promise<{ compte: LigneCompte; nature: 'activation' | 'reinitialisation' } | null> {
    const empreinte = empreinteCle(cle);
    const activation = await comptes.parCleActivation(empreinte);
    if (activation) return { compte: activation, nature: 'activation' };
    const reinitialisation = await comptes.parCleReinitialisation(empreinte);
    if (reinitialisation) return { compte: reinitialisation, nature: 'reinitialisation' };
    return null;
  }

  return {
    /** La clé reçue par courriel est-elle valide (`api/public/activate/verify/{key}`) ? */
    async cleValide(cle: string): Promise<boolean> {
      const trouve = await compteDeLaCle(cle);
      return trouve !== null && trouve.compte.statut !== 'SUPPRIME';
    },

    /** Crée le mot de passe avec la clé : active le compte, ou achève une réinitialisation. */
    async creerMotDePasse(saisie: CreationMotDePasse): Promise<void> {
      const trouve = await compteDeLaCle(saisie.cle);
      if (!trouve || trouve.compte.statut === 'SUPPRIME') {
        throw erreurSaisie('cle', MESSAGE_LIEN_INVALIDE);
      }
      const { compte, nature } = trouve;
      const empreinte = await hacherMotDePasse(saisie.motDePasse);
      await db.transaction(async (tx) => {
        const depot = creerCompteRepository(tx);
        // La clé est consommée sous condition dans la transaction : deux envois simultanés ne l'utilisent pas deux fois.
        if (!(await depot.consommerCle(compte.id, nature, empreinteCle(saisie.cle)))) {
          throw erreurSaisie('cle', MESSAGE_LIEN_INVALIDE);
        }
        const acteur = { idCompte: compte.id, login: compte.login, profil: compte.profil };
        if (nature === 'activation') {
          await depot.modifier(compte.id, {
            motDePasseHash: empreinte,
            cleActivationHash: null,
            activated: true,
            statut: compte.statut === 'ATT_ACTIVATION' ? 'ACTIF' : compte.statut,
            dateValidationCleEmail: new Date(),
          });
          await depot.effacerEchecs(compte.id);
          await journaliser(tx, {
            acteur,
            typeEvenement: 'CREATION_MOT_DE_PASSE',
            cible: { type: 'UTILISATEUR', id: compte.id },
          });
        } else {
          await depot.modifier(compte.id, {
            motDePasseHash: empreinte,
            cleReinitialisationHash: null,
            cleReinitialisationExpireLe: null,
          });
          await depot.effacerEchecs(compte.id);
          // Toutes les sessions ouvertes du compte prennent fin avec l'ancien mot de passe.
          await detruireSessionsDesComptes(tx, [compte.id]);
          await journaliser(tx, {
            acteur,
            typeEvenement: 'REINITIALISATION_MOT_DE_PASSE',
            cible: { type: 'UTILISATEUR', id: compte.id },
          });
          await deposerCourriel(tx, {
            destinataire: compte.email ?? compte.login,
            ...courrielMotDePasseModifie(compte),
          });
        }
      });
    },

    /**
     * Demande de réinitialisation : un courriel avec une clé valable 24 h part si le compte existe et
     * est utilisable, au plus un par compte toutes les 5 minutes ; la réponse est la même dans tous les cas
     * (pas de divulgation des comptes existants, ni de la limite).
     */
    async demanderReinitialisation(email: string): Promise<void> {
      const compte = await comptes.parLogin(email);
      if (!compte || compte.statut === 'SUPPRIME' || compte.profil === 'restricted') return;
      // Un courriel par compte par intervalle, quel que soit le nombre de demandes ou d'instances : la
      // réservation est une seule mise à jour conditionnelle, hors transaction, pour ne tenir le verrou de la
      // ligne que le temps de cette instruction (une rafale de demandes n'occupe pas le pool).
      if (!(await comptes.reserverReinitialisation(compte.id, INTERVALLE_REINITIALISATION_MINUTES))) return;
      const cle = genererCle();
      try {
        await db.transaction(async (tx) => {
          await creerCompteRepository(tx).modifier(compte.id, {
            cleReinitialisationHash: empreinteCle(cle),
            cleReinitialisationExpireLe: new Date(Date.now() + DUREE_CLE_REINITIALISATION_MS),
          });
          const modele = courrielReinitialisation({
            prenom: compte.prenom,
            lien: `${urlPublique}/compte/activate?key=${encodeURIComponent(cle)}&reinitialisation=1`,
          });
          await deposerCourriel(tx, { destinataire: compte.email ?? compte.login, ...modele });
        });
      } catch (erreur) {
        // Rien n'est parti : la réservation est rendue pour qu'une nouvelle demande aboutisse.
        await comptes.modifier(compte.id, { reinitialisationEnvoyeeLe: compte.reinitialisationEnvoyeeLe });
        throw erreur;
      }
    },

    /** Changement du mot de passe par la personne connectée, qui confirme l'actuel. */
    async changerMotDePasse(
      utilisateur: UtilisateurSession,
      saisie: ChangementMotDePasse,
      sidCourant?: string,
    ): Promise<void> {
      if (utilisateur.idCompteOrigine !== undefined) {
        throw new ErreurMetier(
          'interdit',
          'En connexion « en tant que », le mot de passe du compte ne peut pas être changé.',
        );
      }
      const compte = await comptes.parId(utilisateur.idCompte);
      if (!compte || !(await verifierMotDePasse(compte.motDePasseHash, saisie.motDePasseActuel))) {
        throw erreurSaisie('motDePasseActuel', 'Le mot de passe actuel est incorrect.');
      }
      const empreinte = await hacherMotDePasse(saisie.nouveauMotDePasse);
      await db.transaction(async (tx) => {
        await creerCompteRepository(tx).modifier(compte.id, { motDePasseHash: empreinte });
        // Les autres sessions du compte (un autre appareil, une session dérobée) prennent fin.
        await detruireSessionsDesComptes(tx, [compte.id], sidCourant);
        await journaliser(tx, {
          acteur: utilisateur,
          typeEvenement: 'CHANGEMENT_MOT_DE_PASSE',
          cible: { type: 'UTILISATEUR', id: compte.id },
        });
        await deposerCourriel(tx, {
          destinataire: compte.email ?? compte.login,
          ...courrielMotDePasseModifie(compte),
        });
      });
    },
  };
}
