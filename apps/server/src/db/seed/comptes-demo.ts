import type { Profil, TypeEtablissementTeledeclarant } from '@registre/domain';

/** Mot de passe commun des comptes de démonstration (hors production uniquement). */
export const MOT_DE_PASSE_DEMO = 'Demo-Registre-2026!';

export interface EtablissementDemo {
  cle: string;
  type: TypeEtablissementTeledeclarant;
  raisonSociale: string;
  siret: string | null;
  codeApe: string | null;
  adresse: string[];
  codePostal: string;
  codeInsee: string;
  localite: string;
  numeroEtudeNotariale?: string;
}

/** Établissements de démonstration (SIRET du jeu local des établissements, sauf le syndic bénévole). */
export const ETABLISSEMENTS_DEMO: EtablissementDemo[] = [
  {
    cle: 'pro',
    type: 'PRO',
    raisonSociale: 'SYNDIC DES QUAIS',
    siret: '44298765400013',
    codeApe: '68.32A',
    adresse: ['SYNDIC DES QUAIS', '', '', '85 QUAI DES CHARTRONS', '', '33000 BORDEAUX', 'FRANCE'],
    codePostal: '33000',
    codeInsee: '33063',
    localite: 'BORDEAUX',
  },
  {
    // Agence de la même entreprise que « pro » (même SIREN) : le rattachement d'une copropriété tenue par « pro »
    // reprend son mandat (`/rattacher-une-copropriete/edit`).
    cle: 'pro-agence',
    type: 'PRO',
    raisonSociale: 'SYNDIC DES QUAIS — AGENCE DE LYON',
    siret: '44298765400021',
    codeApe: '68.32A',
    adresse: [
      'SYNDIC DES QUAIS',
      'AGENCE DE LYON',
      '',
      '12 RUE DE LA RÉPUBLIQUE',
      '',
      '69002 LYON',
      'FRANCE',
    ],
    codePostal: '69002',
    codeInsee: '69382',
    localite: 'LYON',
  },
  {
    cle: 'benevole',
    type: 'NON_PRO',
    raisonSociale: 'SYNDIC BÉNÉVOLE RÉSIDENCE LES TILLEULS',
    siret: null,
    codeApe: null,
    adresse: ['RESIDENCE LES TILLEULS', '', '', '14 RUE DES TILLEULS', '', '44000 NANTES', 'FRANCE'],
    codePostal: '44000',
    codeInsee: '44109',
    localite: 'NANTES',
  },
  {
    cle: 'notaire',
    type: 'NOTAIRE',
    raisonSociale: 'OFFICE NOTARIAL MARTIN ET ASSOCIES',
    siret: '77812345600015',
    codeApe: '69.10Z',
    adresse: [
      'OFFICE NOTARIAL MARTIN ET ASSOCIES',
      '',
      '',
      '3 BOULEVARD HAUSSMANN',
      '',
      '75009 PARIS',
      'FRANCE',
    ],
    codePostal: '75009',
    codeInsee: '75109',
    localite: 'PARIS',
    numeroEtudeNotariale: '75001',
  },
];

export interface CompteDemo {
  login: string;
  profil: Profil;
  libelle: string;
  prenom: string;
  nom: string;
  etablissement?: string;
}

/** Un compte de démonstration par profil (listés au démarrage et dans le README). */
export const COMPTES_DEMO: CompteDemo[] = [
  {
    login: 'demo.benevole.admin@registre.local',
    profil: 'TELE_NONPRO_ADMIN_PRINC',
    libelle: 'Syndic bénévole — administrateur principal',
    prenom: 'Bernard',
    nom: 'Lefèvre',
    etablissement: 'benevole',
  },
  {
    login: 'demo.benevole.admin2@registre.local',
    profil: 'TELE_NONPRO_ADMIN_SECOND',
    libelle: 'Syndic bénévole — administrateur secondaire',
    prenom: 'Chantal',
    nom: 'Lefèvre',
    etablissement: 'benevole',
  },
  {
    login: 'demo.benevole.gestion@registre.local',
    profil: 'TELE_NONPRO_GESTION',
    libelle: 'Syndic bénévole — gestionnaire',
    prenom: 'Denis',
    nom: 'Roux',
    etablissement: 'benevole',
  },
  {
    login: 'demo.pro.admin@registre.local',
    profil: 'TELE_PRO_ADMIN_PRINC',
    libelle: 'Syndic professionnel — administrateur principal',
    prenom: 'Sophie',
    nom: 'Garnier',
    etablissement: 'pro',
  },
  {
    login: 'demo.pro.admin2@registre.local',
    profil: 'TELE_PRO_ADMIN_SECOND',
    libelle: 'Syndic professionnel — administrateur secondaire',
    prenom: 'Thomas',
    nom: 'Morel',
    etablissement: 'pro',
  },
  {
    login: 'demo.pro.gestion@registre.local',
    profil: 'TELE_PRO_GESTION',
    libelle: 'Syndic professionnel — gestionnaire',
    prenom: 'Julie',
    nom: 'Fournier',
    etablissement: 'pro',
  },
  {
    login: 'demo.pro.agence@registre.local',
    profil: 'TELE_PRO_ADMIN_PRINC',
    libelle: 'Syndic professionnel, agence de la même entreprise — administrateur principal',
    prenom: 'Lucas',
    nom: 'Bernard',
    etablissement: 'pro-agence',
  },
  {
    login: 'demo.notaire.admin@registre.local',
    profil: 'NOTAIRE_ADMIN',
    libelle: 'Notaire — administrateur',
    prenom: 'Hélène',
    nom: 'Martin',
    etablissement: 'notaire',
  },
  {
    login: 'demo.notaire@registre.local',
    profil: 'NOTAIRE_NOTAIRE',
    libelle: 'Notaire',
    prenom: 'Marc',
    nom: 'Martin',
    etablissement: 'notaire',
  },
  {
    login: 'demo.notaire.collab@registre.local',
    profil: 'NOTAIRE_COLLAB',
    libelle: 'Collaborateur de notaire',
    prenom: 'Léa',
    nom: 'Petit',
    etablissement: 'notaire',
  },
  {
    login: 'demo.teneur.admin@registre.local',
    profil: 'TENEUR_ADMIN_PRINC',
    libelle: 'Teneur — administrateur principal',
    prenom: 'Claire',
    nom: 'Bonnet',
  },
  {
    login: 'demo.teneur.admin2@registre.local',
    profil: 'TENEUR_ADMIN_SCOND',
    libelle: 'Teneur — administrateur secondaire',
    prenom: 'Nicolas',
    nom: 'Blanc',
  },
  {
    login: 'demo.teneur.hotline@registre.local',
    profil: 'TENEUR_ASS_HOTLINE_ADMIN',
    libelle: 'Teneur — assistance (administrateur)',
    prenom: 'Inès',
    nom: 'Lambert',
  },
  {
    login: 'demo.teneur.hotline.ges@registre.local',
    profil: 'TENEUR_ASS_HOTLINE_GES',
    libelle: 'Teneur — assistance (gestionnaire)',
    prenom: 'Hugo',
    nom: 'Faure',
  },
  {
    login: 'demo.defaut@registre.local',
    profil: 'DEFAULT',
    libelle: 'Profil par défaut',
    prenom: 'Alice',
    nom: 'Mercier',
  },
];
