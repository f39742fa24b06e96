import { formaterNumeroImmatriculation } from '@registre/domain';

const SIGNATURE = '\n\nLe teneur du registre national d’immatriculation des copropriétés';

function designation(nom: string | null, numero: string | null): string {
  return `${nom ? `${nom}, ` : ''}n° ${numero ? formaterNumeroImmatriculation(numero) : 'non attribué'}`;
}

/** Au successeur désigné : le lien qui porte la clé secrète de validation (ADR 0330). */
export function courrielCleAuSuccesseur(p: {
  nomCopropriete: string | null;
  numero: string | null;
  predecesseur: string | null;
  lien: string;
  valableJusquAu: string;
}) {
  return {
    sujet: 'Registre des copropriétés : vous êtes désigné comme successeur d’un syndic',
    texte: `Bonjour,\n\n${p.predecesseur ?? 'Le syndic en place'} vous a déclaré comme son successeur pour la copropriété ${designation(p.nomCopropriete, p.numero)}.\nPour valider cette déclaration et déclarer votre mandat, connectez-vous au registre avec un compte de votre établissement puis ouvrez ce lien (valable jusqu’au ${p.valableJusquAu}, une seule fois) :\n${p.lien}\n\nSi vous n’êtes pas concerné, ignorez ce message.${SIGNATURE}`,
  };
}

/** Au prédécesseur : accusé de sa déclaration. */
export function courrielDeclarationAuPredecesseur(p: {
  nomCopropriete: string | null;
  numero: string | null;
  successeur: string | null;
  lienSuivi: string;
}) {
  return {
    sujet: 'Registre des copropriétés : votre déclaration de successeur a bien été enregistrée',
    texte: `Bonjour,\n\nVous avez déclaré ${p.successeur ?? 'un syndic'} comme votre successeur pour la copropriété ${designation(p.nomCopropriete, p.numero)}.\nIl a reçu par courriel un lien pour valider cette déclaration ; vous serez informé de sa validation. Vos copropriétés :\n${p.lienSuivi}${SIGNATURE}`,
  };
}

/** Aux deux syndics, quand le successeur a validé : qui détient désormais le mandat et depuis quand. */
export function courrielSuccessionValidee(p: {
  destinataire: 'PREDECESSEUR' | 'SUCCESSEUR';
  nomCopropriete: string | null;
  numero: string | null;
  successeur: string | null;
  debut: string;
  finPredecesseur: string;
  lienSuivi: string;
}) {
  const copro = designation(p.nomCopropriete, p.numero);
  const texte =
    p.destinataire === 'SUCCESSEUR'
      ? `Bonjour,\n\nVous avez validé la déclaration de votre prédécesseur : votre établissement est le représentant légal de la copropriété ${copro} à compter du ${p.debut}.\nVos copropriétés :\n${p.lienSuivi}${SIGNATURE}`
      : `Bonjour,\n\n${p.successeur ?? 'Votre successeur'} a validé votre déclaration : il est le représentant légal de la copropriété ${copro} à compter du ${p.debut}. Votre mandat prend fin le ${p.finPredecesseur} et il est archivé.\nVos copropriétés :\n${p.lienSuivi}${SIGNATURE}`;
  return { sujet: 'Registre des copropriétés : succession de syndic validée', texte };
}

/** Au successeur désigné : la déclaration qui le désignait est annulée par le titulaire (ADR 0313). */
export function courrielSuccessionAnnulee(p: {
  nomCopropriete: string | null;
  numero: string | null;
  predecesseur: string | null;
}) {
  return {
    sujet: 'Registre des copropriétés : déclaration de successeur annulée',
    texte: `Bonjour,\n\n${p.predecesseur ?? 'Le syndic en place'} a annulé la déclaration qui désignait votre établissement comme son successeur pour la copropriété ${designation(p.nomCopropriete, p.numero)}.\nLe lien de validation que vous avez reçu ne vaut plus.${SIGNATURE}`,
  };
}
