import type { LigneRechercheCopropriete } from '@registre/domain';
import { describe, expect, it } from 'vitest';
import { actionsDeLigne, lienMiseAJour, nomAccessible } from './actions';

const LIGNE: LigneRechercheCopropriete = {
  id: 42,
  numeroImmatriculation: 'AB1234567',
  nom: 'Les Érables',
  adresseReference: '1 rue de la Paix 75002 Paris',
  etat: 'IMMATRICULEE_RATTACHEE',
  statutMandat: 'COURANT',
  idTeledeclarant: 7,
  representantLegal: 'Syndic',
  nbLots: 10,
  nbBatiments: 1,
  dateFinMandat: '01/01/2030',
  dateDerniereMajAnnuelle: '01/03/2026',
  majAnnuelleAJour: true,
  geolocalisee: true,
  idBrouillon: null,
  prochaineEcheance: null,
  actions: [],
};

describe('actions de ligne de la liste des copropriétés', () => {
  it('mène « Déclarer un successeur » à son écran (ADR 0330)', () => {
    expect(actionsDeLigne({ ...LIGNE, actions: ['DECLARER_SUCCESSEUR'] })[0]).toEqual({
      type: 'lien',
      cle: 'DECLARER_SUCCESSEUR',
      libelle: 'Déclarer un successeur',
      vers: '/copropriete/declarer-un-successeur/42',
    });
  });

  it('mène les mises à jour au parcours, à l’adresse convenue (étape, copropriété, nature, correction)', () => {
    const actions = actionsDeLigne({
      ...LIGNE,
      actions: [
        'MAJ_ANNUELLE',
        'MAJ_STANDARD',
        'MAJ_COMPTES_NON_APPROUVES',
        'CORRIGER_DERNIERE_MAJ_ANNUELLE',
      ],
    });
    expect(actions.filter((a) => a.type === 'lien').map((a) => a.type === 'lien' && a.vers)).toEqual([
      '/immatriculer-copropriete/identification?copropriete=42&maj=ANNUELLE',
      '/immatriculer-copropriete/identification?copropriete=42&maj=STANDARD',
      '/immatriculer-copropriete/donnees-financieres?copropriete=42&maj=COMPTESNONAPPROUVES',
      '/immatriculer-copropriete/identification?copropriete=42&maj=ANNUELLE&corriger=true',
    ]);
    expect(lienMiseAJour(3, 'STANDARD', true)).toBe(
      '/immatriculer-copropriete/identification?copropriete=3&maj=STANDARD&corriger=true',
    );
  });

  it('demande confirmation, avec un motif, pour retirer le rattachement (ADR 0310)', () => {
    const [action] = actionsDeLigne({ ...LIGNE, actions: ['RETIRER_RATTACHEMENT'] });
    expect(action).toEqual({
      type: 'confirmation',
      cle: 'RETIRER_RATTACHEMENT',
      libelle: 'Retirer le rattachement',
      action: 'RETIRER_RATTACHEMENT',
    });
  });

  it('mène les corrections de dates du mandat à leur écran (ADR 0310)', () => {
    expect(
      actionsDeLigne({
        ...LIGNE,
        actions: ['MODIFIER_DATE_DEBUT_MANDAT', 'MODIFIER_DATE_FIN_MANDAT_ARCHIVE'],
      }).flatMap((a) => (a.type === 'lien' ? [a.vers] : [])),
    ).toEqual([
      '/copropriete/dates-mandat/42/MODIFIER_DATE_DEBUT_MANDAT',
      '/copropriete/dates-mandat/42/MODIFIER_DATE_FIN_MANDAT_ARCHIVE',
    ]);
  });

  it('mène le renouvellement du mandat à son écran (ADR 0310)', () => {
    const [action] = actionsDeLigne({ ...LIGNE, actions: ['RENOUVELER_MANDAT'] });
    expect(action).toMatchObject({
      type: 'lien',
      cle: 'RENOUVELER_MANDAT',
      libelle: 'Renouveler le mandat',
      vers: '/copropriete/renouveler-mandat/42',
    });
  });

  it('demande une confirmation pour les suppressions ; pas de suppression de brouillon sans brouillon', () => {
    expect(
      actionsDeLigne({ ...LIGNE, actions: ['SUPPRIMER_DECLARATIONS'] }).map((a) => [a.type, a.cle]),
    ).toEqual([
      ['confirmation', 'SUPPRIMER_DECLARATIONS'],
      ['consultation', 'DECLARATIONS_PRECEDENTES'],
    ]);
    const brouillon = { ...LIGNE, etat: 'BROUILLON' as const, numeroImmatriculation: null };
    expect(actionsDeLigne({ ...brouillon, actions: ['SUPPRIMER_BROUILLON'] })).toEqual([]);
    expect(
      actionsDeLigne({
        ...brouillon,
        idBrouillon: 9,
        actions: ['SUPPRIMER_BROUILLON', 'ENREGISTRER_MODIFICATIONS'],
      }),
    ).toEqual([
      {
        type: 'confirmation',
        cle: 'SUPPRIMER_BROUILLON',
        libelle: 'Supprimer le brouillon',
        action: 'SUPPRIMER_BROUILLON',
      },
      {
        type: 'lien',
        cle: 'ENREGISTRER_MODIFICATIONS',
        libelle: 'Reprendre et enregistrer les modifications',
        vers: '/immatriculer-copropriete/identification?id=9',
      },
    ]);
  });

  it('mène le teneur administrateur à la modification administrative dans le parcours (ADR 0275)', () => {
    expect(actionsDeLigne({ ...LIGNE, actions: ['MODIFICATION_ADMINISTRATIVE'] })[0]).toEqual({
      type: 'lien',
      cle: 'MODIFICATION_ADMINISTRATIVE',
      libelle: 'Modification administrative',
      vers: `/immatriculer-copropriete/identification?copropriete=${LIGNE.id}&maj=MODIFICATION_ADMIN`,
    });
  });

  it('propose la géolocalisation des parcelles seulement à qui peut faire la mise à jour standard d’une copropriété non géolocalisée', () => {
    const cles = (l: LigneRechercheCopropriete) => actionsDeLigne(l).map((a) => a.cle);
    expect(cles({ ...LIGNE, geolocalisee: false, actions: ['MAJ_STANDARD'] })).toContain('GEOLOCALISER');
    expect(cles({ ...LIGNE, geolocalisee: false, actions: ['FICHE_SYNTHETIQUE'] })).not.toContain(
      'GEOLOCALISER',
    );
    expect(cles({ ...LIGNE, geolocalisee: true, actions: ['MAJ_STANDARD'] })).not.toContain('GEOLOCALISER');
  });

  it('confirme les suppressions du teneur dans la modale (motif obligatoire, ADR 0321)', () => {
    const cles = actionsDeLigne({
      ...LIGNE,
      numeroImmatriculation: null,
      actions: ['SUPPRIMER_COPROPRIETE', 'SUPPRIMER_MANDAT'],
    });
    expect(cles).toEqual([
      {
        type: 'confirmation',
        cle: 'SUPPRIMER_COPROPRIETE',
        libelle: 'Supprimer la copropriété',
        action: 'SUPPRIMER_COPROPRIETE',
      },
      {
        type: 'confirmation',
        cle: 'SUPPRIMER_MANDAT',
        libelle: 'Supprimer le mandat',
        action: 'SUPPRIMER_MANDAT',
      },
    ]);
  });

  it('mène la dissolution à sa page et nomme chaque action avec sa copropriété', () => {
    expect(actionsDeLigne({ ...LIGNE, numeroImmatriculation: null, actions: ['DISSOUDRE'] })).toEqual([
      {
        type: 'lien',
        cle: 'DISSOUDRE',
        libelle: 'Déclarer la dissolution',
        vers: `/copropriete/declarer-une-dissolution?id=${LIGNE.id}`,
      },
    ]);
    expect(nomAccessible('Mise à jour annuelle', LIGNE)).toBe('Mise à jour annuelle — AB1-234-567');
  });
});
