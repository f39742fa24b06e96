/**
 * Courriels du guichet (texte brut, comme les autres courriels du registre), déposés dans la boîte d'envoi dans
 * la transaction de l'action.
 */

const SIGNATURE =
  '\n\nLe teneur du registre national d’immatriculation des copropriétés\n(message automatique, merci de ne pas y répondre)';

const designation = (nom: string | null, adresse: string | null) =>
  [nom, adresse].filter(Boolean).join(', ') || 'votre copropriété';

export function courrielAcceptation(p: {
  nomCopropriete: string | null;
  adresse: string | null;
  numero: string;
  lienSuivi: string;
}) {
  return {
    sujet: `Registre des copropriétés : immatriculation de ${p.nomCopropriete ?? 'votre copropriété'} validée`,
    texte: `Bonjour,\n\nLe teneur du registre a validé votre demande d’immatriculation pour ${designation(p.nomCopropriete, p.adresse)}.\nNuméro d’immatriculation : ${p.numero}\n\nVous retrouvez la copropriété dans la liste de vos copropriétés :\n${p.lienSuivi}${SIGNATURE}`,
  };
}

export function courrielRefus(p: {
  nomCopropriete: string | null;
  adresse: string | null;
  motifs: string[];
  raison: string | null;
  lienSuivi: string;
}) {
  const motifs = p.motifs.map((m) => `- ${m}`).join('\n');
  return {
    sujet: `Registre des copropriétés : demande refusée pour ${p.nomCopropriete ?? 'votre copropriété'}`,
    texte: `Bonjour,\n\nLe teneur du registre a refusé votre demande pour ${designation(p.nomCopropriete, p.adresse)}, pour les motifs suivants :\n${motifs}${p.raison ? `\n\nPrécision du teneur :\n${p.raison}` : ''}\n\nVous pouvez corriger votre demande et la déposer de nouveau depuis la liste de vos copropriétés :\n${p.lienSuivi}${SIGNATURE}`,
  };
}

export function courrielPrecisions(p: {
  nomCopropriete: string | null;
  adresse: string | null;
  message: string;
  avecPiece: boolean;
  lienSuivi: string;
}) {
  return {
    sujet: `Registre des copropriétés : précisions demandées pour ${p.nomCopropriete ?? 'votre copropriété'}`,
    texte: `Bonjour,\n\nLe teneur du registre a besoin de précisions sur votre demande pour ${designation(p.nomCopropriete, p.adresse)} :\n\n${p.message}${p.avecPiece ? '\n\nUn document est joint à ce message.' : ''}\n\nRépondez dans le fil de la demande, puis modifiez-la et déposez-la de nouveau depuis la liste de vos copropriétés :\n${p.lienSuivi}${SIGNATURE}`,
  };
}

export function courrielAffectation(p: {
  nomCopropriete: string | null;
  adresse: string | null;
  raison: string;
  par: string;
  lienGuichet: string;
}) {
  return {
    sujet: `Registre des copropriétés : une demande vous est affectée (${p.nomCopropriete ?? 'copropriété'})`,
    texte: `Bonjour,\n\n${p.par} vous a affecté la demande pour ${designation(p.nomCopropriete, p.adresse)}.\nRaison : ${p.raison}\n\nElle vous est réservée au guichet de validation :\n${p.lienGuichet}${SIGNATURE}`,
  };
}
