import {
  aujourdhuiParis,
  type CriteresRechercheCopropriete,
  EtatCopropriete,
  type EtatCoproprieteLibelle,
  etatCoproprieteLabels,
  formaterDateTexte,
  lireDateTexte,
  NB_PROPOSITIONS_IMMAT_OU_NOM,
  type ProchaineEcheance,
  type PropositionCopropriete,
  prochaineEcheance,
  type ResultatRechercheCopropriete,
} from '@registre/domain';
import type { UtilisateurSession } from '../../plugins/session.js';
import type { Executeur } from '../../repositories/journal.repository.js';
import {
  creerListeCoproprietesRepository,
  type LigneListeCopropriete,
} from '../../repositories/liste-coproprietes.repository.js';
import { actionsDeLaLigne, lecteurDe } from './lecteur-copropriete.js';

/** Prochaine échéance d'une ligne (ADR 0340), calculée par le domaine à partir des faits lus avec la page. */
function prochaineEcheanceDeLaLigne(
  ligne: LigneListeCopropriete,
  aujourdhui: Date,
): ProchaineEcheance | null {
  const echeance = prochaineEcheance(
    {
      etat: ligne.etat,
      dateFinMandat: lireDateTexte(ligne.dateFinMandat),
      dateDerniereMajAnnuelle: lireDateTexte(ligne.dateDerniereMajAnnuelle),
      dateImmatriculation: lireDateTexte(ligne.jourImmatriculation),
      majComptesNonApprouvesAFaire: ligne.majComptesNonApprouvesAFaire,
      dateClotureDernierExercice: lireDateTexte(ligne.dateClotureDernierExercice),
      dateQuestionOuverte: lireDateTexte(ligne.jourQuestionOuverte),
    },
    aujourdhui,
  );
  if (echeance === null) return null;
  const { type, date, joursRestants, enRetard } = echeance;
  return { type, date: formaterDateTexte(date), joursRestants, enRetard };
}

/** Liste des copropriétés de l'appelant, propositions de la saisie « immatriculation ou nom », états (ADR 0161). */
export function creerRechercheCoproprietes(db: Executeur) {
  const depot = creerListeCoproprietesRepository(db);
  return {
    async rechercher(
      utilisateur: UtilisateurSession,
      criteres: CriteresRechercheCopropriete,
    ): Promise<ResultatRechercheCopropriete> {
      const { lignes, totalItems } = await depot.rechercher(lecteurDe(utilisateur), criteres);
      const aujourdhui = aujourdhuiParis(new Date());
      return {
        ligneRechercheCoproprieteDTOList: lignes.map((ligne) => ({
          id: ligne.id,
          numeroImmatriculation: ligne.numeroImmatriculation,
          nom: ligne.nom,
          adresseReference: ligne.adresseReference,
          etat: ligne.etat,
          statutMandat: ligne.statutMandat,
          idTeledeclarant: ligne.idTeledeclarant,
          representantLegal: ligne.representantLegal,
          nbLots: ligne.nbLots,
          nbBatiments: ligne.nbBatiments,
          dateFinMandat: ligne.dateFinMandat,
          dateDerniereMajAnnuelle: ligne.dateDerniereMajAnnuelle,
          majAnnuelleAJour: ligne.majAnnuelleAJour,
          geolocalisee: ligne.geolocalisee,
          idBrouillon: ligne.idBrouillon,
          prochaineEcheance: prochaineEcheanceDeLaLigne(ligne, aujourdhui),
          actions: actionsDeLaLigne(utilisateur, ligne),
        })),
        totalItems,
      };
    },

    async proposer(utilisateur: UtilisateurSession, saisie: string): Promise<PropositionCopropriete[]> {
      return depot.proposer(lecteurDe(utilisateur), saisie, NB_PROPOSITIONS_IMMAT_OU_NOM);
    },

    etats(): EtatCoproprieteLibelle[] {
      return EtatCopropriete.options.map((code) => ({ code, libelle: etatCoproprieteLabels[code] }));
    },
  };
}
