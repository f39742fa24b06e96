/**
 * Projection des résultats de l'annuaire sur la carte (ADR 0285) : Web Mercator ajusté à l'emprise des points
 * (et du cercle de recherche autour d'une adresse), positions en pourcentage du cadre, échelle graphique.
 * Aucun fond de carte téléchargé : rien ne part vers un service extérieur.
 */

/** Rayon moyen de la Terre, en mètres. */
const RAYON_TERRE_METRES = 6_371_008.8;
/** Emprise minimale affichée, en mètres (un point seul, des points confondus). */
const EMPRISE_MINIMALE_METRES = 500;
/** Écart minimal entre deux repères, en pourcentage de la largeur du cadre (un repère fait ≈ 3,6 %). */
export const ECART_MINIMAL_REPERES = 4;

export interface PointCarte {
  id: number;
  longitude: number;
  latitude: number;
}

export interface CadreCarte {
  /** Proportions du cadre (largeur / hauteur). */
  largeur: number;
  hauteur: number;
  /** Marge intérieure, en fraction du cadre (0,1 : 10 % de chaque côté). */
  marge: number;
}

export interface Position {
  /** Pourcentages de la largeur et de la hauteur du cadre, depuis le coin haut gauche. */
  x: number;
  y: number;
}

export interface ProjectionCarte {
  positions: Map<number, Position>;
  /** Adresse cherchée, s'il y en a une. */
  centre: Position | null;
  /** Rayon du cercle de recherche autour de l'adresse, en pourcentage de la largeur. */
  rayon: number | null;
  /** Échelle graphique : longueur représentée (mètres) et longueur du trait (pourcentage de la largeur). */
  echelle: { metres: number; longueur: number };
}

const radians = (degres: number) => (degres * Math.PI) / 180;
const mercatorX = (longitude: number) => radians(longitude);
const mercatorY = (latitude: number) => Math.log(Math.tan(Math.PI / 4 + radians(latitude) / 2));

/** Longueur « ronde » (1, 2 ou 5 × 10ⁿ mètres) au plus égale à la longueur donnée. */
export function longueurRonde(metres: number): number {
  const puissance = 10 ** Math.floor(Math.log10(metres));
  const chiffre = metres / puissance;
  return (chiffre >= 5 ? 5 : chiffre >= 2 ? 2 : 1) * puissance;
}

/** Texte d'une longueur de l'échelle (« 200 m », « 5 km »). */
export function libelleLongueur(metres: number): string {
  return metres >= 1000 ? `${(metres / 1000).toLocaleString('fr-FR')} km` : `${metres} m`;
}

/**
 * Projette les points dans le cadre : l'emprise des points (et du cercle de recherche) est centrée et mise à
 * l'échelle sans déformation ; des repères au même endroit sont écartés en couronne pour rester distincts.
 */
export function projeter(
  points: readonly PointCarte[],
  cadre: CadreCarte,
  recherche: { longitude: number; latitude: number; rayonMetres: number } | null = null,
): ProjectionCarte {
  const xs = points.map((p) => mercatorX(p.longitude));
  const ys = points.map((p) => mercatorY(p.latitude));
  const latitudes = points.map((p) => p.latitude);
  if (recherche) {
    latitudes.push(recherche.latitude);
  }
  const latitudeMoyenne =
    latitudes.length > 0 ? latitudes.reduce((a, b) => a + b, 0) / latitudes.length : 46.6;
  // Mètres au sol par unité Mercator à la latitude du cadre.
  const metresParUnite = RAYON_TERRE_METRES * Math.cos(radians(latitudeMoyenne));
  if (recherche) {
    const r = recherche.rayonMetres / metresParUnite;
    const cx = mercatorX(recherche.longitude);
    const cy = mercatorY(recherche.latitude);
    xs.push(cx - r, cx + r);
    ys.push(cy - r, cy + r);
  }
  if (xs.length === 0) {
    xs.push(mercatorX(2.35));
    ys.push(mercatorY(46.6));
  }
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const minimum = EMPRISE_MINIMALE_METRES / metresParUnite;
  const largeurUtile = cadre.largeur * (1 - 2 * cadre.marge);
  const hauteurUtile = cadre.hauteur * (1 - 2 * cadre.marge);
  // Unités du cadre par unité Mercator.
  const facteur = Math.min(
    largeurUtile / Math.max(maxX - minX, minimum),
    hauteurUtile / Math.max(maxY - minY, minimum),
  );
  const centreX = (minX + maxX) / 2;
  const centreY = (minY + maxY) / 2;
  const versCadre = (mx: number, my: number): Position => ({
    x: ((cadre.largeur / 2 + (mx - centreX) * facteur) / cadre.largeur) * 100,
    y: ((cadre.hauteur / 2 - (my - centreY) * facteur) / cadre.hauteur) * 100,
  });

  const positions = new Map<number, Position>(
    points.map((p) => [p.id, versCadre(mercatorX(p.longitude), mercatorY(p.latitude))]),
  );
  ecarterLesReperes(positions, cadre);

  // Un cinquième de la largeur, arrondi à une longueur ronde.
  const metresParPourcent = metresParUnite / facteur / (100 / cadre.largeur);
  const metres = longueurRonde(metresParPourcent * 20);
  return {
    positions,
    centre: recherche ? versCadre(mercatorX(recherche.longitude), mercatorY(recherche.latitude)) : null,
    rayon: recherche ? recherche.rayonMetres / metresParPourcent : null,
    echelle: { metres, longueur: metres / metresParPourcent },
  };
}

/**
 * Écarte les repères trop proches pour rester lisibles et cliquables : chaque paire plus proche que
 * `ECART_MINIMAL_REPERES` est repoussée à parts égales le long de la droite qui les joint (ou en couronne si
 * elles sont confondues), en quelques passes ; les repères restent dans le cadre.
 */
function ecarterLesReperes(positions: Map<number, Position>, cadre: CadreCarte): void {
  const ids = [...positions.keys()];
  // Coordonnées en pourcentage de la largeur sur les deux axes (distances sans déformation).
  const rapport = cadre.hauteur / cadre.largeur;
  const pts = ids.map((id) => {
    const p = positions.get(id) as Position;
    return { x: p.x, y: p.y * rapport };
  });
  for (let passe = 0; passe < 60; passe++) {
    let deplace = false;
    for (let i = 0; i < pts.length; i++) {
      for (let j = i + 1; j < pts.length; j++) {
        const a = pts[i] as { x: number; y: number };
        const b = pts[j] as { x: number; y: number };
        let dx = b.x - a.x;
        let dy = b.y - a.y;
        let d = Math.hypot(dx, dy);
        if (d >= ECART_MINIMAL_REPERES) continue;
        if (d < 1e-6) {
          const angle = (2 * Math.PI * j) / pts.length;
          dx = Math.cos(angle);
          dy = Math.sin(angle);
          d = 1;
        }
        const pousse = (ECART_MINIMAL_REPERES - Math.hypot(b.x - a.x, b.y - a.y)) / 2 + 0.01;
        a.x -= (dx / d) * pousse;
        a.y -= (dy / d) * pousse;
        b.x += (dx / d) * pousse;
        b.y += (dy / d) * pousse;
        deplace = true;
      }
    }
    for (const p of pts) {
      p.x = Math.min(98, Math.max(2, p.x));
      p.y = Math.min(98 * rapport, Math.max(2 * rapport, p.y));
    }
    if (!deplace) break;
  }
  ids.forEach((id, i) => {
    const p = pts[i] as { x: number; y: number };
    positions.set(id, { x: p.x, y: p.y / rapport });
  });
}

/** Indice du repère suivant au clavier (flèches, début, fin), en boucle. */
export function repereSuivant(touche: string, indice: number, nombre: number): number | null {
  if (nombre === 0) return null;
  switch (touche) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (indice + 1) % nombre;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (indice - 1 + nombre) % nombre;
    case 'Home':
      return 0;
    case 'End':
      return nombre - 1;
    default:
      return null;
  }
}
