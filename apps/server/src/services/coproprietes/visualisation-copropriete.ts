import type { VisualisationCopropriete } from '@registre/domain';
import type { UtilisateurSession } from '../../plugins/session.js';
import type { Executeur } from '../../repositories/journal.repository.js';
import { creerListeCoproprietesRepository } from '../../repositories/liste-coproprietes.repository.js';
import { actionsDeLaLigne, exigerLigne, lecteurDe } from './lecteur-copropriete.js';

/** `GET api/coproprietes/visualisation/{id}` : données d'une copropriété du périmètre de l'appelant. */
export function creerVisualisationCopropriete(db: Executeur) {
  const depot = creerListeCoproprietesRepository(db);
  return async (utilisateur: UtilisateurSession, id: number): Promise<VisualisationCopropriete> => {
    const ligne = exigerLigne(await depot.lire(lecteurDe(utilisateur), id));
    const identification = await depot.identification(id);
    const idDeclaration = identification?.idDeclaration ?? null;
    const [adresses, parcelles] =
      idDeclaration === null
        ? [[], []]
        : await Promise.all([depot.adresses(idDeclaration), depot.parcelles(idDeclaration)]);
    return {
      id: ligne.id,
      numeroImmatriculation: ligne.numeroImmatriculation,
      nomCopropriete: ligne.nom,
      dateReglementCopropriete: identification?.dateReglementCopropriete ?? null,
      siret: identification?.siret ?? null,
      syndicatPrincipal: identification?.syndicatPrincipal ?? null,
      residenceService: identification?.residenceService ?? null,
      syndicatCooperatif: identification?.syndicatCooperatif ?? null,
      numImmatriculationCoproprietePrincipale: identification?.numImmatriculationPrincipale ?? null,
      nbLots: ligne.nbLots,
      nbLotsHabBurCom: identification?.nbLotsHabBurCom ?? null,
      nbLotsHab: identification?.nbLotsHab ?? null,
      nbLotsStationnement: identification?.nbLotsStationnement ?? null,
      nombreBatiments: ligne.nbBatiments,
      adressePrincipale: ligne.adresseReference,
      statutCopropriete: ligne.etat,
      statutRattachement: ligne.statutMandat,
      idTeledeclarantCourant: ligne.idTeledeclarant,
      representantLegal: ligne.representantLegal,
      dateFinMandat: ligne.dateFinMandat,
      majAnnuelle: ligne.dateDerniereMajAnnuelle,
      adresses,
      parcelles,
      actions: actionsDeLaLigne(utilisateur, ligne),
    };
  };
}
