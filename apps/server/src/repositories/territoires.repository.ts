import type { DepartementReferentiel, EpciReferentiel, RegionReferentiel } from '@registre/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executeur } from '../db/connexion.js';
import { commune, departement, epci, region } from '../db/schema/index.js';

/** Territoires du référentiel géographique (régions, départements, EPCI, communes) lus par leur code. */
export function creerTerritoiresRepository(executeur: Executeur) {
  return {
    async region(code: string): Promise<RegionReferentiel | null> {
      const [r] = await executeur
        .select({ code: region.code, nom: region.nom })
        .from(region)
        .where(eq(region.code, code));
      return r ?? null;
    },

    async departement(code: string): Promise<DepartementReferentiel | null> {
      const [d] = await executeur
        .select({ code: departement.code, nom: departement.nom, codeRegion: departement.codeRegion })
        .from(departement)
        .where(eq(departement.code, code));
      return d ?? null;
    },

    async epci(siren: string): Promise<EpciReferentiel | null> {
      const [e] = await executeur
        .select({ siren: epci.siren, nom: epci.nom, type: epci.type })
        .from(epci)
        .where(eq(epci.siren, siren));
      return e ?? null;
    },

    /** Intercommunalités qui ont au moins une commune dans la région, par nom. */
    epcisDeLaRegion(codeRegion: string): Promise<EpciReferentiel[]> {
      const sirens = executeur
        .selectDistinct({ siren: commune.sirenEpci })
        .from(commune)
        .where(eq(commune.codeRegion, codeRegion));
      return executeur
        .select({ siren: epci.siren, nom: epci.nom, type: epci.type })
        .from(epci)
        .where(inArray(epci.siren, sirens))
        .orderBy(asc(epci.nom), asc(epci.siren));
    },

    /** Commune (ou arrondissement municipal : sa commune de rattachement) par son code INSEE. */
    async commune(codeInsee: string): Promise<{ code: string; nom: string } | null> {
      const [c] = await executeur
        .select({ code: commune.codeInsee, nom: commune.nom, parente: commune.codeCommuneParente })
        .from(commune)
        .where(eq(commune.codeInsee, codeInsee));
      if (!c) return null;
      if (c.parente && c.parente !== c.code) return this.commune(c.parente);
      return { code: c.code, nom: c.nom };
    },
  };
}
