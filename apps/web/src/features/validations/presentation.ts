import {
  type ActionGuichet,
  type LigneDemande,
  REGISTRE_TYPES_DEMANDE,
  type TypeDemandeGuichet,
  type VerrouAffiche,
} from '@registre/domain';

const jour = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'short' });
const heure = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', timeStyle: 'short' });

/** Instant ISO lu à Paris : « le 24/11/2026 à 10:05 ». */
export function leJourAHeure(iso: string): string {
  const date = new Date(iso);
  return `le ${jour.format(date)} à ${heure.format(date)}`;
}

/** Heure ISO lue à Paris : « 10:35 ». */
export function heureDe(iso: string): string {
  return heure.format(new Date(iso));
}

/** Qui tient la demande et depuis quand (liste et écran de la demande). */
export function texteVerrou(verrou: VerrouAffiche): string {
  return verrou.parMoi
    ? `Vous la traitez depuis ${leJourAHeure(verrou.depuis)}`
    : `En cours de traitement par ${verrou.nomDetenteur} depuis ${leJourAHeure(verrou.depuis)}`;
}

/**
 * Adresse de l'écran d'une demande, selon ce qui la porte (registre des types, ADR 0302) : un rattachement ou une
 * contestation ont leur écran (`/validations/rattachement/{copropriété}`), une dissolution le sien ; une
 * déclaration s'ouvre sur la copropriété, avec le mandat demandé s'il y en a un.
 */
export function lienDemande(ligne: Pick<LigneDemande, 'idCopropriete' | 'idMandat' | 'typeDemande'>): string {
  const source = REGISTRE_TYPES_DEMANDE[ligne.typeDemande].source;
  if (source === 'MANDAT') return `/validations/rattachement/${ligne.idCopropriete}`;
  if (source === 'DISSOLUTION') return `/validations/dissolution/${ligne.idCopropriete}`;
  return `/validations/demande/${ligne.idCopropriete}${ligne.idMandat !== null ? `?mandat=${ligne.idMandat}` : ''}`;
}

/** Mandat lu dans l'adresse de l'écran d'une demande (`?mandat=`), `null` sans mandat ou s'il est invalide. */
export function mandatDepuisUrl(params: URLSearchParams): number | null {
  const brut = params.get('mandat');
  return brut !== null && /^[1-9]\d{0,9}$/.test(brut) && Number(brut) <= 2_147_483_647 ? Number(brut) : null;
}

/**
 * Actions du type de demande, dans l'ordre du registre : l'écran les montre toutes et n'active que celles
 * que le serveur permet maintenant à l'appelant (droits, verrou).
 */
export function actionsDuType(type: TypeDemandeGuichet): readonly ActionGuichet[] {
  return REGISTRE_TYPES_DEMANDE[type].actions;
}

/**
 * Référence de la demande pour le refus (`refusRattachementTeneur/{immat}/{idMandat}`, ADR 0190 §4) : le numéro
 * d'immatriculation, sinon l'identifiant de la copropriété ; le mandat, ou 0.
 */
export function parametresRefus(
  demande: Pick<LigneDemande, 'idCopropriete' | 'idMandat' | 'numeroImmatriculation'>,
) {
  return {
    immat: demande.numeroImmatriculation ?? String(demande.idCopropriete),
    idMandat: demande.idMandat ?? 0,
  };
}
