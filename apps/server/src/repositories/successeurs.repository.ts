import { and, eq } from 'drizzle-orm';
import type { Executeur } from '../db/connexion.js';
import { compte, teledeclarant } from '../db/schema/index.js';

/** Établissement qui peut succéder au notaire comme représentant légal : syndic actif, professionnel ou bénévole. */
export interface EtablissementSuccesseur {
  id: number;
  type: 'PRO' | 'NON_PRO';
  raisonSociale: string | null;
}

const colonnes = {
  id: teledeclarant.id,
  type: teledeclarant.type,
  raisonSociale: teledeclarant.raisonSociale,
};

const estSyndic = (l: { type: string }): l is EtablissementSuccesseur =>
  l.type === 'PRO' || l.type === 'NON_PRO';

/** Syndics successeurs possibles d'une immatriculation par un notaire (ADR 0142). */
export function creerSuccesseursRepository(executeur: Executeur) {
  return {
    async actifParId(id: number): Promise<EtablissementSuccesseur | null> {
      const [ligne] = await executeur
        .select(colonnes)
        .from(teledeclarant)
        .where(and(eq(teledeclarant.id, id), eq(teledeclarant.statut, 'ACTIF')))
        .limit(1);
      return ligne && estSyndic(ligne) ? ligne : null;
    },

    /** Syndic professionnel actif inscrit avec ce SIRET. */
    async professionnelParSiret(siret: string): Promise<EtablissementSuccesseur | null> {
      const [ligne] = await executeur
        .select(colonnes)
        .from(teledeclarant)
        .where(
          and(
            eq(teledeclarant.siret, siret),
            eq(teledeclarant.type, 'PRO'),
            eq(teledeclarant.statut, 'ACTIF'),
          ),
        )
        .limit(1);
      return ligne && estSyndic(ligne) ? ligne : null;
    },

    /** Syndic bénévole actif dont l'administrateur principal a cette adresse électronique. */
    async benevoleParEmail(email: string): Promise<EtablissementSuccesseur | null> {
      const [ligne] = await executeur
        .select(colonnes)
        .from(compte)
        .innerJoin(teledeclarant, eq(teledeclarant.id, compte.idTeledeclarant))
        .where(
          and(
            eq(compte.email, email),
            eq(compte.profil, 'TELE_NONPRO_ADMIN_PRINC'),
            eq(teledeclarant.type, 'NON_PRO'),
            eq(teledeclarant.statut, 'ACTIF'),
          ),
        )
        .limit(1);
      return ligne && estSyndic(ligne) ? ligne : null;
    },
  };
}
