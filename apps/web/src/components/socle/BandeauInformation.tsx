import { Notice } from '@codegouvfr/react-dsfr/Notice';
import { useQuery } from '@tanstack/react-query';
import { clesSysteme } from '../../api/cles-requetes';
import { appelerApi } from '../../api/client';
import { contratsSysteme } from '../../api/contrats-differes';

/** Bandeau du message d'information fourni par le serveur ; rien quand le message est vide. */
export function BandeauInformation() {
  const { data } = useQuery({
    queryKey: clesSysteme.messageInformation(),
    queryFn: async () => appelerApi((await contratsSysteme()).infoMessage),
    staleTime: 5 * 60 * 1000,
  });
  const texte = data?.trim();
  if (!texte) return null;
  return <Notice title={texte} isClosable data-testid="bandeau-information" />;
}
