import { describe, expect, it } from 'vitest';
import { ECART_MINIMAL_REPERES, libelleLongueur, longueurRonde, projeter, repereSuivant } from './carte';

const CADRE = { largeur: 4, hauteur: 3, marge: 0.1 };

describe('projection de la carte de l’annuaire', () => {
  it('place les points dans le cadre, l’ouest à gauche et le nord en haut, sans déformation', () => {
    const p = projeter(
      [
        { id: 1, longitude: 4.8, latitude: 45.7 }, // sud-ouest
        { id: 2, longitude: 4.9, latitude: 45.8 }, // nord-est
      ],
      CADRE,
    );
    const a = p.positions.get(1)!;
    const b = p.positions.get(2)!;
    for (const pos of [a, b]) {
      expect(pos.x).toBeGreaterThanOrEqual(10 - 1e-9);
      expect(pos.x).toBeLessThanOrEqual(90 + 1e-9);
      expect(pos.y).toBeGreaterThanOrEqual(10 - 1e-9);
      expect(pos.y).toBeLessThanOrEqual(90 + 1e-9);
    }
    expect(a.x).toBeLessThan(b.x);
    expect(a.y).toBeGreaterThan(b.y);
    // Le plus grand côté de l'emprise (la hauteur en Mercator à cette latitude) remplit la hauteur utile.
    expect(a.y - b.y).toBeCloseTo(80, 5);
    // Même rapport largeur/hauteur au sol qu'en Mercator : 0,1° de longitude ≈ 0,7 × 0,1° de latitude ici.
    const rapport = ((b.x - a.x) * CADRE.largeur) / ((a.y - b.y) * CADRE.hauteur);
    expect(rapport).toBeGreaterThan(0.65);
    expect(rapport).toBeLessThan(0.75);
  });

  it('écarte les repères confondus ou trop proches : chaque paire reste lisible', () => {
    const points = [
      ...[1, 2, 3].map((id) => ({ id, longitude: 3.8767, latitude: 43.6109 })),
      { id: 4, longitude: 3.8768, latitude: 43.611 },
      { id: 5, longitude: 3.88, latitude: 43.613 },
    ];
    const p = projeter(points, CADRE, { longitude: 3.8767, latitude: 43.6109, rayonMetres: 200 });
    const positions = [...p.positions.values()].map((pos) => ({ x: pos.x, y: (pos.y * 3) / 4 }));
    for (let i = 0; i < positions.length; i++) {
      for (let j = i + 1; j < positions.length; j++) {
        const a = positions[i]!;
        const b = positions[j]!;
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(ECART_MINIMAL_REPERES - 0.05);
      }
    }
    for (const pos of p.positions.values()) {
      expect(pos.x).toBeGreaterThan(0);
      expect(pos.x).toBeLessThan(100);
    }
  });

  it('adresse cherchée : centre, cercle de 200 m et échelle cohérents', () => {
    const p = projeter([{ id: 1, longitude: 3.8767, latitude: 43.6109 }], CADRE, {
      longitude: 3.8767,
      latitude: 43.6109,
      rayonMetres: 200,
    });
    expect(p.centre?.x).toBeCloseTo(50, 5);
    expect(p.centre?.y).toBeCloseTo(50, 5);
    // Emprise de 500 m au moins : le diamètre du cercle (400 m) tient dans la hauteur utile.
    const metresParPourcent = p.echelle.metres / p.echelle.longueur;
    expect(p.rayon! * metresParPourcent).toBeCloseTo(200, 5);
    expect([50, 100, 200]).toContain(p.echelle.metres);
  });

  it('aucun point : un cadre par défaut, sans erreur', () => {
    const p = projeter([], CADRE);
    expect(p.positions.size).toBe(0);
    expect(p.echelle.metres).toBeGreaterThan(0);
  });

  it('longueurs rondes de l’échelle', () => {
    expect(longueurRonde(740)).toBe(500);
    expect(longueurRonde(3_100)).toBe(2_000);
    expect(longueurRonde(99)).toBe(50);
    expect(libelleLongueur(500)).toBe('500 m');
    expect(libelleLongueur(2_000)).toBe('2 km');
  });

  it('clavier : flèches en boucle, début et fin ; autre touche ignorée', () => {
    expect(repereSuivant('ArrowRight', 2, 3)).toBe(0);
    expect(repereSuivant('ArrowUp', 0, 3)).toBe(2);
    expect(repereSuivant('Home', 2, 3)).toBe(0);
    expect(repereSuivant('End', 0, 3)).toBe(2);
    expect(repereSuivant('Enter', 0, 3)).toBeNull();
    expect(repereSuivant('ArrowRight', 0, 0)).toBeNull();
  });
});
