import { describe, expect, it } from 'vitest';
import { deciderActionCopropriete } from '../copropriete/actions-copropriete.js';
import type { Profil } from '../permissions/profils.js';
import { authoritiesDuProfil } from '../permissions/table.js';
import { mandatAVenir, mandatEchu, reglesRenouvellementMandat } from './operations-mandat.js';

const jour = (iso: string) => new Date(`${iso}T00:00:00Z`);
const AUJOURDHUI = jour('2026-11-24');
const compte = (profil: Profil) => ({ profil, authorities: authoritiesDuProfil(profil) });

const champs = (r: ReturnType<typeof reglesRenouvellementMandat>) => r.erreurs.map((e) => [e.champ, e.code]);

describe('reglesRenouvellementMandat (spec 2 §5.3, ADR 0310)', () => {
  const info = (debut: string, fin: string, extra: Record<string, unknown> = {}) => ({
    dateDebutMandat: debut,
    dateFinMandat: fin,
    adminProvisoire: false,
    typeJustifMandat: 'CONTRAT_SYNDIC' as const,
    ...extra,
  });

  it('accepte un mandat de 12 mois qui commence le lendemain de la fin du précédent, même dans le futur', () => {
    const r = reglesRenouvellementMandat(
      info('01/01/2028', '31/12/2028'),
      jour('2027-12-31'),
      true,
      AUJOURDHUI,
    );
    expect(r).toEqual({ erreurs: [], avertissements: [] });
  });

  it('refuse un début qui chevauche le mandat précédent, sur le champ de la date de début', () => {
    const r = reglesRenouvellementMandat(
      info('31/12/2027', '30/12/2028'),
      jour('2027-12-31'),
      true,
      AUJOURDHUI,
    );
    expect(champs(r)).toEqual([
      ['infoRattachement.dateDebutMandat', 'mandat.renouvellement.debutNonPosterieurFinPrecedent'],
    ]);
  });

  it('refuse une fin avant le début et un mandat de 3 ans ou plus', () => {
    expect(
      champs(
        reglesRenouvellementMandat(info('01/01/2028', '01/06/2027'), jour('2027-12-31'), true, AUJOURDHUI),
      ),
    ).toContainEqual(['infoRattachement.dateFinMandat', 'mandat.fin.nonPosterieureDebut']);
    expect(
      champs(
        reglesRenouvellementMandat(info('01/01/2028', '01/01/2031'), jour('2027-12-31'), true, AUJOURDHUI),
      ),
    ).toEqual([['infoRattachement.dateFinMandat', 'mandat.duree.max']]);
  });

  it('avertit (à confirmer) quand la durée diffère de 12 mois', () => {
    const r = reglesRenouvellementMandat(
      info('01/01/2028', '30/06/2029'),
      jour('2027-12-31'),
      true,
      AUJOURDHUI,
    );
    expect(r.erreurs).toEqual([]);
    expect(r.avertissements.map((a) => a.code)).toEqual(['mandat.duree.differenteNormale']);
  });

  it('exige le type de justificatif, cohérent avec l’administration provisoire, et le fichier', () => {
    const sansType = reglesRenouvellementMandat(
      info('01/01/2028', '31/12/2028', { typeJustifMandat: null }),
      jour('2027-12-31'),
      false,
      AUJOURDHUI,
    );
    expect(champs(sansType)).toEqual([
      ['infoRattachement.typeJustifMandat', 'mandat.justificatif.typeObligatoire'],
      ['infoRattachement.justifMandat', 'mandat.justificatif.obligatoire'],
    ]);
    const admin = reglesRenouvellementMandat(
      info('01/01/2028', '31/12/2028', { adminProvisoire: true }),
      jour('2027-12-31'),
      true,
      AUJOURDHUI,
    );
    expect(champs(admin)).toEqual([
      ['infoRattachement.typeJustifMandat', 'mandat.justificatif.typeNonAutorise'],
    ]);
  });
});

describe('mandat à venir, mandat échu', () => {
  it('un mandat courant qui commence demain est à venir ; aujourd’hui, non ; un expiré, jamais', () => {
    expect(mandatAVenir({ statut: 'COURANT', dateDebut: jour('2026-11-25') }, AUJOURDHUI)).toBe(true);
    expect(mandatAVenir({ statut: 'COURANT', dateDebut: AUJOURDHUI }, AUJOURDHUI)).toBe(false);
    expect(mandatAVenir({ statut: 'EXPIRE', dateDebut: jour('2026-11-25') }, AUJOURDHUI)).toBe(false);
  });
  it('échu le lendemain de sa date de fin, pas le jour même', () => {
    expect(mandatEchu({ dateFin: AUJOURDHUI }, AUJOURDHUI)).toBe(false);
    expect(mandatEchu({ dateFin: jour('2026-11-23') }, AUJOURDHUI)).toBe(true);
    expect(mandatEchu({ dateFin: null }, AUJOURDHUI)).toBe(false);
  });
});

describe('actions de ligne sur les mandats (ADR 0310)', () => {
  const base = {
    etat: 'IMMATRICULEE_RATTACHEE' as const,
    statutMandatCourant: 'COURANT' as const,
    relation: 'TITULAIRE' as const,
    compte: compte('TELE_PRO_GESTION'),
  };
  const cause = (action: Parameters<typeof deciderActionCopropriete>[0], partiel: object) => {
    const d = deciderActionCopropriete(action, { ...base, ...partiel });
    return d.permise ? 'permise' : d.cause;
  };

  it('renouveler : le syndic titulaire, mandat courant ou expiré, pas deux fois', () => {
    expect(cause('RENOUVELER_MANDAT', {})).toBe('permise');
    expect(
      cause('RENOUVELER_MANDAT', { etat: 'IMMATRICULEE_RATTACHEMENT_EXPIRE', statutMandatCourant: 'EXPIRE' }),
    ).toBe('permise');
    expect(cause('RENOUVELER_MANDAT', { statutMandatCourant: 'RENOUVELLEMENT_DECLARE' })).toBe('etat');
    expect(cause('RENOUVELER_MANDAT', { relation: 'AUTRE' })).toBe('relation');
    expect(cause('RENOUVELER_MANDAT', { etat: 'IMMATRICULEE_RATTACHEMENT_CONTESTE' })).toBe('etat');
    expect(
      cause('RENOUVELER_MANDAT', { compte: compte('NOTAIRE_NOTAIRE'), relation: 'NOTAIRE_AUTEUR' }),
    ).toBe('etat');
    expect(cause('RENOUVELER_MANDAT', { relation: 'TENEUR', compte: compte('TENEUR_ADMIN_PRINC') })).toBe(
      'relation',
    );
  });

  it('dates et retrait : administrateurs du teneur seulement, dans les bons états', () => {
    const teneur = { relation: 'TENEUR', compte: compte('TENEUR_ADMIN_PRINC') };
    for (const action of [
      'MODIFIER_DATE_DEBUT_MANDAT',
      'MODIFIER_DATE_FIN_MANDAT_ARCHIVE',
      'RETIRER_RATTACHEMENT',
    ] as const) {
      expect(cause(action, teneur), action).toBe('permise');
      expect(cause(action, {}), action).toBe('relation');
      expect(cause(action, { ...teneur, compte: compte('TENEUR_ASS_HOTLINE_ADMIN') }), action).toBe('droits');
      expect(cause(action, { ...teneur, etat: 'DISSOUTE' }), action).toBe('etat');
    }
    expect(cause('MODIFIER_DATE_DEBUT_MANDAT', { ...teneur, statutMandatCourant: null })).toBe('etat');
    expect(cause('MODIFIER_DATE_FIN_MANDAT_ARCHIVE', { ...teneur, faits: { mandatArchive: false } })).toBe(
      'etat',
    );
    expect(cause('RETIRER_RATTACHEMENT', { ...teneur, etat: 'IMMATRICULEE_A_RATTACHER' })).toBe('etat');
  });
});
