import { type DemandeOuverte, validationsRoutes } from '@registre/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { appelerApi } from '../../api/client';
import { storeErreurs } from '../../api/erreurs';
import { estErreurStatut, messageErreur } from '../../api/erreurs-appel';
import { storeNotifications } from '../notifications/notifications';

export type EtatVerrou =
  | { etat: 'ouverture' }
  /** La demande est à l'appelant (verrou pris ou prolongé). */
  | { etat: 'tenue'; ouverte: DemandeOuverte }
  /** Un autre teneur la tient : message du serveur (« … par X depuis le jj/mm/aaaa à HH:MM »). */
  | { etat: 'tenueParAutre'; message: string }
  | { etat: 'erreur'; message: string };

/**
 * Écrans montés par demande (copropriété) : la libération attend que le dernier écran de la demande soit
 * démonté, pour qu'un remontage immédiat (double montage du mode strict de React, retour rapide) ne relâche
 * pas le verrou qu'il vient de prendre.
 */
const montages = new Map<number, number>();

function liberer(n: number, keepalive = false): void {
  void appelerApi(validationsRoutes.liberer, { params: { n }, keepalive }).catch(() => undefined);
}

function libererSiPlusMontee(n: number): void {
  setTimeout(() => {
    if ((montages.get(n) ?? 0) === 0) liberer(n);
  }, 0);
}

/**
 * Ouvre une demande du guichet (spec 2 §7.7 `update-etat-encours*`) : prend son verrou à l'arrivée sur l'écran
 * et le libère au départ (`unlockcopro`) — écran quitté dans l'application, onglet fermé ou rechargé. Une
 * action qui tranche ou affecte la demande libère elle-même le verrou : l'écran appelle alors `relacher`
 * pour ne pas libérer une seconde fois.
 */
export function useVerrouDemande(n: number, idMandat: number | null) {
  const [etat, setEtat] = useState<EtatVerrou>({ etat: 'ouverture' });
  const detenu = useRef(false);

  useEffect(() => {
    let actif = true;
    montages.set(n, (montages.get(n) ?? 0) + 1);
    setEtat({ etat: 'ouverture' });
    const ouverture =
      idMandat !== null
        ? appelerApi(validationsRoutes.ouvrirParMandat, { params: { idMandat } })
        : appelerApi(validationsRoutes.ouvrirSansMandat, { params: { n } });
    ouverture.then(
      (ouverte) => {
        detenu.current = true;
        if (actif) setEtat({ etat: 'tenue', ouverte });
        else libererSiPlusMontee(n);
      },
      (erreur: unknown) => {
        detenu.current = false;
        if (estErreurStatut(erreur, 409)) {
          // Attendu : l'écran le dit à sa place, avec qui tient la demande ; pas de notification d'erreur.
          storeErreurs.retirer(erreur.erreur.id);
          storeNotifications.retirer(erreur.erreur.id);
          if (actif) setEtat({ etat: 'tenueParAutre', message: erreur.message });
          return;
        }
        if (actif)
          setEtat({ etat: 'erreur', message: messageErreur(erreur, "La demande n'a pas pu être ouverte.") });
      },
    );
    const auDepartDeLaPage = () => {
      if (detenu.current) liberer(n, true);
    };
    window.addEventListener('pagehide', auDepartDeLaPage);
    return () => {
      actif = false;
      window.removeEventListener('pagehide', auDepartDeLaPage);
      montages.set(n, (montages.get(n) ?? 1) - 1);
      if (detenu.current) {
        detenu.current = false;
        libererSiPlusMontee(n);
      }
    };
  }, [n, idMandat]);

  /** Le verrou a été libéré par le serveur (action terminée) : rien à libérer au départ de l'écran. */
  const relacher = useCallback(() => {
    detenu.current = false;
  }, []);

  /** « Quitter la demande » : libère le verrou et attend la réponse (la recherche relue la voit libre). */
  const quitter = useCallback(async () => {
    if (!detenu.current) return;
    detenu.current = false;
    await appelerApi(validationsRoutes.liberer, { params: { n } }).catch(() => undefined);
  }, [n]);

  return { etat, relacher, quitter };
}
