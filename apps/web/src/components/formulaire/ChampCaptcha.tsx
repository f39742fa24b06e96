import { useEffect, useId, useRef } from 'react';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': React.HTMLAttributes<HTMLElement> & {
        challenge?: string;
        language?: string;
        name?: string;
        auto?: 'off' | 'onfocus' | 'onload' | 'onsubmit';
        ref?: React.Ref<HTMLElement>;
      };
    }
  }
}

/** Méthodes du composant monté (API publique d'ALTCHA). */
type ElementAltcha = HTMLElement & { getState(): string; verify(): Promise<unknown> };

interface EvenementEtat {
  state: 'verified' | 'verifying' | 'unverified' | 'error' | 'expired' | 'code';
  payload?: string;
}

/** Adresse du défi servi par l'API (preuve de travail ALTCHA, sans service tiers). */
const URL_DEFI = '/api/public/captcha/challenge';

/**
 * Composant web ALTCHA et ses textes français (≈ 35 Ko gzippés), chargés à la demande quand un captcha s'affiche :
 * les pages publiques qui en montrent un (connexion, inscription, contact) restent dans leur budget (ADR 0263).
 * L'élément `altcha-widget` déjà rendu est promu quand sa définition arrive ; les textes sont chargés d'abord.
 */
let chargement: Promise<unknown> | undefined;
function chargerAltcha(): Promise<unknown> {
  chargement ??= import('altcha/i18n/fr-fr').then(() => import('altcha'));
  return chargement;
}

/**
 * Captcha auto-hébergé (ALTCHA) : la vérification se lance quand la personne coche la case ou entre dans le
 * formulaire ; la preuve obtenue (ou null) est transmise à `onChange`, à envoyer avec le formulaire.
 */
export function ChampCaptcha({
  onChange,
  erreur,
}: {
  onChange: (preuve: string | null) => void;
  erreur?: string;
}) {
  const ref = useRef<HTMLElement>(null);
  const idErreur = useId();
  useEffect(() => {
    const element = ref.current as ElementAltcha | null;
    // Chargé après que la personne est entrée dans le formulaire, le composant n'a pas vu cette entrée : la
    // vérification « à l'entrée » (auto="onfocus") est alors lancée dès qu'il est monté.
    const surMontage = () => {
      const formulaire = element?.closest('form');
      if (element && formulaire?.contains(document.activeElement) && element.getState() === 'unverified') {
        void element.verify();
      }
    };
    element?.addEventListener('load', surMontage);
    void chargerAltcha();
    return () => element?.removeEventListener('load', surMontage);
  }, []);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const ecouter = (evenement: Event) => {
      const detail = (evenement as CustomEvent<EvenementEtat>).detail;
      onChange(detail.state === 'verified' && detail.payload ? detail.payload : null);
    };
    element.addEventListener('statechange', ecouter);
    return () => element.removeEventListener('statechange', ecouter);
  }, [onChange]);
  return (
    <div className={`fr-input-group${erreur ? ' fr-input-group--error' : ''}`} data-testid="champ-captcha">
      <altcha-widget
        ref={ref}
        challenge={URL_DEFI}
        language="fr-fr"
        name="captcha"
        auto="onfocus"
        aria-describedby={erreur ? idErreur : undefined}
      />
      {erreur && (
        <p id={idErreur} className="fr-error-text">
          {erreur}
        </p>
      )}
    </div>
  );
}
