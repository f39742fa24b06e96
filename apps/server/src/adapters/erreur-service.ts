/** Un service externe (API publique) est indisponible ou a répondu de façon inattendue. */
export class ErreurServiceExterne extends Error {
  constructor(
    readonly service: string,
    detail: string,
  ) {
    super(`Le service ${service} est momentanément indisponible : ${detail}`);
  }
}

/** Appel HTTP JSON avec délai maximal, partagé par les adaptateurs `http`. */
export async function lireJson(service: string, url: string, delaiMs = 8000): Promise<unknown> {
  let reponse: Response;
  try {
    reponse = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(delaiMs),
    });
  } catch (erreur) {
    throw new ErreurServiceExterne(
      service,
      (erreur as Error).name === 'TimeoutError' ? 'délai dépassé' : 'injoignable',
    );
  }
  if (!reponse.ok) throw new ErreurServiceExterne(service, `réponse HTTP ${reponse.status}`);
  try {
    return await reponse.json();
  } catch {
    throw new ErreurServiceExterne(service, 'réponse illisible');
  }
}
