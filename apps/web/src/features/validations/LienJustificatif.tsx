/**
 * Lien DSFR de téléchargement du justificatif PDF d'une demande instruite au guichet (ADR 0350) : le nom du
 * fichier déposé, avec le détail « PDF ». Le serveur rend la pièce en pièce jointe, sous ce nom.
 */
export function LienJustificatif({ nom, href }: { nom: string; href: string }) {
  return (
    <a className="fr-link fr-link--download" download={nom} href={href}>
      {nom} <span className="fr-link__detail">PDF</span>
    </a>
  );
}
