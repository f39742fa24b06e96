import { formaterNumeroImmatriculation } from '@registre/domain';

const SIGNATURE = '\n\nLe teneur du registre national d’immatriculation des copropriétés';

function designation(nom: string | null, numero: string): string {
  return `${nom ? `${nom}, ` : ''}n° ${formaterNumeroImmatriculation(numero)}`;
}

/** Accusé de réception au syndic qui demande le rattachement ou conteste (ADR 0300). */
export function courrielDemandeRattachement(p: {
  contestation: boolean;
  nomCopropriete: string | null;
  numero: string;
  lienSuivi: string;
}) {
  const objet = p.contestation ? 'votre contestation de rattachement' : 'votre demande de rattachement';
  return {
    sujet: `Registre des copropriétés : ${objet.replace(/^votre /, '')} a bien été reçue`,
    texte: `Bonjour,\n\nLe registre a bien reçu ${objet} pour la copropriété ${designation(p.nomCopropriete, p.numero)}.\nLe teneur du registre va l’examiner ; vous serez informé de sa décision. Vous pouvez suivre vos copropriétés ici :\n${p.lienSuivi}${SIGNATURE}`,
  };
}

/** Information de l'établissement en place quand un autre syndic conteste son rattachement (ADR 0300). */
export function courrielContestationAuSyndicEnPlace(p: {
  nomCopropriete: string | null;
  numero: string;
  demandeur: string | null;
  lienSuivi: string;
}) {
  return {
    sujet: 'Registre des copropriétés : votre rattachement à une copropriété est contesté',
    texte: `Bonjour,\n\n${p.demandeur ?? 'Un autre syndic'} demande à être rattaché à la copropriété ${designation(p.nomCopropriete, p.numero)}, dont votre établissement est le représentant légal au registre, et a joint un justificatif de mandat.\nLe teneur du registre va examiner cette contestation. Si vous êtes toujours le représentant légal de cette copropriété, répondez à ce message ou contactez le teneur du registre avec votre justificatif de mandat.\nVos copropriétés :\n${p.lienSuivi}${SIGNATURE}`,
  };
}

/** Décision du teneur sur une demande de rattachement ou une contestation, au syndic demandeur (ADR 0301). */
export function courrielDecisionAuDemandeur(p: {
  accepte: boolean;
  contestation: boolean;
  nomCopropriete: string | null;
  numero: string;
  raison: string | null;
  lienSuivi: string;
}) {
  const objet = p.contestation ? 'votre contestation de rattachement' : 'votre demande de rattachement';
  const decision = p.accepte
    ? `a été acceptée : votre établissement est désormais le représentant légal de la copropriété ${designation(p.nomCopropriete, p.numero)} au registre.`
    : `pour la copropriété ${designation(p.nomCopropriete, p.numero)} a été refusée par le teneur du registre.${p.raison ? `\nRaison : ${p.raison}` : ''}`;
  return {
    sujet: `Registre des copropriétés : ${objet.replace(/^votre /, '')} ${p.accepte ? 'acceptée' : 'refusée'}`,
    texte: `Bonjour,\n\n${objet[0]?.toUpperCase()}${objet.slice(1)} ${decision}\nVos copropriétés :\n${p.lienSuivi}${SIGNATURE}`,
  };
}

/** Décision du teneur sur la contestation de son rattachement, à l'établissement en place (ADR 0301). */
export function courrielDecisionAuSyndicEnPlace(p: {
  accepte: boolean;
  nomCopropriete: string | null;
  numero: string;
  lienSuivi: string;
}) {
  return {
    sujet: `Registre des copropriétés : contestation de votre rattachement ${p.accepte ? 'acceptée' : 'refusée'}`,
    texte: `Bonjour,\n\nLe teneur du registre a examiné la contestation de votre rattachement à la copropriété ${designation(p.nomCopropriete, p.numero)}.\n${p.accepte ? 'La contestation est acceptée : votre mandat est archivé et votre établissement n’est plus le représentant légal de cette copropriété au registre.' : 'La contestation est refusée : votre établissement reste le représentant légal de cette copropriété au registre.'}\nVos copropriétés :\n${p.lienSuivi}${SIGNATURE}`,
  };
}

/** Question du teneur sur une demande de rattachement, à l'établissement demandeur (ADR 0305). */
export function courrielPrecisionsRattachement(p: {
  nomCopropriete: string | null;
  numero: string;
  message: string;
  avecPiece: boolean;
  lienFil: string;
}) {
  return {
    sujet: 'Registre des copropriétés : précisions demandées sur votre demande de rattachement',
    texte: `Bonjour,\n\nLe teneur du registre a besoin de précisions sur votre demande de rattachement à la copropriété ${designation(p.nomCopropriete, p.numero)} :\n\n${p.message}${p.avecPiece ? '\n\nUn document est joint à ce message.' : ''}\n\nVotre demande reste en attente de décision. Répondez dans son fil (un PDF peut être joint) :\n${p.lienFil}${SIGNATURE}`,
  };
}
