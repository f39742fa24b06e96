import { z } from 'zod';
import { erreursDuChamp } from '../commun/texte.js';
import { AUTHORITIES } from './liste-authorities.js';

export * from './liste-authorities.js';

/** Schéma zod de la liste `AUTHORITIES` (valeurs et libellés dans `liste-authorities.ts`, sans zod : ADR 0260). */
export const Authority = z.enum(AUTHORITIES, { error: erreursDuChamp("L'autorisation") });
export type Authority = z.infer<typeof Authority>;
