import type { Db } from '../../db/connexion.js';
import { creerConsultationTeledeclarants } from './consultation-teledeclarants.js';
import { creerModificationTeledeclarant } from './modification-teledeclarant.js';
import { creerSuppressionTeledeclarant } from './suppression-teledeclarant.js';

/**
 * Gestion des télédéclarants par le teneur (ADR 0060 à 0062), un fichier par cas d'usage : recherche et
 * fiche (`consultation-teledeclarants`), mise à jour (`modification-teledeclarant`), suppression avec ses
 * mandats, comptes et lettres (`suppression-teledeclarant`).
 */
export function creerServiceGestionTeledeclarants(db: Db, options: { urlPublique: string }) {
  return {
    ...creerConsultationTeledeclarants(db),
    modifier: creerModificationTeledeclarant(db, options),
    supprimer: creerSuppressionTeledeclarant(db),
  };
}
