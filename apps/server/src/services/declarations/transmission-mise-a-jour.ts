import {
  ErreurMetier,
  type ImmatCopropriete,
  lireDateTexte,
  machineDeclaration,
  type StatutDeclaration,
  type TypeActeur,
  type TypeEvenement,
  type TypeMiseAJour,
} from '@registre/domain';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerDeclarationRepository } from '../../repositories/declaration.repository.js';
import type { Executeur } from '../../repositories/journal.repository.js';
import { creerMisesAJourRepository } from '../../repositories/mises-a-jour.repository.js';
import { journaliser } from '../journal.js';
import { aujourdhui, exigerTransition } from './commun.js';
import { recopieSurCopropriete } from './verification-saisie.js';

export const MESSAGE_ANNUELLE_CORRIGEE_CHANGEE =
  "La déclaration annuelle que vous corrigez n'est plus la dernière (une autre mise à jour annuelle, une correction ou une suppression a eu lieu entre-temps) : rouvrez la correction.";

const TYPE_JOURNAL: Record<TypeMiseAJour, TypeEvenement> = {
  STANDARD: 'MAJ_STANDARD',
  ANNUELLE: 'MAJ_ANNUELLE',
  COMPTESNONAPPROUVES: 'MAJ_COMPTES_NON_APPROUVES',
};

/** Mise à jour transmise : ce qui change, qui la transmet, et la déclaration annuelle corrigée s'il y en a une. */
export interface Transmission {
  utilisateur: UtilisateurSession;
  acteur: TypeActeur;
  id: number;
  idCopropriete: number;
  typeMaj: TypeMiseAJour;
  /** Correction de la dernière annuelle (ADR 0171) : la déclaration qu'elle remplace. */
  idCorrigee: number | null;
  saisie: ImmatCopropriete;
}

/**
 * Transmission d'une mise à jour, dans la transaction de l'appelant (ADR 0134, 0171) : BROUILLON → COURANTE
 * (`enregistrer`) ; une annuelle archive les déclarations qui la précèdent ; une correction de la dernière
 * annuelle la remplace (`supprimer`, journal CORRECTION_DERNIERE_MAJ_ANNUELLE) sans rien archiver ; la
 * copropriété pointe sur la nouvelle déclaration et en recopie les champs de liste et les faits de l'exercice.
 */
export async function transmettreMiseAJour(tx: Executeur, t: Transmission): Promise<StatutDeclaration> {
  const r = creerDeclarationRepository(tx);
  const { utilisateur, acteur, id, idCopropriete, typeMaj, idCorrigee, saisie } = t;
  const libelle = saisie.identification?.nomCopropriete ?? null;
  const cible = (idCible: number) => ({ type: 'DECLARATION' as const, id: idCible, libelle });

  if (idCorrigee !== null) {
    // Relue sous le verrou de la copropriété : toujours la dernière annuelle courante.
    const derniere = await creerMisesAJourRepository(tx).derniereAnnuelleCourante(idCopropriete);
    if (derniere !== idCorrigee) throw new ErreurMetier('conflit', MESSAGE_ANNUELLE_CORRIGEE_CHANGEE);
    const remplacement = exigerTransition(machineDeclaration.transition('COURANTE', 'supprimer', { acteur }));
    await r.modifierEntete(idCorrigee, { statut: remplacement.etat });
    await journaliser(tx, {
      acteur: utilisateur,
      transition: {
        depuis: 'COURANTE',
        resultat: remplacement,
        typeEvenement: 'CORRECTION_DERNIERE_MAJ_ANNUELLE',
      },
      cible: cible(idCorrigee),
    });
  }

  const enregistrement = exigerTransition(
    machineDeclaration.transition('BROUILLON', 'enregistrer', { acteur }),
  );
  await r.modifierEntete(id, { statut: enregistrement.etat, dateValidation: new Date() });
  await journaliser(tx, {
    acteur: utilisateur,
    transition: {
      depuis: 'BROUILLON',
      resultat: enregistrement,
      typeEvenement: idCorrigee !== null ? 'CORRECTION_DERNIERE_MAJ_ANNUELLE' : TYPE_JOURNAL[typeMaj],
    },
    cible: cible(id),
  });

  const annuelle = typeMaj === 'ANNUELLE' && idCorrigee === null;
  if (annuelle) {
    // Les déclarations qui précèdent une annuelle ne peuvent plus être supprimées (cycle de vie).
    const precedentes = await r.listerParCopropriete(idCopropriete, ['COURANTE', 'IMMATRICULATION']);
    for (const precedente of precedentes.filter((p) => p.id !== id)) {
      const archivage = exigerTransition(
        machineDeclaration.transition(precedente.statut, 'archiver', { acteur: 'systeme' }),
      );
      await r.modifierEntete(precedente.id, { statut: archivage.etat });
      await journaliser(tx, {
        acteur: null,
        transition: { depuis: precedente.statut, resultat: archivage },
        cible: cible(precedente.id),
      });
    }
  }
  const financieres = saisie.donneesFinancieres;
  await r.modifierCopropriete(idCopropriete, {
    ...recopieSurCopropriete(saisie),
    idDeclarationCourante: id,
    // Une correction ne change pas la date de la dernière mise à jour annuelle : elle la corrige.
    ...(annuelle ? { dateDerniereMajAnnuelle: aujourdhui() } : {}),
    ...(typeMaj === 'ANNUELLE'
      ? { dateClotureDernierExercice: lireDateTexte(financieres?.dateClotureComptes) }
      : {}),
    ...(typeMaj === 'STANDARD'
      ? {}
      : { majComptesNonApprouvesAFaire: financieres?.comptesNonApprouves === true }),
  });
  return enregistrement.etat;
}
