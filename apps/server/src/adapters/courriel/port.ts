/** Courriel à envoyer (texte brut obligatoire, HTML facultatif, pièces jointes PDF). */
export interface Courriel {
  destinataire: string;
  sujet: string;
  texte: string;
  html?: string;
  piecesJointes?: { nom: string; contenu: Uint8Array; type: string }[];
}

/**
 * Port d'envoi des courriels, appelé par la tâche d'envoi (`jobs/envoi-courriels.ts`) pour chaque courriel de
 * la boîte d'envoi (table `courriel`). `smtp` envoie par un serveur SMTP (nodemailer) ; `local` n'envoie
 * rien : le courriel reste lisible dans la boîte de réception de développement, marqué envoyé.
 */
export interface PortCourriel {
  envoyer(courriel: Courriel): Promise<void>;
}
