import { z } from 'zod';
import { CodeApe, CodePostal, Email, Siret, Telephone } from '../commun/formats.js';
import { Identifiant } from '../commun/identifiant.js';
import { Entier } from '../commun/nombres.js';
import { LONGUEUR_MAX_NOM_PERSONNE, texte } from '../commun/texte.js';
import { CertificatDn } from '../compte/compte.schema.js';
import { Civilite } from '../referentiels/compte.js';
import { TypeEtablissementTeledeclarant } from '../referentiels/teledeclarant.js';
import { StatutTeledeclarant } from './statut-teledeclarant.js';

/** Longueur maximale d'une ligne d'adresse postale (norme AFNOR NF Z10-011). */
export { LONGUEUR_MAX_LIGNE_ADRESSE } from '../commun/saisies.js';

import { LONGUEUR_MAX_LIGNE_ADRESSE } from '../commun/saisies.js';

const Ligne = (numero: number) =>
  texte({ max: LONGUEUR_MAX_LIGNE_ADRESSE, libelle: `La ligne ${numero} de l'adresse` }).nullish();

/**
 * Adresse postale en 7 lignes (spec 2 §9), telle que la restitue le répertoire des établissements :
 * l1 raison sociale, l2 destinataire, l3 complément, l4 numéro et voie, l5 lieu-dit ou boîte postale,
 * l6 code postal et localité, l7 pays.
 */
export const LignesAdresse = z.object({
  l1: Ligne(1),
  l2: Ligne(2),
  l3: Ligne(3),
  l4: Ligne(4),
  l5: Ligne(5),
  l6: Ligne(6),
  l7: Ligne(7),
});
export type LignesAdresse = z.infer<typeof LignesAdresse>;

/** Pays par défaut de l'adresse du représentant légal. */
export const PAYS_PAR_DEFAUT = 'FRANCE';

/** Adresse du représentant légal. */
export const AdresseRepresentantLegal = z.object({
  complement: texte({ max: 100, libelle: "Le complément d'adresse" }).nullish(),
  /** Immeuble, bâtiment, résidence. */
  immeuble: texte({ max: 100, libelle: "L'immeuble" }).nullish(),
  voie: texte({ max: 200, libelle: 'La voie' }).nullish(),
  lieuDit: texte({ max: 100, libelle: 'Le lieu-dit' }).nullish(),
  codePostal: CodePostal.nullish(),
  commune: texte({ max: 100, libelle: 'La commune' }).nullish(),
  pays: texte({ max: 100, libelle: 'Le pays' }).default(PAYS_PAR_DEFAUT),
});
export type AdresseRepresentantLegal = z.infer<typeof AdresseRepresentantLegal>;

/** Représentant légal de l'établissement télédéclarant. */
export const RepresentantLegal = z.object({
  civilite: Civilite.nullish(),
  nom: texte({ max: LONGUEUR_MAX_NOM_PERSONNE, libelle: 'Le nom' }).nullish(),
  prenom: texte({ max: LONGUEUR_MAX_NOM_PERSONNE, libelle: 'Le prénom' }).nullish(),
  email: Email.nullish(),
  telephone: Telephone.nullish(),
  adresse: AdresseRepresentantLegal.nullish(),
});
export type RepresentantLegal = z.infer<typeof RepresentantLegal>;

/**
 * Paramètres techniques du service web : deux jeux de noms distinctifs (sujet et émetteur) de certificat
 * client, pour permettre le renouvellement d'un certificat sans interruption.
 */
export const ParametresServiceWeb = z.object({
  certificat1: CertificatDn.nullish(),
  certificat2: CertificatDn.nullish(),
});
export type ParametresServiceWeb = z.infer<typeof ParametresServiceWeb>;

/** Établissement télédéclarant : syndic professionnel, syndic bénévole ou étude notariale (spec 1 §3). */
export const Teledeclarant = z.object({
  id: Identifiant.nullish(),
  raisonSociale: texte({ max: 200, libelle: 'La raison sociale' }).nullish(),
  siret: Siret.nullish(),
  type: TypeEtablissementTeledeclarant,
  codeApe: CodeApe.nullish(),
  /** Libellé de l'activité principale (nomenclature NAF). */
  libelleActivite: texte({ max: 200, libelle: "Le libellé de l'activité" }).nullish(),
  /** Libellé du type d'établissement (siège, établissement secondaire…). */
  typeEtablissement: texte({ max: 100, libelle: "Le type d'établissement" }).nullish(),
  adresse: LignesAdresse.nullish(),
  telephone: Telephone.nullish(),
  statut: StatutTeledeclarant,
  /** Code d'activation envoyé par courrier ; lisible du seul teneur. */
  codeActivation: texte({ max: 50, libelle: "Le code d'activation" }).nullish(),
  parametresServiceWeb: ParametresServiceWeb.nullish(),
  representantLegal: RepresentantLegal.nullish(),
  /** Nombre de copropriétés rattachées. */
  nbCopro: Entier.nullish(),
});
export type Teledeclarant = z.infer<typeof Teledeclarant>;

/**
 * Établissement trouvé par son SIRET dans le répertoire des entreprises
 * (spec 1 §3 « Establishment lookup », `api/public/siret/etablissements/{siret}`).
 */
export const EtablissementRecherche = z.object({
  siret: z.string(),
  raisonSociale: z.string().nullish(),
  /** Code NAF de l'activité principale, tel que le répertoire l'écrit. */
  naf: z.string().nullish(),
  libelleNaf: z.string().nullish(),
  typeEtab: z.string().nullish(),
  libelleTypeEtab: z.string().nullish(),
  codeInseeLocalite: z.string().nullish(),
  codePostal: z.string().nullish(),
  localite: z.string().nullish(),
  immeuble: z.string().nullish(),
  voie: z.string().nullish(),
  l1: z.string().nullish(),
  l2: z.string().nullish(),
  l3: z.string().nullish(),
  l4: z.string().nullish(),
  l5: z.string().nullish(),
  l6: z.string().nullish(),
  l7: z.string().nullish(),
});
export type EtablissementRecherche = z.infer<typeof EtablissementRecherche>;
