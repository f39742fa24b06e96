import { z } from 'zod';
import { resultatPagine } from '../commun/pagination.schema.js';
import { TypeEtablissementTeledeclarant } from '../referentiels/teledeclarant.js';
import { AvertissementAnnuaire } from './recherche-annuaire.schema.js';
import { StatutPublicCopropriete, StatutRattachementPublic } from './visibilite-publique.js';

/**
 * Ce que l'annuaire, l'API publique et le jeu de données rendent d'une copropriété visible : les seuls champs de
 * `CHAMPS_PUBLICS` (ADR 0240). Dates ISO 8601 (« aaaa-mm-jj »).
 */

const texteLu = z.string().nullable();
const entierLu = z.number().int().nullable();
const booleenLu = z.boolean().nullable();

/** Ligne de l'annuaire (liste et carte). */
export const LigneAnnuaire = z.object({
  id: z.number().int(),
  numeroImmatriculation: z.string(),
  nom: texteLu,
  adresseReference: texteLu,
  codePostal: texteLu,
  commune: texteLu,
  statut: StatutPublicCopropriete,
  nbLots: entierLu,
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  /** Distance à l'adresse cherchée, en mètres (recherche par adresse géolocalisée). */
  distanceMetres: entierLu,
});
export type LigneAnnuaire = z.infer<typeof LigneAnnuaire>;

/** Réponse de `rechercherAnnuaire` : `totalItems` ne dépasse pas le seuil (`avertissement` le dit). */
export const ResultatRechercheAnnuaire = resultatPagine('coproprieteAnnuaireDTOList', LigneAnnuaire).extend({
  avertissement: AvertissementAnnuaire.nullable(),
});
export type ResultatRechercheAnnuaire = z.infer<typeof ResultatRechercheAnnuaire>;

/** Procédures et arrêtés publics (CCH L711-2 ; loi du 10 juillet 1965 art. 29-1 A et 29-1 ; CCH L615-6). */
export const ProceduresPubliques = z.object({
  mandatAdHoc: z.boolean(),
  ordonnanceCarence: z.boolean(),
  administrateurProvisoire: z.boolean(),
  arretePeril: z.boolean(),
  arreteInsalubrite: z.boolean(),
  arreteSecuriteInsalubrite: z.boolean(),
  arreteEquipementsCommuns: z.boolean(),
});
export type ProceduresPubliques = z.infer<typeof ProceduresPubliques>;

export { proceduresPubliquesLabels } from './valeurs-annuaire.js';

/**
 * Fiche publique d'une copropriété (API publique `v1`, jeu de données) : noms stables, identifiée par son
 * numéro d'immatriculation. Dates ISO 8601.
 */
export const FichePublique = z.object({
  numeroImmatriculation: z.string(),
  nom: texteLu,
  adresseReference: texteLu,
  codePostal: texteLu,
  commune: texteLu,
  codeInsee: texteLu,
  codeDepartement: texteLu,
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  geolocalisee: z.boolean(),
  statut: StatutPublicCopropriete,
  statutRattachement: StatutRattachementPublic.nullable(),
  dateReglementCopropriete: texteLu,
  dateImmatriculation: texteLu,
  nbLots: entierLu,
  nbLotsHab: entierLu,
  nbLotsHabBurCom: entierLu,
  nbLotsStationnement: entierLu,
  nbBatiments: entierLu,
  syndicatPrincipal: booleenLu,
  numImmatriculationPrincipale: texteLu,
  syndicatCooperatif: booleenLu,
  residenceService: booleenLu,
  /** Raison sociale du syndic professionnel ou notaire ; « Syndic bénévole » pour un non-professionnel. */
  nomSyndic: texteLu,
  typeSyndic: TypeEtablissementTeledeclarant.nullable(),
  dateDebutMandat: texteLu,
  dateFinMandat: texteLu,
  dateDerniereMajAnnuelle: texteLu,
  majAnnuelleAJour: z.boolean(),
  majComptesNonApprouvesAFaire: z.boolean(),
  procedures: ProceduresPubliques,
});
export type FichePublique = z.infer<typeof FichePublique>;

/** `GET api/public/annuaire/coproannuairedetail/{id}` : la fiche publique et l'identifiant de la page. */
export const FicheAnnuaire = FichePublique.extend({ id: z.number().int() });
export type FicheAnnuaire = z.infer<typeof FicheAnnuaire>;
