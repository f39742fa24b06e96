import {
  type CriteresRechercheTeledeclarant,
  ErreurMetier,
  type FicheTeledeclarant,
  instantIso,
  type ResultatRechercheTeledeclarants,
  type TeledeclarantEtUtilisateurs,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import { creerGestionTeledeclarantsRepository } from '../../repositories/gestion-teledeclarants.repository.js';
import type { LigneTeledeclarant } from '../../repositories/teledeclarant.repository.js';
import { etablissementEnregistre, representantLegalEnregistre } from './ligne-teledeclarant.js';

export const MESSAGE_TELEDECLARANT_INCONNU = "Ce télédéclarant n'existe pas.";

/** Fiche restituée au teneur à partir de la ligne enregistrée. */
export function fiche(td: LigneTeledeclarant, nbCopro: number): FicheTeledeclarant {
  const certificat = (subjectDn: string | null, issuerDn: string | null) =>
    subjectDn || issuerDn ? { subjectDn, issuerDn } : null;
  return {
    ...etablissementEnregistre(td),
    typeEtablissement: td.typeEtablissement,
    numeroEtudeNotariale: td.numeroEtudeNotariale,
    telephone: td.telephone,
    codePostal: td.codePostal,
    commune: td.localite,
    representantLegal: representantLegalEnregistre(td),
    parametresServiceWeb: {
      certificat1: certificat(td.certificat1SubjectDn, td.certificat1IssuerDn),
      certificat2: certificat(td.certificat2SubjectDn, td.certificat2IssuerDn),
    },
    nbCopro,
    dateCreation: td.creeLe.toISOString(),
    dateActivation: instantIso(td.activeLe),
    dateEnvoiCodeActivation: instantIso(td.codeActivationEnvoyeLe),
  };
}

/** Consultation des télédéclarants par le teneur : recherche, fiche, fiche avec les comptes (ADR 0060). */
export function creerConsultationTeledeclarants(db: Db) {
  const lecture = creerGestionTeledeclarantsRepository(db);

  async function lire(id: number): Promise<FicheTeledeclarant> {
    const td = await lecture.parId(id);
    if (!td) throw new ErreurMetier('introuvable', MESSAGE_TELEDECLARANT_INCONNU);
    return fiche(td, await lecture.nombreCoproprietes(id));
  }

  return {
    async rechercher(criteres: CriteresRechercheTeledeclarant): Promise<ResultatRechercheTeledeclarants> {
      const { lignes, totalItems } = await lecture.rechercher(criteres);
      return { teledeclarantDTOList: lignes, totalItems };
    },

    lire,

    async lireAvecUtilisateurs(id: number): Promise<TeledeclarantEtUtilisateurs> {
      const teledeclarant = await lire(id);
      const comptes = await lecture.comptes(id);
      return {
        teledeclarant,
        utilisateurs: comptes.map((c) => ({
          id: c.id,
          login: c.login,
          email: c.email,
          civilite: c.civilite,
          nom: c.nom,
          prenom: c.prenom,
          profil: c.profil,
          statut: c.statut,
          adminPrincipal: c.adminPrincipal,
          motDePasseCree: c.motDePasseHash !== null,
          dateDerniereActivite: instantIso(c.dateDerniereActivite),
        })),
      };
    },
  };
}
