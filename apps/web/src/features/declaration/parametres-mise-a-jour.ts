import { TypeMiseAJour } from '@registre/domain';

/** Mise à jour demandée par l'adresse du parcours (contrat avec les liens de la liste des copropriétés). */
export interface ParametresMiseAJour {
  idCopropriete: number;
  type: TypeMiseAJour;
  /** Correction de la dernière déclaration annuelle (`corriger=true`, seulement avec `ANNUELLE`). */
  corriger: boolean;
}

/** Nature de la mise à jour par laquelle le parcours commence (spec 1 §2). */
export const ETAPE_DE_DEPART: Record<TypeMiseAJour, 'identification' | 'donnees-financieres'> = {
  STANDARD: 'identification',
  ANNUELLE: 'identification',
  COMPTESNONAPPROUVES: 'donnees-financieres',
};

/**
 * Lit `?copropriete=<id>&maj=STANDARD|ANNUELLE|COMPTESNONAPPROUVES[&corriger=true]` ; un paramètre faux donne
 * un message français à afficher à la place du parcours (jamais une page blanche).
 */
export function lireParametresMiseAJour(
  recherche: URLSearchParams,
): { parametres: ParametresMiseAJour } | { erreur: string } {
  const idCopropriete = lireIdCopropriete(recherche);
  if (idCopropriete === null) return { erreur: MESSAGE_COPROPRIETE_INVALIDE };
  const type = TypeMiseAJour.safeParse(recherche.get('maj'));
  if (!type.success)
    return {
      erreur:
        'La nature de la mise à jour est absente ou inconnue : choisissez une mise à jour standard, annuelle ou celle des comptes non approuvés depuis la liste des copropriétés.',
    };
  const corriger = recherche.get('corriger');
  if (corriger !== null && corriger !== 'true' && corriger !== 'false')
    return { erreur: 'Le paramètre « corriger » vaut « true » ou « false ».' };
  if (corriger === 'true' && type.data !== 'ANNUELLE')
    return {
      erreur: 'Seule une déclaration annuelle peut être corrigée : choisissez la mise à jour annuelle.',
    };
  return { parametres: { idCopropriete, type: type.data, corriger: corriger === 'true' } };
}

export const MESSAGE_COPROPRIETE_INVALIDE =
  "L'adresse ne désigne pas une copropriété : son identifiant est absent ou invalide.";

/** Identifiant de copropriété de `?copropriete=<id>`, ou `null` s'il est absent ou invalide. */
export function lireIdCopropriete(recherche: URLSearchParams): number | null {
  const texteId = recherche.get('copropriete') ?? '';
  const id = /^[1-9]\d{0,9}$/.test(texteId) ? Number(texteId) : Number.NaN;
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

/** Adresse d'une étape d'une mise à jour, dans le parcours `/immatriculer-copropriete`. */
export function lienMiseAJour(segment: string, parametres: ParametresMiseAJour): string {
  const recherche = new URLSearchParams({
    copropriete: String(parametres.idCopropriete),
    maj: parametres.type,
  });
  if (parametres.corriger) recherche.set('corriger', 'true');
  return `/immatriculer-copropriete/${segment}?${recherche.toString()}`;
}

/** Adresse d'une étape de la modification administrative du teneur dans le parcours (ADR 0275). */
export function lienModificationAdmin(segment: string, idCopropriete: number): string {
  const recherche = new URLSearchParams({ copropriete: String(idCopropriete), maj: 'MODIFICATION_ADMIN' });
  return `/immatriculer-copropriete/${segment}?${recherche.toString()}`;
}
