/**
 * Navigateur minimal pour les tests : suit, chez le fournisseur d'identité local, la demande d'autorisation,
 * soumet son formulaire de connexion (ou l'annule) et renvoie l'adresse de retour vers l'application
 * (`…/api/public/clavis/callback?code=…&state=…`), sans la suivre.
 */
export async function parcourirFournisseur(
  urlAutorisation: string,
  choix: { identite: string } | { annuler: true },
): Promise<URL> {
  const origine = new URL(urlAutorisation).origin;
  const cookies = new Map<string, string>();
  const envoyer = async (url: string, init: RequestInit = {}) => {
    const reponse = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const ligne of reponse.headers.getSetCookie()) {
      const [paire = ''] = ligne.split(';');
      const egal = paire.indexOf('=');
      cookies.set(paire.slice(0, egal), paire.slice(egal + 1));
    }
    return reponse;
  };

  let reponse = await envoyer(urlAutorisation);
  let url = urlAutorisation;
  for (let etape = 0; etape < 10; etape += 1) {
    if (reponse.status >= 300 && reponse.status < 400) {
      const suivante = new URL(reponse.headers.get('location') ?? '', url);
      if (suivante.origin !== origine) return suivante;
      url = suivante.href;
      reponse = await envoyer(url);
      continue;
    }
    if (reponse.status !== 200) {
      throw new Error(`Fournisseur local : réponse ${reponse.status} sur ${url} : ${await reponse.text()}`);
    }
    const html = await reponse.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`Fournisseur local : formulaire introuvable sur ${url}`);
    const cible = 'annuler' in choix ? action.replace(/\/login$/, '/abort') : action;
    url = new URL(cible, origine).href;
    reponse = await envoyer(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'identite' in choix ? new URLSearchParams({ identite: choix.identite }).toString() : '',
    });
  }
  throw new Error('Fournisseur local : trop de redirections.');
}
