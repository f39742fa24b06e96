import {
  aujourdhuiParis,
  doitAfficherDetailIndicateurs,
  formaterDateIso,
  type TableauIndicateurs,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import {
  creerIndicateursRepository,
  type InstantaneIndicateurs,
} from '../../repositories/indicateurs.repository.js';
import { tableauIndicateurs } from './tableau-indicateurs.js';

/** Profil dont le calcul garde les lignes de détail : l'instantané sert tous les profils du teneur. */
const PROFIL_DU_CALCUL = 'TENEUR_ADMIN_PRINC' as const;

const jourDe = (instant: Date) => formaterDateIso(aujourdhuiParis(instant));

/** Le tableau tel que ce profil le voit : sans les lignes de détail hors administrateurs (spec 1 §6). */
function pourLeProfil(tableau: TableauIndicateurs, profil: UtilisateurSession['profil']): TableauIndicateurs {
  return doitAfficherDetailIndicateurs(profil) ? tableau : { ...tableau, detail: null };
}

type Repo = ReturnType<typeof creerIndicateursRepository>;

/**
 * Instantané encore valable à `maintenant` (ADR 0281) : calculé le même jour de Paris (les délais en dépendent)
 * et, soit sans événement du journal arrivé depuis (tout changement d'état est journalisé, téléchargements
 * compris), soit plus récent que la tolérance.
 */
async function valable(
  repo: Repo,
  instantane: InstantaneIndicateurs | null,
  maintenant: Date,
  toleranceMs: number,
): Promise<boolean> {
  if (instantane === null || instantane.jour !== jourDe(maintenant)) return false;
  if (maintenant.getTime() - instantane.calculeLe.getTime() < toleranceMs) return true;
  return (await repo.dernierEvenement()) <= instantane.dernierEvenement;
}

/**
 * Calcule le tableau et remplace l'instantané, un calcul à la fois (verrou consultatif) : qui a attendu la fin
 * d'un autre calcul reprend son résultat quand `reprendre` l'accepte, au lieu de recompter.
 */
async function calculerInstantane(
  db: Db,
  maintenant: Date,
  reprendre: (repo: Repo, existant: InstantaneIndicateurs | null) => Promise<boolean>,
): Promise<TableauIndicateurs> {
  return db.transaction(async (tx) => {
    const repo = creerIndicateursRepository(tx);
    await repo.attendreVerrouInstantane();
    const existant = await repo.lireInstantane();
    if (existant && (await reprendre(repo, existant))) return existant.tableau;
    // Lu avant de compter : un événement écrit pendant le calcul rendra l'instantané périmé.
    const dernierEvenement = await repo.dernierEvenement();
    const tableau = await tableauIndicateurs(tx, { profil: PROFIL_DU_CALCUL }, maintenant);
    await repo.enregistrerInstantane({
      calculeLe: maintenant,
      jour: jourDe(maintenant),
      dernierEvenement,
      tableau,
    });
    return tableau;
  });
}

/**
 * Tableau des indicateurs servi par `GET api/indicateurMCO/allTableau` (ADR 0281) : l'instantané s'il est
 * valable, sinon un nouveau calcul ; `actualiser` (bouton « Actualiser ») recalcule toujours.
 */
export async function lireTableauIndicateurs(
  db: Db,
  utilisateur: Pick<UtilisateurSession, 'profil'>,
  options: { maintenant: Date; actualiser: boolean; toleranceMs: number },
): Promise<TableauIndicateurs> {
  const { maintenant, toleranceMs } = options;
  const encoreValable = (repo: Repo, i: InstantaneIndicateurs | null) =>
    valable(repo, i, maintenant, toleranceMs);
  if (!options.actualiser) {
    const repo = creerIndicateursRepository(db);
    const instantane = await repo.lireInstantane();
    if (instantane && (await encoreValable(repo, instantane))) {
      return pourLeProfil(instantane.tableau, utilisateur.profil);
    }
  }
  const tableau = await calculerInstantane(
    db,
    maintenant,
    // Actualiser : seul un calcul commencé après la demande convient.
    options.actualiser ? async (_repo, i) => i !== null && i.calculeLe >= maintenant : encoreValable,
  );
  return pourLeProfil(tableau, utilisateur.profil);
}

/**
 * Passage de la tâche de fond (ADR 0281) : recalcule l'instantané s'il manque, si le jour a changé ou si un
 * événement est arrivé depuis, pour que l'affichage n'ait presque jamais à compter lui-même.
 */
export async function rafraichirInstantane(db: Db, maintenant: Date): Promise<boolean> {
  const valableSansTolerance = (repo: Repo, i: InstantaneIndicateurs | null) =>
    valable(repo, i, maintenant, 0);
  const repo = creerIndicateursRepository(db);
  if (await valableSansTolerance(repo, await repo.lireInstantane())) return false;
  await calculerInstantane(db, maintenant, valableSansTolerance);
  return true;
}
