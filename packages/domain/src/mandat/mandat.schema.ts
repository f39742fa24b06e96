import { z } from 'zod';
import { DateTexte } from '../commun/dates.js';
import { NumeroImmatriculation } from '../commun/formats.js';
import { Identifiant } from '../commun/identifiant.js';
import { erreursDuChamp } from '../commun/texte.js';
import { DonneesCopropriete } from '../copropriete/copropriete.schema.js';
import { DocumentMetadonnees } from '../document/document.schema.js';
import { TypeJustifMandat } from '../referentiels/mandat.js';
import { ErreurControleRattachement } from '../referentiels/rattachement.js';
import { StatutMandat } from './statut-mandat.js';

/**
 * Mandat du syndic (ou de l'administrateur provisoire) sur une copropriété (spec 1 §3 « Mandate »).
 * Les règles de dates et de durée (spec 2 §5.3) relèvent de `mandat.rules.ts`.
 */
export const Mandat = z.object({
  idMandat: Identifiant.nullish(),
  dateDebutMandat: DateTexte.nullish(),
  dateFinMandat: DateTexte.nullish(),
  /** Mandat d'un administrateur provisoire. */
  adminProvisoire: z.boolean({ error: erreursDuChamp() }).nullish(),
  /** Mandat d'un syndic provisoire. */
  syndicProvisoire: z.boolean({ error: erreursDuChamp() }).nullish(),
  statut: StatutMandat.nullish(),
  typeJustifMandat: TypeJustifMandat.nullish(),
  /** Justificatif PDF du mandat. */
  justificatif: DocumentMetadonnees.nullish(),
  dateTeleversement: DateTexte.nullish(),
});
export type Mandat = z.infer<typeof Mandat>;

/** Détail d'un rattachement, affiché à l'écran de rattachement et au guichet de validation. */
export const DetailRattachement = z.object({
  infoCopro: DonneesCopropriete,
  infoMandatRattachement: Mandat,
  mandatCoproStatus: StatutMandat.nullish(),
  isSuccessorDeclared: z.boolean({ error: erreursDuChamp() }),
  previousArchivedMandat: Mandat.nullish(),
  previousStartDateMandat: DateTexte.nullish(),
});
export type DetailRattachement = z.infer<typeof DetailRattachement>;

/**
 * Résultat du contrôle préalable à un rattachement (spec 1 §3 « Attachment check result ») :
 * `error` vide quand le rattachement peut être demandé.
 */
export const ControleRattachement = z.object({
  error: ErreurControleRattachement.nullish(),
  numImmat: NumeroImmatriculation.nullish(),
  isDemandContestation: z.boolean({ error: erreursDuChamp() }).default(false),
  /** Une demande de rattachement ou une contestation attend déjà le teneur (spec 2 §8, ADR 0300). */
  demandeEnAttente: z.boolean({ error: erreursDuChamp() }).default(false),
});
export type ControleRattachement = z.infer<typeof ControleRattachement>;
