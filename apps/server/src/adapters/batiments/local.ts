import donnees from './batiments-locaux.json' with { type: 'json' };
import type { PortBatiments } from './port.js';
import { versIdentifiants } from './rnb.js';

/**
 * Adaptateur hors ligne, déterministe : les bâtiments des adresses locales (une adresse sur neuf n'en a pas),
 * au format de l'API du RNB et convertis par le même code que l'adaptateur `http`. Généré par
 * `scripts/generer-localisation-locale.mjs`.
 */
export function creerBatimentsLocal(): PortBatiments {
  return {
    async identifiantsParCleBan(cleBan) {
      const results = donnees.features.filter((b) => b.addresses.some((a) => a.id === cleBan));
      return versIdentifiants({ status: 'ok', cle_interop_ban: cleBan, results });
    },
  };
}
