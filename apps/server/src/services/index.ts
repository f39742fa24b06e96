import { creerBatimentsHttp } from '../adapters/batiments/http.js';
import { creerBatimentsLocal } from '../adapters/batiments/local.js';
import { creerEtablissementsHttp } from '../adapters/etablissements/http.js';
import { creerEtablissementsLocal } from '../adapters/etablissements/local.js';
import { creerGeocodageHttp } from '../adapters/geocodage/http.js';
import { creerGeocodageLocal } from '../adapters/geocodage/local.js';
import { creerNewsletterHttp } from '../adapters/newsletter/http.js';
import { creerNewsletterLocal } from '../adapters/newsletter/local.js';
import { creerParcellesHttp } from '../adapters/parcelles/http.js';
import { creerParcellesLocal } from '../adapters/parcelles/local.js';
import type { Config } from '../config.js';
import type { Db } from '../db/connexion.js';
import { creerCommunesRepository } from '../repositories/communes.repository.js';
import { creerMessageInformationRepository } from '../repositories/message-information.repository.js';
import { creerReferentielRepository } from '../repositories/referentiel.repository.js';
import { creerServiceAnnuaire } from './annuaire/index.js';
import { creerServiceCaptcha, DIFFICULTE_PRODUCTION, DIFFICULTE_TEST } from './captcha/captcha.js';
import { creerServiceClavis } from './clavis/clavis-service.js';
import { creerPortIdentite } from './clavis/identite.js';
import { creerServiceAuthentification } from './comptes/authentification.js';
import { creerServiceCompte } from './comptes/compte-service.js';
import { creerServiceConnexionEnTantQue } from './comptes/connexion-en-tant-que.js';
import { creerServiceMonEtablissement } from './comptes/mon-etablissement-service.js';
import { creerServiceMotsDePasse } from './comptes/mots-de-passe-service.js';
import { creerServiceUtilisateurs } from './comptes/utilisateurs-service.js';
import { creerServiceListeCoproprietes } from './coproprietes/index.js';
import { creerServiceCourriers } from './courriers/index.js';
import { creerServiceDeclarations } from './declarations/index.js';
import { creerServiceModificationAdministrative } from './declarations/modification-administrative.js';
import { creerServiceDissolution } from './dissolution/index.js';
import { creerServiceEcheancier } from './echeancier/index.js';
import { creerServiceFichesMemo } from './fiches-memo/fiches-memo-service.js';
import { creerServiceImmatriculation } from './immatriculation/index.js';
import { creerServiceIndicateurs } from './indicateurs/index.js';
import { creerServiceJournalEvenements } from './journal-evenements/index.js';
import { creerLectureJustificatifs } from './justificatifs/lire.js';
import { creerIdentificationBatiment } from './localisation/identifier-batiment.js';
import { creerMiseAJourParcelles } from './localisation/mettre-a-jour-parcelles.js';
import { creerRechercheAdresses } from './localisation/rechercher-adresses.js';
import { creerVerificationParcelle } from './localisation/verifier-parcelle.js';
import { creerServiceMandats } from './mandats/index.js';
import { creerServiceNewsletter } from './newsletter/newsletter-service.js';
import { creerServiceNotaires } from './notaires/notaire-service.js';
import { creerServiceRattachement } from './rattachement/index.js';
import { creerServiceReclamations } from './reclamations/index.js';
import { creerServiceStatistiques } from './statistiques/index.js';
import { creerServiceSuccesseurs } from './successeurs/index.js';
import { creerServiceActivation } from './teledeclarants/activation-service.js';
import { creerServiceEtablissement } from './teledeclarants/etablissement-service.js';
import { creerServiceGestionTeledeclarants } from './teledeclarants/gestion-teledeclarants.js';
import { creerServiceInscription } from './teledeclarants/inscription-service.js';
import { creerServiceValidation } from './validation/index.js';

/** Services et dépôts de l'application, construits une fois et partagés par les routes. */
export function creerServices(db: Db, config: Config) {
  const captcha = creerServiceCaptcha(
    db,
    config.secretSession,
    config.captchaReduit ? DIFFICULTE_TEST : DIFFICULTE_PRODUCTION,
  );
  const etablissements = config.adaptateurs.etablissementsUrl
    ? creerEtablissementsHttp(config.adaptateurs.etablissementsUrl)
    : creerEtablissementsLocal();
  const { geocodageUrl, cadastreUrl, rnbUrl } = config.adaptateurs;
  const geocodage = geocodageUrl ? creerGeocodageHttp(geocodageUrl) : creerGeocodageLocal();
  const parcelles = cadastreUrl ? creerParcellesHttp(cadastreUrl) : creerParcellesLocal();
  const batiments = rnbUrl ? creerBatimentsHttp(rnbUrl) : creerBatimentsLocal();
  const portNewsletter = config.adaptateurs.mailjet
    ? creerNewsletterHttp(config.adaptateurs.mailjet)
    : creerNewsletterLocal(db);
  const identite = creerPortIdentite(config);
  const production = config.environnement === 'production';
  return {
    db,
    config,
    captcha,
    etablissements,
    adresses: creerRechercheAdresses(geocodage),
    parcelles: creerVerificationParcelle(parcelles),
    batiments: creerIdentificationBatiment(batiments),
    mettreAJourParcelles: creerMiseAJourParcelles(db, parcelles),
    messagesInformation: creerMessageInformationRepository(db),
    referentiel: creerReferentielRepository(db),
    communes: creerCommunesRepository(db),
    authentification: creerServiceAuthentification(db, captcha),
    comptes: creerServiceCompte(db, config.urlPublique),
    connexionEnTantQue: creerServiceConnexionEnTantQue(db),
    motsDePasse: creerServiceMotsDePasse(db, config.urlPublique),
    utilisateurs: creerServiceUtilisateurs(db, captcha, config.urlPublique),
    monEtablissement: creerServiceMonEtablissement(db),
    etablissement: creerServiceEtablissement(db, etablissements),
    inscription: creerServiceInscription(db, { captcha, etablissements, urlPublique: config.urlPublique }),
    activation: creerServiceActivation(db, config.urlPublique),
    gestionTeledeclarants: creerServiceGestionTeledeclarants(db, { urlPublique: config.urlPublique }),
    identite,
    clavis: creerServiceClavis(db, { identite, production }),
    listeCoproprietes: creerServiceListeCoproprietes(db),
    annuaire: creerServiceAnnuaire(db),
    declarations: creerServiceDeclarations(db),
    modificationAdmin: creerServiceModificationAdministrative(db, config.urlPublique),
    notaires: creerServiceNotaires(db, { certificat: config.certificat, etablissements, production }),
    immatriculation: creerServiceImmatriculation(db, { urlPublique: config.urlPublique }),
    validation: creerServiceValidation(db, { urlPublique: config.urlPublique }),
    rattachement: creerServiceRattachement(db, { urlPublique: config.urlPublique }),
    dissolution: creerServiceDissolution(db, { urlPublique: config.urlPublique }),
    justificatifs: creerLectureJustificatifs(db),
    mandats: creerServiceMandats(db, { urlPublique: config.urlPublique }),
    successeurs: creerServiceSuccesseurs(db, { urlPublique: config.urlPublique }),
    journalEvenements: creerServiceJournalEvenements(db),
    indicateurs: creerServiceIndicateurs(db, {
      toleranceInstantaneMs: config.toleranceIndicateursSecondes * 1000,
    }),
    newsletter: creerServiceNewsletter(db, { captcha, port: portNewsletter }),
    fichesMemo: creerServiceFichesMemo(db),
    courriers: creerServiceCourriers(db),
    reclamations: creerServiceReclamations(db, captcha),
    statistiques: creerServiceStatistiques(db),
    echeancier: creerServiceEcheancier(db, { urlPublique: config.urlPublique }),
  };
}

export type Services = ReturnType<typeof creerServices>;
