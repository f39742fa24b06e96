import {
  ACTIONS_QUI_TRANCHENT,
  type ActionGuichet,
  type AdressesDemande,
  type CoproprieteDoublon,
  canTrancherDemande,
  coproprieteCompareeDeLIdentification,
  type DemandeAValider,
  type DoublonPotentiel,
  ErreurMetier,
  type InfosValidation,
  REGISTRE_TYPES_DEMANDE,
  situationVerrou,
} from '@registre/domain';
import type { Db, Executeur } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerDeclarationRepository } from '../../repositories/declaration.repository.js';
import { creerValidationRepository, type DemandeLue } from '../../repositories/validation.repository.js';
import { creerEchangesRepository } from '../../repositories/validation-echanges.repository.js';
import { rechercherDoublons } from '../immatriculation/rechercher-doublons.js';
import {
  exigerDroitGuichet,
  type Horloge,
  ligneDemande,
  MESSAGE_DEMANDE_INTROUVABLE,
  typeExige,
} from './commun.js';

const MESSAGE_DECLARATION_NON_EN_ATTENTE =
  "Cette déclaration n'existe pas ou n'est pas en attente de validation.";

/** Copropriété existante signalée comme doublon de la demande. */
export async function coproprieteDoublon(
  executeur: Executeur,
  demande: DemandeLue,
): Promise<CoproprieteDoublon | null> {
  if (demande.idCoproprieteDoublon === null) return null;
  const c = await creerDeclarationRepository(executeur).copropriete(demande.idCoproprieteDoublon);
  return c
    ? {
        idCopropriete: c.id,
        numeroImmatriculation: c.numeroImmatriculation,
        nom: c.nom,
        adresseReference: c.adresseReference,
        etat: c.etat,
      }
    : null;
}

/** Déclaration en attente (id : déclaration), lue entière. */
async function declarationEnAttente(executeur: Executeur, idDeclaration: number) {
  const lue = await creerDeclarationRepository(executeur).lire(idDeclaration);
  if (
    lue?.entete.statut !== 'A_VALIDER' ||
    !lue.entete.etatCopropriete.startsWith('IMMATRICULATION_ET_RATTACHEMENT_')
  ) {
    throw new ErreurMetier('introuvable', MESSAGE_DECLARATION_NON_EN_ATTENTE);
  }
  return lue;
}

/**
 * Lectures du guichet : la demande et ce que l'appelant peut en faire (`infos/validation/{n}`), sa déclaration
 * (`a-valider/{id}`), ses adresses (`infos/adresses/{id}`), ses doublons recalculés (`…/noType`). La lecture par
 * le détenteur du verrou le prolonge.
 */
export function creerLectureDemandes(db: Db, horloge: Horloge) {
  async function demandeExigee(idCopropriete: number): Promise<DemandeLue> {
    const demande = await creerValidationRepository(db).demandeDeLaCopropriete(idCopropriete);
    if (demande === null) throw new ErreurMetier('introuvable', MESSAGE_DEMANDE_INTROUVABLE);
    typeExige(demande);
    return demande;
  }

  return {
    async infos(utilisateur: UtilisateurSession, idCopropriete: number): Promise<InfosValidation> {
      exigerDroitGuichet(utilisateur);
      const maintenant = horloge();
      const demande = await demandeExigee(idCopropriete);
      const type = typeExige(demande);
      const situation = situationVerrou(demande.verrou, utilisateur.idCompte, maintenant);
      const ouverte =
        situation === 'TENU_PAR_MOI' &&
        demande.etatCopropriete === 'IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION';
      if (ouverte) {
        await creerValidationRepository(db).prolongerVerrou(
          'COPROPRIETE',
          idCopropriete,
          utilisateur.idCompte,
          maintenant,
        );
      }
      const doublon = await coproprieteDoublon(db, demande);
      const actions: ActionGuichet[] = ouverte
        ? REGISTRE_TYPES_DEMANDE[type].actions.filter(
            (a) =>
              (!ACTIONS_QUI_TRANCHENT.includes(a) || canTrancherDemande(utilisateur)) &&
              (a !== 'fusionnerDoublon' || doublon?.numeroImmatriculation != null),
          )
        : [];
      const echanges = await creerEchangesRepository(db).resume(idCopropriete);
      return {
        ...ligneDemande(demande, utilisateur.idCompte, maintenant),
        idDeclaration: demande.idDeclaration,
        etatCopropriete: demande.etatCopropriete,
        emailDeclarant: demande.emailDeclarant,
        doublon,
        actions,
        precisionsEnAttente: echanges.derniere === 'DEMANDE_PRECISIONS',
        nbEchanges: echanges.nombre,
      };
    },

    async declaration(utilisateur: UtilisateurSession, idDeclaration: number): Promise<DemandeAValider> {
      exigerDroitGuichet(utilisateur);
      const { entete, declaration } = await declarationEnAttente(db, idDeclaration);
      return {
        idDeclaration: entete.id,
        idCopropriete: entete.idCopropriete,
        typeImmat: entete.typeImmat,
        typeMaj: entete.typeMaj,
        declaration,
      };
    },

    async adresses(utilisateur: UtilisateurSession, idCopropriete: number): Promise<AdressesDemande> {
      exigerDroitGuichet(utilisateur);
      const demande = await demandeExigee(idCopropriete);
      const { declaration } = await declarationEnAttente(db, demande.idDeclaration);
      const identification = declaration.immatCopropriete.identification;
      return {
        adressePrincipale: identification?.adressePrincipale ?? null,
        adresseSecondaire: identification?.adresseSecondaire ?? [],
      };
    },

    async doublons(
      utilisateur: UtilisateurSession,
      idDeclaration: number,
      nbBatiments: number,
    ): Promise<DoublonPotentiel[]> {
      exigerDroitGuichet(utilisateur);
      const { entete, declaration } = await declarationEnAttente(db, idDeclaration);
      const identification = declaration.immatCopropriete.identification;
      if (!identification) return [];
      return rechercherDoublons(
        db,
        coproprieteCompareeDeLIdentification(identification, nbBatiments),
        entete.idCopropriete,
      );
    },
  };
}
