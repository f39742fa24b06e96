import type { z } from 'zod';
import { Email, Telephone } from '../commun/formats.js';
import { LONGUEUR_MAX_NOM_PERSONNE, NomPersonne, PrenomPersonne } from '../commun/texte.js';
import { champ, schemaSoumission } from '../formulaire/descripteurs.js';
import { Civilite, civiliteLabels } from '../referentiels/compte.js';

export { AIDE_EMAIL, AIDE_TELEPHONE } from '../commun/saisies.js';

import { AIDE_EMAIL, AIDE_TELEPHONE } from '../commun/saisies.js';

/**
 * Champs de « Mon établissement » (ADR 0057, ADR 0101), décrits une fois : le formulaire web en tire ses
 * libellés, aides et limites, la route son schéma, le service sa correspondance avec les colonnes.
 */
export const champsMonEtablissement = {
  telephone: champ({
    libelle: "Téléphone de l'établissement",
    aide: AIDE_TELEPHONE,
    saisie: 'tel',
    facultatif: true,
    valeur: Telephone,
  }),
  representantLegal: {
    civilite: champ({
      libelle: 'Civilité du représentant légal',
      saisie: 'choix',
      options: Civilite.options.map((valeur) => ({ valeur, libelle: civiliteLabels[valeur] })),
      valeur: Civilite,
    }),
    nom: champ({
      libelle: 'Nom du représentant',
      saisie: 'texte',
      longueurMax: LONGUEUR_MAX_NOM_PERSONNE,
      valeur: NomPersonne,
    }),
    prenom: champ({
      libelle: 'Prénom du représentant',
      saisie: 'texte',
      longueurMax: LONGUEUR_MAX_NOM_PERSONNE,
      valeur: PrenomPersonne,
    }),
    email: champ({
      libelle: 'Adresse électronique du représentant',
      aide: AIDE_EMAIL,
      saisie: 'email',
      valeur: Email,
    }),
    telephone: champ({
      libelle: 'Téléphone du représentant',
      aide: AIDE_TELEPHONE,
      saisie: 'tel',
      facultatif: true,
      valeur: Telephone,
    }),
  },
} as const;

/**
 * Modification de « Mon établissement » par son administrateur principal ou son notaire
 * (`MON_ENTREPRISE_ECRITURE`) : le téléphone et le représentant légal ; la raison sociale, le SIRET,
 * l'activité et l'adresse viennent du répertoire des entreprises et ne se modifient pas ici.
 */
export const SaisieMonEtablissement = schemaSoumission(champsMonEtablissement);
export type SaisieMonEtablissement = z.infer<typeof SaisieMonEtablissement>;
