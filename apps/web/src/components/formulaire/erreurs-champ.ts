import { messagesGeneriques, messageValidateurInconnu } from '@registre/domain';

/**
 * Affichage des erreurs de champ (spec 2 §5.6 et §8).
 *
 * - Une erreur ne s'affiche qu'une fois le champ touché ou modifié (ou le formulaire soumis, ce qui
 *   revient à « tout toucher » : sans cela, un formulaire envoyé vide n'indiquerait rien).
 * - Le message affiché est celui de l'erreur quand il existe (les schémas zod portent des messages
 *   français, `z.config(z.locales.fr())` est réglé au démarrage) ; sinon la clé du validateur est
 *   traduite en message générique, et une clé inconnue donne « Validator {key} is not valid ».
 */

/** Ce que l'on sait d'une erreur de champ : `FieldError` de react-hook-form ou équivalent. */
export interface ErreurDeChamp {
  type?: string | number;
  message?: string;
}

/** Ce que l'on sait de l'état d'un champ : `fieldState` de react-hook-form ou équivalent. */
export interface EtatDeChamp {
  error?: ErreurDeChamp;
  isTouched: boolean;
  isDirty: boolean;
}

/**
 * Valeurs des validateurs paramétrés (`min`, `max`, `minlength`, `maxlength`, `minFiles`, `maxFiles`).
 * Accepte directement les règles de `register` : `{ min: 3 }` ou `{ min: { value: 3, message } }`.
 */
export type ParametresValidateurs = Readonly<Record<string, unknown>>;

/** Clés de react-hook-form renommées vers les clés des messages génériques. */
const ALIAS_CLES: Readonly<Record<string, string>> = {
  minLength: 'minlength',
  maxLength: 'maxlength',
};

function valeurParametre(parametres: ParametresValidateurs, ...cles: string[]): number | string | undefined {
  for (const cle of cles) {
    const brut = parametres[cle];
    const valeur = typeof brut === 'object' && brut !== null && 'value' in brut ? brut.value : brut;
    if (typeof valeur === 'number' || (typeof valeur === 'string' && valeur !== '')) {
      return valeur;
    }
  }
  return undefined;
}

function valeurNumerique(parametres: ParametresValidateurs, ...cles: string[]): number | undefined {
  const valeur = valeurParametre(parametres, ...cles);
  const nombre = typeof valeur === 'string' ? Number(valeur) : valeur;
  return nombre !== undefined && Number.isFinite(nombre) ? nombre : undefined;
}

/**
 * Message générique de la clé d'un validateur (spec 2 §8) ; repli « Validator {key} is not valid »
 * pour une clé inconnue ou un validateur paramétré dont la valeur n'est pas fournie.
 */
export function messageValidateur(cle: string, parametres: ParametresValidateurs = {}): string {
  const normalisee = ALIAS_CLES[cle] ?? cle;
  // Les règles de `register` écrivent `minLength` / `maxLength` : on lit les deux graphies.
  const cles = [normalisee, ...Object.keys(ALIAS_CLES).filter((alias) => ALIAS_CLES[alias] === normalisee)];
  switch (normalisee) {
    case 'required':
      return messagesGeneriques.required;
    case 'email':
      return messagesGeneriques.email;
    case 'pattern':
      return messagesGeneriques.pattern;
    case 'notEqual':
      return messagesGeneriques.notEqual;
    case 'date':
      return messagesGeneriques.date;
    case 'min':
    case 'max': {
      const valeur = valeurParametre(parametres, ...cles);
      if (valeur !== undefined) {
        return messagesGeneriques[normalisee](valeur);
      }
      break;
    }
    case 'minlength':
    case 'maxlength':
    case 'minFiles':
    case 'maxFiles': {
      const valeur = valeurNumerique(parametres, ...cles);
      if (valeur !== undefined) {
        return messagesGeneriques[normalisee](valeur);
      }
      break;
    }
  }
  return messageValidateurInconnu(cle);
}

/** Message d'une erreur de champ : son propre message s'il existe, sinon celui de sa clé. */
export function resoudreMessageErreur(
  erreur: ErreurDeChamp | undefined,
  parametres: ParametresValidateurs = {},
): string | undefined {
  if (erreur === undefined) {
    return undefined;
  }
  if (typeof erreur.message === 'string' && erreur.message.trim() !== '') {
    return erreur.message;
  }
  return messageValidateur(String(erreur.type ?? ''), parametres);
}

export interface OptionsAffichageErreur {
  /** Le formulaire a été soumis au moins une fois : toutes ses erreurs s'affichent. */
  formulaireSoumis?: boolean;
  parametres?: ParametresValidateurs;
}

/** La personne a-t-elle interagi avec le champ (touché, modifié, ou formulaire soumis) ? */
export function champInteragi(etat: Omit<EtatDeChamp, 'error'>, formulaireSoumis = false): boolean {
  return etat.isTouched || etat.isDirty || formulaireSoumis;
}

/** L'erreur du champ doit-elle être montrée (champ touché, modifié, ou formulaire soumis) ? */
export function erreurVisible(etat: EtatDeChamp, formulaireSoumis = false): boolean {
  return etat.error !== undefined && champInteragi(etat, formulaireSoumis);
}

/** Message d'erreur à afficher sous le champ, ou `undefined` tant qu'il ne doit pas l'être. */
export function messageErreurAffiche(
  etat: EtatDeChamp,
  options: OptionsAffichageErreur = {},
): string | undefined {
  return erreurVisible(etat, options.formulaireSoumis)
    ? resoudreMessageErreur(etat.error, options.parametres)
    : undefined;
}

/** Propriétés d'état des composants DSFR (`Input`, `Select`, `Upload`, `RadioButtons`…). */
export interface EtatDsfr {
  state: 'error' | 'default';
  stateRelatedMessage: string | undefined;
}

/** Traduit un message d'erreur affiché en propriétés `state` / `stateRelatedMessage` DSFR. */
export function etatDsfr(message: string | undefined): EtatDsfr {
  return message === undefined
    ? { state: 'default', stateRelatedMessage: undefined }
    : { state: 'error', stateRelatedMessage: message };
}
