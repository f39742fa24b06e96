import { ErreurMetier, type InfoCompte, MESSAGE_ETUDE_NON_ENREGISTREE_COLLABORATEUR } from '@registre/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connexion.js';
import { creerCompteRepository, type LigneCompte } from '../../repositories/compte.repository.js';
import { creerEtudeNotarialeRepository } from '../../repositories/etude-notariale.repository.js';
import { creerTeledeclarantRepository } from '../../repositories/teledeclarant.repository.js';
import { infoCompte, ouvrirSession, utilisateurDeSession } from '../comptes/session-utilisateur.js';
import { journaliser } from '../journal.js';
import {
  acteurDe,
  type CertificatsNotaire,
  estProfilNotaire,
  MESSAGE_CERTIFICAT_NON_RECONNU,
} from './certificat-notaire.js';

const MESSAGE_ETUDE_A_INSCRIRE =
  "Votre étude notariale n'est pas encore inscrite au registre : inscrivez-la pour continuer.";
const MESSAGE_COLLABORATEUR_SANS_COMPTE =
  "Votre compte de collaborateur n'existe pas encore : un notaire de l'étude doit le créer.";
const MESSAGE_COMPTE_INUTILISABLE =
  "Le compte associé à ce certificat n'est pas utilisable : contactez l'assistance du registre.";
export const MESSAGE_EMAIL_UTILISE = 'Cette adresse électronique est déjà utilisée par un autre compte.';

/**
 * Connexion par certificat (ADR 0067) : le compte qui porte le certificat, ou le compte de l'étude à son
 * adresse (le certificat lui est alors associé), ou, pour un notaire d'une étude inscrite, un compte
 * « Notaire » créé. Étude non inscrite : 404 pour un notaire (il l'inscrit), 403 pour un collaborateur
 * (spec 2 §8).
 */
export function creerConnexionNotaire(db: Db, certificats: CertificatsNotaire) {
  const etudes = creerEtudeNotarialeRepository(db);
  const comptes = creerCompteRepository(db);

  return async function authentifier(requete: FastifyRequest): Promise<InfoCompte> {
    const cert = certificats.exigerCertificat(requete);
    const etude = await etudes.parNumero(cert.numEtude);
    const trouve = await certificats.compteDuCertificat(cert, etude);
    if (!trouve && !etude) {
      throw cert.qualite === 'NOTAIRE'
        ? new ErreurMetier('introuvable', MESSAGE_ETUDE_A_INSCRIRE)
        : new ErreurMetier('interdit', MESSAGE_ETUDE_NON_ENREGISTREE_COLLABORATEUR);
    }
    if (!trouve && cert.qualite === 'COLLABORATEUR')
      throw new ErreurMetier('interdit', MESSAGE_COLLABORATEUR_SANS_COMPTE);
    if (
      trouve &&
      (!estProfilNotaire(trouve.compte.profil) || ['SUPPRIME', 'DESACTIVE'].includes(trouve.compte.statut))
    ) {
      throw new ErreurMetier('interdit', MESSAGE_COMPTE_INUTILISABLE);
    }
    if (!trouve && !cert.email) throw new ErreurMetier('interdit', MESSAGE_CERTIFICAT_NON_RECONNU);
    if (!trouve && cert.email && (await comptes.parLogin(cert.email)))
      throw new ErreurMetier('conflit', MESSAGE_EMAIL_UTILISE);
    const compte = await db.transaction(async (tx) => {
      const depot = creerCompteRepository(tx);
      let lu: LigneCompte;
      if (trouve) {
        lu = trouve.compte;
        if (trouve.aAssocier) await certificats.associerCertificat(tx, lu.id, cert);
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
          typeEvenement: 'CREATION_UTILISATEUR',
          cible: { type: 'UTILISATEUR', id: lu.id, libelle: lu.login },
          detail: { moyen: 'certificat client', numEtude: cert.numEtude },
        });
      }
      await depot.modifier(lu.id, { dateDerniereActivite: new Date() });
      await journaliser(tx, {
        acteur: acteurDe(lu),
        typeEvenement: 'CONNEXION_REUSSIE',
        cible: { type: 'UTILISATEUR', id: lu.id },
        detail: { moyen: 'certificat client', simule: cert.simule },
      });
      return lu;
    });
    const avecTd = await comptes.avecTeledeclarant(compte.id);
    const utilisateur = utilisateurDeSession(compte, avecTd?.teledeclarant ?? null);
    await ouvrirSession(requete, utilisateur);
    return infoCompte(avecTd?.compte ?? compte, avecTd?.teledeclarant ?? null, utilisateur);
  };
}
