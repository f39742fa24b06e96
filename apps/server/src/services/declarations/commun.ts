import {
  aujourdhuiParis,
  type ErreurChamp,
  ErreurMetier,
  estDansFamille,
  PROFILS_TENEUR,
  type TypeActeur,
  type TypeImmat,
  type TypeMaj,
  typeActeurDuProfil,
} from '@registre/domain';
import type { z } from 'zod';
import type { UtilisateurSession } from '../../plugins/session.js';
import type { EnteteDeclaration } from '../../repositories/declaration.repository.js';

/** Message unique d'un brouillon inexistant ou d'un autre établissement : rien ne dit lequel (pas de fuite). */
export const MESSAGE_BROUILLON_INTROUVABLE = 'Ce brouillon de déclaration est introuvable.';
export const MESSAGE_COPROPRIETE_INTROUVABLE = 'Cette copropriété est introuvable.';
/** Deux onglets ou deux appareils : la sauvegarde la plus ancienne perd, entière (ADR 0130). */
export const MESSAGE_VERSION_DEPASSEE =
  'Ce brouillon a été modifié entre-temps (autre onglet ou autre appareil) : rechargez-le avant de l’enregistrer de nouveau.';

/** La version lue par le client est obligatoire (400) et doit être la version enregistrée (409, ADR 0130). */
export function exigerVersionLue(versionLue: number | null | undefined, versionEnregistree: number): void {
  if (!versionLue) {
    throw new ErreurMetier(
      'saisie',
      'La version du brouillon est obligatoire pour l’enregistrer de nouveau.',
      [{ champ: 'version', message: 'La version du brouillon est obligatoire.' }],
    );
  }
  if (versionLue !== versionEnregistree) throw new ErreurMetier('conflit', MESSAGE_VERSION_DEPASSEE);
}

/** Premier enregistrement : la clé de création reçue à l'ouverture est obligatoire (ADR 0130). */
export function exigerCleCreation(cle: string | null | undefined): string {
  if (!cle) {
    throw new ErreurMetier('saisie', 'La clé de création est obligatoire pour un premier enregistrement.', [
      { champ: 'cleCreation', message: 'La clé de création est obligatoire.' },
    ]);
  }
  return cle;
}

/** Date du jour à Paris : le domaine ne lit jamais l'horloge. */
export const aujourdhui = (): Date => aujourdhuiParis(new Date());

/** Nature d'acteur des cycles de vie pour le profil de la personne connectée. */
export function acteurDe(utilisateur: UtilisateurSession): TypeActeur {
  const acteur = typeActeurDuProfil(utilisateur.profil);
  if (acteur === null) {
    throw new ErreurMetier('interdit', "Vous n'avez pas les droits nécessaires pour effectuer cette action.");
  }
  return acteur;
}

export const estTeneur = (utilisateur: UtilisateurSession): boolean =>
  estDansFamille(utilisateur.profil, PROFILS_TENEUR);

/** L'appelant a rédigé la déclaration, lui ou son établissement. */
export function estAuteur(
  utilisateur: UtilisateurSession,
  entete: Pick<EnteteDeclaration, 'idCompteDeclarant' | 'idTeledeclarant'>,
): boolean {
  if (entete.idCompteDeclarant === utilisateur.idCompte) return true;
  return utilisateur.idTeledeclarant !== null && entete.idTeledeclarant === utilisateur.idTeledeclarant;
}

/** Lève une erreur de cycle de vie refusé : acteur non permis → 403, transition impossible → 409. */
export function exigerTransition<R extends { ok: boolean }>(resultat: R): Extract<R, { ok: true }> {
  if (!resultat.ok) {
    const refus = (resultat as unknown as { refus: { code: string; message: string } }).refus;
    throw new ErreurMetier(refus.code === 'acteur-non-autorise' ? 'interdit' : 'conflit', refus.message);
  }
  return resultat as Extract<R, { ok: true }>;
}

/** Erreurs de champ d'un schéma zod, sous le chemin complet de l'étape (`identification.nbLots`). */
export function champsDepuisZod(erreur: z.ZodError, prefixe: string): ErreurChamp[] {
  return erreur.issues.map((issue) => ({
    champ: [prefixe, ...issue.path.map(String)].filter(Boolean).join('.'),
    message: issue.message,
  }));
}

/**
 * Nature d'immatriculation permise à l'appelant : un notaire fait une immatriculation initiale ou d'office
 * (selon ses autorisations), tout autre déclarant une immatriculation par le syndic (`DEFAULT`).
 */
export function exigerNatureImmatriculation(utilisateur: UtilisateurSession, typeImmat: TypeImmat): void {
  const acteur = acteurDe(utilisateur);
  const permise =
    acteur === 'notaire'
      ? (typeImmat === 'INITIALE' && utilisateur.authorities.includes('IMMATRICULER_INITIALE')) ||
        (typeImmat === 'OFFICE' && utilisateur.authorities.includes('IMMATRICULER_D_OFFICE'))
      : acteur === 'declarant' && typeImmat === 'DEFAULT';
  if (!permise) {
    // Le type demandé n'est pas un choix possible pour cette personne : saisie refusée sur le paramètre.
    const message =
      acteur === 'notaire'
        ? "Un notaire fait une immatriculation initiale ou d'office, selon ses droits."
        : "Seul un notaire peut faire une immatriculation initiale ou d'office.";
    throw new ErreurMetier('saisie', message, [{ champ: 'typeImmat', message }]);
  }
}

/** Nature de la déclaration d'une immatriculation : `typeMaj` suit `typeImmat` pour un notaire. */
export const typeMajDeLImmatriculation = (typeImmat: TypeImmat): TypeMaj | null =>
  typeImmat === 'DEFAULT' ? null : typeImmat;
