import type { DetailEvenementDe, EtatCharte } from '@registre/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerCompteRepository } from '../../repositories/compte.repository.js';
import { journaliser } from '../journal.js';
import type { SessionFederee } from './session-federee.js';

/** Détail journalisé de l'acceptation ou du refus de la charte : l'identité fédérée, s'il y en a une. */
const detailCharte = ({ identiteFederee }: UtilisateurSession): DetailEvenementDe<'ACCEPTATION_CHARTE'> =>
  identiteFederee ? { email: identiteFederee.email, institution: identiteFederee.institution } : {};

/** Charte de confidentialité des comptes institutionnels (ADR 0066) : état, acceptation, refus. */
export function creerCharteConfidentialite(db: Db, session: SessionFederee) {
  const comptes = creerCompteRepository(db);

  /** Charte acceptée : pour une session fédérée, pendant cette session ; sinon, date portée par le compte. */
  async function etatCharte(utilisateur: UtilisateurSession): Promise<EtatCharte> {
    if (utilisateur.identiteFederee) {
      const le = utilisateur.identiteFederee.charteAccepteeLe ?? null;
      return { acceptee: le !== null, accepteeLe: le };
    }
    const compte = await comptes.parId(utilisateur.idCompte);
    const le = compte?.charteAccepteeLe?.toISOString() ?? null;
    return { acceptee: le !== null, accepteeLe: le };
  }

  return {
    etatCharte,

    async accepterCharte(requete: FastifyRequest, utilisateur: UtilisateurSession): Promise<EtatCharte> {
      const maintenant = new Date();
      await db.transaction(async (tx) => {
        await creerCompteRepository(tx).modifier(utilisateur.idCompte, { charteAccepteeLe: maintenant });
        await journaliser(tx, {
          acteur: utilisateur,
          typeEvenement: 'ACCEPTATION_CHARTE',
          cible: { type: 'UTILISATEUR', id: utilisateur.idCompte },
          detail: detailCharte(utilisateur),
        });
      });
      if (utilisateur.identiteFederee) {
        requete.session.utilisateur = {
          ...utilisateur,
          identiteFederee: { ...utilisateur.identiteFederee, charteAccepteeLe: maintenant.toISOString() },
        };
      }
      return { acceptee: true, accepteeLe: maintenant.toISOString() };
    },

    /** Refus de la charte : journalisé, puis déconnexion fédérée (adresse à ouvrir). */
    async refuserCharte(
      requete: FastifyRequest,
      reponse: FastifyReply,
      utilisateur: UtilisateurSession,
    ): Promise<string> {
      await db.transaction((tx) =>
        journaliser(tx, {
          acteur: utilisateur,
          typeEvenement: 'REFUS_CHARTE',
          cible: { type: 'UTILISATEUR', id: utilisateur.idCompte },
          detail: detailCharte(utilisateur),
        }),
      );
      return session.fermerSession(requete, reponse);
    },

    /**
     * Pour les services de l'outil de catégorisation et des données brutes (ADR 0035 §4) : un compte
     * institutionnel n'y accède qu'une fois la charte acceptée ; les autres profils ne sont pas concernés.
     */
    async charteEstAcceptee(utilisateur: UtilisateurSession): Promise<boolean> {
      if (utilisateur.profil !== 'INSTITUTIONNEL') return true;
      return (await etatCharte(utilisateur)).acceptee;
    },
  };
}
