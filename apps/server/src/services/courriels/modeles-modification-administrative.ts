import type { Difference } from '@registre/domain';

/** Courriel au syndic titulaire après une modification administrative par le teneur (ADR 0275), texte brut. */

const SIGNATURE =
  '\n\nLe teneur du registre national d’immatriculation des copropriétés\n(message automatique, merci de ne pas y répondre)';

/** Au-delà, le courriel renvoie à la liste des copropriétés pour le reste des changements. */
const NB_MAX_CHANGEMENTS_DETAILLES = 30;

export function courrielModificationAdministrative(p: {
  nomCopropriete: string | null;
  numero: string | null;
  motif: string;
  differences: readonly Difference[];
  lienSuivi: string;
}) {
  const copropriete = [p.nomCopropriete, p.numero ? `n° ${p.numero}` : null].filter(Boolean).join(', ');
  const lignes = p.differences
    .slice(0, NB_MAX_CHANGEMENTS_DETAILLES)
    .map((d) => `- ${d.libelle} : ${d.avant ?? 'non renseigné'} → ${d.apres ?? 'non renseigné'}`);
  const reste = p.differences.length - lignes.length;
  return {
    sujet: `Registre des copropriétés : données de ${p.nomCopropriete ?? 'votre copropriété'} corrigées par le teneur`,
    texte: `Bonjour,\n\nLe teneur du registre a corrigé les données de la copropriété ${copropriete || 'que vous gérez'}.\nMotif : ${p.motif}\n\nDonnées modifiées :\n${lignes.join('\n')}${reste > 0 ? `\n… et ${reste} autre(s) donnée(s).` : ''}\n\nLa déclaration corrigée est désormais la déclaration en vigueur ; vous la retrouvez dans la liste de vos copropriétés :\n${p.lienSuivi}${SIGNATURE}`,
  };
}
