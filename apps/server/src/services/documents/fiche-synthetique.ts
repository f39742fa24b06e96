import { createHash, randomUUID } from 'node:crypto';
import {
  contenuFicheSynthetique,
  type EntreeFicheSynthetique,
  nomFichierFicheSynthetique,
  type SectionFiche,
} from '@registre/domain';
import QRCode from 'qrcode';
import { genererPdf } from './pdf.js';

/**
 * Générateur de la fiche synthétique (issue 8 §7 ; ADR 0116, 0117) : module pur, sans base ni requête. Il
 * reçoit la déclaration courante et le représentant légal, met en page le contenu du domaine
 * (`contenuFicheSynthetique`) et un code QR qui mène à la page publique de vérification. Réutilisé tel quel
 * par tout appel qui produit une fiche (espace télédéclarant aujourd'hui, espace institutionnel ensuite).
 */

export interface FicheSynthetiqueProduite {
  /** Octets du PDF. */
  pdf: Uint8Array;
  /** `AB1234567_fiche_synthetique_AAAAMMJJ.pdf` (spec 2 §9). */
  nomFichier: string;
  /** SHA-256 du fichier PDF (hexadécimal) : vérifiable par quiconque a reçu le fichier. */
  empreintePdf: string;
  /**
   * SHA-256 du contenu imprimé (sections, numéro, instant, jeton d'émission) : le code QR le porte, puisqu'un
   * fichier ne peut pas contenir sa propre empreinte.
   */
  empreinteContenu: string;
  /** Adresse de vérification portée par le code QR. */
  urlVerification: string;
}

const sha256 = (donnees: Uint8Array | string) => createHash('sha256').update(donnees).digest('hex');

const dateHeureParis = (d: Date) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' })
    .format(d)
    .replace(' ', ' à ');

const MARGE = 56;
const LARGEUR = 595.28 - 2 * MARGE;
const LARGEUR_LIBELLE = 210;
const COTE_QR = 96;

/** Dessine le code QR en carrés vectoriels (net à toute échelle, sans image). */
function dessinerQr(doc: PDFKit.PDFDocument, texte: string, x: number, y: number, cote: number): void {
  const { modules } = QRCode.create(texte, { errorCorrectionLevel: 'M' });
  const marge = 2; // zone de silence, en modules
  const pas = cote / (modules.size + 2 * marge);
  doc.save().rect(x, y, cote, cote).fill('#ffffff');
  for (let ligne = 0; ligne < modules.size; ligne += 1) {
    for (let colonne = 0; colonne < modules.size; colonne += 1) {
      if (modules.get(ligne, colonne)) {
        doc.rect(x + (colonne + marge) * pas, y + (ligne + marge) * pas, pas, pas);
      }
    }
  }
  doc.fill('#000000').restore();
}

function dessinerSection(doc: PDFKit.PDFDocument, section: SectionFiche): void {
  const basDePage = doc.page.height - doc.page.margins.bottom;
  if (doc.y + 40 > basDePage) doc.addPage();
  doc.moveDown(0.8);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor('#000091')
    .text(section.titre, MARGE, doc.y, { width: LARGEUR });
  doc
    .moveTo(MARGE, doc.y + 2)
    .lineTo(MARGE + LARGEUR, doc.y + 2)
    .lineWidth(0.5)
    .strokeColor('#000091')
    .stroke();
  doc.moveDown(0.4).fillColor('#161616');
  for (const { libelle, valeur } of section.lignes) {
    const largeurValeur = LARGEUR - LARGEUR_LIBELLE - 8;
    // Chaque colonne est mesurée dans sa propre police : la valeur, en gras, est plus large.
    const hauteurLibelle = doc
      .font('Helvetica')
      .fontSize(9)
      .heightOfString(libelle, { width: LARGEUR_LIBELLE });
    const hauteurValeur = doc.font('Helvetica-Bold').heightOfString(valeur, { width: largeurValeur });
    const hauteur = Math.max(hauteurLibelle, hauteurValeur);
    if (doc.y + hauteur > basDePage) doc.addPage();
    const y = doc.y;
    doc.font('Helvetica').fillColor('#3a3a3a').text(libelle, MARGE, y, { width: LARGEUR_LIBELLE });
    doc
      .font('Helvetica-Bold')
      .fillColor('#161616')
      .text(valeur, MARGE + LARGEUR_LIBELLE + 8, y, { width: largeurValeur });
    doc.y = y + hauteur + 3;
  }
}

/**
 * Produit la fiche synthétique. `urlPublique` est l'adresse publique de l'application (sans « / » final) ;
 * `jeton` distingue deux fiches établies au même instant (aléatoire par défaut).
 */
export async function genererFicheSynthetique(
  entree: EntreeFicheSynthetique,
  options: { urlPublique: string; jeton?: string },
): Promise<FicheSynthetiqueProduite> {
  const sections = contenuFicheSynthetique(entree);
  const empreinteContenu = sha256(
    JSON.stringify({
      version: 1,
      numeroImmatriculation: entree.numeroImmatriculation,
      etablieLe: entree.etablieLe.toISOString(),
      jeton: options.jeton ?? randomUUID(),
      sections,
    }),
  );
  const urlVerification = `${options.urlPublique}/fiche-synthetique/verification/${empreinteContenu}`;
  const nom =
    entree.declaration.immatCopropriete.identification?.nomCopropriete ?? entree.declaration.nomCopropriete;
  const pdf = await genererPdf(
    (doc) => {
      const haut = doc.y;
      doc.font('Helvetica-Bold').fontSize(10).fillColor('#161616').text('RÉPUBLIQUE FRANÇAISE', MARGE, haut);
      doc.font('Helvetica').fontSize(8).text('Registre national d’immatriculation des copropriétés');
      doc.moveDown(1.2);
      doc
        .font('Helvetica-Bold')
        .fontSize(16)
        .text('Fiche synthétique de la copropriété', { width: LARGEUR - COTE_QR - 16 });
      doc
        .font('Helvetica')
        .fontSize(11)
        .text(`${entree.numeroImmatriculation}${nom ? ` — ${nom}` : ''}`, {
          width: LARGEUR - COTE_QR - 16,
        });
      doc
        .fontSize(9)
        .fillColor('#3a3a3a')
        .text(
          `Établie le ${dateHeureParis(entree.etablieLe)}, d’après la déclaration qui fait foi au registre.`,
          {
            width: LARGEUR - COTE_QR - 16,
          },
        );
      dessinerQr(doc, urlVerification, MARGE + LARGEUR - COTE_QR, haut, COTE_QR);
      doc.y = Math.max(doc.y, haut + COTE_QR + 4);
      for (const section of sections) dessinerSection(doc, section);
      doc.moveDown(1.5);
      doc.font('Helvetica').fontSize(8).fillColor('#3a3a3a');
      doc.text(
        'Fiche établie en application de l’article 8-2 de la loi n° 65-557 du 10 juillet 1965 et du décret n° 2016-1822 du 21 décembre 2016. ' +
          'Pour savoir si elle est toujours la fiche courante de la copropriété, lisez le code QR ou ouvrez :',
        MARGE,
        doc.y,
        { width: LARGEUR },
      );
      doc.font('Courier').fontSize(7).text(urlVerification, { width: LARGEUR });
      doc
        .font('Helvetica')
        .fontSize(8)
        .text(`Empreinte du contenu (SHA-256) : ${empreinteContenu}`, { width: LARGEUR });
    },
    { titre: `Fiche synthétique de la copropriété ${entree.numeroImmatriculation}` },
  );
  return {
    pdf,
    nomFichier: nomFichierFicheSynthetique(entree.numeroImmatriculation, entree.etablieLe),
    empreintePdf: sha256(pdf),
    empreinteContenu,
    urlVerification,
  };
}
