import { creerEtablissementsHttp } from '../adapters/etablissements/http.js';
import { creerEtablissementsLocal } from '../adapters/etablissements/local.js';
import type { Config } from '../config.js';
import type { Db } from '../db/connexion.js';
import { creerMessageInformationRepository } from '../repositories/message-information.repository.js';
import { creerServiceCaptcha, DIFFICULTE_PRODUCTION, DIFFICULTE_TEST } from './captcha/captcha.js';
import { creerServiceAuthentification } from './comptes/authentification.js';
import { creerServiceCompte } from './comptes/compte-service.js';
import { creerServiceConnexionEnTantQue } from './comptes/connexion-en-tant-que.js';
import { creerServiceMotsDePasse } from './comptes/mots-de-passe-service.js';

/** Services et dépôts de l'application, construits une fois et partagés par les routes. */
export function creerServices(db: Db, config: Config) {
  const captcha = creerServiceCaptcha(
    db,
    config.secretSession,
    config.captchaReduit ? DIFFICULTE_TEST : DIFFICULTE_PRODUCTION,
  );
  return {
    db,
    config,
    captcha,
    etablissements: config.adaptateurs.etablissementsUrl
      ? creerEtablissementsHttp(config.adaptateurs.etablissementsUrl)
      : creerEtablissementsLocal(),
    messagesInformation: creerMessageInformationRepository(db),
    authentification: creerServiceAuthentification(db, captcha),
    comptes: creerServiceCompte(db),
    connexionEnTantQue: creerServiceConnexionEnTantQue(db),
    motsDePasse: creerServiceMotsDePasse(db, config.urlPublique),
  };
}

export type Services = ReturnType<typeof creerServices>;
