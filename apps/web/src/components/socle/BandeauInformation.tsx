import { Notice } from '@codegouvfr/react-dsfr/Notice';
import { systemeRoutes } from '@registre/domain';
import { useQuery } from '@tanstack/react-query';
import { clesSysteme } from '../../api/cles-requetes';
import { appelerApi } from '../../api/client';

/** Bandeau du message d'information fourni par le serveur ; rien quand le message est vide. */
export function BandeauInformation() {
  const { data } = useQuery({
    queryKey: clesSysteme.messageInformation(),
    queryFn: () => appelerApi(systemeRoutes.infoMessage),
    staleTime: 5 * 60 * 1000,
  });
  const texte = data?.trim();
  if (!texte) return null;
  return <Notice title={texte} isClosable data-testid="bandeau-information" />;
}
