import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHEMIN_ADR_CYCLES, MACHINES, mettreAJourBlocs } from './generer-doc-cycles.js';
import { normaliserMarkdown } from './markdown.js';

describe('ADR 0030 — cycles de vie', () => {
  const adr = readFileSync(CHEMIN_ADR_CYCLES, 'utf8');

  it('contient les diagrammes et les tables à jour (sinon : npx tsx scripts/generer-doc-cycles.ts)', () => {
    // Biome aligne les colonnes des tables : on compare le contenu, pas l'alignement.
    expect(normaliserMarkdown(mettreAJourBlocs(adr))).toBe(normaliserMarkdown(adr));
  });

  it('documente chacun des cinq cycles, chaque état et chaque événement', () => {
    expect(MACHINES.map((machine) => machine.nom)).toEqual([
      'copropriete',
      'declaration',
      'mandat',
      'teledeclarant',
      'reclamation',
    ]);
    for (const machine of MACHINES) {
      for (const etat of machine.etats) {
        expect(adr, `${machine.nom} : ${etat}`).toContain(etat);
      }
      for (const evenement of machine.evenements) {
        expect(adr, `${machine.nom} : ${evenement}`).toContain(`\`${evenement}\``);
      }
    }
  });
});
