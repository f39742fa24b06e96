import type { RechercheReclamations } from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { ServiceCaptcha } from '../captcha/captcha.js';
import { creerChangementStatutReclamation } from './changer-statut.js';
import { controlerPdf } from './controler-pdf.js';
import { creerDepotReclamation } from './deposer.js';
import { lireReclamation, listerReclamations, pieceReclamation } from './lister.js';
import {
  listerChampsObligatoires,
  listerPrecisions,
  listerTypesDemandeur,
  listerTypesReclamation,
} from './listes.js';
import { nomCopropriete } from './nom-copropriete.js';

/** Contact et réclamations (spec 2 §7.3, ADR 0295 et 0296). */
export function creerServiceReclamations(db: Db, captcha: ServiceCaptcha) {
  return {
    typesDemandeur: listerTypesDemandeur,
    typesReclamation: listerTypesReclamation,
    precisions: listerPrecisions,
    champsObligatoires: listerChampsObligatoires,
    nomCopropriete: (numImmat: string) => nomCopropriete(db, numImmat),
    controlerPdf,
    deposer: creerDepotReclamation(db, captcha),
    lister: (criteres: RechercheReclamations) => listerReclamations(db, criteres),
    lire: (id: number) => lireReclamation(db, id),
    piece: (id: number) => pieceReclamation(db, id),
    changerStatut: creerChangementStatutReclamation(db),
  };
}
