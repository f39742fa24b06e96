import { describe, expect, it } from 'vitest';
import {
  bandeauActivation,
  estGroupeMenu,
  lienTuile,
  menuCompte,
  menuPrincipal,
  parametresTuile,
  tableauxDeBordAccueil,
  tuilesAccueil,
} from './accueil.js';
import { Authority } from './authorities.js';
import {
  type Acteur,
  type CompteAutorise,
  canAjouterEtude,
  canCreerAdminSecondaire,
  canCreerUtilisateur,
  canEditerUtilisateur,
  canMettreAJour,
  canRattacher,
  canSeConnecter,
  canSeConnecterEnTantQue,
  canSupprimerUtilisateur,
  canTrancherDemande,
  canValiderRattachement,
  canVoirDetailIndicateurs,
  possedeToutes,
  possedeUne,
  profilsCreables,
} from './droits.js';
import { Profil } from './profils.js';
import {
  AUTHORITIES_PAR_PROFIL,
  authoritiesDuCompte,
  authoritiesDuProfil,
  typeActeurDuProfil,
} from './table.js';

const compte = (profil: Profil): CompteAutorise => ({ profil, authorities: authoritiesDuProfil(profil) });
const acteur = (profil: Profil, id: number, idTeledeclarant: number | null = 10): Acteur => ({
  ...compte(profil),
  id,
  idTeledeclarant,
});

const TENEURS: readonly Profil[] = [
  'TENEUR_ADMIN_PRINC',
  'TENEUR_ADMIN_SCOND',
  'TENEUR_ASS_HOTLINE_ADMIN',
  'TENEUR_ASS_HOTLINE_GES',
];
const ADMINS_TELEDECLARANT: readonly Profil[] = [
  'TELE_PRO_ADMIN_PRINC',
  'TELE_PRO_ADMIN_SECOND',
  'TELE_NONPRO_ADMIN_PRINC',
  'TELE_NONPRO_ADMIN_SECOND',
];

describe('table profil → autorisations', () => {
  it('couvre les 16 profils et attribue chacune des 45 autorisations', () => {
    expect(Object.keys(AUTHORITIES_PAR_PROFIL).sort()).toEqual([...Profil.options].sort());
    expect(Authority.options).toHaveLength(45);
    const attribuees = new Set([
      ...Profil.options.flatMap((profil) => authoritiesDuProfil(profil)),
      ...authoritiesDuCompte({ profil: 'TELE_PRO_GESTION', statutTeledeclarant: 'ATT_ACTIVATION' }),
    ]);
    expect([...attribuees].sort()).toEqual([...Authority.options].sort());
  });

  it('le compte institutionnel a exactement la charte, la catégorisation et les données brutes', () => {
    expect([...authoritiesDuProfil('INSTITUTIONNEL')].sort()).toEqual([
      'CATEGORISATION',
      'CHART_CONFIDENTIALITE',
      'DONNEES_BRUTES',
    ]);
  });

  it("le profil restreint n'a aucune autorisation et ne peut pas se connecter", () => {
    expect(authoritiesDuProfil('restricted')).toEqual([]);
    expect(canSeConnecter(compte('restricted'))).toBe(false);
    expect(canSeConnecter(compte('DEFAULT'))).toBe(true);
    expect(tuilesAccueil(compte('restricted'))).toEqual([]);
    expect(menuCompte(compte('restricted'))).toEqual([]);
  });

  it("seul l'administrateur principal gère les administrateurs secondaires ; l'administrateur secondaire gère les gestionnaires", () => {
    for (const profil of ['TELE_PRO_ADMIN_PRINC', 'TELE_NONPRO_ADMIN_PRINC'] as const) {
      expect(authoritiesDuProfil(profil)).toEqual(
        expect.arrayContaining(['CREER_ADMIN_SEC', 'EDITER_SUPPRIMER_ADMIN']),
      );
    }
    for (const profil of ['TELE_PRO_ADMIN_SECOND', 'TELE_NONPRO_ADMIN_SECOND'] as const) {
      expect(authoritiesDuProfil(profil)).toEqual(
        expect.arrayContaining(['CREER_GESTIONNAIRE', 'EDITER_SUPPRIMER_NON_ADMIN']),
      );
      expect(authoritiesDuProfil(profil)).not.toContain('CREER_ADMIN_SEC');
      expect(authoritiesDuProfil(profil)).not.toContain('EDITER_SUPPRIMER_ADMIN');
    }
    for (const profil of ['TELE_PRO_GESTION', 'TELE_NONPRO_GESTION'] as const) {
      for (const authority of [
        'AJOUTER_UTILISATEUR',
        'CREER_GESTIONNAIRE',
        'SUPPRIMER_UTILISATEUR',
      ] as const) {
        expect(authoritiesDuProfil(profil)).not.toContain(authority);
      }
      expect(authoritiesDuProfil(profil)).toContain('GERER_COPROPRIETE');
    }
  });

  it('les quatre profils du teneur ont guichet, suppression de télédéclarant, journal et indicateurs (spec 1 §6)', () => {
    for (const profil of TENEURS) {
      expect(authoritiesDuProfil(profil)).toEqual(
        expect.arrayContaining([
          'VALIDER_RATTACHEMENT_DECLARATION',
          'SUPPRIMER_TELEDECLARANT',
          'RECHERCHE_EVENEMENT_JOURNAL',
          'SUIVI_INDICATEURS_MCO',
        ]),
      );
    }
  });

  it("l'assistance (hotline) n'a pas les données brutes : statistiques seules (ADR 0031)", () => {
    expect(authoritiesDuProfil('TENEUR_ASS_HOTLINE_ADMIN')).not.toContain('DONNEES_BRUTES');
    expect(authoritiesDuProfil('TENEUR_ASS_HOTLINE_GES')).not.toContain('DONNEES_BRUTES');
    expect(authoritiesDuProfil('TENEUR_ADMIN_SCOND')).toContain('DONNEES_BRUTES');
  });

  it('un télédéclarant en attente d’activation ne garde que son compte, son établissement et le bandeau', () => {
    for (const statut of ['ATT_ACTIVATION', 'ATT_CREA_COMPTE'] as const) {
      const autorisations = authoritiesDuCompte({
        profil: 'TELE_PRO_ADMIN_PRINC',
        statutTeledeclarant: statut,
      });
      expect([...autorisations].sort()).toEqual([
        'ATTENTE_ACTIVATION_TELE',
        'MON_COMPTE',
        'MON_ENTREPRISE_LECTURE',
        'UPDATE_ACCOUNT',
      ]);
    }
    expect(authoritiesDuCompte({ profil: 'TELE_PRO_ADMIN_PRINC', statutTeledeclarant: 'ACTIF' })).toEqual(
      authoritiesDuProfil('TELE_PRO_ADMIN_PRINC'),
    );
    expect(authoritiesDuCompte({ profil: 'TELE_PRO_GESTION', statutTeledeclarant: 'SUPPRIME' })).toEqual([]);
    expect(
      authoritiesDuCompte({ profil: 'NOTAIRE_NOTAIRE', statutTeledeclarant: 'ATT_FIN_IMM_NOT' }),
    ).not.toContain('IMMATRICULER_D_OFFICE');
  });

  it("associe chaque profil à sa nature d'acteur", () => {
    expect(typeActeurDuProfil('TELE_NONPRO_GESTION')).toBe('declarant');
    expect(typeActeurDuProfil('NOTAIRE_COLLAB')).toBe('notaire');
    expect(typeActeurDuProfil('TENEUR_ASS_HOTLINE_GES')).toBe('teneur');
    expect(typeActeurDuProfil('INSTITUTIONNEL')).toBeNull();
    expect(typeActeurDuProfil('restricted')).toBeNull();
  });
});

describe('possedeToutes et possedeUne', () => {
  it('une liste vide vaut « toutes » (spec 1 §6)', () => {
    expect(possedeToutes(compte('restricted'), [])).toBe(true);
    expect(possedeUne(compte('restricted'), [])).toBe(true);
  });

  it('exige toutes ou une des autorisations', () => {
    const gestionnaire = compte('TELE_PRO_GESTION');
    expect(possedeToutes(gestionnaire, ['GERER_COPROPRIETE', 'CREER_GESTIONNAIRE'])).toBe(false);
    expect(possedeUne(gestionnaire, ['GERER_COPROPRIETE', 'CREER_GESTIONNAIRE'])).toBe(true);
    expect(possedeUne(null, ['GERER_COPROPRIETE'])).toBe(false);
  });
});

describe('droits sur les utilisateurs', () => {
  it('4 administrateurs secondaires au plus, créés par le seul administrateur principal', () => {
    expect(canCreerAdminSecondaire(compte('TELE_PRO_ADMIN_PRINC'), 3)).toBe(true);
    expect(canCreerAdminSecondaire(compte('TELE_PRO_ADMIN_PRINC'), 4)).toBe(false);
    expect(canCreerAdminSecondaire(compte('TELE_PRO_ADMIN_SECOND'), 0)).toBe(false);
    expect(profilsCreables(compte('TELE_PRO_ADMIN_PRINC'), 4)).toEqual(['TELE_PRO_GESTION']);
    expect(profilsCreables(compte('TELE_PRO_ADMIN_PRINC'), 1)).toEqual([
      'TELE_PRO_ADMIN_SECOND',
      'TELE_PRO_GESTION',
    ]);
  });

  it('chacun ne crée que les profils de son établissement', () => {
    expect(canCreerUtilisateur(compte('TELE_PRO_ADMIN_SECOND'), 'TELE_PRO_GESTION', 0)).toBe(true);
    expect(canCreerUtilisateur(compte('TELE_PRO_ADMIN_SECOND'), 'TELE_NONPRO_GESTION', 0)).toBe(false);
    expect(canCreerUtilisateur(compte('TELE_PRO_GESTION'), 'TELE_PRO_GESTION', 0)).toBe(false);
    expect(canCreerUtilisateur(compte('NOTAIRE_NOTAIRE'), 'NOTAIRE_COLLAB', 0)).toBe(true);
    expect(canCreerUtilisateur(compte('NOTAIRE_COLLAB'), 'NOTAIRE_COLLAB', 0)).toBe(false);
  });

  it('le gestionnaire ne modifie que son propre compte', () => {
    const gestionnaire = acteur('TELE_PRO_GESTION', 3);
    expect(canEditerUtilisateur(gestionnaire, gestionnaire)).toBe(true);
    expect(canEditerUtilisateur(gestionnaire, acteur('TELE_PRO_GESTION', 4))).toBe(false);
    expect(canSupprimerUtilisateur(gestionnaire, acteur('TELE_PRO_GESTION', 4))).toBe(false);
  });

  it("l'administrateur secondaire modifie et supprime les gestionnaires de son établissement, pas les administrateurs", () => {
    const secondaire = acteur('TELE_PRO_ADMIN_SECOND', 2);
    expect(canEditerUtilisateur(secondaire, acteur('TELE_PRO_GESTION', 3))).toBe(true);
    expect(canSupprimerUtilisateur(secondaire, acteur('TELE_PRO_GESTION', 3))).toBe(true);
    expect(canEditerUtilisateur(secondaire, acteur('TELE_PRO_GESTION', 3, 99))).toBe(false);
    expect(canEditerUtilisateur(secondaire, acteur('TELE_PRO_ADMIN_SECOND', 5))).toBe(false);
    expect(canEditerUtilisateur(secondaire, acteur('TELE_PRO_ADMIN_PRINC', 1))).toBe(false);
  });

  it("l'administrateur principal gère ses administrateurs secondaires ; personne ne le modifie ni ne le supprime", () => {
    const principal = acteur('TELE_PRO_ADMIN_PRINC', 1);
    expect(canEditerUtilisateur(principal, acteur('TELE_PRO_ADMIN_SECOND', 2))).toBe(true);
    expect(canSupprimerUtilisateur(principal, acteur('TELE_PRO_ADMIN_SECOND', 2))).toBe(true);
    expect(canEditerUtilisateur(principal, principal)).toBe(true);
    expect(canSupprimerUtilisateur(principal, principal)).toBe(false);
    expect(canSupprimerUtilisateur(acteur('TELE_PRO_ADMIN_SECOND', 2), principal)).toBe(false);
  });

  it('le teneur qui modifie les télédéclarants modifie leurs utilisateurs, pas les autres teneurs', () => {
    const hotlineAdmin = acteur('TENEUR_ASS_HOTLINE_ADMIN', 50, 0);
    expect(canEditerUtilisateur(hotlineAdmin, acteur('TELE_PRO_GESTION', 3))).toBe(true);
    expect(canEditerUtilisateur(hotlineAdmin, acteur('TENEUR_ASS_HOTLINE_GES', 51, 0))).toBe(false);
    expect(canEditerUtilisateur(acteur('TENEUR_ASS_HOTLINE_GES', 51, 0), acteur('TELE_PRO_GESTION', 3))).toBe(
      false,
    );
  });

  it('seuls les notaires, pas les collaborateurs, ajoutent leur étude', () => {
    expect(canAjouterEtude(compte('NOTAIRE_NOTAIRE'))).toBe(true);
    expect(canAjouterEtude(compte('NOTAIRE_ADMIN'))).toBe(true);
    expect(canAjouterEtude(compte('NOTAIRE_COLLAB'))).toBe(false);
    expect(canAjouterEtude(compte('TELE_PRO_ADMIN_PRINC'))).toBe(false);
  });
});

describe('droits du teneur et des déclarants', () => {
  it('connexion en tant que : teneur vers un déclarant, jamais vers un teneur ni en cascade', () => {
    const teneur = acteur('TENEUR_ASS_HOTLINE_GES', 50, 0);
    expect(canSeConnecterEnTantQue(teneur, acteur('TELE_PRO_GESTION', 3))).toBe(true);
    expect(canSeConnecterEnTantQue(teneur, acteur('NOTAIRE_COLLAB', 4))).toBe(true);
    expect(canSeConnecterEnTantQue(teneur, acteur('TENEUR_ADMIN_PRINC', 1, 0))).toBe(false);
    expect(canSeConnecterEnTantQue(teneur, acteur('INSTITUTIONNEL', 1, null))).toBe(false);
    expect(canSeConnecterEnTantQue({ ...teneur, loginAs: true }, acteur('TELE_PRO_GESTION', 3))).toBe(false);
    expect(canSeConnecterEnTantQue(acteur('TELE_PRO_ADMIN_PRINC', 1), acteur('TELE_PRO_GESTION', 3))).toBe(
      false,
    );
  });

  it("l'assistance gestionnaire prépare et affecte les demandes, sans les trancher (ADR 0031)", () => {
    expect(canValiderRattachement(compte('TENEUR_ASS_HOTLINE_GES'))).toBe(true);
    expect(canTrancherDemande(compte('TENEUR_ASS_HOTLINE_GES'))).toBe(false);
    expect(canTrancherDemande(compte('TENEUR_ASS_HOTLINE_ADMIN'))).toBe(true);
    expect(canTrancherDemande(compte('TELE_PRO_ADMIN_PRINC'))).toBe(false);
  });

  it('le détail des indicateurs est réservé aux administrateurs du teneur', () => {
    expect(TENEURS.filter((profil) => canVoirDetailIndicateurs(compte(profil)))).toEqual([
      'TENEUR_ADMIN_PRINC',
      'TENEUR_ADMIN_SCOND',
    ]);
  });

  it("la mise à jour d'une copropriété au mandat expiré exige l'autorisation « _EXPIRE »", () => {
    expect(canMettreAJour(compte('TELE_PRO_GESTION'), { type: 'ANNUELLE', mandatExpire: false })).toBe(true);
    expect(canMettreAJour(compte('TELE_PRO_GESTION'), { type: 'ANNUELLE', mandatExpire: true })).toBe(false);
    expect(canMettreAJour(compte('TELE_PRO_ADMIN_SECOND'), { type: 'STANDARD', mandatExpire: true })).toBe(
      true,
    );
    expect(canMettreAJour(compte('NOTAIRE_NOTAIRE'), { type: 'ANNUELLE', mandatExpire: false })).toBe(false);
  });

  it('un télédéclarant en attente d’activation ne rattache pas', () => {
    const enAttente = {
      profil: 'TELE_PRO_ADMIN_PRINC' as const,
      authorities: authoritiesDuCompte({
        profil: 'TELE_PRO_ADMIN_PRINC',
        statutTeledeclarant: 'ATT_ACTIVATION',
      }),
    };
    expect(canRattacher(enAttente)).toBe(false);
    expect(canRattacher(compte('TELE_PRO_ADMIN_PRINC'))).toBe(true);
  });
});

describe("tuiles de l'accueil", () => {
  const ids = (profil: Profil) => tuilesAccueil(compte(profil)).map((tuile) => tuile.id);

  it.each([
    [
      'TELE_PRO_ADMIN_PRINC',
      [
        'immatriculer',
        'voirToutesCoproprietes',
        'majStandard',
        'majAnnuelle',
        'mandats',
        'rattacher',
        'annuaire',
        'statistiques',
      ],
    ],
    [
      'TELE_NONPRO_GESTION',
      ['immatriculer', 'gererCoproprietes', 'rattacher', 'monCompte', 'monEtablissement'],
    ],
    [
      'TENEUR_ADMIN_PRINC',
      [
        'validations',
        'journal',
        'consulterCoproprietes',
        'teledeclarants',
        'annuaire',
        'statistiquesEtDonnees',
      ],
    ],
    [
      'TENEUR_ASS_HOTLINE_GES',
      ['validations', 'journal', 'consulterCoproprietes', 'teledeclarants', 'annuaire', 'statistiques'],
    ],
    [
      'NOTAIRE_NOTAIRE',
      ['immatriculer', 'declarerDissolution', 'consulterCoproprietes', 'statistiques', 'annuaire'],
    ],
    ['NOTAIRE_COLLAB', ['consulterCoproprietes', 'statistiques', 'annuaire']],
    ['INSTITUTIONNEL', ['outilCategorisation', 'donneesBrutes']],
    [
      'DEFAULT',
      ['immatriculer', 'consulterCoproprietes', 'majAnnuelle', 'annuaire', 'statistiques', 'monCompte'],
    ],
  ] as const)('%s', (profil, attendues) => {
    expect(ids(profil)).toEqual(attendues);
  });

  it('visiteur : annuaire, statistiques, aide', () => {
    expect(tuilesAccueil(null).map((tuile) => tuile.id)).toEqual(['annuaire', 'statistiques', 'aide']);
  });

  it("un télédéclarant en attente d'activation ne voit que les tuiles publiques et les siennes", () => {
    const enAttente = {
      profil: 'TELE_PRO_GESTION' as const,
      authorities: authoritiesDuCompte({ profil: 'TELE_PRO_GESTION', statutTeledeclarant: 'ATT_ACTIVATION' }),
    };
    expect(tuilesAccueil(enAttente).map((tuile) => tuile.id)).toEqual(['monCompte', 'monEtablissement']);
    expect(bandeauActivation(enAttente)).toMatchObject({ route: '/compte/activation' });
    expect(bandeauActivation(compte('TELE_PRO_GESTION'))).toBeNull();
  });

  it('les tuiles institutionnelles portent un guide PDF externe ; les tuiles ne divulguent pas leur autorisation', () => {
    const [categorisation] = tuilesAccueil(compte('INSTITUTIONNEL'));
    expect(categorisation?.bouton).toMatchObject({ externe: true });
    expect(categorisation?.bouton?.route).toMatch(/\.pdf$/);
    expect(categorisation).not.toHaveProperty('autorisation');
  });

  it('construit le lien et lit les paramètres « clé=valeur&… »', () => {
    expect(lienTuile({ route: '/copropriete', query: 'seeAllCopro=true' })).toBe(
      '/copropriete?seeAllCopro=true',
    );
    expect(lienTuile({ route: '/annuaire' })).toBe('/annuaire');
    expect(parametresTuile({ query: 'standard=true&numero=AB1234567' })).toEqual({
      standard: 'true',
      numero: 'AB1234567',
    });
    expect(parametresTuile({})).toEqual({});
  });
});

describe('tableaux de bord et menus', () => {
  it('tableau de bord du syndic pour les quatre administrateurs de télédéclarant ; indicateurs pour les quatre teneurs', () => {
    const syndic = Profil.options.filter((profil) => tableauxDeBordAccueil(compte(profil)).syndic);
    const indicateurs = Profil.options.filter((profil) => tableauxDeBordAccueil(compte(profil)).indicateurs);
    const detail = Profil.options.filter((profil) => tableauxDeBordAccueil(compte(profil)).detailIndicateurs);
    expect([...syndic].sort()).toEqual([...ADMINS_TELEDECLARANT].sort());
    expect([...indicateurs].sort()).toEqual([...TENEURS].sort());
    expect(detail).toEqual(['TENEUR_ADMIN_PRINC', 'TENEUR_ADMIN_SCOND']);
  });

  it('questions ouvertes du teneur à l’accueil pour les comptes qui déposent des demandes, jamais pour le teneur', () => {
    const questions = Profil.options.filter(
      (profil) => tableauxDeBordAccueil(compte(profil)).questionsOuvertes,
    );
    // Les droits de la réponse dans le fil (ADR 0193) : syndics, notaires (pas leurs collaborateurs), profil par défaut.
    expect(questions).toEqual([
      'DEFAULT',
      'TELE_NONPRO_ADMIN_PRINC',
      'TELE_NONPRO_ADMIN_SECOND',
      'TELE_NONPRO_GESTION',
      'TELE_PRO_ADMIN_PRINC',
      'TELE_PRO_ADMIN_SECOND',
      'TELE_PRO_GESTION',
      'NOTAIRE_ADMIN',
      'NOTAIRE_NOTAIRE',
    ]);
    expect(questions.filter((profil) => (TENEURS as readonly string[]).includes(profil))).toEqual([]);
    expect(tableauxDeBordAccueil(null).questionsOuvertes).toBe(false);
  });

  it('les sept autorisations de gestion donnent le menu complet ; une de moins, un menu réduit', () => {
    const gestionnaire = compte('TELE_PRO_GESTION');
    const complet = menuPrincipal(gestionnaire).find(estGroupeMenu);
    expect(complet?.titre).toBe('Immatriculer et gérer mes copropriétés');
    const sansDissolution = {
      ...gestionnaire,
      authorities: gestionnaire.authorities.filter((authority) => authority !== 'DISSOUDRE_COPRO'),
    };
    const reduit = menuPrincipal(sansDissolution).find(estGroupeMenu);
    expect(reduit?.titre).toBe('Copropriétés');
    expect(reduit?.entrees.map((entree) => entree.id)).not.toContain('dissoudre');
  });

  it('« Statistiques et données » regroupe statistiques et données brutes ; « Télédéclarants » est une entrée du teneur, hors de ce groupe', () => {
    const groupe = (profil: Profil) =>
      menuPrincipal(compte(profil)).find((element) => element.id === 'statistiquesEtDonnees');
    const entrees = (profil: Profil) => {
      const element = groupe(profil);
      return element !== undefined && estGroupeMenu(element)
        ? element.entrees.map((entree) => entree.id)
        : [];
    };
    expect(entrees('TENEUR_ADMIN_PRINC')).toEqual(['statistiques', 'donneesBrutes']);
    expect(groupe('TENEUR_ASS_HOTLINE_ADMIN')).toBeUndefined();
    expect(entrees('INSTITUTIONNEL')).toEqual(['statistiques', 'donneesBrutes']);
    for (const profil of [
      'TENEUR_ADMIN_PRINC',
      'TENEUR_ASS_HOTLINE_ADMIN',
      'TENEUR_ASS_HOTLINE_GES',
    ] as const) {
      const menu = menuPrincipal(compte(profil));
      const teledeclarants = menu.find((element) => element.id === 'teledeclarants');
      expect(teledeclarants, profil).toMatchObject({ titre: 'Télédéclarants', route: '/teledeclarants' });
    }
    // Sans DONNEES_BRUTES, « Statistiques » reste un lien simple.
    expect(menuPrincipal(compte('TENEUR_ASS_HOTLINE_ADMIN')).map((element) => element.id)).toContain(
      'statistiques',
    );
    expect(groupe('TELE_PRO_GESTION')).toBeUndefined();
    expect(menuPrincipal(null).map((element) => element.id)).toEqual([
      'statistiques',
      'annuaire',
      'donneesEtApi',
      'aide',
    ]);
  });

  it('menu du compte : pas de déconnexion pour les notaires, sortie de la connexion « en tant que », déconnexion institutionnelle', () => {
    expect(menuCompte(compte('NOTAIRE_NOTAIRE')).map((entree) => entree.id)).not.toContain('deconnexion');
    expect(menuCompte({ ...compte('TELE_PRO_GESTION'), loginAs: true }).map((entree) => entree.id)).toEqual([
      'monCompte',
      'monEtablissement',
      'quitterConnexionEnTantQue',
      'deconnexion',
    ]);
    expect(menuCompte(compte('INSTITUTIONNEL'))).toEqual([
      { id: 'deconnexion', titre: 'Se déconnecter', action: 'deconnexionInstitutionnelle' },
    ]);
  });
});
