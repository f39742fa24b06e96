import { z } from 'zod';

const MESSAGE_ENTIER = 'Un nombre entier est attendu.';
const MESSAGE_NOMBRE = 'Un nombre est attendu.';

/** Nombre entier (effectifs, nombres de lots, années) ; les bornes métier relèvent des règles. */
export const Entier = z.number({ error: MESSAGE_ENTIER }).int({ error: MESSAGE_ENTIER });
export type Entier = z.infer<typeof Entier>;

/** Montant en euros, au centime près au plus ; les bornes métier relèvent des règles. */
export const Montant = z
  .number({ error: MESSAGE_NOMBRE })
  .refine((valeur) => Number.isFinite(valeur) && Math.abs(Math.round(valeur * 100) - valeur * 100) < 1e-6, {
    error: 'Le montant ne peut pas comporter plus de deux décimales.',
  });
export type Montant = z.infer<typeof Montant>;
