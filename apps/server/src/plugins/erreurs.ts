import { randomUUID } from 'node:crypto';
import {
  type AvertissementChamp,
  type ErreurApi,
  type ErreurChamp,
  ErreurMetier,
  STATUT_PAR_NATURE,
} from '@registre/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** Erreur métier ou d'accès qui se traduit par une réponse HTTP donnée, avec un message en français. */
export class ErreurHttp extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly champs?: ErreurChamp[],
  ) {
    super(message);
  }
}

/**
 * Codes d'une base injoignable ou saturée : connexion refusée ou coupée (classe 08, arrêt du serveur 57P01 à
 * 57P03), et attente d'une connexion libre du pool dépassée. Ce n'est pas une erreur du serveur mais une
 * indisponibilité passagère : 503 avec un message clair, que le client peut réessayer.
 */
const CODES_BASE_INDISPONIBLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
]);

export function estBaseIndisponible(erreur: unknown, profondeur = 0): boolean {
  if (!(erreur instanceof Error) || profondeur > 3) return false;
  const code = (erreur as { code?: unknown }).code;
  if (typeof code === 'string' && (CODES_BASE_INDISPONIBLE.has(code) || code.startsWith('08'))) return true;
  // Message du pool de `pg` quand aucune connexion ne se libère à temps (sans code d'erreur).
  if (/timeout exceeded when trying to connect|Connection terminated/i.test(erreur.message)) return true;
  // Drizzle enveloppe l'erreur du pilote dans `cause`.
  return estBaseIndisponible(erreur.cause, profondeur + 1);
}

export const MESSAGE_BASE_INDISPONIBLE =
  'Le service est momentanément indisponible ou surchargé : réessayez dans quelques instants.';

const MESSAGES_PAR_STATUT: Record<number, string> = {
  400: 'La requête est invalide.',
  401: 'Vous devez être connecté pour effectuer cette action.',
  403: "Vous n'avez pas les droits nécessaires pour effectuer cette action.",
  404: "La ressource demandée n'existe pas.",
  413: 'Le contenu envoyé est trop volumineux.',
  415: "Le format du contenu envoyé n'est pas pris en charge.",
  429: 'Trop de requêtes : veuillez patienter avant de réessayer.',
};

function origine(requete: FastifyRequest): string {
  return `${requete.method} ${requete.routeOptions.url ?? requete.url.split('?')[0]}`;
}

export function corpsErreur(
  requete: FastifyRequest,
  status: number,
  message: string,
  champs?: ErreurChamp[],
  avertissements?: AvertissementChamp[],
): ErreurApi {
  return {
    id: randomUUID(),
    status,
    message,
    origin: origine(requete),
    ...(champs?.length ? { champs } : {}),
    ...(avertissements?.length ? { avertissements } : {}),
  };
}

function cheminChamp(instancePath: string, params: Record<string, unknown>): string {
  const chemin = instancePath.replace(/^\//, '').replaceAll('/', '.');
  const manquant = typeof params.missingProperty === 'string' ? params.missingProperty : '';
  return [chemin, manquant].filter(Boolean).join('.') || '(racine)';
}

/**
 * Réponses d'erreur JSON uniformes `{id, status, message, origin}` (spec 2 §8), jamais de trace technique ;
 * une erreur de saisie y ajoute ses champs et ses avertissements à confirmer (ADR 0100).
 */
export function gererErreurs(app: FastifyInstance): void {
  app.setErrorHandler(
    (erreur: FastifyError | ErreurHttp | ErreurMetier, requete: FastifyRequest, reponse: FastifyReply) => {
      if (erreur instanceof ErreurMetier) {
        const status = STATUT_PAR_NATURE[erreur.nature];
        return reponse
          .code(status)
          .send(corpsErreur(requete, status, erreur.message, erreur.champs, erreur.avertissements));
      }
      if (erreur instanceof ErreurHttp) {
        return reponse
          .code(erreur.status)
          .send(corpsErreur(requete, erreur.status, erreur.message, erreur.champs));
      }
      if (hasZodFastifySchemaValidationErrors(erreur)) {
        const champs = erreur.validation.map((v) => ({
          champ: cheminChamp(v.instancePath, v.params as Record<string, unknown>),
          message: v.message ?? 'Valeur invalide.',
        }));
        const partie =
          erreur.validationContext === 'body'
            ? 'Le corps'
            : erreur.validationContext === 'params'
              ? 'Le chemin'
              : 'Les paramètres';
        return reponse
          .code(400)
          .send(corpsErreur(requete, 400, `${partie} de la requête contient des valeurs invalides.`, champs));
      }
      if (isResponseSerializationError(erreur)) {
        requete.log.error({ err: erreur }, 'réponse non conforme au contrat');
        return reponse.code(500).send(corpsErreur(requete, 500, 'Erreur interne du serveur.'));
      }
      if (estBaseIndisponible(erreur)) {
        requete.log.warn({ code: (erreur as { code?: string }).code }, 'base de données indisponible');
        return reponse
          .code(503)
          .header('retry-after', '5')
          .send(corpsErreur(requete, 503, MESSAGE_BASE_INDISPONIBLE));
      }
      const status = erreur.statusCode && erreur.statusCode >= 400 ? erreur.statusCode : 500;
      if (status >= 500) {
        requete.log.error({ err: erreur }, 'erreur serveur');
        return reponse.code(status).send(corpsErreur(requete, status, 'Erreur interne du serveur.'));
      }
      if (erreur.code?.startsWith('FST_CSRF')) {
        return reponse
          .code(403)
          .send(
            corpsErreur(
              requete,
              403,
              'Jeton de sécurité (CSRF) absent ou invalide : rechargez la page puis réessayez.',
            ),
          );
      }
      const message =
        status === 400 && erreur.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
          ? "Le corps de la requête n'est pas un JSON valide."
          : (MESSAGES_PAR_STATUT[status] ?? 'La requête a échoué.');
      return reponse.code(status).send(corpsErreur(requete, status, message));
    },
  );
}
