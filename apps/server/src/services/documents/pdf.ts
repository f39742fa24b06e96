import PDFDocument from 'pdfkit';

/** Produit un PDF en mémoire : la fonction `dessiner` remplit le document. */
export function genererPdf(
  dessiner: (doc: PDFKit.PDFDocument) => void,
  meta: { titre: string; auteur?: string },
): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: { Title: meta.titre, Author: meta.auteur ?? 'Registre national des copropriétés' },
      lang: 'fr-FR',
    });
    const morceaux: Buffer[] = [];
    doc.on('data', (m: Buffer) => morceaux.push(m));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(morceaux))));
    doc.on('error', reject);
    dessiner(doc);
    doc.end();
  });
}
