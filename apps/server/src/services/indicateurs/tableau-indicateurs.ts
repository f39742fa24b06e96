import {
  aujourdhuiParis,
  DELAIS_REPONSE_JOURS_OUVRES,
  dateParisTexte,
  doitAfficherDetailIndicateurs,
  premierJourDansLesDelais,
  type TableauIndicateurs,
  TypeDemandeIndicateur,
} from '@registre/domain';
import type { Executeur } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import {
  type ComptesDemandes,
  creerIndicateursRepository,
  type LimitesHorsDelai,
} from '../../repositories/indicateurs.repository.js';

/** Période des moyennes hebdomadaires : les 52 dernières semaines. */
export const SEMAINES_MOYENNE = 52;

const arrondi = (valeur: number) => Math.round(valeur * 100) / 100;

/**
 * Tableau des indicateurs du teneur (`GET api/indicateurMCO/allTableau`, ADR 0201) : compteurs et demandes en
 * cours et hors délai à l'instant `maintenant` ; « hors délai » suit le calendrier des jours ouvrés
 * (ADR 0039), traduit en une borne sur la date de dépôt. Les lignes de détail ne sont calculées que pour les
 * administrateurs du teneur (spec 1 §6).
 */
export async function tableauIndicateurs(
  db: Executeur,
  utilisateur: Pick<UtilisateurSession, 'profil'>,
  maintenant: Date,
): Promise<TableauIndicateurs> {
  const repo = creerIndicateursRepository(db);
  const limites = Object.fromEntries(
    TypeDemandeIndicateur.options.map((type) => [
      type,
      premierJourDansLesDelais(maintenant, DELAIS_REPONSE_JOURS_OUVRES[type]),
    ]),
  ) as unknown as LimitesHorsDelai;
  const aujourdhui = aujourdhuiParis(maintenant);
  const debutAnnee = new Date(Date.UTC(aujourdhui.getUTCFullYear(), 0, 1));
  const debutMois = new Date(Date.UTC(aujourdhui.getUTCFullYear(), aujourdhui.getUTCMonth(), 1));
  const depuis = new Date(maintenant.getTime() - SEMAINES_MOYENNE * 7 * 86_400_000);
  const [demandes, compteurs] = await Promise.all([
    repo.demandes(limites),
    repo.compteurs({ depuis, debutAnnee, debutMois }),
  ]);
  const de = (type: TypeDemandeIndicateur): ComptesDemandes =>
    demandes.find((d) => d.type === type) ?? {
      type,
      enCours: 0,
      horsDelai: 0,
      priseEnCharge: 0,
      plusAncienne: null,
    };
  return {
    calculeLe: maintenant.toISOString(),
    nbCoproImmatriculees: compteurs.nbCoproImmatriculees,
    moyenneImmatHebdo: arrondi(compteurs.nbImmatriculations / SEMAINES_MOYENNE),
    nbTeledeclarants: compteurs.nbTeledeclarants,
    moyenneRattachementHebdo: arrondi(compteurs.nbRattachements / SEMAINES_MOYENNE),
    nbUtilisateurs: compteurs.nbUtilisateurs,
    nbTelechargementDonneesBrutes: compteurs.nbTelechargementDonneesBrutes,
    topEchelleGeographique: compteurs.topEchelleGeographique,
    nbTelechargementRapportBo: compteurs.nbTelechargementRapportBo,
    nbMajParAnnee: compteurs.nbMajParAnnee,
    nbMajParMois: compteurs.nbMajParMois,
    nbDemandesImmatEnCours: de('IMMATRICULATION').enCours,
    nbDemandesImmatHorsDelai: de('IMMATRICULATION').horsDelai,
    nbDemandesContestationEnCours: de('CONTESTATION').enCours,
    nbDemandesContestationHorsDelai: de('CONTESTATION').horsDelai,
    nbDemandesRattachementEnCours: de('RATTACHEMENT').enCours,
    nbDemandesRattachementHorsDelai: de('RATTACHEMENT').horsDelai,
    nbDemandesDissolutionEnCours: de('DISSOLUTION').enCours,
    nbDemandesDissolutionHorsDelai: de('DISSOLUTION').horsDelai,
    nbDoublons: de('DOUBLON').enCours,
    nbDoublonsHorsDelais: de('DOUBLON').horsDelai,
    detail: doitAfficherDetailIndicateurs(utilisateur.profil)
      ? TypeDemandeIndicateur.options.map((type) => {
          const d = de(type);
          return {
            type,
            aPrendreEnCharge: d.enCours - d.priseEnCharge,
            priseEnCharge: d.priseEnCharge,
            plusAncienne: dateParisTexte(d.plusAncienne),
            delaiJoursOuvres: DELAIS_REPONSE_JOURS_OUVRES[type],
          };
        })
      : null,
  };
}
