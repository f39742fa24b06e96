/** Textes des courriels envoyés par le registre (texte brut, lisible sur tout client de messagerie). */

const SIGNATURE =
  '\n\nLe teneur du registre national d’immatriculation des copropriétés\n(message automatique, merci de ne pas y répondre)';

export function courrielCreationMotDePasse(p: { prenom: string | null; lien: string }) {
  return {
    sujet: 'Registre des copropriétés : créez votre mot de passe',
    texte: `Bonjour${p.prenom ? ` ${p.prenom}` : ''},\n\nUn compte a été créé pour vous sur le registre national d’immatriculation des copropriétés.\nPour choisir votre mot de passe et activer votre compte, ouvrez le lien suivant :\n${p.lien}${SIGNATURE}`,
  };
}

export function courrielReinitialisation(p: { prenom: string | null; lien: string }) {
  return {
    sujet: 'Registre des copropriétés : réinitialisation de votre mot de passe',
    texte: `Bonjour${p.prenom ? ` ${p.prenom}` : ''},\n\nVous avez demandé à réinitialiser votre mot de passe. Ce lien est valable 24 heures :\n${p.lien}\n\nSi vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.${SIGNATURE}`,
  };
}

export function courrielMotDePasseModifie(p: { prenom: string | null }) {
  return {
    sujet: 'Registre des copropriétés : votre mot de passe a été modifié',
    texte: `Bonjour${p.prenom ? ` ${p.prenom}` : ''},\n\nLe mot de passe de votre compte vient d’être modifié. Si vous n’êtes pas à l’origine de ce changement, réinitialisez-le immédiatement et prévenez le teneur du registre.${SIGNATURE}`,
  };
}

/** Relance d'un compte resté longtemps sans connexion (tâche quotidienne, ADR 0073). */
export function courrielRelanceInactivite(p: {
  prenom: string | null;
  /** Dernière connexion, ou création du compte s'il ne s'est jamais connecté. */
  depuis: Date;
  jamaisConnecte: boolean;
  lien: string;
}) {
  const date = new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  }).format(p.depuis);
  const constat = p.jamaisConnecte
    ? `Votre compte sur le registre national d’immatriculation des copropriétés a été créé le ${date} et vous ne vous y êtes jamais connecté.`
    : `Vous ne vous êtes pas connecté au registre national d’immatriculation des copropriétés depuis le ${date}.`;
  return {
    sujet: 'Registre des copropriétés : votre compte est inactif',
    texte: `Bonjour${p.prenom ? ` ${p.prenom}` : ''},\n\n${constat}\nVotre compte reste ouvert. Pour continuer à l’utiliser et vérifier que vos informations sont à jour, connectez-vous :\n${p.lien}\n\nSi vous n’en avez plus l’usage (changement de fonctions, départ de l’établissement), demandez sa suppression à l’administrateur de votre établissement ou au teneur du registre.${SIGNATURE}`,
  };
}

/** Confirmation d'une nouvelle adresse électronique, envoyée à cette adresse (ADR 0086). */
export function courrielConfirmationEmail(p: { prenom: string | null; lien: string }) {
  return {
    sujet: 'Registre des copropriétés : confirmez votre nouvelle adresse électronique',
    texte: `Bonjour${p.prenom ? ` ${p.prenom}` : ''},\n\nCette adresse a été indiquée comme nouvelle adresse électronique d’un compte du registre national d’immatriculation des copropriétés. Pour la confirmer, ouvrez ce lien, valable 24 heures :\n${p.lien}\n\nTant qu’elle n’est pas confirmée, le compte garde son ancienne adresse. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.${SIGNATURE}`,
  };
}

/** Avis envoyé à l'ancienne adresse quand un changement d'adresse est demandé (ADR 0086). */
export function courrielChangementEmailDemande(p: { prenom: string | null }) {
  return {
    sujet: 'Registre des copropriétés : changement d’adresse électronique demandé',
    texte: `Bonjour${p.prenom ? ` ${p.prenom}` : ''},\n\nUn changement de l’adresse électronique de votre compte vient d’être demandé. Il ne prendra effet que lorsque la nouvelle adresse aura été confirmée par le lien qui lui a été envoyé.\n\nSi vous n’êtes pas à l’origine de cette demande, changez votre mot de passe et prévenez le teneur du registre.${SIGNATURE}`,
  };
}
