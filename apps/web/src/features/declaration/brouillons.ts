import {
  type LigneBrouillon,
  type TypeImmat,
  type TypeMaj,
  typeImmatLabels,
  typeMajLabels,
} from '@registre/domain';

/**
 * Reprise d'un brouillon de « Mes brouillons » : une mise à jour se rouvre par sa copropriété et sa nature (le
 * serveur rend le brouillon en cours), une correction de la dernière annuelle avec `corriger=true` (sinon le
 * serveur rendrait l'annuelle ordinaire), une immatriculation par son identifiant ; le parcours choisit l'étape
 * (ADR 0175).
 */
export function lienReprise(b: LigneBrouillon): string {
  return lienRepriseMiseAJour(b) ?? `/immatriculer-copropriete?id=${b.id}`;
}

/**
 * Brouillon d'une mise à jour standard ou annuelle, de « Mes brouillons » ou ouvert par `?id=` : son adresse
 * de reprise par sa copropriété et sa nature (routes des mises à jour, ADR 0134), `corriger=true` pour une
 * correction ; `null` pour un brouillon qui se reprend par son identifiant.
 */
export function lienRepriseMiseAJour(b: {
  typeImmat: TypeImmat | null;
  typeMaj: TypeMaj | null;
  idCopropriete: number | null;
  correction: boolean;
}): string | null {
  if (
    b.typeImmat !== null ||
    (b.typeMaj !== 'STANDARD' && b.typeMaj !== 'ANNUELLE') ||
    b.idCopropriete === null
  )
    return null;
  return `/immatriculer-copropriete?copropriete=${b.idCopropriete}&maj=${b.typeMaj}${b.correction ? '&corriger=true' : ''}`;
}

/** Nature d'un brouillon dite dans sa ligne ; une correction se dit correction, pas annuelle. */
export function natureBrouillon(b: LigneBrouillon): string {
  if (b.correction) return 'Correction de la dernière déclaration annuelle';
  if (b.typeMaj) return typeMajLabels[b.typeMaj];
  return b.typeImmat ? typeImmatLabels[b.typeImmat] : '—';
}
