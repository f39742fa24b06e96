import { randomUUID } from 'node:crypto';
import {
  arreteParDefaut,
  type DeclarationEditable,
  normaliserSaisieDeclaration,
  type TypeImmat,
} from '@registre/domain';
import type { UtilisateurSession } from '../../plugins/session.js';
import { exigerNatureImmatriculation, typeMajDeLImmatriculation } from './commun.js';

/**
 * Déclaration vierge (`GET coproprietes/new/{x}`, ADR 0131) : pré-remplie (nature, auteur, arrêté vide de
 * spec 2 §5.1) avec une clé de création neuve, SANS rien écrire : le brouillon naît au premier enregistrement.
 */
export function nouvelleDeclaration(
  utilisateur: UtilisateurSession,
  typeImmat: TypeImmat,
): DeclarationEditable {
  exigerNatureImmatriculation(utilisateur, typeImmat);
  const immatCopropriete = normaliserSaisieDeclaration({
    identification: { nbAful: 0, nbAsl: 0, nbUnionsSyndicats: 0, adresseSecondaire: [], parcelle: [] },
    procedures: { arretes: [arreteParDefaut()] },
    donneesTechniques: { nbBatimentsTotal: 0 },
  });
  return {
    id: null,
    idCopropriete: null,
    version: null,
    cleCreation: randomUUID(),
    correction: false,
    declaration: {
      numTeledeclarant: utilisateur.idTeledeclarant,
      statut: 'BROUILLON',
      etatCopropriete: 'BROUILLON',
      typeImmat,
      typeMaj: typeMajDeLImmatriculation(typeImmat),
      utilisateurDeclare: utilisateur.login,
      immatCopropriete,
    },
  };
}
