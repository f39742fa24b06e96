import { type LigneBrouillon, typeImmatLabels, typeMajLabels } from '@registre/domain';

/**
 * Reprise d'un brouillon de « Mes brouillons » : une mise à jour se rouvre par sa copropriété et sa nature (le
 * serveur rend le brouillon en cours), une correction de la dernière annuelle avec `corriger=true` (sinon le
 * serveur rendrait l'annuelle ordinaire), une immatriculation par son identifiant ; le parcours choisit l'étape
 * (ADR 0175).
 */
export function lienReprise(b: LigneBrouillon): string {
  if (b.typeImmat === null && (b.typeMaj === 'STANDARD' || b.typeMaj === 'ANNUELLE'))
    return `/immatriculer-copropriete?copropriete=${b.idCopropriete}&maj=${b.typeMaj}${b.correction ? '&corriger=true' : ''}`;
  return `/immatriculer-copropriete?id=${b.id}`;
}

/** Nature d'un brouillon dite dans sa ligne ; une correction se dit correction, pas annuelle. */
export function natureBrouillon(b: LigneBrouillon): string {
  if (b.correction) return 'Correction de la dernière déclaration annuelle';
  if (b.typeMaj) return typeMajLabels[b.typeMaj];
  return b.typeImmat ? typeImmatLabels[b.typeImmat] : '—';
}
