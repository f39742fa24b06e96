/** Courriel à envoyer (texte brut obligatoire, HTML facultatif, pièces jointes PDF). */
export interface Courriel {
  destinataire: string;
  sujet: string;
  texte: string;
  html?: string;
  piecesJointes?: { nom: string; contenu: Uint8Array; type: string }[];
}

/**
 * Port d'envoi des courriels. `smtp` envoie par un serveur SMTP (nodemailer) ; `local` dépose le courriel
 * dans la table `courriel`, que la boîte de réception de développement affiche.
 */
export interface PortCourriel {
  envoyer(courriel: Courriel): Promise<void>;
}
