import type { CommuneDuCodePostal } from '@registre/domain';
import { asc, eq } from 'drizzle-orm';
import type { Executeur } from '../db/connexion.js';
import { codePostal, commune } from '../db/schema/index.js';

/** Lecture des référentiels géographiques chargés en base (communes, codes postaux). */
export function creerReferentielRepository(db: Executeur) {
  return {
    /** Communes desservies par un code postal, par nom (vide si le code postal n'existe pas). */
    async communesDuCodePostal(cp: string): Promise<CommuneDuCodePostal[]> {
      return db
        .select({
          codeInsee: commune.codeInsee,
          nom: commune.nom,
          acheminement: codePostal.libelleAcheminement,
          codeDepartement: commune.codeDepartement,
        })
        .from(codePostal)
        .innerJoin(commune, eq(commune.codeInsee, codePostal.codeInsee))
        .where(eq(codePostal.codePostal, cp))
        .orderBy(asc(commune.nom));
    },
  };
}
