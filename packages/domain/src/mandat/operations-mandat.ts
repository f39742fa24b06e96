/**
 * Opérations sur les mandats d'une copropriété immatriculée (issue 11 §3, spec 2 §5.3 ; ADR 0310) :
 * renouvellement, changement de dates, retrait du rattachement, suppression, expiration de nuit.
 * Fonctions pures : « aujourd'hui » est un paramètre.
 */

import { estApres, estAvant, lireDateTexte } from '../commun/dates.js';
import { type Constat, fusionnerResultats, type ResultatRegles } from '../commun/resultat.js';
import type { InfoRattachement } from '../declaration/declaration.schema.js';
import { typesJustifMandatAutorises } from '../referentiels/mandat.js';
import { constatRegle } from '../regles/constat.js';
import { verifierRenouvellementMandat } from './mandat.rules.js';
import type { StatutMandat } from './statut-mandat.js';

/**
 * Règles du mandat renouvelé (§5.3) : dates (début strictement après la fin du mandat précédent, fin après
 * aujourd'hui et après le début, moins de 3 ans, avertissement hors 12 mois), nature du justificatif cohérente
 * avec l'administration provisoire, justificatif obligatoire (`justificatifFourni`).
 */
export function reglesRenouvellementMandat(
  info: InfoRattachement,
  finMandatPrecedent: Date | null,
  justificatifFourni: boolean,
  aujourdhui: Date,
): ResultatRegles {
  const dates = verifierRenouvellementMandat(
    {
      dateDebutMandat: lireDateTexte(info.dateDebutMandat ?? null),
      dateFinMandat: lireDateTexte(info.dateFinMandat ?? null),
    },
    { dateFinMandat: finMandatPrecedent },
    aujourdhui,
  );
  const constats: Constat[] = [];
  const type = info.typeJustifMandat;
  if (type === null || type === undefined) {
    constats.push(constatRegle('infoRattachement.typeJustifMandat', 'mandat.justificatif.typeObligatoire'));
  } else if (!typesJustifMandatAutorises(info.adminProvisoire === true).includes(type)) {
    constats.push(constatRegle('infoRattachement.typeJustifMandat', 'mandat.justificatif.typeNonAutorise'));
  }
  if (!justificatifFourni) {
    constats.push(constatRegle('infoRattachement.justifMandat', 'mandat.justificatif.obligatoire'));
  }
  return fusionnerResultats(dates, { erreurs: constats, avertissements: [] });
}

/**
 * Un mandat en vigueur qui n'a pas encore commencé (renouvellement déclaré avant l'échéance) : il est `COURANT`
 * dans le cycle de vie, « à venir » pour l'affichage et le filtre « rattachée, mandat non commencé » (ADR 0310).
 */
export function mandatAVenir(
  mandat: { statut: StatutMandat; dateDebut: Date | null },
  aujourdhui: Date,
): boolean {
  return mandat.statut === 'COURANT' && mandat.dateDebut !== null && estApres(mandat.dateDebut, aujourdhui);
}

/** Échu : la date de fin est passée (le mandat a couru jusqu'à sa date de fin incluse). */
export function mandatEchu(mandat: { dateFin: Date | null }, aujourdhui: Date): boolean {
  return mandat.dateFin !== null && estAvant(mandat.dateFin, aujourdhui);
}

/**
 * Mandats qu'un administrateur du teneur peut supprimer (`listeMandatSupprimable`) : ceux que le cycle de vie
 * laisse supprimer une fois la demande tranchée — courant (en place ou à venir), expiré, refusé. Un mandat
 * `RENOUVELLEMENT_DECLARE` ne l'est pas : on supprime d'abord son renouvellement, qui lui rend la main.
 */
export const STATUTS_MANDAT_SUPPRIMABLES = [
  'COURANT',
  'EXPIRE',
  'REFUSE',
] as const satisfies readonly StatutMandat[];

/** Mandats en vigueur ou à venir d'une copropriété (`findMandatEnCoursAvenir`, `mandats/encours`). */
export const STATUTS_MANDAT_EN_VIGUEUR = [
  'COURANT',
  'RENOUVELLEMENT_DECLARE',
  'SUCCESSEUR_DECLARE',
  'SUCCESSEUR_VALIDE',
] as const satisfies readonly StatutMandat[];
