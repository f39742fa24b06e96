import type { EtablissementRecherche } from '@registre/domain';
import { z } from 'zod';

/** Forme documentée d'un établissement dans les réponses de l'API « Recherche d'entreprises ». */
const EtablissementApi = z.object({
  siret: z.string(),
  activite_principale: z.string().nullish(),
  adresse: z.string().nullish(),
  code_postal: z.string().nullish(),
  commune: z.string().nullish(),
  libelle_commune: z.string().nullish(),
  complement_adresse: z.string().nullish(),
  numero_voie: z.string().nullish(),
  indice_repetition: z.string().nullish(),
  type_voie: z.string().nullish(),
  libelle_voie: z.string().nullish(),
  distribution_speciale: z.string().nullish(),
  est_siege: z.boolean().nullish(),
  etat_administratif: z.string().nullish(),
  nom_commercial: z.string().nullish(),
});

const ResultatApi = z.object({
  siren: z.string(),
  nom_complet: z.string().nullish(),
  nom_raison_sociale: z.string().nullish(),
  siege: EtablissementApi.nullish(),
  matching_etablissements: z.array(EtablissementApi).default([]),
});

export const ReponseRechercheEntreprises = z.object({
  results: z.array(ResultatApi),
  total_results: z.number().nullish(),
});
export type ReponseRechercheEntreprises = z.input<typeof ReponseRechercheEntreprises>;

const TYPES_VOIE: Record<string, string> = {
  AV: 'AVENUE',
  BD: 'BOULEVARD',
  CHE: 'CHEMIN',
  IMP: 'IMPASSE',
  PL: 'PLACE',
  QUAI: 'QUAI',
  RTE: 'ROUTE',
  RUE: 'RUE',
  ALL: 'ALLEE',
  CRS: 'COURS',
};

const propre = (texte: string | null | undefined) => (texte ?? '').replace(/\s+/g, ' ').trim().toUpperCase();

/**
 * Convertit la réponse de l'API en établissement du registre, adresse normalisée sur 7 lignes
 * (norme postale : raison sociale, complément, immeuble, voie, distribution, code postal et localité, pays).
 */
export function versEtablissement(brut: unknown, siret: string): EtablissementRecherche | null {
  const reponse = ReponseRechercheEntreprises.parse(brut);
  for (const resultat of reponse.results) {
    const candidats = [...resultat.matching_etablissements, ...(resultat.siege ? [resultat.siege] : [])];
    const e = candidats.find((c) => c.siret === siret);
    if (!e) continue;
    const raisonSociale = propre(resultat.nom_raison_sociale ?? resultat.nom_complet);
    const typeVoie = propre(TYPES_VOIE[propre(e.type_voie)] ?? e.type_voie);
    const voie = [propre(e.numero_voie) + propre(e.indice_repetition), typeVoie, propre(e.libelle_voie)]
      .filter(Boolean)
      .join(' ');
    const localite = propre(e.libelle_commune);
    const naf = e.activite_principale ?? null;
    return {
      siret: e.siret,
      raisonSociale: raisonSociale || null,
      naf,
      libelleNaf: null,
      typeEtab: e.est_siege ? 'SIEGE' : 'SECONDAIRE',
      libelleTypeEtab: e.est_siege ? 'Siège' : 'Établissement secondaire',
      codeInseeLocalite: e.commune ?? null,
      codePostal: e.code_postal ?? null,
      localite: localite || null,
      immeuble: propre(e.complement_adresse) || null,
      voie: voie || null,
      l1: raisonSociale || null,
      l2: propre(e.nom_commercial) || null,
      l3: propre(e.complement_adresse) || null,
      l4: voie || null,
      l5: propre(e.distribution_speciale) || null,
      l6: [e.code_postal, localite].filter(Boolean).join(' ') || null,
      l7: 'FRANCE',
    };
  }
  return null;
}
