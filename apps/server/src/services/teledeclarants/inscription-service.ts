import {
  type AdresseCoproprieteInscription,
  civiliteAbregeeLabels,
  communeCorrespondante,
  controlerInscription,
  ErreurMetier,
  emailAdministrateurPrincipal,
  erreurSaisie,
  type InscriptionTeledeclarant,
  inscriptionAvecSiret,
  machineTeledeclarant,
  messagesFormats,
  normaliserSiret,
  normaliserTelephone,
  type PersonneInscription,
  PROFIL_ADMIN_PRINCIPAL,
  type TypeInscription,
  verifierCommuneDuCodePostal,
} from '@registre/domain';
import type { PortEtablissements } from '../../adapters/etablissements/port.js';
import type { Db } from '../../db/connexion.js';
import { creerCompteRepository } from '../../repositories/compte.repository.js';
import type { Executeur } from '../../repositories/journal.repository.js';
import { creerReferentielRepository } from '../../repositories/referentiel.repository.js';
import { correspondanceRepresentantLegal } from '../../repositories/teledeclarant.correspondance.js';
import {
  creerTeledeclarantRepository,
  type NouveauTeledeclarant,
} from '../../repositories/teledeclarant.repository.js';
import type { ServiceCaptcha } from '../captcha/captcha.js';
import { MESSAGE_CAPTCHA_INVALIDE } from '../comptes/authentification.js';
import { inviterACreerMotDePasse } from '../comptes/mots-de-passe-service.js';
import { deposerCourriel } from '../courriels/outbox.js';
import { journaliser } from '../journal.js';
import { detailCourrier, lignePostale, preparerCourrierActivation } from './courrier-activation.js';
import { valeursEtablissementInscrit } from './etablissement-service.js';

export const MESSAGE_INSCRIPTION_INVALIDE =
  "La demande d'inscription contient des erreurs : corrigez les champs signalés.";

/** Code PostgreSQL et contrainte d'une erreur de requête (Drizzle l'enveloppe dans `cause`). */
function violationUnicite(erreur: unknown): string | null {
  const cause = erreur instanceof Error && erreur.cause instanceof Error ? erreur.cause : erreur;
  const { code, constraint } = (cause ?? {}) as { code?: string; constraint?: string };
  return code === '23505' ? (constraint ?? '') : null;
}

/** Courriel envoyé à l'adresse d'un compte existant quand une inscription la réutilise (ADR 0050). */
export function courrielInscriptionEnDouble(urlPublique: string) {
  return {
    sujet: 'Registre des copropriétés : demande d’inscription avec votre adresse',
    texte:
      'Bonjour,\n\nUne demande d’inscription de télédéclarant vient d’être faite au registre national d’immatriculation des copropriétés avec votre adresse électronique comme administrateur principal. ' +
      'Cette adresse est déjà l’identifiant d’un compte : aucun nouveau compte n’a été créé.\n\n' +
      `Si vous êtes à l’origine de cette demande, connectez-vous avec votre compte (${urlPublique}/compte) ou, si vous avez oublié votre mot de passe, demandez-en un nouveau depuis la page de connexion. ` +
      'Pour inscrire un autre établissement, recommencez l’inscription avec une autre adresse électronique pour son administrateur principal.\n\n' +
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.' +
      '\n\nLe teneur du registre national d’immatriculation des copropriétés\n(message automatique, merci de ne pas y répondre)',
  };
}

const nomComplet = (p: Pick<PersonneInscription, 'civilite' | 'prenom' | 'nom'>) =>
  `${civiliteAbregeeLabels[p.civilite]} ${p.prenom} ${p.nom.toUpperCase()}`;

/**
 * Colonnes du représentant légal, par la correspondance commune (ADR 0115) : son identité et, pour un syndic
 * bénévole, l'adresse de la copropriété, où il reçoit son courrier.
 */
const representant = (p: PersonneInscription, adresse: AdresseCoproprieteInscription | null) =>
  correspondanceRepresentantLegal.versColonnes({
    civilite: p.civilite,
    nom: p.nom,
    prenom: p.prenom,
    email: p.email,
    telephone: p.telephone,
    adresse,
  });

export function creerServiceInscription(
  db: Db,
  dependances: { captcha: ServiceCaptcha; etablissements: PortEtablissements; urlPublique: string },
) {
  const teledeclarants = creerTeledeclarantRepository(db);
  const referentiel = creerReferentielRepository(db);
  const comptes = creerCompteRepository(db);

  /** Établissement (syndic professionnel, étude) : SIRET libre, établissement existant, code APE autorisé. */
  async function valeursEtablissement(type: TypeInscription, saisie: InscriptionTeledeclarant) {
    const siret = normaliserSiret(saisie.siret ?? '');
    if (await teledeclarants.actifParSiret(siret))
      throw erreurSaisie('siret', messagesFormats.siretDejaUtilise);
    return valeursEtablissementInscrit(dependances.etablissements, teledeclarants, type, siret);
  }

  /**
   * Syndic bénévole (ADR 0050) : pas de SIRET ; son identité et l'adresse de la copropriété, où le courrier
   * d'activation est envoyé. Le code postal doit exister ; la commune est reconnue si son nom correspond.
   */
  async function valeursSyndicBenevole(saisie: InscriptionTeledeclarant) {
    const adresse = saisie.adresseCopropriete!;
    const communes = await referentiel.communesDuCodePostal(adresse.codePostal);
    const erreur = verifierCommuneDuCodePostal(communes, { commune: adresse.commune });
    if (erreur !== null) throw erreurSaisie(`adresseCopropriete.${erreur.champ}`, erreur.message);
    const commune = communeCorrespondante(communes, adresse.commune);
    // Ligne 6 de l'adresse : code postal et libellé d'acheminement officiel, jamais la saisie telle quelle.
    const localite = (commune?.acheminement ?? adresse.commune).trim().toUpperCase();
    const p = saisie.representantLegal;
    return {
      siret: null,
      raisonSociale: `${p.prenom} ${p.nom.toUpperCase()}`.slice(0, 200),
      adresseLigne1: lignePostale(nomComplet(p)),
      adresseLigne2: lignePostale(adresse.complement),
      adresseLigne3: lignePostale(adresse.immeuble),
      adresseLigne4: lignePostale(adresse.voie),
      adresseLigne5: lignePostale(adresse.lieuDit),
      adresseLigne6: lignePostale(`${adresse.codePostal} ${localite}`),
      adresseLigne7: null,
      codePostal: adresse.codePostal,
      codeInsee: commune?.codeInsee ?? null,
      localite,
    } satisfies Partial<NouveauTeledeclarant>;
  }

  /** Une inscription réutilise l'identifiant d'un compte : rien n'est créé, la personne est prévenue par courriel. */
  async function signalerInscriptionEnDouble(login: string): Promise<void> {
    await db.transaction((tx) =>
      deposerCourriel(tx, { destinataire: login, ...courrielInscriptionEnDouble(dependances.urlPublique) }),
    );
  }

  /** Création, dans une seule transaction, du télédéclarant, du compte, du courriel, du courrier et du journal. */
  async function creer(
    tx: Executeur,
    type: TypeInscription,
    saisie: InscriptionTeledeclarant,
    valeurs: Partial<NouveauTeledeclarant>,
    login: string,
  ): Promise<void> {
    // Le syndic s'inscrit et attend son code (inscrire) ; l'étude attend la finalisation notariale (ADR 0050).
    const creation =
      type === 'NOTAIRE'
        ? machineTeledeclarant.creer('inscrireEtude', { acteur: 'notaire' })
        : machineTeledeclarant.creer('inscrire', { acteur: 'declarant' });
    if (!creation.ok) throw new ErreurMetier('conflit', creation.refus.message);
    const depot = creerTeledeclarantRepository(tx);
    const p = saisie.representantLegal;
    const td = await depot.inserer({
      type,
      statut: creation.etat,
      ...valeurs,
      telephone: normaliserTelephone(p.telephone),
      ...representant(p, inscriptionAvecSiret(type) ? null : (saisie.adresseCopropriete ?? null)),
    });
    const admin = saisie.administrateurEstRepresentant || !saisie.administrateur ? p : saisie.administrateur;
    const compteAdmin = await depot.insererCompte({
      login,
      email: login,
      civilite: admin.civilite,
      nom: admin.nom,
      prenom: admin.prenom,
      telephone: normaliserTelephone(admin.telephone),
      profil: PROFIL_ADMIN_PRINCIPAL[type],
      statut: 'ATT_ACTIVATION',
      activated: false,
      adminPrincipal: true,
      idTeledeclarant: td.id,
    });
    await inviterACreerMotDePasse(tx, compteAdmin, dependances.urlPublique);
    const acteur = {
      idCompte: compteAdmin.id,
      login: compteAdmin.login,
      profil: compteAdmin.profil,
      nomComplet: `${admin.prenom} ${admin.nom}`,
    };
    const cible = { type: 'TELEDECLARANT' as const, id: td.id, libelle: td.raisonSociale };
    await journaliser(tx, {
      acteur,
      transition: { depuis: null, resultat: creation },
      cible,
      detail: { type, siret: td.siret, idCompteAdministrateur: compteAdmin.id },
    });
    if (type === 'NOTAIRE') return;
    const courrier = await preparerCourrierActivation(tx, td, {
      urlPublique: dependances.urlPublique,
      maintenant: new Date(),
    });
    await journaliser(tx, {
      acteur,
      typeEvenement: 'ENVOI_CODE_ACTIVATION',
      cible,
      detail: detailCourrier(courrier),
    });
  }

  return {
    /**
     * Inscription publique d'un télédéclarant (spec 2 §5.2, §7.1 ; ADR 0050, 0051). Contrôles : champs selon
     * le type, captcha consommé, SIRET libre, établissement existant, code APE autorisé (le refus renvoie le
     * code NAF). Une adresse d'administrateur déjà utilisée ne crée rien et ne se distingue pas d'une réussite
     * (la personne est prévenue par courriel) : l'inscription ne révèle pas les comptes existants.
     */
    async inscrire(type: TypeInscription, saisie: InscriptionTeledeclarant): Promise<void> {
      const erreurs = controlerInscription(type, saisie);
      if (erreurs.length > 0) throw new ErreurMetier('saisie', MESSAGE_INSCRIPTION_INVALIDE, erreurs);
      if (!(await dependances.captcha.consommer(saisie.captcha))) {
        throw erreurSaisie('captcha', MESSAGE_CAPTCHA_INVALIDE);
      }
      const valeurs = inscriptionAvecSiret(type)
        ? await valeursEtablissement(type, saisie)
        : await valeursSyndicBenevole(saisie);
      const login = emailAdministrateurPrincipal(saisie);
      if (await comptes.parLogin(login)) {
        await signalerInscriptionEnDouble(login);
        return;
      }
      try {
        await db.transaction((tx) => creer(tx, type, saisie, valeurs, login));
      } catch (erreur) {
        const contrainte = violationUnicite(erreur);
        if (contrainte === 'teledeclarant_siret_actif_unique') {
          throw erreurSaisie('siret', messagesFormats.siretDejaUtilise);
        }
        if (contrainte === 'compte_login_unique') {
          await signalerInscriptionEnDouble(login);
          return;
        }
        throw erreur;
      }
    },
  };
}
