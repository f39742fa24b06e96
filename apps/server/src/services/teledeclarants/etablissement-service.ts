import {
  CODES_APE_AUTORISES,
  type ControleCodeApe,
  type ControleSiret,
  dateParisTexte,
  ErreurMetier,
  type EtablissementEnregistre,
  type EtablissementRecherche,
  erreurSaisie,
  estSiretValide,
  type FicheEtablissement,
  ID_MAX,
  messagesFormats,
  normaliserCodeApe,
  normaliserSiret,
  type TypeInscription,
  verifierCodeApeInscription,
} from '@registre/domain';
import { ErreurServiceExterne } from '../../adapters/erreur-service.js';
import type { PortEtablissements } from '../../adapters/etablissements/port.js';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import {
  creerTeledeclarantRepository,
  type NouveauTeledeclarant,
} from '../../repositories/teledeclarant.repository.js';
import { lignePostale } from './courrier-activation.js';
import { etablissementEnregistre, representantLegalEnregistre } from './ligne-teledeclarant.js';

export const MESSAGE_ETABLISSEMENT_INTROUVABLE = 'Établissement introuvable.';
export const MESSAGE_REPERTOIRE_INDISPONIBLE =
  'Le répertoire des entreprises est momentanément indisponible : réessayez dans quelques instants.';

/** Plus grand identifiant d'une colonne `integer` PostgreSQL. */

/**
 * Établissement du répertoire des entreprises (port `etablissements`), enrichi du libellé NAF de la
 * nomenclature chargée en base. Un répertoire injoignable donne une 503 avec un message français.
 */
export async function rechercherEtablissement(
  port: PortEtablissements,
  depot: ReturnType<typeof creerTeledeclarantRepository>,
  siret: string,
): Promise<EtablissementRecherche | null> {
  let etablissement: EtablissementRecherche | null;
  try {
    etablissement = await port.trouverParSiret(siret);
  } catch (erreur) {
    if (erreur instanceof ErreurServiceExterne)
      throw new ErreurMetier('indisponible', MESSAGE_REPERTOIRE_INDISPONIBLE);
    throw erreur;
  }
  if (!etablissement) return null;
  const code = normaliserCodeApe(etablissement.naf);
  const libelleNaf = etablissement.libelleNaf ?? (code ? await depot.libelleNaf(code) : null);
  return { ...etablissement, libelleNaf };
}

/**
 * Établissement du répertoire inscrit sous ce SIRET (syndic professionnel, étude notariale) : il doit exister
 * et son code APE être autorisé pour ce type de déclarant, sinon 400 sur le champ `siret`. Renvoie les
 * colonnes du télédéclarant qui en proviennent ; la commune n'est retenue que si le référentiel la connaît.
 */
export async function valeursEtablissementInscrit(
  port: PortEtablissements,
  depot: ReturnType<typeof creerTeledeclarantRepository>,
  type: TypeInscription,
  siret: string,
) {
  const etablissement = await rechercherEtablissement(port, depot, siret);
  if (!etablissement) throw erreurSaisie('siret', messagesFormats.siretEtablissementInconnu);
  const ape = verifierCodeApeInscription(type, etablissement.naf ?? '');
  if (!ape.autorise) throw erreurSaisie('siret', messagesFormats.codeApeNonAutorise(ape.codeRefuse));
  const codeInsee = etablissement.codeInseeLocalite ?? null;
  const communeConnue = codeInsee !== null && (await depot.communesConnues([codeInsee])).has(codeInsee);
  return {
    siret,
    raisonSociale: etablissement.raisonSociale ?? null,
    codeApe: ape.codeApe,
    libelleActivite: etablissement.libelleNaf ?? null,
    typeEtablissement: etablissement.libelleTypeEtab ?? null,
    adresseLigne1: lignePostale(etablissement.l1),
    adresseLigne2: lignePostale(etablissement.l2),
    adresseLigne3: lignePostale(etablissement.l3),
    adresseLigne4: lignePostale(etablissement.l4),
    adresseLigne5: lignePostale(etablissement.l5),
    adresseLigne6: lignePostale(etablissement.l6),
    adresseLigne7: lignePostale(etablissement.l7),
    codePostal: /^\d{5}$/.test(etablissement.codePostal ?? '') ? etablissement.codePostal : null,
    codeInsee: communeConnue ? codeInsee : null,
    localite: etablissement.localite ?? null,
  } satisfies Partial<NouveauTeledeclarant>;
}

/** Recherche d'établissements, contrôles de SIRET et fiche d'un télédéclarant (spec 2 §7.4, ADR 0052). */
export function creerServiceEtablissement(db: Db, port: PortEtablissements) {
  const depot = creerTeledeclarantRepository(db);

  return {
    /** Établissement du répertoire pour ce SIRET ; 404 s'il n'y figure pas. */
    async rechercher(siret: string): Promise<EtablissementRecherche> {
      const trouve = await rechercherEtablissement(port, depot, siret);
      if (!trouve) throw new ErreurMetier('introuvable', messagesFormats.siretEtablissementInconnu);
      return trouve;
    },

    async siretDejaInscrit(siret: string): Promise<boolean> {
      return (await depot.actifParSiret(siret)) !== undefined;
    },

    /**
     * Format, clé de contrôle et existence au répertoire ; le motif d'un refus est donné en français (celui de
     * spec 2 §8 « condominium SIRET unknown » pour le SIRET d'un syndicat de copropriétaires).
     */
    async controlerSiret(saisie: string, { copropriete = false } = {}): Promise<ControleSiret> {
      const siret = normaliserSiret(saisie);
      if (!/^\d{14}$/.test(siret)) {
        return {
          siret,
          formatValide: false,
          etablissementExiste: false,
          message: messagesFormats.siretFormat,
        };
      }
      if (!estSiretValide(siret)) {
        return {
          siret,
          formatValide: false,
          etablissementExiste: false,
          message: messagesFormats.siretCleControle,
        };
      }
      const existe = (await rechercherEtablissement(port, depot, siret)) !== null;
      return {
        siret,
        formatValide: true,
        etablissementExiste: existe,
        message: existe
          ? null
          : copropriete
            ? messagesFormats.siretCoproprieteInconnu
            : messagesFormats.siretEtablissementInconnu,
      };
    },

    /** Le code APE est-il autorisé pour ce type de déclarant ? Un code mal formé donne une 400. */
    codeApeAutorise(code: string, type: TypeInscription): ControleCodeApe {
      if (normaliserCodeApe(code) === null) {
        throw erreurSaisie('x', messagesFormats.codeApeFormat);
      }
      const verification = verifierCodeApeInscription(type, code);
      return {
        codeApe: verification.autorise ? verification.codeApe : verification.codeRefuse,
        autorise: verification.autorise,
        codesAutorises: [...CODES_APE_AUTORISES[type]],
      };
    },

    async syndicProInscrit(siret: string): Promise<boolean> {
      return (await depot.actifParSiret(siret, 'PRO')) !== undefined;
    },

    async enregistreParSiret(siret: string): Promise<EtablissementEnregistre | null> {
      const td = await depot.actifParSiret(siret);
      return td ? etablissementEnregistre(td) : null;
    },

    /**
     * Un compte non supprimé de l'établissement (celui du SIRET, sinon celui de la personne connectée) a-t-il
     * cette adresse ? Réservé aux personnes connectées qui en ont l'usage (désignation d'un successeur, création
     * d'utilisateur, teneur) : l'appel public n'existe pas, pour ne pas permettre d'énumérer les comptes.
     */
    async compteAvecEmail(utilisateur: UtilisateurSession, email: string, siret?: string): Promise<boolean> {
      // Seul le teneur interroge un autre établissement que le sien : sinon, le SIRET est ignoré (pas
      // d'énumération des comptes d'autrui).
      const teneur = utilisateur.authorities.includes('LIRE_TELEDECLARANT');
      const idTeledeclarant =
        siret && teneur ? ((await depot.actifParSiret(siret))?.id ?? null) : utilisateur.idTeledeclarant;
      if (idTeledeclarant === null) return false;
      return depot.compteAvecEmail(idTeledeclarant, email);
    },

    /**
     * Fiche d'un établissement : ses propres utilisateurs (`MON_ENTREPRISE_LECTURE`) ou le teneur
     * (`LIRE_TELEDECLARANT`). Un autre établissement répond 404, comme un identifiant inconnu.
     */
    async fiche(utilisateur: UtilisateurSession, idTexte: string): Promise<FicheEtablissement> {
      const id = Number(idTexte);
      const teneur = utilisateur.authorities.includes('LIRE_TELEDECLARANT');
      if (id > ID_MAX || (!teneur && utilisateur.idTeledeclarant !== id)) {
        throw new ErreurMetier('introuvable', MESSAGE_ETABLISSEMENT_INTROUVABLE);
      }
      const td = await depot.parId(id);
      if (!td || (td.statut === 'SUPPRIME' && !teneur))
        throw new ErreurMetier('introuvable', MESSAGE_ETABLISSEMENT_INTROUVABLE);
      return {
        ...etablissementEnregistre(td),
        typeEtablissement: td.typeEtablissement,
        telephone: td.telephone,
        codePostal: td.codePostal,
        localite: td.localite,
        representantLegal: representantLegalEnregistre(td),
        codeActivationEnvoyeLe: dateParisTexte(td.codeActivationEnvoyeLe),
        dateCreation: dateParisTexte(td.creeLe) ?? '',
        dateActivation: dateParisTexte(td.activeLe),
        nbCopro: await depot.nombreCoproprietes(td.id),
      };
    },
  };
}
