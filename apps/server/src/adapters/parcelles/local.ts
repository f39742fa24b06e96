import { versParcelle } from './apicarto.js';
import donnees from './parcelles-locales.json' with { type: 'json' };
import type { PortParcelles } from './port.js';

/**
 * Adaptateur hors ligne, déterministe : les parcelles des adresses locales (une par adresse, et par voie une
 * parcelle connue du cadastre mais sans géométrie), au format de l'API Carto et converties par le même code
 * que l'adaptateur `http`. Généré par `scripts/generer-localisation-locale.mjs`.
 */
export function creerParcellesLocal(): PortParcelles {
  return {
    async trouverParcelle({ codeInsee, prefixe, section, numero }) {
      const features = donnees.features.filter(
        (f) =>
          f.properties.code_insee === codeInsee &&
          f.properties.com_abs === prefixe &&
          f.properties.section === section &&
          f.properties.numero === numero,
      );
      return versParcelle({ type: 'FeatureCollection', features });
    },
  };
}
