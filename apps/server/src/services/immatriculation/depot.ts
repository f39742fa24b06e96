import {
  aujourdhuiParis,
  coproprieteCompareeDeLIdentification,
  type DepotBrouillon,
  type DoublonPotentiel,
  ErreurMetier,
  type EvenementCopropriete,
  echeanceReponse,
  estModificationDemande,
  formaterDateTexte,
  MESSAGE_SAISIE_REFUSEE,
  machineCopropriete,
  machineDeclaration,
  type ResultatDepot,
  type TypeActeur,
  type TypeEvenement,
  type TypeImmat,
  typeActeurDuProfil,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerDeclarationRepository } from '../../repositories/declaration.repository.js';
import { creerSuccesseursRepository } from '../../repositories/successeurs.repository.js';
import { estAuteur, exigerTransition } from '../declarations/commun.js';
import { journaliser } from '../journal.js';
import { envoyerAccuse, notificationDepot, resultatDejaDepose, soumettreMandats } from './depot-suites.js';
import { reverifier } from './depot-verifications.js';
import { MESSAGE_DECLARATION_INTROUVABLE, rechercherDoublons } from './rechercher-doublons.js';

/** Par quelle route la demande est déposée : celle des syndics, ou celle des notaires avec leur successeur. */
export type VoieDepot = { route: 'brouillon' } | { route: 'notaire'; successeur: number | null };

const MESSAGE_DROITS = "Vous n'avez pas les droits nécessaires pour effectuer cette action.";

/** Ressources et libellés partagés par le dépôt (ADR 0142). */
interface Dependances {
  urlPublique: string;
  /** Horloge (les tests la fixent) ; par défaut, maintenant. */
  maintenant?: () => Date;
}

/**
 * Dépôt d'une demande d'immatriculation (issue 8 §3-§4, ADR 0142), en une transaction :
 * 1. la déclaration est lue et verrouillée (les dépôts simultanés du même brouillon s'attendent ; le second
 *    trouve la demande déposée et la rend telle quelle, sans rien écrire ni envoyer) ;
 * 2. elle est revérifiée entière par la description des étapes du domaine (400 par champ, rien de changé),
 *    règle d'office comprise ;
 * 3. une immatriculation initiale ou d'office est comparée aux copropriétés existantes : des doublons
 *    potentiels sans `transmettreMalgreDoublons` → réponse `DOUBLONS`, rien de déposé ;
 * 4. la déclaration passe `A_VALIDER`, la copropriété `IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER` (ou revient
 *    à valider pour une demande refusée ou en demande de précisions : modification de la demande), le mandat
 *    demandé `A_VALIDER`, par les cycles de vie du domaine, journalisés ; une demande de doublon porte la
 *    copropriété existante et l'heure du signalement (échéance : un jour ouvré) ;
 * 5. l'accusé de réception part par la boîte d'envoi, dans la même transaction.
 */
export function creerDepot(db: Db, dependances: Dependances) {
  const horloge = dependances.maintenant ?? (() => new Date());

  return async function deposer(
    utilisateur: UtilisateurSession,
    corps: DepotBrouillon,
    voie: VoieDepot,
  ): Promise<ResultatDepot> {
    const acteur: TypeActeur | null = typeActeurDuProfil(utilisateur.profil);
    if (acteur !== 'declarant' && acteur !== 'notaire') throw new ErreurMetier('interdit', MESSAGE_DROITS);

    return db.transaction(async (tx) => {
      const repo = creerDeclarationRepository(tx);
      const lue = await repo.lire(corps.idDeclaration, { pourMiseAJour: true });
      if (!lue || lue.entete.statut === 'SUPPRIME' || !estAuteur(utilisateur, lue.entete)) {
        throw new ErreurMetier('introuvable', MESSAGE_DECLARATION_INTROUVABLE);
      }
      const { entete } = lue;
      const typeImmat: TypeImmat = entete.typeImmat ?? 'DEFAULT';
      const parNotaire = typeImmat === 'INITIALE' || typeImmat === 'OFFICE';
      if (parNotaire !== (acteur === 'notaire')) {
        throw new ErreurMetier(
          'interdit',
          parNotaire
            ? "Cette immatriculation initiale ou d'office est déposée par un notaire."
            : 'Cette immatriculation est déposée par un syndic.',
        );
      }
      if (
        voie.route === 'notaire' &&
        typeImmat === 'INITIALE' &&
        !utilisateur.authorities.includes('IMMATRICULER_INITIALE')
      ) {
        throw new ErreurMetier('interdit', MESSAGE_DROITS);
      }
      if (
        voie.route === 'notaire' &&
        typeImmat === 'OFFICE' &&
        !utilisateur.authorities.includes('IMMATRICULER_D_OFFICE')
      ) {
        throw new ErreurMetier('interdit', MESSAGE_DROITS);
      }
      if (entete.statut === 'A_VALIDER' && entete.dateSoumission !== null) return resultatDejaDepose(tx, lue);
      if (entete.statut !== 'BROUILLON') {
        throw new ErreurMetier(
          'conflit',
          "Cette déclaration n'est plus un brouillon : elle ne peut pas être déposée.",
        );
      }

      // Cycles de vie : refusés (409) avant toute vérification de la saisie.
      const etatAvant = entete.etatCopropriete;
      // Modification d'une demande : refusée, en demande de précisions, ou reprise en attente (ADR 0173).
      const modification = estModificationDemande(etatAvant);
      const evenement: EvenementCopropriete = modification
        ? etatAvant === 'IMMATRICULATION_DEMANDE_DE_PRECISIONS'
          ? 'repondrePrecisions'
          : 'modifierDemande'
        : 'soumettre';
      const transitionCopro = exigerTransition(
        machineCopropriete.transition(etatAvant, evenement, { acteur }),
      );
      const transitionDeclaration = exigerTransition(
        machineDeclaration.transition(entete.statut, 'soumettre', { acteur }),
      );

      const maintenant = horloge();
      const saisie = reverifier(lue, typeImmat, corps, aujourdhuiParis(maintenant));

      // Successeur choisi par le notaire : un syndic actif.
      const successeur =
        voie.route === 'notaire' && voie.successeur !== null
          ? await creerSuccesseursRepository(tx).actifParId(voie.successeur)
          : null;
      if (voie.route === 'notaire' && voie.successeur !== null && successeur === null) {
        throw new ErreurMetier('saisie', MESSAGE_SAISIE_REFUSEE, [
          {
            champ: 'successeur',
            message: "Ce syndic successeur n'est pas inscrit au registre ou n'est pas actif.",
          },
        ]);
      }

      // Doublons : immatriculation initiale ou d'office seulement (pas la modification d'une demande).
      let doublons: DoublonPotentiel[] = [];
      if (!modification) {
        const comparee = coproprieteCompareeDeLIdentification(
          saisie.identification,
          saisie.donneesTechniques?.nbBatimentsTotal,
        );
        doublons = await rechercherDoublons(tx, comparee, entete.idCopropriete);
        if (doublons.length > 0 && !corps.transmettreMalgreDoublons) {
          return {
            resultat: 'DOUBLONS',
            idDeclaration: entete.id,
            idCopropriete: entete.idCopropriete,
            doublons,
          } satisfies ResultatDepot;
        }
      }
      const doublon = doublons[0] ?? null;
      const echeance = doublon === null ? null : echeanceReponse(maintenant);

      // Écritures.
      const reference = saisie.identification?.adressePrincipale;
      const typeMaj = modification ? 'MODIF_DEMANDE' : entete.typeMaj;
      await repo.modifierEntete(entete.id, {
        statut: transitionDeclaration.etat,
        dateSoumission: maintenant,
        typeMaj,
        typeDeclaration: typeMaj,
      });
      await repo.modifierCopropriete(entete.idCopropriete, {
        etat: transitionCopro.etat,
        latitude: reference?.latitude ?? null,
        longitude: reference?.longitude ?? null,
        geolocalisee:
          reference?.geolocalisee === true &&
          (saisie.identification?.parcelle ?? []).every((p) => p.geolocalisee),
        ...(modification
          ? {}
          : { idCoproprieteDoublon: doublon?.id ?? null, doublonSignaleLe: doublon ? maintenant : null }),
      });
      const nom = saisie.identification?.nomCopropriete ?? lue.declaration.nomCopropriete ?? null;
      const typeDeclaration: TypeEvenement =
        typeImmat === 'OFFICE'
          ? 'IMMATRICULATION_D_OFFICE'
          : modification
            ? 'MODIFICATION_DEMANDE'
            : 'SOUMISSION_IMMATRICULATION';
      await journaliser(tx, {
        acteur: utilisateur,
        transition: {
          depuis: entete.statut,
          resultat: transitionDeclaration,
          typeEvenement: typeDeclaration,
        },
        cible: { type: 'DECLARATION', id: entete.id, libelle: nom },
      });
      await journaliser(tx, {
        acteur: utilisateur,
        transition: {
          depuis: etatAvant,
          resultat: transitionCopro,
          ...(doublon
            ? { typeEvenement: 'DOUBLON_SIGNALE' as const }
            : typeImmat === 'OFFICE' && !modification
              ? { typeEvenement: 'IMMATRICULATION_D_OFFICE' as const }
              : {}),
        },
        cible: { type: 'COPROPRIETE', id: entete.idCopropriete, libelle: nom },
        ...(doublon
          ? {
              detail: {
                motif: `Copropriété existante n° ${doublon.id}${doublon.numeroImmatriculation ? ` (${doublon.numeroImmatriculation})` : ''} : ${doublon.motifs.join(', ')}`,
              },
            }
          : {}),
      });

      // Mandat demandé avec la déclaration (syndic), ou mandat du successeur choisi (notaire).
      await soumettreMandats(tx, { utilisateur, acteur, lue, successeur, maintenant, nom });

      // Accusé de réception, déposé dans la boîte d'envoi avec le reste.
      await envoyerAccuse(tx, {
        utilisateur,
        lue,
        nature: modification ? 'MODIFICATION' : typeImmat === 'OFFICE' ? 'OFFICE' : 'IMMATRICULATION',
        nom,
        reference,
        maintenant,
        doublon,
        echeance,
        urlPublique: dependances.urlPublique,
      });

      return {
        resultat: 'DEPOSE',
        idDeclaration: entete.id,
        idCopropriete: entete.idCopropriete,
        typeImmat,
        typeMaj,
        statutDeclaration: transitionDeclaration.etat,
        etatCopropriete: transitionCopro.etat,
        doublonSignale: doublon !== null,
        doublons,
        echeanceReponse: echeance === null ? null : formaterDateTexte(echeance),
        dejaDeposee: false,
        notification: notificationDepot(echeance),
      } satisfies ResultatDepot;
    });
  };
}
