import { and, eq, ne } from 'drizzle-orm';
import { compte, teledeclarant } from '../db/schema/index.js';
import type { LigneCompte, LigneTeledeclarant } from './compte.repository.js';
import type { Executeur } from './journal.repository.js';

/** Études notariales (télédéclarants de type NOTAIRE) et comptes rattachés à un certificat client. */
export function creerEtudeNotarialeRepository(db: Executeur) {
  return {
    /** L'étude non supprimée de ce numéro (code CRPCEN). */
    async parNumero(numEtude: string): Promise<LigneTeledeclarant | undefined> {
      const [ligne] = await db
        .select()
        .from(teledeclarant)
        .where(
          and(
            eq(teledeclarant.type, 'NOTAIRE'),
            eq(teledeclarant.numeroEtudeNotariale, numEtude),
            ne(teledeclarant.statut, 'SUPPRIME'),
          ),
        )
        .limit(1);
      return ligne;
    },

    /** Le compte non supprimé auquel ce certificat (sujet et émetteur) est associé. */
    async compteParCertificat(subjectDn: string, issuerDn: string): Promise<LigneCompte | undefined> {
      const [ligne] = await db
        .select()
        .from(compte)
        .where(
          and(
            eq(compte.certificatSubjectDn, subjectDn),
            eq(compte.certificatIssuerDn, issuerDn),
            ne(compte.statut, 'SUPPRIME'),
          ),
        )
        .limit(1);
      return ligne;
    },
  };
}
