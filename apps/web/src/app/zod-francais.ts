/**
 * zod réglé en français, là où zod est chargé (ADR 0260). La construction web résout `zod` vers ce module
 * (alias de vite.config.ts) : le premier morceau qui charge zod — une page, un formulaire, un contrat — applique
 * la langue avant tout contrôle. Le morceau d'entrée n'a donc plus besoin d'importer zod pour le régler.
 * `zod/v4` est le même module que `zod` (mêmes schémas, même configuration globale).
 */
import { z } from 'zod/v4';
import fr from 'zod/v4/locales/fr.js';

z.config(fr());

export * from 'zod/v4';
export { z, z as default };
