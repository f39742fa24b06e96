import { z } from 'zod';
import { Email, Siret } from '../commun/formats.js';
import { Identifiant, IdentifiantTexte } from '../commun/identifiant.js';
import { texte } from '../commun/texte.js';
import { Civilite } from '../referentiels/compte.js';
import { TypeEtablissementTeledeclarant } from '../referentiels/teledeclarant.js';
import { StatutTeledeclarant } from '../teledeclarant/statut-teledeclarant.js';
import { EtablissementRecherche } from '../teledeclarant/teledeclarant.schema.js';
import { defineRoute } from './contrat.js';

const ParamsSiret = z.object({ siret: Siret });

const TexteOuNull = z.string().nullable();

/** Adresse postale en 7 lignes, telle qu'enregistrée. */
const LignesAdresseEnregistrees = z.object({
  l1: TexteOuNull,
  l2: TexteOuNull,
  l3: TexteOuNull,
  l4: TexteOuNull,
  l5: TexteOuNull,
  l6: TexteOuNull,
  l7: TexteOuNull,
});

/** Résultat du contrôle d'un SIRET par une personne connectée (`GET api/siret/check/{siret}`). */
export const ControleSiret = z.object({
  siret: z.string(),
  /** 14 chiffres et clé de contrôle exacte. */
  formatValide: z.boolean(),
  /** L'établissement figure au répertoire des entreprises. */
  etablissementExiste: z.boolean(),
  /** Motif en français quand le SIRET ne convient pas. */
  message: z.string().nullable(),
});
export type ControleSiret = z.infer<typeof ControleSiret>;

/** Le code APE est-il autorisé pour ce type de déclarant (`GET api/public/teledeclarant/codesape/{x}`) ? */
export const ControleCodeApe = z.object({
  /** Forme canonique « 68.32A » si le code est autorisé, code reçu sinon (motif du refus, spec 2 §5.2). */
  codeApe: z.string(),
  autorise: z.boolean(),
  /** Codes autorisés pour ce type de déclarant. */
  codesAutorises: z.array(z.string()),
});
export type ControleCodeApe = z.infer<typeof ControleCodeApe>;

/** Télédéclarant enregistré au registre, vu depuis son SIRET (`GET api/etablissements/bdd/{siret}`). */
export const EtablissementEnregistre = z.object({
  id: Identifiant,
  type: TypeEtablissementTeledeclarant,
  statut: StatutTeledeclarant,
  raisonSociale: TexteOuNull,
  siret: TexteOuNull,
  codeApe: TexteOuNull,
  libelleActivite: TexteOuNull,
  adresse: LignesAdresseEnregistrees,
});
export type EtablissementEnregistre = z.infer<typeof EtablissementEnregistre>;

/** Fiche d'un établissement télédéclarant pour ses utilisateurs et le teneur (`GET api/etablissement/{id}`). */
export const FicheEtablissement = EtablissementEnregistre.extend({
  typeEtablissement: TexteOuNull,
  telephone: TexteOuNull,
  codePostal: TexteOuNull,
  localite: TexteOuNull,
  representantLegal: z.object({
    civilite: Civilite.nullable(),
    nom: TexteOuNull,
    prenom: TexteOuNull,
    email: TexteOuNull,
    telephone: TexteOuNull,
    adresse: z.object({
      complement: TexteOuNull,
      immeuble: TexteOuNull,
      voie: TexteOuNull,
      lieuDit: TexteOuNull,
      codePostal: TexteOuNull,
      commune: TexteOuNull,
      pays: z.string(),
    }),
  }),
  /** Date (jj/mm/aaaa) du dernier courrier portant un code d'activation. */
  codeActivationEnvoyeLe: TexteOuNull,
  dateCreation: z.string(),
  dateActivation: TexteOuNull,
  /** Nombre de copropriétés dont il est le télédéclarant courant. */
  nbCopro: z.number().int().nonnegative(),
});
export type FicheEtablissement = z.infer<typeof FicheEtablissement>;

/** Recherche d'établissements et contrôles de SIRET (spec 2 §7.4, ADR 0052). */
export const etablissementRoutes = {
  rechercherParSiret: defineRoute({
    method: 'GET',
    path: '/api/public/siret/etablissements/:siret',
    summary:
      "Établissement du répertoire des entreprises (Sirene) correspondant au SIRET, avec le libellé de son activité (NAF) ; 404 s'il n'existe pas",
    acces: 'public',
    params: ParamsSiret,
    response: EtablissementRecherche,
    exemple: { params: { siret: '73282932000074' } },
  }),
  siretDejaInscrit: defineRoute({
    method: 'GET',
    path: '/api/public/siret/etablissements/existe/:siret',
    summary: 'Un télédéclarant non supprimé est-il déjà inscrit avec ce SIRET ?',
    acces: 'public',
    params: ParamsSiret,
    response: z.boolean(),
    exemple: { params: { siret: '73282932000074' } },
  }),
  controlerSiret: defineRoute({
    method: 'GET',
    path: '/api/siret/check/:siret',
    summary:
      "Contrôle d'un SIRET : format, clé de contrôle et existence de l'établissement au répertoire ; avec `copropriete=true`, SIRET du syndicat des copropriétaires (message de spec 2 §8)",
    acces: ['DECLARER_SUCCESSEUR', 'MON_ENTREPRISE_ECRITURE', 'EDITER_TELEDECLARANT'],
    params: z.object({ siret: texte({ max: 20, min: 1, libelle: 'Le numéro SIRET' }) }),
    query: z.object({
      copropriete: z
        .enum(['true', 'false'], { error: 'copropriete vaut true ou false.' })
        .default('false')
        .transform((valeur) => valeur === 'true'),
    }),
    response: ControleSiret,
    exemple: { params: { siret: '73282932000074' }, query: { copropriete: 'true' } },
  }),
  codeApeAutorise: defineRoute({
    method: 'GET',
    path: '/api/public/teledeclarant/codesape/:x',
    summary: 'Le code APE est-il autorisé pour le type de déclarant (syndic professionnel par défaut) ?',
    acces: 'public',
    params: z.object({ x: texte({ max: 10, min: 1, libelle: 'Le code APE' }) }),
    query: z.object({ type: TypeEtablissementTeledeclarant.default('PRO') }),
    response: ControleCodeApe,
    exemple: { params: { x: '68.32A' }, query: { type: 'PRO' } },
  }),
  existeChezLeTeneur: defineRoute({
    method: 'GET',
    path: '/api/etablissements/existe-teneur/:siret/PRO',
    summary: 'Un syndic professionnel non supprimé est-il inscrit au registre avec ce SIRET ?',
    acces: ['DECLARER_SUCCESSEUR', 'LST_TELEDECLARANT', 'EDITER_TELEDECLARANT'],
    params: ParamsSiret,
    response: z.boolean(),
    exemple: { params: { siret: '73282932000074' } },
  }),
  enregistreParSiret: defineRoute({
    method: 'GET',
    path: '/api/etablissements/bdd/:siret',
    summary: 'Télédéclarant non supprimé enregistré au registre avec ce SIRET (null sinon)',
    acces: ['DECLARER_SUCCESSEUR', 'LIRE_TELEDECLARANT'],
    params: ParamsSiret,
    response: EtablissementEnregistre.nullable(),
    exemple: { params: { siret: '73282932000074' } },
  }),
  emailDeLEtablissement: defineRoute({
    method: 'GET',
    path: '/api/etablissements/email',
    summary:
      "Un compte actif de l'établissement (celui du SIRET donné, sinon celui de la personne connectée) a-t-il cette adresse électronique ?",
    acces: ['DECLARER_SUCCESSEUR', 'AJOUTER_UTILISATEUR', 'LIRE_TELEDECLARANT'],
    query: z.object({ email: Email, siret: Siret.optional() }),
    response: z.boolean(),
    limiteParMinute: 30,
    exemple: { query: { email: 'camille.martin@exemple.fr', siret: '73282932000074' } },
  }),
  fiche: defineRoute({
    method: 'GET',
    path: '/api/etablissement/:id',
    summary: "Fiche d'un établissement télédéclarant (ses propres utilisateurs et le teneur)",
    acces: ['MON_ENTREPRISE_LECTURE', 'LIRE_TELEDECLARANT'],
    params: z.object({ id: IdentifiantTexte }),
    response: FicheEtablissement,
    exemple: { params: { id: '987654' } },
  }),
} as const;
