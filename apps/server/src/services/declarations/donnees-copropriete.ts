import {
  aujourdhuiParis,
  type DeclarationPrecedente,
  type DonneesCopropriete,
  ErreurMetier,
  formaterDateTexte,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import {
  creerDeclarationRepository,
  type DeclarationLue,
} from '../../repositories/declaration.repository.js';
import { estAuteur, estTeneur, MESSAGE_COPROPRIETE_INTROUVABLE } from './commun.js';

/**
 * Données de la copropriété telles que les présente le formulaire (`GET coproprietes/declaration/
 * declaration-donnee-copropriete/{id}`, spec 1 §3 « Condominium data ») : celles de la déclaration qui fait
 * foi ou, avant l'immatriculation, de la dernière déclaration. Visibles du teneur, du représentant légal
 * courant et de l'auteur ; pour tout autre, la copropriété est « introuvable ».
 */
export function creerServiceDonneesCopropriete(db: Db) {
  const repo = creerDeclarationRepository(db);
  /** Teneur, représentant légal courant ou établissement auteur d'une déclaration de la copropriété. */
  async function exigerVisible(utilisateur: UtilisateurSession, idCopropriete: number) {
    const copropriete = await repo.copropriete(idCopropriete);
    if (!copropriete || copropriete.etat === 'SUPPRIMEE') {
      throw new ErreurMetier('introuvable', MESSAGE_COPROPRIETE_INTROUVABLE);
    }
    const declarations = await repo.listerParCopropriete(idCopropriete);
    const titulaire =
      utilisateur.idTeledeclarant !== null &&
      copropriete.idTeledeclarantCourant === utilisateur.idTeledeclarant;
    const auteur = declarations.some((d) => d.statut !== 'SUPPRIME' && estAuteur(utilisateur, d));
    if (!(estTeneur(utilisateur) || titulaire || auteur)) {
      throw new ErreurMetier('introuvable', MESSAGE_COPROPRIETE_INTROUVABLE);
    }
    return declarations;
  }

  return {
    /** Déclarations validées (immatriculation, mises à jour), de la plus récente à la plus ancienne. */
    async precedentes(
      utilisateur: UtilisateurSession,
      idCopropriete: number,
    ): Promise<DeclarationPrecedente[]> {
      const declarations = await exigerVisible(utilisateur, idCopropriete);
      return declarations
        .filter((d) => ['COURANTE', 'IMMATRICULATION', 'AVANT_DECLARATION_ANNUELLE'].includes(d.statut))
        .map((d) => ({
          id: d.id,
          statut: d.statut,
          typeMaj: d.typeMaj,
          typeImmat: d.typeImmat,
          utilisateurDeclare: d.utilisateurDeclare,
          dateDeclaration: formaterDateTexte(aujourdhuiParis(d.dateValidation ?? d.dateModification)),
          dateClotureComptes: d.dateClotureComptes ? formaterDateTexte(d.dateClotureComptes) : null,
        }));
    },

    async lire(utilisateur: UtilisateurSession, idCopropriete: number): Promise<DonneesCopropriete> {
      const copropriete = await repo.copropriete(idCopropriete);
      if (!copropriete || copropriete.etat === 'SUPPRIMEE') {
        throw new ErreurMetier('introuvable', MESSAGE_COPROPRIETE_INTROUVABLE);
      }
      let lue: DeclarationLue | undefined;
      if (copropriete.idDeclarationCourante !== null) {
        lue = await repo.lire(copropriete.idDeclarationCourante);
      } else {
        const [derniere] = (await repo.listerParCopropriete(idCopropriete)).filter(
          (d) => d.statut !== 'SUPPRIME',
        );
        lue = derniere && (await repo.lire(derniere.id));
      }
      const titulaire =
        utilisateur.idTeledeclarant !== null &&
        copropriete.idTeledeclarantCourant === utilisateur.idTeledeclarant;
      const auteur = lue !== undefined && estAuteur(utilisateur, lue.entete);
      if (!(estTeneur(utilisateur) || titulaire || auteur)) {
        throw new ErreurMetier('introuvable', MESSAGE_COPROPRIETE_INTROUVABLE);
      }
      // Copropriété reprise sans déclaration détaillée : les champs recopiés sur la copropriété.
      const ident = lue?.declaration.immatCopropriete.identification ?? {
        nomCopropriete: copropriete.nom,
        dateReglementCopropriete: copropriete.dateReglementCopropriete
          ? formaterDateTexte(copropriete.dateReglementCopropriete)
          : null,
        syndicatPrincipal: copropriete.syndicatPrincipal,
        syndicatCooperatif: copropriete.syndicatCooperatif,
        residenceService: copropriete.residenceService,
        numImmatriculationCoproprietePrincipale: copropriete.numImmatriculationPrincipale,
        siret: copropriete.siret,
        nbLots: copropriete.nbLots,
        nbLotsHab: copropriete.nbLotsHab,
        nbLotsHabBurCom: copropriete.nbLotsHabBurCom,
        nbLotsStationnement: copropriete.nbLotsStationnement,
      };
      return {
        nomCopropriete: (ident.nomCopropriete || copropriete.nom || 'Copropriété sans nom').slice(0, 50),
        dateReglementCopropriete: ident.dateReglementCopropriete ?? null,
        siret: ident.siret ?? null,
        syndicatPrincipal: ident.syndicatPrincipal ?? null,
        residenceService: ident.residenceService ?? null,
        syndicatCooperatif: ident.syndicatCooperatif ?? null,
        numImmatriculationCoproprietePrincipale: ident.numImmatriculationCoproprietePrincipale || null,
        nbAsl: ident.nbAsl ?? null,
        nbAful: ident.nbAful ?? null,
        nbUnionsSyndicats: ident.nbUnionsSyndicats ?? null,
        nbLots: ident.nbLots ?? null,
        nbLotsHabBurCom: ident.nbLotsHabBurCom ?? null,
        nbLotsHab: ident.nbLotsHab ?? null,
        nbLotsStationnement: ident.nbLotsStationnement ?? null,
        nombreBatiments:
          lue?.declaration.immatCopropriete.donneesTechniques?.nbBatimentsTotal ?? copropriete.nbBatiments,
        adressePrincipale: ident.adressePrincipale ?? null,
        adressesComplementaires: ident.adresseSecondaire ?? [],
        parcelles: ident.parcelle ?? [],
        idTeledeclarantCourant: copropriete.idTeledeclarantCourant,
        dateFinMandat: copropriete.dateFinMandat ? formaterDateTexte(copropriete.dateFinMandat) : null,
        majAnnuelle:
          copropriete.dateDerniereMajAnnuelle !== null &&
          aujourdhuiParis(new Date()).getTime() - copropriete.dateDerniereMajAnnuelle.getTime() <
            366 * 86_400_000,
      };
    },
  };
}
