import { z } from 'zod';
import { CodeApe, CodePostal, Email, Siret, Telephone } from '../commun/formats.js';
import { Identifiant } from '../commun/identifiant.js';
import { paginationBornee, resultatPagine } from '../commun/pagination.schema.js';
import { erreursDuChamp, texte } from '../commun/texte.js';
import { Profil } from '../permissions/profils.js';
import { Civilite, StatutCompteUtilisateur } from '../referentiels/compte.js';
import { TypeEtablissementTeledeclarant } from '../referentiels/teledeclarant.js';
import { StatutTeledeclarant } from './statut-teledeclarant.js';
import { LONGUEUR_MAX_LIGNE_ADRESSE } from './teledeclarant.schema.js';

/**
 * Gestion des télédéclarants par le teneur du registre (spec 1 §2 « Tele-declarant search fields »,
 * spec 2 §7.8) : critères de recherche, lignes de résultat, fiche détaillée, modification (ADR 0060 à 0062).
 */

// ---------------------------------------------------------------------------------------------------
// Recherche
// ---------------------------------------------------------------------------------------------------

/** Nombre maximal de télédéclarants par page de résultats. */
export const TAILLE_PAGE_MAX_TELEDECLARANTS = 100;

/** Longueur maximale d'un critère textuel de recherche. */
export const LONGUEUR_MAX_CRITERE_TELEDECLARANT = 100;

/** Colonnes selon lesquelles la liste des télédéclarants peut être triée. */
export const ChampTriTeledeclarant = z.enum(
  [
    'id',
    'raisonSociale',
    'siret',
    'type',
    'codePostal',
    'commune',
    'nomAdmin',
    'prenomAdmin',
    'email',
    'statut',
    'motDePasseCree',
    'codeApe',
  ],
  { error: erreursDuChamp('La colonne de tri') },
);
export type ChampTriTeledeclarant = z.infer<typeof ChampTriTeledeclarant>;

/** Pagination de la recherche : celle de toutes les listes, bornée à 100 lignes et aux colonnes triables. */
export const PaginationTeledeclarants = paginationBornee(
  ChampTriTeledeclarant,
  TAILLE_PAGE_MAX_TELEDECLARANTS,
);
export type PaginationTeledeclarants = z.infer<typeof PaginationTeledeclarants>;

const critereTexte = texte({ max: LONGUEUR_MAX_CRITERE_TELEDECLARANT, libelle: 'Le critère' });

/**
 * Critère fait de chiffres (SIRET, code postal) : chiffres, jokers `_` et `$` initial (« commence par »),
 * espaces ignorés.
 */
function critereChiffres(libelle: string, longueur: number) {
  return critereTexte
    .transform((texte) => texte.replace(/\s+/g, ''))
    .refine((texte) => /^\$?[\d_]*$/.test(texte), {
      error: `Le critère ${libelle} ne peut contenir que des chiffres, le joker « _ » et un « $ » initial.`,
    })
    .refine((texte) => texte.replace('$', '').length <= longueur, {
      error: `Le critère ${libelle} comporte au plus ${longueur} chiffres.`,
    });
}

/** Critère de code APE : « 68.32A », « 6832a », « $68 »… (le point est ignoré). */
const critereCodeApe = critereTexte
  .transform((texte) => texte.replace(/[\s.]+/g, ''))
  .refine((texte) => /^\$?[\dA-Za-z_]{0,5}$/.test(texte), {
    error: 'Le critère code APE comporte au plus 4 chiffres et une lettre (exemple : 68.32A).',
  });

/**
 * Critères de recherche des télédéclarants (`POST api/teledeclarants`). Les critères textuels suivent la
 * sémantique commune des recherches (`analyserTexteRecherche` : « contient », `$` initial pour
 * « commence par », `_` pour un caractère, sans tenir compte des accents ni de la casse). L'administrateur
 * recherché est l'administrateur principal de l'établissement. Sans critère de statut, les
 * télédéclarants supprimés sont écartés (ADR 0060).
 */
export const CriteresRechercheTeledeclarant = z.strictObject({
  id: Identifiant.nullish(),
  raisonSociale: critereTexte.nullish(),
  siret: critereChiffres('SIRET', 14).nullish(),
  type: TypeEtablissementTeledeclarant.nullish(),
  codePostal: critereChiffres('code postal', 5).nullish(),
  commune: critereTexte.nullish(),
  nomAdmin: critereTexte.nullish(),
  prenomAdmin: critereTexte.nullish(),
  email: critereTexte.nullish(),
  statut: StatutTeledeclarant.nullish(),
  /** L'administrateur principal a-t-il créé son mot de passe ? */
  motDePasseCree: z.boolean({ error: erreursDuChamp('Le critère « mot de passe créé »') }).nullish(),
  codeApe: critereCodeApe.nullish(),
  paginationOptions: PaginationTeledeclarants.prefault({}),
});
export type CriteresRechercheTeledeclarant = z.infer<typeof CriteresRechercheTeledeclarant>;
export type SaisieRechercheTeledeclarant = z.input<typeof CriteresRechercheTeledeclarant>;

const texteLu = z.string().nullable();

/** Ligne du résultat de recherche : l'établissement et son administrateur principal. */
export const LigneTeledeclarant = z.object({
  id: z.number().int(),
  raisonSociale: texteLu,
  siret: texteLu,
  type: TypeEtablissementTeledeclarant,
  codePostal: texteLu,
  commune: texteLu,
  codeApe: texteLu,
  statut: StatutTeledeclarant,
  idAdmin: z.number().int().nullable(),
  nomAdmin: texteLu,
  prenomAdmin: texteLu,
  emailAdmin: texteLu,
  motDePasseCree: z.boolean(),
});
export type LigneTeledeclarant = z.infer<typeof LigneTeledeclarant>;

/** Réponse de la recherche (spec 1 §3 : `teledeclarantDTOList`, `totalItems`). */
export const ResultatRechercheTeledeclarants = resultatPagine('teledeclarantDTOList', LigneTeledeclarant);
export type ResultatRechercheTeledeclarants = z.infer<typeof ResultatRechercheTeledeclarants>;

// ---------------------------------------------------------------------------------------------------
// Fiche
// ---------------------------------------------------------------------------------------------------

/** Noms distinctifs d'un certificat client enregistré (format RFC 4514, ADR 0062). */
export const CertificatEnregistre = z.object({
  subjectDn: texteLu,
  issuerDn: texteLu,
});
export type CertificatEnregistre = z.infer<typeof CertificatEnregistre>;

/**
 * Fiche d'un télédéclarant telle que la lit le teneur : type, établissement, représentant légal,
 * adresse, paramètres techniques du service web. Les valeurs sont restituées telles qu'enregistrées.
 */
export const FicheTeledeclarant = z.object({
  id: z.number().int(),
  type: TypeEtablissementTeledeclarant,
  statut: StatutTeledeclarant,
  raisonSociale: texteLu,
  siret: texteLu,
  codeApe: texteLu,
  libelleActivite: texteLu,
  typeEtablissement: texteLu,
  numeroEtudeNotariale: texteLu,
  telephone: texteLu,
  adresse: z.object({
    l1: texteLu,
    l2: texteLu,
    l3: texteLu,
    l4: texteLu,
    l5: texteLu,
    l6: texteLu,
    l7: texteLu,
  }),
  codePostal: texteLu,
  commune: texteLu,
  representantLegal: z.object({
    civilite: Civilite.nullable(),
    nom: texteLu,
    prenom: texteLu,
    email: texteLu,
    telephone: texteLu,
    adresse: z.object({
      complement: texteLu,
      immeuble: texteLu,
      voie: texteLu,
      lieuDit: texteLu,
      codePostal: texteLu,
      commune: texteLu,
      pays: z.string(),
    }),
  }),
  parametresServiceWeb: z.object({
    certificat1: CertificatEnregistre.nullable(),
    certificat2: CertificatEnregistre.nullable(),
  }),
  /** Nombre de copropriétés dont il est le représentant légal en titre. */
  nbCopro: z.number().int().min(0),
  /** Horodatages ISO 8601. */
  dateCreation: z.string(),
  dateActivation: texteLu,
  dateEnvoiCodeActivation: texteLu,
});
export type FicheTeledeclarant = z.infer<typeof FicheTeledeclarant>;

/** Compte utilisateur d'un télédéclarant, pour l'écran de mise à jour du teneur. */
export const UtilisateurDuTeledeclarant = z.object({
  id: z.number().int(),
  login: z.string(),
  email: texteLu,
  civilite: Civilite.nullable(),
  nom: texteLu,
  prenom: texteLu,
  profil: Profil,
  statut: StatutCompteUtilisateur,
  adminPrincipal: z.boolean(),
  motDePasseCree: z.boolean(),
  dateDerniereActivite: texteLu,
});
export type UtilisateurDuTeledeclarant = z.infer<typeof UtilisateurDuTeledeclarant>;

/** Réponse de `GET api/utilisateurs/teledeclarant/{id}` : la fiche et les comptes non supprimés. */
export const TeledeclarantEtUtilisateurs = z.object({
  teledeclarant: FicheTeledeclarant,
  utilisateurs: z.array(UtilisateurDuTeledeclarant),
});
export type TeledeclarantEtUtilisateurs = z.infer<typeof TeledeclarantEtUtilisateurs>;

// ---------------------------------------------------------------------------------------------------
// Modification par le teneur
// ---------------------------------------------------------------------------------------------------

/** Taille maximale d'un fichier de certificat au format PEM (texte). */
export const TAILLE_MAX_CERTIFICAT_PEM = 20_000;

/**
 * Champ facultatif d'un formulaire : une saisie vide (ou faite d'espaces) vaut « non renseigné » (`null`),
 * sinon elle doit respecter `schema`.
 */
function facultatif<T extends z.ZodType<unknown, string>>(schema: T, libelle: string) {
  return texte({ max: TAILLE_MAX_CERTIFICAT_PEM, libelle })
    .transform((texte) => (texte === '' ? null : texte))
    .pipe(schema.nullable())
    .nullish();
}

function texteFacultatif(max: number, libelle: string) {
  return facultatif(texte({ max, libelle }), libelle);
}

const ligneAdresse = (numero: number) =>
  texteFacultatif(LONGUEUR_MAX_LIGNE_ADRESSE, `La ligne ${numero} de l'adresse`);

/**
 * Changement d'un certificat client du service web : le conserver, le retirer, ou le remplacer par le
 * certificat PUBLIC contenu dans un fichier `.pem` (texte) ; les clés privées sont refusées (ADR 0062).
 */
export const ChangementCertificat = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('conserver') }),
    z.object({ action: z.literal('retirer') }),
    z.object({
      action: z.literal('remplacer'),
      /** Contenu du fichier `.pem`. */
      pem: texte({
        max: 10 * TAILLE_MAX_CERTIFICAT_PEM,
        min: 1,
        multiligne: true,
        libelle: 'Le fichier du certificat',
        trim: false,
      }).max(TAILLE_MAX_CERTIFICAT_PEM, {
        error: 'Le fichier du certificat est trop volumineux (20 ko au plus).',
      }),
      /** Nom du fichier déposé, pour les messages. */
      nomFichier: texte({ max: 255, libelle: 'Le nom du fichier' }).nullish(),
    }),
  ],
  { error: erreursDuChamp('Le changement de certificat') },
);
export type ChangementCertificat = z.infer<typeof ChangementCertificat>;

/**
 * Modification d'un télédéclarant par le teneur (`PUT api/utilisateurs/teledeclarant`) : établissement,
 * représentant légal, statut (uniquement vers un statut que permet le cycle de vie, ADR 0061) et
 * certificats du service web. Le type d'établissement ne se modifie pas.
 */
export const ModificationTeledeclarant = z.strictObject({
  id: Identifiant,
  raisonSociale: texte({ max: 200, min: 1, libelle: 'La raison sociale' }),
  /** Obligatoire pour un syndic professionnel et une étude notariale. */
  siret: facultatif(Siret, 'Le numéro SIRET'),
  codeApe: facultatif(CodeApe, 'Le code APE'),
  libelleActivite: texteFacultatif(200, "Le libellé de l'activité"),
  typeEtablissement: texteFacultatif(100, "Le type d'établissement"),
  telephone: facultatif(Telephone, 'Le numéro de téléphone'),
  adresse: z.object({
    l1: ligneAdresse(1),
    l2: ligneAdresse(2),
    l3: ligneAdresse(3),
    l4: ligneAdresse(4),
    l5: ligneAdresse(5),
    l6: ligneAdresse(6),
    l7: ligneAdresse(7),
  }),
  codePostal: facultatif(CodePostal, 'Le code postal'),
  commune: texteFacultatif(100, 'La commune'),
  representantLegal: z.object({
    /** Une liste de choix sans sélection envoie une chaîne vide : non renseignée. */
    civilite: z
      .union([z.literal('').transform(() => null), Civilite], { error: erreursDuChamp('La civilité') })
      .nullish(),
    nom: texteFacultatif(100, 'Le nom'),
    prenom: texteFacultatif(100, 'Le prénom'),
    email: facultatif(Email, "L'adresse électronique"),
    telephone: facultatif(Telephone, 'Le numéro de téléphone'),
    adresse: z.object({
      complement: texteFacultatif(100, "Le complément d'adresse"),
      immeuble: texteFacultatif(100, "L'immeuble"),
      voie: texteFacultatif(200, 'La voie'),
      lieuDit: texteFacultatif(100, 'Le lieu-dit'),
      codePostal: facultatif(CodePostal, 'Le code postal'),
      commune: texteFacultatif(100, 'La commune'),
      pays: texteFacultatif(100, 'Le pays'),
    }),
  }),
  statut: StatutTeledeclarant,
  certificat1: ChangementCertificat.prefault({ action: 'conserver' }),
  certificat2: ChangementCertificat.prefault({ action: 'conserver' }),
});
export type ModificationTeledeclarant = z.infer<typeof ModificationTeledeclarant>;
export type SaisieModificationTeledeclarant = z.input<typeof ModificationTeledeclarant>;
