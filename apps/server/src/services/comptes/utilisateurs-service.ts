import type { Db } from '../../db/connexion.js';
import type { ServiceCaptcha } from '../captcha/captcha.js';
import { creerConsultationUtilisateurs } from './consultation-utilisateurs.js';
import { creerCreationUtilisateur } from './creation-utilisateur.js';
import { creerModificationUtilisateur } from './modification-utilisateur.js';
import { creerSuppressionUtilisateurs } from './suppression-utilisateurs.js';

/**
 * Comptes utilisateurs d'un établissement (spec 1 §6, spec 2 §7.8, ADR 0055), un fichier par cas d'usage
 * (ADR 0106) : liste, fiche et profils disponibles (`consultation-utilisateurs`), création avec courriel de
 * création du mot de passe (`creation-utilisateur`), modification (`modification-utilisateur`), suppression
 * par lot (`suppression-utilisateurs`). Les règles de droits sont celles du domaine.
 */
export function creerServiceUtilisateurs(db: Db, captcha: ServiceCaptcha, urlPublique: string) {
  return {
    ...creerConsultationUtilisateurs(db),
    creer: creerCreationUtilisateur(db, captcha, urlPublique),
    modifier: creerModificationUtilisateur(db, urlPublique),
    supprimerLot: creerSuppressionUtilisateurs(db),
  };
}
