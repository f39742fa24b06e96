import type { NiveauStatistiques } from '@registre/domain';

/** Chemin de la page des statistiques (spec 1 §2). */
export const CHEMIN_STATISTIQUES = '/consulter-les-statistiques-du-registre';

/**
 * Territoire affiché, lu dans l'adresse : `?region=84&departement=69&epci=200046977&commune=69123`. Le niveau
 * est celui du paramètre le plus fin ; les autres gardent le chemin parcouru (fil de la descente).
 */
export interface TerritoireAffiche {
  niveau: NiveauStatistiques;
  /** Code du territoire affiché (« FR » pour la France entière). */
  code: string;
  region: string | null;
  departement: string | null;
  epci: string | null;
  commune: string | null;
}

const ORDRE = ['region', 'departement', 'epci', 'commune'] as const;
type Cle = (typeof ORDRE)[number];
const NIVEAU_DE: Record<Cle, NiveauStatistiques> = {
  region: 'REGION',
  departement: 'DEPARTEMENT',
  epci: 'EPCI',
  commune: 'COMMUNE',
};

/** Codes acceptés dans l'adresse (les autres sont ignorés : la page revient au niveau supérieur). */
const FORMATS: Record<Cle, RegExp> = {
  region: /^\d{2,3}$/,
  departement: /^(\d{2}|2[AB]|9[78]\d)$/,
  epci: /^\d{9}$/,
  commune: /^(\d{2}|2[AB])\d{3}$/,
};

export function lireTerritoire(recherche: URLSearchParams): TerritoireAffiche {
  const valeurs = Object.fromEntries(
    ORDRE.map((cle) => {
      const v = recherche.get(cle)?.toUpperCase() ?? null;
      return [cle, v && FORMATS[cle].test(v) ? v : null];
    }),
  ) as Record<Cle, string | null>;
  const plusFin = [...ORDRE].reverse().find((cle) => valeurs[cle] !== null);
  return {
    niveau: plusFin ? NIVEAU_DE[plusFin] : 'NATIONAL',
    code: plusFin ? (valeurs[plusFin] as string) : 'FR',
    ...valeurs,
  };
}

/** Adresse d'un territoire : le chemin parcouru jusqu'à lui, puis lui-même. */
export function lienTerritoire(
  parcours: Partial<Record<Cle, string | null>>,
  niveau: NiveauStatistiques,
  code: string,
): string {
  const p = new URLSearchParams();
  for (const cle of ORDRE) {
    if (NIVEAU_DE[cle] === niveau) {
      p.set(cle, code);
      break;
    }
    const v = parcours[cle];
    if (v) p.set(cle, v);
  }
  const texte = p.toString();
  return texte ? `${CHEMIN_STATISTIQUES}?${texte}` : CHEMIN_STATISTIQUES;
}

/** Adresse du rapport XLSX du territoire (nom du fichier donné par le serveur, content-disposition). */
export function lienRapport(niveau: NiveauStatistiques, code: string): string {
  const p = new URLSearchParams({ niveau });
  if (niveau !== 'NATIONAL') p.set('code', code);
  return `/api/public/statistiques/telechargerRapportBo?${p.toString()}`;
}

export const nombre = (n: number) => n.toLocaleString('fr-FR');
export const part = (p: number | null) =>
  p === null ? '—' : `${p.toLocaleString('fr-FR', { maximumFractionDigits: 1 })} %`;
