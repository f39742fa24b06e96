import { Button } from '@codegouvfr/react-dsfr/Button';
import { DUREE_CONSENTEMENT_COOKIES_JOURS } from '@registre/domain';
import { useState } from 'react';
import { Link } from 'react-router';

const CLE = 'registre.consentement-cookies';

export interface ChoixConsentement {
  accepte: boolean;
  /** Date du choix (ms depuis l'époque Unix). */
  le: number;
}

/** Le choix est mémorisé un jour (spec 2 §9) : au-delà, le bandeau réapparaît. */
export function choixEnVigueur(brut: string | null, maintenant: number): ChoixConsentement | null {
  if (!brut) return null;
  try {
    const choix = JSON.parse(brut) as ChoixConsentement;
    if (typeof choix.le !== 'number' || typeof choix.accepte !== 'boolean') return null;
    const duree = DUREE_CONSENTEMENT_COOKIES_JOURS * 24 * 60 * 60 * 1000;
    return maintenant - choix.le < duree ? choix : null;
  } catch {
    return null;
  }
}

/** Bandeau de gestion des cookies, au format du système de design de l'État. */
export function BandeauConsentement() {
  const [visible, setVisible] = useState(
    () => choixEnVigueur(localStorage.getItem(CLE), Date.now()) === null,
  );
  if (!visible) return null;
  const choisir = (accepte: boolean) => {
    localStorage.setItem(CLE, JSON.stringify({ accepte, le: Date.now() } satisfies ChoixConsentement));
    setVisible(false);
  };
  return (
    <section
      className="fr-consent-banner"
      aria-label="Gestion des cookies"
      data-testid="bandeau-consentement"
    >
      <h2 className="fr-h6">À propos des cookies sur registre des copropriétés</h2>
      <div className="fr-consent-banner__content">
        <p className="fr-text--sm">
          Ce site utilise uniquement des cookies nécessaires à son fonctionnement (session de connexion,
          sécurité des formulaires). Aucun cookie de mesure d'audience ni de publicité n'est déposé. Pour en
          savoir plus, consultez la{' '}
          <Link to="/mentionslegales#cookies">politique de gestion des cookies</Link>.
        </p>
      </div>
      <ul className="fr-consent-banner__buttons fr-btns-group fr-btns-group--right fr-btns-group--inline-reverse fr-btns-group--inline-sm">
        <li>
          <Button onClick={() => choisir(true)} title="Autoriser tous les cookies">
            Tout accepter
          </Button>
        </li>
        <li>
          <Button
            priority="secondary"
            onClick={() => choisir(false)}
            title="Refuser tous les cookies non nécessaires"
          >
            Tout refuser
          </Button>
        </li>
      </ul>
    </section>
  );
}
