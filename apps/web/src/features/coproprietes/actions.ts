import {
  type ActionCopropriete,
  actionCoproprieteLabels,
  formaterNumeroImmatriculation,
  type LigneRechercheCopropriete,
  type TypeMiseAJour,
} from '@registre/domain';
import {
  ETAPE_DE_DEPART,
  lienMiseAJour as lienEtapeMiseAJour,
  lienModificationAdmin,
} from '../declaration/parametres-mise-a-jour';

/**
 * Ce que propose chaque ligne de la liste des copropriétés (spec 1 §2). Les actions viennent de la règle du
 * domaine (ADR 0160) : la liste n'affiche que celles que la règle permet, le serveur refuse les autres.
 * S'y ajoutent deux consultations qui ne changent rien : les déclarations précédentes d'une copropriété
 * immatriculée, et la géolocalisation de ses parcelles quand elle n'est pas géolocalisée (ADR 0180).
 */
export type ActionLigne =
  /** Parcours ou écran de l'application. */
  | { type: 'lien'; cle: string; libelle: string; vers: string }
  /** Fichier produit par l'API (fiche synthétique). */
  | { type: 'telechargement'; cle: string; libelle: string; vers: string }
  /** Action définitive, confirmée dans une modale avant l'appel. */
  | { type: 'confirmation'; cle: string; libelle: string; action: ActionASupprimer }
  /** Consultation dans une modale. */
  | { type: 'consultation'; cle: string; libelle: string };

/** Actions de suppression confirmées depuis la liste. */
export type ActionASupprimer = Extract<
  ActionCopropriete,
  | 'SUPPRIMER_BROUILLON'
  | 'SUPPRIMER_DECLARATIONS'
  | 'SUPPRIMER_COPROPRIETE'
  | 'SUPPRIMER_MANDAT'
  | 'RETIRER_RATTACHEMENT'
  | 'ANNULER_DECLARATION_SUCCESSEUR'
>;

/** Suppressions par le teneur, qui exigent un motif (ADR 0321). */
export const SUPPRESSIONS_MOTIVEES: readonly ActionASupprimer[] = [
  'SUPPRIMER_COPROPRIETE',
  'SUPPRIMER_MANDAT',
  'RETIRER_RATTACHEMENT',
];

/** Parcours de déclaration (brouillons, demandes, mises à jour) : `/immatriculer-copropriete/<étape>?…`. */
const parcours = (etape: string, params: Record<string, string | number>) =>
  `/immatriculer-copropriete/${etape}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;

/**
 * Adresse d'une mise à jour dans le parcours, à son étape de départ (contrat des écrans des mises à jour,
 * ADR 0177) : `identification` pour les mises à jour standard et annuelle (et la correction de la dernière
 * annuelle), `donnees-financieres` pour les exercices non approuvés.
 */
export function lienMiseAJour(idCopropriete: number, type: TypeMiseAJour, corriger = false): string {
  return lienEtapeMiseAJour(ETAPE_DE_DEPART[type], { idCopropriete, type, corriger });
}

/** Écran de saisie des parcelles d'une copropriété non géolocalisée (ADR 0180). */
export const lienParcellesNonGeolocalisees = (idCopropriete: number) =>
  `/copropriete/parcelles-non-geolocalisees/${idCopropriete}`;

/** Déclaration de la dissolution d'une copropriété (spec 1 §2, ADR 0320). */
export const lienDeclarationDissolution = (idCopropriete: number) =>
  `/copropriete/declarer-une-dissolution?id=${idCopropriete}`;

/** Écran de renouvellement du mandat d'une copropriété (ADR 0310). */
export const lienRenouvellementMandat = (idCopropriete: number) =>
  `/copropriete/renouveler-mandat/${idCopropriete}`;

/** Écran de déclaration d'un successeur (ADR 0330). */
export const lienDeclarerSuccesseur = (idCopropriete: number) =>
  `/copropriete/declarer-un-successeur/${idCopropriete}`;

export const LIBELLE_DECLARATIONS_PRECEDENTES = 'Voir les déclarations précédentes';
export const LIBELLE_GEOLOCALISER = 'Géolocaliser les parcelles';

/** Ce que propose la ligne pour une action permise par la règle ; `null` : rien à afficher (issue 11). */
export function actionDeLigne(
  action: ActionCopropriete,
  ligne: LigneRechercheCopropriete,
): ActionLigne | null {
  const libelle = actionCoproprieteLabels[action];
  const lien = (vers: string): ActionLigne => ({ type: 'lien', cle: action, libelle, vers });
  switch (action) {
    case 'MODIFIER_DEMANDE':
    case 'ENREGISTRER_MODIFICATIONS':
      return ligne.idBrouillon === null ? null : lien(parcours('identification', { id: ligne.idBrouillon }));
    case 'MAJ_STANDARD':
      return lien(lienMiseAJour(ligne.id, 'STANDARD'));
    case 'MAJ_ANNUELLE':
      return lien(lienMiseAJour(ligne.id, 'ANNUELLE'));
    case 'MAJ_COMPTES_NON_APPROUVES':
      return lien(lienMiseAJour(ligne.id, 'COMPTESNONAPPROUVES'));
    case 'CORRIGER_DERNIERE_MAJ_ANNUELLE':
      return lien(lienMiseAJour(ligne.id, 'ANNUELLE', true));
    case 'FICHE_SYNTHETIQUE':
      return {
        type: 'telechargement',
        cle: action,
        libelle,
        vers: `/api/coproprietes/${ligne.id}/fiche-synthetique`,
      };
    case 'SUPPRIMER_BROUILLON':
      return ligne.idBrouillon === null ? null : { type: 'confirmation', cle: action, libelle, action };
    case 'SUPPRIMER_DECLARATIONS':
      return { type: 'confirmation', cle: action, libelle, action };
    case 'MODIFICATION_ADMINISTRATIVE':
      return lien(lienModificationAdmin('identification', ligne.id));
    case 'DISSOUDRE':
      return lien(lienDeclarationDissolution(ligne.id));
    case 'SUPPRIMER_COPROPRIETE':
    case 'SUPPRIMER_MANDAT':
      return { type: 'confirmation', cle: action, libelle, action };
    case 'RETIRER_RATTACHEMENT':
      return { type: 'confirmation', cle: action, libelle, action };
    case 'RENOUVELER_MANDAT':
      return lien(lienRenouvellementMandat(ligne.id));
    case 'MODIFIER_DATE_DEBUT_MANDAT':
    case 'MODIFIER_DATE_FIN_MANDAT_ARCHIVE':
      return lien(`/copropriete/dates-mandat/${ligne.id}/${action}`);
    case 'DECLARER_SUCCESSEUR':
      return lien(lienDeclarerSuccesseur(ligne.id));
    case 'ANNULER_DECLARATION_SUCCESSEUR':
      return { type: 'confirmation', cle: action, libelle, action };
    default:
      // Actions de l'issue 11 (mandats, rattachement, succession, dissolution) : leurs écrans n'existent pas
      // encore ; aucun lien plutôt qu'un lien qui mènerait ailleurs.
      return null;
  }
}

/**
 * Tout ce que propose une ligne, dans l'ordre de spec 1 §2, puis les consultations : géolocalisation des
 * parcelles (qui peut faire une mise à jour standard d'une copropriété non géolocalisée, comme le serveur
 * l'exige) et déclarations précédentes (copropriété immatriculée).
 */
export function actionsDeLigne(ligne: LigneRechercheCopropriete): ActionLigne[] {
  const actions = ligne.actions.flatMap((action) => actionDeLigne(action, ligne) ?? []);
  if (!ligne.geolocalisee && ligne.actions.includes('MAJ_STANDARD')) {
    actions.push({
      type: 'lien',
      cle: 'GEOLOCALISER',
      libelle: LIBELLE_GEOLOCALISER,
      vers: lienParcellesNonGeolocalisees(ligne.id),
    });
  }
  if (ligne.numeroImmatriculation) {
    actions.push({
      type: 'consultation',
      cle: 'DECLARATIONS_PRECEDENTES',
      libelle: LIBELLE_DECLARATIONS_PRECEDENTES,
    });
  }
  return actions;
}

/** Désignation d'une copropriété dans un nom accessible ou un message : numéro, sinon nom, sinon numéro interne. */
export function designationCopropriete(
  ligne: Pick<LigneRechercheCopropriete, 'id' | 'numeroImmatriculation' | 'nom'>,
): string {
  return ligne.numeroImmatriculation
    ? formaterNumeroImmatriculation(ligne.numeroImmatriculation)
    : (ligne.nom ?? `n° ${ligne.id}`);
}

/** Nom accessible d'une action sur une ligne : l'action et la copropriété visée. */
export function nomAccessible(libelle: string, ligne: LigneRechercheCopropriete): string {
  return `${libelle} — ${designationCopropriete(ligne)}`;
}
