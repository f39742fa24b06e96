import {
  type AttributsIdentiteFederee,
  type CheminRetour,
  type DetailEvenementDe,
  ErreurMetier,
  type EtatCharte,
  estDansFamille,
  ID_UTILISATEUR_INSTITUTIONNEL,
  PROFILS_TENEUR,
  type UrlsClavis,
} from '@registre/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ErreurFournisseurIdentite,
  ErreurReponseIdentite,
  type IdentiteAuthentifiee,
  type PortIdentite,
} from '../../adapters/identite/port.js';
import type { Db } from '../../db/connexion.js';
import type { IdentiteFedereeSession, UtilisateurSession } from '../../plugins/session.js';
import { creerCompteRepository, type LigneCompte } from '../../repositories/compte.repository.js';
import { ouvrirSession, utilisateurDeSession } from '../comptes/session-utilisateur.js';
import { journaliser } from '../journal.js';

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

/**
 * Témoin « une identité fédérée a ouvert une session sur ce navigateur » : quand la session du registre a
 * expiré, `GET api/account` répond 401 avec l'en-tête `reload_identity` et le client relance la connexion
 * institutionnelle (spec 2 §7.14). Il est effacé par toute déconnexion.
 */
export const COOKIE_IDENTITE_FEDEREE = 'registre_identite_federee';
const DUREE_TEMOIN_S = 8 * 60 * 60;

/** Une demande de connexion vaut dix minutes : au-delà, il faut la recommencer. */
export const DUREE_MAX_CONNEXION_MS = 10 * 60 * 1000;

export const CHEMIN_CONNEXION = '/api/public/clavis/connexion';
export const CHEMIN_CHARTE = '/institutionnels/charte-confidentialite';

export const MESSAGE_SERVICE_INDISPONIBLE =
  'Le service de connexion institutionnelle est momentanément indisponible : réessayez dans quelques instants.';
export const MESSAGE_ETAT_INVALIDE =
  'La réponse du service de connexion institutionnelle ne correspond à aucune connexion en cours (paramètre « state ») : recommencez la connexion.';
export const MESSAGE_REPONSE_INVALIDE =
  'La réponse du service de connexion institutionnelle est invalide : recommencez la connexion.';

const estTeneur = (compte: LigneCompte) =>
  estDansFamille(compte.profil, PROFILS_TENEUR) &&
  compte.statut !== 'SUPPRIME' &&
  compte.statut !== 'DESACTIVE';

/** Détail journalisé de l'acceptation ou du refus de la charte : l'identité fédérée, s'il y en a une. */
const detailCharte = ({ identiteFederee }: UtilisateurSession): DetailEvenementDe<'ACCEPTATION_CHARTE'> =>
  identiteFederee ? { email: identiteFederee.email, institution: identiteFederee.institution } : {};

function traduire(erreur: unknown, requete: FastifyRequest): never {
  if (erreur instanceof ErreurReponseIdentite) {
    requete.log.warn({ motif: erreur.message }, 'connexion institutionnelle : réponse refusée');
    throw new ErreurMetier('saisie', MESSAGE_REPONSE_INVALIDE);
  }
  if (erreur instanceof ErreurFournisseurIdentite) {
    requete.log.error({ motif: erreur.message }, 'connexion institutionnelle : fournisseur indisponible');
    throw new ErreurMetier('indisponible', MESSAGE_SERVICE_INDISPONIBLE);
  }
  throw erreur;
}

export function creerServiceClavis(
  db: Db,
  dependances: { identite: PortIdentite | null; production: boolean },
) {
  const comptes = creerCompteRepository(db);
  const { identite } = dependances;

  const exigerPort = (): PortIdentite => {
    if (!identite) throw new ErreurMetier('indisponible', MESSAGE_SERVICE_INDISPONIBLE);
    return identite;
  };

  const effacerTemoin = (reponse: FastifyReply) =>
    reponse.clearCookie(COOKIE_IDENTITE_FEDEREE, { path: '/' });

  /** Ferme la session et renvoie l'adresse de fin de session du fournisseur (ou l'accueil). */
  async function fermerSession(requete: FastifyRequest, reponse: FastifyReply): Promise<string> {
    const idToken = requete.session.utilisateur?.identiteFederee?.idToken ?? null;
    const federee = requete.session.utilisateur?.identiteFederee !== undefined;
    await requete.session.destroy();
    effacerTemoin(reponse);
    if (!identite || !federee) return '/';
    try {
      return await identite.urlDeconnexion(idToken);
    } catch (erreur) {
      // La session du registre est fermée ; seule la fin de session chez le fournisseur n'a pas pu être préparée.
      requete.log.error({ motif: (erreur as Error).message }, 'déconnexion fédérée indisponible');
      return '/';
    }
  }

  /** Charte acceptée : pour une session fédérée, pendant cette session ; sinon, date portée par le compte. */
  async function etatCharte(utilisateur: UtilisateurSession): Promise<EtatCharte> {
    if (utilisateur.identiteFederee) {
      const le = utilisateur.identiteFederee.charteAccepteeLe ?? null;
      return { acceptee: le !== null, accepteeLe: le };
    }
    const compte = await comptes.parId(utilisateur.idCompte);
    const le = compte?.charteAccepteeLe?.toISOString() ?? null;
    return { acceptee: le !== null, accepteeLe: le };
  }

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
      const port = exigerPort();
      let demande: Awaited<ReturnType<PortIdentite['preparerConnexion']>>;
      try {
        demande = await port.preparerConnexion();
      } catch (erreur) {
        traduire(erreur, requete);
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
      const port = exigerPort();
      const recus = new URLSearchParams();
      for (const [cle, valeur] of Object.entries(parametres))
        if (valeur !== undefined) recus.set(cle, valeur);
      let personne: IdentiteAuthentifiee;
      try {
        personne = await port.terminerConnexion(recus, enCours);
      } catch (erreur) {
        traduire(erreur, requete);
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
      reponse.setCookie(COOKIE_IDENTITE_FEDEREE, '1', {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: dependances.production,
        maxAge: DUREE_TEMOIN_S,
      });
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
      return fermerSession(requete, reponse);
    },

    /** Charte acceptée : pour une session fédérée, pendant cette session ; sinon, date portée par le compte. */
    etatCharte,

    async accepterCharte(requete: FastifyRequest, utilisateur: UtilisateurSession): Promise<EtatCharte> {
      const maintenant = new Date();
      await db.transaction(async (tx) => {
        await creerCompteRepository(tx).modifier(utilisateur.idCompte, { charteAccepteeLe: maintenant });
        await journaliser(tx, {
          acteur: utilisateur,
          typeEvenement: 'ACCEPTATION_CHARTE',
          cible: { type: 'UTILISATEUR', id: utilisateur.idCompte },
          detail: detailCharte(utilisateur),
        });
      });
      if (utilisateur.identiteFederee) {
        requete.session.utilisateur = {
          ...utilisateur,
          identiteFederee: { ...utilisateur.identiteFederee, charteAccepteeLe: maintenant.toISOString() },
        };
      }
      return { acceptee: true, accepteeLe: maintenant.toISOString() };
    },

    /** Refus de la charte : journalisé, puis déconnexion fédérée (adresse à ouvrir). */
    async refuserCharte(
      requete: FastifyRequest,
      reponse: FastifyReply,
      utilisateur: UtilisateurSession,
    ): Promise<string> {
      await db.transaction((tx) =>
        journaliser(tx, {
          acteur: utilisateur,
          typeEvenement: 'REFUS_CHARTE',
          cible: { type: 'UTILISATEUR', id: utilisateur.idCompte },
          detail: detailCharte(utilisateur),
        }),
      );
      return fermerSession(requete, reponse);
    },

    /**
     * Pour les services de l'outil de catégorisation et des données brutes (ADR 0035 §4) : un compte
     * institutionnel n'y accède qu'une fois la charte acceptée ; les autres profils ne sont pas concernés.
     */
    async charteEstAcceptee(utilisateur: UtilisateurSession): Promise<boolean> {
      if (utilisateur.profil !== 'INSTITUTIONNEL') return true;
      return (await etatCharte(utilisateur)).acceptee;
    },
  };
}
