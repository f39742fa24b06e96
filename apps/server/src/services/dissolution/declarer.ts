import { createHash } from 'node:crypto';
import {
  aujourdhuiParis,
  type DeclarationDissolution,
  type DissolutionDeclaree,
  ErreurMetier,
  erreurSaisie,
  exigerActionCopropriete,
  exigerResultatAccepte,
  formaterDateTexte,
  type InfosDissolution,
  lireDateTexte,
  machineCopropriete,
  typeActeurDuProfil,
  verifierDissolution,
  verifierPdf,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerDeclarationRepository } from '../../repositories/declaration.repository.js';
import {
  type CoproprieteDissolution,
  creerDissolutionRepository,
} from '../../repositories/dissolution.repository.js';
import { creerDocumentRepository } from '../../repositories/document.repository.js';
import { creerRattachementRepository } from '../../repositories/rattachement.repository.js';
import { deposerCourriel } from '../courriels/outbox.js';
import { exigerTransition } from '../declarations/commun.js';
import { journaliser } from '../journal.js';
import type { Horloge } from '../validation/commun.js';
import {
  contexteActionDe,
  courrielDissolutionAuSyndic,
  courrielDissolutionDeclaree,
  introuvable,
  MESSAGE_DISSOLUTION_DEJA_EN_ATTENTE,
  versDissolutionLue,
} from './commun.js';

const CHAMP_JUSTIFICATIF = 'justificatif';

/**
 * Qui peut déclarer (ADR 0320) : un syndic pour la copropriété dont il est le titulaire (sinon 404 : on ne dit pas
 * qu'elle existe), un notaire pour toute copropriété immatriculée. La règle d'action `DISSOUDRE` du domaine
 * décide du reste (état, droits).
 */
function exigerDeclarant(utilisateur: UtilisateurSession, copro: CoproprieteDissolution | null) {
  if (copro === null) throw introuvable();
  const acteur = typeActeurDuProfil(utilisateur.profil);
  if (acteur === 'declarant') {
    const titulaire =
      utilisateur.idTeledeclarant !== null && copro.idTeledeclarantCourant === utilisateur.idTeledeclarant;
    if (!titulaire) throw introuvable();
  } else if (acteur !== 'notaire') {
    throw new ErreurMetier(
      'interdit',
      "Vous n'avez pas les droits nécessaires pour déclarer une dissolution.",
    );
  }
  return { copro, acteur };
}

/** Déclaration d'une dissolution par le syndic titulaire ou un notaire (issue 11 §5, ADR 0320). */
export function creerDeclarationDissolution(db: Db, dependances: { urlPublique: string }, horloge: Horloge) {
  return {
    /** `GET coproprietes/infos/dissolution/{id}`. */
    async lire(utilisateur: UtilisateurSession, idCopropriete: number): Promise<InfosDissolution> {
      const repo = creerDissolutionRepository(db);
      const { copro } = exigerDeclarant(utilisateur, await repo.copropriete(idCopropriete));
      const enAttente = await repo.demandeEnAttente(idCopropriete);
      // Sans demande en attente, l'état doit permettre la déclaration (409 sinon) ; avec, on la montre.
      if (enAttente === null) exigerActionCopropriete('DISSOUDRE', contexteActionDe(utilisateur, copro));
      return {
        idCopropriete: copro.id,
        numeroImmatriculation: copro.numeroImmatriculation,
        nomCopropriete: copro.nom,
        etatCopropriete: copro.etat,
        dateReglementCopropriete: copro.dateReglementCopropriete,
        dateDemande: formaterDateTexte(aujourdhuiParis(horloge())),
        demandeEnAttente: enAttente ? versDissolutionLue(enAttente) : null,
      };
    },

    /**
     * `PUT coproprietes/infos/dissolution/{id}` (multipart), en une transaction : copropriété verrouillée, droits et
     * état (règle `DISSOUDRE`), date du fait générateur (§5.4), justificatif contrôlé par son contenu et écrit avec
     * son SHA-256, demande `A_VALIDER`, copropriété `DISSOLUTION_A_VALIDER`, journal, courriels.
     */
    async declarer(
      utilisateur: UtilisateurSession,
      idCopropriete: number,
      corps: DeclarationDissolution,
    ): Promise<DissolutionDeclaree> {
      const maintenant = horloge();
      const contenu = Buffer.from(corps.justificatif.contenu);
      const erreurPdf = verifierPdf(corps.justificatif.nom, contenu);
      const dateFaitGenerateur = lireDateTexte(corps.dateFaitGenerateur);
      if (dateFaitGenerateur === null) {
        throw erreurSaisie('dateFaitGenerateur', 'La date du fait générateur est invalide.');
      }
      return db.transaction(async (tx) => {
        const repo = creerDissolutionRepository(tx);
        const { copro, acteur } = exigerDeclarant(
          utilisateur,
          await repo.copropriete(idCopropriete, { pourMiseAJour: true }),
        );
        if (await repo.demandeEnAttente(copro.id)) {
          throw new ErreurMetier('conflit', MESSAGE_DISSOLUTION_DEJA_EN_ATTENTE);
        }
        exigerActionCopropriete('DISSOUDRE', contexteActionDe(utilisateur, copro));
        const regles = verifierDissolution(
          { dateFaitGenerateur },
          aujourdhuiParis(maintenant),
          lireDateTexte(copro.dateReglementCopropriete),
        );
        exigerResultatAccepte({
          ...regles,
          erreurs: erreurPdf
            ? [
                ...regles.erreurs,
                { champ: CHAMP_JUSTIFICATIF, code: 'fichier.invalide', message: erreurPdf.message },
              ]
            : regles.erreurs,
        });
        const transition = exigerTransition(
          machineCopropriete.transition(copro.etat, 'demanderDissolution', { acteur }),
        );

        const idDocument = await creerDocumentRepository(tx).inserer({
          nom: corps.justificatif.nom,
          typeMime: 'application/pdf',
          sha256: createHash('sha256').update(contenu).digest('hex'),
          contenu,
        });
        const idDissolution = await repo.inserer({
          idCopropriete: copro.id,
          motif: corps.motif,
          autre: corps.motif === 'AUTRE' ? (corps.autre ?? null) : null,
          dateFaitGenerateur,
          typeJustif: corps.typeJustifDissolution,
          idDocument,
          idCompteDemandeur: utilisateur.idCompte,
          idTeledeclarantDemandeur: utilisateur.idTeledeclarant,
          dateDemande: maintenant,
        });
        await creerDeclarationRepository(tx).modifierCopropriete(copro.id, { etat: transition.etat });
        await journaliser(tx, {
          acteur: utilisateur,
          transition: { depuis: copro.etat, resultat: transition },
          cible: { type: 'COPROPRIETE', id: copro.id, libelle: copro.numeroImmatriculation ?? copro.nom },
          detail: { motif: corps.motif === 'AUTRE' ? `Autre : ${corps.autre ?? ''}` : corps.motif },
        });

        const lien = `${dependances.urlPublique}/copropriete`;
        const rattachement = creerRattachementRepository(tx);
        const adresse =
          (utilisateur.idTeledeclarant !== null
            ? await rattachement.adresseEtablissement(utilisateur.idTeledeclarant)
            : null) ?? utilisateur.login;
        await deposerCourriel(tx, {
          destinataire: adresse,
          ...courrielDissolutionDeclaree({ nom: copro.nom, numero: copro.numeroImmatriculation, lien }),
        });
        const syndic = copro.idTeledeclarantCourant;
        if (syndic !== null && syndic !== utilisateur.idTeledeclarant) {
          const adresseSyndic = await rattachement.adresseEtablissement(syndic);
          if (adresseSyndic) {
            const declarant =
              utilisateur.idTeledeclarant !== null
                ? (await rattachement.etablissement(utilisateur.idTeledeclarant)).raisonSociale
                : null;
            await deposerCourriel(tx, {
              destinataire: adresseSyndic,
              ...courrielDissolutionAuSyndic({
                nom: copro.nom,
                numero: copro.numeroImmatriculation,
                declarant,
                lien,
              }),
            });
          }
        }
        return {
          idCopropriete: copro.id,
          idDissolution,
          etatCopropriete: transition.etat,
          notification: {
            titre: 'Demande transmise',
            description:
              'Votre déclaration de dissolution a été transmise au teneur du registre. Un accusé de réception vous a été envoyé par courriel.',
          },
        } satisfies DissolutionDeclaree;
      });
    },
  };
}
