import { ErreurMetier, numeroImmatriculationDuRang } from '@registre/domain';
import type { Executeur } from '../../db/connexion.js';
import { creerNumerotationRepository } from '../../repositories/numerotation.repository.js';

/** Numéros déjà pris sautés d'affilée avant d'abandonner : au-delà, les données reprises sont à revoir. */
const SAUTS_MAX = 1_000;

/**
 * Attribue à une copropriété son numéro d'immatriculation unique, au format canonique « AB1234567 »
 * (spec 2 §5.2, ADR 0140). Appelé par le guichet du teneur au moment où il valide la demande, DANS sa
 * transaction (`tx`) : le numéro n'existe que si la validation aboutit (un rang tiré puis annulé est perdu,
 * ce qui laisse un trou dans la suite mais jamais un doublon).
 *
 * - Idempotent : une copropriété qui a déjà un numéro le garde (rejeu, double validation).
 * - Sûr en parallèle : la séquence PostgreSQL ne rend jamais deux fois le même rang, le domaine en déduit un
 *   numéro distinct, et la ligne de la copropriété est verrouillée pendant l'attribution.
 * - Un numéro déjà porté par une copropriété reprise d'un autre système est sauté ; l'index unique
 *   `copropriete_numero_immatriculation_unique` reste le dernier garde-fou.
 *
 * Le journal de la validation (écrit par l'appelant) porte le numéro en libellé de sa cible.
 */
export async function attribuerNumeroImmatriculation(tx: Executeur, idCopropriete: number): Promise<string> {
  const depot = creerNumerotationRepository(tx);
  const coproprieteVerrouillee = await depot.verrouiller(idCopropriete);
  if (coproprieteVerrouillee === null) {
    throw new ErreurMetier('introuvable', "Cette copropriété n'existe pas.");
  }
  if (coproprieteVerrouillee.numeroImmatriculation !== null) {
    return coproprieteVerrouillee.numeroImmatriculation;
  }
  for (let essai = 0; essai <= SAUTS_MAX; essai += 1) {
    const numero = numeroImmatriculationDuRang(await depot.rangSuivant());
    if (!(await depot.numeroPris(numero))) {
      await depot.enregistrer(idCopropriete, numero);
      return numero;
    }
  }
  throw new Error(
    `Attribution impossible : ${SAUTS_MAX} numéros d'immatriculation consécutifs sont déjà pris (données reprises à vérifier).`,
  );
}
