import { ErreurMetier, erreurSaisie, type FormulaireConnexion } from '@registre/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerCompteRepository } from '../../repositories/compte.repository.js';
import type { ServiceCaptcha } from '../captcha/captcha.js';
import { journaliser } from '../journal.js';
import { empreinteLeurre, verifierMotDePasse } from '../mots-de-passe.js';
import { ouvrirSession, utilisateurDeSession } from './session-utilisateur.js';

/**
 * Verrouillage progressif (ADR 0005) : à partir de 5 échecs consécutifs pour un compte depuis une même adresse,
 * 15 min, puis 1 h, puis 24 h.
 */
export function dureeVerrouillageMs(echecsConsecutifs: number): number {
  if (echecsConsecutifs >= 15) return 24 * 60 * 60 * 1000;
  if (echecsConsecutifs >= 10) return 60 * 60 * 1000;
  if (echecsConsecutifs >= 5) return 15 * 60 * 1000;
  return 0;
}

/** Message unique d'échec (spec 2 §8) : il ne dit pas quelle donnée est fausse ni si le compte existe. */
export const MESSAGE_ECHEC_CONNEXION =
  'Connexion impossible : vérifiez vos identifiants. Après plusieurs échecs, le compte est verrouillé pendant quelques minutes.';

export const MESSAGE_CAPTCHA_INVALIDE = 'Le captcha est invalide ou a expiré : recommencez la vérification.';

export function creerServiceAuthentification(db: Db, captcha: ServiceCaptcha) {
  const comptes = creerCompteRepository(db);

  return {
    /**
     * Connexion par identifiant et mot de passe. Le captcha est consommé d'abord ; un compte verrouillé,
     * supprimé, sans mot de passe ou au profil restreint échoue avec le même message qu'un mot de passe faux.
     */
    async connecter(formulaire: FormulaireConnexion, requete: FastifyRequest): Promise<UtilisateurSession> {
      if (!(await captcha.consommer(formulaire.captcha))) {
        throw erreurSaisie('captcha', MESSAGE_CAPTCHA_INVALIDE);
      }
      const login = formulaire.j_username.trim().toLowerCase();
      const trouve = await comptes.parLogin(login);
      if (!trouve) {
        await verifierMotDePasse(await empreinteLeurre, formulaire.j_password);
        await db.transaction((tx) =>
          journaliser(tx, {
            acteur: null,
            typeEvenement: 'CONNEXION_ECHOUEE',
            detail: { raison: 'identifiant inconnu' },
          }),
        );
        throw new ErreurMetier('non-connecte', MESSAGE_ECHEC_CONNEXION);
      }
      const maintenant = new Date();
      // Le verrouillage vaut pour ce compte depuis cette adresse seulement (ADR 0005) : des échecs provoqués
      // d'ailleurs ne privent pas la personne de son compte.
      const adresse = requete.ip;
      const verrouJusquA = await comptes.verrouilleJusquA(trouve.id, adresse);
      const verrouille = verrouJusquA !== null && verrouJusquA > maintenant;
      // Sans mot de passe créé, on vérifie quand même une empreinte leurre : même durée de réponse.
      const motDePasseJuste =
        (await verifierMotDePasse(trouve.motDePasseHash ?? (await empreinteLeurre), formulaire.j_password)) &&
        trouve.motDePasseHash !== null;
      const utilisable =
        !verrouille &&
        motDePasseJuste &&
        trouve.profil !== 'restricted' &&
        trouve.statut !== 'SUPPRIME' &&
        trouve.statut !== 'DESACTIVE';
      const acteur = { idCompte: trouve.id, login: trouve.login, profil: trouve.profil };
      if (!utilisable) {
        await db.transaction(async (tx) => {
          const depot = creerCompteRepository(tx);
          const echecs = verrouille ? 0 : await depot.enregistrerEchec(trouve.id, adresse);
          await journaliser(tx, {
            acteur,
            typeEvenement: 'CONNEXION_ECHOUEE',
            cible: { type: 'UTILISATEUR', id: trouve.id },
            detail: {
              raison: verrouille
                ? 'compte verrouillé pour cette adresse'
                : motDePasseJuste
                  ? `compte ${trouve.statut}`
                  : 'mot de passe',
            },
          });
          const duree = verrouille ? 0 : dureeVerrouillageMs(echecs);
          if (duree > 0) {
            await depot.verrouiller(trouve.id, adresse, new Date(maintenant.getTime() + duree));
            await journaliser(tx, {
              acteur,
              typeEvenement: 'VERROUILLAGE_COMPTE',
              cible: { type: 'UTILISATEUR', id: trouve.id },
              detail: { echecs, minutes: duree / 60_000 },
            });
          }
        });
        throw new ErreurMetier('non-connecte', MESSAGE_ECHEC_CONNEXION);
      }
      const avecTd = await comptes.avecTeledeclarant(trouve.id);
      const utilisateur = utilisateurDeSession(trouve, avecTd?.teledeclarant ?? null);
      await db.transaction(async (tx) => {
        const depot = creerCompteRepository(tx);
        await depot.modifier(trouve.id, { dateDerniereActivite: maintenant });
        await depot.effacerEchecs(trouve.id, adresse);
        await journaliser(tx, {
          acteur,
          typeEvenement: 'CONNEXION_REUSSIE',
          cible: { type: 'UTILISATEUR', id: trouve.id },
        });
      });
      await ouvrirSession(requete, utilisateur, {
        prolongee: formulaire['remember-me'] === 'true' || formulaire['remember-me'] === 'on',
      });
      return utilisateur;
    },

    async deconnecter(requete: FastifyRequest): Promise<void> {
      const utilisateur = requete.session.utilisateur;
      if (utilisateur) {
        await db.transaction((tx) =>
          journaliser(tx, {
            acteur: { idCompte: utilisateur.idCompte, login: utilisateur.login, profil: utilisateur.profil },
            typeEvenement: 'DECONNEXION',
            cible: { type: 'UTILISATEUR', id: utilisateur.idCompte },
          }),
        );
      }
      await requete.session.destroy();
    },
  };
}
