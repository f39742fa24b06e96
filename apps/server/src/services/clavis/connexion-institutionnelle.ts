import {
  type AttributsIdentiteFederee,
  type CheminRetour,
  ErreurMetier,
  estDansFamille,
  ID_UTILISATEUR_INSTITUTIONNEL,
  PROFILS_TENEUR,
  type UrlsClavis,
} from '@registre/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IdentiteAuthentifiee, PortIdentite } from '../../adapters/identite/port.js';
import type { Db } from '../../db/connexion.js';
import type { IdentiteFedereeSession, UtilisateurSession } from '../../plugins/session.js';
import { creerCompteRepository, type LigneCompte } from '../../repositories/compte.repository.js';
import { ouvrirSession, utilisateurDeSession } from '../comptes/session-utilisateur.js';
import { journaliser } from '../journal.js';
import { type SessionFederee, traduireErreurIdentite } from './session-federee.js';

/** Connexion institutionnelle en cours : paramètres à retrouver au retour du fournisseur (ADR 0065). */
interface ConnexionEnCours {
  state: string;
  nonce: string;
  codeVerifier: string;
  retour: string | null;
  /** Début de la demande (ms) : elle expire au bout de DUREE_MAX_CONNEXION_MS. */
  debut: number;
}

declare module 'fastify' {
  interface Session {
    connexionInstitutionnelle?: ConnexionEnCours;
  }
}

/** Une demande de connexion vaut dix minutes : au-delà, il faut la recommencer. */
const DUREE_MAX_CONNEXION_MS = 10 * 60 * 1000;

const CHEMIN_CONNEXION = '/api/public/clavis/connexion';
const CHEMIN_CHARTE = '/institutionnels/charte-confidentialite';

const MESSAGE_ETAT_INVALIDE =
  'La réponse du service de connexion institutionnelle ne correspond à aucune connexion en cours (paramètre « state ») : recommencez la connexion.';

const estTeneur = (compte: LigneCompte) =>
  estDansFamille(compte.profil, PROFILS_TENEUR) &&
  compte.statut !== 'SUPPRIME' &&
  compte.statut !== 'DESACTIVE';

/** Connexion institutionnelle par OpenID Connect (ADR 0065) : adresses, début, retour, déconnexion fédérée. */
export function creerConnexionInstitutionnelle(db: Db, session: SessionFederee) {
  const comptes = creerCompteRepository(db);
  const { identite } = session;

  return {
    /** Adresses de connexion et de fin de session (`geturls`). */
    async urls(requete: FastifyRequest): Promise<UrlsClavis> {
      if (!identite) return { disponible: false, urlConnexion: CHEMIN_CONNEXION, urlDeconnexion: null };
      try {
        return {
          disponible: true,
          urlConnexion: CHEMIN_CONNEXION,
          urlDeconnexion: await identite.pointFinSession(),
        };
      } catch (erreur) {
        requete.log.error({ motif: (erreur as Error).message }, 'fournisseur d’identité injoignable');
        return { disponible: false, urlConnexion: CHEMIN_CONNEXION, urlDeconnexion: null };
      }
    },

    nomService(): string {
      return identite?.nomService ?? 'Connexion institutionnelle (non configurée)';
    },

    estAuthentifie(utilisateur: UtilisateurSession | null): boolean {
      return utilisateur?.identiteFederee !== undefined;
    },

    attributs(utilisateur: UtilisateurSession | null): AttributsIdentiteFederee | null {
      const f = utilisateur?.identiteFederee;
      if (!utilisateur || !f) return null;
      return {
        fournisseur: f.fournisseur,
        sujet: f.sujet,
        email: f.email,
        prenom: f.prenom,
        nom: f.nom,
        institution: f.institution,
        siret: f.siret,
        niveauGeographique: f.niveauGeographique,
        idCompte: utilisateur.idCompte,
        charteAcceptee: f.charteAccepteeLe !== undefined,
      };
    },

    /** Commence la connexion : state, nonce et vérificateur PKCE en session, puis adresse du fournisseur. */
    async commencer(requete: FastifyRequest, retour: CheminRetour | undefined): Promise<string> {
      const port = session.exigerPort();
      let demande: Awaited<ReturnType<PortIdentite['preparerConnexion']>>;
      try {
        demande = await port.preparerConnexion();
      } catch (erreur) {
        traduireErreurIdentite(erreur, requete);
      }
      requete.session.connexionInstitutionnelle = {
        state: demande.state,
        nonce: demande.nonce,
        codeVerifier: demande.codeVerifier,
        retour: retour ?? null,
        debut: Date.now(),
      };
      await requete.session.save();
      return demande.url;
    },

    /**
     * Retour du fournisseur : state comparé à celui de la session (400 sinon), code échangé avec PKCE, jeton
     * d'identité vérifié (nonce). Un agent du teneur dont l'adresse est celle d'un compte du teneur ouvre ce
     * compte ; toute autre identité ouvre le compte institutionnel intégré (id 1). Session renouvelée.
     */
    async terminer(
      requete: FastifyRequest,
      reponse: FastifyReply,
      parametres: Record<string, string | undefined>,
    ): Promise<string> {
      const enCours = requete.session.connexionInstitutionnelle;
      const valide =
        enCours !== undefined &&
        typeof parametres.state === 'string' &&
        parametres.state === enCours.state &&
        Date.now() - enCours.debut <= DUREE_MAX_CONNEXION_MS;
      if (enCours) {
        requete.session.connexionInstitutionnelle = undefined;
        await requete.session.save();
      }
      if (!valide || !enCours) throw new ErreurMetier('saisie', MESSAGE_ETAT_INVALIDE);
      if (parametres.error) {
        // Connexion annulée ou refusée chez le fournisseur : retour à la page de connexion.
        requete.log.info({ erreur: parametres.error }, 'connexion institutionnelle annulée');
        return '/compte';
      }
      const port = session.exigerPort();
      const recus = new URLSearchParams();
      for (const [cle, valeur] of Object.entries(parametres))
        if (valeur !== undefined) recus.set(cle, valeur);
      let personne: IdentiteAuthentifiee;
      try {
        personne = await port.terminerConnexion(recus, enCours);
      } catch (erreur) {
        traduireErreurIdentite(erreur, requete);
      }
      // Un compte de teneur n'est retrouvé que sur une adresse que le fournisseur atteste vérifiée ; sinon la
      // personne entre comme utilisateur institutionnel (repli sans privilège, ADR 0065).
      const candidat = personne.emailVerifie ? await comptes.parLogin(personne.email) : undefined;
      const teneur = candidat && estTeneur(candidat) ? candidat : undefined;
      const compte = teneur ?? (await comptes.parId(ID_UTILISATEUR_INSTITUTIONNEL));
      if (!compte) throw new Error('Le compte institutionnel intégré (id 1) est absent de la base.');
      const identiteFederee: IdentiteFedereeSession = { fournisseur: port.nomService, ...personne };
      const utilisateur: UtilisateurSession = { ...utilisateurDeSession(compte, null), identiteFederee };
      await db.transaction(async (tx) => {
        await creerCompteRepository(tx).modifier(compte.id, { dateDerniereActivite: new Date() });
        await journaliser(tx, {
          acteur: {
            ...utilisateur,
            nomComplet: [personne.prenom, personne.nom].filter(Boolean).join(' ') || null,
          },
          typeEvenement: 'CONNEXION_INSTITUTIONNELLE',
          cible: { type: 'UTILISATEUR', id: compte.id, libelle: compte.login },
          detail: {
            fournisseur: port.nomService,
            sujet: personne.sujet,
            email: personne.email,
            institution: personne.institution,
            niveauGeographique: personne.niveauGeographique,
          },
        });
      });
      await ouvrirSession(requete, utilisateur);
      session.poserTemoin(reponse);
      if (teneur) return enCours.retour ?? '/';
      return enCours.retour ? `${CHEMIN_CHARTE}?retour=${encodeURIComponent(enCours.retour)}` : CHEMIN_CHARTE;
    },

    /** Déconnexion fédérée (`GET api/public/clavis/logout`) : adresse de fin de session à ouvrir. */
    async deconnecter(requete: FastifyRequest, reponse: FastifyReply): Promise<string> {
      const utilisateur = requete.session.utilisateur;
      if (utilisateur) {
        await db.transaction((tx) =>
          journaliser(tx, {
            acteur: utilisateur,
            typeEvenement: 'DECONNEXION',
            cible: { type: 'UTILISATEUR', id: utilisateur.idCompte },
            detail: { federee: utilisateur.identiteFederee !== undefined },
          }),
        );
      }
      return session.fermerSession(requete, reponse);
    },
  };
}
