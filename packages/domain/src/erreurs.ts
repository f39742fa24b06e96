import { z } from 'zod';
import {
  avertissementsNonConfirmes,
  type Constat,
  estBloquant,
  type ResultatRegles,
} from './commun/resultat.js';

/**
 * Erreur d'un champ, avec son message en français (spec 2 §8) et, quand elle vient d'une règle métier,
 * le code stable de cette règle.
 */
export const ErreurChamp = z.object({
  champ: z.string(),
  message: z.string(),
  code: z.string().optional(),
});
export type ErreurChamp = z.infer<typeof ErreurChamp>;

/**
 * Avertissement d'une règle métier sur un champ (ADR 0100) : la personne peut le confirmer en renvoyant
 * la requête avec son code dans `avertissementsConfirmes`.
 */
export const AvertissementChamp = z.object({
  champ: z.string(),
  code: z.string(),
  message: z.string(),
});
export type AvertissementChamp = z.infer<typeof AvertissementChamp>;

/**
 * Forme unique des réponses d'erreur de l'API (spec 2 §8) : identifiant de l'erreur,
 * statut HTTP, message en français et origine (méthode et chemin de l'appel).
 * `champs` détaille les erreurs de saisie d'une réponse 400 ; `avertissements` les avertissements à
 * confirmer (ADR 0100) : une réponse 400 sans erreur de champ mais avec des avertissements se lève en
 * renvoyant la requête avec leurs codes.
 */
export const ErreurApi = z.object({
  id: z.string(),
  status: z.number().int(),
  message: z.string(),
  origin: z.string(),
  champs: z.array(ErreurChamp).optional(),
  avertissements: z.array(AvertissementChamp).optional(),
});
export type ErreurApi = z.infer<typeof ErreurApi>;

/**
 * Nature d'une erreur métier : les services lèvent une nature, la couche HTTP la traduit en statut
 * (`STATUT_PAR_NATURE`). Le domaine et les services ne connaissent pas les statuts HTTP.
 */
export type NatureErreur =
  | 'saisie'
  | 'non-connecte'
  | 'interdit'
  | 'introuvable'
  | 'conflit'
  | 'trop-de-demandes'
  | 'indisponible';

/** Statut HTTP de chaque nature d'erreur métier. */
export const STATUT_PAR_NATURE: Record<NatureErreur, number> = {
  saisie: 400,
  'non-connecte': 401,
  interdit: 403,
  introuvable: 404,
  conflit: 409,
  'trop-de-demandes': 429,
  indisponible: 503,
};

/** Message général d'une saisie refusée par une règle métier bloquante. */
export const MESSAGE_SAISIE_REFUSEE = 'La saisie contient des erreurs : corrigez les champs signalés.';
/** Message général d'une saisie dont des avertissements restent à confirmer. */
export const MESSAGE_AVERTISSEMENTS_A_CONFIRMER =
  'Certaines informations sont inhabituelles : vérifiez-les et confirmez-les pour continuer.';

const versErreurChamp = ({ champ, code, message }: Constat): ErreurChamp => ({ champ, code, message });
const versAvertissement = ({ champ, code, message }: Constat): AvertissementChamp => ({
  champ,
  code,
  message,
});

/**
 * Erreur métier levée par un service, avec un message en français et, pour une saisie, ses champs et
 * ses avertissements à confirmer.
 */
export class ErreurMetier extends Error {
  constructor(
    readonly nature: NatureErreur,
    message: string,
    readonly champs?: ErreurChamp[],
    readonly avertissements?: AvertissementChamp[],
  ) {
    super(message);
    this.name = 'ErreurMetier';
  }

  /**
   * Erreur de saisie tirée d'un résultat de règles (ADR 0100), ou `null` si le résultat laisse passer
   * l'action : les erreurs bloquantes ne se confirment jamais ; un avertissement dont le code n'est pas
   * dans `confirmes` arrête l'action et revient à la personne avec son code.
   */
  static depuisResultat(resultat: ResultatRegles, confirmes: readonly string[] = []): ErreurMetier | null {
    const avertissements = avertissementsNonConfirmes(resultat, confirmes).map(versAvertissement);
    if (estBloquant(resultat)) {
      return new ErreurMetier(
        'saisie',
        MESSAGE_SAISIE_REFUSEE,
        resultat.erreurs.map(versErreurChamp),
        avertissements,
      );
    }
    if (avertissements.length > 0) {
      return new ErreurMetier('saisie', MESSAGE_AVERTISSEMENTS_A_CONFIRMER, [], avertissements);
    }
    return null;
  }
}

/**
 * Lève l'erreur de saisie d'un résultat de règles s'il ne laisse pas passer l'action (erreur bloquante ou
 * avertissement non confirmé). À appeler dans le service, sur les données reçues, avant toute écriture.
 */
export function exigerResultatAccepte(resultat: ResultatRegles, confirmes: readonly string[] = []): void {
  const erreur = ErreurMetier.depuisResultat(resultat, confirmes);
  if (erreur) throw erreur;
}

/** Erreur de saisie d'un seul champ : le message s'affiche sous ce champ et en message général. */
export function erreurSaisie(champ: string, message: string): ErreurMetier {
  return new ErreurMetier('saisie', message, [{ champ, message }]);
}
