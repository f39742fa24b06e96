import { z } from 'zod';
import type { Constat } from '../commun/resultat.js';
import { videVersNull } from './vide.js';

/**
 * Descripteurs de champ et schémas d'étape (ADR 0101). Un formulaire se décrit une fois, dans le domaine :
 * pour chaque champ, son libellé, son aide, ses limites et le schéma de sa valeur. On en dérive le schéma
 * de soumission (strict : champs obligatoires, formats, règles entre champs), le schéma de brouillon
 * (tolérant : tout champ peut manquer, mais une valeur saisie respecte son format et ses limites, rien
 * n'est effacé en silence), la liste des chemins des champs et, côté web, les propriétés des champs du kit.
 */

/**
 * Nature de la saisie : choisit le composant du kit et le clavier proposé. `ouiNon` : boutons Oui / Non
 * (valeur booléenne) ; `case` : case à cocher ; `fichier` : pièce déposée ; `adresse` et `liste` : champ
 * composé d'un écran dédié (adresse géolocalisée, lignes d'un tableau) ; `interne` : valeur portée par le
 * formulaire mais posée par le serveur (identifiants), jamais saisie.
 */
export type NatureSaisie =
  | 'texte'
  | 'email'
  | 'tel'
  | 'nombre'
  | 'date'
  | 'choix'
  | 'ouiNon'
  | 'case'
  | 'fichier'
  | 'adresse'
  | 'liste'
  | 'interne';

/** Option d'un champ à choix (boutons radio, liste). */
export interface OptionChamp {
  readonly valeur: string;
  readonly libelle: string;
}

/** Description d'un champ : ce qu'une personne lit et ce que la valeur doit respecter. */
export interface DescripteurChamp<S extends z.ZodType = z.ZodType> {
  readonly estChamp: true;
  /** Libellé affiché, sans « (facultatif) » : le kit l'ajoute. */
  readonly libelle: string;
  /** Aide affichée sous le libellé (format attendu, exemple). */
  readonly aide?: string;
  readonly saisie: NatureSaisie;
  /** Champ facultatif : vide, il vaut `null`. */
  readonly facultatif: boolean;
  /** Longueur maximale d'un texte (attribut `maxlength` du champ). */
  readonly longueurMax?: number;
  /** Bornes d'un nombre. */
  readonly min?: number;
  readonly max?: number;
  /** Valeur de l'attribut `autocomplete` quand la personne saisit ses propres données. */
  readonly autoComplete?: string;
  /** Options d'un champ à choix, dans l'ordre d'affichage. */
  readonly options?: readonly OptionChamp[];
  /** Schéma d'une valeur renseignée, avec ses messages français (spec 2 §8). */
  readonly valeur: S;
}

/**
 * Ce qu'un champ montre (libellé, aide, limites, options), sans le schéma de sa valeur : une page légère l'affiche
 * sans charger zod, le domaine en fait le descripteur en y ajoutant le schéma (ADR 0303).
 */
export type PresentationChamp = Omit<DescripteurChamp, 'valeur' | 'estChamp' | 'facultatif'> & {
  readonly facultatif?: boolean;
};

/** Champs et groupes de champs d'une étape (un groupe devient un objet imbriqué de l'API). */
export type Description = { readonly [cle: string]: DescripteurChamp | Description };

type Sans<T, K extends keyof T> = Omit<T, K>;

/** Déclare un champ ; `facultatif` vaut faux par défaut. */
export function champ<const S extends z.ZodType, const F extends boolean = false>(
  descripteur: Sans<DescripteurChamp<S>, 'estChamp' | 'facultatif'> & { facultatif?: F },
): DescripteurChamp<S> & { readonly facultatif: F } {
  return { ...descripteur, estChamp: true, facultatif: (descripteur.facultatif ?? false) as F };
}

export function estDescripteur(valeur: DescripteurChamp | Description): valeur is DescripteurChamp {
  return (valeur as DescripteurChamp).estChamp === true;
}

export { videVersNull };

type SchemaSoumissionChamp<C> =
  C extends DescripteurChamp<infer S>
    ? C extends { readonly facultatif: true }
      ? z.ZodOptional<z.ZodNullable<S>>
      : S
    : never;

/** Forme zod de soumission d'une description. */
export type FormeSoumission<D extends Description> = {
  -readonly [K in keyof D]: D[K] extends DescripteurChamp
    ? SchemaSoumissionChamp<D[K]>
    : D[K] extends Description
      ? z.ZodObject<FormeSoumission<D[K]>>
      : never;
};

/** Forme zod de brouillon : chaque champ et chaque groupe peut manquer ; un champ vide vaut `null`. */
export type FormeBrouillon<D extends Description> = {
  -readonly [K in keyof D]: D[K] extends DescripteurChamp<infer S>
    ? z.ZodPipe<z.ZodTransform<unknown, unknown>, z.ZodOptional<z.ZodNullable<S>>>
    : D[K] extends Description
      ? z.ZodOptional<z.ZodNullable<z.ZodObject<FormeBrouillon<D[K]>>>>
      : never;
};

/** Valeurs soumises d'une description (sortie du schéma de soumission). */
export type ValeursSoumission<D extends Description> = z.output<z.ZodObject<FormeSoumission<D>>>;
/** Valeurs d'un brouillon d'une description. */
export type ValeursBrouillon<D extends Description> = z.output<z.ZodObject<FormeBrouillon<D>>>;

function formeSoumission<D extends Description>(description: D): FormeSoumission<D> {
  const forme: Record<string, z.ZodType> = {};
  for (const [cle, element] of Object.entries(description)) {
    forme[cle] = estDescripteur(element)
      ? element.facultatif
        ? element.valeur.nullish()
        : element.valeur
      : z.object(formeSoumission(element));
  }
  return forme as FormeSoumission<D>;
}

function formeBrouillon<D extends Description>(description: D): FormeBrouillon<D> {
  const forme: Record<string, z.ZodType> = {};
  for (const [cle, element] of Object.entries(description)) {
    forme[cle] = estDescripteur(element)
      ? z.preprocess(videVersNull, element.valeur.nullish())
      : z.object(formeBrouillon(element)).nullish();
  }
  return forme as FormeBrouillon<D>;
}

/** Schéma strict de soumission d'une description : obligatoires, formats et limites. */
export function schemaSoumission<const D extends Description>(description: D) {
  return z.object(formeSoumission(description));
}

/**
 * Schéma tolérant de brouillon : tout champ peut être vide (il vaut `null`), mais une valeur saisie
 * respecte son format et ses limites — elle revient en erreur sur son champ au lieu d'être perdue.
 */
export function schemaBrouillon<const D extends Description>(description: D) {
  return z.object(formeBrouillon(description));
}

/** Chemins pointés de tous les champs d'une description (`representantLegal.nom`…), dans l'ordre. */
export function cheminsChamps(description: Description, prefixe = ''): string[] {
  return Object.entries(description).flatMap(([cle, element]) =>
    estDescripteur(element) ? [`${prefixe}${cle}`] : cheminsChamps(element, `${prefixe}${cle}.`),
  );
}

/** Descripteur du champ désigné par son chemin pointé, ou `undefined`. */
export function descripteurDe(description: Description, chemin: string): DescripteurChamp | undefined {
  let courant: DescripteurChamp | Description | undefined = description;
  for (const cle of chemin.split('.')) {
    if (courant === undefined || estDescripteur(courant)) return undefined;
    courant = courant[cle];
  }
  return courant !== undefined && estDescripteur(courant) ? courant : undefined;
}

/** Étape d'un formulaire : un titre, ses champs et, à la soumission, ses règles entre champs. */
export interface Etape<D extends Description = Description> {
  readonly titre: string;
  readonly champs: D;
  /**
   * Règles entre champs de l'étape (confirmation d'une adresse, cohérence de deux dates) : chaque
   * constat devient une erreur sur son champ, à la soumission seulement.
   */
  verifier?(valeurs: ValeursSoumission<D>): readonly Constat[];
}

/** Déclare une étape. */
export function etape<const D extends Description>(definition: Etape<D>): Etape<D> {
  return definition;
}

/** Chemin relatif à l'étape d'un constat : les règles du domaine nomment le chemin complet (`cle.champ`). */
function cheminDansEtape(champ: string, cle: string | undefined): (string | number)[] {
  const relatif = cle !== undefined && champ.startsWith(`${cle}.`) ? champ.slice(cle.length + 1) : champ;
  return relatif.split('.').map((partie) => (/^\d+$/.test(partie) ? Number(partie) : partie));
}

/**
 * Schéma strict d'une étape : ses champs, puis ses règles entre champs sur leurs champs. `cle` est le nom
 * de l'étape dans le corps de l'API (`identification`…) : il est retiré des chemins des constats.
 */
export function schemaSoumissionEtape<const D extends Description>(definition: Etape<D>, cle?: string) {
  return schemaSoumission(definition.champs).superRefine((valeurs, contexte) => {
    for (const constat of definition.verifier?.(valeurs as ValeursSoumission<D>) ?? []) {
      contexte.addIssue({
        code: 'custom',
        path: cheminDansEtape(constat.champ, cle),
        message: constat.message,
      });
    }
  });
}

/** Schéma tolérant d'une étape (brouillon) : sans obligation ni règle entre champs. */
export function schemaBrouillonEtape<const D extends Description>(definition: Etape<D>) {
  return schemaBrouillon(definition.champs);
}

/** Étapes d'un formulaire, chacune sous sa clé dans le corps de l'API, dans l'ordre d'affichage. */
export type Etapes = {
  readonly [cle: string]: Pick<Etape, 'titre' | 'champs'> & {
    verifier?(valeurs: never): readonly Constat[];
  };
};

/** Schéma strict du formulaire entier : chaque étape sous sa clé. */
export function schemaSoumissionFormulaire<const E extends Etapes>(etapes: E) {
  const forme = Object.fromEntries(
    Object.entries(etapes).map(([cle, definition]) => [cle, schemaSoumissionEtape(definition as Etape, cle)]),
  ) as unknown as { -readonly [K in keyof E]: ReturnType<typeof schemaSoumissionEtape<E[K]['champs']>> };
  return z.object(forme);
}

/** Schéma tolérant du formulaire entier (brouillon) : chaque étape peut manquer. */
export function schemaBrouillonFormulaire<const E extends Etapes>(etapes: E) {
  const forme = Object.fromEntries(
    Object.entries(etapes).map(([cle, definition]) => [
      cle,
      schemaBrouillonEtape(definition as Etape).nullish(),
    ]),
  ) as unknown as {
    -readonly [K in keyof E]: z.ZodOptional<
      z.ZodNullable<ReturnType<typeof schemaBrouillonEtape<E[K]['champs']>>>
    >;
  };
  return z.object(forme);
}

/** Chemins complets des champs d'une étape du formulaire (`identification.nbLots`…). */
export function cheminsEtape(etapes: Etapes, cle: string): string[] {
  const definition = etapes[cle];
  return definition ? cheminsChamps(definition.champs, `${cle}.`) : [];
}
