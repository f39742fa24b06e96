import type { Db } from '../../db/connexion.js';
import { creerAcceptation } from './accepter.js';
import { creerAffectation } from './affecter.js';
import type { Horloge } from './commun.js';
import { creerDemandePrecisions } from './demander-precisions.js';
import { creerDecisionDoublons } from './doublons.js';
import { creerEchanges } from './echanges.js';
import { creerLectureDemandes } from './lecture.js';
import { creerRechercheDemandes } from './recherche.js';
import { creerRefus } from './refuser.js';
import { creerListeTeneursAffectables } from './teneurs-affectables.js';
import { creerLiberationDemande, creerOuvertureDemande } from './verrou.js';

export { demandeTenueParUnTeneur } from './verrou.js';

/** Guichet de validation du teneur (issue 9 ; ADR 0190 à 0193). */
export function creerServiceValidation(db: Db, options: { urlPublique: string; maintenant?: Horloge }) {
  const horloge = options.maintenant ?? (() => new Date());
  return {
    ...creerRechercheDemandes(db, horloge),
    ...creerOuvertureDemande(db, horloge),
    liberer: creerLiberationDemande(db, horloge),
    lecture: creerLectureDemandes(db, horloge),
    accepter: creerAcceptation(db, horloge, options.urlPublique),
    refuser: creerRefus(db, horloge, options.urlPublique),
    affecter: creerAffectation(db, horloge, options.urlPublique),
    teneursAffectables: creerListeTeneursAffectables(db),
    demanderPrecisions: creerDemandePrecisions(db, horloge, options.urlPublique),
    doublons: creerDecisionDoublons(db, horloge, options.urlPublique),
    echanges: creerEchanges(db, horloge),
  };
}
