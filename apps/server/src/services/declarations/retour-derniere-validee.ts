import { aujourdhuiParis, lireDateTexte } from '@registre/domain';
import { creerDeclarationRepository } from '../../repositories/declaration.repository.js';
import type { Executeur } from '../../repositories/journal.repository.js';
import { creerMisesAJourRepository } from '../../repositories/mises-a-jour.repository.js';
import { recopieSurCopropriete } from './verification-saisie.js';

/**
 * Après la suppression de déclarations (ADR 0136, 0172, 0174), dans la transaction de l'appelant : la copropriété
 * revient à la déclaration validée qui reste (déclaration qui fait foi, champs de liste, clôture du dernier
 * exercice, comptes non approuvés) et à la date de la dernière mise à jour annuelle qui reste (aucune : vide).
 */
export async function revenirALaDerniereValidee(tx: Executeur, idCopropriete: number): Promise<void> {
  const r = creerDeclarationRepository(tx);
  const restante = await r.derniereValidee(idCopropriete);
  const immat = restante?.declaration.immatCopropriete;
  const derniereAnnuelle = await creerMisesAJourRepository(tx).derniereAnnuelleValidee(idCopropriete);
  await r.modifierCopropriete(idCopropriete, {
    ...(immat ? recopieSurCopropriete(immat) : {}),
    idDeclarationCourante: restante?.entete.id ?? null,
    dateClotureDernierExercice: lireDateTexte(immat?.donneesFinancieres?.dateClotureComptes),
    majComptesNonApprouvesAFaire: immat?.donneesFinancieres?.comptesNonApprouves === true,
    dateDerniereMajAnnuelle: derniereAnnuelle ? aujourdhuiParis(derniereAnnuelle) : null,
  });
}
