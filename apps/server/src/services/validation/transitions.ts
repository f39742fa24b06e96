import {
  type EtatCopropriete,
  type EvenementCopropriete,
  type EvenementDeclaration,
  type EvenementMandat,
  machineCopropriete,
  machineDeclaration,
  machineMandat,
  type StatutMandat,
  type TypeEvenement,
} from '@registre/domain';
import type { Executeur } from '../../db/connexion.js';
import { creerDeclarationRepository } from '../../repositories/declaration.repository.js';
import type { DemandeLue } from '../../repositories/validation.repository.js';
import { exigerTransition } from '../declarations/commun.js';
import { type ActeurJournal, journaliser } from '../journal.js';

/**
 * Changements d'état d'une demande au guichet, par les cycles de vie du domaine (ADR 0030), chacun journalisé
 * dans la transaction de l'appelant. `acteur: null` : traitement automatique (reprise d'un verrou abandonné).
 */

interface Commun {
  acteur: ActeurJournal | null;
  demande: DemandeLue;
  /** Motif écrit au journal (raison, motifs du refus…). */
  motif?: string;
}

const libelle = (d: DemandeLue) => d.numeroImmatriculation ?? d.nomCopropriete;
const typeActeur = (acteur: ActeurJournal | null) => (acteur === null ? 'systeme' : 'teneur');

/** Copropriété : transition, écriture de l'état, journal. Renvoie le nouvel état. */
export async function transitionCopropriete(
  tx: Executeur,
  p: Commun & {
    evenement: EvenementCopropriete;
    typeEvenement?: TypeEvenement;
    statutMandatCourant?: StatutMandat | null;
    /** Colonnes écrites avec l'état. */
    valeurs?: Parameters<ReturnType<typeof creerDeclarationRepository>['modifierCopropriete']>[1];
  },
): Promise<EtatCopropriete> {
  const { demande } = p;
  const resultat = exigerTransition(
    machineCopropriete.transition(demande.etatCopropriete, p.evenement, {
      acteur: typeActeur(p.acteur),
      ...(p.statutMandatCourant !== undefined ? { statutMandatCourant: p.statutMandatCourant } : {}),
    }),
  );
  await creerDeclarationRepository(tx).modifierCopropriete(demande.idCopropriete, {
    ...p.valeurs,
    etat: resultat.etat,
  });
  await journaliser(tx, {
    acteur: p.acteur,
    transition: {
      depuis: demande.etatCopropriete,
      resultat,
      ...(p.typeEvenement ? { typeEvenement: p.typeEvenement } : {}),
    },
    cible: { type: 'COPROPRIETE', id: demande.idCopropriete, libelle: libelle(demande) },
    ...(p.motif ? { detail: { motif: p.motif.slice(0, 2_000) } } : {}),
  });
  demande.etatCopropriete = resultat.etat;
  return resultat.etat;
}

/** Mandat demandé avec la demande (s'il y en a un) : transition, écriture, journal. */
export async function transitionMandat(
  tx: Executeur,
  p: Commun & {
    evenement: EvenementMandat;
    valeurs?: Parameters<ReturnType<typeof creerDeclarationRepository>['modifierMandat']>[1];
  },
): Promise<StatutMandat | null> {
  const { demande } = p;
  if (demande.idMandat === null || demande.statutMandat === null) return null;
  const resultat = exigerTransition(
    machineMandat.transition(demande.statutMandat, p.evenement, { acteur: typeActeur(p.acteur) }),
  );
  await creerDeclarationRepository(tx).modifierMandat(demande.idMandat, {
    ...p.valeurs,
    statut: resultat.etat,
  });
  await journaliser(tx, {
    acteur: p.acteur,
    transition: { depuis: demande.statutMandat, resultat },
    cible: { type: 'MANDAT', id: demande.idMandat, libelle: demande.raisonSocialeDemandeur },
    ...(p.motif ? { detail: { motif: p.motif.slice(0, 2_000) } } : {}),
  });
  demande.statutMandat = resultat.etat;
  return resultat.etat;
}

/** Déclaration en attente : transition, écriture, journal. */
export async function transitionDeclaration(
  tx: Executeur,
  p: Commun & { evenement: EvenementDeclaration; typeEvenement?: TypeEvenement; dateValidation?: Date },
): Promise<void> {
  const { demande } = p;
  const resultat = exigerTransition(
    machineDeclaration.transition('A_VALIDER', p.evenement, { acteur: typeActeur(p.acteur) }),
  );
  await creerDeclarationRepository(tx).modifierEntete(demande.idDeclaration, {
    statut: resultat.etat,
    ...(p.dateValidation ? { dateValidation: p.dateValidation } : {}),
  });
  await journaliser(tx, {
    acteur: p.acteur,
    transition: {
      depuis: 'A_VALIDER',
      resultat,
      ...(p.typeEvenement ? { typeEvenement: p.typeEvenement } : {}),
    },
    cible: { type: 'DECLARATION', id: demande.idDeclaration, libelle: libelle(demande) },
    ...(p.motif ? { detail: { motif: p.motif.slice(0, 2_000) } } : {}),
  });
}
