import {
  ErreurMetier,
  formaterDateTexte,
  NON_RENSEIGNE,
  type SyndicFiche,
  type VerificationFicheSynthetique,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import {
  creerDeclarationRepository,
  type LigneCopropriete,
} from '../../repositories/declaration.repository.js';
import { creerFicheSynthetiqueRepository } from '../../repositories/fiche-synthetique.repository.js';
import { creerTeledeclarantRepository } from '../../repositories/teledeclarant.repository.js';
import { exigerActionSurCopropriete } from '../coproprietes/infos-action-copropriete.js';
import { type FicheSynthetiqueProduite, genererFicheSynthetique } from '../documents/fiche-synthetique.js';

export const MESSAGE_SANS_DECLARATION_COURANTE =
  "Cette copropriété n'a pas encore de déclaration validée : sa fiche synthétique n'existe pas.";

const dateOuNull = (d: Date | null | undefined) => (d ? formaterDateTexte(d) : null);

/**
 * Fiche synthétique (issue 8 §7, ADR 0116) : émission pour la personne qui en a le droit (titulaire du mandat
 * courant, notaire auteur, teneur : règle des actions, ADR 0160, par `exigerActionSurCopropriete`), enregistrement des
 * empreintes, vérification publique.
 */
export function creerServiceFicheSynthetique(
  db: Db,
  options: { urlPublique: string; maintenant?: () => Date },
) {
  const declarations = creerDeclarationRepository(db);
  const teledeclarants = creerTeledeclarantRepository(db);
  const fiches = creerFicheSynthetiqueRepository(db);

  /** Représentant légal courant et son mandat, ou `null` si la copropriété n'en a pas. */
  async function syndicCourant(copro: LigneCopropriete): Promise<SyndicFiche | null> {
    if (copro.idTeledeclarantCourant === null || copro.idMandatCourant === null) return null;
    const [td, mandat] = await Promise.all([
      teledeclarants.parId(copro.idTeledeclarantCourant),
      declarations.mandat(copro.idMandatCourant),
    ]);
    if (!td || td.type === 'NOTAIRE') return null;
    return {
      raisonSociale: td.raisonSociale ?? NON_RENSEIGNE,
      type: td.type,
      siret: td.siret,
      adresse: [
        td.adresseLigne2,
        td.adresseLigne3,
        td.adresseLigne4,
        td.adresseLigne5,
        td.adresseLigne6,
        td.adresseLigne7,
      ].filter((ligne): ligne is string => Boolean(ligne?.trim())),
      adminProvisoire: mandat?.adminProvisoire ?? false,
      dateDebutMandat: dateOuNull(mandat?.dateDebut ?? copro.dateDebutMandat),
      dateFinMandat: dateOuNull(mandat?.dateFin ?? copro.dateFinMandat),
    };
  }

  return {
    /** Établit la fiche de la déclaration courante et enregistre ses empreintes. */
    async emettre(utilisateur: UtilisateurSession, idCopropriete: number): Promise<FicheSynthetiqueProduite> {
      await exigerActionSurCopropriete(db, utilisateur, idCopropriete, 'FICHE_SYNTHETIQUE');
      const copro = await declarations.copropriete(idCopropriete);
      const idDeclaration = copro?.idDeclarationCourante ?? null;
      const lue = idDeclaration === null ? undefined : await declarations.lire(idDeclaration);
      if (!copro?.numeroImmatriculation || idDeclaration === null || !lue) {
        throw new ErreurMetier('conflit', MESSAGE_SANS_DECLARATION_COURANTE);
      }
      const etablieLe = options.maintenant?.() ?? new Date();
      const fiche = await genererFicheSynthetique(
        {
          numeroImmatriculation: copro.numeroImmatriculation,
          declaration: lue.declaration,
          syndic: await syndicCourant(copro),
          etablieLe,
        },
        { urlPublique: options.urlPublique },
      );
      await fiches.enregistrer({
        idCopropriete,
        idDeclaration,
        idMandat: copro.idMandatCourant,
        numeroImmatriculation: copro.numeroImmatriculation,
        nomFichier: fiche.nomFichier,
        empreinteContenu: fiche.empreinteContenu,
        empreintePdf: fiche.empreintePdf,
        idCompteEmetteur: utilisateur.idCompte,
        etablieLe,
      });
      return fiche;
    },

    /** Vérification publique : la fiche de cette empreinte est-elle la fiche courante ? */
    verifier(empreinte: string): Promise<VerificationFicheSynthetique> {
      return fiches.verifier(empreinte);
    },
  };
}
