import type { Courriel, PortCourriel } from '../adapters/courriel/port.js';
import type { Db } from '../db/connexion.js';
import { type CourrielAEnvoyer, creerBoiteEnvoiRepository } from '../repositories/boite-envoi.repository.js';

/** File pg-boss de la tâche d'envoi des courriels, planifiée chaque minute. */
export const FILE_ENVOI_COURRIELS = 'envoi-courriels';
export const CRON_ENVOI_COURRIELS = '* * * * *';

/**
 * Nombre d'essais avant l'abandon d'un courriel (statut `ECHEC`, ADR 0071). Entre deux essais, le délai
 * double : 1, 2, 4… 256 minutes, soit environ 8 h 30 entre le premier et le dixième essai.
 */
export const NB_MAX_TENTATIVES_COURRIEL = 10;
const DELAI_PREMIERE_NOUVELLE_TENTATIVE_MS = 60_000;

/** Courriels remis au plus par passage ; le reste part au passage suivant (une minute plus tard). */
export const TAILLE_LOT_ENVOI_COURRIELS = 200;

/** Longueur maximale du message d'erreur conservé avec le courriel. */
const LONGUEUR_MAX_ERREUR = 2000;

/** Délai avant l'essai suivant, après `tentatives` échecs (1 → 1 minute, 2 → 2 minutes, 3 → 4 minutes…). */
export function delaiAvantNouvelleTentative(tentatives: number): number {
  return DELAI_PREMIERE_NOUVELLE_TENTATIVE_MS * 2 ** Math.max(0, tentatives - 1);
}

export interface BilanEnvoiCourriels {
  envoyes: number;
  /** Échecs suivis d'une nouvelle tentative programmée. */
  reportes: number;
  /** Échecs définitifs (`ECHEC`). */
  abandonnes: number;
}

export interface DependancesEnvoi {
  db: Db;
  portCourriel: PortCourriel;
  /** Horloge (les tests la fixent). */
  maintenant?: () => Date;
  lot?: number;
}

function messageErreur(erreur: unknown): string {
  const texte = erreur instanceof Error ? erreur.message : String(erreur);
  return (texte || 'Erreur inconnue').slice(0, LONGUEUR_MAX_ERREUR);
}

type Issue = keyof BilanEnvoiCourriels;

/**
 * Remet les courriels en attente dont l'échéance est passée (gestionnaire de la tâche `envoi-courriels`).
 * Chaque courriel est traité dans sa propre transaction, qui le verrouille (`FOR UPDATE SKIP LOCKED`)
 * pendant l'envoi : deux passages simultanés, sur une ou plusieurs instances, ne l'envoient jamais deux
 * fois. Envoyé : statut `ENVOYE` et date d'envoi. Échec : `tentatives` + 1, erreur conservée, nouvel essai
 * après un délai qui double, abandon (`ECHEC`) au `NB_MAX_TENTATIVES_COURRIEL`-ième échec.
 */
export async function envoyerCourrielsEnAttente({
  db,
  portCourriel,
  maintenant = () => new Date(),
  lot = TAILLE_LOT_ENVOI_COURRIELS,
}: DependancesEnvoi): Promise<BilanEnvoiCourriels> {
  const bilan: BilanEnvoiCourriels = { envoyes: 0, reportes: 0, abandonnes: 0 };
  for (let i = 0; i < lot; i += 1) {
    const issue = await db.transaction(async (tx): Promise<Issue | null> => {
      const depot = creerBoiteEnvoiRepository(tx);
      const ligne = await depot.prochainAEnvoyer(maintenant());
      if (!ligne) return null;
      const message = await composer(ligne, depot);
      try {
        if (typeof message === 'string') throw new Error(message);
        await portCourriel.envoyer(message);
      } catch (erreur) {
        const tentatives = ligne.tentatives + 1;
        const abandon = tentatives >= NB_MAX_TENTATIVES_COURRIEL;
        const date = maintenant();
        await depot.marquerEchec(ligne.id, {
          tentatives,
          erreur: messageErreur(erreur),
          abandon,
          prochaineTentative: abandon
            ? date
            : new Date(date.getTime() + delaiAvantNouvelleTentative(tentatives)),
        });
        return abandon ? 'abandonnes' : 'reportes';
      }
      await depot.marquerEnvoye(ligne.id, maintenant());
      return 'envoyes';
    });
    if (issue === null) break;
    bilan[issue] += 1;
  }
  return bilan;
}

/** Courriel prêt à remettre, avec sa pièce jointe ; ou le motif pour lequel il ne peut pas l'être. */
async function composer(
  ligne: CourrielAEnvoyer,
  depot: ReturnType<typeof creerBoiteEnvoiRepository>,
): Promise<Courriel | string> {
  const courriel: Courriel = { destinataire: ligne.destinataire, sujet: ligne.sujet, texte: ligne.texte };
  if (ligne.html) courriel.html = ligne.html;
  if (ligne.idDocumentPieceJointe !== null) {
    const piece = await depot.pieceJointe(ligne.idDocumentPieceJointe);
    if (!piece) return `La pièce jointe (document ${ligne.idDocumentPieceJointe}) est introuvable.`;
    courriel.piecesJointes = [
      { nom: piece.nom, contenu: new Uint8Array(piece.contenu), type: piece.typeMime },
    ];
  }
  return courriel;
}
