import { createModal, type ModalProps } from '@codegouvfr/react-dsfr/Modal';
import { useIsModalOpen } from '@codegouvfr/react-dsfr/Modal/useIsModalOpen';
import { type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { gabaritModale, TAILLE_MODALE_DEFAUT, type TailleModale } from './tailles-modale';
import './formulaire.css';

export interface ModaleProps {
  /** Modale ouverte (pilotée par l'écran). */
  ouverte: boolean;
  /**
   * Appelé quand la personne ferme la modale (bouton « Fermer », touche Échap, fond, bouton de pied) ;
   * l'écran doit alors passer `ouverte` à `false`.
   */
  onFermer: () => void;
  titre: ReactNode;
  children: ReactNode;
  /** SM, MD, LG ou XL (par défaut). */
  taille?: TailleModale;
  /**
   * Boutons du pied de modale, de gauche à droite : le dernier est le bouton principal (sauf
   * `priority` explicite), les autres secondaires (règle du DSFR). Un bouton ferme la modale sauf
   * `doClosesModal: false` (par exemple une confirmation qui lance une action bloquante).
   */
  boutons?: ModalProps['buttons'];
  /** Identifiant du `<dialog>` ; par défaut un identifiant unique. */
  id?: string;
  /** Niveau du titre (h1 par défaut, comme le DSFR). */
  titreComme?: ModalProps['titleAs'];
  className?: string;
}

type ActionDsfr = 'disclose' | 'conceal';
type ApiDsfr = (element: Element) => { modal?: Record<ActionDsfr, () => void> } | undefined;

const ESSAIS_DSFR = 40;
const DELAI_ESSAI_MS = 50;

/**
 * Ouvre ou ferme la modale par l'API du DSFR, en attendant au besoin que le script DSFR soit chargé
 * et ait pris en charge le `<dialog>` (juste après son montage). Renvoie de quoi abandonner l'attente.
 */
function piloterModale(id: string, action: ActionDsfr): () => void {
  let minuteur: ReturnType<typeof setTimeout> | undefined;
  const essayer = (reste: number) => {
    const element = document.getElementById(id);
    const dsfr = (window as Window & { dsfr?: ApiDsfr }).dsfr;
    const modale = element !== null && typeof dsfr === 'function' ? dsfr(element)?.modal : undefined;
    if (modale !== undefined) {
      modale[action]();
    } else if (reste > 0) {
      minuteur = setTimeout(() => essayer(reste - 1), DELAI_ESSAI_MS);
    }
  };
  essayer(ESSAIS_DSFR);
  return () => clearTimeout(minuteur);
}

/**
 * Rend le focus à l'élément qui l'avait avant l'ouverture, sauf si le focus a déjà été placé ailleurs
 * hors de la modale (par l'écran, ou par le DSFR sur un vrai bouton de contrôle).
 */
function rendreFocus(idModale: string, declencheur: HTMLElement | null): void {
  if (declencheur === null || !declencheur.isConnected) {
    return;
  }
  const actif = document.activeElement;
  const perdu =
    actif === null ||
    actif === document.body ||
    document.getElementById(idModale)?.contains(actif) === true ||
    actif.id === `${idModale}-hidden-control-button`;
  if (perdu) {
    declencheur.focus();
  }
}

/**
 * Modale DSFR pilotée (`createModal`) : l'écran décide de l'ouverture par `ouverte` et apprend la
 * fermeture par `onFermer`. Le DSFR gère le piège du focus et la touche Échap ; à la fermeture, le
 * focus revient à l'élément qui l'avait à l'ouverture.
 */
export function Modale({
  ouverte,
  onFermer,
  titre,
  children,
  taille = TAILLE_MODALE_DEFAUT,
  boutons,
  id,
  titreComme,
  className,
}: ModaleProps) {
  const idAuto = `modale-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const idModale = id ?? idAuto;
  const modale = useMemo(() => createModal({ id: idModale, isOpenedByDefault: false }), [idModale]);

  // Élément qui avait le focus à l'ouverture : il le retrouve à la fermeture (le DSFR, ouvert par son
  // API, le rendrait au bouton de contrôle caché de `createModal`).
  const declencheur = useRef<HTMLElement | null>(null);

  // La fermeture par le DSFR n'est signalée que si l'écran croyait la modale ouverte (les rappels lus
  // par `useIsModalOpen` sont ceux du dernier rendu).
  const afficheeParDsfr = useIsModalOpen(modale, {
    onConceal: () => {
      rendreFocus(modale.id, declencheur.current);
      declencheur.current = null;
      if (ouverte) {
        onFermer();
      }
    },
  });

  const afficheeRef = useRef(afficheeParDsfr);
  afficheeRef.current = afficheeParDsfr;

  // Seul un changement de `ouverte` pilote le DSFR : une fermeture par la personne (Échap…) ne doit pas
  // rouvrir la modale dans l'intervalle où l'écran n'a pas encore reçu `onFermer`.
  useEffect(() => {
    if (ouverte) {
      const actif = document.activeElement;
      declencheur.current = actif instanceof HTMLElement && actif !== document.body ? actif : null;
      return piloterModale(modale.id, 'disclose');
    }
    return afficheeRef.current ? piloterModale(modale.id, 'conceal') : undefined;
  }, [ouverte, modale]);

  const gabarit = gabaritModale(taille);
  const classes = [gabarit.classe, className].filter(Boolean).join(' ') || undefined;
  return (
    <modale.Component
      title={titre}
      size={gabarit.tailleDsfr}
      className={classes}
      {...(titreComme !== undefined && { titleAs: titreComme })}
      {...(boutons !== undefined && { buttons: boutons })}
    >
      {children}
    </modale.Component>
  );
}

export interface PilotageModale {
  ouverte: boolean;
  ouvrir: () => void;
  fermer: () => void;
  /** À étaler sur `<Modale>` : `<Modale {...pilotage.proprietes} titre="…">`. */
  proprietes: { ouverte: boolean; onFermer: () => void };
}

/** État d'ouverture d'une modale, pour les écrans qui n'ont pas d'autre source de vérité. */
export function useModale(ouverteAuDepart = false): PilotageModale {
  const [ouverte, setOuverte] = useState(ouverteAuDepart);
  const ouvrir = useCallback(() => setOuverte(true), []);
  const fermer = useCallback(() => setOuverte(false), []);
  return useMemo(
    () => ({ ouverte, ouvrir, fermer, proprietes: { ouverte, onFermer: fermer } }),
    [ouverte, ouvrir, fermer],
  );
}
