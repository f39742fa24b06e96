import {
  type ImmatriculationsPeriode,
  NIVEAU_DU_DETAIL,
  niveauStatistiquesLabels,
  nomFichierRapportStatistiques,
  type RequeteTerritoire,
  type StatistiquesTerritoire,
  TrancheTaille,
  trancheTailleLabels,
} from '@registre/domain';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/connexion.js';
import { type ActeurJournal, journaliser } from '../journal.js';
import { creerConsultationStatistiques, resoudreTerritoire } from './consulter-statistiques.js';
import { creerSeriesImmatriculations } from './series-immatriculations.js';

/** Colonnes des feuilles de détail : une ligne par territoire. */
const COLONNES: {
  entete: string;
  valeur: (s: StatistiquesTerritoire) => string | number | null;
  largeur: number;
}[] = [
  { entete: 'Code', valeur: (s) => s.code, largeur: 12 },
  { entete: 'Territoire', valeur: (s) => s.nom, largeur: 40 },
  { entete: 'Copropriétés immatriculées', valeur: (s) => s.nbCoproprietes, largeur: 16 },
  { entete: 'Lots', valeur: (s) => s.nbLots, largeur: 12 },
  { entete: "Lots à usage d'habitation", valeur: (s) => s.nbLotsHabitation, largeur: 16 },
  ...TrancheTaille.options.map((t) => ({
    entete: trancheTailleLabels[t],
    valeur: (s: StatistiquesTerritoire) => s.tranches[t] ?? 0,
    largeur: 14,
  })),
  { entete: 'Mandat en cours', valeur: (s) => s.nbMandatEnCours, largeur: 14 },
  { entete: 'Mandat en cours (%)', valeur: (s) => s.partMandatEnCours, largeur: 14 },
  { entete: 'Mise à jour annuelle faite', valeur: (s) => s.nbMajAnnuelleFaite, largeur: 16 },
  { entete: 'Mise à jour annuelle faite (%)', valeur: (s) => s.partMajAnnuelleFaite, largeur: 16 },
  { entete: 'Conformes (mandat et mise à jour)', valeur: (s) => s.nbConformes, largeur: 16 },
  { entete: 'Conformes (%)', valeur: (s) => s.partConformes, largeur: 14 },
];

function feuilleTerritoires(classeur: ExcelJS.Workbook, nom: string, lignes: StatistiquesTerritoire[]): void {
  const feuille = classeur.addWorksheet(nom);
  feuille.columns = COLONNES.map((c) => ({ header: c.entete, width: c.largeur }));
  feuille.getRow(1).font = { bold: true };
  for (const l of lignes) feuille.addRow(COLONNES.map((c) => c.valeur(l)));
  feuille.views = [{ state: 'frozen', ySplit: 1 }];
}

function feuillePeriodes(classeur: ExcelJS.Workbook, nom: string, periodes: ImmatriculationsPeriode[]): void {
  const feuille = classeur.addWorksheet(nom);
  feuille.columns = [
    { header: 'Période', width: 24 },
    { header: 'Immatriculations', width: 18 },
  ];
  feuille.getRow(1).font = { bold: true };
  for (const p of periodes) feuille.addRow([p.libelle, p.nbImmatriculations]);
}

/**
 * Rapport des statistiques d'un territoire (`telechargerRapportBo`, ADR 0250) : classeur XLSX avec la synthèse,
 * le détail des subdivisions (et, pour un département, la conformité de chaque commune), les immatriculations
 * par année et par trimestre. Chaque téléchargement est compté au journal (`TELECHARGEMENT_RAPPORT`), lu par
 * les indicateurs du teneur (ADR 0201).
 */
export async function telechargerRapportStatistiques(
  db: Db,
  requete: RequeteTerritoire,
  acteur: ActeurJournal | null,
  maintenant: Date,
): Promise<{ nomFichier: string; contenu: Uint8Array }> {
  const territoire = await resoudreTerritoire(db, requete.niveau, requete.code);
  const consultation = creerConsultationStatistiques(db);
  const series = creerSeriesImmatriculations(db);
  const code = territoire.code;
  const niveau = await (async () => {
    switch (requete.niveau) {
      case 'NATIONAL':
        return consultation.chargeRegion();
      case 'REGION':
        return consultation.chargeDepartement(code);
      case 'DEPARTEMENT':
        return consultation.chargeInterCommunalite(code);
      case 'EPCI':
        return consultation.chargeCommune(code);
      case 'COMMUNE':
        return { genereLe: null, territoire: await consultation.commune(code), detail: [] };
    }
  })();
  const [annees, trimestres] = await Promise.all([
    series.parAnnee(requete, maintenant),
    series.parTrimestre(requete, maintenant),
  ]);

  const classeur = new ExcelJS.Workbook();
  classeur.creator = 'Registre national des copropriétés';
  classeur.created = maintenant;
  const synthese = classeur.addWorksheet('Synthèse');
  synthese.columns = [{ width: 44 }, { width: 40 }];
  const t = niveau.territoire;
  const lignesSynthese: [string, string | number | null][] = [
    ['Registre national des copropriétés — statistiques', ''],
    ['Niveau', niveauStatistiquesLabels[requete.niveau]],
    ['Territoire', `${t.nom}${requete.niveau === 'NATIONAL' ? '' : ` (${t.code})`}`],
    [
      'Données arrêtées le',
      annees.genereLe
        ? new Date(annees.genereLe).toLocaleString('fr-FR', { timeZone: 'Europe/Paris' })
        : 'non calculées',
    ],
    ...COLONNES.slice(2).map((c) => [c.entete, c.valeur(t)] as [string, string | number | null]),
  ];
  for (const l of lignesSynthese) synthese.addRow(l);
  synthese.getRow(1).font = { bold: true, size: 14 };

  const detail = NIVEAU_DU_DETAIL[requete.niveau];
  if (detail && niveau.detail.length > 0) {
    feuilleTerritoires(
      classeur,
      niveauStatistiquesLabels[detail].replace(/[^\p{L} ]/gu, '').trim(),
      niveau.detail,
    );
  }
  if (requete.niveau === 'NATIONAL') {
    feuilleTerritoires(classeur, 'Départements', (await consultation.chargeDepartement('0')).detail);
  }
  if (requete.niveau === 'DEPARTEMENT') {
    feuilleTerritoires(
      classeur,
      'Conformité par commune',
      (await consultation.conformiteDepartement(code)).detail,
    );
  }
  feuillePeriodes(classeur, 'Immatriculations par année', annees.periodes);
  feuillePeriodes(classeur, 'Immatriculations par trimestre', trimestres.periodes);

  const contenu = new Uint8Array(await classeur.xlsx.writeBuffer());
  await journaliser(db, {
    acteur,
    typeEvenement: 'TELECHARGEMENT_RAPPORT',
    cible: { type: 'AUCUNE', libelle: `${niveauStatistiquesLabels[requete.niveau]} ${t.nom}` },
  });
  return {
    nomFichier: nomFichierRapportStatistiques(
      requete.niveau,
      requete.niveau === 'NATIONAL' ? null : code,
      maintenant,
    ),
    contenu,
  };
}
