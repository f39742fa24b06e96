import { z } from 'zod';
import { NumeroParcelle, PrefixeParcelle, SectionParcelle } from '../commun/formats.js';
import { IdentifiantChemin } from '../commun/identifiant.js';
import { CodeInseeCommune, Parcelle } from '../copropriete/copropriete.schema.js';
import { ResultatParcelle } from '../copropriete/localisation.js';
import { defineRoute } from './contrat.js';
import { LIMITE_LOCALISATION_PAR_MINUTE } from './geocodage.routes.js';

/**
 * Vérification d'une parcelle cadastrale (spec 2 §5.4 et §7.13, chemin non donné par la spécification,
 * ADR 0120) : existe-t-elle au cadastre, est-elle localisée ? Cadastre indisponible : 200 avec
 * `disponible: false` et le message §8.
 */
export const parcellesRoutes = {
  verifier: defineRoute({
    method: 'GET',
    path: '/api/cadastre/parcelle',
    summary: 'Ajout (ADR 0120) : une parcelle existe-t-elle au cadastre, et est-elle localisée ?',
    acces: 'connecte',
    query: z.object({
      codeInsee: CodeInseeCommune,
      prefixe: PrefixeParcelle.default('000'),
      section: SectionParcelle,
      numero: NumeroParcelle,
    }),
    response: ResultatParcelle,
    erreurs400Metier: true,
    limiteParMinute: LIMITE_LOCALISATION_PAR_MINUTE,
    exemple: { query: { codeInsee: '34172', prefixe: '000', section: 'AB', numero: '31' } },
  }),
  mettreAJourNonGeolocalisees: defineRoute({
    method: 'PUT',
    path: '/api/coproprietes/updateParcelleNonGeolocalisees/:idDeclaration',
    summary:
      'Remplace les parcelles de la déclaration en vigueur d’une copropriété dont les parcelles ne sont pas géolocalisées (spec 2 §7.2) ; chaque parcelle est revérifiée au cadastre, au moins une doit être géolocalisée',
    acces: ['MAJ_COPROPRIETE_STANDARD'],
    params: z.object({ idDeclaration: IdentifiantChemin }),
    body: z
      .array(Parcelle, { error: 'La liste des parcelles est attendue.' })
      .min(1, { error: 'Saisissez au moins une parcelle.' })
      .max(200, { error: 'Une copropriété compte au plus 200 parcelles.' }),
    response: z.object({ parcelles: z.array(Parcelle) }),
    erreurs400Metier: true,
    exemple: {
      params: { idDeclaration: 987654 },
      body: [{ codePostal: '34000', codeInsee: '34172', prefixe: '000', section: 'AB', numero: '0031' }],
    },
  }),
} as const;
