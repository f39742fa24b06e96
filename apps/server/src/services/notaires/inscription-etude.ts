import {
  ErreurMetier,
  type EtudeNotariale,
  erreurSaisie,
  type InscriptionEtude,
  MESSAGE_ETUDE_NON_ENREGISTREE_COLLABORATEUR,
  machineTeledeclarant,
  messagesFormats,
  normaliserSiret,
  normaliserTelephone,
} from '@registre/domain';
import type { FastifyRequest } from 'fastify';
import type { PortEtablissements } from '../../adapters/etablissements/port.js';
import type { Db } from '../../db/connexion.js';
import { creerCompteRepository, type LigneCompte } from '../../repositories/compte.repository.js';
import { creerEtudeNotarialeRepository } from '../../repositories/etude-notariale.repository.js';
import {
  creerTeledeclarantRepository,
  type LigneTeledeclarant,
} from '../../repositories/teledeclarant.repository.js';
import { ouvrirSession, utilisateurDeSession } from '../comptes/session-utilisateur.js';
import { journaliser } from '../journal.js';
import { valeursEtablissementInscrit } from '../teledeclarants/etablissement-service.js';
import { acteurDe, type CertificatsNotaire, versEtude } from './certificat-notaire.js';
import { MESSAGE_EMAIL_UTILISE } from './connexion-notaire.js';

const MESSAGE_ETUDE_DEJA_INSCRITE = 'Cette étude est déjà inscrite au registre : connectez-vous.';
const MESSAGE_NUMERO_DIFFERENT =
  "Le numéro d'étude ne correspond pas à celui de votre certificat professionnel.";

/**
 * Inscription de son étude par un notaire (ADR 0068) : le certificat fait foi de la qualité de notaire et du
 * numéro de l'étude ; le SIRET est contrôlé au répertoire (établissement existant, code APE 69.10Z). L'étude
 * naît « en attente de finalisation » (`inscrireEtude`) puis est aussitôt finalisée (`finaliserInscriptionNotariale`)
 * par ce notaire ; une étude déjà inscrite en ligne par son SIRET et en attente est finalisée de même.
 */
export function creerInscriptionEtude(
  db: Db,
  certificats: CertificatsNotaire,
  etablissements: PortEtablissements,
) {
  const etudes = creerEtudeNotarialeRepository(db);
  const comptes = creerCompteRepository(db);
  const teledeclarants = creerTeledeclarantRepository(db);

  return async function inscrireEtude(
    requete: FastifyRequest,
    saisie: InscriptionEtude,
  ): Promise<EtudeNotariale> {
    const cert = certificats.exigerCertificat(requete);
    if (cert.qualite !== 'NOTAIRE')
      throw new ErreurMetier('interdit', MESSAGE_ETUDE_NON_ENREGISTREE_COLLABORATEUR);
    if (saisie.numEtude !== cert.numEtude) throw erreurSaisie('numEtude', MESSAGE_NUMERO_DIFFERENT);
    if (await etudes.parNumero(cert.numEtude)) throw erreurSaisie('numEtude', MESSAGE_ETUDE_DEJA_INSCRITE);
    const siret = normaliserSiret(saisie.siret);
    const existante = await teledeclarants.actifParSiret(siret);
    const aFinaliser =
      existante?.type === 'NOTAIRE' &&
      existante.statut === 'ATT_FIN_IMM_NOT' &&
      (existante.numeroEtudeNotariale ?? cert.numEtude) === cert.numEtude
        ? existante
        : undefined;
    if (existante && !aFinaliser) throw erreurSaisie('siret', messagesFormats.siretDejaUtilise);
    const valeursEtablissement = await valeursEtablissementInscrit(
      etablissements,
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
    if (compteAdresse && !compteAReprendre) throw erreurSaisie('email', MESSAGE_EMAIL_UTILISE);
    const telephone = normaliserTelephone(saisie.telephone ?? null);
    const maintenant = new Date();

    const resultat = await db.transaction(async (tx) => {
      const depotTd = creerTeledeclarantRepository(tx);
      let etude: LigneTeledeclarant;
      let creation: Extract<ReturnType<typeof machineTeledeclarant.creer>, { ok: true }> | null = null;
      if (aFinaliser) {
        etude = aFinaliser;
      } else {
        const creee = machineTeledeclarant.creer('inscrireEtude', { acteur: 'notaire' });
        if (!creee.ok) throw new ErreurMetier('conflit', creee.refus.message);
        creation = creee;
        etude = await depotTd.inserer({
          type: 'NOTAIRE',
          statut: creee.etat,
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
      if (creation) {
        await journaliser(tx, {
          acteur,
          transition: { depuis: null, resultat: creation },
          cible,
          detail: { type: 'NOTAIRE', siret, numEtude: cert.numEtude, moyen: 'certificat client' },
        });
      }
      if (!compteAReprendre) {
        await journaliser(tx, {
          acteur,
          typeEvenement: 'CREATION_UTILISATEUR',
          cible: { type: 'UTILISATEUR', id: compte.id, libelle: compte.login },
          detail: { profil: compte.profil, moyen: 'certificat client' },
        });
      }
      const finalisation = machineTeledeclarant.transition(etude.statut, 'finaliserInscriptionNotariale', {
        acteur: 'notaire',
      });
      if (!finalisation.ok) throw new ErreurMetier('conflit', finalisation.refus.message);
      const change = await depotTd.changerStatut(etude.id, etude.statut, {
        statut: finalisation.etat,
        numeroEtudeNotariale: cert.numEtude,
        activeLe: maintenant,
      });
      if (!change) {
        throw new ErreurMetier('conflit', "L'étude vient d'être modifiée par ailleurs : recommencez.");
      }
      await journaliser(tx, {
        acteur,
        transition: { depuis: etude.statut, resultat: finalisation },
        cible,
      });
      return {
        compte,
        etude: { ...etude, statut: finalisation.etat, numeroEtudeNotariale: cert.numEtude },
      };
    });
    const utilisateur = utilisateurDeSession(resultat.compte, resultat.etude);
    await ouvrirSession(requete, utilisateur);
    return versEtude(resultat.etude);
  };
}
