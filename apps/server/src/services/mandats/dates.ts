import {
  type DetailEvenementDe,
  ErreurMetier,
  erreurSaisie,
  exigerActionCopropriete,
  exigerResultatAccepte,
  formaterDateIso,
  formaterDateTexte,
  lireDateIso,
  type ResultatOperationMandat,
  verifierModificationDateDebutMandat,
  verifierModificationDateFinMandat,
} from '@registre/domain';
import type { Db, Executeur } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerDeclarationRepository } from '../../repositories/declaration.repository.js';
import { creerMandatsRepository, type MandatComplet } from '../../repositories/mandats.repository.js';
import { creerRattachementRepository } from '../../repositories/rattachement.repository.js';
import { contexteAction } from '../coproprietes/lecteur-copropriete.js';
import { journaliser } from '../journal.js';
import {
  exigerAdministrateur,
  lireDansPerimetre,
  MESSAGE_MANDAT_INCONNU,
  prevenirEtablissement,
} from './commun.js';
import { courrielDateMandatCorrigee } from './courriels.js';

/** Une demande de rattachement attend le teneur : l'écran a demandé d'annuler ou de poursuivre (spec 1 §4). */
export const MESSAGE_RATTACHEMENT_EN_COURS_DATES =
  'Une demande de rattachement ou une contestation attend le teneur pour cette copropriété. Annulez, ou confirmez pour poursuivre la modification de la date.';

interface Dependances {
  urlPublique: string;
}

/** Mandat visé, copropriété verrouillée, règle des actions, contrôle « rattachement en cours ». */
async function preparer(
  tx: Executeur,
  utilisateur: UtilisateurSession,
  idMandat: number,
  action: 'MODIFIER_DATE_DEBUT_MANDAT' | 'MODIFIER_DATE_FIN_MANDAT_ARCHIVE',
  poursuivre: boolean,
) {
  const repo = creerMandatsRepository(tx);
  const lus = await repo.sousVerrou(idMandat);
  if (!lus) throw new ErreurMetier('introuvable', MESSAGE_MANDAT_INCONNU);
  const { copropriete: copro, mandat: m } = lus;
  const ligne = await lireDansPerimetre(tx, utilisateur, copro.id);
  exigerActionCopropriete(action, contexteAction(utilisateur, ligne));
  if (!poursuivre && (await creerRattachementRepository(tx).demandeEnAttente(copro.id))) {
    throw new ErreurMetier('conflit', MESSAGE_RATTACHEMENT_EN_COURS_DATES);
  }
  return { repo, copro, mandat: m };
}

function lireJour(date: string, champ: string): Date {
  const jour = lireDateIso(date);
  if (!jour) throw erreurSaisie(champ, "Cette date n'existe pas.");
  return jour;
}

async function prevenir(
  tx: Executeur,
  urlPublique: string,
  m: MandatComplet,
  copro: { nom: string | null; numeroImmatriculation: string | null },
  quoi: 'début' | 'fin',
  ancienne: Date | null,
  nouvelle: Date,
) {
  await prevenirEtablissement(
    tx,
    m.idTeledeclarant,
    courrielDateMandatCorrigee({
      nom: copro.nom,
      numero: copro.numeroImmatriculation,
      lienSuivi: `${urlPublique}/copropriete`,
      quoi,
      ancienne: ancienne ? formaterDateTexte(ancienne) : null,
      nouvelle: formaterDateTexte(nouvelle),
    }),
  );
}

type EvenementDeDate = 'MODIFICATION_DATE_DEBUT_MANDAT' | 'MODIFICATION_DATE_FIN_MANDAT_ARCHIVE';

/** Ce qui distingue la correction de l'une des deux dates d'un mandat. */
interface CorrectionDeDate<T extends EvenementDeDate> {
  action: 'MODIFIER_DATE_DEBUT_MANDAT' | 'MODIFIER_DATE_FIN_MANDAT_ARCHIVE';
  champ: string;
  quoi: 'début' | 'fin';
  typeEvenement: T;
  /** Message du refus (409) quand ce mandat n'est pas celui dont la date se corrige. */
  refus: (m: MandatComplet, copro: { idMandatCourant: number | null }) => string | null;
  /** Règle de §5.3 face au mandat voisin (précédent pour le début, suivant pour la fin). */
  verifier: (
    nouvelle: Date,
    m: MandatComplet,
    repo: ReturnType<typeof creerMandatsRepository>,
  ) => Promise<ReturnType<typeof verifierModificationDateDebutMandat>>;
  ancienne: (m: MandatComplet) => Date | null;
  /** Écritures : le mandat, et la copropriété quand elle recopie la date. */
  ecrire: (tx: Executeur, m: MandatComplet, idCopropriete: number, nouvelle: Date) => Promise<void>;
  detail: (ancienne: string | null, nouvelle: string) => DetailEvenementDe<T>;
  notification: (nouvelle: Date) => { titre: string; description: string };
}

const DEBUT: CorrectionDeDate<'MODIFICATION_DATE_DEBUT_MANDAT'> = {
  action: 'MODIFIER_DATE_DEBUT_MANDAT',
  champ: 'infoRattachement.dateDebutMandat',
  quoi: 'début',
  typeEvenement: 'MODIFICATION_DATE_DEBUT_MANDAT',
  refus: (m, copro) =>
    m.id !== copro.idMandatCourant ? 'Seule la date de début du mandat courant peut être modifiée.' : null,
  verifier: async (nouvelle, m, repo) => {
    const precedent = await repo.mandatPrecedent(m);
    return verifierModificationDateDebutMandat(
      nouvelle,
      { dateFinMandat: m.dateFin },
      precedent ? { dateFinMandat: precedent.dateFin } : null,
    );
  },
  ancienne: (m) => m.dateDebut,
  ecrire: async (tx, m, idCopropriete, nouvelle) => {
    await creerDeclarationRepository(tx).modifierMandat(m.id, { dateDebut: nouvelle });
    await creerDeclarationRepository(tx).modifierCopropriete(idCopropriete, { dateDebutMandat: nouvelle });
  },
  detail: (ancienne, nouvelle) => ({ ancienneDateDebut: ancienne, nouvelleDateDebut: nouvelle }),
  notification: (nouvelle) => ({
    titre: 'Date de début modifiée',
    description: `Le mandat commence désormais le ${formaterDateTexte(nouvelle)}.`,
  }),
};

const FIN_ARCHIVE: CorrectionDeDate<'MODIFICATION_DATE_FIN_MANDAT_ARCHIVE'> = {
  action: 'MODIFIER_DATE_FIN_MANDAT_ARCHIVE',
  champ: 'infoRattachement.dateFinMandat',
  quoi: 'fin',
  typeEvenement: 'MODIFICATION_DATE_FIN_MANDAT_ARCHIVE',
  refus: (m) =>
    m.statut !== 'ARCHIVE' ? "Seule la date de fin d'un mandat archivé peut être modifiée." : null,
  verifier: async (nouvelle, m, repo) => {
    const suivant = await repo.mandatSuivant(m);
    return verifierModificationDateFinMandat(
      nouvelle,
      { dateDebutMandat: m.dateDebut },
      suivant ? { dateDebutMandat: suivant.dateDebut } : null,
    );
  },
  ancienne: (m) => m.dateFin,
  ecrire: async (tx, m, _idCopropriete, nouvelle) => {
    await creerDeclarationRepository(tx).modifierMandat(m.id, { dateFin: nouvelle });
  },
  detail: (ancienne, nouvelle) => ({ ancienneDateFin: ancienne, nouvelleDateFin: nouvelle }),
  notification: (nouvelle) => ({
    titre: 'Date de fin modifiée',
    description: `Le mandat archivé s'achève désormais le ${formaterDateTexte(nouvelle)}.`,
  }),
};

/**
 * Corrections des dates d'un mandat par un administrateur du teneur (spec 2 §5.3, §7.6, §8 ; ADR 0310) : refus de
 * §5.3 sur le champ (400), 409 si une demande de rattachement attend et que l'appelant n'a pas choisi de poursuivre.
 * Une transaction : copropriété verrouillée, mandat et copropriété (dates recopiées) modifiés, journal, courriel.
 */
export function creerDatesMandat(db: Db, dependances: Dependances) {
  const corriger = async <T extends EvenementDeDate>(
    correction: CorrectionDeDate<T>,
    utilisateur: UtilisateurSession,
    idMandat: number,
    date: string,
    poursuivre: boolean,
  ): Promise<ResultatOperationMandat> => {
    exigerAdministrateur(utilisateur);
    const nouvelle = lireJour(date, correction.champ);
    return db.transaction(async (tx) => {
      const {
        repo,
        copro,
        mandat: m,
      } = await preparer(tx, utilisateur, idMandat, correction.action, poursuivre);
      const refus = correction.refus(m, copro);
      if (refus) throw new ErreurMetier('conflit', refus);
      exigerResultatAccepte(await correction.verifier(nouvelle, m, repo));
      await correction.ecrire(tx, m, copro.id, nouvelle);
      const ancienne = correction.ancienne(m);
      await journaliser(tx, {
        acteur: utilisateur,
        typeEvenement: correction.typeEvenement,
        cible: { type: 'MANDAT', id: m.id, libelle: copro.numeroImmatriculation },
        detail: correction.detail(ancienne ? formaterDateIso(ancienne) : null, formaterDateIso(nouvelle)),
      });
      await prevenir(tx, dependances.urlPublique, m, copro, correction.quoi, ancienne, nouvelle);
      return {
        idCopropriete: copro.id,
        idMandat: m.id,
        etatCopropriete: copro.etat,
        statutMandat: m.statut,
        notification: correction.notification(nouvelle),
      };
    });
  };
  return {
    modifierDateDebut: (
      utilisateur: UtilisateurSession,
      idMandat: number,
      date: string,
      poursuivre: boolean,
    ) => corriger(DEBUT, utilisateur, idMandat, date, poursuivre),
    modifierDateFinArchive: (
      utilisateur: UtilisateurSession,
      idMandat: number,
      date: string,
      poursuivre: boolean,
    ) => corriger(FIN_ARCHIVE, utilisateur, idMandat, date, poursuivre),
  };
}
