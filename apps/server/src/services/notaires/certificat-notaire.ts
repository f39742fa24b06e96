import {
  ErreurMetier,
  type EtudeNotariale,
  estDansFamille,
  PROFILS_NOTAIRE,
  type Profil,
  type ProfilNotaire,
} from '@registre/domain';
import type { FastifyRequest } from 'fastify';
import type { ConfigCertificat } from '../../config-identite.js';
import type { Db } from '../../db/connexion.js';
import { creerCompteRepository, type LigneCompte } from '../../repositories/compte.repository.js';
import { creerEtudeNotarialeRepository } from '../../repositories/etude-notariale.repository.js';
import type { Executeur } from '../../repositories/journal.repository.js';
import type { LigneTeledeclarant } from '../../repositories/teledeclarant.repository.js';
import type { ActeurJournal } from '../journal.js';
import { type CertificatClient, lireCertificat } from './certificat-client.js';

const MESSAGE_CERTIFICAT_ABSENT =
  "Aucun certificat de notaire vérifié n'a été présenté : insérez votre clé professionnelle puis rechargez la page.";
export const MESSAGE_CERTIFICAT_NON_RECONNU =
  "Le certificat présenté n'indique pas d'étude notariale (code CRPCEN) ou de qualité (notaire ou collaborateur).";

export const estProfilNotaire = (profil: Profil) => estDansFamille(profil, PROFILS_NOTAIRE);

export function versEtude(td: LigneTeledeclarant): EtudeNotariale {
  return {
    id: td.id,
    numEtude: td.numeroEtudeNotariale ?? '',
    raisonSociale: td.raisonSociale,
    siret: td.siret,
    statut: td.statut,
  };
}

/** Auteur d'une entrée du journal : le titulaire du certificat, par son compte. */
export const acteurDe = (compte: LigneCompte): ActeurJournal => ({
  idCompte: compte.id,
  login: compte.login,
  profil: compte.profil,
  nomComplet: [compte.prenom, compte.nom].filter(Boolean).join(' ') || null,
});

/** Certificat reconnu : étude et qualité lisibles. */
export type CertificatReconnu = CertificatClient & {
  numEtude: string;
  qualite: NonNullable<CertificatClient['qualite']>;
};

/**
 * Lecture du certificat client d'un notaire (ADR 0067) et du compte qui lui correspond : commun à la
 * connexion, à l'inscription de l'étude et aux écrans qui montrent l'étude et le profil du titulaire.
 */
export function creerCertificatsNotaire(db: Db, config: ConfigCertificat) {
  const etudes = creerEtudeNotarialeRepository(db);
  const comptes = creerCompteRepository(db);

  const certificat = (requete: FastifyRequest) => lireCertificat(requete, config);

  function exigerCertificat(requete: FastifyRequest): CertificatReconnu {
    const lu = certificat(requete);
    if (!lu) throw new ErreurMetier('non-connecte', MESSAGE_CERTIFICAT_ABSENT);
    if (!lu.numEtude || !lu.qualite) throw new ErreurMetier('interdit', MESSAGE_CERTIFICAT_NON_RECONNU);
    return lu as CertificatReconnu;
  }

  /** Compte du titulaire : celui qui porte ce certificat, sinon celui de son adresse dans son étude. */
  async function compteDuCertificat(
    cert: CertificatReconnu,
    etude: LigneTeledeclarant | undefined,
  ): Promise<{ compte: LigneCompte; aAssocier: boolean } | null> {
    const associe = await etudes.compteParCertificat(cert.subjectDn, cert.issuerDn);
    if (associe) return { compte: associe, aAssocier: false };
    if (!etude || !cert.email) return null;
    const parAdresse = await comptes.parLogin(cert.email);
    if (
      parAdresse &&
      parAdresse.idTeledeclarant === etude.id &&
      estProfilNotaire(parAdresse.profil) &&
      parAdresse.statut !== 'SUPPRIME'
    ) {
      return { compte: parAdresse, aAssocier: true };
    }
    return null;
  }

  const associerCertificat = (tx: Executeur, id: number, cert: CertificatReconnu) =>
    creerCompteRepository(tx).modifier(id, {
      certificatSubjectDn: cert.subjectDn,
      certificatIssuerDn: cert.issuerDn,
    });

  return {
    certificat,
    exigerCertificat,
    compteDuCertificat,
    associerCertificat,

    /** Étude du titulaire du certificat, ou null si elle n'est pas inscrite. */
    async etude(requete: FastifyRequest): Promise<EtudeNotariale | null> {
      const cert = exigerCertificat(requete);
      const etude = await etudes.parNumero(cert.numEtude);
      return etude ? versEtude(etude) : null;
    },

    async profil(requete: FastifyRequest): Promise<ProfilNotaire> {
      const cert = exigerCertificat(requete);
      const etude = await etudes.parNumero(cert.numEtude);
      const trouve = await compteDuCertificat(cert, etude);
      const profil: Profil | null =
        trouve?.compte.profil ?? (etude && cert.qualite === 'NOTAIRE' ? 'NOTAIRE_NOTAIRE' : null);
      return {
        qualite: cert.qualite,
        numEtude: cert.numEtude,
        profil,
        compteExistant: trouve !== null,
        etudeEnregistree: etude !== undefined,
        peutAjouterEtude: etude === undefined && cert.qualite === 'NOTAIRE',
      };
    },
  };
}

export type CertificatsNotaire = ReturnType<typeof creerCertificatsNotaire>;
