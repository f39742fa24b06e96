import { dateParisTexte } from '../commun/dates.js';

/**
 * Verrou du guichet de validation (issue 9 §2, ADR 0191) : ouvrir une demande la réserve au teneur qui l'ouvre ;
 * un autre teneur voit qui la tient et depuis quand, et ne peut pas agir. Le verrou est tenu dans PostgreSQL
 * (plusieurs instances de l'application), jamais en mémoire.
 */

/**
 * Durée d'inactivité au bout de laquelle un verrou est abandonné : chaque lecture ou action du détenteur sur la
 * demande le prolonge ; passé ce délai, un autre teneur peut reprendre la demande (ADR 0191).
 */
export const DUREE_INACTIVITE_VERROU_MINUTES = 30;

/** Verrou tel qu'il est enregistré. */
export interface VerrouDemande {
  idCompte: number;
  /** Prénom et nom (ou identifiant de connexion) du détenteur, pour l'affichage. */
  nomDetenteur: string;
  prisLe: Date;
  /** Dernière activité du détenteur sur la demande. */
  actifLe: Date;
  /** Le compte du détenteur a été supprimé : le verrou ne tient plus. */
  detenteurSupprime: boolean;
}

export type SituationVerrou = 'LIBRE' | 'TENU_PAR_MOI' | 'TENU_PAR_UN_AUTRE';

/** Fin de validité d'un verrou : dernière activité + durée d'inactivité. */
export function expirationVerrou(verrou: Pick<VerrouDemande, 'actifLe'>): Date {
  return new Date(verrou.actifLe.getTime() + DUREE_INACTIVITE_VERROU_MINUTES * 60_000);
}

/** Le verrou tient-il encore (détenteur actif, inactivité inférieure à la durée) ? */
export function verrouTient(verrou: VerrouDemande | null, maintenant: Date): verrou is VerrouDemande {
  return (
    verrou !== null && !verrou.detenteurSupprime && expirationVerrou(verrou).getTime() > maintenant.getTime()
  );
}

/** Situation d'une demande pour le teneur `idCompte`. */
export function situationVerrou(
  verrou: VerrouDemande | null,
  idCompte: number,
  maintenant: Date,
): SituationVerrou {
  if (!verrouTient(verrou, maintenant)) return 'LIBRE';
  return verrou.idCompte === idCompte ? 'TENU_PAR_MOI' : 'TENU_PAR_UN_AUTRE';
}

/** Heure « HH:MM » à Paris. */
function heureParis(date: Date): string {
  return new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/** Message (409) montré au teneur qui essaie d'ouvrir ou de traiter une demande tenue par un autre. */
export function messageDemandeTenue(verrou: Pick<VerrouDemande, 'nomDetenteur' | 'prisLe'>): string {
  return `Cette demande est en cours de traitement par ${verrou.nomDetenteur} depuis le ${dateParisTexte(verrou.prisLe)} à ${heureParis(verrou.prisLe)} : vous ne pouvez pas agir sur elle tant qu'elle n'est pas libérée.`;
}

/** Message (409) quand le teneur agit sur une demande qu'il n'a pas ouverte (ou dont le verrou a expiré). */
export const MESSAGE_DEMANDE_NON_OUVERTE =
  "Ouvrez d'abord cette demande (ou rouvrez-la : elle a été libérée après une longue inactivité) avant d'agir sur elle.";
