import { z } from 'zod';
import { DateTexte } from '../commun/dates.js';
import {
  CodePostal,
  NomCopropriete,
  NumeroImmatriculation,
  NumeroParcelle,
  PrefixeParcelle,
  SectionParcelle,
  Siret,
} from '../commun/formats.js';
import { Identifiant } from '../commun/identifiant.js';
import { Entier } from '../commun/nombres.js';
import { erreursDuChamp, texte } from '../commun/texte.js';
import { StatutCopropriete, StatutRattachement } from '../referentiels/statuts-copropriete.js';

/** Code INSEE (Code officiel géographique) d'une commune : 5 caractères, 2A ou 2B en Corse. */
export const CodeInseeCommune = texte({ max: 100, libelle: 'Le code INSEE de la commune' }).regex(
  /^(\d{2}|2[AB])\d{3}$/,
  { error: 'Le code INSEE de la commune comporte 5 caractères (exemple : 75056 ou 2A004).' },
);
export type CodeInseeCommune = z.infer<typeof CodeInseeCommune>;

/** Identifiant du Référentiel national des bâtiments (RNB), par exemple « QBAAG2G5F1XT ». */
export const IdentifiantBatiment = texte({ max: 20, min: 1, libelle: "L'identifiant du bâtiment" });
export type IdentifiantBatiment = z.infer<typeof IdentifiantBatiment>;

/**
 * Adresse d'une copropriété : l'adresse de référence ou une adresse complémentaire (spec 1 §3).
 * Une adresse choisie dans la Base Adresse Nationale est géolocalisée et enrichie de l'identifiant
 * du bâtiment ; une adresse que l'on garde sans la localiser est marquée non géolocalisée.
 */
export const Adresse = z.object({
  id: Identifiant.nullish(),
  /** Numéro dans la voie, avec son indice de répétition (« 12 », « 12 bis »). */
  numeroVoie: texte({ max: 20, libelle: 'Le numéro dans la voie' }).nullish(),
  voie: texte({ max: 200, libelle: 'La voie' }).nullish(),
  lieuDit: texte({ max: 200, libelle: 'Le lieu-dit' }).nullish(),
  codePostal: CodePostal.nullish(),
  commune: texte({ max: 100, libelle: 'La commune' }).nullish(),
  /** Code INSEE (Code officiel géographique) de la commune. */
  codeInsee: CodeInseeCommune.nullish(),
  /** Libellé complet, tel que proposé par le service de géocodage. */
  libelle: texte({ max: 300, libelle: "Le libellé de l'adresse" }).nullish(),
  /** Identifiant de l'adresse dans la Base Adresse Nationale. */
  identifiantBan: texte({ max: 100, libelle: "L'identifiant de l'adresse" }).nullish(),
  /** Identifiant du bâtiment (RNB) associé à l'adresse choisie. */
  idBatiment: IdentifiantBatiment.nullish(),
  longitude: z
    .number({ error: erreursDuChamp('La longitude') })
    .min(-180)
    .max(180)
    .nullish(),
  latitude: z
    .number({ error: erreursDuChamp('La latitude') })
    .min(-90)
    .max(90)
    .nullish(),
  geolocalisee: z.boolean({ error: erreursDuChamp('La géolocalisation') }).default(false),
});
export type Adresse = z.infer<typeof Adresse>;

/** Adresses d'une copropriété : une adresse de référence et des adresses complémentaires. */
export const AdressesCopropriete = z.object({
  adresseReference: Adresse,
  adressesComplementaires: z.array(Adresse).default([]),
});
export type AdressesCopropriete = z.infer<typeof AdressesCopropriete>;

/**
 * Adresse candidate renvoyée par le service de géocodage (spec 1 §3 « address feature »), proposée
 * dans la fenêtre de choix d'adresse. Coordonnées en WGS 84 : [longitude, latitude].
 */
export const AdresseCandidate = z.object({
  type: z.literal('Feature').default('Feature'),
  properties: z.object({
    id: z.string(),
    label: z.string(),
    name: z.string(),
    postcode: z.string(),
    city: z.string(),
    batId: z.string().nullish(),
    /** Nature du résultat dans la Base Adresse Nationale : numéro, voie ou lieu-dit. */
    type: z.enum(['housenumber', 'street', 'locality', 'municipality']).nullish(),
    housenumber: z.string().nullish(),
    street: z.string().nullish(),
    /** Code INSEE de la commune (de l'arrondissement à Paris, Lyon et Marseille). */
    citycode: z.string().nullish(),
    /** Commune déléguée ou absorbée (ancienne commune), le cas échéant. */
    oldcity: z.string().nullish(),
    oldcitycode: z.string().nullish(),
    context: z.string().nullish(),
  }),
  geometry: z.object({
    type: z.literal('Point'),
    coordinates: z.tuple([z.number({ error: erreursDuChamp() }), z.number({ error: erreursDuChamp() })]),
  }),
});
export type AdresseCandidate = z.infer<typeof AdresseCandidate>;

/**
 * Parcelle cadastrale (spec 1 §3) : commune (et commune absorbée), préfixe, section et numéro.
 * Les formats de section et de numéro suivent spec 2 §5.2 (voir `formats.ts`).
 */
export const Parcelle = z.object({
  id: Identifiant.nullish(),
  codePostal: CodePostal.nullish(),
  commune: texte({ max: 100, libelle: 'La commune' }).nullish(),
  /** Nom de la commune absorbée (commune déléguée), le cas échéant. */
  communeAbsorbee: texte({ max: 100, libelle: 'La commune absorbée' }).nullish(),
  codeInsee: CodeInseeCommune.nullish(),
  /** Préfixe de section : code de la commune absorbée, « 000 » sinon. */
  prefixe: PrefixeParcelle.default('000'),
  section: SectionParcelle,
  numero: NumeroParcelle,
  geolocalisee: z.boolean({ error: erreursDuChamp('La géolocalisation') }).default(false),
});
export type Parcelle = z.infer<typeof Parcelle>;

/**
 * Données de la copropriété telles que les présente le formulaire (spec 1 §3 « Condominium data »).
 * Les contrôles de cohérence (lots, dates, nombre de bâtiments…) relèvent des règles de spec 2 §5.4.
 */
export const DonneesCopropriete = z.object({
  nomCopropriete: NomCopropriete,
  dateReglementCopropriete: DateTexte.nullish(),
  siret: Siret.nullish(),
  /** Syndicat principal (`true`) ou secondaire (`false`). */
  syndicatPrincipal: z.boolean({ error: erreursDuChamp() }).nullish(),
  residenceService: z.boolean({ error: erreursDuChamp() }).nullish(),
  syndicatCooperatif: z.boolean({ error: erreursDuChamp() }).nullish(),
  /** Numéro d'immatriculation du syndicat principal, pour un syndicat secondaire. */
  numImmatriculationCoproprietePrincipale: NumeroImmatriculation.nullish(),
  nbAsl: Entier.nullish(),
  nbAful: Entier.nullish(),
  nbUnionsSyndicats: Entier.nullish(),
  nbLots: Entier.nullish(),
  nbLotsHabBurCom: Entier.nullish(),
  nbLotsHab: Entier.nullish(),
  nbLotsStationnement: Entier.nullish(),
  nombreBatiments: Entier.nullish(),
  adressePrincipale: Adresse.nullish(),
  adressesComplementaires: z.array(Adresse).default([]),
  parcelles: z.array(Parcelle).default([]),
  statutCopropriete: StatutCopropriete.nullish(),
  statutRattachement: StatutRattachement.nullish(),
  idTeledeclarantCourant: Identifiant.nullish(),
  dateFinMandat: DateTexte.nullish(),
  /** Mise à jour annuelle faite (`true`) ou à faire (`false`). */
  majAnnuelle: z.boolean({ error: erreursDuChamp() }).nullish(),
});
export type DonneesCopropriete = z.infer<typeof DonneesCopropriete>;
