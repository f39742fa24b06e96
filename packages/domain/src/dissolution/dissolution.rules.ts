/**
 * Règles de la déclaration de dissolution (spec 2 §5.4). Fonction pure : « aujourd'hui » est un
 * paramètre ; la présence de la date relève du schéma.
 */

import { estApres, estAvant, estDateRenseignee, formaterDateTexte } from '../commun/dates.js';
import type { Constat, ResultatRegles } from '../commun/resultat.js';
import { CHAMPS_REGLES } from '../regles/champs.js';
import { constatRegle } from '../regles/constat.js';

/** Ce que la règle lit d'une demande de dissolution. */
export interface SaisieDissolution {
  dateFaitGenerateur?: Date | null;
}

/**
 * Date du fait générateur : pas après aujourd'hui (aujourd'hui accepté). Quand la date du
 * règlement de copropriété est connue, le fait générateur ne peut pas lui être antérieur : une
 * copropriété ne se dissout pas avant d'exister (ADR 0020).
 */
export function verifierDissolution(
  saisie: SaisieDissolution,
  aujourdhui: Date,
  dateReglementCopropriete: Date | null | undefined = null,
): ResultatRegles {
  const erreurs: Constat[] = [];
  const champ = CHAMPS_REGLES.dissolution.dateFaitGenerateur;
  const date = saisie.dateFaitGenerateur;
  if (estDateRenseignee(date)) {
    if (estApres(date, aujourdhui)) {
      erreurs.push(constatRegle(champ, 'dissolution.dateFaitGenerateur.posterieureAujourdhui'));
    } else if (estDateRenseignee(dateReglementCopropriete) && estAvant(date, dateReglementCopropriete)) {
      erreurs.push(
        constatRegle(champ, 'dissolution.dateFaitGenerateur.anterieureReglement', {
          date: formaterDateTexte(dateReglementCopropriete),
        }),
      );
    }
  }
  return { erreurs, avertissements: [] };
}
