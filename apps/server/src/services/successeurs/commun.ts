import {
  ErreurMetier,
  type EtatCopropriete,
  type EvenementCopropriete,
  type EvenementMandat,
  estDansFamille,
  machineCopropriete,
  machineMandat,
  PROFILS_TENEUR,
  type StatutMandat,
} from '@registre/domain';
import type { Executeur } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerDeclarationRepository } from '../../repositories/declaration.repository.js';
import { exigerTransition } from '../declarations/commun.js';
import { journaliser } from '../journal.js';

export const MESSAGE_COPROPRIETE_INTROUVABLE = 'Copropriété introuvable.';
export const MESSAGE_MANDAT_INTROUVABLE = 'Mandat introuvable.';

export const estTeneur = (utilisateur: UtilisateurSession): boolean =>
  estDansFamille(utilisateur.profil, PROFILS_TENEUR);

/** Identifiant reçu dans le chemin, ou 404 s'il dépasse un entier PostgreSQL. */
export function identifiant(idTexte: string, message: string): number {
  const id = Number(idTexte);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw new ErreurMetier('introuvable', message);
  return id;
}

type ValeursMandat = Parameters<ReturnType<typeof creerDeclarationRepository>['modifierMandat']>[1];
type ValeursCopropriete = Parameters<ReturnType<typeof creerDeclarationRepository>['modifierCopropriete']>[1];

/** Mandat : transition du domaine (acteur `declarant` ou `systeme` si `utilisateur` est nul), écriture, journal. */
export async function transitionMandat(
  tx: Executeur,
  p: {
    utilisateur: UtilisateurSession | null;
    idMandat: number;
    statut: StatutMandat;
    evenement: EvenementMandat;
    libelle: string | null;
    valeurs?: ValeursMandat;
  },
): Promise<StatutMandat> {
  const resultat = exigerTransition(
    machineMandat.transition(p.statut, p.evenement, {
      acteur: p.utilisateur === null ? 'systeme' : 'declarant',
    }),
  );
  await creerDeclarationRepository(tx).modifierMandat(p.idMandat, { ...p.valeurs, statut: resultat.etat });
  await journaliser(tx, {
    acteur: p.utilisateur,
    transition: { depuis: p.statut, resultat },
    cible: { type: 'MANDAT', id: p.idMandat, libelle: p.libelle },
  });
  return resultat.etat;
}

/** Copropriété : transition du domaine par le syndic, écriture, journal. */
export async function transitionCopropriete(
  tx: Executeur,
  p: {
    utilisateur: UtilisateurSession;
    idCopropriete: number;
    etat: EtatCopropriete;
    evenement: EvenementCopropriete;
    libelle: string | null;
    valeurs?: ValeursCopropriete;
  },
): Promise<EtatCopropriete> {
  const resultat = exigerTransition(
    machineCopropriete.transition(p.etat, p.evenement, { acteur: 'declarant' }),
  );
  await creerDeclarationRepository(tx).modifierCopropriete(p.idCopropriete, {
    ...p.valeurs,
    etat: resultat.etat,
  });
  await journaliser(tx, {
    acteur: p.utilisateur,
    transition: { depuis: p.etat, resultat },
    cible: { type: 'COPROPRIETE', id: p.idCopropriete, libelle: p.libelle },
  });
  return resultat.etat;
}
