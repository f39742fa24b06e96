/**
 * Correspondance entre la forme d'un objet de l'API (chemins pointés : `representantLegal.nom`) et les
 * colonnes d'une table Drizzle (`representantNom`), décrite une fois par table (ADR 0101) : les services
 * n'écrivent plus à la main le bloc « champ d'API → colonne » ni le bloc inverse.
 */

type Feuille = string | number | boolean | bigint | Date | null | undefined | readonly unknown[];

/** Chemins pointés des valeurs d'un objet de l'API, objets imbriqués compris. */
export type CheminsDe<T> = {
  [K in keyof T & string]: NonNullable<T[K]> extends Feuille
    ? K
    : NonNullable<T[K]> extends object
      ? `${K}.${CheminsDe<NonNullable<T[K]>>}`
      : K;
}[keyof T & string];

/**
 * Objet de l'API tel qu'une saisie l'envoie : chaque valeur peut manquer ou être nulle (un chemin absent
 * s'écrit comme non renseigné).
 */
export type SaisieDe<T> = {
  [K in keyof T]?: NonNullable<T[K]> extends Feuille
    ? T[K] | null | undefined
    : SaisieDe<NonNullable<T[K]>> | null;
};

/** Colonne d'un chemin, avec sa conversion à l'écriture (normalisation) et à la lecture. */
export interface ColonneDecrite<L> {
  readonly colonne: keyof L & string;
  /** Appliquée à une valeur renseignée avant l'écriture (normalisation du domaine). */
  readonly versColonne?: (valeur: never) => unknown;
  /** Appliquée à une valeur lue non nulle. */
  readonly depuisColonne?: (valeur: never) => unknown;
  /** Écrite quand le chemin est absent ou que sa conversion ne donne rien (colonne `NOT NULL` avec défaut). */
  readonly parDefaut?: unknown;
}

/** Description d'une correspondance : pour chaque chemin de l'API, sa colonne (nom seul ou décrite). */
export type DescriptionCorrespondance<A, L> = {
  readonly [C in CheminsDe<A>]?: (keyof L & string) | ColonneDecrite<L>;
};

/** Correspondance prête à l'emploi. */
export interface Correspondance<A, L> {
  /** Chemins de l'API décrits, dans l'ordre de la description. */
  readonly chemins: readonly string[];
  /**
   * Valeurs des colonnes d'un objet complet de l'API (remplacement) : chaque chemin décrit est écrit, un
   * chemin absent vaut sa valeur par défaut, sinon `null`.
   */
  versColonnes(objet: SaisieDe<A>): Partial<L>;
  /** Objet de l'API reconstruit depuis une ligne : chaque chemin décrit reçoit sa colonne. */
  depuisColonnes(ligne: L): A;
  /** Colonnes dont la valeur change entre la ligne enregistrée et les valeurs à écrire. */
  colonnesModifiees(avant: L, valeurs: Partial<L>): (keyof L & string)[];
  /** Chemin de l'API d'une colonne (pour rapporter une erreur de base sur le bon champ), ou `undefined`. */
  cheminDeColonne(colonne: string): string | undefined;
}

function lire(objet: unknown, chemin: string): unknown {
  let courant: unknown = objet;
  for (const cle of chemin.split('.')) {
    if (courant === null || typeof courant !== 'object') return undefined;
    courant = (courant as Record<string, unknown>)[cle];
  }
  return courant;
}

function ecrire(objet: Record<string, unknown>, chemin: string, valeur: unknown): void {
  const cles = chemin.split('.');
  const derniere = cles.pop() as string;
  let courant = objet;
  for (const cle of cles) {
    courant[cle] ??= {};
    courant = courant[cle] as Record<string, unknown>;
  }
  courant[derniere] = valeur;
}

const egales = (a: unknown, b: unknown) =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;

/**
 * Déclare la correspondance entre l'objet `A` de l'API et la ligne `L` d'une table :
 * `correspondance<SaisieX, LigneX>()({ 'representantLegal.nom': 'representantNom', … })`.
 */
export function correspondance<A, L>() {
  return <const D extends DescriptionCorrespondance<A, L>>(description: D): Correspondance<A, L> => {
    const entrees = Object.entries(description as Record<string, string | ColonneDecrite<L>>).map(
      ([chemin, cible]) => ({
        chemin,
        ...(typeof cible === 'string' ? { colonne: cible as keyof L & string } : cible),
      }),
    );
    return {
      chemins: entrees.map((e) => e.chemin),
      versColonnes(objet) {
        const valeurs: Record<string, unknown> = {};
        for (const { chemin, colonne, versColonne, parDefaut } of entrees) {
          const valeur = lire(objet, chemin) ?? null;
          const convertie = valeur !== null && versColonne ? versColonne(valeur as never) : valeur;
          valeurs[colonne] = convertie ?? parDefaut ?? null;
        }
        return valeurs as Partial<L>;
      },
      depuisColonnes(ligne) {
        const objet: Record<string, unknown> = {};
        for (const { chemin, colonne, depuisColonne } of entrees) {
          const valeur = (ligne as Record<string, unknown>)[colonne] ?? null;
          ecrire(objet, chemin, valeur !== null && depuisColonne ? depuisColonne(valeur as never) : valeur);
        }
        return objet as A;
      },
      colonnesModifiees(avant, valeurs) {
        return entrees
          .map((e) => e.colonne)
          .filter(
            (colonne) =>
              colonne in (valeurs as object) &&
              !egales((avant as Record<string, unknown>)[colonne] ?? null, valeurs[colonne] ?? null),
          );
      },
      cheminDeColonne(colonne) {
        return entrees.find((e) => e.colonne === colonne)?.chemin;
      },
    };
  };
}

/** Préfixe les chemins d'une description (un groupe de l'API réutilisé sous une autre clé). */
export function sousChemin<const P extends string, const D extends Record<string, unknown>>(
  prefixe: P,
  description: D,
): { [K in keyof D & string as `${P}.${K}`]: D[K] } {
  return Object.fromEntries(Object.entries(description).map(([c, v]) => [`${prefixe}.${c}`, v])) as never;
}
