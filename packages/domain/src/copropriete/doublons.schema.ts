import { z } from 'zod';
import { Identifiant } from '../commun/identifiant.js';
import { erreursDuChamp } from '../commun/texte.js';
import { EtatCopropriete } from './etat-copropriete.js';
import { evenementsPossiblesCopropriete } from './etat-copropriete.machine.js';

/** Motif de ressemblance (voir `doublons.rules.ts`). */
export const MotifDoublon = z.enum(
  [
    'PARCELLE_COMMUNE',
    'MEME_BATIMENT',
    'MEME_ADRESSE',
    'ADRESSE_PROCHE',
    'NOM_TRES_SEMBLABLE',
    'NOM_SEMBLABLE',
    'MEME_NB_BATIMENTS',
  ],
  { error: erreursDuChamp('Le motif') },
);
export type MotifDoublon = z.infer<typeof MotifDoublon>;

/** Page de rattachement (écran de l'issue 11) : `?numero=` pré-remplit le numéro d'immatriculation. */
export const CHEMIN_RATTACHEMENT = '/rattacher-une-copropriete';

/**
 * Une copropriété immatriculée peut-elle recevoir une demande de rattachement (ou de contestation) du
 * déclarant ? Le cycle de vie le dit : l'événement `rattacher` ou `contester` part de son état.
 */
export function rattachementPropose(etat: EtatCopropriete, numeroImmatriculation: string | null): boolean {
  if (numeroImmatriculation === null) return false;
  const possibles = evenementsPossiblesCopropriete(etat, 'declarant');
  return possibles.includes('rattacher') || possibles.includes('contester');
}

/** Lien vers l'écran de rattachement, numéro pré-rempli. */
export function lienRattachement(numeroImmatriculation: string): string {
  return `${CHEMIN_RATTACHEMENT}?numero=${encodeURIComponent(numeroImmatriculation)}`;
}

/**
 * Copropriété existante très proche de celle qui est déclarée, telle que la liste l'étape « doublons »
 * (issue 8 §3, ADR 0141).
 */
export const DoublonPotentiel = z.object({
  id: Identifiant,
  /** Numéro d'immatriculation canonique ; `null` pour une demande encore en attente de validation. */
  numeroImmatriculation: z.string().nullable(),
  nom: z.string().nullable(),
  adresseReference: z.string().nullable(),
  etat: EtatCopropriete,
  nbBatiments: z.number().int().nullable(),
  motifs: z.array(MotifDoublon),
  /** Points de ressemblance (3 au moins). */
  score: z.number().int(),
  /** Distance entre les adresses de référence, en mètres, quand les deux sont géolocalisées. */
  distanceMetres: z.number().int().nullable(),
  /**
   * Lien vers l'écran de rattachement (`/rattacher-une-copropriete?numero=…`) quand la copropriété est déjà
   * immatriculée et peut recevoir une demande de rattachement ; `null` sinon. L'écran arrive avec l'issue 11.
   */
  lienRattachement: z.string().nullable(),
});
export type DoublonPotentiel = z.infer<typeof DoublonPotentiel>;

/**
 * États des copropriétés auxquelles une déclaration est comparée : toutes celles qui existent ou vont exister
 * au registre (demandes en attente comprises), pas les brouillons ni les copropriétés supprimées, annulées,
 * refusées ou dissoutes.
 */
export const ETATS_COMPARES_DOUBLONS: readonly EtatCopropriete[] = EtatCopropriete.options.filter(
  (etat) =>
    ![
      'BROUILLON',
      'SUPPRIMEE',
      'IMMATRICULATION_ANNULEE',
      'IMMATRICULATION_ET_RATTACHEMENT_REFUSES',
      'DISSOUTE',
    ].includes(etat),
);
