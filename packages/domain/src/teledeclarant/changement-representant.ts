import type { z } from 'zod';
import { normaliserEmail } from '../commun/formats.js';
import type { Constat } from '../commun/resultat.js';
import { schemaSoumission } from '../formulaire/descripteurs.js';
import { type Civilite, civiliteAbregeeLabels } from '../referentiels/compte.js';
import { champsMonEtablissement } from './mon-etablissement.formulaire.js';

/**
 * Changement du représentant légal de l'établissement (issue 11 §3, écran « change of representative », ADR 0311) :
 * une autre personne prend la place de l'ancienne. Mêmes champs que le représentant de « Mon établissement »
 * (ADR 0101) ; la correction des coordonnées de la même personne reste dans « Mon établissement ».
 */
export const champsChangementRepresentant = champsMonEtablissement.representantLegal;

export const SaisieChangementRepresentant = schemaSoumission(champsChangementRepresentant);
export type SaisieChangementRepresentant = z.infer<typeof SaisieChangementRepresentant>;

/** Identité d'un représentant légal telle que la gardent les colonnes de l'établissement. */
export interface IdentiteRepresentant {
  readonly civilite: Civilite | null;
  readonly nom: string | null;
  readonly prenom: string | null;
  readonly email: string | null;
}

export const MESSAGE_MEME_REPRESENTANT =
  "Cette personne est déjà le représentant légal de l'établissement : pour corriger ses coordonnées, modifiez l'établissement.";

/** Nom ou prénom comparé sans casse, sans accents et sans espaces superflus. */
function comparable(texte: string | null): string {
  return (texte ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * La nouvelle personne est-elle bien une autre personne ? Même nom, même prénom et même adresse électronique que
 * le représentant en place : ce n'est pas un changement (erreur sur le champ `nom`).
 */
export function verifierChangementRepresentant(
  avant: IdentiteRepresentant,
  nouveau: SaisieChangementRepresentant,
): Constat[] {
  const memePersonne =
    comparable(avant.nom) === comparable(nouveau.nom) &&
    comparable(avant.prenom) === comparable(nouveau.prenom) &&
    (avant.email ?? '') === normaliserEmail(nouveau.email);
  return memePersonne
    ? [{ champ: 'nom', code: 'representant.inchange', message: MESSAGE_MEME_REPRESENTANT }]
    : [];
}

/** « Mme Anne Leroy <anne.leroy@exemple.fr> » : ce que le journal et les courriels disent d'un représentant. */
export function designationRepresentant(r: IdentiteRepresentant): string {
  const identite = [r.civilite ? civiliteAbregeeLabels[r.civilite] : null, r.prenom, r.nom]
    .filter(Boolean)
    .join(' ');
  const nom = identite || 'Représentant non renseigné';
  return r.email ? `${nom} <${r.email}>` : nom;
}
