import { estProfilRefuse, type InfoCompte } from '@registre/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { clesSession } from '../../api/cles-requetes';
import { appelerApi } from '../../api/client';
import { contratsCompte } from '../../api/contrats-differes';
import { estErreurStatut } from '../../api/erreurs-appel';

/** États de la session côté client (spec 1 §4). */
export type EtatSession = 'EN_COURS' | 'CONNECTE' | 'ANONYME';

/** Lit le compte connecté ; un 401 signifie « personne n'est connecté », pas une erreur. */
async function lireSession(): Promise<InfoCompte | null> {
  try {
    const compteRoutes = await contratsCompte();
    const compte = await appelerApi(compteRoutes.compte);
    // Le profil restreint est refusé : traité comme s'il n'y avait pas de compte (spec 1 §4).
    if (estProfilRefuse(compte.profil)) {
      await appelerApi(compteRoutes.deconnexion).catch(() => undefined);
      return null;
    }
    return compte;
  } catch (erreur) {
    if (estErreurStatut(erreur, 401)) return null;
    throw erreur;
  }
}

export interface Session {
  etat: EtatSession;
  compte: InfoCompte | null;
  /** Relit le compte (après connexion, modification, connexion en tant que…). */
  actualiser: () => Promise<void>;
  deconnecter: () => Promise<void>;
}

export function useSession(): Session {
  const client = useQueryClient();
  const { data, isPending } = useQuery({
    queryKey: clesSession.compte(),
    queryFn: lireSession,
    staleTime: 60_000,
  });
  const actualiser = useCallback(async () => {
    await client.invalidateQueries({ queryKey: clesSession.compte() });
  }, [client]);
  const deconnecter = useCallback(async () => {
    await appelerApi((await contratsCompte()).deconnexion);
    client.setQueryData(clesSession.compte(), null);
    await client.invalidateQueries();
  }, [client]);
  return {
    etat: isPending ? 'EN_COURS' : data ? 'CONNECTE' : 'ANONYME',
    compte: data ?? null,
    actualiser,
    deconnecter,
  };
}
