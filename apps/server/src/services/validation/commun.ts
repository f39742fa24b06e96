import {
  ACTIONS_QUI_TRANCHENT,
  type ActionGuichet,
  canTrancherDemande,
  canValiderRattachement,
  dateParisTexte,
  ErreurMetier,
  echeanceReponse,
  estHorsDelai,
  expirationVerrou,
  formaterDateTexte,
  instantIso,
  type LigneDemande,
  REGISTRE_TYPES_DEMANDE,
  type TypeDemandeGuichet,
  typeDeLaDemande,
  type VerrouAffiche,
  type VerrouDemande,
  verrouTient,
} from '@registre/domain';
import type { UtilisateurSession } from '../../plugins/session.js';
import type { DemandeListee } from '../../repositories/validation.repository.js';

/** Outils partagés par les cas d'usage du guichet (ADR 0190, 0191). */

export const MESSAGE_DROITS_GUICHET = "Vous n'avez pas les droits nécessaires pour traiter les demandes.";
export const MESSAGE_DROITS_TRANCHER =
  'Votre profil instruit les demandes et les affecte à un teneur, mais ne peut pas les trancher (accepter, refuser, valider un doublon).';
export const MESSAGE_DEMANDE_INTROUVABLE =
  "Cette copropriété n'a pas de demande en attente de validation : elle a peut-être déjà été traitée.";

/** Horloge du guichet (les tests la fixent). */
export type Horloge = () => Date;

/** Le compte accède au guichet ; pour trancher, il doit aussi pouvoir trancher (ADR 0031). */
export function exigerDroitGuichet(utilisateur: UtilisateurSession, action?: ActionGuichet): void {
  if (!canValiderRattachement(utilisateur)) throw new ErreurMetier('interdit', MESSAGE_DROITS_GUICHET);
  if (action && ACTIONS_QUI_TRANCHENT.includes(action) && !canTrancherDemande(utilisateur)) {
    throw new ErreurMetier('interdit', MESSAGE_DROITS_TRANCHER);
  }
}

/** Type de la demande (registre du domaine) ; une demande qui n'attend plus le guichet est introuvable. */
export function typeExige(demande: DemandeListee): TypeDemandeGuichet {
  const type = typeDeLaDemande({
    etatCopropriete: demande.etatCopropriete,
    typeMaj: demande.typeMaj,
    doublonSignale: demande.idCoproprieteDoublon !== null,
  });
  if (type === null) throw new ErreurMetier('introuvable', MESSAGE_DEMANDE_INTROUVABLE);
  return type;
}

/** Verrou tel que l'écran l'affiche, s'il tient encore. */
export function verrouAffiche(
  verrou: VerrouDemande | null,
  idCompte: number,
  maintenant: Date,
): VerrouAffiche | null {
  if (!verrouTient(verrou, maintenant)) return null;
  return {
    idCompte: verrou.idCompte,
    nomDetenteur: verrou.nomDetenteur,
    depuis: verrou.prisLe.toISOString(),
    expireLe: expirationVerrou(verrou).toISOString(),
    parMoi: verrou.idCompte === idCompte,
  };
}

/** Ligne de la liste du guichet. */
export function ligneDemande(demande: DemandeListee, idCompte: number, maintenant: Date): LigneDemande {
  const type = typeExige(demande);
  const delai = REGISTRE_TYPES_DEMANDE[type].delaiJoursOuvres;
  const depart =
    type === 'DOUBLON' ? (demande.doublonSignaleLe ?? demande.dateSoumission) : demande.dateSoumission;
  const echeance =
    delai !== null && depart !== null ? echeanceReponse(depart, { delaiJoursOuvres: delai }) : null;
  return {
    idCopropriete: demande.idCopropriete,
    idDeclaration: demande.idDeclaration,
    idMandat: demande.idMandat,
    numeroImmatriculation: demande.numeroImmatriculation,
    nomCopropriete: demande.nomCopropriete,
    adresseReference: demande.adresseReference,
    typeDemande: type,
    libelleTypeDemande: REGISTRE_TYPES_DEMANDE[type].libelle,
    typeImmat: demande.typeImmat,
    typeMaj: demande.typeMaj,
    profilDemandeur: demande.profilDemandeur,
    raisonSocialeDemandeur: demande.raisonSocialeDemandeur,
    idTeledeclarant: demande.idTeledeclarant,
    dateDepot: dateParisTexte(demande.dateSoumission),
    deposeeLe: instantIso(demande.dateSoumission),
    echeance: echeance === null ? null : formaterDateTexte(echeance),
    horsDelai:
      delai !== null && depart !== null
        ? estHorsDelai(depart, maintenant, { delaiJoursOuvres: delai })
        : false,
    precisionsDemandees: demande.precisionsDemandees,
    verrou: verrouAffiche(demande.verrou, idCompte, maintenant),
  };
}
