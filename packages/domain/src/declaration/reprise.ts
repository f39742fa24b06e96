import {
  type ContexteDeclaration,
  etapesApplicables,
  PARCOURS_DECLARATION,
  type SaisieDeclaration,
  type SegmentParcours,
  schemaSoumissionEtapeDeclaration,
} from './declaration.formulaire.js';

/**
 * Étape où reprendre un brouillon (ADR 0175) : la première étape applicable qui ne passerait pas « Enregistrer
 * et continuer » (formats, champs obligatoires et erreurs bloquantes de ses règles, par le même schéma que le
 * bouton) ; toutes complètes, le récapitulatif. Les avertissements ne comptent pas : ils se confirment, ils ne
 * rendent pas une étape incomplète.
 */
export function etapeDeReprise(saisie: SaisieDeclaration, contexte: ContexteDeclaration): SegmentParcours {
  for (const cle of etapesApplicables(contexte)) {
    const schema = schemaSoumissionEtapeDeclaration(cle, contexte, saisie);
    if (!schema.safeParse(saisie[cle] ?? {}).success) {
      const etape = PARCOURS_DECLARATION.find((e) => e.cle === cle);
      if (etape) return etape.segment;
    }
  }
  return 'recapitulatif';
}
