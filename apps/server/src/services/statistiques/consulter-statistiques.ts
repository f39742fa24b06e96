import {
  ErreurMetier,
  type NiveauStatistiques,
  partEnPourcent,
  type StatistiquesNiveau,
  type StatistiquesTerritoire,
} from '@registre/domain';
import type { Executeur } from '../../db/connexion.js';
import {
  type ComptesTerritoire,
  creerStatistiquesRepository,
  type FiltreTerritoire,
} from '../../repositories/statistiques.repository.js';
import { creerTerritoiresRepository } from '../../repositories/territoires.repository.js';

/** Nom de la France entière dans les statistiques. */
export const NOM_FRANCE = 'France entière';

/** Comptes lus en base → statistiques publiées (parts en pour cent). */
export function versStatistiques(niveau: NiveauStatistiques, c: ComptesTerritoire): StatistiquesTerritoire {
  return {
    niveau,
    code: c.code,
    nom: c.nom,
    nbCoproprietes: c.nbCoproprietes,
    nbLots: c.nbLots,
    nbLotsHabitation: c.nbLotsHabitation,
    tranches: {
      JUSQU_A_10: c.nbJusqua10,
      DE_11_A_49: c.nbDe11a49,
      DE_50_A_199: c.nbDe50a199,
      A_PARTIR_DE_200: c.nbAPartirDe200,
    },
    nbMandatEnCours: c.nbMandatEnCours,
    nbMajAnnuelleFaite: c.nbMajAnnuelleFaite,
    nbConformes: c.nbConformes,
    partMandatEnCours: partEnPourcent(c.nbMandatEnCours, c.nbCoproprietes),
    partMajAnnuelleFaite: partEnPourcent(c.nbMajAnnuelleFaite, c.nbCoproprietes),
    partConformes: partEnPourcent(c.nbConformes, c.nbCoproprietes),
  };
}

const introuvable = (quoi: string) => new ErreurMetier('introuvable', `${quoi} est introuvable.`);

/** Territoire nommé : vérifie qu'il existe au référentiel (sinon 404) et donne son nom et son filtre. */
export async function resoudreTerritoire(
  executeur: Executeur,
  niveau: NiveauStatistiques,
  code: string | undefined,
): Promise<{ filtre: FiltreTerritoire; nom: string; code: string }> {
  if (niveau === 'NATIONAL') return { filtre: { niveau }, nom: NOM_FRANCE, code: 'FR' };
  if (!code) {
    throw new ErreurMetier('saisie', 'Le code du territoire est obligatoire pour ce niveau.', [
      { champ: 'code', message: 'Le code du territoire est obligatoire pour ce niveau.' },
    ]);
  }
  const territoires = creerTerritoiresRepository(executeur);
  const trouve =
    niveau === 'REGION'
      ? await territoires.region(code)
      : niveau === 'DEPARTEMENT'
        ? await territoires.departement(code.toUpperCase())
        : niveau === 'EPCI'
          ? await territoires.epci(code).then((e) => e && { code: e.siren, nom: e.nom })
          : await territoires.commune(code);
  if (!trouve) throw introuvable(`Le territoire ${code} (${niveau.toLowerCase()})`);
  return { filtre: { niveau, code: trouve.code }, nom: trouve.nom, code: trouve.code };
}

/** Consultation des statistiques par niveau (spec 2 §7.10), sur les agrégats de la dernière génération. */
export function creerConsultationStatistiques(executeur: Executeur) {
  const repo = creerStatistiquesRepository(executeur);
  const territoires = creerTerritoiresRepository(executeur);
  const genereLe = async () => (await repo.etatGeneration())?.genereLe.toISOString() ?? null;

  const niveau = async (
    parent: { niveau: NiveauStatistiques; filtre: FiltreTerritoire; nom: string },
    niveauDetail: NiveauStatistiques,
    detail: Promise<ComptesTerritoire[]>,
  ): Promise<StatistiquesNiveau> => {
    const [g, territoire, lignes] = await Promise.all([
      genereLe(),
      repo.sommes(parent.filtre, parent.nom),
      detail,
    ]);
    return {
      genereLe: g,
      territoire: versStatistiques(parent.niveau, territoire),
      detail: lignes.map((l) => versStatistiques(niveauDetail, l)),
    };
  };

  const departementExistant = async (code: string) => {
    const d = await territoires.departement(code);
    if (!d) throw introuvable(`Le département ${code}`);
    return d;
  };

  return {
    /** `chargeRegion` : la France et ses régions. */
    chargeRegion: () =>
      niveau(
        { niveau: 'NATIONAL', filtre: { niveau: 'NATIONAL' }, nom: NOM_FRANCE },
        'REGION',
        repo.regions(),
      ),

    /** `chargeDepartement/{idRegion ou 0}` : une région et ses départements, ou la France et tous. */
    async chargeDepartement(codeRegion: string): Promise<StatistiquesNiveau> {
      if (codeRegion === '0') {
        return niveau(
          { niveau: 'NATIONAL', filtre: { niveau: 'NATIONAL' }, nom: NOM_FRANCE },
          'DEPARTEMENT',
          repo.departements(null),
        );
      }
      const r = await territoires.region(codeRegion);
      if (!r) throw introuvable(`La région ${codeRegion}`);
      return niveau(
        { niveau: 'REGION', filtre: { niveau: 'REGION', code: r.code }, nom: r.nom },
        'DEPARTEMENT',
        repo.departements(r.code),
      );
    },

    /** `chargeDepartementDepuisCdInsee/{code}` : un département. */
    async chargeDepartementDepuisCdInsee(code: string): Promise<StatistiquesTerritoire> {
      const d = await departementExistant(code);
      return versStatistiques(
        'DEPARTEMENT',
        await repo.sommes({ niveau: 'DEPARTEMENT', code: d.code }, d.nom),
      );
    },

    /** `chargeInterCommunalite/{num}` : un département et ses intercommunalités. */
    async chargeInterCommunalite(code: string): Promise<StatistiquesNiveau> {
      const d = await departementExistant(code);
      return niveau(
        { niveau: 'DEPARTEMENT', filtre: { niveau: 'DEPARTEMENT', code: d.code }, nom: d.nom },
        'EPCI',
        repo.epcisDuDepartement(d.code),
      );
    },

    /** `chargeCommune/{sirenEpci}` : une intercommunalité et ses communes. */
    async chargeCommune(siren: string): Promise<StatistiquesNiveau> {
      const e = await territoires.epci(siren);
      if (!e) throw introuvable(`L’intercommunalité ${siren}`);
      return niveau(
        { niveau: 'EPCI', filtre: { niveau: 'EPCI', code: e.siren }, nom: e.nom },
        'COMMUNE',
        repo.communesDeLEpci(e.siren),
      );
    },

    /** Une commune par son code INSEE (un arrondissement : sa commune). */
    async commune(codeInsee: string): Promise<StatistiquesTerritoire> {
      const c = await territoires.commune(codeInsee);
      if (!c) throw introuvable(`La commune ${codeInsee}`);
      return versStatistiques('COMMUNE', await repo.sommes({ niveau: 'COMMUNE', code: c.code }, c.nom));
    },

    /** Vue territoriale de conformité : le département et ses communes qui ont des copropriétés. */
    async conformiteDepartement(code: string): Promise<StatistiquesNiveau> {
      const d = await departementExistant(code);
      return niveau(
        { niveau: 'DEPARTEMENT', filtre: { niveau: 'DEPARTEMENT', code: d.code }, nom: d.nom },
        'COMMUNE',
        repo.communesAvecCoproprietes(d.code),
      );
    },
  };
}
