import { z } from 'zod';

/** Identifiant technique d'un enregistrement : entier strictement positif (l'utilisateur institutionnel a l'id 1). */
export const Identifiant = z.number({ error: 'Identifiant attendu.' }).int().positive();
export type Identifiant = z.infer<typeof Identifiant>;

/** Identifiant reçu dans un chemin ou une requête, sous forme de texte (`/api/teledeclarants/12`). */
export const IdentifiantTexte = z.string().regex(/^[1-9]\d{0,15}$/, { error: 'Identifiant attendu.' });
export type IdentifiantTexte = z.infer<typeof IdentifiantTexte>;
