import { type ApercuCourrielDev, type CourrielDev, instantIso, type LettreDev } from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import {
  creerBoiteDeReceptionRepository,
  type LigneCourrielDev,
  type PageDev,
} from '../../repositories/boite-de-reception.repository.js';

function apercu(l: LigneCourrielDev): ApercuCourrielDev {
  return {
    id: l.id,
    destinataire: l.destinataire,
    sujet: l.sujet,
    statut: l.statut,
    tentatives: l.tentatives,
    dateCreation: l.dateCreation.toISOString(),
    dateEnvoi: instantIso(l.dateEnvoi),
    pieceJointe:
      l.idDocumentPieceJointe !== null && l.nomPieceJointe !== null
        ? { idDocument: l.idDocumentPieceJointe, nom: l.nomPieceJointe }
        : null,
  };
}

/**
 * Boîte de réception de développement (ADR 0072) : lecture seule des courriels de la boîte d'envoi, des
 * lettres postales et de leurs PDF. Ses routes n'existent pas en production.
 */
export function creerServiceBoiteDeReception(db: Db) {
  const depot = creerBoiteDeReceptionRepository(db);
  return {
    async courriels(p: PageDev): Promise<{ courriels: ApercuCourrielDev[]; totalItems: number }> {
      const { lignes, total } = await depot.listerCourriels(p);
      return { courriels: lignes.map(apercu), totalItems: total };
    },

    async courriel(id: number): Promise<CourrielDev | null> {
      const l = await depot.lireCourriel(id);
      if (!l) return null;
      return {
        ...apercu(l),
        texte: l.texte,
        html: l.html,
        erreur: l.erreur,
        dateProchaineTentative: l.dateProchaineTentative.toISOString(),
      };
    },

    async lettres(p: PageDev): Promise<{ lettres: LettreDev[]; totalItems: number }> {
      const { lignes, total } = await depot.listerLettres(p);
      return {
        lettres: lignes.map((l) => ({
          id: l.id,
          objet: l.objet,
          adresse: [
            l.adresseLigne1,
            l.adresseLigne2,
            l.adresseLigne3,
            l.adresseLigne4,
            l.adresseLigne5,
            l.adresseLigne6,
            l.adresseLigne7,
          ].filter((ligne): ligne is string => Boolean(ligne?.trim())),
          statut: l.statut,
          dateCreation: l.dateCreation.toISOString(),
          dateEnvoiPrevue: l.dateEnvoiPrevue.toISOString().slice(0, 10),
          dateEnvoi: instantIso(l.dateEnvoi),
          idTeledeclarant: l.idTeledeclarant,
          document: { idDocument: l.idDocument, nom: l.nomDocument },
        })),
        totalItems: total,
      };
    },

    document: (id: number) => depot.documentDUnEnvoi(id),
  };
}
