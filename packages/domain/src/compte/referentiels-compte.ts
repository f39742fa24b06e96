import { z } from 'zod';
import type { TypeActeur } from '../cycles/machine.js';
import { type Profil, profilLabels } from '../permissions/profils.js';
import {
  PROFILS_NOTAIRE,
  PROFILS_TELEDECLARANT_ADMIN_PRINCIPAL,
  PROFILS_TELEDECLARANT_ADMIN_SECONDAIRE,
  PROFILS_TELEDECLARANT_GESTION,
  PROFILS_TENEUR,
} from '../permissions/table.js';
import type { TypeTeledeclarant } from '../referentiels/teledeclarant.js';
import type { StatutTeledeclarant } from '../teledeclarant/statut-teledeclarant.js';
import { machineTeledeclarant } from '../teledeclarant/statut-teledeclarant.machine.js';

/** Élément d'une liste de référence (spec 2 §7.12) : code transmis et libellé affiché. */
export const ElementReferentiel = z.object({
  code: z.string().min(1).max(100),
  libelle: z.string().min(1).max(300),
});
export type ElementReferentiel = z.infer<typeof ElementReferentiel>;

/** Liste de référence tirée d'un enregistrement de libellés, dans l'ordre des codes donnés. */
export function listeReferentiel<C extends string>(
  libelles: Readonly<Record<C, string>>,
  codes: readonly C[] = Object.keys(libelles) as C[],
): ElementReferentiel[] {
  return codes.map((code) => ({ code, libelle: libelles[code] }));
}

/** Liste de profils avec leurs libellés. */
export const listeProfils = (profils: readonly Profil[]): ElementReferentiel[] =>
  listeReferentiel(profilLabels, profils);

/**
 * Profils de chaque type de déclarant (`api/profil-utilisateurs/type/{x}`, ADR 0056) : syndics
 * professionnels ou bénévoles, notaires (l'étude et ses deux natures de compte), teneur,
 * institutionnel ; `AUTRE` correspond au profil par défaut.
 */
export const PROFILS_PAR_TYPE_TELEDECLARANT: Readonly<Record<TypeTeledeclarant, readonly Profil[]>> = {
  PRO: [
    PROFILS_TELEDECLARANT_ADMIN_PRINCIPAL[0],
    PROFILS_TELEDECLARANT_ADMIN_SECONDAIRE[0],
    PROFILS_TELEDECLARANT_GESTION[0],
  ],
  NON_PRO: [
    PROFILS_TELEDECLARANT_ADMIN_PRINCIPAL[1],
    PROFILS_TELEDECLARANT_ADMIN_SECONDAIRE[1],
    PROFILS_TELEDECLARANT_GESTION[1],
  ],
  NOTAIRE: PROFILS_NOTAIRE,
  NOTAIRE_NOTAIRE: ['NOTAIRE_NOTAIRE'],
  NOTAIRE_COLLABORATEUR: ['NOTAIRE_COLLAB'],
  AUTRE: ['DEFAULT'],
  teneur: PROFILS_TENEUR,
  institutionnel: ['INSTITUTIONNEL'],
};

/** Types d'établissement télédéclarant (`api/type-teledeclarant-min`) : liste courte des formulaires. */
export const TYPES_TELEDECLARANT_MIN = [
  'PRO',
  'NON_PRO',
  'NOTAIRE',
] as const satisfies readonly TypeTeledeclarant[];

/**
 * Statuts qu'un télédéclarant peut prendre depuis `statut` (`api/statut-teledeclarant/suivant/{x}`),
 * d'après sa machine de cycle de vie et pour l'acteur donné : états d'arrivée distincts du statut
 * actuel, dans l'ordre des événements de la machine. Sans acteur précisé, tous les acteurs sont
 * considérés ; un acteur `null` (profil sans rôle dans les cycles de vie) n'en a aucun.
 */
export function statutsTeledeclarantSuivants(
  statut: StatutTeledeclarant,
  acteur?: TypeActeur | null,
): StatutTeledeclarant[] {
  if (acteur === null) return [];
  const suivants: StatutTeledeclarant[] = [];
  for (const evenement of machineTeledeclarant.evenementsPossibles(statut, acteur)) {
    const resultat = machineTeledeclarant.transition(statut, evenement, acteur ? { acteur } : {});
    if (resultat.ok && resultat.etat !== statut && !suivants.includes(resultat.etat)) {
      suivants.push(resultat.etat);
    }
  }
  return suivants;
}
