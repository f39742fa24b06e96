/** Taille lisible d'un fichier (« 4 Ko », « 1,2 Mo »), annoncée à côté d'un lien de téléchargement. */
export function tailleLisible(octets: number): string {
  if (octets < 1024 * 1024) return `${Math.max(1, Math.round(octets / 1024))} Ko`;
  return `${(octets / (1024 * 1024)).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`;
}
