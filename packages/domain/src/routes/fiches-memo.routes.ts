import { z } from 'zod';
import { CategorieFicheMemo, FicheMemoPubliee, NomFicheMemo } from '../referentiels/fiches-memo.js';
import { defineRoute } from './contrat.js';

/**
 * Fiches mémo (spec 2 §7.10 `recupereNomDesFichiers?categorie`) : PDF produits par le registre, rangés par
 * public (GENERAL, INSTITUTION, NOTAIRE, PRO, BENEVOLE), listés puis téléchargés par leur catégorie et leur nom
 * (ADR 0262).
 */
export const fichesMemoRoutes = {
  lister: defineRoute({
    method: 'GET',
    path: '/api/public/fichesmemo/recupereNomDesFichiers',
    summary: "Fiches mémo publiées d'une catégorie de public, dans l'ordre de lecture conseillé",
    acces: 'public',
    query: z.object({ categorie: CategorieFicheMemo }),
    response: z.array(FicheMemoPubliee),
    apiOuverte: { cacheSecondes: 300 },
    exemple: { query: { categorie: 'GENERAL' } },
  }),
  telecharger: defineRoute({
    method: 'GET',
    path: '/api/public/fichesmemo/telecharger',
    summary: 'Télécharge une fiche mémo (PDF) par sa catégorie et son nom de fichier',
    acces: 'public',
    query: z.object({ categorie: CategorieFicheMemo, fileName: NomFicheMemo }),
    response: z.custom<Uint8Array>((v) => v instanceof Uint8Array),
    responseFormat: 'binary',
    apiOuverte: { cacheSecondes: 3600 },
    exemple: { query: { categorie: 'GENERAL', fileName: 'registre-des-coproprietes-l-essentiel.pdf' } },
  }),
} as const;
