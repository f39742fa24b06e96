import { captchaRoutes, compteRoutes } from '@registre/domain';
import { implementer } from '../plugins/contrats.js';
import type { Services } from '../services/index.js';

export function routesCompte(services: Services) {
  return [
    implementer(compteRoutes.authentification, async ({ body, requete }) => {
      await services.authentification.connecter(body, requete);
      return null;
    }),
    implementer(compteRoutes.deconnexion, async ({ requete }) => {
      await services.authentification.deconnecter(requete);
      return null;
    }),
    implementer(compteRoutes.compte, async ({ requete, utilisateur }) =>
      services.comptes.lire(requete, utilisateur),
    ),
    implementer(compteRoutes.enregistrerCompte, async ({ utilisateur, body }) =>
      services.comptes.modifier(utilisateur, body),
    ),
    implementer(compteRoutes.confirmerEmail, async ({ body, requete }) =>
      services.comptes.confirmerEmail(requete, body.cle),
    ),
    implementer(compteRoutes.verifierCleActivation, async ({ params }) =>
      services.motsDePasse.cleValide(params.key),
    ),
    implementer(compteRoutes.activer, async ({ body }) => {
      await services.motsDePasse.creerMotDePasse(body);
      return null;
    }),
    implementer(compteRoutes.reinitialiserMotDePasse, async ({ body }) => {
      await services.motsDePasse.demanderReinitialisation(body.email);
      return null;
    }),
    implementer(compteRoutes.changerMotDePasse, async ({ body, utilisateur, requete }) => {
      await services.motsDePasse.changerMotDePasse(utilisateur, body, requete.session.sessionId);
      return null;
    }),
    implementer(compteRoutes.connexionEnTantQue, async ({ params, requete, utilisateur }) =>
      services.connexionEnTantQue.commencer(requete, utilisateur, params.id),
    ),
    implementer(compteRoutes.finConnexionEnTantQue, async ({ requete, utilisateur }) =>
      services.connexionEnTantQue.terminer(requete, utilisateur),
    ),
    implementer(captchaRoutes.defi, async () => {
      const defi = await services.captcha.creerDefi();
      return { parameters: { ...defi.parameters }, signature: defi.signature };
    }),
    implementer(captchaRoutes.verifier, async ({ body }) => services.captcha.estValide(body.captcha)),
    implementer(captchaRoutes.contournement, async ({ utilisateur }) => ({
      jeton: services.captcha.jetonContournement(utilisateur.idCompte),
    })),
  ];
}
