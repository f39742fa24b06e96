import { ErreurMetier, type EtatSimulateurCertificat, erreurSaisie } from '@registre/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ConfigCertificat } from '../../config-identite.js';
import { CERTIFICATS_SIMULES, COOKIE_CERTIFICAT_SIMULE } from './certificats-simules.js';

/** Simulateur de certificat client, pour le développement (ADR 0067) : certificats fictifs et choix du navigateur. */
export function creerSimulateurCertificat(config: ConfigCertificat, production: boolean) {
  return {
    etatSimulateur(requete: FastifyRequest): EtatSimulateurCertificat {
      if (!config.simulateur) return { actif: false, certificats: [], choisi: null };
      const cookie = requete.cookies?.[COOKIE_CERTIFICAT_SIMULE];
      const lu = cookie ? requete.unsignCookie(cookie) : null;
      const choisi = lu?.valid && CERTIFICATS_SIMULES.some((c) => c.id === lu.value) ? lu.value : null;
      return { actif: true, certificats: [...CERTIFICATS_SIMULES], choisi };
    },

    /** Choisit (ou retire, `null`) le certificat fictif ; la session en cours est fermée (autre identité). */
    async choisirCertificatSimule(
      requete: FastifyRequest,
      reponse: FastifyReply,
      id: string | null,
    ): Promise<EtatSimulateurCertificat> {
      if (!config.simulateur) {
        throw new ErreurMetier(
          'introuvable',
          "Le simulateur de certificat n'est pas activé (SIMULATEUR_CERTIFICAT=1).",
        );
      }
      if (id !== null && !CERTIFICATS_SIMULES.some((c) => c.id === id)) {
        throw erreurSaisie('id', "Ce certificat fictif n'existe pas.");
      }
      if (requete.session.utilisateur) await requete.session.destroy();
      if (id === null) {
        reponse.clearCookie(COOKIE_CERTIFICAT_SIMULE, { path: '/' });
      } else {
        reponse.setCookie(COOKIE_CERTIFICAT_SIMULE, id, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: production,
          signed: true,
        });
      }
      return { actif: true, certificats: [...CERTIFICATS_SIMULES], choisi: id };
    },
  };
}
