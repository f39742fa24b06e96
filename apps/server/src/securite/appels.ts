import { type ContratRoute, construireChemin, type Profil } from '@registre/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';

/** En-tête posé par le crochet de test juste avant le gestionnaire : l'appel a passé l'accès et la validation. */
export const ENTETE_GESTIONNAIRE_ATTEINT = 'x-test-gestionnaire-atteint';

/**
 * Crochet `preHandler` (après le contrôle d'accès du `onRequest` de la route et la validation des entrées) qui
 * marque la réponse : le test sait ainsi qu'un appel a atteint le gestionnaire, même s'il répond une erreur.
 */
export function marquerGestionnaireAtteint(app: FastifyInstance): void {
  app.addHook('preHandler', async (_requete, reponse) => {
    reponse.header(ENTETE_GESTIONNAIRE_ATTEINT, '1');
  });
}

/** Entrées d'un appel : celles de l'exemple du contrat, éventuellement remplacées. */
export interface EntreesAppel {
  params?: Readonly<Record<string, unknown>>;
  query?: Readonly<Record<string, unknown>>;
  body?: unknown;
}

/** Requête `inject` construite depuis un contrat et des entrées (corps JSON ou formulaire encodé). */
export function requeteDuContrat(contrat: ContratRoute, entrees: EntreesAppel = contrat.exemple ?? {}) {
  const params = Object.fromEntries(
    Object.entries(entrees.params ?? {}).map(([cle, valeur]) => [cle, String(valeur)]),
  );
  const recherche = new URLSearchParams();
  for (const [cle, valeur] of Object.entries(entrees.query ?? {})) {
    if (valeur !== undefined && valeur !== null) recherche.append(cle, String(valeur));
  }
  const chemin = construireChemin(contrat.path, params);
  const url = recherche.size > 0 ? `${chemin}?${recherche}` : chemin;
  const options: InjectOptions = { method: contrat.method, url };
  if (entrees.body !== undefined) {
    if (contrat.bodyFormat === 'form') {
      options.headers = { 'content-type': 'application/x-www-form-urlencoded' };
      // Formulaire encodé : chaque champ est envoyé en texte, comme le ferait un navigateur.
      const corps = entrees.body;
      options.payload =
        corps !== null && typeof corps === 'object' && !Array.isArray(corps)
          ? new URLSearchParams(
              Object.entries(corps).map(([cle, valeur]): [string, string] => [
                cle,
                typeof valeur === 'string' ? valeur : JSON.stringify(valeur),
              ]),
            ).toString()
          : String(corps);
    } else if (
      contrat.bodyFormat === 'multipart' &&
      typeof entrees.body === 'object' &&
      entrees.body !== null &&
      !Array.isArray(entrees.body)
    ) {
      // Un corps qui n'est pas un objet (variantes fautives du fuzz) part tel quel, en JSON.
      const { payload, headers } = corpsMultipart(entrees.body as Record<string, unknown>);
      options.payload = payload;
      options.headers = headers;
    } else {
      options.payload = entrees.body as object;
    }
  }
  return options;
}

/** Fichier d'un corps multipart : `{ nom, type, contenu }`, comme le serveur le lit (ADR 0295). */
interface FichierMultipart {
  nom: string;
  type?: string;
  contenu: Uint8Array;
}

const estFichier = (v: unknown): v is FichierMultipart =>
  typeof v === 'object' && v !== null && (v as FichierMultipart).contenu instanceof Uint8Array;

/**
 * Corps multipart tel que l'envoie un navigateur (`FormData`) : un fichier `{ nom, type, contenu }` devient une
 * partie fichier, toute autre valeur un champ texte.
 */
export function corpsMultipart(champs: Record<string, unknown>) {
  const limite = `----registre${Math.random().toString(16).slice(2)}`;
  const morceaux: Buffer[] = [];
  for (const [nom, valeur] of Object.entries(champs)) {
    if (valeur === undefined || valeur === null) continue;
    if (estFichier(valeur)) {
      morceaux.push(
        Buffer.from(
          `--${limite}\r\nContent-Disposition: form-data; name="${nom}"; filename="${valeur.nom}"\r\nContent-Type: ${valeur.type ?? 'application/pdf'}\r\n\r\n`,
        ),
        Buffer.from(valeur.contenu),
        Buffer.from('\r\n'),
      );
    } else {
      morceaux.push(
        Buffer.from(
          `--${limite}\r\nContent-Disposition: form-data; name="${nom}"\r\n\r\n${String(valeur)}\r\n`,
        ),
      );
    }
  }
  morceaux.push(Buffer.from(`--${limite}--\r\n`));
  return {
    payload: Buffer.concat(morceaux),
    headers: { 'content-type': `multipart/form-data; boundary=${limite}` },
  };
}

/** Un profil que l'acteur peut donner à un compte de son établissement (gestionnaire, collaborateur…). */
function profilCreable(profil: Profil): Profil {
  if (profil.startsWith('TELE_PRO')) return 'TELE_PRO_GESTION';
  if (profil.startsWith('TELE_NONPRO')) return 'TELE_NONPRO_GESTION';
  if (profil.startsWith('NOTAIRE')) return 'NOTAIRE_COLLAB';
  if (profil.startsWith('TENEUR')) return 'TENEUR_ASS_HOTLINE_GES';
  return profil;
}

/**
 * Entrées de l'exemple du contrat adaptées à la personne qui appelle : elle garde son adresse (qui est aussi son
 * identifiant) en modifiant son compte, et crée un profil de son propre établissement.
 */
export function exemplePour(
  contrat: ContratRoute,
  personne: { login: string; profil: Profil } | null,
): EntreesAppel {
  const exemple = contrat.exemple ?? {};
  if (!personne) return exemple;
  const cle = `${contrat.method} ${contrat.path}`;
  if (cle === 'POST /api/account') return { body: { ...(exemple.body as object), email: personne.login } };
  if (cle === 'POST /api/utilisateurs' || cle === 'PUT /api/utilisateurs') {
    return { body: { ...(exemple.body as object), profil: profilCreable(personne.profil) } };
  }
  return exemple;
}
