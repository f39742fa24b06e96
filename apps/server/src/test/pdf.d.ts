/**
 * Texte approximatif d'un PDF produit par pdfkit, pour les assertions des tests : chaque flux compressé est
 * décompressé, puis les chaînes hexadécimales des opérateurs de texte (`<…> Tj`, `[<…>] TJ`) sont décodées
 * en latin-1 et mises bout à bout.
 */
export declare function texteDuPdf(pdf: Uint8Array): string;
//# sourceMappingURL=pdf.d.ts.map