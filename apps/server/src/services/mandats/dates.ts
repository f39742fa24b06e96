import {
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

/**
 * Corrections des dates d'un mandat par un administrateur du teneur (spec 2 §5.3, §7.6, §8 ; ADR 0310) : refus de
 * §5.3 sur le champ (400), 409 si une demande de rattachement attend et que l'appelant n'a pas choisi de poursuivre.
 * Une transaction : copropriété verrouillée, mandat et copropriété (dates recopiées) modifiés, journal, courriel.
 */
export function creerDatesMandat(db: Db, dependances: Dependances) {
  return {
    async modifierDateDebut(
      utilisateur: UtilisateurSession,
      idMandat: number,
      date: string,
      poursuivre: boolean,
    ): Promise<ResultatOperationMandat> {
      exigerAdministrateur(utilisateur);
      const nouvelle = lireJour(date, 'infoRattachement.dateDebutMandat');
      return db.transaction(async (tx) => {
        const {
          repo,
          copro,
          mandat: m,
        } = await preparer(tx, utilisateur, idMandat, 'MODIFIER_DATE_DEBUT_MANDAT', poursuivre);
        if (m.id !== copro.idMandatCourant) {
          throw new ErreurMetier('conflit', 'Seule la date de début du mandat courant peut être modifiée.');
        }
        const precedent = await repo.mandatPrecedent(m);
        exigerResultatAccepte(
          verifierModificationDateDebutMandat(
            nouvelle,
            { dateFinMandat: m.dateFin },
            precedent ? { dateFinMandat: precedent.dateFin } : null,
          ),
        );
        await creerDeclarationRepository(tx).modifierMandat(m.id, { dateDebut: nouvelle });
        await creerDeclarationRepository(tx).modifierCopropriete(copro.id, { dateDebutMandat: nouvelle });
        await journaliser(tx, {
          acteur: utilisateur,
          typeEvenement: 'MODIFICATION_DATE_DEBUT_MANDAT',
          cible: { type: 'MANDAT', id: m.id, libelle: copro.numeroImmatriculation },
          detail: {
            ancienneDateDebut: m.dateDebut ? formaterDateIso(m.dateDebut) : null,
            nouvelleDateDebut: formaterDateIso(nouvelle),
          },
        });
        await prevenir(tx, dependances.urlPublique, m, copro, 'début', m.dateDebut, nouvelle);
        return {
          idCopropriete: copro.id,
          idMandat: m.id,
          etatCopropriete: copro.etat,
          statutMandat: m.statut,
          notification: {
            titre: 'Date de début modifiée',
            description: `Le mandat commence désormais le ${formaterDateTexte(nouvelle)}.`,
          },
        };
      });
    },

    async modifierDateFinArchive(
      utilisateur: UtilisateurSession,
      idMandat: number,
      date: string,
      poursuivre: boolean,
    ): Promise<ResultatOperationMandat> {
      exigerAdministrateur(utilisateur);
      const nouvelle = lireJour(date, 'infoRattachement.dateFinMandat');
      return db.transaction(async (tx) => {
        const {
          repo,
          copro,
          mandat: m,
        } = await preparer(tx, utilisateur, idMandat, 'MODIFIER_DATE_FIN_MANDAT_ARCHIVE', poursuivre);
        if (m.statut !== 'ARCHIVE') {
          throw new ErreurMetier('conflit', "Seule la date de fin d'un mandat archivé peut être modifiée.");
        }
        const suivant = await repo.mandatSuivant(m);
        exigerResultatAccepte(
          verifierModificationDateFinMandat(
            nouvelle,
            { dateDebutMandat: m.dateDebut },
            suivant ? { dateDebutMandat: suivant.dateDebut } : null,
          ),
        );
        await creerDeclarationRepository(tx).modifierMandat(m.id, { dateFin: nouvelle });
        await journaliser(tx, {
          acteur: utilisateur,
          typeEvenement: 'MODIFICATION_DATE_FIN_MANDAT_ARCHIVE',
          cible: { type: 'MANDAT', id: m.id, libelle: copro.numeroImmatriculation },
          detail: {
            ancienneDateFin: m.dateFin ? formaterDateIso(m.dateFin) : null,
            nouvelleDateFin: formaterDateIso(nouvelle),
          },
        });
        await prevenir(tx, dependances.urlPublique, m, copro, 'fin', m.dateFin, nouvelle);
        return {
          idCopropriete: copro.id,
          idMandat: m.id,
          etatCopropriete: copro.etat,
          statutMandat: m.statut,
          notification: {
            titre: 'Date de fin modifiée',
            description: `Le mandat archivé s'achève désormais le ${formaterDateTexte(nouvelle)}.`,
          },
        };
      });
    },
  };
}
