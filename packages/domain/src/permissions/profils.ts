import { z } from 'zod';
import { erreursDuChamp } from '../commun/texte.js';
import { PROFILS } from './liste-profils.js';

export * from './liste-profils.js';

/** Schéma zod de la liste `PROFILS` (valeurs et libellés dans `liste-profils.ts`, sans zod : ADR 0260). */
export const Profil = z.enum(PROFILS, { error: erreursDuChamp('Le profil') });
export type Profil = z.infer<typeof Profil>;
