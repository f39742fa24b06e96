import { describe, expect, it } from 'vitest';
import { dateCalendaire } from '../commun/dates.js';
import { cheminsChamps } from '../formulaire/descripteurs.js';
import { type SaisieComplete, saisieValable } from '../test/declarations.js';
import {
  BrouillonImmatCopropriete,
  type ContexteDeclaration,
  cheminsEtapeDeclaration,
  contexteDeclaration,
  etapesApplicables,
  etapesDeclaration,
  exercicePrecedentDeReference,
  normaliserSaisieDeclaration,
  PARCOURS_DECLARATION,
  planTravauxDeclaration,
  reglesEtapeDeclaration,
  type SaisieDeclaration,
  schemaSoumissionDeclaration,
  schemaSoumissionEtapeDeclaration,
  verifierDeclaration,
} from './declaration.formulaire.js';
import { Declaration, ImmatCopropriete } from './declaration.schema.js';

const AUJOURDHUI = dateCalendaire(2025, 6, 15)!;
const SYNDIC = contexteDeclaration({ typeImmat: 'DEFAULT' }, { aujourdhui: AUJOURDHUI });

type Mutation = (s: SaisieComplete) => void;

function avec(mutation: Mutation): SaisieComplete {
  const saisie = structuredClone(saisieValable());
  mutation(saisie);
  return saisie;
}

function codes(
  cle: Parameters<typeof reglesEtapeDeclaration>[0],
  saisie: SaisieDeclaration,
  contexte: ContexteDeclaration = SYNDIC,
) {
  const resultat = reglesEtapeDeclaration(cle, saisie, contexte);
  return {
    erreurs: resultat.erreurs.map((c) => `${c.champ}:${c.code}`),
    avertissements: resultat.avertissements.map((c) => `${c.champ}:${c.code}`),
  };
}

describe('description du formulaire de déclaration', () => {
  it('chaque champ de spec 1 §3 figure sur son étape, avec le nom de la déclaration', () => {
    const attendus: Record<string, string[]> = {
      infoRattachement: Object.keys(ImmatCopropriete.shape.infoRattachement.unwrap().unwrap().shape),
      identification: Object.keys(ImmatCopropriete.shape.identification.unwrap().unwrap().shape),
      procedures: Object.keys(ImmatCopropriete.shape.procedures.unwrap().unwrap().shape),
      donneesFinancieres: Object.keys(ImmatCopropriete.shape.donneesFinancieres.unwrap().unwrap().shape),
      donneesTechniques: Object.keys(ImmatCopropriete.shape.donneesTechniques.unwrap().unwrap().shape),
    };
    for (const [cle, champs] of Object.entries(attendus)) {
      const decrits = Object.keys(etapesDeclaration[cle as keyof typeof etapesDeclaration].champs);
      expect(decrits.sort(), cle).toEqual([...champs].sort());
    }
  });

  it('chaque champ a un libellé français et une nature de saisie', () => {
    for (const cle of Object.keys(etapesDeclaration) as (keyof typeof etapesDeclaration)[]) {
      for (const chemin of cheminsChamps(etapesDeclaration[cle].champs)) {
        expect(chemin).toMatch(/^[a-zA-Z.]+$/);
      }
      expect(cheminsEtapeDeclaration(cle).every((c) => c.startsWith(`${cle}.`))).toBe(true);
    }
    expect(cheminsEtapeDeclaration('identification')).toContain('identification.nbLots');
  });

  it('le parcours suit les sept étapes de spec 1 §2', () => {
    expect(PARCOURS_DECLARATION.map((e) => e.segment)).toEqual([
      'infos-rattachement',
      'identification',
      'procedures',
      'donnees-financieres',
      'donnees-techniques',
      'recapitulatif',
      'doublons',
    ]);
  });

  it('une déclaration valable a la forme du schéma Declaration et passe le dépôt strict', () => {
    const saisie = saisieValable();
    expect(Declaration.safeParse({ immatCopropriete: saisie }).success).toBe(true);
    expect(BrouillonImmatCopropriete.safeParse(saisie).success).toBe(true);
    expect(schemaSoumissionDeclaration(SYNDIC).safeParse(saisie).success).toBe(true);
    expect(verifierDeclaration(saisie, SYNDIC)).toEqual({ erreurs: [], avertissements: [] });
  });

  it('le brouillon accepte une saisie incomplète mais garde les formats', () => {
    expect(BrouillonImmatCopropriete.safeParse({ identification: { nomCopropriete: '' } }).success).toBe(
      true,
    );
    const r = BrouillonImmatCopropriete.safeParse({
      identification: { dateReglementCopropriete: '31/02/2020' },
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['identification', 'dateReglementCopropriete']);
  });

  it('le schéma d’une étape ajoute ses erreurs bloquantes sur ses champs, chemins relatifs', () => {
    const saisie = avec((s) => {
      s.identification.nbLotsHab = 35;
      s.identification.nbLotsStationnement = 5;
    });
    const r = schemaSoumissionEtapeDeclaration('identification', SYNDIC, saisie).safeParse(
      saisie.identification,
    );
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual(['nbLotsHab']);
    const champObligatoire = schemaSoumissionEtapeDeclaration('identification', SYNDIC).safeParse({
      ...saisie.identification,
      nomCopropriete: ' ',
      nbLotsHab: 28,
      nbLotsStationnement: 5,
    });
    expect(champObligatoire.error?.issues.map((i) => i.message)).toEqual([
      'Le nom de la copropriété est obligatoire.',
    ]);
  });
});

describe('contexte des règles', () => {
  it('syndic, notaire (initiale, office) et mise à jour', () => {
    expect(SYNDIC).toMatchObject({
      reglement: 'IMMATRICULATION_SYNDIC',
      avecMandat: true,
      estMajAnnuelle: false,
    });
    expect(contexteDeclaration({ typeImmat: 'INITIALE' }, { aujourdhui: AUJOURDHUI })).toMatchObject({
      reglement: 'IMMATRICULATION_NOTAIRE_INITIALE',
      avecMandat: false,
    });
    expect(
      contexteDeclaration({ typeImmat: 'OFFICE', typeMaj: 'MODIF_DEMANDE' }, { aujourdhui: AUJOURDHUI }),
    ).toMatchObject({ reglement: 'IMMATRICULATION_NOTAIRE_OFFICE' });
    const annuelle = contexteDeclaration(
      { typeImmat: 'DEFAULT', typeMaj: 'ANNUELLE' },
      { aujourdhui: AUJOURDHUI },
    );
    expect(annuelle).toMatchObject({ reglement: 'MISE_A_JOUR', avecMandat: false, estMajAnnuelle: true });
    expect(etapesApplicables(annuelle)).not.toContain('infoRattachement');
    expect(etapesApplicables(SYNDIC)).toHaveLength(5);
  });
});

describe('étape infos-rattachement (§5.3)', () => {
  it('dates du mandat obligatoires', () => {
    const r = codes(
      'infoRattachement',
      avec((s) => {
        s.infoRattachement = { ...s.infoRattachement, dateDebutMandat: null };
      }),
    );
    expect(r.erreurs).toEqual(['infoRattachement.dateDebutMandat:mandat.debut.obligatoire']);
  });

  it('durée différente de 12 mois : avertissement à confirmer, pas une erreur', () => {
    const r = codes(
      'infoRattachement',
      avec((s) => {
        s.infoRattachement!.dateFinMandat = '30/06/2026';
      }),
    );
    expect(r.erreurs).toEqual([]);
    expect(r.avertissements).toEqual(['infoRattachement.dateFinMandat:mandat.duree.differenteNormale']);
  });

  it('durée de 3 ans ou plus et début futur : erreurs', () => {
    expect(
      codes(
        'infoRattachement',
        avec((s) => {
          s.infoRattachement!.dateFinMandat = '01/01/2028';
        }),
      ).erreurs,
    ).toEqual(['infoRattachement.dateFinMandat:mandat.duree.max']);
    expect(
      codes(
        'infoRattachement',
        avec((s) => {
          s.infoRattachement!.dateDebutMandat = '01/07/2025';
        }),
      ).erreurs,
    ).toContain('infoRattachement.dateDebutMandat:mandat.debut.posterieureAujourdhui');
  });

  it('justificatif obligatoire et type permis par la nature du mandat', () => {
    expect(
      codes(
        'infoRattachement',
        avec((s) => {
          s.infoRattachement!.justifMandat = null;
        }),
      ).erreurs,
    ).toEqual(['infoRattachement.justifMandat:mandat.justificatif.obligatoire']);
    expect(
      codes(
        'infoRattachement',
        avec((s) => {
          s.infoRattachement = { ...s.infoRattachement, justifMandat: null, idDocument: 7 };
        }),
      ).erreurs,
    ).toEqual([]);
    expect(
      codes(
        'infoRattachement',
        avec((s) => {
          s.infoRattachement!.adminProvisoire = true;
        }),
      ).erreurs,
    ).toEqual(['infoRattachement.typeJustifMandat:mandat.justificatif.typeNonAutorise']);
    expect(
      codes(
        'infoRattachement',
        avec((s) => {
          s.infoRattachement = {
            ...s.infoRattachement,
            adminProvisoire: true,
            typeJustifMandat: 'ORDO_NOMINATION',
          };
        }),
      ).erreurs,
    ).toEqual([]);
  });

  it('sans mandat à déclarer (notaire), rien à vérifier', () => {
    const notaire = contexteDeclaration({ typeImmat: 'INITIALE' }, { aujourdhui: AUJOURDHUI });
    expect(codes('infoRattachement', { infoRattachement: null }, notaire)).toEqual({
      erreurs: [],
      avertissements: [],
    });
  });
});

describe('étape identification (§5.4)', () => {
  it('lots incohérents, bornes et obligation', () => {
    expect(
      codes(
        'identification',
        avec((s) => {
          s.identification.nbLotsHab = 31;
          s.identification.nbLotsStationnement = 5;
        }),
      ).erreurs,
    ).toEqual(['identification.nbLotsHab:copropriete.nbLotsHab.superieurHabBurCom']);
    expect(
      codes(
        'identification',
        avec((s) => {
          s.identification.nbLots = 39;
        }),
      ).erreurs,
    ).toEqual(['identification.nbLots:copropriete.nbLots.inferieurHabBurComStationnement']);
    expect(
      codes(
        'identification',
        avec((s) => {
          s.identification.nbLots = null;
        }),
      ).erreurs,
    ).toEqual(['identification.nbLots:copropriete.nbLots.obligatoire']);
    expect(
      codes(
        'identification',
        avec((s) => {
          s.identification.nbAsl = 100;
        }),
      ).erreurs,
    ).toEqual(['identification.nbAsl:copropriete.nbAsl.horsBornes']);
  });

  it('date du règlement selon le déclarant', () => {
    const recente = avec((s) => {
      s.identification.dateReglementCopropriete = '02/02/2018';
    });
    expect(codes('identification', recente).erreurs).toEqual([
      'identification.dateReglementCopropriete:copropriete.dateReglement.syndicApres2016',
    ]);
    const notaire = contexteDeclaration({ typeImmat: 'INITIALE' }, { aujourdhui: AUJOURDHUI });
    expect(codes('identification', recente, notaire).erreurs).toEqual([]);
    expect(codes('identification', saisieValable(), notaire).erreurs).toEqual([
      'identification.dateReglementCopropriete:copropriete.dateReglement.notaireInitialeAvant2017',
    ]);
  });

  it('adresse de référence à un seul numéro et parcelle géolocalisée', () => {
    expect(
      codes(
        'identification',
        avec((s) => {
          s.identification.adressePrincipale!.numeroVoie = '12-14';
        }),
      ).erreurs,
    ).toEqual(['identification.adressePrincipale:copropriete.adressePrincipale.numeroUnique']);
    expect(
      codes(
        'identification',
        avec((s) => {
          s.identification.adressePrincipale = null;
        }),
      ).erreurs,
    ).toEqual(['identification.adressePrincipale:copropriete.adressePrincipale.obligatoire']);
    expect(
      codes(
        'identification',
        avec((s) => {
          s.identification.parcelle = [{ prefixe: '000', section: 'AB', numero: '1', geolocalisee: false }];
        }),
      ).erreurs,
    ).toEqual(['identification.parcelle:copropriete.parcelle.aucuneGeolocalisee']);
  });

  it('syndicat secondaire : numéro de la copropriété principale demandé', () => {
    const secondaire = avec((s) => {
      s.identification.syndicatPrincipal = false;
    });
    expect(codes('identification', secondaire).erreurs).toEqual([
      'identification.numImmatriculationCoproprietePrincipale:copropriete.numeroPrincipal.obligatoire',
    ]);
    secondaire.identification!.numImmatriculationCoproprietePrincipale = 'AB1234567';
    expect(codes('identification', secondaire).erreurs).toEqual([]);
  });
});

describe('étape procédures (§5.4)', () => {
  it('case cochée sans arrêté, puis arrêté sans date', () => {
    const cochee = avec((s) => {
      s.procedures!.flagPerilPartiesCom = true;
    });
    expect(codes('procedures', cochee).erreurs).toEqual([
      'procedures.flagPerilPartiesCom:procedures.arrete.absent',
    ]);
    cochee.procedures!.arretes = [{ type: 'PERIL_PARTIES_COMMUNES', dateArrete: null, dateMainLevee: null }];
    expect(codes('procedures', cochee).erreurs).toEqual([
      'procedures.arretes.0.dateArrete:procedures.arrete.dateArrete.obligatoire',
    ]);
    cochee.procedures!.arretes = [
      { type: 'PERIL_PARTIES_COMMUNES', dateArrete: '10/10/2020', dateMainLevee: '01/01/2020' },
    ];
    expect(codes('procedures', cochee).erreurs).toEqual([
      'procedures.arretes.0.dateMainLevee:procedures.arrete.dateMainLevee.nonPosterieureArrete',
    ]);
  });

  it('un arrêté dont la case n’est pas cochée est ignoré', () => {
    const ignore = avec((s) => {
      s.procedures!.arretes = [
        { type: 'PERIL_PARTIES_COMMUNES', dateArrete: '10/10/2030', dateMainLevee: null },
      ];
    });
    expect(codes('procedures', ignore).erreurs).toEqual([]);
  });

  it('mandat ad hoc et ordonnance de carence : dates demandées et cohérentes', () => {
    const adhoc = avec((s) => {
      s.procedures!.flagMandatAdhoc = true;
      s.procedures!.flagOrdonnanceCarence = true;
    });
    expect(codes('procedures', adhoc).erreurs).toEqual([
      'procedures.mandatAdHoc.dateNomination:procedures.mandatAdHoc.dateNomination.obligatoire',
      'procedures.ordonnanceCarence.dateOrdonnance:procedures.ordonnanceCarence.dateOrdonnance.obligatoire',
    ]);
    adhoc.procedures!.mandatAdHoc = { dateNomination: '01/03/2025', dateFinMission: '01/02/2025' };
    adhoc.procedures!.ordonnanceCarence = { dateOrdonnance: '01/07/2025' };
    expect(codes('procedures', adhoc).erreurs).toEqual([
      'procedures.mandatAdHoc.dateNomination:procedures.mandatAdHoc.dateNomination.nonAnterieureFinMission',
      'procedures.ordonnanceCarence.dateOrdonnance:procedures.ordonnanceCarence.dateOrdonnance.posterieureAujourdhui',
    ]);
  });
});

describe('étape données financières (§5.5, §5.6)', () => {
  it('données demandées sauf case « pas de données financières »', () => {
    const manquante = avec((s) => {
      s.donneesFinancieres!.montantDettes = null;
    });
    expect(codes('donneesFinancieres', manquante).erreurs).toEqual([
      'donneesFinancieres.montantDettes:financier.donnee.obligatoire',
    ]);
    manquante.donneesFinancieres!.donneesFinancieresInconnues = true;
    manquante.donneesFinancieres!.dateAg = '01/01/2030';
    expect(codes('donneesFinancieres', manquante)).toEqual({ erreurs: [], avertissements: [] });
  });

  it('comptes non approuvés : la date d’AG n’est plus demandée', () => {
    const sansAg = avec((s) => {
      s.donneesFinancieres!.dateAg = null;
    });
    expect(codes('donneesFinancieres', sansAg).erreurs).toEqual([
      'donneesFinancieres.dateAg:financier.donnee.obligatoire',
    ]);
    sansAg.donneesFinancieres!.comptesNonApprouves = true;
    expect(codes('donneesFinancieres', sansAg).erreurs).toEqual([]);
  });

  it('exercice de 18 mois ou plus, AG avant la clôture : erreurs', () => {
    expect(
      codes(
        'donneesFinancieres',
        avec((s) => {
          s.donneesFinancieres!.dateDebutExercice = '01/06/2023';
        }),
      ).erreurs,
    ).toEqual(['donneesFinancieres.dateClotureComptes:exercice.duree.max']);
    expect(
      codes(
        'donneesFinancieres',
        avec((s) => {
          s.donneesFinancieres!.dateAg = '30/12/2024';
        }),
      ).erreurs,
    ).toEqual(['donneesFinancieres.dateAg:exercice.dateAg.nonPosterieureCloture']);
  });

  it('mise à jour annuelle à clôture inchangée : confirmation', () => {
    const annuelle = contexteDeclaration(
      { typeImmat: 'DEFAULT', typeMaj: 'ANNUELLE' },
      {
        aujourdhui: AUJOURDHUI,
        exercicePrecedent: { dateCloture: dateCalendaire(2024, 12, 31), dateAg: null },
      },
    );
    expect(codes('donneesFinancieres', saisieValable(), annuelle).avertissements).toEqual([
      'donneesFinancieres.dateClotureComptes:exercice.cloture.inchangee',
    ]);
    expect(codes('donneesFinancieres', saisieValable()).avertissements).toEqual([]);
  });

  it('exercice précédent (§5.5) : celui de la déclaration de référence pour une annuelle, aucun sinon', () => {
    const reference = { dateClotureComptes: '31/12/2024', dateAg: '15/04/2025' };
    expect(exercicePrecedentDeReference('ANNUELLE', reference)).toEqual({
      dateCloture: dateCalendaire(2024, 12, 31),
      dateAg: dateCalendaire(2025, 4, 15),
      dateDernierChangementCloture: null,
    });
    // Date d'effet du dernier changement de clôture venue du serveur : le délai de 4 ans court depuis elle.
    expect(
      exercicePrecedentDeReference('ANNUELLE', reference, '31/12/2019')?.dateDernierChangementCloture,
    ).toEqual(dateCalendaire(2019, 12, 31));
    expect(
      exercicePrecedentDeReference('ANNUELLE', { dateClotureComptes: null, dateAg: 'pas une date' }),
    ).toEqual({
      dateCloture: null,
      dateAg: null,
      dateDernierChangementCloture: null,
    });
    expect(exercicePrecedentDeReference('ANNUELLE', undefined)).toEqual({
      dateCloture: null,
      dateAg: null,
      dateDernierChangementCloture: null,
    });
    for (const typeMaj of ['STANDARD', 'COMPTESNONAPPROUVES', 'MODIFICATION_ADMIN', null] as const) {
      expect(exercicePrecedentDeReference(typeMaj, reference)).toBeNull();
    }
    // Le contexte qu'il nourrit demande la confirmation de la clôture inchangée.
    const annuelle = contexteDeclaration(
      { typeImmat: null, typeMaj: 'ANNUELLE' },
      { aujourdhui: AUJOURDHUI, exercicePrecedent: exercicePrecedentDeReference('ANNUELLE', reference) },
    );
    const inchangee = avec((s) => {
      s.donneesFinancieres!.dateAg = '20/04/2025';
    });
    expect(codes('donneesFinancieres', inchangee, annuelle).avertissements).toEqual([
      'donneesFinancieres.dateClotureComptes:exercice.cloture.inchangee',
    ]);
  });

  it('premier exercice avec un règlement ancien : confirmation (lit la date du règlement de l’identification)', () => {
    const premier = avec((s) => {
      s.donneesFinancieres!.premierExerciceComptable = true;
    });
    expect(codes('donneesFinancieres', premier).avertissements).toEqual([
      'donneesFinancieres.premierExerciceComptable:exercice.premierExercice.reglementAncien',
    ]);
    premier.identification!.dateReglementCopropriete = '01/01/2023';
    expect(codes('donneesFinancieres', premier).avertissements).toEqual([]);
  });

  it('impayés : seuil du mandat ad hoc (avertissement) et débiteurs (erreur)', () => {
    const seuil = avec((s) => {
      s.donneesFinancieres!.montantImpayesCoproprietaires = 30000;
    });
    expect(codes('donneesFinancieres', seuil).avertissements).toEqual([
      'donneesFinancieres.montantImpayesCoproprietaires:procedures.mandatAdHoc.seuilImpayesAtteint',
    ]);
    seuil.procedures!.flagMandatAdhoc = true;
    expect(codes('donneesFinancieres', seuil).avertissements).toEqual([]);
    expect(
      codes(
        'donneesFinancieres',
        avec((s) => {
          s.donneesFinancieres!.nbCoproprietairesImpayes = 11;
        }),
      ).erreurs,
    ).toEqual([
      'donneesFinancieres.montantImpayesCoproprietaires:financier.impayes.incoherentNbCoproprietaires',
    ]);
  });
});

describe('étape données techniques', () => {
  it('au moins un bâtiment', () => {
    expect(
      codes(
        'donneesTechniques',
        avec((s) => {
          s.donneesTechniques!.nbBatimentsTotal = 0;
        }),
      ).erreurs,
    ).toEqual(['donneesTechniques.nbBatimentsTotal:copropriete.nbBatimentsTotal.nonPositif']);
  });

  it('année ou période de construction, année plausible', () => {
    expect(
      codes(
        'donneesTechniques',
        avec((s) => {
          s.donneesTechniques!.periodeConstruction = null;
        }),
      ).erreurs,
    ).toEqual(['donneesTechniques.periodeConstruction:copropriete.construction.obligatoire']);
    expect(
      codes(
        'donneesTechniques',
        avec((s) => {
          s.donneesTechniques = {
            ...s.donneesTechniques,
            periodeConstruction: null,
            anneeConstruction: 2030,
          };
        }),
      ).erreurs,
    ).toEqual(['donneesTechniques.anneeConstruction:copropriete.anneeConstruction.horsBornes']);
  });

  it('chauffage collectif : urbain ou non, puis énergie', () => {
    const collectif = avec((s) => {
      s.donneesTechniques!.typeChauffage = 'COLLECTIF';
    });
    expect(codes('donneesTechniques', collectif).erreurs).toEqual([
      'donneesTechniques.chauffageCollectifUrbain:copropriete.chauffage.obligatoire',
    ]);
    collectif.donneesTechniques!.chauffageCollectifUrbain = false;
    expect(codes('donneesTechniques', collectif).erreurs).toEqual([
      'donneesTechniques.energieChauffageCollectifNonUrbain:copropriete.chauffage.obligatoire',
    ]);
    collectif.donneesTechniques!.energieChauffageCollectifNonUrbain = 'GAZ_NATUREL';
    expect(codes('donneesTechniques', collectif).erreurs).toEqual([]);
  });

  it('plan pluriannuel de travaux demandé quand la copropriété y est tenue', () => {
    expect(planTravauxDeclaration(saisieValable(), AUJOURDHUI).concernee).toBe(true);
    const adopte = avec((s) => {
      s.donneesTechniques!.ppt = true;
    });
    expect(codes('donneesTechniques', adopte).erreurs).toEqual([
      'donneesTechniques.pptDate:copropriete.planTravaux.obligatoire',
    ]);
    adopte.donneesTechniques!.pptDate = '01/01/2026';
    expect(codes('donneesTechniques', adopte).erreurs).toEqual([
      'donneesTechniques.pptDate:copropriete.planTravaux.datePosterieureAujourdhui',
    ]);
    const recent = avec((s) => {
      s.donneesTechniques!.periodeConstruction = 'APRES_2011';
      s.donneesTechniques!.pptInscritAG = null;
      s.donneesTechniques!.ppt = null;
    });
    expect(planTravauxDeclaration(recent, AUJOURDHUI).concernee).toBe(false);
    expect(codes('donneesTechniques', recent).erreurs).toEqual([]);
  });
});

describe('normalisation (spec 2 §5.1) de la saisie', () => {
  it('reprend normaliserDeclaration : lots, structures, arrêtés, dates', () => {
    const normalisee = normaliserSaisieDeclaration(
      avec((s) => {
        s.identification.nbLots = 1;
        s.identification.nbAsl = null;
        s.donneesFinancieres!.dateAg = '31/02/2025';
      }),
    );
    expect(normalisee.identification?.nbLots).toBeNull();
    expect(normalisee.identification?.nbAsl).toBe(0);
    expect(normalisee.donneesFinancieres?.dateAg).toBeNull();
    expect(normalisee.procedures?.arretes).toEqual([
      { id: null, type: 'SECURITE_TR_INSALUBRITE', dateArrete: null, dateMainLevee: null },
    ]);
    expect(normaliserSaisieDeclaration(normalisee)).toEqual(normalisee);
  });
});
