/** En-tête `Content-Disposition` d'un téléchargement, nom de fichier accentué compris (RFC 6266). */
export function dispositionPieceJointe(nom: string): string {
  const ascii =
    nom
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'document.pdf';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(nom)}`;
}
