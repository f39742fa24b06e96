import type { ContratRoute } from '@registre/domain';
import { useQuery } from '@tanstack/react-query';
import { clesDonneesEtApi } from '../../api/cles-requetes';
import { appelerApi, construireUrl } from '../../api/client';

/** Au-delà, la réponse affichée est abrégée (les statistiques de la France comptent des dizaines de régions). */
const LIGNES_MAX = 60;

/** Réponse mise en forme, abrégée si elle est longue. */
function miseEnForme(corps: unknown): string {
  const lignes = JSON.stringify(corps, null, 2).split('\n');
  return lignes.length > LIGNES_MAX
    ? `${lignes.slice(0, LIGNES_MAX).join('\n')}\n  … (${lignes.length - LIGNES_MAX} lignes de plus)`
    : lignes.join('\n');
}

interface Props {
  titre: string;
  contrat: ContratRoute;
  params?: Record<string, string>;
  query?: Record<string, string | number>;
}

/** Un exemple : la commande `curl` et la réponse réelle de l'API, lue à l'instant par la même adresse. */
export function ExempleAppel({ titre, contrat, params, query }: Props) {
  const adresse = construireUrl(contrat, params, query);
  const { data, isPending, isError } = useQuery({
    queryKey: clesDonneesEtApi.exemple(adresse),
    queryFn: () => appelerApi(contrat, { params, query } as never),
    staleTime: 60_000,
  });
  const origine = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <div className="fr-mb-4w">
      <h3 className="fr-h6">{titre}</h3>
      <pre className="donnees-code">
        <code>{`curl -i "${origine}${adresse}"`}</code>
      </pre>
      {isPending && <p role="status">Lecture de la réponse…</p>}
      {isError && <p>La réponse n'a pas pu être lue. Réessayez plus tard.</p>}
      {data !== undefined && (
        <>
          <p className="fr-text--sm fr-mb-1v">Réponse (200, JSON) :</p>
          <pre className="donnees-code" data-testid="reponse-exemple">
            <code>{miseEnForme(data)}</code>
          </pre>
        </>
      )}
    </div>
  );
}
