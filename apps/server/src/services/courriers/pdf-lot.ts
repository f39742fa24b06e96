import { ErreurMetier, nomFichierLot } from '@registre/domain';
import { PDFDocument } from 'pdf-lib';
import type { Db } from '../../db/connexion.js';
import { creerCourriersRepository } from '../../repositories/courriers.repository.js';

/** Lettres lues par requête pour assembler un lot : la mémoire reste bornée par la tranche et par le lot. */
const TRANCHE_LETTRES = 50;

export const MESSAGE_LOT_INTROUVABLE = "Ce lot de lettres n'existe pas.";
export const MESSAGE_LOT_SANS_LETTRE =
  'Toutes les lettres de ce lot ont été annulées depuis sa préparation (nouveau code, compte activé ou supprimé) : il n’y a rien à imprimer.';

/** Le PDF conservé d'une lettre ne se lit pas : le lot n'est pas produit à moitié, la lettre est nommée. */
export function messageLettreIllisible(idLettre: number): string {
  return `Le PDF conservé de la lettre n° ${idLettre} est illisible : le lot ne peut pas être assemblé. Régénérez le code d’activation de son destinataire, puis préparez un nouveau lot.`;
}

/** Pages d'une lettre recopiées dans le document de sortie ; un PDF illisible ou sans page est refusé. */
async function pagesDeLaLettre(sortie: PDFDocument, idLettre: number, contenu: Uint8Array) {
  try {
    const source = await PDFDocument.load(contenu);
    const pages = await sortie.copyPages(source, source.getPageIndices());
    if (pages.length > 0) return pages;
  } catch {
    // Refusé ci-dessous, avec le numéro de la lettre.
  }
  throw new ErreurMetier('conflit', messageLettreIllisible(idLettre));
}

/**
 * PDF d'un lot pour l'imprimeur (ADR 0235) : les PDF conservés de ses lettres non annulées, à la suite, dans
 * l'ordre des lettres. Les lettres ne sont pas redessinées : leur code d'activation n'existe en clair que dans
 * leur PDF conservé (ADR 0051) ; les pages sont recopiées telles quelles (pdf-lib).
 */
export async function pdfLotLettres(db: Db, idLot: number): Promise<{ nomFichier: string; pdf: Uint8Array }> {
  const repo = creerCourriersRepository(db);
  const lot = await repo.lot(idLot);
  if (!lot) throw new ErreurMetier('introuvable', MESSAGE_LOT_INTROUVABLE);
  const sortie = await PDFDocument.create();
  sortie.setTitle(`Lot de lettres n° ${idLot}`);
  sortie.setAuthor('Registre national des copropriétés');
  sortie.setLanguage('fr-FR');
  sortie.setCreationDate(lot.dateCreation);
  let apres = 0;
  let nbLettres = 0;
  for (;;) {
    const tranche = await repo.documentsDuLot(idLot, apres, TRANCHE_LETTRES);
    for (const { idLettre, contenu } of tranche) {
      for (const page of await pagesDeLaLettre(sortie, idLettre, contenu)) sortie.addPage(page);
      apres = idLettre;
      nbLettres += 1;
    }
    if (tranche.length < TRANCHE_LETTRES) break;
  }
  if (nbLettres === 0) throw new ErreurMetier('conflit', MESSAGE_LOT_SANS_LETTRE);
  return { nomFichier: nomFichierLot(idLot), pdf: await sortie.save() };
}
