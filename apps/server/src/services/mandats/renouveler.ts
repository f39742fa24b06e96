import { createHash } from 'node:crypto';
import {
  ErreurMetier,
  exigerResultatAccepte,
  formaterDateTexte,
  lireDateTexte,
  mandatAVenir,
  type RenouvellementMandat,
  type ResultatOperationMandat,
  reglesRenouvellementMandat,
  typeActeurDuProfil,
  verifierPdf,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerDocumentRepository } from '../../repositories/document.repository.js';
import { creerMandatsRepository } from '../../repositories/mandats.repository.js';
import { exigerActionSurCopropriete } from '../coproprietes/infos-action-copropriete.js';
import { journaliser } from '../journal.js';
import {
  aujourdhui,
  exigerCreationMandat,
  prevenirEtablissement,
  transitionCopropriete,
  transitionMandat,
} from './commun.js';
import { courrielRenouvellement } from './courriels.js';

const CHAMP_JUSTIFICATIF = 'justificatif';

/**
 * Renouvellement du mandat par le syndic titulaire (`POST mandats/renouvellement`, ADR 0310), en une transaction :
 * copropriété verrouillée, règle des actions, règles §5.3 du renouvellement (avertissement 12 mois à confirmer),
 * justificatif contrôlé par son contenu et écrit avec son SHA-256, nouveau mandat `COURANT` chaîné au précédent,
 * ancien mandat `RENOUVELLEMENT_DECLARE` (ou archivé s'il avait expiré), copropriété rattachée, journal, courriel.
 * Un nouveau mandat qui commence plus tard reste « à venir » : la tâche de nuit le met en place à la fin de l'ancien.
 */
export function creerRenouvellementMandat(
  db: Db,
  dependances: { urlPublique: string; maintenant: () => Date },
) {
  return async function renouveler(
    utilisateur: UtilisateurSession,
    corps: RenouvellementMandat,
  ): Promise<ResultatOperationMandat> {
    if (typeActeurDuProfil(utilisateur.profil) !== 'declarant' || utilisateur.idTeledeclarant === null) {
      throw new ErreurMetier('interdit', 'Seul le syndic titulaire du mandat peut le renouveler.');
    }
    const idTd = utilisateur.idTeledeclarant;
    const maintenant = dependances.maintenant();
    const jour = aujourdhui(maintenant);
    const fichier = corps.justificatif ?? null;
    const contenu = fichier ? Buffer.from(fichier.contenu) : null;
    const erreurPdf = fichier && contenu ? verifierPdf(fichier.nom, contenu) : null;

    return db.transaction(async (tx) => {
      const repo = creerMandatsRepository(tx);
      const copro = await repo.copropriete(corps.idCopropriete, { pourMiseAJour: true });
      if (!copro) throw new ErreurMetier('introuvable', "Cette copropriété n'existe pas.");
      await exigerActionSurCopropriete(tx, utilisateur, copro.id, 'RENOUVELER_MANDAT');
      const courant = copro.idMandatCourant === null ? null : await repo.mandat(copro.idMandatCourant);
      if (!courant || courant.idTeledeclarant !== idTd) {
        throw new ErreurMetier('conflit', "Cette copropriété n'a pas de mandat en place à renouveler.");
      }

      // Saisie vérifiée avant toute écriture : une saisie refusée n'écrit rien.
      const regles = reglesRenouvellementMandat(
        corps.infoRattachement,
        courant.dateFin,
        fichier !== null,
        jour,
      );
      exigerResultatAccepte(
        erreurPdf
          ? {
              ...regles,
              erreurs: [
                ...regles.erreurs,
                { champ: CHAMP_JUSTIFICATIF, code: 'fichier.invalide', message: erreurPdf.message },
              ],
            }
          : regles,
        corps.avertissementsConfirmes,
      );
      const dateDebut = lireDateTexte(corps.infoRattachement.dateDebutMandat) as Date;
      const dateFin = lireDateTexte(corps.infoRattachement.dateFinMandat) as Date;
      const typeJustif = corps.infoRattachement.typeJustifMandat;
      if (!typeJustif || !fichier || !contenu) throw new Error('Saisie vérifiée incomplète.');

      const idDocument = await creerDocumentRepository(tx).inserer({
        nom: fichier.nom,
        typeMime: 'application/pdf',
        sha256: createHash('sha256').update(contenu).digest('hex'),
        contenu,
      });
      const creation = exigerCreationMandat('renouveler', utilisateur);
      const idMandat = await repo.creerMandatRenouvele({
        idCopropriete: copro.id,
        idTeledeclarant: idTd,
        statut: creation.etat,
        dateDebut,
        dateFin,
        adminProvisoire: corps.infoRattachement.adminProvisoire === true,
        syndicProvisoire: corps.syndicProvisoire,
        typeJustif,
        idDocument,
        idMandatPrecedent: courant.id,
        idCompteDemandeur: utilisateur.idCompte,
        maintenant,
      });
      const libelle = copro.numeroImmatriculation;
      await journaliser(tx, {
        acteur: utilisateur,
        transition: { depuis: null, resultat: creation },
        cible: { type: 'MANDAT', id: idMandat, libelle },
      });
      const statutAncien = await transitionMandat(tx, {
        acteur: utilisateur,
        mandat: courant,
        evenement: 'renouveler',
        libelle,
      });
      // L'ancien mandat avait expiré : il est archivé, le nouveau prend sa place aussitôt.
      const remplace = statutAncien === 'ARCHIVE';
      const etat = await transitionCopropriete(tx, {
        acteur: utilisateur,
        copropriete: copro,
        evenement: 'renouveler',
        ...(remplace
          ? { valeurs: { idMandatCourant: idMandat, dateDebutMandat: dateDebut, dateFinMandat: dateFin } }
          : {}),
      });

      const aVenir = mandatAVenir({ statut: creation.etat, dateDebut }, jour);
      await prevenirEtablissement(
        tx,
        idTd,
        courrielRenouvellement({
          nom: copro.nom,
          numero: copro.numeroImmatriculation,
          lienSuivi: `${dependances.urlPublique}/copropriete`,
          debut: formaterDateTexte(dateDebut),
          fin: formaterDateTexte(dateFin),
          aVenir,
        }),
        utilisateur.login,
      );
      return {
        idCopropriete: copro.id,
        idMandat,
        etatCopropriete: etat,
        statutMandat: creation.etat,
        notification: {
          titre: 'Mandat renouvelé',
          description: aVenir
            ? `Le renouvellement est enregistré : le nouveau mandat prendra effet le ${formaterDateTexte(dateDebut)}.`
            : 'Le renouvellement est enregistré : le nouveau mandat est en place.',
        },
      } satisfies ResultatOperationMandat;
    });
  };
}
