import {
  authoritiesDuCompte,
  dateParisTexte,
  type InfoCompte,
  type TypeTeledeclarant,
} from '@registre/domain';
import type { FastifyRequest } from 'fastify';
import type { UtilisateurSession } from '../../plugins/session.js';
import type { LigneCompte, LigneTeledeclarant } from '../../repositories/compte.repository.js';
import { creerCompteRepository } from '../../repositories/compte.repository.js';
import type { Executeur } from '../../repositories/journal.repository.js';

const DUREE_SESSION_MS = 60 * 60 * 1000;
const DUREE_SESSION_PROLONGEE_MS = 30 * 24 * 60 * 60 * 1000;

/** Personne connectée telle que la session la conserve, autorisations calculées par le domaine. */
export function utilisateurDeSession(
  compte: LigneCompte,
  teledeclarant: LigneTeledeclarant | null,
  origine?: { idCompte: number; login: string },
): UtilisateurSession {
  return {
    idCompte: compte.id,
    login: compte.login,
    profil: compte.profil,
    authorities: [
      ...authoritiesDuCompte({ profil: compte.profil, statutTeledeclarant: teledeclarant?.statut ?? null }),
    ],
    idTeledeclarant: compte.idTeledeclarant,
    ...(origine ? { idCompteOrigine: origine.idCompte, loginOrigine: origine.login } : {}),
  };
}

/** Teneur d'origine d'une session « connecté en tant que », à reporter quand la session est recalculée. */
export function origineDeSession(
  utilisateur: UtilisateurSession,
): { idCompte: number; login: string } | undefined {
  return utilisateur.idCompteOrigine !== undefined
    ? { idCompte: utilisateur.idCompteOrigine, login: utilisateur.loginOrigine ?? '' }
    : undefined;
}

/**
 * Ouvre une session pour ce compte : nouvel identifiant de session (protection contre la fixation),
 * durée d'une heure glissante, ou trente jours avec « se souvenir de moi ».
 */
export async function ouvrirSession(
  requete: FastifyRequest,
  utilisateur: UtilisateurSession,
  options: { prolongee?: boolean } = {},
): Promise<void> {
  await requete.session.regenerate();
  requete.session.cookie.maxAge = options.prolongee ? DUREE_SESSION_PROLONGEE_MS : DUREE_SESSION_MS;
  requete.session.utilisateur = utilisateur;
  await requete.session.save();
}

function typeTeledeclarantDuCompte(
  compte: LigneCompte,
  teledeclarant: LigneTeledeclarant | null,
): TypeTeledeclarant | null {
  switch (compte.profil) {
    case 'NOTAIRE_NOTAIRE':
      return 'NOTAIRE_NOTAIRE';
    case 'NOTAIRE_COLLAB':
      return 'NOTAIRE_COLLABORATEUR';
    case 'TENEUR_ADMIN_PRINC':
    case 'TENEUR_ADMIN_SCOND':
    case 'TENEUR_ASS_HOTLINE_ADMIN':
    case 'TENEUR_ASS_HOTLINE_GES':
      return 'teneur';
    case 'INSTITUTIONNEL':
      return 'institutionnel';
    default:
      return teledeclarant?.type ?? null;
  }
}

/** Informations du compte connecté (réponse de `GET api/account`). */
export function infoCompte(
  compte: LigneCompte,
  teledeclarant: LigneTeledeclarant | null,
  utilisateur: UtilisateurSession,
): InfoCompte {
  return {
    id: compte.id,
    login: compte.login,
    email: compte.email,
    nom: compte.nom,
    prenom: compte.prenom,
    civilite: compte.civilite,
    telephone: compte.telephone,
    profil: compte.profil,
    statut: compte.statut,
    typeTeledeclarant: typeTeledeclarantDuCompte(compte, teledeclarant),
    authorities: utilisateur.authorities,
    loginAs: utilisateur.idCompteOrigine !== undefined,
    adminPrincipal: compte.adminPrincipal,
    allowedToChangeProfile: false,
    allowedToDelete: false,
    allowedToEdit: true,
    activated: compte.activated,
    numCartePro: compte.numCartePro,
    idTeledeclarant: compte.idTeledeclarant,
    dateCreation: dateParisTexte(compte.dateCreation),
    dateDerniereActivite: dateParisTexte(compte.dateDerniereActivite),
    dateDerniereRelanceInactivite: dateParisTexte(compte.dateDerniereRelanceInactivite),
    dateValidationCleEmail: dateParisTexte(compte.dateValidationCleEmail),
    certificat:
      compte.certificatSubjectDn || compte.certificatIssuerDn
        ? { subjectDn: compte.certificatSubjectDn, issuerDn: compte.certificatIssuerDn }
        : null,
  };
}

/**
 * Relit en base le compte de la session à chaque requête protégée : un compte supprimé (ou le teneur d'origine
 * d'une connexion « en tant que » supprimé) perd aussitôt sa session, et les autorisations suivent l'état
 * courant (profil, statut du télédéclarant) sans attendre une nouvelle connexion.
 */
export async function rafraichirSession(
  db: Executeur,
  requete: FastifyRequest,
): Promise<UtilisateurSession | undefined> {
  const utilisateur = requete.session?.utilisateur;
  if (!utilisateur) return undefined;
  const comptes = creerCompteRepository(db);
  const trouve = await comptes.avecTeledeclarant(utilisateur.idCompte);
  const origine = origineDeSession(utilisateur);
  const compteOrigine = origine ? await comptes.parId(origine.idCompte) : undefined;
  if (
    !trouve ||
    trouve.compte.statut === 'SUPPRIME' ||
    (origine && (!compteOrigine || compteOrigine.statut === 'SUPPRIME'))
  ) {
    await requete.session.destroy();
    return undefined;
  }
  const aJour = utilisateurDeSession(trouve.compte, trouve.teledeclarant, origine);
  // L'identité fédérée (connexion institutionnelle, ADR 0065) reste attachée à la session.
  if (utilisateur.identiteFederee) aJour.identiteFederee = utilisateur.identiteFederee;
  if (JSON.stringify(aJour) !== JSON.stringify(utilisateur)) requete.session.utilisateur = aJour;
  return aJour;
}
