import { inflateSync } from 'node:zlib';

/**
 * Texte approximatif d'un PDF produit par pdfkit, pour les assertions des tests : chaque flux compressé est
 * décompressé, puis les chaînes hexadécimales des opérateurs de texte (`<…> Tj`, `[<…>] TJ`) sont décodées
 * en latin-1 et mises bout à bout.
 */
export function texteDuPdf(pdf: Uint8Array): string {
  const brut = Buffer.from(pdf);
  const morceaux: string[] = [];
  let position = 0;
  for (;;) {
    const debut = brut.indexOf('stream', position, 'latin1');
    if (debut < 0) break;
    const debutDonnees = brut[debut + 6] === 0x0d ? debut + 8 : debut + 7;
    const fin = brut.indexOf('endstream', debutDonnees, 'latin1');
    if (fin < 0) break;
    position = fin + 9;
    let contenu: string;
    try {
      contenu = inflateSync(brut.subarray(debutDonnees, fin)).toString('latin1');
    } catch {
      continue;
    }
    for (const [, hexa] of contenu.matchAll(/<([0-9a-fA-F]+)>/g)) {
      morceaux.push(Buffer.from(hexa ?? '', 'hex').toString('latin1'));
    }
    morceaux.push('\n');
  }
  return morceaux.join('');
}
