import { z } from 'zod';
import { Identifiant, IdentifiantTexte } from '../commun/identifiant.js';
import { paginationParAdresse } from '../commun/pagination.schema.js';
import { ActionCopropriete } from '../copropriete/actions-copropriete.js';
import { EtatCopropriete } from '../copropriete/etat-copropriete.js';
import { StatutMandat } from '../mandat/statut-mandat.js';
import {
  CleSuccesseur,
  CoproprieteSuccession,
  DeclarationSuccesseur,
  DeclarationSuccessionPossible,
  SuccessionPublique,
  ValidationSuccesseur,
} from '../mandat/successeur.js';
import { TypeEtablissementTeledeclarant } from '../referentiels/teledeclarant.js';
import { defineRoute } from './contrat.js';
import { NotificationSucces } from './coproprietes-depot.routes.js';

/**
 * Successeurs (issue 11 §4, spec 2 §7.4 et §7.6 ; ADR 0330).
 *
 * ————— Parcours (pour l'ingénieur web) —————
 * 1. Action de ligne « Déclarer un successeur » : `POST teledeclarant/verifieDeclSuccPossible` dit si la
 *    déclaration est possible (sinon le motif) ; `GET etablissements/existe-teneur/{siret}/PRO` contrôle le SIRET.
 * 2. `POST teledeclarant/successeur` (SIRET et adresse d'un compte actif du successeur) : le mandat en cours passe
 *    « successeur déclaré », une clé secrète part par courriel au successeur (seule son empreinte est gardée).
 * 3. Le lien du courriel mène à `/successeur/{cle}` : `GET public/successeur/{key}` montre la copropriété et les deux
 *    établissements ; connecté avec un compte du successeur, `PUT successeur` (clé et dates du nouveau mandat)
 *    crée son mandat, termine et archive celui du prédécesseur, rattache la copropriété. La clé ne sert qu'une fois.
 * 4. Sans le lien (ADR 0312) : la liste des copropriétés du successeur montre, dans une section à part, les
 *    déclarations qui le désignent (`GET successeur/declarations-a-valider`) ; l'action de ligne « Valider la
 *    déclaration du prédécesseur » appelle `PUT successeur` avec `idCopropriete` au lieu de la clé.
 */

/** Taille de page de la section des déclarations de prédécesseurs à valider. */
export const TAILLE_PAGE_DECLARATIONS_A_VALIDER = 10;

/** Déclaration d'un prédécesseur qui désigne l'établissement de l'appelant et attend sa validation (ADR 0312). */
export const DeclarationPredecesseurAValider = z.object({
  /** Identifiant de la copropriété (`idCopropriete` de `PUT successeur`). */
  id: Identifiant,
  numeroImmatriculation: z.string().nullable(),
  nom: z.string().nullable(),
  adresseReference: z.string().nullable(),
  etat: EtatCopropriete,
  /** Raison sociale du syndic prédécesseur. */
  predecesseur: z.string().nullable(),
  /** jj/mm/aaaa */
  declareeLe: z.string(),
  /** jj/mm/aaaa : dernier jour où la déclaration peut être validée. */
  valableJusquAu: z.string(),
  /** Actions permises par la règle du domaine (`VALIDER_DECLARATION_PREDECESSEUR`). */
  actions: z.array(ActionCopropriete),
});
export type DeclarationPredecesseurAValider = z.infer<typeof DeclarationPredecesseurAValider>;

export const DeclarationsPredecesseurAValider = z.object({
  lignes: z.array(DeclarationPredecesseurAValider),
  totalItems: z.number().int().nonnegative(),
});
export type DeclarationsPredecesseurAValider = z.infer<typeof DeclarationsPredecesseurAValider>;

/** Mandat et établissement qui le détient (`GET etablissement/mandat/{id}`). */
export const EtablissementDuMandat = z.object({
  idMandat: Identifiant,
  statut: StatutMandat,
  dateDebutMandat: z.string().nullable(),
  dateFinMandat: z.string().nullable(),
  etablissement: z.object({
    idTeledeclarant: Identifiant,
    type: TypeEtablissementTeledeclarant,
    raisonSociale: z.string().nullable(),
    siret: z.string().nullable(),
  }),
});
export type EtablissementDuMandat = z.infer<typeof EtablissementDuMandat>;

export const SuccesseurDeclare = z.object({
  idCopropriete: Identifiant,
  idMandat: Identifiant,
  statutMandat: StatutMandat,
  notification: NotificationSucces,
});
export type SuccesseurDeclare = z.infer<typeof SuccesseurDeclare>;

export const SuccesseurValide = z.object({
  idCopropriete: Identifiant,
  idMandat: Identifiant,
  idMandatPrecedent: Identifiant,
  notification: NotificationSucces,
});
export type SuccesseurValide = z.infer<typeof SuccesseurValide>;

export const successeurRoutes = {
  verifieDeclSuccPossible: defineRoute({
    method: 'POST',
    path: '/api/teledeclarant/verifieDeclSuccPossible',
    summary:
      'Le syndic peut-il déclarer un successeur pour cette copropriété ? (titulaire du mandat en cours, aucun successeur déjà déclaré) ; le motif sinon',
    acces: ['DECLARER_SUCCESSEUR'],
    body: CoproprieteSuccession,
    response: DeclarationSuccessionPossible,
    exemple: { body: { idCopropriete: 1 } },
  }),
  declarer: defineRoute({
    method: 'POST',
    path: '/api/teledeclarant/successeur',
    summary:
      "Déclare le syndic successeur (SIRET et adresse d'un de ses comptes actifs) du mandat en cours ; clé de validation envoyée par courriel",
    acces: ['DECLARER_SUCCESSEUR'],
    body: DeclarationSuccesseur,
    response: SuccesseurDeclare,
    erreurs400Metier: true,
    limiteParMinute: 30,
    exemple: { body: { idCopropriete: 1, siret: '73282932000074', email: 'camille.martin@exemple.fr' } },
  }),
  annuler: defineRoute({
    method: 'DELETE',
    path: '/api/teledeclarant/successeur/:id',
    summary:
      "Le titulaire annule sa déclaration de successeur tant qu'elle n'est pas validée (id : la copropriété) : le mandat redevient courant, la clé ne vaut plus, le successeur en est informé",
    acces: ['DECLARER_SUCCESSEUR'],
    params: z.object({ id: IdentifiantTexte }),
    // Même forme que la déclaration : copropriété, mandat (de nouveau `COURANT`), notification.
    response: SuccesseurDeclare,
    limiteParMinute: 30,
    exemple: { params: { id: '1' } },
  }),
  lireCle: defineRoute({
    method: 'GET',
    path: '/api/public/successeur/:key',
    summary:
      'Ce que montre la clé de validation du successeur : copropriété, prédécesseur, successeur, validité ; 404 si elle a servi, expiré ou été annulée',
    acces: 'public',
    params: z.object({ key: CleSuccesseur }),
    response: SuccessionPublique,
    limiteParMinute: 30,
    exemple: { params: { key: 'cleDeDemonstrationInconnue0123456789abcdef' } },
  }),
  valider: defineRoute({
    method: 'PUT',
    path: '/api/successeur',
    summary:
      "Le successeur valide la déclaration de son prédécesseur : son mandat est créé, celui du prédécesseur se termine la veille et est archivé ; la clé ne sert qu'une fois",
    acces: ['VALIDER_DECLA_PREDECESSEUR'],
    body: ValidationSuccesseur,
    response: SuccesseurValide,
    erreurs400Metier: true,
    limiteParMinute: 30,
    exemple: {
      body: {
        cle: 'cleDeDemonstrationInconnue0123456789abcdef',
        dateDebutMandat: '01/01/2026',
        dateFinMandat: '31/12/2026',
        avertissementsConfirmes: [],
      },
    },
  }),
  declarationsAValider: defineRoute({
    method: 'GET',
    path: '/api/successeur/declarations-a-valider',
    summary:
      "Copropriétés dont le mandat courant désigne l'établissement de l'appelant comme successeur, déclaration en attente (la plus récente d'abord)",
    acces: ['VALIDER_DECLA_PREDECESSEUR'],
    query: paginationParAdresse(TAILLE_PAGE_DECLARATIONS_A_VALIDER, 50),
    response: DeclarationsPredecesseurAValider,
    exemple: { query: { page: 1, taille: 10 } },
  }),
  isSuccesseurDeclare: defineRoute({
    method: 'GET',
    path: '/api/coproprietes/is-successeur-declare/:id',
    summary:
      'Un successeur est-il déclaré (et pas encore validé) pour le mandat en cours de cette copropriété ?',
    acces: ['VISUALISER_COPRO'],
    params: z.object({ id: IdentifiantTexte }),
    response: z.boolean(),
    exemple: { params: { id: '1' } },
  }),
  etablissementDuMandat: defineRoute({
    method: 'GET',
    path: '/api/etablissement/mandat/:id',
    summary:
      'Établissement qui détient un mandat, avec ses dates (le titulaire de la copropriété, le successeur désigné, le teneur)',
    acces: ['VISUALISER_COPRO'],
    params: z.object({ id: IdentifiantTexte }),
    response: EtablissementDuMandat,
    exemple: { params: { id: '1' } },
  }),
} as const;
