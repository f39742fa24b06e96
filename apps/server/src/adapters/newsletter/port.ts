/**
 * Port de la liste de diffusion de la lettre d'information (ADR 0261). Deux adaptateurs derrière la même
 * interface : `http` (API Mailjet, liste de contacts) et `local` (table `abonne_newsletter`, hors ligne).
 * Une adresse est toujours transmise en minuscules, sans espaces autour.
 */
export interface PortNewsletter {
  /** Inscrit l'adresse ; une adresse déjà inscrite le reste, une seule fois. */
  inscrire(email: string, source: string | null): Promise<void>;
  /** Désinscrit l'adresse ; sans effet si elle ne l'était pas. */
  desinscrire(email: string): Promise<void>;
}
