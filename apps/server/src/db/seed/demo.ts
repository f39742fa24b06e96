import { eq, sql } from 'drizzle-orm';
import { hacherMotDePasse } from '../../services/mots-de-passe.js';
import type { Db } from '../connexion.js';
import { chargementDonnees, compte, messageInformation, teledeclarant } from '../schema/index.js';
import { COMPTES_DEMO, ETABLISSEMENTS_DEMO, MOT_DE_PASSE_DEMO } from './comptes-demo.js';

/** Version des données de démonstration : l'augmenter recharge les données au démarrage suivant. */
export const VERSION_DEMO = '2';

export const MESSAGE_DEMO =
  'Instance de démonstration : les copropriétés, comptes et établissements affichés sont fictifs.';

/**
 * Charge les données de démonstration (hors production) : message d'information, établissements et un compte
 * par profil. Chaque fonctionnalité y ajoute ses jeux de données ; l'ensemble reste idempotent.
 */
export async function chargerDemo(db: Db): Promise<boolean> {
  const deja = await db.select().from(chargementDonnees).where(sql`${chargementDonnees.nom} = 'demo'`);
  if (deja[0]?.version === VERSION_DEMO) return false;
  const empreinte = await hacherMotDePasse(MOT_DE_PASSE_DEMO);
  await db.transaction(async (tx) => {
    const messages = await tx.select({ id: messageInformation.id }).from(messageInformation).limit(1);
    if (messages.length === 0) await tx.insert(messageInformation).values({ texte: MESSAGE_DEMO });

    const idsEtablissements = new Map<string, number>();
    for (const e of ETABLISSEMENTS_DEMO) {
      const existant = e.siret
        ? await tx
            .select({ id: teledeclarant.id })
            .from(teledeclarant)
            .where(eq(teledeclarant.siret, e.siret))
        : await tx
            .select({ id: teledeclarant.id })
            .from(teledeclarant)
            .where(eq(teledeclarant.raisonSociale, e.raisonSociale));
      let id = existant[0]?.id;
      if (id === undefined) {
        const [cree] = await tx
          .insert(teledeclarant)
          .values({
            type: e.type,
            statut: 'ACTIF',
            raisonSociale: e.raisonSociale,
            siret: e.siret,
            codeApe: e.codeApe,
            numeroEtudeNotariale: e.numeroEtudeNotariale ?? null,
            adresseLigne1: e.adresse[0] || null,
            adresseLigne2: e.adresse[1] || null,
            adresseLigne3: e.adresse[2] || null,
            adresseLigne4: e.adresse[3] || null,
            adresseLigne5: e.adresse[4] || null,
            adresseLigne6: e.adresse[5] || null,
            adresseLigne7: e.adresse[6] || null,
            codePostal: e.codePostal,
            codeInsee: e.codeInsee,
            localite: e.localite,
            activeLe: new Date(),
          })
          .returning({ id: teledeclarant.id });
        id = cree!.id;
      }
      idsEtablissements.set(e.cle, id);
    }

    for (const c of COMPTES_DEMO) {
      await tx
        .insert(compte)
        .values({
          login: c.login,
          email: c.login,
          prenom: c.prenom,
          nom: c.nom,
          civilite: 'MME',
          profil: c.profil,
          statut: 'ACTIF',
          activated: true,
          adminPrincipal: c.profil.endsWith('ADMIN_PRINC') && c.etablissement !== undefined,
          idTeledeclarant: c.etablissement ? (idsEtablissements.get(c.etablissement) ?? null) : null,
          motDePasseHash: empreinte,
          dateValidationCleEmail: new Date(),
        })
        .onConflictDoNothing({ target: compte.login });
    }
    await tx
      .insert(chargementDonnees)
      .values({ nom: 'demo', version: VERSION_DEMO })
      .onConflictDoUpdate({
        target: chargementDonnees.nom,
        set: { version: VERSION_DEMO, chargeLe: sql`now()` },
      });
  });
  return true;
}
