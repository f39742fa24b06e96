import { randomUUID } from 'node:crypto';
import {
  type ActionCopropriete,
  type DrapeauChemin,
  dateDernierChangementCloture,
  ErreurMetier,
  exerciceModifiable,
  formaterDateTexte,
  type ImmatCopropriete,
  type OuvertureMiseAJour,
  type TypeMiseAJour,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerDeclarationRepository } from '../../repositories/declaration.repository.js';
import { creerMisesAJourRepository } from '../../repositories/mises-a-jour.repository.js';
import { exigerActionSurCopropriete } from '../coproprietes/infos-action-copropriete.js';
import { estAuteur } from './commun.js';
import { versEditable } from './lecture-brouillons.js';

export const MESSAGE_AUCUNE_DECLARATION_VALIDEE =
  "Cette copropriété n'a pas encore de déclaration validée : elle ne peut pas être mise à jour.";
export const MESSAGE_CORRECTION_ANNUELLE =
  'Seule une déclaration annuelle peut être corrigée : choisissez la mise à jour annuelle.';
export const MESSAGE_AUCUNE_ANNUELLE_A_CORRIGER =
  "Cette copropriété n'a pas de déclaration annuelle à corriger : la dernière a été archivée ou supprimée.";

/**
 * Déclaration d'où partait la dernière annuelle (ADR 0171) : la plus récente de celles qu'elle a archivées.
 * Son exercice est l'exercice précédent d'une correction (§5.5) et le récapitulatif la compare à la correction.
 */
export async function exerciceAvantLaDerniereAnnuelle(
  repo: ReturnType<typeof creerDeclarationRepository>,
  corrections: ReturnType<typeof creerMisesAJourRepository>,
  idCopropriete: number,
): Promise<ImmatCopropriete | undefined> {
  const id = await corrections.derniereArchivee(idCopropriete);
  if (id === undefined) return undefined;
  const { infoRattachement: _mandat, ...immat } = (await repo.lire(id))?.declaration.immatCopropriete ?? {};
  return immat;
}

/**
 * Date d'effet du dernier changement de jour ou de mois de clôture (§5.5, délai de 4 ans) parmi les exercices
 * validés de la copropriété, sans l'annuelle que remplace une correction (`idCorrigee`) ; texte JJ/MM/AAAA.
 */
export async function dernierChangementDeCloture(
  corrections: ReturnType<typeof creerMisesAJourRepository>,
  idCopropriete: number,
  idCorrigee: number | null,
): Promise<string | null> {
  const changement = dateDernierChangementCloture(
    await corrections.cloturesValidees(idCopropriete, idCorrigee),
  );
  return changement ? formaterDateTexte(changement) : null;
}

/** Action de la règle des actions (ADR 0160) que demande l'ouverture d'une mise à jour (ADR 0133). */
export function actionDeLaMiseAJour(x: TypeMiseAJour, corriger: boolean): ActionCopropriete {
  if (corriger) return 'CORRIGER_DERNIERE_MAJ_ANNUELLE';
  if (x === 'STANDARD') return 'MAJ_STANDARD';
  if (x === 'ANNUELLE') return 'MAJ_ANNUELLE';
  return 'MAJ_COMPTES_NON_APPROUVES';
}

/**
 * Ouverture d'une mise à jour (`GET coproprietes/declaration/{id}/{x}/{corriger}`, ADR 0133). Un GET n'écrit
 * pas : l'appelant reprend son brouillon de mise à jour de même nature s'il en a un (idempotent), sinon reçoit
 * la dernière déclaration validée de la copropriété comme point de départ, avec une clé de création neuve ; le
 * brouillon naît au premier enregistrement, comme pour `new/{x}` (ADR 0131).
 */
export function creerServiceOuvertureMiseAJour(db: Db) {
  const repo = creerDeclarationRepository(db);
  return async (
    utilisateur: UtilisateurSession,
    idCopropriete: number,
    x: TypeMiseAJour,
    drapeau: DrapeauChemin,
  ): Promise<OuvertureMiseAJour> => {
    const corriger = drapeau === 'true';
    if (corriger && x !== 'ANNUELLE') {
      throw new ErreurMetier('saisie', MESSAGE_CORRECTION_ANNUELLE, [
        { champ: 'corriger', message: MESSAGE_CORRECTION_ANNUELLE },
      ]);
    }
    // Copropriété inconnue (404), hors périmètre (403), état, relation ou droits (403, 409) : règle des actions.
    await exigerActionSurCopropriete(db, utilisateur, idCopropriete, actionDeLaMiseAJour(x, corriger));

    const validee = await repo.derniereValidee(idCopropriete);
    if (!validee) throw new ErreurMetier('conflit', MESSAGE_AUCUNE_DECLARATION_VALIDEE);
    const { infoRattachement: _mandat, ...immatCopropriete } = validee.declaration.immatCopropriete;

    // La dernière déclaration validée accompagne la réponse (`reference`) : différences du récapitulatif et
    // exercice précédent des règles, y compris à la reprise d'un brouillon (ADR 0176).
    // Correction de la dernière annuelle (ADR 0171) : elle refait cette annuelle ; sa référence est la
    // déclaration d'où celle-ci partait, et ses brouillons ne sont pas ceux d'une nouvelle annuelle.
    const corrections = creerMisesAJourRepository(db);
    let reference = immatCopropriete;
    const idCorrigee = corriger ? await corrections.derniereAnnuelleCourante(idCopropriete) : null;
    if (idCorrigee === undefined) throw new ErreurMetier('conflit', MESSAGE_AUCUNE_ANNUELLE_A_CORRIGER);
    if (corriger) {
      reference = (await exerciceAvantLaDerniereAnnuelle(repo, corrections, idCopropriete)) ?? reference;
    }
    // Seule l'annuelle déclare un nouvel exercice : les autres natures n'ont pas de règle de clôture (§5.5).
    const changementCloture =
      x === 'ANNUELLE' ? await dernierChangementDeCloture(corrections, idCopropriete, idCorrigee) : null;
    const brouillons = await repo.listerParCopropriete(idCopropriete, ['BROUILLON']);
    const deCorrection = await corrections.brouillonsDeCorrection(idCopropriete);
    const enCours = brouillons.find(
      (b) =>
        b.typeMaj === x &&
        b.typeImmat === null &&
        estAuteur(utilisateur, b) &&
        deCorrection.has(b.id) === corriger,
    );
    if (enCours) {
      const lue = await repo.lire(enCours.id);
      if (lue) return { ...versEditable(lue), reference, dateDernierChangementCloture: changementCloture };
    }
    // Données d'exercice validées (§5.5) : seule une annuelle déclare un nouvel exercice ; la mise à jour des
    // comptes non approuvés les reprend si la règle du domaine le permet ; une standard ne les touche pas.
    const dateClotureEditable =
      x === 'ANNUELLE' ||
      exerciceModifiable(
        {
          statutDeclaration: validee.entete.statut,
          comptesNonApprouves: immatCopropriete.donneesFinancieres?.comptesNonApprouves ?? null,
        },
        x === 'COMPTESNONAPPROUVES',
      );
    return {
      id: null,
      idCopropriete,
      version: null,
      cleCreation: randomUUID(),
      correction: corriger,
      declaration: {
        ...validee.declaration,
        id: null,
        numTeledeclarant: utilisateur.idTeledeclarant,
        statut: 'BROUILLON',
        typeDeclaration: x,
        typeMaj: x,
        typeImmat: null,
        utilisateurDeclare: utilisateur.login,
        dateClotureEditable,
        immatCopropriete,
      },
      reference,
      dateDernierChangementCloture: changementCloture,
    };
  };
}
