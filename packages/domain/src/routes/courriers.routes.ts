import { z } from 'zod';
import { IdentifiantChemin } from '../commun/identifiant.js';
import {
  EnvoiLotLettres,
  LotLettres,
  PageLettresAEnvoyer,
  PageLotsLettres,
  PaginationLettres,
} from '../courrier/lettres.js';
import { defineRoute } from './contrat.js';

/**
 * Courriers postaux du teneur (issue 9 §7, ADR 0235). La spécification ne nomme ni ces appels ni leur écran :
 * chemins `api/lettres/…`, réservés à qui peut déjà lire un code d'activation en clair (`EDITER_TELEDECLARANT` :
 * administrateurs du teneur et assistance administrateur, ADR 0051 §6), puisque chaque lettre en porte un.
 */
const ACCES_COURRIERS = ['EDITER_TELEDECLARANT'] as const;
const identifiant = z.object({ id: IdentifiantChemin });

export const courriersRoutes = {
  aEnvoyer: defineRoute({
    method: 'GET',
    path: '/api/lettres/a-envoyer',
    summary:
      "Lettres postales qui attendent d'être remises à l'imprimeur (pages SQL, les plus urgentes d'abord)",
    acces: ACCES_COURRIERS,
    query: PaginationLettres,
    response: PageLettresAEnvoyer,
  }),
  lots: defineRoute({
    method: 'GET',
    path: '/api/lettres/lots',
    summary: "Lots de lettres préparés pour l'imprimeur, du plus récent au plus ancien",
    acces: ACCES_COURRIERS,
    query: PaginationLettres,
    response: PageLotsLettres,
  }),
  preparerLot: defineRoute({
    method: 'POST',
    path: '/api/lettres/lots',
    summary:
      "Prépare un lot avec les lettres à envoyer qui ne sont dans aucun lot (les plus urgentes d'abord)",
    acces: ACCES_COURRIERS,
    response: LotLettres,
  }),
  telechargerLot: defineRoute({
    method: 'GET',
    path: '/api/lettres/lots/:id/pdf',
    summary: "PDF d'un lot pour l'imprimeur : ses lettres non annulées, à la suite",
    acces: ACCES_COURRIERS,
    params: identifiant,
    response: z.custom<Uint8Array>((v) => v instanceof Uint8Array),
    responseFormat: 'binary',
    exemple: { params: { id: 1 } },
  }),
  declarerEnvoye: defineRoute({
    method: 'PUT',
    path: '/api/lettres/lots/:id/envoye',
    summary: 'Déclare un lot remis à la poste : marque envoyées ses lettres encore à envoyer (rejouable)',
    acces: ACCES_COURRIERS,
    params: identifiant,
    response: EnvoiLotLettres,
    exemple: { params: { id: 1 } },
  }),
} as const;
