import {
  type ContratRoute,
  type CorpsDe,
  construireChemin,
  ENTETE_VERSION,
  type ErreurApi,
  type ParamsDe,
  type QueryDe,
  type ReponseDe,
} from '@registre/domain';
import { enregistrerErreur } from './erreurs';
import { suiviRequetes } from './suivi-requetes';

/** Erreur d'un appel à l'API, avec le corps d'erreur normalisé du serveur. */
export class ErreurAppel extends Error {
  constructor(readonly erreur: ErreurApi) {
    super(erreur.message);
  }
  get status(): number {
    return this.erreur.status;
  }
}

type Entree<C extends ContratRoute> = (ParamsDe<C> extends undefined
  ? { params?: undefined }
  : { params: ParamsDe<C> }) &
  (QueryDe<C> extends undefined ? { query?: undefined } : { query?: Partial<QueryDe<C>> }) &
  (CorpsDe<C> extends undefined ? { body?: undefined } : { body: CorpsDe<C> }) & {
    /** Action d'origine, pour rattacher une éventuelle erreur (spec 2 §8). */
    origine?: string;
    /** La requête survit au départ de la page (libération d'un verrou à la fermeture de l'onglet). */
    keepalive?: boolean;
  };

/** Version du serveur lue dans l'en-tête des réponses ; la page se recharge quand elle change. */
function creerVersionServeur() {
  let valeur: string | null = null;
  const abonnes = new Set<() => void>();
  return {
    get valeur() {
      return valeur;
    },
    abonner(rappel: () => void): () => void {
      abonnes.add(rappel);
      return () => abonnes.delete(rappel);
    },
    /** Enregistre la version reçue ; renvoie vrai si elle diffère d'une version déjà connue. */
    recevoir(version: string): boolean {
      if (valeur === version) return false;
      const changement = valeur !== null;
      valeur = version;
      for (const a of abonnes) a();
      return changement;
    },
  };
}

export const versionServeur = creerVersionServeur();

/** Réponse 401 transmise au gestionnaire de reprise de session (spec 1 §4, ADR 0069). */
export interface Reponse401Recue {
  status: number;
  entetes: { get(nom: string): string | null };
  chemin: string;
}

let gestionnaire401: ((reponse: Reponse401Recue) => Promise<unknown>) | null = null;

/** Enregistre ce que fait le client sur une 401 (certificat notarial, connexion institutionnelle, déconnexion). */
export function definirGestionnaire401(gestionnaire: (reponse: Reponse401Recue) => Promise<unknown>): void {
  gestionnaire401 = gestionnaire;
}

/** Lit le jeton anti-CSRF déposé par le serveur dans un cookie lisible. */
function jetonCsrf(): string | undefined {
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith('XSRF-TOKEN='))
    ?.slice('XSRF-TOKEN='.length);
}

/** Recharge la page quand la version du serveur change (spec 2 §7.14). */
function verifierVersion(reponse: Response): void {
  const version = reponse.headers.get(ENTETE_VERSION);
  if (version && versionServeur.recevoir(version)) window.location.reload();
}

export function construireUrl(
  contrat: ContratRoute,
  params?: Record<string, string | number | boolean>,
  query?: object,
): string {
  const chemin = construireChemin(contrat.path, params);
  const recherche = new URLSearchParams();
  for (const [cle, valeur] of Object.entries(query ?? {})) {
    if (valeur === undefined || valeur === null) continue;
    if (Array.isArray(valeur)) for (const v of valeur) recherche.append(cle, String(v));
    else recherche.append(cle, String(valeur));
  }
  const texte = recherche.toString();
  return texte ? `${chemin}?${texte}` : chemin;
}

async function lireErreur(reponse: Response, contrat: ContratRoute, origine?: string): Promise<ErreurApi> {
  const origineAction = origine ?? `${contrat.method} ${contrat.path}`;
  try {
    const corps = (await reponse.json()) as Partial<ErreurApi>;
    if (typeof corps.message === 'string') {
      return {
        id: corps.id ?? crypto.randomUUID(),
        status: reponse.status,
        message: corps.message,
        origin: origineAction,
        ...(corps.champs ? { champs: corps.champs } : {}),
        ...(corps.avertissements ? { avertissements: corps.avertissements } : {}),
      };
    }
  } catch {
    // corps absent ou non JSON : message générique ci-dessous
  }
  return {
    id: crypto.randomUUID(),
    status: reponse.status,
    message: reponse.statusText || 'Erreur',
    origin: origineAction,
  };
}

/**
 * Appelle une route de l'API à partir de son contrat du domaine : chemin, paramètres et corps typés,
 * jeton anti-CSRF sur les appels qui modifient l'état, suivi du chargement et enregistrement des erreurs.
 */
export async function appelerApi<C extends ContratRoute>(
  contrat: C,
  entree: Entree<C> = {} as Entree<C>,
): Promise<ReponseDe<C>> {
  const { params, query, body, origine, keepalive } = entree as {
    params?: Record<string, string>;
    query?: object;
    body?: unknown;
    origine?: string;
    keepalive?: boolean;
  };
  const modifieEtat = contrat.method !== 'GET' || contrat.modifieEtat === true;
  const entetes: Record<string, string> = {
    accept: contrat.responseFormat === 'text' ? 'text/plain' : 'application/json',
  };
  if (modifieEtat) {
    if (!jetonCsrf()) await fetch('/api/csrf', { credentials: 'same-origin' });
    const jeton = jetonCsrf();
    if (jeton) entetes['x-xsrf-token'] = jeton;
  }
  let corps: BodyInit | undefined;
  if (body !== undefined) {
    if (contrat.bodyFormat === 'form') {
      corps = new URLSearchParams(body as Record<string, string>);
    } else if (contrat.bodyFormat === 'multipart') {
      corps = body as FormData;
    } else {
      entetes['content-type'] = 'application/json';
      corps = JSON.stringify(body);
    }
  }
  const fin = suiviRequetes.debut();
  try {
    let reponse: Response;
    try {
      reponse = await fetch(construireUrl(contrat, params, query), {
        method: contrat.method,
        headers: entetes,
        body: corps,
        credentials: 'same-origin',
        ...(keepalive ? { keepalive: true } : {}),
      });
    } catch {
      const erreur: ErreurApi = {
        id: crypto.randomUUID(),
        status: 0,
        message: 'Le serveur est injoignable. Vérifiez votre connexion puis réessayez.',
        origin: origine ?? `${contrat.method} ${contrat.path}`,
      };
      enregistrerErreur(erreur, contrat);
      throw new ErreurAppel(erreur);
    }
    verifierVersion(reponse);
    if (!reponse.ok) {
      if (reponse.status === 401 && gestionnaire401) {
        // La reprise est lancée sans être attendue : l'appel en cours échoue normalement.
        void gestionnaire401({ status: 401, entetes: reponse.headers, chemin: contrat.path }).catch(
          () => undefined,
        );
      }
      const erreur = await lireErreur(reponse, contrat, origine);
      enregistrerErreur(erreur, contrat);
      throw new ErreurAppel(erreur);
    }
    switch (contrat.responseFormat ?? 'json') {
      case 'text':
        return (await reponse.text()) as ReponseDe<C>;
      case 'binary':
        return (await reponse.blob()) as ReponseDe<C>;
      case 'vide':
        return undefined as ReponseDe<C>;
      default:
        return (await reponse.json()) as ReponseDe<C>;
    }
  } finally {
    fin();
  }
}
