import { texte } from '../commun/texte.js';
import type { Difference } from './differences.js';

/**
 * Modification administrative d'une copropriété immatriculée par un administrateur du teneur
 * (`typeMaj = MODIFICATION_ADMIN`, ADR 0275) : une déclaration complète, vérifiée par les mêmes règles qu'une
 * mise à jour, appliquée directement, avec un motif obligatoire et, au journal, les valeurs avant et après.
 */

/** Longueur maximale du motif d'une modification administrative. */
export const LONGUEUR_MAX_MOTIF_MODIFICATION_ADMIN = 500;

/** Motif de la modification : obligatoire, sur une ligne, dit au syndic dans son courriel et au journal. */
export const MotifModificationAdministrative = texte({
  min: 1,
  max: LONGUEUR_MAX_MOTIF_MODIFICATION_ADMIN,
  libelle: 'Le motif de la modification',
});

/** Longueur maximale de chacun des textes « avant » et « après » du journal (le détail est borné, ADR 0105). */
export const LONGUEUR_MAX_AVANT_APRES_JOURNAL = 1000;

const SEPARATEUR = ' ; ';

/** Lignes « libellé : valeur » jointes, coupées proprement à la longueur permise (« … » à la fin). */
function joindreBorne(lignes: readonly string[], max: number): string {
  const texteEntier = lignes.join(SEPARATEUR);
  if (texteEntier.length <= max) return texteEntier;
  return `${texteEntier.slice(0, max - 1).trimEnd()}…`;
}

/** Détail de l'entrée MODIFICATION_ADMINISTRATIVE du journal : motif, nombre de données changées, avant, après. */
export interface DetailModificationAdministrative {
  motif: string;
  idDeclaration: number;
  nbModifications: number;
  avant: string;
  apres: string;
}

/**
 * Détail du journal d'une modification administrative, à partir des différences champ par champ
 * (`differencesDeclarations`, ADR 0132) : chaque texte nomme la donnée et sa valeur (« — » : non renseignée),
 * dans le même ordre avant et après ; au-delà de la longueur permise, le texte est coupé et finit par « … »
 * (la déclaration précédente reste dans l'historique : rien n'est perdu).
 */
export function detailModificationAdministrative(
  motif: string,
  idDeclaration: number,
  differences: readonly Difference[],
): DetailModificationAdministrative {
  const ligne = (d: Difference, valeur: string | null) => `${d.libelle} : ${valeur ?? '—'}`;
  return {
    motif,
    idDeclaration,
    nbModifications: differences.length,
    avant: joindreBorne(
      differences.map((d) => ligne(d, d.avant)),
      LONGUEUR_MAX_AVANT_APRES_JOURNAL,
    ),
    apres: joindreBorne(
      differences.map((d) => ligne(d, d.apres)),
      LONGUEUR_MAX_AVANT_APRES_JOURNAL,
    ),
  };
}

/** Message quand la saisie ne change rien : une modification administrative sans changement n'est pas écrite. */
export const MESSAGE_MODIFICATION_SANS_CHANGEMENT =
  'Aucune donnée n’a été modifiée : il n’y a rien à enregistrer.';
