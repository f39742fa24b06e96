import { createHash } from 'node:crypto';
import {
  erreurSaisie,
  type FichierRecu,
  LONGUEUR_MAX_NOM_FICHIER,
  type PdfValide,
  verifierPdf,
} from '@registre/domain';
import type { NouveauDocument } from '../../repositories/document.repository.js';

/**
 * Contrôle d'un fichier déposé par le formulaire de contact, par son contenu (`verifierPdf`, le même que celui
 * du justificatif de mandat : non vide, signature « %PDF- », 5 Mo au plus) ; l'erreur cite le nom du fichier et
 * vise le champ donné.
 */
export function controlerPdf(champ: string, fichier: FichierRecu): PdfValide {
  if (fichier.nom.trim() === '' || fichier.nom.length > LONGUEUR_MAX_NOM_FICHIER) {
    throw erreurSaisie(
      champ,
      `Le nom du fichier doit comporter de 1 à ${LONGUEUR_MAX_NOM_FICHIER} caractères : renommez-le.`,
    );
  }
  const erreur = verifierPdf(fichier.nom, fichier.contenu);
  if (erreur) throw erreurSaisie(champ, erreur.message);
  return { nom: fichier.nom, taille: fichier.contenu.byteLength };
}

/** Pièce contrôlée, prête à être conservée avec son SHA-256. */
export function documentDeLaPiece(champ: string, fichier: FichierRecu): NouveauDocument {
  controlerPdf(champ, fichier);
  const contenu = Buffer.from(fichier.contenu);
  return {
    nom: fichier.nom,
    typeMime: 'application/pdf',
    sha256: createHash('sha256').update(contenu).digest('hex'),
    contenu,
  };
}
