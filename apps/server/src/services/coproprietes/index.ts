import type { Executeur } from '../../repositories/journal.repository.js';
import { creerInfosActionCopropriete } from './infos-action-copropriete.js';
import { creerRechercheCoproprietes } from './recherche-coproprietes.js';
import { creerTableauDeBordSyndic } from './tableau-de-bord-syndic.js';
import { creerVisualisationCopropriete } from './visualisation-copropriete.js';

/** Liste et consultation des copropriétés (ADR 0160, 0161). */
export function creerServiceListeCoproprietes(db: Executeur) {
  const recherche = creerRechercheCoproprietes(db);
  return {
    rechercher: recherche.rechercher,
    proposer: recherche.proposer,
    etats: recherche.etats,
    visualiser: creerVisualisationCopropriete(db),
    infosAction: creerInfosActionCopropriete(db),
    tableauDeBordSyndic: creerTableauDeBordSyndic(db),
  };
}
