import {
  type EtatSimulateurCertificat,
  type EtudeNotariale,
  estDansFamille,
  type InfoCompte,
  type InscriptionEtude,
  MESSAGE_ETUDE_NON_ENREGISTREE_COLLABORATEUR,
  machineTeledeclarant,
  messagesFormats,
  normaliserSiret,
  normaliserTelephone,
  PROFILS_NOTAIRE,
  type Profil,
  type ProfilNotaire,
} from '@registre/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PortEtablissements } from '../../adapters/etablissements/port.js';
import type { ConfigCertificat } from '../../config-identite.js';
import type { Db } from '../../db/connexion.js';
import { ErreurHttp, erreurChamp } from '../../plugins/erreurs.js';
import { creerCompteRepository, type LigneCompte } from '../../repositories/compte.repository.js';
import { creerEtudeNotarialeRepository } from '../../repositories/etude-notariale.repository.js';
import type { Executeur } from '../../repositories/journal.repository.js';
import {
  creerTeledeclarantRepository,
  type LigneTeledeclarant,
} from '../../repositories/teledeclarant.repository.js';
import { infoCompte, ouvrirSession, utilisateurDeSession } from '../comptes/session-utilisateur.js';
import { type ActeurJournal, journaliser } from '../journal.js';
import { valeursEtablissementInscrit } from '../teledeclarants/etablissement-service.js';
import { type CertificatClient, lireCertificat } from './certificat-client.js';
import { CERTIFICATS_SIMULES, COOKIE_CERTIFICAT_SIMULE } from './certificats-simules.js';

export const MESSAGE_CERTIFICAT_ABSENT =
  "Aucun certificat de notaire vérifié n'a été présenté : insérez votre clé professionnelle puis rechargez la page.";
export const MESSAGE_CERTIFICAT_NON_RECONNU =
  "Le certificat présenté n'indique pas d'étude notariale (code CRPCEN) ou de qualité (notaire ou collaborateur).";
export const MESSAGE_ETUDE_A_INSCRIRE =
  "Votre étude notariale n'est pas encore inscrite au registre : inscrivez-la pour continuer.";
export const MESSAGE_COLLABORATEUR_SANS_COMPTE =
  "Votre compte de collaborateur n'existe pas encore : un notaire de l'étude doit le créer.";
export const MESSAGE_COMPTE_INUTILISABLE =
  "Le compte associé à ce certificat n'est pas utilisable : contactez l'assistance du registre.";
export const MESSAGE_ETUDE_DEJA_INSCRITE = 'Cette étude est déjà inscrite au registre : connectez-vous.';
export const MESSAGE_NUMERO_DIFFERENT =
  "Le numéro d'étude ne correspond pas à celui de votre certificat professionnel.";
export const MESSAGE_EMAIL_UTILISE = 'Cette adresse électronique est déjà utilisée par un autre compte.';

const estProfilNotaire = (profil: Profil) => estDansFamille(profil, PROFILS_NOTAIRE);

function versEtude(td: LigneTeledeclarant): EtudeNotariale {
  return {
    id: td.id,
    numEtude: td.numeroEtudeNotariale ?? '',
    raisonSociale: td.raisonSociale,
    siret: td.siret,
    statut: td.statut,
  };
}

const acteurDe = (compte: LigneCompte): ActeurJournal => ({
  idCompte: compte.id,
  login: compte.login,
  profil: compte.profil,
  nomComplet: [compte.prenom, compte.nom].filter(Boolean).join(' ') || null,
});

/** Certificat reconnu : étude et qualité lisibles. */
type CertificatReconnu = CertificatClient & {
  numEtude: string;
  qualite: NonNullable<CertificatClient['qualite']>;
};

/**
 * Notaires authentifiés par certificat client (ADR 0067, 0068) : étude et profil du titulaire, connexion,
 * inscription de l'étude par un notaire (jamais par un collaborateur), simulateur de développement.
 */
export function creerServiceNotaires(
  db: Db,
  dependances: { certificat: ConfigCertificat; etablissements: PortEtablissements; production: boolean },
) {
  const etudes = creerEtudeNotarialeRepository(db);
  const comptes = creerCompteRepository(db);
  const teledeclarants = creerTeledeclarantRepository(db);

  const certificat = (requete: FastifyRequest) => lireCertificat(requete, dependances.certificat);

  function exigerCertificat(requete: FastifyRequest): CertificatReconnu {
    const lu = certificat(requete);
    if (!lu) throw new ErreurHttp(401, MESSAGE_CERTIFICAT_ABSENT);
    if (!lu.numEtude || !lu.qualite) throw new ErreurHttp(403, MESSAGE_CERTIFICAT_NON_RECONNU);
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

    /**
     * Connexion par certificat : le compte qui porte le certificat, ou le compte de l'étude à son adresse (le
     * certificat lui est alors associé), ou, pour un notaire d'une étude inscrite, un compte « Notaire » créé.
     * Étude non inscrite : 404 pour un notaire (il l'inscrit), 403 pour un collaborateur (spec 2 §8).
     */
    async authentifier(requete: FastifyRequest): Promise<InfoCompte> {
      const cert = exigerCertificat(requete);
      const etude = await etudes.parNumero(cert.numEtude);
      const trouve = await compteDuCertificat(cert, etude);
      if (!trouve && !etude) {
        throw cert.qualite === 'NOTAIRE'
          ? new ErreurHttp(404, MESSAGE_ETUDE_A_INSCRIRE)
          : new ErreurHttp(403, MESSAGE_ETUDE_NON_ENREGISTREE_COLLABORATEUR);
      }
      if (!trouve && cert.qualite === 'COLLABORATEUR')
        throw new ErreurHttp(403, MESSAGE_COLLABORATEUR_SANS_COMPTE);
      if (
        trouve &&
        (!estProfilNotaire(trouve.compte.profil) || ['SUPPRIME', 'DESACTIVE'].includes(trouve.compte.statut))
      ) {
        throw new ErreurHttp(403, MESSAGE_COMPTE_INUTILISABLE);
      }
      if (!trouve && !cert.email) throw new ErreurHttp(403, MESSAGE_CERTIFICAT_NON_RECONNU);
      if (!trouve && cert.email && (await comptes.parLogin(cert.email)))
        throw new ErreurHttp(409, MESSAGE_EMAIL_UTILISE);
      const compte = await db.transaction(async (tx) => {
        const depot = creerCompteRepository(tx);
        let lu: LigneCompte;
        if (trouve) {
          lu = trouve.compte;
          if (trouve.aAssocier) await associerCertificat(tx, lu.id, cert);
        } else {
          lu = await creerTeledeclarantRepository(tx).insererCompte({
            login: cert.email!,
            email: cert.email,
            nom: cert.nom,
            prenom: cert.prenom,
            profil: 'NOTAIRE_NOTAIRE',
            statut: 'ACTIF',
            activated: true,
            idTeledeclarant: etude!.id,
            certificatSubjectDn: cert.subjectDn,
            certificatIssuerDn: cert.issuerDn,
          });
          await journaliser(tx, {
            acteur: acteurDe(lu),
            categorie: 'COMPTE',
            typeEvenement: 'CREATION_UTILISATEUR',
            modalite: 'SAISIE_EN_LIGNE',
            cible: { type: 'UTILISATEUR', id: lu.id, libelle: lu.login },
            detail: { moyen: 'certificat client', numEtude: cert.numEtude },
          });
        }
        await depot.modifier(lu.id, { dateDerniereActivite: new Date() });
        await journaliser(tx, {
          acteur: acteurDe(lu),
          categorie: 'CONNEXION',
          typeEvenement: 'CONNEXION_REUSSIE',
          modalite: 'SAISIE_EN_LIGNE',
          cible: { type: 'UTILISATEUR', id: lu.id },
          detail: { moyen: 'certificat client', simule: cert.simule },
        });
        return lu;
      });
      const avecTd = await comptes.avecTeledeclarant(compte.id);
      const utilisateur = utilisateurDeSession(compte, avecTd?.teledeclarant ?? null);
      await ouvrirSession(requete, utilisateur);
      return infoCompte(avecTd?.compte ?? compte, avecTd?.teledeclarant ?? null, utilisateur);
    },

    /**
     * Inscription de son étude par un notaire (ADR 0068) : le certificat fait foi de la qualité de notaire et du
     * numéro de l'étude ; le SIRET est contrôlé au répertoire (établissement existant, code APE 69.10Z). L'étude
     * naît « en attente de finalisation » (`inscrireEtude`) puis est aussitôt finalisée (`finaliserInscriptionNotariale`)
     * par ce notaire ; une étude déjà inscrite en ligne par son SIRET et en attente est finalisée de même.
     */
    async inscrireEtude(requete: FastifyRequest, saisie: InscriptionEtude): Promise<EtudeNotariale> {
      const cert = exigerCertificat(requete);
      if (cert.qualite !== 'NOTAIRE') throw new ErreurHttp(403, MESSAGE_ETUDE_NON_ENREGISTREE_COLLABORATEUR);
      if (saisie.numEtude !== cert.numEtude) throw erreurChamp('numEtude', MESSAGE_NUMERO_DIFFERENT);
      if (await etudes.parNumero(cert.numEtude)) throw erreurChamp('numEtude', MESSAGE_ETUDE_DEJA_INSCRITE);
      const siret = normaliserSiret(saisie.siret);
      const existante = await teledeclarants.actifParSiret(siret);
      const aFinaliser =
        existante?.type === 'NOTAIRE' &&
        existante.statut === 'ATT_FIN_IMM_NOT' &&
        (existante.numeroEtudeNotariale ?? cert.numEtude) === cert.numEtude
          ? existante
          : undefined;
      if (existante && !aFinaliser) throw erreurChamp('siret', messagesFormats.siretDejaUtilise);
      const valeursEtablissement = await valeursEtablissementInscrit(
        dependances.etablissements,
        teledeclarants,
        'NOTAIRE',
        siret,
      );
      const email = saisie.email.trim().toLowerCase();
      const compteAdresse = await comptes.parLogin(email);
      // Le compte en attente de l'étude n'est repris que par le notaire dont le certificat porte cette adresse :
      // un autre notaire ne peut pas s'approprier l'inscription d'une étude qui n'est pas la sienne.
      const compteAReprendre =
        compteAdresse &&
        aFinaliser &&
        compteAdresse.idTeledeclarant === aFinaliser.id &&
        cert.email !== null &&
        cert.email !== undefined &&
        compteAdresse.login === cert.email.trim().toLowerCase()
          ? compteAdresse
          : undefined;
      if (compteAdresse && !compteAReprendre) throw erreurChamp('email', MESSAGE_EMAIL_UTILISE);
      const telephone = normaliserTelephone(saisie.telephone ?? null);
      const maintenant = new Date();

      const resultat = await db.transaction(async (tx) => {
        const depotTd = creerTeledeclarantRepository(tx);
        let etude: LigneTeledeclarant;
        if (aFinaliser) {
          etude = aFinaliser;
        } else {
          const creation = machineTeledeclarant.creer('inscrireEtude', { acteur: 'notaire' });
          if (!creation.ok) throw new ErreurHttp(409, creation.refus.message);
          etude = await depotTd.inserer({
            type: 'NOTAIRE',
            statut: creation.etat,
            ...valeursEtablissement,
            numeroEtudeNotariale: cert.numEtude,
            telephone,
            representantNom: cert.nom,
            representantPrenom: cert.prenom,
            representantEmail: email,
            representantTelephone: telephone,
          });
        }
        let compte: LigneCompte;
        if (compteAReprendre) {
          await creerCompteRepository(tx).modifier(compteAReprendre.id, {
            certificatSubjectDn: cert.subjectDn,
            certificatIssuerDn: cert.issuerDn,
            statut: 'ACTIF',
            activated: true,
          });
          compte = { ...compteAReprendre, statut: 'ACTIF', activated: true };
        } else {
          // Le premier notaire d'une étude en est l'administrateur ; une étude inscrite en ligne a déjà le sien.
          compte = await depotTd.insererCompte({
            login: email,
            email,
            nom: cert.nom,
            prenom: cert.prenom,
            telephone,
            profil: aFinaliser ? 'NOTAIRE_NOTAIRE' : 'NOTAIRE_ADMIN',
            adminPrincipal: !aFinaliser,
            statut: 'ACTIF',
            activated: true,
            idTeledeclarant: etude.id,
            certificatSubjectDn: cert.subjectDn,
            certificatIssuerDn: cert.issuerDn,
          });
        }
        const acteur = acteurDe(compte);
        const cible = { type: 'TELEDECLARANT' as const, id: etude.id, libelle: etude.raisonSociale };
        if (!aFinaliser) {
          await journaliser(tx, {
            acteur,
            categorie: 'TELEDECLARANT',
            typeEvenement: 'INSCRIPTION_TELEDECLARANT',
            modalite: 'SAISIE_EN_LIGNE',
            cible,
            detail: {
              type: 'NOTAIRE',
              siret,
              numEtude: cert.numEtude,
              statut: etude.statut,
              moyen: 'certificat client',
            },
          });
        }
        if (!compteAReprendre) {
          await journaliser(tx, {
            acteur,
            categorie: 'COMPTE',
            typeEvenement: 'CREATION_UTILISATEUR',
            modalite: 'SAISIE_EN_LIGNE',
            cible: { type: 'UTILISATEUR', id: compte.id, libelle: compte.login },
            detail: { profil: compte.profil, moyen: 'certificat client' },
          });
        }
        const finalisation = machineTeledeclarant.transition(etude.statut, 'finaliserInscriptionNotariale', {
          acteur: 'notaire',
        });
        if (!finalisation.ok) throw new ErreurHttp(409, finalisation.refus.message);
        const change = await depotTd.changerStatut(etude.id, etude.statut, {
          statut: finalisation.etat,
          numeroEtudeNotariale: cert.numEtude,
          activeLe: maintenant,
        });
        if (!change) throw new ErreurHttp(409, "L'étude vient d'être modifiée par ailleurs : recommencez.");
        await journaliser(tx, {
          acteur,
          categorie: 'TELEDECLARANT',
          typeEvenement: finalisation.journal,
          modalite: 'SAISIE_EN_LIGNE',
          cible,
          detail: {
            evenement: 'finaliserInscriptionNotariale',
            avant: etude.statut,
            apres: finalisation.etat,
          },
        });
        return {
          compte,
          etude: { ...etude, statut: finalisation.etat, numeroEtudeNotariale: cert.numEtude },
        };
      });
      const utilisateur = utilisateurDeSession(resultat.compte, resultat.etude);
      await ouvrirSession(requete, utilisateur);
      return versEtude(resultat.etude);
    },

    /** Simulateur de développement : certificats fictifs et choix de ce navigateur. */
    etatSimulateur(requete: FastifyRequest): EtatSimulateurCertificat {
      if (!dependances.certificat.simulateur) return { actif: false, certificats: [], choisi: null };
      const cookie = requete.cookies?.[COOKIE_CERTIFICAT_SIMULE];
      const lu = cookie ? requete.unsignCookie(cookie) : null;
      const choisi = lu?.valid && CERTIFICATS_SIMULES.some((c) => c.id === lu.value) ? lu.value : null;
      return { actif: true, certificats: [...CERTIFICATS_SIMULES], choisi };
    },

    /** Choisit (ou retire, `null`) le certificat fictif ; la session en cours est fermée (autre identité). */
    async choisirCertificatSimule(
      requete: FastifyRequest,
      reponse: FastifyReply,
      id: string | null,
    ): Promise<EtatSimulateurCertificat> {
      if (!dependances.certificat.simulateur) {
        throw new ErreurHttp(404, "Le simulateur de certificat n'est pas activé (SIMULATEUR_CERTIFICAT=1).");
      }
      if (id !== null && !CERTIFICATS_SIMULES.some((c) => c.id === id)) {
        throw erreurChamp('id', "Ce certificat fictif n'existe pas.");
      }
      if (requete.session.utilisateur) await requete.session.destroy();
      if (id === null) {
        reponse.clearCookie(COOKIE_CERTIFICAT_SIMULE, { path: '/' });
      } else {
        reponse.setCookie(COOKIE_CERTIFICAT_SIMULE, id, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: dependances.production,
          signed: true,
        });
      }
      return { actif: true, certificats: [...CERTIFICATS_SIMULES], choisi: id };
    },
  };
}
