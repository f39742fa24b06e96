import {
  ajouterJours,
  aujourdhuiParis,
  dateParisTexte,
  ErreurMetier,
  type EtatFluxEcheancier,
  ecrireCalendrierIcs,
  type FluxEcheancierCree,
  typeEcheanceLabels,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerEcheancierRepository } from '../../repositories/echeancier.repository.js';
import { creerFluxEcheancierRepository } from '../../repositories/flux-echeancier.repository.js';
import { empreinteCle, genererCle } from '../comptes/cles.js';
import { journaliser } from '../journal.js';
import { versEcheanceLue } from './lire-echeancier.js';

/** Échéances passées gardées dans le flux (jours), et nombre d'événements au plus. */
const JOURS_PASSES_FLUX = 90;
const NB_MAX_EVENEMENTS_FLUX = 2000;

const MESSAGE_FLUX_INTROUVABLE =
  'Ce calendrier n’existe pas ou a été révoqué : demandez la nouvelle adresse à l’administrateur de votre établissement.';

function exigerEtablissement(utilisateur: UtilisateurSession): number {
  if (utilisateur.idTeledeclarant === null) {
    throw new ErreurMetier('interdit', "Votre compte n'est rattaché à aucun établissement.");
  }
  return utilisateur.idTeledeclarant;
}

/**
 * Flux iCalendar privé de l'échéancier (ADR 0341) : adresse secrète par établissement (jeton aléatoire de 32 octets,
 * seule son empreinte SHA-256 est gardée), créée, régénérée et révoquée par un administrateur, journalisée ; le
 * flux public ne sert que les échéances de l'établissement du jeton.
 */
export function creerFluxIcs(db: Db, options: { urlPublique: string; horloge: () => Date }) {
  const { urlPublique, horloge } = options;
  const domaineUid = new URL(urlPublique).hostname;
  return {
    async etat(utilisateur: UtilisateurSession): Promise<EtatFluxEcheancier> {
      const flux = await creerFluxEcheancierRepository(db).lire(exigerEtablissement(utilisateur));
      return { actif: flux !== null, creeLe: flux ? dateParisTexte(flux.creeLe) : null };
    },

    async creer(utilisateur: UtilisateurSession): Promise<FluxEcheancierCree> {
      const idTeledeclarant = exigerEtablissement(utilisateur);
      const jeton = genererCle();
      const maintenant = horloge();
      await db.transaction(async (tx) => {
        const depot = creerFluxEcheancierRepository(tx);
        const regenere = await depot.enregistrer(
          idTeledeclarant,
          empreinteCle(jeton),
          utilisateur.idCompte,
          maintenant,
        );
        await journaliser(tx, {
          acteur: utilisateur,
          typeEvenement: 'CREATION_FLUX_ECHEANCIER',
          cible: {
            type: 'TELEDECLARANT',
            id: idTeledeclarant,
            libelle: await depot.raisonSociale(idTeledeclarant),
          },
          detail: { regenere },
        });
      });
      return {
        url: `${urlPublique}/api/public/echeancier/${jeton}.ics`,
        creeLe: dateParisTexte(maintenant) ?? '',
      };
    },

    async revoquer(utilisateur: UtilisateurSession): Promise<null> {
      const idTeledeclarant = exigerEtablissement(utilisateur);
      await db.transaction(async (tx) => {
        const depot = creerFluxEcheancierRepository(tx);
        if (!(await depot.supprimer(idTeledeclarant))) {
          throw new ErreurMetier(
            'introuvable',
            'Votre établissement n’a pas de flux de calendrier à révoquer.',
          );
        }
        await journaliser(tx, {
          acteur: utilisateur,
          typeEvenement: 'REVOCATION_FLUX_ECHEANCIER',
          cible: {
            type: 'TELEDECLARANT',
            id: idTeledeclarant,
            libelle: await depot.raisonSociale(idTeledeclarant),
          },
          detail: {},
        });
      });
      return null;
    },

    /** Texte iCalendar du flux dont le fichier est `jeton.ics` ; 404 pour un jeton inconnu ou révoqué. */
    async ics(fichier: string): Promise<string> {
      const jeton = fichier.slice(0, -'.ics'.length);
      const depotFlux = creerFluxEcheancierRepository(db);
      const idTeledeclarant = await depotFlux.parEmpreinte(empreinteCle(jeton));
      if (idTeledeclarant === null) throw new ErreurMetier('introuvable', MESSAGE_FLUX_INTROUVABLE);
      const maintenant = horloge();
      const aujourdhui = aujourdhuiParis(maintenant);
      const [{ echeances }, raisonSociale] = await Promise.all([
        creerEcheancierRepository(db).page(idTeledeclarant, {
          offset: 0,
          limit: NB_MAX_EVENEMENTS_FLUX,
          depuis: ajouterJours(aujourdhui, -JOURS_PASSES_FLUX),
        }),
        depotFlux.raisonSociale(idTeledeclarant),
      ]);
      return ecrireCalendrierIcs({
        nom: `Échéancier du registre des copropriétés${raisonSociale ? ` — ${raisonSociale}` : ''}`,
        domaineUid,
        horodatage: maintenant,
        evenements: echeances.map((brute) => {
          const e = versEcheanceLue(brute, aujourdhui);
          const copropriete = [e.nomCopropriete, e.numeroImmatriculation].filter(Boolean).join(', ');
          return {
            uid: e.cle,
            date: brute.date,
            resume: `${typeEcheanceLabels[e.type]} : ${copropriete || `copropriété n° ${e.idCopropriete}`}`,
            description: `${typeEcheanceLabels[e.type]} le ${e.date} pour la copropriété ${copropriete || e.idCopropriete}. Registre national des copropriétés : ${urlPublique}/`,
            url: `${urlPublique}/copropriete?seeAllCopro=true`,
          };
        }),
      });
    },
  };
}
