import {
  contexteDeclaration,
  type DrapeauChemin,
  differencesDeclarations,
  type EnregistrementMiseAJour,
  ErreurMetier,
  exercicePrecedentDeReference,
  type ImmatCopropriete,
  type MiseAJourEnregistree,
  machineDeclaration,
  normaliserSaisieDeclaration,
  type TypeMiseAJour,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import {
  creerDeclarationRepository,
  type EnteteDeclaration,
} from '../../repositories/declaration.repository.js';
import { creerMisesAJourRepository } from '../../repositories/mises-a-jour.repository.js';
import { exigerActionSurCopropriete } from '../coproprietes/infos-action-copropriete.js';
import { verifierDeclarationEntiere } from '../immatriculation/depot-verifications.js';
import { journaliser } from '../journal.js';
import {
  acteurDe,
  aujourdhui,
  estAuteur,
  exigerCleCreation,
  exigerTransition,
  exigerVersionLue,
  MESSAGE_BROUILLON_INTROUVABLE,
  MESSAGE_VERSION_DEPASSEE,
} from './commun.js';
import {
  actionDeLaMiseAJour,
  dernierChangementDeCloture,
  exerciceAvantLaDerniereAnnuelle,
  MESSAGE_AUCUNE_ANNUELLE_A_CORRIGER,
  MESSAGE_AUCUNE_DECLARATION_VALIDEE,
  MESSAGE_CORRECTION_ANNUELLE,
} from './ouverture-mise-a-jour.js';
import { transmettreMiseAJour } from './transmission-mise-a-jour.js';
import { verifierCodesInsee } from './verification-saisie.js';

export const MESSAGE_EXERCICE_VALIDE =
  "Les données d'un exercice validé ne peuvent plus être modifiées : déclarez le nouvel exercice par une mise à jour annuelle.";

/** La clé de création était déjà prise : la transaction est annulée et la mise à jour existante renvoyée. */
class CleDejaPrise extends Error {}

/** Données qui identifient l'exercice validé : la mise à jour des comptes non approuvés ne les change pas. */
const CHAMPS_IDENTITE_EXERCICE = [
  'donneesFinancieres.dateDebutExercice',
  'donneesFinancieres.dateClotureComptes',
  'donneesFinancieres.premierExerciceComptable',
];

/** Mise à jour à enregistrer : celle du corps de la route, ou celle des comptes non approuvés (ADR 0135). */
export type MiseAJourAEnregistrer = Omit<EnregistrementMiseAJour, 'typeMaj'> & { typeMaj: TypeMiseAJour };

const resultatDe = (e: Pick<EnteteDeclaration, 'id' | 'idCopropriete' | 'version' | 'statut'>) => ({
  id: e.id,
  idCopropriete: e.idCopropriete,
  version: e.version,
  statut: e.statut,
});

/**
 * Enregistrement d'une mise à jour standard ou annuelle (`PUT coproprietes/declaration/{transmettre}/{id}`,
 * ADR 0134). Tout est vérifié avant d'écrire ; transmise, la mise à jour devient la déclaration courante sans
 * passer par le teneur (cycle de vie `enregistrer`, journal MAJ_STANDARD ou MAJ_ANNUELLE), en une transaction ;
 * une annuelle archive les déclarations qui la précèdent. Création idempotente par clé, version optimiste.
 */
export function creerServiceEnregistrementMiseAJour(db: Db) {
  /** Mise à jour déjà créée avec cette clé (rejeu, double clic) : rendue telle quelle à son auteur. */
  async function existantParCle(utilisateur: UtilisateurSession, cle: string, idCopropriete: number) {
    const existant = await creerDeclarationRepository(db).parCleCreation(cle);
    if (!existant) return null;
    if (!estAuteur(utilisateur, existant.entete) || existant.entete.idCopropriete !== idCopropriete) {
      throw new ErreurMetier('conflit', 'Cette clé de création est déjà utilisée : rouvrez la mise à jour.');
    }
    return resultatDe(existant.entete);
  }

  return async (
    utilisateur: UtilisateurSession,
    drapeau: DrapeauChemin,
    idCopropriete: number,
    corps: MiseAJourAEnregistrer,
  ): Promise<MiseAJourEnregistree> => {
    const transmettre = drapeau === 'true';
    const typeMaj = corps.typeMaj;
    const corriger = corps.corriger === true;
    if (corriger && typeMaj !== 'ANNUELLE') {
      throw new ErreurMetier('saisie', MESSAGE_CORRECTION_ANNUELLE, [
        { champ: 'corriger', message: MESSAGE_CORRECTION_ANNUELLE },
      ]);
    }
    // Rejeu d'une création (double clic, requête rejouée) : la mise à jour de cette clé, rendue à son auteur,
    // même si elle a depuis changé l'état de la copropriété.
    if (!corps.id) {
      const deja = await existantParCle(utilisateur, exigerCleCreation(corps.cleCreation), idCopropriete);
      if (deja) return deja;
    }
    // Copropriété inconnue (404), hors périmètre (403), état, relation ou droits (403, 409) : règle des actions.
    await exigerActionSurCopropriete(db, utilisateur, idCopropriete, actionDeLaMiseAJour(typeMaj, corriger));
    const repo = creerDeclarationRepository(db);
    const corrections = creerMisesAJourRepository(db);

    let existant: EnteteDeclaration | undefined;
    if (corps.id) {
      existant = (await repo.lireEntete(corps.id))?.entete;
      if (
        !existant ||
        existant.idCopropriete !== idCopropriete ||
        existant.typeImmat !== null ||
        existant.typeMaj !== typeMaj ||
        !estAuteur(utilisateur, existant) ||
        // Une correction et une nouvelle annuelle sont deux brouillons distincts.
        ((await corrections.declarationCorrigee(existant.id)) !== null) !== corriger
      ) {
        throw new ErreurMetier('introuvable', MESSAGE_BROUILLON_INTROUVABLE);
      }
      if (existant.statut !== 'BROUILLON') {
        // Rejeu d'une transmission déjà faite : la même réponse, rien de plus.
        if (transmettre && existant.statut === 'COURANTE' && corps.version === existant.version - 2) {
          return resultatDe(existant);
        }
        throw new ErreurMetier(
          'conflit',
          'Cette mise à jour a déjà été transmise : elle ne se modifie plus.',
        );
      }
      exigerVersionLue(corps.version, existant.version);
    }

    const validee = await repo.derniereValidee(idCopropriete);
    if (!validee) throw new ErreurMetier('conflit', MESSAGE_AUCUNE_DECLARATION_VALIDEE);
    const saisie = normaliserSaisieDeclaration(corps.immatCopropriete) as ImmatCopropriete;
    // Le mandat a ses propres écrans : une mise à jour ne le redéclare pas.
    saisie.infoRattachement = null;
    const avant = validee.declaration.immatCopropriete;
    // Correction (ADR 0171) : la dernière annuelle qu'elle remplacera, et l'exercice d'où partait celle-ci.
    const idCorrigee = !corriger
      ? null
      : existant
        ? await corrections.declarationCorrigee(existant.id)
        : ((await corrections.derniereAnnuelleCourante(idCopropriete)) ?? null);
    if (corriger && idCorrigee === null) {
      throw new ErreurMetier('conflit', MESSAGE_AUCUNE_ANNUELLE_A_CORRIGER);
    }
    const exercicePrecedent = corriger
      ? (await exerciceAvantLaDerniereAnnuelle(repo, corrections, idCopropriete))?.donneesFinancieres
      : avant.donneesFinancieres;

    // §5.5 : les données de l'exercice validé ne se modifient plus ; seule l'annuelle déclare un nouvel exercice,
    // la mise à jour des comptes non approuvés complète l'exercice validé sans changer ses dates.
    const modifiees = differencesDeclarations(avant, saisie, ['donneesFinancieres']).filter(
      (d) =>
        typeMaj === 'STANDARD' ||
        (typeMaj === 'COMPTESNONAPPROUVES' && CHAMPS_IDENTITE_EXERCICE.includes(d.chemin)),
    );
    if (modifiees.length > 0) {
      throw new ErreurMetier(
        'saisie',
        MESSAGE_EXERCICE_VALIDE,
        modifiees.map((d) => ({ champ: d.chemin, message: MESSAGE_EXERCICE_VALIDE })),
      );
    }
    const contexte = contexteDeclaration(
      { typeImmat: null, typeMaj },
      {
        aujourdhui: aujourdhui(),
        exercicePrecedent: exercicePrecedentDeReference(
          typeMaj,
          exercicePrecedent,
          typeMaj === 'ANNUELLE'
            ? await dernierChangementDeCloture(corrections, idCopropriete, idCorrigee)
            : null,
        ),
      },
    );
    // Transmise, la déclaration entière est revérifiée par le code du domaine, confirmations comprises ;
    // en brouillon, la saisie est gardée telle quelle (formats vérifiés par le contrat).
    if (transmettre) verifierDeclarationEntiere(saisie, contexte, corps.avertissementsConfirmes);
    await verifierCodesInsee(repo, saisie);

    const acteur = acteurDe(utilisateur);
    const libelle = saisie.identification?.nomCopropriete ?? null;
    const cible = (id: number) => ({ type: 'DECLARATION' as const, id, libelle });

    try {
      return await db.transaction(async (tx) => {
        const r = creerDeclarationRepository(tx);
        const copro = await r.coproprietePourMiseAJour(idCopropriete);
        if (!copro) throw new ErreurMetier('introuvable', MESSAGE_AUCUNE_DECLARATION_VALIDEE);
        let id: number;
        let version: number;
        if (existant) {
          const ecrite = await r.ecrire(
            existant.id,
            { immatCopropriete: saisie },
            { versionAttendue: existant.version },
          );
          if (ecrite === null) throw new ErreurMetier('conflit', MESSAGE_VERSION_DEPASSEE);
          id = existant.id;
          version = ecrite;
          if (!transmettre) {
            await journaliser(tx, {
              acteur: utilisateur,
              typeEvenement: 'ENREGISTREMENT_BROUILLON',
              cible: cible(id),
            });
          }
        } else {
          const creation = exigerTransition(machineDeclaration.creer('creerBrouillon', { acteur }));
          const cree = await r.creer({
            idCopropriete,
            statut: creation.etat,
            typeDeclaration: typeMaj,
            typeMaj,
            idTeledeclarant: utilisateur.idTeledeclarant,
            idCompteDeclarant: utilisateur.idCompte,
            utilisateurDeclare: utilisateur.login,
            cleCreation: corps.cleCreation as string,
            contenu: { immatCopropriete: saisie },
          });
          if (cree === undefined) throw new CleDejaPrise();
          if (idCorrigee !== null) await creerMisesAJourRepository(tx).marquerCorrection(cree, idCorrigee);
          id = cree;
          version = 1;
          await journaliser(tx, {
            acteur: utilisateur,
            transition: { depuis: null, resultat: creation },
            cible: cible(id),
          });
        }
        if (!transmettre) return { id, idCopropriete, version, statut: 'BROUILLON' as const };

        const statut = await transmettreMiseAJour(tx, {
          utilisateur,
          acteur,
          id,
          idCopropriete,
          typeMaj,
          idCorrigee,
          saisie,
        });
        return { id, idCopropriete, version: version + 1, statut };
      });
    } catch (erreur) {
      if (!(erreur instanceof CleDejaPrise)) throw erreur;
      const deja = await existantParCle(utilisateur, corps.cleCreation as string, idCopropriete);
      if (deja) return deja;
      throw erreur;
    }
  };
}
