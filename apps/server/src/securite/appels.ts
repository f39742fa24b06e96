import { type ContratRoute, construireChemin } from '@registre/domain';
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
      options.payload = new URLSearchParams(entrees.body as Record<string, string>).toString();
    } else {
      options.payload = entrees.body as object;
    }
  }
  return options;
}
