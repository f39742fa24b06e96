import donnees from './etablissements-locaux.json' with { type: 'json' };
import type { PortEtablissements } from './port.js';
import { versEtablissement } from './recherche-entreprises.js';

/**
 * Adaptateur hors ligne, déterministe : un jeu d'établissements fictifs mais réalistes (syndics professionnels,
 * notaires, bailleur social, administrateur provisoire, une boulangerie au code APE non autorisé, La Poste),
 * au format de l'API publique et converti par le même code que l'adaptateur `http`.
 */
export function creerEtablissementsLocal(): PortEtablissements {
  return {
    async trouverParSiret(siret) {
      return versEtablissement(donnees, siret);
    },
  };
}
