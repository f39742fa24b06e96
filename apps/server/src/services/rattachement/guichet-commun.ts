import {
  ErreurMetier,
  type EtatCopropriete,
  type EvenementCopropriete,
  type EvenementMandat,
  formaterDateTexte,
  type MandatPresente,
  MESSAGE_DEMANDE_NON_OUVERTE,
  machineCopropriete,
  machineMandat,
  messageDemandeTenue,
  REGISTRE_TYPES_DEMANDE,
  type StatutMandat,
  situationVerrou,
  type TypeDemandeGuichet,
  type TypeEvenement,
  typesDisponiblesDeLaSource,
  type VerrouDemande,
} from '@registre/domain';
import type { Executeur } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerDeclarationRepository } from '../../repositories/declaration.repository.js';
import {
  creerRattachementRepository,
  type DemandeRattachementLue,
} from '../../repositories/rattachement.repository.js';
import { creerValidationRepository } from '../../repositories/validation.repository.js';
import { exigerTransition } from '../declarations/commun.js';
import { type ActeurJournal, journaliser } from '../journal.js';

/**
 * Rattachement et contestation au guichet du teneur (issue 11 §1, §2 ; ADR 0301). Le verrou du guichet est porté
 * par le mandat demandé (objet `MANDAT`) : la copropriété garde son état `…_A_CONFIRMER` ou `…_CONTESTE`, le mandat
 * passe `VALIDATION_EN_COURS` à l'ouverture. Chaque action : une transaction (ligne de la copropriété verrouillée),
 * les cycles de vie du domaine, le journal, les courriels.
 */

export const MESSAGE_MANDAT_AUTRE = "Ce mandat n'est pas celui de la demande.";

/** États d'une copropriété dont la demande est portée par un mandat (registre du domaine). */
const ETATS_RATTACHEMENT_AU_GUICHET: readonly EtatCopropriete[] = typesDisponiblesDeLaSource(
  'MANDAT',
).flatMap((code) => REGISTRE_TYPES_DEMANDE[code].critere.etats);

export const MESSAGE_PAS_UNE_DEMANDE_DE_RATTACHEMENT =
  'Ce mandat ne porte pas de demande de rattachement ni de contestation en attente : elle a peut-être déjà été traitée.';

/** Type de la demande portée par le mandat, ou `null` s'il n'attend pas le guichet comme rattachement. */
export function typeDemandeRattachement(d: DemandeRattachementLue): TypeDemandeGuichet | null {
  if (d.statutMandat !== 'A_VALIDER' && d.statutMandat !== 'VALIDATION_EN_COURS') return null;
  if (d.etatCopropriete === 'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER') return 'RATTACHEMENT';
  if (d.etatCopropriete === 'IMMATRICULEE_RATTACHEMENT_CONTESTE') return 'CONTESTATION';
  return null;
}

export function exigerType(d: DemandeRattachementLue | null): {
  demande: DemandeRattachementLue;
  type: TypeDemandeGuichet;
} {
  const type = d ? typeDemandeRattachement(d) : null;
  if (d === null || type === null) {
    throw new ErreurMetier('introuvable', MESSAGE_PAS_UNE_DEMANDE_DE_RATTACHEMENT);
  }
  return { demande: d, type };
}

/**
 * Mandat qui porte une demande de rattachement ou de contestation en attente, désignée par son mandat ou par sa
 * copropriété ; `null` pour une demande d'immatriculation (verrou de la copropriété).
 */
export async function mandatDeRattachement(
  tx: Executeur,
  corps: { idCopropriete?: number | null; idMandat?: number | null },
): Promise<number | null> {
  const repo = creerRattachementRepository(tx);
  const idMandat =
    corps.idMandat ?? (corps.idCopropriete ? await repo.mandatEnAttente(corps.idCopropriete) : null);
  if (!idMandat) return null;
  const d = await repo.demandeDuMandat(idMandat);
  if (d === null) return null;
  if (typeDemandeRattachement(d) !== null) return idMandat;
  if (ETATS_RATTACHEMENT_AU_GUICHET.includes(d.etatCopropriete)) {
    // Le mandat en place (ou un ancien) d'une copropriété dont la demande est portée par un autre mandat.
    throw new ErreurMetier('introuvable', MESSAGE_MANDAT_AUTRE);
  }
  return null;
}

const typeActeur = (acteur: ActeurJournal | null) => (acteur === null ? 'systeme' : 'teneur');

/** Mandat : transition du domaine, écriture, journal. */
export async function transitionMandat(
  tx: Executeur,
  p: {
    acteur: ActeurJournal | null;
    idMandat: number;
    statut: StatutMandat;
    evenement: EvenementMandat;
    libelle: string | null;
    typeEvenement?: TypeEvenement;
    motif?: string | null;
    valeurs?: Parameters<ReturnType<typeof creerDeclarationRepository>['modifierMandat']>[1];
  },
): Promise<StatutMandat> {
  const resultat = exigerTransition(
    machineMandat.transition(p.statut, p.evenement, { acteur: typeActeur(p.acteur) }),
  );
  await creerDeclarationRepository(tx).modifierMandat(p.idMandat, { ...p.valeurs, statut: resultat.etat });
  await journaliser(tx, {
    acteur: p.acteur,
    transition: {
      depuis: p.statut,
      resultat,
      ...(p.typeEvenement ? { typeEvenement: p.typeEvenement } : {}),
    },
    cible: { type: 'MANDAT', id: p.idMandat, libelle: p.libelle },
    ...(p.motif ? { detail: { motif: p.motif.slice(0, 2_000) } } : {}),
  });
  return resultat.etat;
}

/** Copropriété : transition du domaine, écriture (avec `valeurs`), journal. */
export async function transitionCopropriete(
  tx: Executeur,
  p: {
    acteur: ActeurJournal;
    demande: DemandeRattachementLue;
    evenement: EvenementCopropriete;
    statutMandatCourant?: StatutMandat | null;
    motif?: string | null;
    valeurs?: Parameters<ReturnType<typeof creerDeclarationRepository>['modifierCopropriete']>[1];
  },
): Promise<EtatCopropriete> {
  const { demande } = p;
  const resultat = exigerTransition(
    machineCopropriete.transition(demande.etatCopropriete, p.evenement, {
      acteur: 'teneur',
      ...(p.statutMandatCourant !== undefined ? { statutMandatCourant: p.statutMandatCourant } : {}),
    }),
  );
  await creerDeclarationRepository(tx).modifierCopropriete(demande.idCopropriete, {
    ...p.valeurs,
    etat: resultat.etat,
  });
  await journaliser(tx, {
    acteur: p.acteur,
    transition: { depuis: demande.etatCopropriete, resultat },
    cible: {
      type: 'COPROPRIETE',
      id: demande.idCopropriete,
      libelle: demande.numeroImmatriculation ?? demande.nomCopropriete,
    },
    ...(p.motif ? { detail: { motif: p.motif.slice(0, 2_000) } } : {}),
  });
  return resultat.etat;
}

/** Mandat (demandé ou en place) présenté au teneur. */
export async function presenter(
  executeur: Executeur,
  idMandat: number | null,
): Promise<MandatPresente | null> {
  if (idMandat === null) return null;
  const repo = creerRattachementRepository(executeur);
  const m = await repo.mandat(idMandat);
  if (!m) return null;
  const etablissement = await repo.etablissement(m.idTeledeclarant);
  return {
    idMandat: m.id,
    statut: m.statut,
    dateDebutMandat: m.dateDebut ? formaterDateTexte(m.dateDebut) : null,
    dateFinMandat: m.dateFin ? formaterDateTexte(m.dateFin) : null,
    adminProvisoire: m.adminProvisoire,
    syndicProvisoire: m.syndicProvisoire,
    typeJustifMandat: m.typeJustif,
    nomJustificatif: m.nomDocument,
    etablissement: {
      idTeledeclarant: m.idTeledeclarant,
      raisonSociale: etablissement.raisonSociale,
      siret: etablissement.siret,
    },
  };
}

/** Demande lue sous verrou de ligne, ouverte par l'appelant (409 sinon) ; son verrou est prolongé. */
export async function exigerOuverte(
  tx: Executeur,
  utilisateur: UtilisateurSession,
  idMandat: number,
  maintenant: Date,
): Promise<{ demande: DemandeRattachementLue; type: TypeDemandeGuichet }> {
  const lue = exigerType(
    await creerRattachementRepository(tx).demandeDuMandat(idMandat, { pourMiseAJour: true }),
  );
  const situation = situationVerrou(lue.demande.verrou, utilisateur.idCompte, maintenant);
  if (situation === 'TENU_PAR_UN_AUTRE') {
    throw new ErreurMetier('conflit', messageDemandeTenue(lue.demande.verrou as VerrouDemande));
  }
  if (situation !== 'TENU_PAR_MOI' || lue.demande.statutMandat !== 'VALIDATION_EN_COURS') {
    throw new ErreurMetier('conflit', MESSAGE_DEMANDE_NON_OUVERTE);
  }
  await creerValidationRepository(tx).prolongerVerrou('MANDAT', idMandat, utilisateur.idCompte, maintenant);
  return lue;
}
