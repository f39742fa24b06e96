import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * Résolveur react-hook-form dont le schéma arrive au premier contrôle (ADR 0286) : une page publique garde zod et
 * ses schémas hors de son JavaScript initial (budget de 200 Ko, issue 10 §7) ; le module chargé fournit le
 * résolveur du schéma du domaine (`zodResolver`), la règle et ses messages restent à un seul endroit. Le contrôle
 * de react-hook-form est déjà asynchrone : seul le premier attend en plus le module. Un échec de chargement est
 * retenté au contrôle suivant.
 */
export function resolveurDiffere<TSaisie extends FieldValues, TContexte = unknown, TSortie = TSaisie>(
  charger: () => Promise<Resolver<TSaisie, TContexte, TSortie>>,
): Resolver<TSaisie, TContexte, TSortie> {
  let resolveur: Promise<Resolver<TSaisie, TContexte, TSortie>> | undefined;
  return async (valeurs, contexte, options) => {
    resolveur ??= charger().catch((erreur: unknown) => {
      resolveur = undefined;
      throw erreur;
    });
    return (await resolveur)(valeurs, contexte, options);
  };
}
