import type { CertificatSimule } from '@registre/domain';

/**
 * Certificats FICTIFS du simulateur de développement (`SIMULATEUR_CERTIFICAT=1`, jamais en production,
 * ADR 0067). Ils reprennent les notaires de démonstration : l'étude 75001 (Office notarial Martin et associés,
 * inscrite par les données de démonstration) et l'étude 13051 (Étude notariale Bernard, à inscrire ; son SIRET
 * figure dans le jeu local des établissements).
 */

/** Cookie signé qui garde, pour ce navigateur, le certificat fictif choisi. */
export const COOKIE_CERTIFICAT_SIMULE = 'registre_certificat_simule';

const EMETTEUR =
  'CN=Autorite de certification fictive des notaires,O=Registre des coproprietes (developpement),C=FR';

export const CERTIFICATS_SIMULES: readonly CertificatSimule[] = [
  {
    id: 'notaire-martin',
    libelle: 'Maître Hélène Martin — notaire, étude 75001 (inscrite)',
    subjectDn:
      'emailAddress=demo.notaire.admin@registre.local,CN=Helene MARTIN,GN=Helene,SN=MARTIN,title=Notaire,OU=CRPCEN 75001,O=Office notarial Martin et associes,C=FR',
    issuerDn: EMETTEUR,
  },
  {
    id: 'collaborateur-petit',
    libelle: 'Léa Petit — collaboratrice, étude 75001 (inscrite)',
    subjectDn:
      'emailAddress=demo.notaire.collab@registre.local,CN=Lea PETIT,GN=Lea,SN=PETIT,title=Collaborateur de notaire,OU=CRPCEN 75001,O=Office notarial Martin et associes,C=FR',
    issuerDn: EMETTEUR,
  },
  {
    id: 'notaire-bernard',
    libelle: 'Maître Jeanne Bernard — notaire, étude 13051 (à inscrire)',
    subjectDn:
      'emailAddress=jeanne.bernard@notaires.exemple.fr,CN=Jeanne BERNARD,GN=Jeanne,SN=BERNARD,title=Notaire,OU=CRPCEN 13051,O=Etude notariale Bernard,C=FR',
    issuerDn: EMETTEUR,
  },
  {
    id: 'collaborateur-garnier',
    libelle: 'Luc Garnier — collaborateur, étude 13051 (non inscrite)',
    subjectDn:
      'emailAddress=luc.garnier@notaires.exemple.fr,CN=Luc GARNIER,GN=Luc,SN=GARNIER,title=Collaborateur de notaire,OU=CRPCEN 13051,O=Etude notariale Bernard,C=FR',
    issuerDn: EMETTEUR,
  },
];
