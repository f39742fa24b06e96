import {
  aujourdhuiParis,
  cleSuccesseurValable,
  dateFinMandatPredecesseur,
  ErreurMetier,
  erreurSaisie,
  exigerActionCopropriete,
  exigerResultatAccepte,
  formaterDateTexte,
  lireDateTexte,
  MESSAGE_CLE_AUTRE_ETABLISSEMENT,
  MESSAGE_CLE_SUCCESSEUR_INVALIDE,
  MESSAGE_SUCCESSION_INTROUVABLE,
  MESSAGE_VALIDATION_SANS_CLE,
  machineMandat,
  relationAvecCopropriete,
  type SuccesseurValide,
  typeActeurDuProfil,
  type ValidationSuccesseur,
  validationParCoproprietePossible,
  verifierMandatSuccesseur,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerDeclarationRepository } from '../../repositories/declaration.repository.js';
import { creerRattachementRepository } from '../../repositories/rattachement.repository.js';
import { creerSuccessionRepository } from '../../repositories/succession.repository.js';
import { empreinteCle } from '../comptes/cles.js';
import { deposerCourriel } from '../courriels/outbox.js';
import { exigerTransition } from '../declarations/commun.js';
import { journaliser } from '../journal.js';
import { transitionCopropriete, transitionMandat } from './commun.js';
import { courrielSuccessionValidee } from './courriels.js';

/**
 * Le mandat du prédécesseur, verrouillé : par l'empreinte de la clé (page du lien), ou, sans clé, par la
 * copropriété dont le successeur connecté est désigné (action de ligne, ADR 0312 ; 404 sinon, comme une
 * copropriété inconnue ; puis la règle de l'action, comme pour la section de la liste qui la propose).
 */
async function mandatAValider(
  repo: ReturnType<typeof creerSuccessionRepository>,
  utilisateur: UtilisateurSession,
  corps: ValidationSuccesseur,
  idSuccesseur: number,
  maintenant: Date,
) {
  if (corps.cle !== undefined) {
    const precedent = await repo.mandatParCle(empreinteCle(corps.cle), { pourMiseAJour: true });
    if (precedent === null || !cleSuccesseurValable(precedent, maintenant)) {
      throw erreurSaisie('cle', MESSAGE_CLE_SUCCESSEUR_INVALIDE);
    }
    return precedent;
  }
  if (corps.idCopropriete === undefined) throw erreurSaisie('cle', MESSAGE_VALIDATION_SANS_CLE);
  const copro = await repo.copropriete(corps.idCopropriete);
  const precedent =
    copro?.idMandatCourant == null ? null : await repo.mandatPourValidation(copro.idMandatCourant);
  if (
    copro === null ||
    precedent === null ||
    !validationParCoproprietePossible(precedent, idSuccesseur, maintenant)
  ) {
    throw new ErreurMetier('introuvable', MESSAGE_SUCCESSION_INTROUVABLE);
  }
  exigerActionCopropriete('VALIDER_DECLARATION_PREDECESSEUR', {
    etat: copro.etat,
    statutMandatCourant: precedent.statut,
    compte: { profil: utilisateur.profil, authorities: utilisateur.authorities },
    relation: relationAvecCopropriete(utilisateur, {
      idTeledeclarantAppelant: idSuccesseur,
      idTeledeclarantCourant: copro.idTeledeclarantCourant,
      appelantAuteur: false,
    }),
    faits: { successeurDesigne: true },
  });
  return precedent;
}

interface Dependances {
  urlPublique: string;
  maintenant?: () => Date;
}

/**
 * Le successeur valide la déclaration de son prédécesseur (`PUT successeur`, ADR 0330), en une transaction : mandat
 * du prédécesseur verrouillé par l'empreinte de la clé (deux validations simultanées : la seconde ne trouve plus la
 * clé), règles §5.3 du nouveau mandat, mandat du prédécesseur `SUCCESSEUR_VALIDE` terminé la veille puis archivé,
 * clé effacée (usage unique), nouveau mandat `COURANT`, copropriété rattachée au successeur, journal, courriels.
 */
export function creerValidationSuccesseur(db: Db, dependances: Dependances) {
  const horloge = dependances.maintenant ?? (() => new Date());

  return async function valider(
    utilisateur: UtilisateurSession,
    corps: ValidationSuccesseur,
  ): Promise<SuccesseurValide> {
    const maintenant = horloge();
    if (typeActeurDuProfil(utilisateur.profil) !== 'declarant' || utilisateur.idTeledeclarant === null) {
      throw new ErreurMetier('interdit', MESSAGE_CLE_AUTRE_ETABLISSEMENT);
    }
    const idSuccesseur = utilisateur.idTeledeclarant;
    return db.transaction(async (tx) => {
      const repo = creerSuccessionRepository(tx);
      const precedent = await mandatAValider(repo, utilisateur, corps, idSuccesseur, maintenant);
      if (precedent.idTeledeclarantSuccesseur !== idSuccesseur) {
        throw new ErreurMetier('interdit', MESSAGE_CLE_AUTRE_ETABLISSEMENT);
      }
      const copro = await repo.copropriete(precedent.idCopropriete, { pourMiseAJour: true });
      if (copro === null || copro.idMandatCourant !== precedent.id) {
        throw erreurSaisie('cle', MESSAGE_CLE_SUCCESSEUR_INVALIDE);
      }

      const dateDebut = lireDateTexte(corps.dateDebutMandat);
      const dateFin = lireDateTexte(corps.dateFinMandat);
      exigerResultatAccepte(
        verifierMandatSuccesseur(
          { dateDebutMandat: dateDebut, dateFinMandat: dateFin },
          { dateDebutMandat: precedent.dateDebut },
          aujourdhuiParis(maintenant),
        ),
        corps.avertissementsConfirmes,
      );
      const debut = dateDebut as Date;
      const fin = dateFin as Date;
      const finPredecesseur = dateFinMandatPredecesseur(debut, precedent.dateFin);

      const rattachement = creerRattachementRepository(tx);
      const nomPredecesseur = (await rattachement.etablissement(precedent.idTeledeclarant)).raisonSociale;
      const nomSuccesseur = (await rattachement.etablissement(idSuccesseur)).raisonSociale;
      const statutValide = await transitionMandat(tx, {
        utilisateur,
        idMandat: precedent.id,
        statut: precedent.statut,
        evenement: 'validerSuccesseur',
        libelle: nomPredecesseur,
        valeurs: { dateFin: finPredecesseur, cleSuccesseurHash: null },
      });
      // Le mandat du successeur commence au plus tard aujourd'hui : celui du prédécesseur est terminé, il est archivé.
      await transitionMandat(tx, {
        utilisateur: null,
        idMandat: precedent.id,
        statut: statutValide,
        evenement: 'archiver',
        libelle: nomPredecesseur,
      });

      const creation = exigerTransition(machineMandat.creer('validerSuccesseur', { acteur: 'declarant' }));
      const idMandat = await creerDeclarationRepository(tx).creerMandat({
        idCopropriete: copro.id,
        idTeledeclarant: idSuccesseur,
        statut: creation.etat,
        dateDebut: debut,
        dateFin: fin,
        idMandatPrecedent: precedent.id,
        idCompteDemandeur: utilisateur.idCompte,
        idCompteValidateur: utilisateur.idCompte,
        dateSoumission: maintenant,
        dateValidation: maintenant,
      });
      await journaliser(tx, {
        acteur: utilisateur,
        transition: { depuis: null, resultat: creation },
        cible: { type: 'MANDAT', id: idMandat, libelle: nomSuccesseur },
      });
      const libelle = copro.numeroImmatriculation ?? copro.nom;
      await transitionCopropriete(tx, {
        utilisateur,
        idCopropriete: copro.id,
        etat: copro.etat,
        evenement: 'validerSuccesseur',
        libelle,
        valeurs: {
          idMandatCourant: idMandat,
          idTeledeclarantCourant: idSuccesseur,
          dateDebutMandat: debut,
          dateFinMandat: fin,
        },
      });

      const commun = {
        nomCopropriete: copro.nom,
        numero: copro.numeroImmatriculation,
        successeur: nomSuccesseur,
        debut: formaterDateTexte(debut),
        finPredecesseur: formaterDateTexte(finPredecesseur),
        lienSuivi: `${dependances.urlPublique}/copropriete`,
      };
      const adresseSuccesseur = (await rattachement.adresseEtablissement(idSuccesseur)) ?? utilisateur.login;
      await deposerCourriel(tx, {
        destinataire: adresseSuccesseur,
        ...courrielSuccessionValidee({ ...commun, destinataire: 'SUCCESSEUR' }),
      });
      const adressePredecesseur = await rattachement.adresseEtablissement(precedent.idTeledeclarant);
      if (adressePredecesseur) {
        await deposerCourriel(tx, {
          destinataire: adressePredecesseur,
          ...courrielSuccessionValidee({ ...commun, destinataire: 'PREDECESSEUR' }),
        });
      }
      return {
        idCopropriete: copro.id,
        idMandat,
        idMandatPrecedent: precedent.id,
        notification: {
          titre: 'Déclaration validée',
          description: `Votre établissement est le représentant légal de la copropriété à compter du ${formaterDateTexte(debut)} ; votre prédécesseur en est informé.`,
        },
      };
    });
  };
}
