import { zodResolver } from '@hookform/resolvers/zod';
import {
  CreationMotDePasse,
  Email,
  InscriptionEtude,
  messagesGeneriques,
  SaisieCodeActivation,
  schemaInscription,
  type TypeInscription,
} from '@registre/domain';
import { z } from 'zod';

/**
 * Schémas et résolveurs des formulaires publics du compte (connexion, mot de passe oublié, création du mot de
 * passe, code d'activation, inscription d'une étude), chargés au premier contrôle par `resolveurDiffere` (ADR 0286) : zod et les schémas
 * n'entrent pas dans le JavaScript initial de ces pages. Les règles sont celles du domaine, que le serveur
 * applique aussi.
 */

export const SaisieConnexion = z.object({
  identifiant: z.string().trim().min(1, { error: messagesGeneriques.required }),
  motDePasse: z.string().min(1, { error: messagesGeneriques.required }),
  resterConnecte: z.boolean(),
});
export type SaisieConnexion = z.infer<typeof SaisieConnexion>;

export const SaisieOubli = z.object({ email: Email });
export type SaisieOubli = z.infer<typeof SaisieOubli>;

export const resolveurConnexion = zodResolver(SaisieConnexion);
export const resolveurOubli = zodResolver(SaisieOubli);
export const resolveurCreationMotDePasse = zodResolver(CreationMotDePasse);
export const resolveurCodeActivation = zodResolver(SaisieCodeActivation);
export const resolveurInscriptionEtude = zodResolver(InscriptionEtude);
/** Formulaire d'inscription d'un télédéclarant : le schéma de son type (SIRET ou adresse de la copropriété). */
export const resolveurInscription = (type: TypeInscription) => zodResolver(schemaInscription(type));
