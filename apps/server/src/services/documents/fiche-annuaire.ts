import {
  dateIsoVersTexte,
  type FichePublique,
  formaterDateCompacte,
  proceduresPubliquesLabels,
  statutPublicCoproprieteLabels,
  statutRattachementPublicLabels,
} from '@registre/domain';
import { genererPdf } from './pdf.js';

const ouiNon = (v: boolean | null) => (v === null ? 'Non renseigné' : v ? 'Oui' : 'Non');
const valeur = (v: string | number | null) => (v === null || v === '' ? 'Non renseigné' : String(v));

/** Lignes (libellé, valeur) de la fiche de l'annuaire : les champs publics seulement (ADR 0240). */
export function lignesFicheAnnuaire(f: FichePublique): Array<[string, string]> {
  const procedures = (Object.keys(proceduresPubliquesLabels) as Array<keyof typeof proceduresPubliquesLabels>)
    .filter((p) => f.procedures[p])
    .map((p) => proceduresPubliquesLabels[p]);
  return [
    ['Numéro d’immatriculation', f.numeroImmatriculation],
    ['Nom', valeur(f.nom)],
    ['Adresse de référence', valeur(f.adresseReference)],
    ['Commune', valeur([f.codePostal, f.commune].filter(Boolean).join(' ') || null)],
    ['Statut', statutPublicCoproprieteLabels[f.statut]],
    [
      'Rattachement',
      f.statutRattachement ? statutRattachementPublicLabels[f.statutRattachement] : 'Sans objet',
    ],
    ['Date du règlement de copropriété', valeur(dateIsoVersTexte(f.dateReglementCopropriete))],
    ['Date d’immatriculation', valeur(dateIsoVersTexte(f.dateImmatriculation))],
    ['Nombre total de lots', valeur(f.nbLots)],
    ['Lots d’habitation, de bureaux et de commerces', valeur(f.nbLotsHabBurCom)],
    ['Lots d’habitation', valeur(f.nbLotsHab)],
    ['Lots de stationnement', valeur(f.nbLotsStationnement)],
    ['Nombre de bâtiments', valeur(f.nbBatiments)],
    ['Syndicat principal', ouiNon(f.syndicatPrincipal)],
    ...(f.numImmatriculationPrincipale
      ? ([['Syndicat principal de rattachement', f.numImmatriculationPrincipale]] as Array<[string, string]>)
      : []),
    ['Syndicat coopératif', ouiNon(f.syndicatCooperatif)],
    ['Résidence-services', ouiNon(f.residenceService)],
    ['Syndic', valeur(f.nomSyndic)],
    [
      'Mandat du syndic',
      f.dateDebutMandat
        ? `du ${dateIsoVersTexte(f.dateDebutMandat)} au ${valeur(dateIsoVersTexte(f.dateFinMandat))}`
        : 'Non renseigné',
    ],
    ['Dernière mise à jour annuelle', valeur(dateIsoVersTexte(f.dateDerniereMajAnnuelle))],
    ['Procédures et arrêtés', procedures.length > 0 ? procedures.join(' ; ') : 'Aucun déclaré'],
  ];
}

/** Nom du fichier : `<numéro>_fiche_annuaire_<AAAAMMJJ>.pdf` (spec 2 §9). */
export const nomFichierFicheAnnuaire = (numero: string, le: Date) =>
  `${numero}_fiche_annuaire_${formaterDateCompacte(le)}.pdf`;

/** PDF de la fiche publique d'une copropriété de l'annuaire (ADR 0243). */
export function genererFicheAnnuaire(f: FichePublique, etablieLe: Date): Promise<Uint8Array> {
  return genererPdf(
    (doc) => {
      doc.font('Helvetica-Bold').fontSize(10).fillColor('#161616').text('RÉPUBLIQUE FRANÇAISE');
      doc.font('Helvetica').fontSize(8).text('Registre national d’immatriculation des copropriétés');
      doc.moveDown(1.2);
      doc.font('Helvetica-Bold').fontSize(16).text('Fiche de l’annuaire public');
      doc
        .font('Helvetica')
        .fontSize(11)
        .text(`${f.numeroImmatriculation}${f.nom ? ` — ${f.nom}` : ''}`);
      doc
        .fontSize(9)
        .fillColor('#3a3a3a')
        .text(
          `Établie le ${dateIsoVersTexte(etablieLe.toISOString().slice(0, 10))} : informations publiques du registre (article L711-2 du code de la construction et de l’habitation).`,
        );
      doc.moveDown();
      for (const [libelle, texte] of lignesFicheAnnuaire(f)) {
        const y = doc.y;
        doc.font('Helvetica-Bold').fontSize(9).fillColor('#161616').text(libelle, 56, y, { width: 200 });
        const basLibelle = doc.y;
        doc.font('Helvetica').text(texte, 266, y, { width: 273 });
        doc.y = Math.max(doc.y, basLibelle) + 4;
      }
      doc.moveDown();
      doc
        .font('Helvetica')
        .fontSize(8)
        .fillColor('#3a3a3a')
        .text(
          'Les données financières et les coordonnées des personnes ne sont pas publiques. La fiche synthétique complète (article 8-2 de la loi du 10 juillet 1965) est remise par le syndic.',
          56,
          doc.y,
          { width: 483 },
        );
    },
    { titre: `Fiche de l’annuaire — ${f.numeroImmatriculation}` },
  );
}
