import { createHash } from 'node:crypto';
import { type CleDoublon, ErreurMetier, type ResultatActionGuichet } from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import type { DemandeLue } from '../../repositories/validation.repository.js';
import { accepterDemande, exigerActionSurType } from './accepter.js';
import { exigerDroitGuichet, type Horloge } from './commun.js';
import { coproprieteDoublon } from './lecture.js';
import { refuserDemande } from './refuser.js';
import { exigerDemandeOuverte } from './verrou.js';

const MESSAGE_CLE_PERIMEE =
  'La demande a changé depuis que vous l’avez lue : rechargez-la avant de décider du doublon.';

/** Clé de la demande telle qu'elle est lue : change dès que la copropriété, sa demande ou son doublon change. */
function cleDeLaDemande(demande: DemandeLue): string {
  return createHash('sha256')
    .update(
      `${demande.idCopropriete}:${demande.versionCopropriete}:${demande.idDeclaration}:${demande.idCoproprieteDoublon}`,
    )
    .digest('hex')
    .slice(0, 32);
}

/**
 * Demandes de doublon (ADR 0190 §5, ADR 0192 §6) : `typeModifNotaireOk/{n}` rend la clé de la demande ouverte et la
 * copropriété existante ; `validerDoublonCoproNotaire/{key}/{n}/{fusion}` décide : nouvelle copropriété
 * (acceptation, journal `VALIDATION_DOUBLON`) ou fusion dans l'existante (refus « déjà immatriculée » avec le
 * numéro existant et le lien de rattachement).
 */
export function creerDecisionDoublons(db: Db, horloge: Horloge, urlPublique: string) {
  return {
    async cle(utilisateur: UtilisateurSession, idCopropriete: number): Promise<CleDoublon> {
      exigerDroitGuichet(utilisateur);
      const maintenant = horloge();
      return db.transaction(async (tx) => {
        const demande = await exigerDemandeOuverte(tx, utilisateur, idCopropriete, maintenant);
        exigerActionSurType(demande, 'validerDoublon');
        const doublon = await coproprieteDoublon(tx, demande);
        if (doublon === null)
          throw new ErreurMetier('conflit', "Cette demande n'est pas une demande de doublon.");
        return {
          key: cleDeLaDemande(demande),
          idCopropriete,
          doublon,
          fusionPossible: doublon.numeroImmatriculation !== null,
        };
      });
    },

    async decider(
      utilisateur: UtilisateurSession,
      p: { key: string; n: number; fusion: 'true' | 'false' },
    ): Promise<ResultatActionGuichet> {
      const fusion = p.fusion === 'true';
      exigerDroitGuichet(utilisateur, fusion ? 'fusionnerDoublon' : 'validerDoublon');
      const maintenant = horloge();
      return db.transaction(async (tx) => {
        const demande = await exigerDemandeOuverte(tx, utilisateur, p.n, maintenant);
        exigerActionSurType(demande, fusion ? 'fusionnerDoublon' : 'validerDoublon');
        if (cleDeLaDemande(demande) !== p.key) throw new ErreurMetier('conflit', MESSAGE_CLE_PERIMEE);
        if (!fusion) {
          return accepterDemande(tx, {
            utilisateur,
            demande,
            maintenant,
            urlPublique,
            typeEvenement: 'VALIDATION_DOUBLON',
          });
        }
        const existante = await coproprieteDoublon(tx, demande);
        if (existante?.numeroImmatriculation == null) {
          throw new ErreurMetier(
            'conflit',
            "La copropriété existante n'est pas encore immatriculée : la fusion n'est pas possible, refusez ou acceptez la demande.",
          );
        }
        const numero = existante.numeroImmatriculation;
        const resultat = await refuserDemande(tx, {
          utilisateur,
          demande,
          motifs: ['COPROPRIETE_DEJA_IMMATRICULEE'],
          raison: `Doublon de la copropriété immatriculée ${numero} : votre demande y est fusionnée.`,
          urlPublique,
          complement: `Pour en devenir le représentant légal, demandez à vous rattacher à cette copropriété :\n${urlPublique}/rattacher-une-copropriete?numero=${numero}`,
        });
        return {
          ...resultat,
          numeroImmatriculation: numero,
          notification: {
            titre: 'Doublon fusionné',
            description: `La demande est rattachée à la copropriété existante ${numero} ; le déclarant est invité à s’y rattacher.`,
          },
        };
      });
    },
  };
}
