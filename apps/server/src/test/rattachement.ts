import { corpsMultipart } from '../securite/appels.js';

/**
 * Corps multipart d'une demande de rattachement tel que l'envoie l'écran (ADR 0300) : les champs en JSON dans la
 * partie `demande`, le justificatif `{ nom, contenu }` dans sa partie fichier.
 */
export function enMultipartRattachement(corps: Record<string, unknown>) {
  const { justificatif, ...champs } = corps as { justificatif?: { nom: string; contenu: Uint8Array } };
  return corpsMultipart({
    demande: JSON.stringify(champs),
    ...(justificatif
      ? { justificatif: { nom: justificatif.nom, type: 'application/pdf', contenu: justificatif.contenu } }
      : {}),
  });
}
