import { type OptionChamp, referentielsDeclarationRoutes } from '@registre/domain';
import { useQuery } from '@tanstack/react-query';
import { appelerApi } from '../../api/client';

/** Listes de référence du formulaire (spec 2 §7.12 : `parametres/*`, `typeDePiecesJustif`). */
export type ListeDeclaration = 'energieUtilisee' | 'typeChauffage' | 'periodeConstruction';

const ROUTES = {
  energieUtilisee: referentielsDeclarationRoutes.energiesUtilisees,
  typeChauffage: referentielsDeclarationRoutes.typesChauffage,
  periodeConstruction: referentielsDeclarationRoutes.periodesConstruction,
} as const;

const versOptions = (liste: readonly { code: string; libelle: string }[]): OptionChamp[] =>
  liste.map((e) => ({ valeur: e.code, libelle: e.libelle }));

/** Options d'une liste `parametres/*` lues sur le serveur ; `undefined` pendant le chargement. */
export function useListeDeclaration(liste: ListeDeclaration): OptionChamp[] | undefined {
  const { data } = useQuery({
    queryKey: ['declaration', 'parametres', liste],
    queryFn: () => appelerApi(ROUTES[liste]),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ? versOptions(data) : undefined;
}

/** Pièces justificatives proposées selon la nature du mandat (`typeDePiecesJustif?adminProvisoire`). */
export function usePiecesJustificatives(adminProvisoire: boolean | null): OptionChamp[] | undefined {
  const { data } = useQuery({
    queryKey: ['declaration', 'pieces-justificatives', adminProvisoire],
    queryFn: () =>
      appelerApi(referentielsDeclarationRoutes.typesPiecesJustificatives, {
        query: { adminProvisoire: adminProvisoire === true },
      }),
    enabled: adminProvisoire !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ? versOptions(data) : undefined;
}
