import {
  aujourdhuiParis,
  type CreationMandat,
  canAdministrerCopropriete,
  ErreurMetier,
  type EtatCopropriete,
  type EvenementCopropriete,
  type EvenementMandat,
  formaterDateTexte,
  type MandatLu,
  machineCopropriete,
  machineMandat,
  mandatAVenir,
  type StatutMandat,
  type TypeActeur,
  type TypeEvenement,
  typeActeurDuProfil,
} from '@registre/domain';
import type { Executeur } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerDeclarationRepository } from '../../repositories/declaration.repository.js';
import type { LigneListeCopropriete } from '../../repositories/liste-coproprietes.repository.js';
import { creerListeCoproprietesRepository } from '../../repositories/liste-coproprietes.repository.js';
import type { CoproprieteMandats, MandatComplet } from '../../repositories/mandats.repository.js';
import { creerRattachementRepository } from '../../repositories/rattachement.repository.js';
import { exigerLigne, lecteurDe } from '../coproprietes/lecteur-copropriete.js';
import { deposerCourriel } from '../courriels/outbox.js';
import { exigerTransition } from '../declarations/commun.js';
import { type ActeurJournal, journaliser } from '../journal.js';

export const MESSAGE_MANDAT_INCONNU = "Ce mandat n'existe pas.";
export const MESSAGE_RESERVE_ADMINISTRATEURS =
  'Cette opération sur les mandats est réservée aux administrateurs du teneur du registre.';

/**
 * Courriel à un établissement : son administrateur principal (à défaut un compte actif, puis le représentant
 * légal, `adresseEtablissement`), sinon `repli` ; déposé dans la boîte d'envoi de la transaction.
 */
export async function prevenirEtablissement(
  tx: Executeur,
  idTeledeclarant: number,
  courriel: { sujet: string; texte: string },
  repli: string | null = null,
): Promise<void> {
  const adresse = (await creerRattachementRepository(tx).adresseEtablissement(idTeledeclarant)) ?? repli;
  if (adresse) await deposerCourriel(tx, { destinataire: adresse, ...courriel });
}

/** Mandat présenté aux écrans. */
export function presenterMandat(m: MandatComplet, aujourdhui: Date): MandatLu {
  return {
    idMandat: m.id,
    statut: m.statut,
    dateDebutMandat: m.dateDebut ? formaterDateTexte(m.dateDebut) : null,
    dateFinMandat: m.dateFin ? formaterDateTexte(m.dateFin) : null,
    adminProvisoire: m.adminProvisoire,
    syndicProvisoire: m.syndicProvisoire,
    typeJustifMandat: m.typeJustif,
    nomJustificatif: m.nomDocument,
    aVenir: mandatAVenir(m, aujourdhui),
    idTeledeclarant: m.idTeledeclarant,
    raisonSociale: m.raisonSociale,
  };
}

export const presenterCopropriete = (c: CoproprieteMandats) => ({
  id: c.id,
  numeroImmatriculation: c.numeroImmatriculation,
  nom: c.nom,
  adresseReference: c.adresseReference,
  etat: c.etat,
});

/** Copropriété lue dans le périmètre de l'appelant : 404 inconnue, 403 hors périmètre (ADR 0160). */
export async function lireDansPerimetre(
  db: Executeur,
  utilisateur: UtilisateurSession,
  id: number,
): Promise<LigneListeCopropriete> {
  return exigerLigne(await creerListeCoproprietesRepository(db).lire(lecteurDe(utilisateur), id));
}

/** Les corrections du teneur : vérifiées avant toute lecture (403 pour l'assistance et les autres profils). */
export function exigerAdministrateur(utilisateur: UtilisateurSession): void {
  if (!canAdministrerCopropriete(utilisateur)) {
    throw new ErreurMetier('interdit', MESSAGE_RESERVE_ADMINISTRATEURS);
  }
}

export const aujourdhui = (maintenant: Date) => aujourdhuiParis(maintenant);

function typeActeur(acteur: ActeurJournal | null): TypeActeur {
  if (acteur === null) return 'systeme';
  return typeActeurDuProfil(acteur.profil) ?? 'declarant';
}

/** Mandat : transition du domaine, écriture (avec `valeurs`), journal. */
export async function transitionMandat(
  tx: Executeur,
  p: {
    acteur: ActeurJournal | null;
    mandat: Pick<MandatComplet, 'id' | 'statut'>;
    evenement: EvenementMandat;
    libelle: string | null;
    typeEvenement?: TypeEvenement;
    motif?: string | null;
    valeurs?: Parameters<ReturnType<typeof creerDeclarationRepository>['modifierMandat']>[1];
  },
): Promise<StatutMandat> {
  const resultat = exigerTransition(
    machineMandat.transition(p.mandat.statut, p.evenement, { acteur: typeActeur(p.acteur) }),
  );
  await creerDeclarationRepository(tx).modifierMandat(p.mandat.id, { ...p.valeurs, statut: resultat.etat });
  await journaliser(tx, {
    acteur: p.acteur,
    transition: {
      depuis: p.mandat.statut,
      resultat,
      ...(p.typeEvenement ? { typeEvenement: p.typeEvenement } : {}),
    },
    cible: { type: 'MANDAT', id: p.mandat.id, libelle: p.libelle },
    ...(p.motif ? { detail: { motif: p.motif.slice(0, 2_000) } } : {}),
  });
  return resultat.etat;
}

/** Création d'un mandat par la machine du domaine : contrôle de l'acteur, journal après l'écriture. */
export function exigerCreationMandat(evenement: CreationMandat, acteur: ActeurJournal) {
  return exigerTransition(machineMandat.creer(evenement, { acteur: typeActeur(acteur) }));
}

/** Copropriété : transition du domaine, écriture (avec `valeurs`), journal. */
export async function transitionCopropriete(
  tx: Executeur,
  p: {
    acteur: ActeurJournal | null;
    copropriete: Pick<CoproprieteMandats, 'id' | 'etat' | 'numeroImmatriculation' | 'nom'>;
    evenement: EvenementCopropriete;
    typeEvenement?: TypeEvenement;
    statutMandatCourant?: StatutMandat | null;
    motif?: string | null;
    valeurs?: Parameters<ReturnType<typeof creerDeclarationRepository>['modifierCopropriete']>[1];
  },
): Promise<EtatCopropriete> {
  const { copropriete } = p;
  const resultat = exigerTransition(
    machineCopropriete.transition(copropriete.etat, p.evenement, {
      acteur: typeActeur(p.acteur),
      ...(p.statutMandatCourant !== undefined ? { statutMandatCourant: p.statutMandatCourant } : {}),
    }),
  );
  await creerDeclarationRepository(tx).modifierCopropriete(copropriete.id, {
    ...p.valeurs,
    etat: resultat.etat,
  });
  await journaliser(tx, {
    acteur: p.acteur,
    transition: {
      depuis: copropriete.etat,
      resultat,
      ...(p.typeEvenement ? { typeEvenement: p.typeEvenement } : {}),
    },
    cible: {
      type: 'COPROPRIETE',
      id: copropriete.id,
      libelle: copropriete.numeroImmatriculation ?? copropriete.nom,
    },
    ...(p.motif ? { detail: { motif: p.motif.slice(0, 2_000) } } : {}),
  });
  return resultat.etat;
}
