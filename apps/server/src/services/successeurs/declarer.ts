import {
  ajouterJours,
  CLE_SUCCESSEUR_VALIDITE_JOURS,
  type DeclarationSuccesseur,
  type DeclarationSuccessionPossible,
  dateParisTexte,
  deciderDeclarationSuccesseur,
  ErreurMetier,
  exigerResultatAccepte,
  normaliserSiret,
  type SuccesseurDeclare,
  typeActeurDuProfil,
  verifierSuccesseurSaisi,
} from '@registre/domain';
import type { Db, Executeur } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerRattachementRepository } from '../../repositories/rattachement.repository.js';
import { creerSuccesseursRepository } from '../../repositories/successeurs.repository.js';
import {
  type CoproprieteSuccession,
  creerSuccessionRepository,
} from '../../repositories/succession.repository.js';
import { creerTeledeclarantRepository } from '../../repositories/teledeclarant.repository.js';
import { empreinteCle, genererCle } from '../comptes/cles.js';
import { deposerCourriel } from '../courriels/outbox.js';
import { MESSAGE_COPROPRIETE_INTROUVABLE, transitionCopropriete, transitionMandat } from './commun.js';
import { courrielCleAuSuccesseur, courrielDeclarationAuPredecesseur } from './courriels.js';

interface Dependances {
  urlPublique: string;
  maintenant?: () => Date;
}

/** Décision du domaine pour l'appelant, titulaire du mandat courant de la copropriété (404 sinon). */
async function decision(
  executeur: Executeur,
  utilisateur: UtilisateurSession,
  idCopropriete: number,
  verrou: boolean,
) {
  const copro = await creerSuccessionRepository(executeur).copropriete(idCopropriete, {
    pourMiseAJour: verrou,
  });
  // Une copropriété dont l'appelant ne détient pas le mandat n'est pas montrée : même réponse qu'un identifiant inconnu.
  // Un notaire a l'autorisation (choix d'un syndic à l'immatriculation, ADR 0142) mais ne détient jamais de mandat :
  // 404 aussi, plutôt qu'un 403 qui dirait que la copropriété existe (ADR 0313).
  if (
    copro === null ||
    utilisateur.idTeledeclarant === null ||
    typeActeurDuProfil(utilisateur.profil) !== 'declarant' ||
    copro.idTeledeclarantCourant !== utilisateur.idTeledeclarant
  ) {
    throw new ErreurMetier('introuvable', MESSAGE_COPROPRIETE_INTROUVABLE);
  }
  const decision = deciderDeclarationSuccesseur({
    etatCopropriete: copro.etat,
    statutMandatCourant: copro.mandat?.statut ?? null,
    titulaire: true,
    acteur: typeActeurDuProfil(utilisateur.profil),
  });
  return { copro, decision };
}

/**
 * Déclaration d'un successeur (`POST teledeclarant/verifieDeclSuccPossible`, `POST teledeclarant/successeur` ;
 * ADR 0330). Une transaction : copropriété verrouillée, règle du domaine, successeur contrôlé (syndic professionnel
 * actif, autre que soi, adresse d'un de ses comptes), mandat `SUCCESSEUR_DECLARE` avec l'empreinte d'une clé
 * aléatoire, journal, courriels (la clé en clair part seulement dans le courriel au successeur).
 */
export function creerDeclarationSuccesseur(db: Db, dependances: Dependances) {
  const horloge = dependances.maintenant ?? (() => new Date());

  return {
    async verifierPossible(
      utilisateur: UtilisateurSession,
      idCopropriete: number,
    ): Promise<DeclarationSuccessionPossible> {
      const { decision: d } = await decision(db, utilisateur, idCopropriete, false);
      return d.possible ? { possible: true, message: null } : { possible: false, message: d.message };
    },

    async declarer(
      utilisateur: UtilisateurSession,
      corps: DeclarationSuccesseur,
    ): Promise<SuccesseurDeclare> {
      const maintenant = horloge();
      const siret = normaliserSiret(corps.siret);
      return db.transaction(async (tx) => {
        const { copro, decision: d } = await decision(tx, utilisateur, corps.idCopropriete, true);
        if (!d.possible) throw new ErreurMetier(d.cause === 'relation' ? 'interdit' : 'conflit', d.message);
        const mandat = copro.mandat as NonNullable<CoproprieteSuccession['mandat']>;
        const idTd = utilisateur.idTeledeclarant as number;

        const successeur = await creerSuccesseursRepository(tx).professionnelParSiret(siret);
        const emailOk =
          successeur !== null &&
          (await creerTeledeclarantRepository(tx).compteAvecEmail(successeur.id, corps.email));
        exigerResultatAccepte(
          {
            erreurs: verifierSuccesseurSaisi(
              successeur ? { idTeledeclarant: successeur.id, emailDeLEtablissement: emailOk } : null,
              idTd,
            ),
            avertissements: [],
          },
          [],
        );
        const idSuccesseur = (successeur as NonNullable<typeof successeur>).id;

        const cle = genererCle();
        const libelle = copro.numeroImmatriculation ?? copro.nom;
        const statutMandat = await transitionMandat(tx, {
          utilisateur,
          idMandat: mandat.id,
          statut: mandat.statut,
          evenement: 'declarerSuccesseur',
          libelle,
          valeurs: {
            idTeledeclarantSuccesseur: idSuccesseur,
            emailSuccesseur: corps.email.trim().toLowerCase(),
            cleSuccesseurHash: empreinteCle(cle),
            successeurDeclareLe: maintenant,
          },
        });
        await transitionCopropriete(tx, {
          utilisateur,
          idCopropriete: copro.id,
          etat: copro.etat,
          evenement: 'declarerSuccesseur',
          libelle,
        });

        const rattachement = creerRattachementRepository(tx);
        const predecesseur = (await rattachement.etablissement(idTd)).raisonSociale;
        const nomSuccesseur = (await rattachement.etablissement(idSuccesseur)).raisonSociale;
        const valableJusquAu =
          dateParisTexte(ajouterJours(maintenant, CLE_SUCCESSEUR_VALIDITE_JOURS - 1)) ?? '';
        await deposerCourriel(tx, {
          destinataire: corps.email,
          ...courrielCleAuSuccesseur({
            nomCopropriete: copro.nom,
            numero: copro.numeroImmatriculation,
            predecesseur,
            lien: `${dependances.urlPublique}/successeur/${cle}`,
            valableJusquAu,
          }),
        });
        const adressePredecesseur = (await rattachement.adresseEtablissement(idTd)) ?? utilisateur.login;
        await deposerCourriel(tx, {
          destinataire: adressePredecesseur,
          ...courrielDeclarationAuPredecesseur({
            nomCopropriete: copro.nom,
            numero: copro.numeroImmatriculation,
            successeur: nomSuccesseur,
            lienSuivi: `${dependances.urlPublique}/copropriete`,
          }),
        });
        return {
          idCopropriete: copro.id,
          idMandat: mandat.id,
          statutMandat,
          notification: {
            titre: 'Successeur déclaré',
            description: `${nomSuccesseur ?? 'Votre successeur'} a reçu par courriel un lien pour valider votre déclaration (valable jusqu’au ${valableJusquAu}).`,
          },
        };
      });
    },
  };
}
