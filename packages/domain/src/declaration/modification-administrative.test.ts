import { describe, expect, it } from 'vitest';
import type { Difference } from './differences.js';
import {
  detailModificationAdministrative,
  LONGUEUR_MAX_AVANT_APRES_JOURNAL,
  MotifModificationAdministrative,
} from './modification-administrative.js';

const difference = (libelle: string, avant: string | null, apres: string | null): Difference => ({
  etape: 'identification',
  chemin: `identification.${libelle}`,
  libelle,
  avant,
  apres,
});

describe('motif d’une modification administrative', () => {
  it('est obligatoire, sans espaces autour, sur une ligne', () => {
    expect(MotifModificationAdministrative.safeParse('  Erreur de saisie  ').data).toBe('Erreur de saisie');
    expect(MotifModificationAdministrative.safeParse('   ').error?.issues[0]?.message).toMatch(/motif/i);
    expect(MotifModificationAdministrative.safeParse('a\nb').success).toBe(false);
    expect(MotifModificationAdministrative.safeParse('x'.repeat(501)).success).toBe(false);
  });
});

describe('detailModificationAdministrative', () => {
  it('nomme chaque donnée avec sa valeur avant et après, « — » quand elle manquait', () => {
    const detail = detailModificationAdministrative('Erreur de saisie', 12, [
      difference('Nom', 'Les Tilleuls', 'Les Tilleuls bis'),
      difference('Nombre de lots', null, '12'),
    ]);
    expect(detail).toEqual({
      motif: 'Erreur de saisie',
      idDeclaration: 12,
      nbModifications: 2,
      avant: 'Nom : Les Tilleuls ; Nombre de lots : —',
      apres: 'Nom : Les Tilleuls bis ; Nombre de lots : 12',
    });
  });
  it('coupe un texte trop long à la longueur permise, avec « … »', () => {
    const longues = Array.from({ length: 80 }, (_, i) =>
      difference(`Donnée ${i}`, 'a'.repeat(20), 'b'.repeat(20)),
    );
    const detail = detailModificationAdministrative('Motif', 3, longues);
    expect(detail.nbModifications).toBe(80);
    expect(detail.avant.length).toBeLessThanOrEqual(LONGUEUR_MAX_AVANT_APRES_JOURNAL);
    expect(detail.avant.endsWith('…')).toBe(true);
    expect(detail.apres.startsWith('Donnée 0 : bbbb')).toBe(true);
  });
});
