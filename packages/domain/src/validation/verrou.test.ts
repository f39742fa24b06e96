import { describe, expect, it } from 'vitest';
import {
  DUREE_INACTIVITE_VERROU_MINUTES,
  expirationVerrou,
  messageDemandeTenue,
  situationVerrou,
  type VerrouDemande,
  verrouTient,
} from './verrou.js';

const prisLe = new Date('2026-11-24T09:00:00Z');
const verrou: VerrouDemande = {
  idCompte: 7,
  nomDetenteur: 'Alice Martin',
  prisLe,
  actifLe: new Date('2026-11-24T09:10:00Z'),
  detenteurSupprime: false,
};
const minutesApres = (minutes: number) => new Date(verrou.actifLe.getTime() + minutes * 60_000);

describe('verrou du guichet', () => {
  it('tient tant que le détenteur a agi depuis moins que la durée d’inactivité', () => {
    expect(verrouTient(verrou, minutesApres(DUREE_INACTIVITE_VERROU_MINUTES - 1))).toBe(true);
    expect(verrouTient(verrou, minutesApres(DUREE_INACTIVITE_VERROU_MINUTES))).toBe(false);
    expect(expirationVerrou(verrou)).toEqual(minutesApres(DUREE_INACTIVITE_VERROU_MINUTES));
  });

  it('ne tient plus quand le compte du détenteur est supprimé, ni sans verrou', () => {
    expect(verrouTient({ ...verrou, detenteurSupprime: true }, minutesApres(1))).toBe(false);
    expect(verrouTient(null, minutesApres(1))).toBe(false);
  });

  it('dit à chacun si la demande est libre, à lui ou à un autre', () => {
    expect(situationVerrou(verrou, 7, minutesApres(1))).toBe('TENU_PAR_MOI');
    expect(situationVerrou(verrou, 8, minutesApres(1))).toBe('TENU_PAR_UN_AUTRE');
    expect(situationVerrou(verrou, 8, minutesApres(DUREE_INACTIVITE_VERROU_MINUTES + 1))).toBe('LIBRE');
  });

  it('dit qui tient la demande et depuis quand, à l’heure de Paris', () => {
    expect(messageDemandeTenue(verrou)).toBe(
      "Cette demande est en cours de traitement par Alice Martin depuis le 24/11/2026 à 10:00 : vous ne pouvez pas agir sur elle tant qu'elle n'est pas libérée.",
    );
  });
});
