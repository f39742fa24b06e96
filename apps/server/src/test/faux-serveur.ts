import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Réponse d'un faux service : statut et corps JSON, ou délai avant de répondre (service lent). */
export interface ReponseFausse {
  statut?: number;
  corps?: unknown;
  /** Texte brut renvoyé tel quel (réponse illisible). */
  brut?: string;
  delaiMs?: number;
}

/**
 * Faux serveur HTTP local, pour les tests de contrat des adaptateurs `http` : il répond avec les formes
 * documentées des API publiques, ou tombe en panne, ou répond trop tard. Il garde les adresses demandées.
 */
export async function demarrerFauxServeur(repondre: (url: URL, requete: IncomingMessage) => ReponseFausse) {
  const requetes: URL[] = [];
  const serveur: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://faux');
    requetes.push(url);
    const reponse = repondre(url, req);
    const envoyer = () => {
      if (res.destroyed) return;
      if (reponse.brut !== undefined) {
        res.writeHead(reponse.statut ?? 200, { 'content-type': 'application/json' }).end(reponse.brut);
        return;
      }
      res
        .writeHead(reponse.statut ?? 200, { 'content-type': 'application/json' })
        .end(JSON.stringify(reponse.corps ?? null));
    };
    if (reponse.delaiMs) setTimeout(envoyer, reponse.delaiMs).unref();
    else envoyer();
  });
  await new Promise<void>((resolve) => serveur.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(serveur.address() as AddressInfo).port}`,
    requetes,
    fermer: () =>
      new Promise<void>((resolve) => {
        serveur.closeAllConnections();
        serveur.close(() => resolve());
      }),
  };
}
