import { formaterDateTexte } from '@registre/domain';

/** Courriels du dépôt des demandes d'immatriculation (texte brut, comme les autres courriels du registre). */

const SIGNATURE =
  '\n\nLe teneur du registre national d’immatriculation des copropriétés\n(message automatique, merci de ne pas y répondre)';

const dateLongue = (date: Date) =>
  new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Paris',
  }).format(date);

/** Nature de la demande déposée, telle que le courriel la nomme. */
export type NatureDepot = 'IMMATRICULATION' | 'OFFICE' | 'MODIFICATION';

const OBJETS: Record<NatureDepot, string> = {
  IMMATRICULATION: 'votre demande d’immatriculation',
  OFFICE: 'votre demande d’immatriculation d’office',
  MODIFICATION: 'la modification de votre demande d’immatriculation',
};

/**
 * Accusé de réception d'un dépôt : ce qui a été reçu, quand, et la suite. Une demande de doublon dit
 * l'échéance de la réponse du teneur (un jour ouvré) et, si la copropriété existante est immatriculée, la
 * possibilité de s'y rattacher plutôt.
 */
export function courrielAccuseReceptionDepot(p: {
  prenom: string | null;
  nature: NatureDepot;
  nomCopropriete: string | null;
  adresse: string | null;
  deposeeLe: Date;
  lienSuivi: string;
  doublon: { echeance: Date; lienRattachement: string | null } | null;
}) {
  const copropriete = [p.nomCopropriete, p.adresse].filter(Boolean).join(', ') || 'votre copropriété';
  const doublon = p.doublon
    ? `\n\nCette copropriété ressemble de très près à une copropriété déjà connue du registre : votre demande est transmise au teneur comme demande de doublon. Il vous répondra au plus tard le ${formaterDateTexte(p.doublon.echeance)}.${
        p.doublon.lienRattachement
          ? `\nS’il s’agit bien de la même copropriété, vous pouvez demander à vous y rattacher au lieu d’en immatriculer une nouvelle :\n${p.doublon.lienRattachement}`
          : ''
      }`
    : '';
  return {
    sujet: `Registre des copropriétés : ${OBJETS[p.nature].replace(/^votre |^la /, '')} a bien été reçue`,
    texte: `Bonjour${p.prenom ? ` ${p.prenom}` : ''},\n\nLe registre a bien reçu ${OBJETS[p.nature]} pour ${copropriete}, le ${dateLongue(p.deposeeLe)}.\nLe teneur du registre va l’examiner ; vous serez informé de sa décision. Vous pouvez suivre votre demande dans la liste de vos copropriétés :\n${p.lienSuivi}${doublon}${SIGNATURE}`,
  };
}
