/**
 * Régénère, dans docs/decisions/0030-cycles-de-vie.md, le diagramme Mermaid et la table de chaque
 * cycle de vie à partir des machines du domaine (blocs entre marqueurs).
 *
 *   npx tsx scripts/generer-doc-cycles.ts            réécrit les blocs
 *   npx tsx scripts/generer-doc-cycles.ts --verifier échoue si un bloc n'est pas à jour
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  diagrammeMermaid,
  type Machine,
  machineCopropriete,
  machineDeclaration,
  machineMandat,
  machineReclamation,
  machineTeledeclarant,
  tableauMarkdown,
} from '../packages/domain/src/cycles/index.js';
import { formaterAvecBiome, memeMarkdown } from './markdown.js';

export const CHEMIN_ADR_CYCLES = fileURLToPath(
  new URL('../docs/decisions/0030-cycles-de-vie.md', import.meta.url),
);

type MachineQuelconque = Machine<string, string, string, string>;

export const MACHINES: readonly MachineQuelconque[] = [
  machineCopropriete,
  machineDeclaration,
  machineMandat,
  machineTeledeclarant,
  machineReclamation,
] as unknown as readonly MachineQuelconque[];

const debut = (nom: string) => `<!-- début du bloc généré : ${nom} -->`;
const fin = (nom: string) => `<!-- fin du bloc généré : ${nom} -->`;

/** Contenu généré d'un cycle : diagramme puis table des règles. */
export function blocCycle(machine: MachineQuelconque): string {
  return ['```mermaid', diagrammeMermaid(machine), '```', '', tableauMarkdown(machine)].join('\n');
}

/** Remplace le contenu de chaque bloc balisé par sa version générée ; un marqueur manquant est une erreur. */
export function mettreAJourBlocs(texte: string): string {
  let resultat = texte;
  for (const machine of MACHINES) {
    const ouverture = debut(machine.nom);
    const fermeture = fin(machine.nom);
    const i = resultat.indexOf(ouverture);
    const j = resultat.indexOf(fermeture);
    if (i < 0 || j < i) {
      throw new Error(`Marqueurs absents pour le cycle ${machine.nom} dans ${CHEMIN_ADR_CYCLES}`);
    }
    resultat = `${resultat.slice(0, i + ouverture.length)}\n${blocCycle(machine)}\n${resultat.slice(j)}`;
  }
  return resultat;
}

function principal(argumentsLigne: readonly string[]): number {
  const actuel = readFileSync(CHEMIN_ADR_CYCLES, 'utf8');
  const attendu = mettreAJourBlocs(actuel);
  if (argumentsLigne.includes('--verifier')) {
    if (!memeMarkdown(actuel, attendu)) {
      console.error("L'ADR 0030 n'est pas à jour : lancez npx tsx scripts/generer-doc-cycles.ts");
      return 1;
    }
    console.log("L'ADR 0030 est à jour.");
    return 0;
  }
  writeFileSync(CHEMIN_ADR_CYCLES, attendu, 'utf8');
  formaterAvecBiome(CHEMIN_ADR_CYCLES);
  console.log(`Écrit : ${CHEMIN_ADR_CYCLES}`);
  return 0;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = principal(process.argv.slice(2));
}
