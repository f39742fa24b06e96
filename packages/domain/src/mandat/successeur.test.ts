import { describe, expect, it } from 'vitest';
import { dateCalendaire } from '../commun/dates.js';
import {
  annulationSuccesseurPossible,
  cleSuccesseurValable,
  dateFinMandatPredecesseur,
  deciderDeclarationSuccesseur,
  MESSAGE_SUCCESSEUR_DEJA_DECLARE,
  validationParCoproprietePossible,
  verifierMandatSuccesseur,
  verifierSuccesseurSaisi,
} from './successeur.js';

const jour = (a: number, m: number, j: number) => dateCalendaire(a, m, j) as Date;

describe('Qui peut déclarer un successeur', () => {
  const base = {
    etatCopropriete: 'IMMATRICULEE_RATTACHEE',
    statutMandatCourant: 'COURANT',
    titulaire: true,
    acteur: 'declarant',
  } as const;

  it('le syndic titulaire du mandat en cours', () => {
    expect(deciderDeclarationSuccesseur(base)).toEqual({ possible: true });
  });

  it('ni un autre établissement, ni un notaire, ni sans mandat courant', () => {
    expect(deciderDeclarationSuccesseur({ ...base, titulaire: false })).toMatchObject({ cause: 'relation' });
    expect(deciderDeclarationSuccesseur({ ...base, acteur: 'notaire' })).toMatchObject({ cause: 'relation' });
    expect(deciderDeclarationSuccesseur({ ...base, statutMandatCourant: null })).toMatchObject({
      cause: 'relation',
    });
  });

  it('un seul successeur déclaré par mandat', () => {
    expect(deciderDeclarationSuccesseur({ ...base, statutMandatCourant: 'SUCCESSEUR_DECLARE' })).toEqual({
      possible: false,
      cause: 'dejaDeclare',
      message: MESSAGE_SUCCESSEUR_DEJA_DECLARE,
    });
  });

  it('pas depuis un mandat renouvelé ou expiré, ni une copropriété contestée', () => {
    for (const statut of ['RENOUVELLEMENT_DECLARE', 'EXPIRE', 'ARCHIVE'] as const) {
      expect(deciderDeclarationSuccesseur({ ...base, statutMandatCourant: statut }), statut).toMatchObject({
        cause: 'etat',
      });
    }
    expect(
      deciderDeclarationSuccesseur({ ...base, etatCopropriete: 'IMMATRICULEE_RATTACHEMENT_CONTESTE' }),
    ).toMatchObject({ cause: 'etat' });
  });
});

describe('Successeur saisi', () => {
  it('inconnu, soi-même, adresse étrangère : une erreur sur le bon champ', () => {
    expect(verifierSuccesseurSaisi(null, 1).map((c) => c.champ)).toEqual(['siret']);
    expect(
      verifierSuccesseurSaisi({ idTeledeclarant: 1, emailDeLEtablissement: true }, 1).map((c) => c.code),
    ).toEqual(['successeur.soiMeme']);
    expect(
      verifierSuccesseurSaisi({ idTeledeclarant: 2, emailDeLEtablissement: false }, 1).map((c) => c.champ),
    ).toEqual(['email']);
    expect(verifierSuccesseurSaisi({ idTeledeclarant: 2, emailDeLEtablissement: true }, 1)).toEqual([]);
  });
});

describe('Clé du successeur', () => {
  const declareLe = new Date('2026-01-01T10:00:00Z');
  it('valable 30 jours, tant que le mandat attend son successeur', () => {
    const mandat = { statut: 'SUCCESSEUR_DECLARE', successeurDeclareLe: declareLe } as const;
    expect(cleSuccesseurValable(mandat, new Date('2026-01-31T09:59:59Z'))).toBe(true);
    expect(cleSuccesseurValable(mandat, new Date('2026-01-31T10:00:00Z'))).toBe(false);
    expect(cleSuccesseurValable({ ...mandat, statut: 'COURANT' }, declareLe)).toBe(false);
    expect(cleSuccesseurValable({ ...mandat, statut: 'EXPIRE' }, declareLe)).toBe(false);
  });
});

describe('Validation par la copropriété, sans la clé (ADR 0312)', () => {
  const declareLe = new Date('2026-01-01T10:00:00Z');
  const mandat = {
    statut: 'SUCCESSEUR_DECLARE',
    successeurDeclareLe: declareLe,
    idTeledeclarantSuccesseur: 7,
    cleEnAttente: true,
  } as const;
  const ensuite = new Date('2026-01-10T10:00:00Z');

  it('le successeur désigné, tant que la déclaration attend et vaut', () => {
    expect(validationParCoproprietePossible(mandat, 7, ensuite)).toBe(true);
  });

  it('ni un autre établissement, ni sans mandat, ni une clé déjà utilisée, ni après 30 jours ou hors statut', () => {
    expect(validationParCoproprietePossible(mandat, 8, ensuite)).toBe(false);
    expect(validationParCoproprietePossible(null, 7, ensuite)).toBe(false);
    expect(validationParCoproprietePossible({ ...mandat, cleEnAttente: false }, 7, ensuite)).toBe(false);
    expect(validationParCoproprietePossible(mandat, 7, new Date('2026-01-31T10:00:00Z'))).toBe(false);
    expect(validationParCoproprietePossible({ ...mandat, statut: 'COURANT' }, 7, ensuite)).toBe(false);
    expect(validationParCoproprietePossible({ ...mandat, idTeledeclarantSuccesseur: null }, 7, ensuite)).toBe(
      false,
    );
  });
});

describe('Annulation d’une déclaration de successeur (ADR 0313)', () => {
  it('tant qu’elle attend sa validation, même après 30 jours ; plus une fois validée ou sans déclaration', () => {
    expect(annulationSuccesseurPossible({ statut: 'SUCCESSEUR_DECLARE', cleEnAttente: true })).toBe(true);
    expect(annulationSuccesseurPossible({ statut: 'SUCCESSEUR_DECLARE', cleEnAttente: false })).toBe(false);
    expect(annulationSuccesseurPossible({ statut: 'COURANT', cleEnAttente: false })).toBe(false);
    expect(annulationSuccesseurPossible({ statut: 'ARCHIVE', cleEnAttente: false })).toBe(false);
    expect(annulationSuccesseurPossible(null)).toBe(false);
  });
});

describe('Mandat du successeur', () => {
  const aujourdhui = jour(2026, 11, 24);
  const predecesseur = { dateDebutMandat: jour(2025, 1, 1) };

  it('suit le mandat du prédécesseur, qui se termine la veille', () => {
    const r = verifierMandatSuccesseur(
      { dateDebutMandat: jour(2026, 11, 1), dateFinMandat: jour(2027, 10, 31) },
      predecesseur,
      aujourdhui,
    );
    expect(r).toEqual({ erreurs: [], avertissements: [] });
    expect(dateFinMandatPredecesseur(jour(2026, 11, 1), jour(2027, 12, 31))).toEqual(jour(2026, 10, 31));
    // La fin prévue du prédécesseur, si elle vient avant, est gardée.
    expect(dateFinMandatPredecesseur(jour(2026, 11, 1), jour(2026, 6, 30))).toEqual(jour(2026, 6, 30));
  });

  it('refusé s’il ne commence pas après le début du prédécesseur, ou dans le futur ; 12 mois sinon averti', () => {
    const avant = verifierMandatSuccesseur(
      { dateDebutMandat: jour(2025, 1, 1), dateFinMandat: jour(2025, 12, 31) },
      predecesseur,
      aujourdhui,
    );
    expect(avant.erreurs.map((e) => e.code)).toContain('successeur.debutNonPosterieurDebutPredecesseur');
    const futur = verifierMandatSuccesseur(
      { dateDebutMandat: jour(2026, 12, 1), dateFinMandat: jour(2027, 11, 30) },
      predecesseur,
      aujourdhui,
    );
    expect(futur.erreurs.map((e) => e.code)).toEqual(['mandat.debut.posterieureAujourdhui']);
    const long = verifierMandatSuccesseur(
      { dateDebutMandat: jour(2026, 11, 1), dateFinMandat: jour(2028, 4, 30) },
      predecesseur,
      aujourdhui,
    );
    expect(long.avertissements.map((a) => a.code)).toEqual(['mandat.duree.differenteNormale']);
  });
});
