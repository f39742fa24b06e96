import {
  type ActionMandat,
  type DetailMandatsCopropriete,
  deciderActionCopropriete,
  ErreurMetier,
  exigerActionCopropriete,
  formaterDateTexte,
  type MandatLu,
  type PageMandatsEnCours,
  STATUTS_MANDAT_EN_VIGUEUR,
  STATUTS_MANDAT_SUPPRIMABLES,
  type StatutMandat,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import type { LigneListeCopropriete } from '../../repositories/liste-coproprietes.repository.js';
import { creerMandatsRepository, type MandatComplet } from '../../repositories/mandats.repository.js';
import { creerRattachementRepository } from '../../repositories/rattachement.repository.js';
import { contexteAction } from '../coproprietes/lecteur-copropriete.js';
import {
  aujourdhui,
  exigerAdministrateur,
  lireDansPerimetre,
  presenterCopropriete,
  presenterMandat,
} from './commun.js';

type Horloge = () => Date;

const texteDate = (d: Date | null | undefined) => (d ? formaterDateTexte(d) : null);

/** Lectures de spec 2 §7.6 sur les mandats (ADR 0310) : toujours dans le périmètre de l'appelant. */
export function creerLecturesMandats(db: Db, horloge: Horloge) {
  const repo = creerMandatsRepository(db);

  async function courantDe(ligne: LigneListeCopropriete): Promise<MandatComplet | null> {
    return ligne.idMandat === null ? null : repo.mandat(ligne.idMandat);
  }

  /** Mandat visé par l'action : le mandat archivé (fin), sinon le mandat courant ; `idMandat` doit y correspondre. */
  async function mandatVise(
    ligne: LigneListeCopropriete,
    action: ActionMandat,
    idMandat: number | undefined,
  ): Promise<MandatComplet | null> {
    if (action === 'MODIFIER_DATE_FIN_MANDAT_ARCHIVE') {
      if (idMandat === undefined) return repo.dernierMandatArchive(ligne.id);
      const m = await repo.mandat(idMandat);
      if (!m || m.idCopropriete !== ligne.id || m.statut !== 'ARCHIVE') {
        throw new ErreurMetier('introuvable', "Ce mandat n'est pas un mandat archivé de la copropriété.");
      }
      return m;
    }
    if (idMandat !== undefined && idMandat !== ligne.idMandat) {
      throw new ErreurMetier('introuvable', "Ce mandat n'est pas le mandat courant de la copropriété.");
    }
    return courantDe(ligne);
  }

  async function detail(
    utilisateur: UtilisateurSession,
    ligne: LigneListeCopropriete,
    action: ActionMandat,
    idMandat?: number,
  ): Promise<DetailMandatsCopropriete> {
    const jour = aujourdhui(horloge());
    const vise = await mandatVise(ligne, action, idMandat);
    const courant = await courantDe(ligne);
    const archive = await repo.dernierMandatArchive(ligne.id);
    const precedent = vise ? await repo.mandatPrecedent(vise) : null;
    const suivant = vise ? await repo.mandatSuivant(vise) : null;
    const contexte = contexteAction(utilisateur, ligne);
    const decision = deciderActionCopropriete(action, {
      ...contexte,
      faits: { ...contexte.faits, mandatArchive: archive !== null },
    });
    const copro = await repo.copropriete(ligne.id);
    if (!copro) throw new ErreurMetier('introuvable', "Cette copropriété n'existe pas.");
    return {
      copropriete: presenterCopropriete(copro),
      action,
      actionPermise: decision.permise,
      mandat: vise ? presenterMandat(vise, jour) : null,
      mandatCoproStatus: courant?.statut ?? null,
      isSuccessorDeclared:
        courant !== null &&
        (courant.statut === 'SUCCESSEUR_DECLARE' || courant.idTeledeclarantSuccesseur !== null),
      previousArchivedMandat: archive ? presenterMandat(archive, jour) : null,
      dateFinMandatPrecedent: texteDate(precedent?.dateFin),
      dateDebutMandatSuivant: texteDate(suivant?.dateDebut),
      dateDebutApres: action === 'RENOUVELER_MANDAT' ? texteDate(courant?.dateFin) : null,
      rattachementEnCours: await creerRattachementRepository(db).demandeEnAttente(ligne.id),
    };
  }

  const presenterTous = (mandats: MandatComplet[]): MandatLu[] => {
    const jour = aujourdhui(horloge());
    return mandats.map((m) => presenterMandat(m, jour));
  };

  return {
    async enCours(
      utilisateur: UtilisateurSession,
      page: number,
      taille: number,
    ): Promise<PageMandatsEnCours> {
      if (utilisateur.idTeledeclarant === null) {
        throw new ErreurMetier('interdit', 'Seul un établissement inscrit au registre a des mandats.');
      }
      const jour = aujourdhui(horloge());
      const { lignes, total } = await repo.pageMandatsEtablissement(
        utilisateur.idTeledeclarant,
        STATUTS_MANDAT_EN_VIGUEUR,
        page,
        taille,
      );
      return {
        mandats: lignes.map((l) => ({
          ...presenterMandat(l, jour),
          copropriete: presenterCopropriete(l.copropriete),
        })),
        totalItems: total,
      };
    },

    async dateLimite(utilisateur: UtilisateurSession, idCopropriete: number, renouvellement: boolean) {
      const ligne = await lireDansPerimetre(db, utilisateur, idCopropriete);
      const courant = await courantDe(ligne);
      if (!courant) return { dateLimite: null };
      if (renouvellement) return { dateLimite: texteDate(courant.dateFin) };
      return { dateLimite: texteDate((await repo.mandatPrecedent(courant))?.dateFin) };
    },

    async mandatPrecedentArchive(utilisateur: UtilisateurSession, idCopropriete: number) {
      const ligne = await lireDansPerimetre(db, utilisateur, idCopropriete);
      const archive = await repo.dernierMandatArchive(ligne.id);
      return archive ? presenterMandat(archive, aujourdhui(horloge())) : null;
    },

    async etat(utilisateur: UtilisateurSession, idCopropriete: number) {
      const ligne = await lireDansPerimetre(db, utilisateur, idCopropriete);
      return { etat: ligne.etat, statutMandat: ligne.statutMandat };
    },

    async detailAction(
      utilisateur: UtilisateurSession,
      idCopropriete: number,
      action: ActionMandat,
      idMandat?: number,
    ): Promise<DetailMandatsCopropriete> {
      return detail(utilisateur, await lireDansPerimetre(db, utilisateur, idCopropriete), action, idMandat);
    },

    async detailRenouvellement(
      utilisateur: UtilisateurSession,
      idCopropriete: number,
    ): Promise<DetailMandatsCopropriete> {
      const ligne = await lireDansPerimetre(db, utilisateur, idCopropriete);
      exigerActionCopropriete('RENOUVELER_MANDAT', contexteAction(utilisateur, ligne));
      return detail(utilisateur, ligne, 'RENOUVELER_MANDAT');
    },

    async enCoursEtAVenir(utilisateur: UtilisateurSession, idCopropriete: number): Promise<MandatLu[]> {
      const ligne = await lireDansPerimetre(db, utilisateur, idCopropriete);
      return presenterTous(await repo.mandatsDeCopropriete(ligne.id, STATUTS_MANDAT_EN_VIGUEUR));
    },

    async courant(utilisateur: UtilisateurSession, idCopropriete: number): Promise<MandatLu | null> {
      const ligne = await lireDansPerimetre(db, utilisateur, idCopropriete);
      const courant = await courantDe(ligne);
      return courant ? presenterMandat(courant, aujourdhui(horloge())) : null;
    },

    async supprimables(utilisateur: UtilisateurSession, idCopropriete: number): Promise<MandatLu[]> {
      exigerAdministrateur(utilisateur);
      const ligne = await lireDansPerimetre(db, utilisateur, idCopropriete);
      const statuts: readonly StatutMandat[] = STATUTS_MANDAT_SUPPRIMABLES;
      return presenterTous(await repo.mandatsDeCopropriete(ligne.id, statuts));
    },
  };
}
