import {
  ErreurMetier,
  exigerResultatAccepte,
  MESSAGE_GEOLOCALISATION_INDISPONIBLE,
  type Parcelle,
  referenceCadastrale,
  verifierParcelles,
} from '@registre/domain';
import { ErreurServiceExterne } from '../../adapters/erreur-service.js';
import type { PortParcelles } from '../../adapters/parcelles/port.js';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerDeclarationRepository } from '../../repositories/declaration.repository.js';
import { exigerActionSurCopropriete } from '../coproprietes/infos-action-copropriete.js';
import { journaliser } from '../journal.js';

export const MESSAGE_DECLARATION_INCONNUE = "Cette déclaration n'existe pas.";
export const MESSAGE_DECLARATION_PAS_EN_VIGUEUR =
  'Seules les parcelles de la déclaration en vigueur de la copropriété peuvent être mises à jour ainsi.';

/**
 * `PUT api/coproprietes/updateParcelleNonGeolocalisees/{idDeclaration}` (spec 2 §7.2, écran « propriétés avec
 * parcelles non géolocalisées ») : les parcelles reçues sont revérifiées au cadastre (le drapeau envoyé par
 * le client n'est pas cru), au moins une doit être géolocalisée (`verifierParcelles`), puis elles remplacent
 * celles de la déclaration en vigueur, dans une transaction journalisée (MAJ_PARCELLES_NON_GEOLOCALISEES) qui
 * met aussi à jour l'indicateur « géolocalisée » de la copropriété (liste, tableau de bord du syndic).
 * Qui le peut : qui peut faire une mise à jour standard de la copropriété (règle des actions, ADR 0160).
 */
export function creerMiseAJourParcelles(db: Db, cadastre: PortParcelles) {
  /** Parcelle localisée par le cadastre ; service indisponible : 503 avec le message §8, rien n'est écrit. */
  const localiser = async (parcelle: Parcelle): Promise<Parcelle> => {
    const reference = referenceCadastrale(parcelle);
    if (!reference || !parcelle.codeInsee) return { ...parcelle, geolocalisee: false };
    try {
      const trouvee = await cadastre.trouverParcelle({ codeInsee: parcelle.codeInsee, ...reference });
      return {
        ...parcelle,
        ...reference,
        geolocalisee: trouvee?.longitude != null && trouvee.latitude != null,
      };
    } catch (erreur) {
      if (erreur instanceof ErreurServiceExterne) {
        throw new ErreurMetier('indisponible', MESSAGE_GEOLOCALISATION_INDISPONIBLE);
      }
      throw erreur;
    }
  };

  return async (utilisateur: UtilisateurSession, idDeclaration: number, saisies: readonly Parcelle[]) => {
    // Appels au cadastre hors transaction : aucune connexion n'est gardée pendant l'attente du service.
    const parcelles: Parcelle[] = [];
    for (const saisie of saisies) parcelles.push(await localiser(saisie));
    exigerResultatAccepte(verifierParcelles(parcelles));
    return db.transaction(async (tx) => {
      const declarations = creerDeclarationRepository(tx);
      const lue = await declarations.lire(idDeclaration, { pourMiseAJour: true });
      if (!lue) throw new ErreurMetier('introuvable', MESSAGE_DECLARATION_INCONNUE);
      const ligne = await exigerActionSurCopropriete(
        tx,
        utilisateur,
        lue.entete.idCopropriete,
        'MAJ_STANDARD',
      );
      if (lue.entete.idDeclarationCourante !== idDeclaration) {
        throw new ErreurMetier('conflit', MESSAGE_DECLARATION_PAS_EN_VIGUEUR);
      }
      const immat = lue.declaration.immatCopropriete;
      const contenu = {
        ...lue.declaration,
        immatCopropriete: { ...immat, identification: { ...immat.identification, parcelle: parcelles } },
      };
      const version = await declarations.ecrire(idDeclaration, contenu, {
        versionAttendue: lue.entete.version,
      });
      if (version === null) throw new ErreurMetier('conflit', MESSAGE_DECLARATION_PAS_EN_VIGUEUR);
      // La copropriété est géolocalisée quand son adresse de référence et toutes ses parcelles le sont.
      const adresseLocalisee = immat.identification?.adressePrincipale?.geolocalisee === true;
      const geolocalisees = parcelles.filter((p) => p.geolocalisee).length;
      await declarations.modifierCopropriete(lue.entete.idCopropriete, {
        geolocalisee: adresseLocalisee && geolocalisees === parcelles.length,
      });
      await journaliser(tx, {
        acteur: utilisateur,
        typeEvenement: 'MAJ_PARCELLES_NON_GEOLOCALISEES',
        cible: {
          type: 'DECLARATION',
          id: idDeclaration,
          libelle: ligne.numeroImmatriculation ?? ligne.nom ?? null,
        },
        detail: { motif: `${parcelles.length} parcelle(s), dont ${geolocalisees} géolocalisée(s)` },
      });
      return { parcelles };
    });
  };
}
