import type { AlertProps } from '@codegouvfr/react-dsfr/Alert';
import type { StatutTeledeclarant } from '@registre/domain';

/** Couleur du badge de chaque statut de télédéclarant. */
export const severiteStatut: Record<StatutTeledeclarant, AlertProps.Severity | 'new'> = {
  ACTIF: 'success',
  ATT_ACTIVATION: 'new',
  ATT_CREA_COMPTE: 'new',
  ATT_FIN_IMM_NOT: 'new',
  SUPPRIME: 'error',
};

const formatDateHeure = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** Horodatage ISO affiché à l'heure de Paris (« 21/11/2026 14:05 ») ; « — » s'il est absent. */
export function dateHeure(iso: string | null | undefined): string {
  return iso ? formatDateHeure.format(new Date(iso)) : '—';
}

/** Valeur affichée d'un texte facultatif. */
export const ouTiret = (texte: string | null | undefined): string =>
  texte === null || texte === undefined || texte.trim() === '' ? '—' : texte;

/** « Prénom Nom », ou « — ». */
export function nomComplet(prenom: string | null | undefined, nom: string | null | undefined): string {
  return ouTiret([prenom, nom].filter((x) => x && x.trim() !== '').join(' '));
}
