import {
  type EtudeNotariale,
  type InfoCertificat,
  type InfoCompte,
  MESSAGE_ETUDE_NON_ENREGISTREE_COLLABORATEUR,
  type UrlsClavis,
} from '@registre/domain';

/**
 * Reprise d'une session après une 401 (spec 1 §4, spec 2 §7.14, ADR 0069). Sur une 401 d'un appel de compte
 * ou d'authentification, l'en-tête de la réponse dit quoi faire :
 * - `ntr` : un certificat de notaire est présenté sans session → informations du certificat, puis connexion
 *   du notaire par son certificat (ou inscription de son étude, ou erreur pour un collaborateur) ;
 * - `reload_identity` : une identité fédérée existe → la connexion institutionnelle est relancée ;
 * - sinon, si une session était ouverte, elle est oubliée et la personne est menée à la page de connexion.
 * Ce module ne fait aucun appel lui-même : tout passe par les dépendances, ce qui le rend testable.
 */

export const ENTETE_NOTAIRE = 'ntr';
export const ENTETE_RECHARGER_IDENTITE = 'reload_identity';

/**
 * Appels « de compte ou d'authentification » dont une 401 déclenche la reprise. Chemins écrits ici plutôt que lus
 * dans les contrats, pour garder zod hors du morceau d'entrée (ADR 0260) ; un test vérifie qu'ils sont ceux de
 * `compteRoutes.compte`, `compteRoutes.authentification` et `notaireRoutes.authentification`.
 */
export const APPELS_DE_COMPTE: readonly string[] = [
  '/api/account',
  '/api/authentication',
  '/api/public/notaire/authentification',
];

export type Reprise =
  | { action: 'authentificationNotaire' }
  | { action: 'authentificationInstitutionnelle' }
  | { action: 'deconnexion' }
  | { action: 'aucune' };

export interface Reponse401 {
  status: number;
  /** En-têtes de la réponse (`Response.headers` du fetch). */
  entetes: { get(nom: string): string | null };
  /** Chemin du contrat appelé (`/api/account`…). */
  chemin: string;
  /** Une session était-elle ouverte côté client avant cet appel ? */
  etaitConnecte: boolean;
}

const vrai = (valeur: string | null) => valeur !== null && valeur !== '' && valeur !== 'false';

/** Décide de la reprise ; fonction pure. */
export function deciderReprise(reponse: Reponse401): Reprise {
  if (reponse.status !== 401 || !APPELS_DE_COMPTE.includes(reponse.chemin)) return { action: 'aucune' };
  if (vrai(reponse.entetes.get(ENTETE_NOTAIRE))) return { action: 'authentificationNotaire' };
  if (vrai(reponse.entetes.get(ENTETE_RECHARGER_IDENTITE)))
    return { action: 'authentificationInstitutionnelle' };
  return reponse.etaitConnecte ? { action: 'deconnexion' } : { action: 'aucune' };
}

export interface NotificationReprise {
  type: 'error' | 'info';
  titre: string;
  description: string;
}

/** Ce dont la reprise a besoin : appels à l'API, navigation, session et notifications du client. */
export interface DependancesReprise {
  infoCertificat(): Promise<InfoCertificat | null>;
  etudeNotariale(): Promise<EtudeNotariale | null>;
  authentifierNotaire(): Promise<InfoCompte>;
  urlsClavis(): Promise<UrlsClavis>;
  /** Le compte connecté par certificat devient la session du client. */
  sessionOuverte(compte: InfoCompte): void | Promise<void>;
  /** Oublie la session côté client (personne n'est plus connecté). */
  oublierSession(): void | Promise<void>;
  /** Navigation dans l'application. */
  naviguer(chemin: string): void;
  /** Navigation hors de l'application (fournisseur d'identité). */
  ouvrir(url: string): void;
  notifier(notification: NotificationReprise): void;
  /** Page courante, où revenir après la connexion institutionnelle. */
  cheminCourant(): string;
  /** Mémoire de la dernière relance institutionnelle (ms), pour ne pas boucler. */
  derniereRelanceInstitutionnelle(): number | null;
  noterRelanceInstitutionnelle(instant: number): void;
  maintenant(): number;
}

/** Deux relances institutionnelles à moins d'une minute d'écart : la seconde mène à la page de connexion. */
export const INTERVALLE_MIN_RELANCE_MS = 60_000;

export type IssueReprise = 'connecte' | 'redirige' | 'deconnecte' | 'aucune';

export const CHEMIN_CONNEXION = '/compte';

async function deconnecter(d: DependancesReprise): Promise<IssueReprise> {
  await d.oublierSession();
  d.naviguer(CHEMIN_CONNEXION);
  return 'deconnecte';
}

async function repriseNotaire(d: DependancesReprise): Promise<IssueReprise> {
  const certificat = await d.infoCertificat();
  if (!certificat?.numEtude || !certificat.qualite) return deconnecter(d);
  const etude = await d.etudeNotariale();
  if (!etude) {
    if (certificat.qualite === 'NOTAIRE') {
      d.naviguer(`/compte/inscription?numEtude=${encodeURIComponent(certificat.numEtude)}`);
      return 'redirige';
    }
    // Spec 2 §8 : collaborateur sans étude inscrite → erreur, puis accueil.
    await d.oublierSession();
    d.notifier({
      type: 'error',
      titre: 'Étude notariale non enregistrée',
      description: MESSAGE_ETUDE_NON_ENREGISTREE_COLLABORATEUR,
    });
    d.naviguer('/');
    return 'redirige';
  }
  try {
    await d.sessionOuverte(await d.authentifierNotaire());
    return 'connecte';
  } catch (erreur) {
    d.notifier({
      type: 'error',
      titre: 'Connexion par certificat impossible',
      description: erreur instanceof Error ? erreur.message : 'La connexion par certificat a échoué.',
    });
    return deconnecter(d);
  }
}

async function repriseInstitutionnelle(d: DependancesReprise): Promise<IssueReprise> {
  const derniere = d.derniereRelanceInstitutionnelle();
  if (derniere !== null && d.maintenant() - derniere < INTERVALLE_MIN_RELANCE_MS) return deconnecter(d);
  const urls = await d.urlsClavis();
  if (!urls.disponible) return deconnecter(d);
  d.noterRelanceInstitutionnelle(d.maintenant());
  const retour = d.cheminCourant();
  const avecRetour =
    retour.startsWith('/') && !retour.startsWith('//') && retour !== '/'
      ? `${urls.urlConnexion}?retour=${encodeURIComponent(retour)}`
      : urls.urlConnexion;
  d.ouvrir(avecRetour);
  return 'redirige';
}

let enCours: Promise<IssueReprise> | null = null;

/**
 * Exécute la reprise décidée. Une seule reprise à la fois : des 401 simultanées partagent la même ; une erreur
 * pendant la reprise mène à la page de connexion.
 */
export function executerReprise(reprise: Reprise, d: DependancesReprise): Promise<IssueReprise> {
  if (reprise.action === 'aucune') return Promise.resolve('aucune');
  if (enCours) return enCours;
  const execution = (async (): Promise<IssueReprise> => {
    try {
      switch (reprise.action) {
        case 'authentificationNotaire':
          return await repriseNotaire(d);
        case 'authentificationInstitutionnelle':
          return await repriseInstitutionnelle(d);
        default:
          return await deconnecter(d);
      }
    } catch {
      return deconnecter(d);
    }
  })();
  enCours = execution.finally(() => {
    enCours = null;
  });
  return enCours;
}
