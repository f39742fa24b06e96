import { useQuery } from '@tanstack/react-query';
import { clesClavis } from '../../api/cles-requetes';
import { appelerApi } from '../../api/client';
import { contratsClavis } from '../../api/contrats-differes';

/** Page de la charte de confidentialité (spec 1 §2). */
export const CHEMIN_CHARTE = '/institutionnels/charte-confidentialite';

/** Adresses de connexion et de déconnexion institutionnelles (`geturls`). */
export function useUrlsClavis() {
  return useQuery({
    queryKey: clesClavis.urls(),
    queryFn: async () => appelerApi((await contratsClavis()).urls),
    staleTime: 5 * 60_000,
  });
}

/** Adresse qui commence la connexion institutionnelle, avec la page où revenir. */
export function adresseConnexion(urlConnexion: string, retour?: string | null): string {
  if (!retour?.startsWith('/') || retour.startsWith('//')) return urlConnexion;
  return `${urlConnexion}?retour=${encodeURIComponent(retour)}`;
}

/** Navigation du navigateur (remplaçable dans les tests). */
export const navigateur = {
  ouvrir(url: string): void {
    window.location.assign(url);
  },
};

/**
 * Déconnexion par le service institutionnel (menu du compte de l'utilisateur institutionnel) : la session du
 * registre est fermée, puis le navigateur ouvre la fin de session du fournisseur, qui revient à l'accueil.
 */
export async function deconnexionInstitutionnelle(): Promise<void> {
  const url = await appelerApi((await contratsClavis()).deconnexion);
  navigateur.ouvrir(url || '/');
}

/** État de la charte de confidentialité (profil institutionnel seulement). */
export function useEtatCharte(actif: boolean) {
  return useQuery({
    queryKey: clesClavis.charte(),
    queryFn: async () => appelerApi((await contratsClavis()).etatCharte),
    enabled: actif,
    staleTime: 60_000,
  });
}

/** Identité transmise par le service institutionnel (prénom, nom, institution) : pour l'institutionnel seulement. */
export function useAttributsClavis(actif: boolean) {
  return useQuery({
    queryKey: clesClavis.attributs(),
    queryFn: async () => appelerApi((await contratsClavis()).attributs),
    enabled: actif,
    staleTime: 5 * 60_000,
  });
}
