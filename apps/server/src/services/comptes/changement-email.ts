import { erreurSaisie, estDansFamille, PROFILS_NOTAIRE } from '@registre/domain';
import type { Db, Executeur } from '../../db/connexion.js';
import { creerCompteRepository, type LigneCompte } from '../../repositories/compte.repository.js';
import { detruireSessionsDesComptes } from '../../repositories/session.repository.js';
import { courrielChangementEmailDemande, courrielConfirmationEmail } from '../courriels/modeles.js';
import { deposerCourriel } from '../courriels/outbox.js';
import { journaliser } from '../journal.js';
import { empreinteCle, genererCle } from './cles.js';

const DUREE_CLE_EMAIL_MS = 24 * 60 * 60 * 1000;

export const MESSAGE_EMAIL_DEJA_UTILISE = 'Cette adresse électronique est déjà utilisée par un autre compte.';
export const MESSAGE_LIEN_EMAIL_INVALIDE =
  "Ce lien de confirmation n'est plus valable : il a déjà servi, a expiré ou a été remplacé par une demande plus récente.";

/** L'adresse sert-elle d'identifiant de connexion ? Pas pour un notaire (spec 1 §6). */
const adresseEstIdentifiant = (compte: Pick<LigneCompte, 'profil'>): boolean =>
  !estDansFamille(compte.profil, PROFILS_NOTAIRE);

/**
 * Demande de changement d'adresse électronique (ADR 0086), dans la transaction de l'appelant : l'adresse du
 * compte ne change pas encore ; un lien de confirmation valable 24 h part vers la nouvelle adresse et
 * l'ancienne est prévenue. Une nouvelle demande remplace la précédente.
 */
export async function demanderChangementEmail(
  tx: Executeur,
  compte: LigneCompte,
  nouvelEmail: string,
  urlPublique: string,
): Promise<void> {
  const depot = creerCompteRepository(tx);
  const existant = await depot.parLogin(nouvelEmail);
  if (existant && existant.id !== compte.id) throw erreurSaisie('email', MESSAGE_EMAIL_DEJA_UTILISE);
  const cle = genererCle();
  await depot.modifier(compte.id, {
    emailEnAttente: nouvelEmail,
    cleEmailHash: empreinteCle(cle),
    cleEmailExpireLe: new Date(Date.now() + DUREE_CLE_EMAIL_MS),
  });
  await deposerCourriel(tx, {
    destinataire: nouvelEmail,
    ...courrielConfirmationEmail({
      prenom: compte.prenom,
      lien: `${urlPublique}/compte/confirmation-email?key=${encodeURIComponent(cle)}`,
    }),
  });
  await deposerCourriel(tx, {
    destinataire: compte.email ?? compte.login,
    ...courrielChangementEmailDemande(compte),
  });
}

/**
 * Confirmation d'une nouvelle adresse par le lien reçu à cette adresse (`POST api/account/confirm_email`) :
 * l'adresse change, et l'identifiant avec elle quand l'adresse sert d'identifiant ; alors toutes les sessions du
 * compte prennent fin (il faut se reconnecter avec la nouvelle adresse).
 */
export async function confirmerChangementEmail(
  db: Db,
  cle: string,
): Promise<{ reconnexionNecessaire: boolean; idCompte: number }> {
  const empreinte = empreinteCle(cle);
  return db.transaction(async (tx) => {
    const depot = creerCompteRepository(tx);
    const compte = await depot.consommerCleEmail(empreinte);
    if (!compte || compte.statut === 'SUPPRIME' || compte.emailEnAttente === null) {
      throw erreurSaisie('cle', MESSAGE_LIEN_EMAIL_INVALIDE);
    }
    const nouvelEmail = compte.emailEnAttente;
    const changeIdentifiant = adresseEstIdentifiant(compte) && nouvelEmail !== compte.login;
    if (changeIdentifiant) {
      const existant = await depot.parLogin(nouvelEmail);
      if (existant && existant.id !== compte.id) throw erreurSaisie('cle', MESSAGE_EMAIL_DEJA_UTILISE);
    }
    await depot.modifier(compte.id, {
      email: nouvelEmail,
      emailEnAttente: null,
      ...(changeIdentifiant ? { login: nouvelEmail } : {}),
    });
    const sessionsFermees = changeIdentifiant ? await detruireSessionsDesComptes(tx, [compte.id]) : 0;
    await journaliser(tx, {
      acteur: { idCompte: compte.id, login: compte.login, profil: compte.profil },
      typeEvenement: 'MODIFICATION_COMPTE',
      cible: { type: 'UTILISATEUR', id: compte.id },
      detail: {
        adresseConfirmee: true,
        ...(changeIdentifiant ? { ancienIdentifiant: compte.login, nouvelIdentifiant: nouvelEmail } : {}),
        ...(sessionsFermees > 0 ? { sessionsFermees } : {}),
      },
    });
    return { reconnexionNecessaire: changeIdentifiant, idCompte: compte.id };
  });
}
