import { z } from 'zod';
import { ConfirmationEmail, controlerConfirmation, Email, Siret, Telephone } from '../commun/formats.js';
import { Identifiant } from '../commun/identifiant.js';
import { erreursDuChamp, texte } from '../commun/texte.js';
import { InfoCompte } from '../compte/compte.schema.js';
import { messagesFormats } from '../messages/formats.js';
import { Profil } from '../permissions/profils.js';
import { StatutTeledeclarant } from '../teledeclarant/statut-teledeclarant.js';
import { defineRoute } from './contrat.js';

/**
 * Notaires (spec 2 §7.1) : ils s'authentifient par le certificat client de leur clé professionnelle, que
 * le mandataire inverse de confiance vérifie et transmet (ADR 0067) ; seuls les notaires, pas leurs
 * collaborateurs, inscrivent leur étude (spec 1 §6, ADR 0068).
 */

/** Message de spec 2 §8 : collaborateur dont l'étude n'est pas inscrite (module sans zod, ADR 0260). */
export { MESSAGE_ETUDE_NON_ENREGISTREE_COLLABORATEUR } from '../messages/notaire.js';

/** Numéro de l'étude notariale (code CRPCEN) : 5 chiffres. */
export const NumeroEtude = texte({ max: 100, libelle: "Le numéro de l'étude" }).regex(/^\d{5}$/, {
  error: "Le numéro de l'étude (code CRPCEN) comporte 5 chiffres.",
});
export type NumeroEtude = z.infer<typeof NumeroEtude>;

/** Qualité du titulaire du certificat, lue dans le certificat (attribut `title`). */
export const QualiteNotariale = z.enum(['NOTAIRE', 'COLLABORATEUR'], { error: erreursDuChamp('La qualité') });
export type QualiteNotariale = z.infer<typeof QualiteNotariale>;

export const qualiteNotarialeLabels: Record<QualiteNotariale, string> = {
  NOTAIRE: 'Notaire',
  COLLABORATEUR: 'Collaborateur de notaire',
};

/** Certificat client transmis par le mandataire de confiance (ou par le simulateur de développement). */
export const InfoCertificat = z.object({
  subjectDn: z.string(),
  issuerDn: z.string(),
  /** Code CRPCEN de l'étude, lu dans l'unité d'organisation (`OU`) du sujet. */
  numEtude: z.string().nullable(),
  qualite: QualiteNotariale.nullable(),
  nom: z.string().nullable(),
  prenom: z.string().nullable(),
  email: z.string().nullable(),
  /** Certificat fictif choisi dans le simulateur de développement. */
  simule: z.boolean(),
});
export type InfoCertificat = z.infer<typeof InfoCertificat>;

/** Étude notariale inscrite au registre (télédéclarant de type NOTAIRE). */
export const EtudeNotariale = z.object({
  id: Identifiant,
  numEtude: z.string(),
  raisonSociale: z.string().nullable(),
  siret: z.string().nullable(),
  statut: StatutTeledeclarant,
});
export type EtudeNotariale = z.infer<typeof EtudeNotariale>;

/** Profil du titulaire du certificat dans le registre. */
export const ProfilNotaire = z.object({
  qualite: QualiteNotariale,
  numEtude: z.string(),
  /** Profil du compte existant, ou profil qu'aurait le compte créé à la première connexion ; null sinon. */
  profil: Profil.nullable(),
  compteExistant: z.boolean(),
  etudeEnregistree: z.boolean(),
  /** Seul un notaire (pas un collaborateur) ajoute son étude quand elle n'est pas inscrite. */
  peutAjouterEtude: z.boolean(),
});
export type ProfilNotaire = z.infer<typeof ProfilNotaire>;

/** Inscription de l'étude par un notaire (page `/compte/inscription?numEtude=…`). */
export const InscriptionEtude = z
  .object({
    numEtude: NumeroEtude,
    siret: Siret,
    email: Email,
    confirmationEmail: ConfirmationEmail,
    telephone: Telephone.nullish(),
    attestationSurLHonneur: z.literal(true, {
      error: "Vous devez certifier sur l'honneur l'exactitude des informations saisies.",
    }),
  })
  .superRefine(controlerConfirmation('email', 'confirmationEmail', messagesFormats.emailConfirmation));
export type InscriptionEtude = z.infer<typeof InscriptionEtude>;

/** Certificat fictif proposé par le simulateur de développement. */
export const CertificatSimule = z.object({
  id: z.string(),
  libelle: z.string(),
  subjectDn: z.string(),
  issuerDn: z.string(),
});
export type CertificatSimule = z.infer<typeof CertificatSimule>;

export const EtatSimulateurCertificat = z.object({
  /** Vrai seulement hors production avec `SIMULATEUR_CERTIFICAT=1`. */
  actif: z.boolean(),
  certificats: z.array(CertificatSimule),
  /** Certificat choisi pour ce navigateur, ou null. */
  choisi: z.string().nullable(),
});
export type EtatSimulateurCertificat = z.infer<typeof EtatSimulateurCertificat>;

export const notaireRoutes = {
  infoCertificat: defineRoute({
    method: 'GET',
    path: '/api/public/infocertificat',
    summary:
      'Certificat client transmis par le mandataire inverse de confiance (null sans certificat vérifié)',
    acces: 'public',
    response: InfoCertificat.nullable(),
  }),
  etudeNotariale: defineRoute({
    method: 'GET',
    path: '/api/public/etudenotariale',
    summary: "Étude notariale du notaire identifié par son certificat (null si elle n'est pas inscrite)",
    acces: 'public',
    response: EtudeNotariale.nullable(),
  }),
  profilNotaire: defineRoute({
    method: 'GET',
    path: '/api/public/profilnotaire',
    summary: 'Profil, dans le registre, du notaire ou collaborateur identifié par son certificat',
    acces: 'public',
    response: ProfilNotaire,
  }),
  authentification: defineRoute({
    method: 'POST',
    path: '/api/public/notaire/authentification',
    summary:
      "Ajout (ADR 0067) : connexion d'un notaire ou d'un collaborateur par son certificat client (session renouvelée)",
    acces: 'public',
    response: InfoCompte,
  }),
  inscrireEtude: defineRoute({
    method: 'POST',
    path: '/api/public/etudenotariale',
    summary:
      'Ajout (ADR 0068) : inscription de son étude par un notaire identifié par son certificat (pas un collaborateur)',
    acces: 'public',
    body: InscriptionEtude,
    response: EtudeNotariale,
    erreurs400Metier: true,
    exemple: {
      body: {
        numEtude: '69001',
        siret: '73282932000074',
        email: 'etude@notaires.exemple.fr',
        confirmationEmail: 'etude@notaires.exemple.fr',
        attestationSurLHonneur: true,
      },
    },
  }),
  simulateur: defineRoute({
    method: 'GET',
    path: '/api/dev/simulateur-certificat',
    summary:
      'Développement seulement : certificats fictifs du simulateur et choix de ce navigateur (absent en production)',
    acces: 'public',
    response: EtatSimulateurCertificat,
  }),
  choisirCertificatSimule: defineRoute({
    method: 'POST',
    path: '/api/dev/simulateur-certificat',
    summary:
      'Développement seulement : choisit (ou retire) le certificat fictif présenté par ce navigateur (absent en production)',
    acces: 'public',
    body: z.object({ id: texte({ max: 50, libelle: 'Le certificat fictif' }).nullable() }),
    response: EtatSimulateurCertificat,
    exemple: { body: { id: 'notaire-69001' } },
  }),
} as const;
