import { randomUUID } from 'node:crypto';
import {
  canAdministrerCopropriete,
  contexteDeclaration,
  detailModificationAdministrative,
  differencesDeclarations,
  type EnregistrementModificationAdmin,
  ErreurMetier,
  type ImmatCopropriete,
  lireDateTexte,
  MESSAGE_MODIFICATION_SANS_CHANGEMENT,
  type MiseAJourEnregistree,
  machineCopropriete,
  machineDeclaration,
  normaliserSaisieDeclaration,
  type OuvertureModificationAdmin,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerDeclarationRepository } from '../../repositories/declaration.repository.js';
import { creerModificationAdminRepository } from '../../repositories/modification-admin.repository.js';
import { exigerActionSurCopropriete } from '../coproprietes/infos-action-copropriete.js';
import { courrielModificationAdministrative } from '../courriels/modeles-modification-administrative.js';
import { deposerCourriel } from '../courriels/outbox.js';
import { verifierDeclarationEntiere } from '../immatriculation/depot-verifications.js';
import { journaliser } from '../journal.js';
import { acteurDe, aujourdhui, exigerTransition, MESSAGE_COPROPRIETE_INTROUVABLE } from './commun.js';
import { MESSAGE_AUCUNE_DECLARATION_VALIDEE } from './ouverture-mise-a-jour.js';
import { recopieSurCopropriete, verifierCodesInsee } from './verification-saisie.js';

export const MESSAGE_COPROPRIETE_MODIFIEE_ENTRE_TEMPS =
  'La copropriété a été modifiée entre-temps (autre modification administrative ou mise à jour du syndic) : rouvrez la modification administrative pour partir de ses données actuelles.';
export const MESSAGE_CLE_MODIFICATION_DEJA_UTILISEE =
  'Cette modification administrative a déjà été envoyée par un autre compte : rouvrez-la.';

export const MESSAGE_RESERVEE_ADMINISTRATEURS =
  'La modification administrative est réservée aux administrateurs du teneur.';

/** Avant toute lecture : l'assistance du teneur reçoit 403, pas 404, même pour une copropriété inconnue. */
function exigerAdministrateur(utilisateur: UtilisateurSession): void {
  if (!canAdministrerCopropriete(utilisateur)) {
    throw new ErreurMetier('interdit', MESSAGE_RESERVEE_ADMINISTRATEURS);
  }
}

/** La clé de création était déjà prise : la transaction est annulée et la modification existante renvoyée. */
class CleDejaPrise extends Error {}

/**
 * Modification administrative d'une copropriété immatriculée par un administrateur du teneur (issue 9 §1,
 * ADR 0275). L'ouverture n'écrit rien ; l'envoi vérifie la déclaration entière par le code du domaine (comme la
 * transmission d'une mise à jour, ADR 0134), puis, en une transaction sous le verrou de la ligne de la copropriété :
 * version lue inchangée (sinon 409), transitions `modifierAdministrativement` (copropriété) et `creerBrouillon` puis
 * `enregistrer` (déclaration `MODIFICATION_ADMIN` devenue COURANTE), copropriété recopiée, une entrée
 * MODIFICATION_ADMINISTRATIVE au journal (motif, avant, après) et un courriel au syndic titulaire.
 */
export function creerServiceModificationAdministrative(db: Db, urlPublique: string) {
  /** Modification déjà envoyée avec cette clé (double clic, requête rejouée) : rendue à son auteur. */
  async function existantParCle(utilisateur: UtilisateurSession, cle: string, idCopropriete: number) {
    const existant = await creerDeclarationRepository(db).parCleCreation(cle);
    if (!existant) return null;
    const { entete } = existant;
    if (entete.idCompteDeclarant !== utilisateur.idCompte || entete.idCopropriete !== idCopropriete) {
      throw new ErreurMetier('conflit', MESSAGE_CLE_MODIFICATION_DEJA_UTILISEE);
    }
    return { id: entete.id, idCopropriete, version: entete.version, statut: entete.statut };
  }

  async function ouvrir(
    utilisateur: UtilisateurSession,
    idCopropriete: number,
  ): Promise<OuvertureModificationAdmin> {
    exigerAdministrateur(utilisateur);
    // Copropriété inconnue (404), droits ou relation (403), état (409) : règle des actions (ADR 0160).
    await exigerActionSurCopropriete(db, utilisateur, idCopropriete, 'MODIFICATION_ADMINISTRATIVE');
    const repo = creerDeclarationRepository(db);
    const copro = await repo.copropriete(idCopropriete);
    if (!copro) throw new ErreurMetier('introuvable', MESSAGE_COPROPRIETE_INTROUVABLE);
    const validee = await repo.derniereValidee(idCopropriete);
    if (!validee) throw new ErreurMetier('conflit', MESSAGE_AUCUNE_DECLARATION_VALIDEE);
    // Le mandat a ses propres écrans : la modification porte sur les données de la déclaration.
    const { infoRattachement: _mandat, ...immatCopropriete } = validee.declaration.immatCopropriete;
    return {
      id: null,
      idCopropriete,
      version: null,
      cleCreation: randomUUID(),
      // Pas un brouillon de correction de la dernière annuelle (ADR 0171).
      correction: false,
      versionCopropriete: copro.version,
      declaration: {
        ...validee.declaration,
        id: null,
        statut: 'BROUILLON',
        typeDeclaration: 'MODIFICATION_ADMIN',
        typeMaj: 'MODIFICATION_ADMIN',
        typeImmat: null,
        utilisateurDeclare: utilisateur.login,
        // Une correction administrative peut porter sur les données de l'exercice, toujours sous les règles.
        dateClotureEditable: true,
        immatCopropriete,
      },
      reference: immatCopropriete,
      // Pas un nouvel exercice : la règle de changement de clôture (§5.5) ne s'applique pas.
      dateDernierChangementCloture: null,
    };
  }

  async function enregistrer(
    utilisateur: UtilisateurSession,
    idCopropriete: number,
    corps: EnregistrementModificationAdmin,
  ): Promise<MiseAJourEnregistree> {
    exigerAdministrateur(utilisateur);
    const deja = await existantParCle(utilisateur, corps.cleCreation, idCopropriete);
    if (deja) return deja;
    await exigerActionSurCopropriete(db, utilisateur, idCopropriete, 'MODIFICATION_ADMINISTRATIVE');
    const repo = creerDeclarationRepository(db);
    const validee = await repo.derniereValidee(idCopropriete);
    if (!validee) throw new ErreurMetier('conflit', MESSAGE_AUCUNE_DECLARATION_VALIDEE);

    const saisie = normaliserSaisieDeclaration(corps.immatCopropriete) as ImmatCopropriete;
    saisie.infoRattachement = null;
    // Mêmes règles qu'une mise à jour : schéma de soumission, règles du domaine, avertissements à confirmer.
    const contexte = contexteDeclaration(
      { typeImmat: null, typeMaj: 'MODIFICATION_ADMIN' },
      { aujourdhui: aujourdhui(), exercicePrecedent: null },
    );
    verifierDeclarationEntiere(saisie, contexte, corps.avertissementsConfirmes);
    await verifierCodesInsee(repo, saisie);
    const { infoRattachement: _mandat, ...avant } = validee.declaration.immatCopropriete;
    const differences = differencesDeclarations(avant, saisie);
    if (differences.length === 0) {
      throw new ErreurMetier('saisie', MESSAGE_MODIFICATION_SANS_CHANGEMENT);
    }
    const acteur = acteurDe(utilisateur);

    try {
      return await db.transaction(async (tx) => {
        const r = creerDeclarationRepository(tx);
        const copro = await r.coproprietePourMiseAJour(idCopropriete);
        if (!copro) throw new ErreurMetier('introuvable', MESSAGE_COPROPRIETE_INTROUVABLE);
        // Deux teneurs, ou un teneur et le syndic, sur la même copropriété : le premier gagne, l'autre relit.
        if (copro.version !== corps.versionCopropriete) {
          throw new ErreurMetier('conflit', MESSAGE_COPROPRIETE_MODIFIEE_ENTRE_TEMPS);
        }
        const modification = exigerTransition(
          machineCopropriete.transition(copro.etat, 'modifierAdministrativement', { acteur }),
        );
        const creation = exigerTransition(machineDeclaration.creer('creerBrouillon', { acteur }));
        const enregistrement = exigerTransition(
          machineDeclaration.transition(creation.etat, 'enregistrer', { acteur }),
        );
        const id = await r.creer({
          idCopropriete,
          statut: creation.etat,
          typeDeclaration: 'MODIFICATION_ADMIN',
          typeMaj: 'MODIFICATION_ADMIN',
          // La déclaration reste dans l'historique de l'établissement déclarant ; le teneur en est l'auteur.
          idTeledeclarant: validee.entete.idTeledeclarant,
          idCompteDeclarant: utilisateur.idCompte,
          utilisateurDeclare: utilisateur.login,
          cleCreation: corps.cleCreation,
          contenu: { immatCopropriete: saisie },
        });
        if (id === undefined) throw new CleDejaPrise();
        const maintenant = new Date();
        await r.modifierEntete(id, {
          statut: enregistrement.etat,
          dateValidation: maintenant,
          idCompteValidateur: utilisateur.idCompte,
        });
        const financieres = saisie.donneesFinancieres;
        await r.modifierCopropriete(idCopropriete, {
          ...recopieSurCopropriete(saisie),
          idDeclarationCourante: id,
          dateClotureDernierExercice: lireDateTexte(financieres?.dateClotureComptes),
          majComptesNonApprouvesAFaire: financieres?.comptesNonApprouves === true,
        });
        await journaliser(tx, {
          acteur: utilisateur,
          transition: { depuis: copro.etat, resultat: modification },
          cible: { type: 'COPROPRIETE', id: idCopropriete, libelle: copro.numeroImmatriculation },
          detail: detailModificationAdministrative(corps.motif, id, differences),
        });
        const adresse =
          copro.idTeledeclarantCourant === null
            ? null
            : await creerModificationAdminRepository(tx).adresseDuSyndic(copro.idTeledeclarantCourant);
        if (adresse) {
          await deposerCourriel(tx, {
            destinataire: adresse,
            ...courrielModificationAdministrative({
              nomCopropriete: saisie.identification?.nomCopropriete ?? copro.nom,
              numero: copro.numeroImmatriculation,
              motif: corps.motif,
              differences,
              lienSuivi: `${urlPublique}/copropriete`,
            }),
          });
        }
        return { id, idCopropriete, version: 2, statut: enregistrement.etat };
      });
    } catch (erreur) {
      if (!(erreur instanceof CleDejaPrise)) throw erreur;
      const existant = await existantParCle(utilisateur, corps.cleCreation, idCopropriete);
      if (existant) return existant;
      throw erreur;
    }
  }

  return { ouvrir, enregistrer };
}
