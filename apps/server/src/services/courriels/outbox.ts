import { courriel } from '../../db/schema/index.js';
import type { Executeur } from '../../repositories/journal.repository.js';

export interface NouveauCourriel {
  destinataire: string;
  sujet: string;
  texte: string;
  html?: string;
  idDocumentPieceJointe?: number;
}

/**
 * Dépose un courriel dans la boîte d'envoi, dans la transaction de l'appelant : il ne part que si
 * l'action qui l'a produit est validée. La remise (SMTP, ou boîte locale en développement) est faite
 * ensuite par la tâche d'envoi des courriels.
 */
export async function deposerCourriel(tx: Executeur, c: NouveauCourriel): Promise<number> {
  const [ligne] = await tx
    .insert(courriel)
    .values({
      destinataire: c.destinataire,
      sujet: c.sujet,
      texte: c.texte,
      html: c.html ?? null,
      idDocumentPieceJointe: c.idDocumentPieceJointe ?? null,
    })
    .returning({ id: courriel.id });
  return ligne!.id;
}
