import { formaterDateTexte, mandatEchu, type StatutMandat } from '@registre/domain';
import type { Db, Executeur } from '../../db/connexion.js';
import { creerDeclarationRepository } from '../../repositories/declaration.repository.js';
import {
  type CoproprieteMandats,
  creerMandatsRepository,
  type MandatComplet,
} from '../../repositories/mandats.repository.js';
import { aujourdhui, prevenirEtablissement, transitionCopropriete, transitionMandat } from './commun.js';
import { courrielMandatExpire } from './courriels.js';

/** Mandats remplacés à leur fin (renouvellement déclaré, successeur validé) : archivés, le suivant prend la place. */
const STATUTS_A_ARCHIVER: StatutMandat[] = ['RENOUVELLEMENT_DECLARE', 'SUCCESSEUR_VALIDE'];
/** Mandats qui expirent à leur fin (une déclaration de successeur non validée devient caduque). */
const STATUTS_A_EXPIRER: StatutMandat[] = ['COURANT', 'SUCCESSEUR_DECLARE'];

/** Mandats lus par sélection ; chaque mandat est traité dans sa propre transaction. */
const TAILLE_LOT = 500;

export interface BilanExpiration {
  archives: number;
  expires: number;
  echecs: number;
}

/**
 * Passage de nuit sur les mandats échus (issue 11 §3 ; ADR 0310), par les machines d'état du domaine, acteur
 * « système », journalisé :
 * 1. un mandat renouvelé ou remplacé par son successeur est archivé à sa fin ; s'il était le mandat courant, le
 *    mandat qui le suit devient courant (la copropriété reste rattachée, dates recopiées) — un renouvellement
 *    déclaré d'avance est ainsi mis en place ;
 * 2. un mandat courant (ou dont le successeur n'a pas validé) expire à sa fin ; la copropriété rattachée passe
 *    `IMMATRICULEE_RATTACHEMENT_EXPIRE` et le syndic est prévenu.
 * Idempotent : chaque mandat est relu sous verrou (copropriété puis mandat) et n'est traité que s'il est encore
 * échu dans un statut à traiter ; un second passage, ou deux instances en même temps, ne font rien de plus.
 */
export async function expirerMandats(
  db: Db,
  dependances: { urlPublique: string; maintenant?: () => Date },
): Promise<BilanExpiration> {
  const maintenant = (dependances.maintenant ?? (() => new Date()))();
  const jour = aujourdhui(maintenant);
  const bilan: BilanExpiration = { archives: 0, expires: 0, echecs: 0 };

  /**
   * Traite, chacun dans sa transaction, les mandats échus de `statuts` : mandat et copropriété verrouillés et relus,
   * ignorés s'ils ne sont plus à traiter ; un échec est compté et le mandat n'est plus repris dans ce passage.
   */
  async function traiter(
    statuts: StatutMandat[],
    operation: (
      tx: Executeur,
      lus: { copropriete: CoproprieteMandats; mandat: MandatComplet },
    ) => Promise<void>,
  ) {
    const echoues = new Set<number>();
    for (;;) {
      const ids = (
        await creerMandatsRepository(db).mandatsEchus(statuts, jour, TAILLE_LOT + echoues.size)
      ).filter((id) => !echoues.has(id));
      if (ids.length === 0) return;
      for (const id of ids) {
        try {
          await db.transaction(async (tx) => {
            const lus = await creerMandatsRepository(tx).sousVerrou(id);
            if (!lus || !statuts.includes(lus.mandat.statut) || !mandatEchu(lus.mandat, jour)) return;
            await operation(tx, lus);
          });
        } catch {
          echoues.add(id);
          bilan.echecs += 1;
        }
      }
    }
  }

  // 1. Archivage des mandats remplacés.
  await traiter(STATUTS_A_ARCHIVER, async (tx, { copropriete: copro, mandat: m }) => {
    await transitionMandat(tx, {
      acteur: null,
      mandat: m,
      evenement: 'archiver',
      libelle: copro.numeroImmatriculation,
    });
    if (copro.idMandatCourant === m.id) {
      const suivant = await creerMandatsRepository(tx).mandatSuivant(m);
      if (suivant && suivant.statut === 'COURANT') {
        await creerDeclarationRepository(tx).modifierCopropriete(copro.id, {
          idMandatCourant: suivant.id,
          idTeledeclarantCourant: suivant.idTeledeclarant,
          dateDebutMandat: suivant.dateDebut,
          dateFinMandat: suivant.dateFin,
        });
      }
    }
    bilan.archives += 1;
  });

  // 2. Expiration des mandats courants échus.
  await traiter(STATUTS_A_EXPIRER, async (tx, { copropriete: copro, mandat: m }) => {
    await transitionMandat(tx, {
      acteur: null,
      mandat: m,
      evenement: 'expirer',
      libelle: copro.numeroImmatriculation,
    });
    if (copro.idMandatCourant === m.id && copro.etat === 'IMMATRICULEE_RATTACHEE') {
      await transitionCopropriete(tx, { acteur: null, copropriete: copro, evenement: 'expirer' });
    }
    if (copro.idMandatCourant === m.id) {
      if (m.dateFin) {
        await prevenirEtablissement(
          tx,
          m.idTeledeclarant,
          courrielMandatExpire({
            nom: copro.nom,
            numero: copro.numeroImmatriculation,
            lienSuivi: `${dependances.urlPublique}/copropriete`,
            fin: formaterDateTexte(m.dateFin),
          }),
        );
      }
    }
    bilan.expires += 1;
  });
  return bilan;
}
