import { z } from 'zod';
import { IdentifiantChemin } from '../commun/identifiant.js';
import { AvertissementsConfirmes } from '../commun/resultat.js';
import { erreursDuChamp } from '../commun/texte.js';
import { BrouillonImmatCopropriete } from '../declaration/declaration.formulaire.js';
import { MotifModificationAdministrative } from '../declaration/modification-administrative.js';
import { defineRoute } from './contrat.js';
import { CleCreation, MiseAJourEnregistree, OuvertureMiseAJour } from './coproprietes-brouillons.routes.js';

/**
 * Modification administrative d'une copropriété immatriculée par un administrateur du teneur (issue 9 §1,
 * `typeMaj = MODIFICATION_ADMIN` ; ADR 0275). La spécification ne montre pas ces appels : chemins
 * `api/coproprietes/modification-admin/{id}`, `{id}` étant la copropriété. Le contrat les ouvre au teneur
 * (guichet) ; le service n'y laisse que ses administrateurs (`canAdministrerCopropriete`, ADR 0031 §5).
 */

/**
 * Ouverture : la dernière déclaration validée présentée comme une déclaration `MODIFICATION_ADMIN`, sa référence
 * (différences du récapitulatif), une clé de création neuve (un double envoi n'écrit qu'une fois) et la version
 * de la copropriété lue : si elle a changé à l'envoi (autre modification, mise à jour du syndic), 409.
 */
export const OuvertureModificationAdmin = OuvertureMiseAJour.extend({
  versionCopropriete: z.number().int().min(1),
});
export type OuvertureModificationAdmin = z.infer<typeof OuvertureModificationAdmin>;

/** Corps de l'envoi : la saisie entière, le motif, la clé reçue à l'ouverture et la version de la copropriété. */
export const EnregistrementModificationAdmin = z.object({
  cleCreation: CleCreation,
  versionCopropriete: z
    .number({ error: erreursDuChamp('La version de la copropriété') })
    .int()
    .min(1),
  motif: MotifModificationAdministrative,
  immatCopropriete: BrouillonImmatCopropriete,
  avertissementsConfirmes: AvertissementsConfirmes,
});
export type EnregistrementModificationAdmin = z.infer<typeof EnregistrementModificationAdmin>;

const ACCES_MODIFICATION_ADMIN = ['VALIDER_RATTACHEMENT_DECLARATION'] as const;
const ParamCopropriete = z.object({ id: IdentifiantChemin });

export const modificationAdminRoutes = {
  ouvrirModificationAdmin: defineRoute({
    method: 'GET',
    path: '/api/coproprietes/modification-admin/:id',
    summary:
      'Modification administrative de la copropriété {id} : sa dernière déclaration validée à corriger, sans rien créer (administrateurs du teneur)',
    acces: ACCES_MODIFICATION_ADMIN,
    params: ParamCopropriete,
    response: OuvertureModificationAdmin,
    exemple: { params: { id: 1 } },
  }),
  enregistrerModificationAdmin: defineRoute({
    method: 'PUT',
    path: '/api/coproprietes/modification-admin/:id',
    summary:
      'Modification administrative de la copropriété {id} : la déclaration corrigée, vérifiée comme une mise à jour, devient la déclaration courante (motif obligatoire, journal avant et après, courriel au syndic)',
    acces: ACCES_MODIFICATION_ADMIN,
    params: ParamCopropriete,
    body: EnregistrementModificationAdmin,
    response: MiseAJourEnregistree,
    erreurs400Metier: true,
    exemple: {
      params: { id: 1 },
      body: {
        cleCreation: '00000000-0000-4000-8000-000000000000',
        versionCopropriete: 1,
        motif: 'Exemple',
        immatCopropriete: {},
        avertissementsConfirmes: [],
      },
    },
  }),
};
