import { z } from 'zod';
import { texte } from './texte.js';

/** Plus grand identifiant technique possible (entier PostgreSQL `integer`). */
export const ID_MAX = 2_147_483_647;

const MESSAGE_IDENTIFIANT = 'Identifiant attendu.';

/** Identifiant technique d'un enregistrement : entier strictement positif (l'utilisateur institutionnel a l'id 1). */
export const Identifiant = z
  .number({ error: MESSAGE_IDENTIFIANT })
  .int({ error: MESSAGE_IDENTIFIANT })
  .positive({ error: MESSAGE_IDENTIFIANT })
  .max(ID_MAX, { error: MESSAGE_IDENTIFIANT });
export type Identifiant = z.infer<typeof Identifiant>;

/** Identifiant reçu dans un chemin ou une requête (`/api/teledeclarants/12`), converti en nombre. */
export const IdentifiantChemin = z.coerce
  .number({ error: MESSAGE_IDENTIFIANT })
  .int({ error: MESSAGE_IDENTIFIANT })
  .positive({ error: MESSAGE_IDENTIFIANT })
  .max(ID_MAX, { error: MESSAGE_IDENTIFIANT });

/** Identifiant reçu dans un chemin ou une requête, sous forme de texte (`/api/teledeclarants/12`). */
export const IdentifiantTexte = texte({ max: 100, libelle: "L'identifiant" }).regex(/^[1-9]\d{0,15}$/, {
  error: MESSAGE_IDENTIFIANT,
});
export type IdentifiantTexte = z.infer<typeof IdentifiantTexte>;
