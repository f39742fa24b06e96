import { createHash } from 'node:crypto';
import { erreurSaisie, type JustificatifDepose, verifierPdf } from '@registre/domain';
import type { NouveauDocument } from '../../repositories/document.repository.js';

/** Champ du formulaire qui porte le justificatif du mandat. */
export const CHAMP_JUSTIFICATIF = 'infoRattachement.justifMandat';

/**
 * Justificatif reçu en base64 (ADR 0131), contrôlé par son contenu avant toute écriture : PDF non vide,
 * signature « %PDF- », 5 Mo au plus. Renvoie le document à conserver avec son SHA-256.
 */
export function lireJustificatif(depose: JustificatifDepose): NouveauDocument {
  const contenu = Buffer.from(depose.contenu, 'base64');
  const erreur = verifierPdf(depose.nom, contenu);
  if (erreur) throw erreurSaisie(CHAMP_JUSTIFICATIF, erreur.message);
  return {
    nom: depose.nom,
    typeMime: 'application/pdf',
    sha256: createHash('sha256').update(contenu).digest('hex'),
    contenu,
  };
}
