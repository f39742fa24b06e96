import { z } from 'zod';
import { erreursDuChamp } from '../commun/texte.js';

/**
 * Issue du contrôle préalable à un rattachement (spec 1 §3, spec 2 §8), portée par le champ `error`
 * du résultat. Les deux premières bloquent la demande.
 */
export const ErreurControleRattachement = z.enum(
  ['immatNotExistant', 'immatStatusIncorrect', 'alreadyAttached', 'rattachementConteste'],
  { error: erreursDuChamp('Le résultat du contrôle') },
);
export type ErreurControleRattachement = z.infer<typeof ErreurControleRattachement>;

export const erreurControleRattachementLabels: Record<ErreurControleRattachement, string> = {
  immatNotExistant: "Ce numéro d'immatriculation n'est pas reconnu.",
  immatStatusIncorrect: "Cette copropriété n'est pas dans un état qui permet le rattachement.",
  alreadyAttached:
    'Cette copropriété est déjà rattachée à un autre télédéclarant : vous pouvez contester ce rattachement.',
  rattachementConteste: 'Le rattachement de cette copropriété fait déjà l’objet d’une contestation.',
};

/** Issues qui empêchent de poursuivre la demande de rattachement. */
export const ERREURS_CONTROLE_RATTACHEMENT_BLOQUANTES: readonly ErreurControleRattachement[] = [
  'immatNotExistant',
  'immatStatusIncorrect',
];

export function estErreurControleRattachementBloquante(erreur: ErreurControleRattachement): boolean {
  return ERREURS_CONTROLE_RATTACHEMENT_BLOQUANTES.includes(erreur);
}

/**
 * Motif d'un refus de rattachement ou d'immatriculation par le teneur (paramètre `typesMotifRefus`
 * de `api/mandats/refusRattachementTeneur`, valeurs non détaillées par la spécification).
 * `AUTRE` impose un texte libre (`raison`).
 */
export const TypeMotifRefus = z.enum(
  [
    'JUSTIFICATIF_ILLISIBLE',
    'JUSTIFICATIF_NON_CONFORME',
    'JUSTIFICATIF_AUTRE_COPROPRIETE',
    'DECLARANT_NON_DESIGNE',
    'DATES_MANDAT_INCOHERENTES',
    'MANDAT_EXPIRE',
    'COPROPRIETE_DEJA_IMMATRICULEE',
    'INFORMATIONS_INCOMPLETES',
    'AUTRE',
  ],
  { error: erreursDuChamp('Le motif du refus') },
);
export type TypeMotifRefus = z.infer<typeof TypeMotifRefus>;

export const typeMotifRefusLabels: Record<TypeMotifRefus, string> = {
  JUSTIFICATIF_ILLISIBLE: 'Le justificatif est illisible ou incomplet',
  JUSTIFICATIF_NON_CONFORME: 'Le justificatif ne correspond pas au type de pièce déclaré',
  JUSTIFICATIF_AUTRE_COPROPRIETE: 'Le justificatif concerne une autre copropriété',
  DECLARANT_NON_DESIGNE: "Le justificatif ne désigne pas l'établissement déclarant",
  DATES_MANDAT_INCOHERENTES: 'Les dates du mandat ne correspondent pas au justificatif',
  MANDAT_EXPIRE: 'Le mandat justifié est expiré',
  COPROPRIETE_DEJA_IMMATRICULEE: 'La copropriété est déjà immatriculée (doublon)',
  INFORMATIONS_INCOMPLETES: 'Les informations déclarées sont incomplètes ou erronées',
  AUTRE: 'Autre motif',
};
