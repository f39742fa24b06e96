import { ErreurServiceExterne } from '../erreur-service.js';
import type { PortNewsletter } from './port.js';

/** Accès à l'API Mailjet : clé publique et clé privée (authentification HTTP basique), liste des abonnés. */
export interface ConfigMailjet {
  /** Adresse de l'API, par exemple https://api.mailjet.com */
  url: string;
  cleApi: string;
  cleSecrete: string;
  /** Identifiant de la liste de contacts de la lettre d'information. */
  idListe: string;
}

const SERVICE = 'de lettre d’information (Mailjet)';

/**
 * Adaptateur de production : `POST /v3/REST/contactslist/{id}/managecontact` de l'API Mailjet, action
 * `addnoforce` (ajoute sans réabonner une adresse désabonnée d'elle-même) ou `unsub`. Réponses documentées :
 * 201 (contact ajouté ou mis à jour) ; 400 (adresse refusée), 401 (clés), 404 (liste) et 5xx → service indisponible.
 */
export function creerNewsletterHttp(config: ConfigMailjet, delaiMs = 8000): PortNewsletter {
  const autorisation = `Basic ${Buffer.from(`${config.cleApi}:${config.cleSecrete}`).toString('base64')}`;
  const url = `${config.url.replace(/\/$/, '')}/v3/REST/contactslist/${encodeURIComponent(config.idListe)}/managecontact`;

  async function gerer(email: string, action: 'addnoforce' | 'unsub'): Promise<void> {
    let reponse: Response;
    try {
      reponse = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: autorisation,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ Email: email, Action: action }),
        signal: AbortSignal.timeout(delaiMs),
      });
    } catch (erreur) {
      throw new ErreurServiceExterne(
        SERVICE,
        (erreur as Error).name === 'TimeoutError' ? 'délai dépassé' : 'injoignable',
      );
    }
    if (reponse.status !== 200 && reponse.status !== 201) {
      throw new ErreurServiceExterne(SERVICE, `réponse HTTP ${reponse.status}`);
    }
    const corps = (await reponse.json().catch(() => null)) as { Count?: unknown } | null;
    if (typeof corps?.Count !== 'number' || corps.Count < 1) {
      throw new ErreurServiceExterne(SERVICE, 'réponse illisible');
    }
  }

  return {
    inscrire: (email) => gerer(email, 'addnoforce'),
    desinscrire: (email) => gerer(email, 'unsub'),
  };
}
