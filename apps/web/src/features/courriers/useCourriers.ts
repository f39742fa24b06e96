import { courriersRoutes } from '@registre/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clesCourriers } from '../../api/cles-requetes';
import { appelerApi } from '../../api/client';
import { storeNotifications } from '../notifications/notifications';
import { nbLettres } from './presentation';

export function useLettresAEnvoyer(page: number, taille: number) {
  return useQuery({
    queryKey: clesCourriers.lettres(page, taille),
    queryFn: () => appelerApi(courriersRoutes.aEnvoyer, { query: { page, taille } }),
    placeholderData: keepPreviousData,
  });
}

export function useLotsLettres(page: number, taille: number) {
  return useQuery({
    queryKey: clesCourriers.lots(page, taille),
    queryFn: () => appelerApi(courriersRoutes.lots, { query: { page, taille } }),
    placeholderData: keepPreviousData,
  });
}

/** Préparer un lot, puis relire les deux listes ; les erreurs (409 : rien à mettre en lot) sont notifiées par le client. */
export function usePreparerLot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => appelerApi(courriersRoutes.preparerLot),
    onSuccess: (lot) => {
      storeNotifications.ajouter({
        type: 'success',
        titre: `Lot n° ${lot.id} préparé`,
        description: `${nbLettres(lot.nbLettres)} dans ce lot. Téléchargez son PDF pour l’imprimeur, puis déclarez-le envoyé une fois remis à la poste.`,
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: clesCourriers.tout }),
  });
}

export function useDeclarerEnvoye() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (idLot: number) => appelerApi(courriersRoutes.declarerEnvoye, { params: { id: idLot } }),
    onSuccess: ({ lot, nbMarquees, dejaEnvoye }) => {
      storeNotifications.ajouter({
        type: dejaEnvoye ? 'info' : 'success',
        titre: dejaEnvoye ? `Lot n° ${lot.id} déjà déclaré envoyé` : `Lot n° ${lot.id} déclaré envoyé`,
        description: dejaEnvoye
          ? 'Aucune lettre n’a été marquée une seconde fois.'
          : `${nbLettres(nbMarquees)} marquée${nbMarquees > 1 ? 's' : ''} envoyée${nbMarquees > 1 ? 's' : ''}.`,
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: clesCourriers.tout }),
  });
}
