import { AUTOCOMPLETION_ADRESSE, libelleAdresseComparable } from '@registre/domain';
import donnees from './adresses-locales.json' with { type: 'json' };
import { type FeatureBan, ReponseBan, typeAutocompletion, versCandidates } from './ban.js';
import type { PortGeocodage } from './port.js';

/**
 * Chemin du jeu d'adresses locales (réponses de la Base Adresse Nationale : numéros de voies réelles de Paris,
 * Lyon, Marseille, Montpellier et d'Annecy avec ses communes déléguées), généré par
 * `scripts/generer-localisation-locale.mjs`. Les données de démonstration y prennent leurs adresses : chaque
 * adresse y a une parcelle (`parcelles/parcelles-locales.json`) et, le plus souvent, un bâtiment
 * (`batiments/batiments-locaux.json`).
 */
export const ADRESSES_LOCALES: readonly FeatureBan[] = ReponseBan.parse(donnees).features;

interface Entree {
  feature: FeatureBan;
  mots: string[];
}

const mots = (texte: string) => libelleAdresseComparable(texte).split(' ').filter(Boolean);

/** Les voies, déduites des numéros : position moyenne, libellé « voie code postal commune ». */
function voies(adresses: readonly FeatureBan[]): FeatureBan[] {
  const parVoie = new Map<string, FeatureBan[]>();
  for (const a of adresses) {
    const cle = `${a.properties.id.split('_').slice(0, 2).join('_')}`;
    parVoie.set(cle, [...(parVoie.get(cle) ?? []), a]);
  }
  return [...parVoie.entries()].map(([id, numeros]) => {
    const [premier] = numeros as [FeatureBan];
    const p = premier.properties;
    const moyenne = (i: 0 | 1) =>
      Math.round((numeros.reduce((s, n) => s + n.geometry.coordinates[i], 0) / numeros.length) * 1e6) / 1e6;
    return {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [moyenne(0), moyenne(1)] },
      properties: {
        ...p,
        id,
        type: 'street',
        name: p.street ?? p.name,
        label: `${p.street} ${p.postcode} ${p.city}`,
        housenumber: null,
      },
    };
  });
}

/**
 * Adaptateur hors ligne, déterministe : cherche dans les adresses livrées dans le dépôt comme le ferait l'API
 * (chaque mot saisi doit commencer un mot de l'adresse — un numéro doit être égal), classe les résultats par
 * pertinence puis par libellé, et convertit la réponse avec le même code que l'adaptateur `http`.
 */
export function creerGeocodageLocal(): PortGeocodage {
  const index: Entree[] = [...ADRESSES_LOCALES, ...voies(ADRESSES_LOCALES)].map((feature) => ({
    feature,
    mots: mots(`${feature.properties.label} ${feature.properties.oldcity ?? ''}`),
  }));
  const chercher = (texte: string, types: readonly string[]) => {
    const saisis = mots(texte);
    const trouves = index
      .filter((e) => types.includes(e.feature.properties.type))
      .filter(
        (e) =>
          saisis.length > 0 &&
          saisis.every((m) =>
            /^\d+$/.test(m) ? e.mots.includes(m) : e.mots.some((mot) => mot.startsWith(m)),
          ),
      )
      .map((e) => ({ e, score: saisis.length / e.mots.length }))
      .sort(
        (a, b) =>
          b.score - a.score || a.e.feature.properties.label.localeCompare(b.e.feature.properties.label, 'fr'),
      )
      .slice(0, AUTOCOMPLETION_ADRESSE.limite)
      .map(({ e, score }) => ({
        ...e.feature,
        properties: { ...e.feature.properties, score: Math.round(score * 100) / 100 },
      }));
    return { type: 'FeatureCollection', features: trouves };
  };
  return {
    async autocompleter(texte) {
      return versCandidates(chercher(texte, [typeAutocompletion(texte)]), 'autocompletion');
    },
    async rechercher(texte) {
      return versCandidates(chercher(texte, ['housenumber', 'street', 'locality']), 'recherche');
    },
  };
}
