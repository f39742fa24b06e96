import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../connexion.js';
import { chargementDonnees, teledeclarant } from '../schema/index.js';
import { ETABLISSEMENTS_DEMO } from './comptes-demo.js';
import { genererCoproprietes } from './generateur-coproprietes.js';

/** Version des copropriétés de démonstration : l'augmenter n'en recrée pas (elles s'ajouteraient aux premières). */
export const VERSION_COPROPRIETES_DEMO = '1';

/** Copropriétés de démonstration par établissement : de quoi remplir chaque liste, filtre et action. */
export const COPROPRIETES_DEMO = { pro: 220, benevole: 80 } as const;

/**
 * Copropriétés de démonstration (premier démarrage, hors production), produites par le générateur SQL du banc :
 * le syndic professionnel et le syndic bénévole de démonstration en sont représentants légaux ou auteurs,
 * l'étude notariale de démonstration a immatriculé d'office celles qui restent à rattacher (ADR 0162).
 */
export async function chargerCoproprietesDemo(db: Db): Promise<boolean> {
  const deja = await db
    .select()
    .from(chargementDonnees)
    .where(eq(chargementDonnees.nom, 'demo-coproprietes'));
  if (deja.length > 0) return false;
  const raisons = ETABLISSEMENTS_DEMO.map((e) => e.raisonSociale);
  const lignes = await db
    .select({ id: teledeclarant.id, raisonSociale: teledeclarant.raisonSociale })
    .from(teledeclarant)
    .where(inArray(teledeclarant.raisonSociale, raisons));
  const id = (cle: string) => {
    const raison = ETABLISSEMENTS_DEMO.find((e) => e.cle === cle)?.raisonSociale;
    return lignes.find((l) => l.raisonSociale === raison)?.id;
  };
  const pro = id('pro');
  const benevole = id('benevole');
  if (pro === undefined || benevole === undefined) return false;
  await db.transaction(async (tx) => {
    await genererCoproprietes((requete) => tx.execute(requete), {
      nombre: COPROPRIETES_DEMO.pro + COPROPRIETES_DEMO.benevole,
      titulaires: [
        { idTeledeclarant: pro, nombre: COPROPRIETES_DEMO.pro },
        { idTeledeclarant: benevole, nombre: COPROPRIETES_DEMO.benevole },
      ],
      idNotaire: id('notaire') ?? null,
    });
    await tx
      .insert(chargementDonnees)
      .values({ nom: 'demo-coproprietes', version: VERSION_COPROPRIETES_DEMO })
      .onConflictDoUpdate({
        target: chargementDonnees.nom,
        set: { version: VERSION_COPROPRIETES_DEMO, chargeLe: sql`now()` },
      });
  });
  return true;
}
