/**
 * Identités fictives du fournisseur d'identité local (développement et tests, ADR 0065). Les agents
 * institutionnels ouvrent le compte institutionnel partagé (id 1) ; les identités du teneur ouvrent le compte
 * du teneur qui porte la même adresse (comptes de démonstration `demo.teneur.*`), s'il existe.
 */
export interface IdentiteLocale {
  /** Identifiant chez le fournisseur (`sub`). */
  id: string;
  email: string;
  given_name: string;
  family_name: string;
  /** Institution et niveau géographique (revendications propres au fournisseur local). */
  institution: string;
  niveau_geographique: string;
  siret: string;
  /** Description affichée sur le formulaire du fournisseur local. */
  description: string;
}

export const IDENTITES_LOCALES: readonly IdentiteLocale[] = [
  {
    id: 'agent-ddt-69',
    email: 'camille.durand@ddt-rhone.exemple.gouv.fr',
    given_name: 'Camille',
    family_name: 'Durand',
    institution: 'Direction départementale des territoires du Rhône',
    niveau_geographique: 'DEPARTEMENT:69',
    siret: '13000000000017',
    description: 'Agente de l’État, niveau départemental (Rhône)',
  },
  {
    id: 'agent-region-93',
    email: 'sami.benali@region-sud.exemple.fr',
    given_name: 'Sami',
    family_name: 'Benali',
    institution: 'Région Provence-Alpes-Côte d’Azur',
    niveau_geographique: 'REGION:93',
    siret: '23130002100012',
    description: 'Agent de collectivité, niveau régional (Provence-Alpes-Côte d’Azur)',
  },
  {
    id: 'agent-commune-lyon',
    email: 'hugo.petit@mairie-lyon.exemple.fr',
    given_name: 'Hugo',
    family_name: 'Petit',
    institution: 'Ville de Lyon',
    niveau_geographique: 'COMMUNE:69123',
    siret: '21690123100011',
    description: 'Agent de collectivité, niveau communal (Lyon)',
  },
  {
    id: 'agent-national',
    email: 'lea.moreau@habitat.exemple.gouv.fr',
    given_name: 'Léa',
    family_name: 'Moreau',
    institution: 'Agence nationale de l’habitat',
    niveau_geographique: 'NATIONAL',
    siret: '18000000000015',
    description: 'Agente d’un établissement public, niveau national',
  },
  {
    id: 'teneur-admin',
    email: 'demo.teneur.admin@registre.local',
    given_name: 'Claire',
    family_name: 'Bonnet',
    institution: 'Teneur du registre',
    niveau_geographique: 'NATIONAL',
    siret: '18000000000015',
    description: 'Teneur du registre, administratrice principale (compte demo.teneur.admin)',
  },
  {
    id: 'teneur-hotline',
    email: 'demo.teneur.hotline@registre.local',
    given_name: 'Inès',
    family_name: 'Lambert',
    institution: 'Teneur du registre',
    niveau_geographique: 'NATIONAL',
    siret: '18000000000015',
    description: 'Teneur du registre, assistance (compte demo.teneur.hotline)',
  },
];
