import type { BlockList } from 'node:net';
import helmet from 'helmet';

/**
 * Forme canonique d'une adresse reçue, calculée avant le routage (ADR 0080) : les barres obliques répétées du
 * chemin sont réduites à une seule. Toutes les vérifications qui lisent `requete.url` (limites de débit, CSRF,
 * 404 de l'API, version, journaux) voient donc le chemin que le routeur fait correspondre ; la chaîne de requête
 * est laissée telle quelle.
 */
export function normaliserUrl(url: string): string {
  const fin = url.search(/[?#]/);
  const chemin = fin === -1 ? url : url.slice(0, fin);
  if (!chemin.includes('//')) return url;
  return chemin.replace(/\/{2,}/g, '/') + (fin === -1 ? '' : url.slice(fin));
}

/** Adresse IP sans la forme IPv4 « mappée » en IPv6 (`::ffff:127.0.0.1`). */
export function adresseSimple(adresse: string): string {
  return adresse.startsWith('::ffff:') && adresse.includes('.') ? adresse.slice('::ffff:'.length) : adresse;
}

/** Vrai pour une adresse de boucle locale (127.0.0.0/8 ou ::1), lue sur la connexion elle-même. */
export function estBoucleLocale(adresse: string | undefined): boolean {
  if (!adresse) return false;
  const simple = adresseSimple(adresse);
  return simple === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(simple);
}

/**
 * Fonction de confiance des mandataires pour Fastify (`trustProxy`) : seules les adresses de `TRUST_PROXY` peuvent
 * fixer l'adresse du client (`X-Forwarded-For`), le protocole et l'hôte ; `false` quand la liste est vide.
 */
export function confianceMandataires(
  liste: BlockList,
  texte: string,
): false | ((adresse: string, saut: number) => boolean) {
  if (!texte.trim()) return false;
  return (adresse) => {
    const simple = adresseSimple(adresse);
    return liste.check(simple, simple.includes(':') ? 'ipv6' : 'ipv4');
  };
}

/**
 * En-têtes de sécurité (helmet), calculés une fois au démarrage au lieu d'être reconstruits à chaque requête
 * comme le fait `@fastify/helmet` (issue 7 §4.2).
 */
export function entetesDeSecurite(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const entetes: Record<string, string> = {};
  const reponse = {
    setHeader: (nom: string, valeur: string | number | readonly string[]) => {
      entetes[nom.toLowerCase()] = String(valeur);
    },
    removeHeader: (nom: string) => {
      delete entetes[nom.toLowerCase()];
    },
  };
  let erreur: unknown;
  helmet(options)({} as never, reponse as never, (e?: unknown) => {
    erreur = e;
  });
  if (erreur) throw erreur;
  return entetes;
}

const PROPRIETES_ERREUR_SURES = ['code', 'statusCode', 'routine', 'severity'] as const;

/** Efface d'un texte d'erreur les valeurs de paramètres SQL (drizzle : « params: … ») et les valeurs citées (pg). */
export function expurgerTexteErreur(texte: string): string {
  return texte
    .replace(/\nparams: [^\n]*/g, '\nparams: [masqués]')
    .replace(/: "[^"\n]*"/g, ': "[masqué]"')
    .replace(/\?[^\s)]*/g, (chaine) => (chaine.includes('=') ? '?[masqué]' : chaine));
}

/**
 * Sérialisation des erreurs dans les journaux : type, message et pile expurgés, code, et la cause de la même façon.
 * Rien d'autre : ni `detail` de PostgreSQL (`Key (email)=(…)`), ni paramètres de la requête SQL, ni adresse avec
 * sa chaîne de requête — une erreur 5xx ne journalise ni nom ni courriel.
 */
export function erreurJournalisee(erreur: unknown): ErreurJournalisee {
  return serialiser(erreur, 0) ?? { type: typeof erreur, message: '', stack: '' };
}

type ErreurJournalisee = { type: string; message: string; stack: string; [cle: string]: unknown };

function serialiser(erreur: unknown, profondeur: number): ErreurJournalisee | undefined {
  if (!erreur || typeof erreur !== 'object' || profondeur > 3) return undefined;
  const e = erreur as Error & Record<string, unknown>;
  const resultat: ErreurJournalisee = {
    type: e.constructor?.name ?? 'Error',
    message: expurgerTexteErreur(String(e.message ?? '')),
    stack: typeof e.stack === 'string' ? expurgerTexteErreur(e.stack) : '',
  };
  for (const cle of PROPRIETES_ERREUR_SURES) {
    if (typeof e[cle] === 'string' || typeof e[cle] === 'number') resultat[cle] = e[cle];
  }
  const cause = serialiser(e.cause, profondeur + 1);
  if (cause) resultat.cause = cause;
  return resultat;
}
