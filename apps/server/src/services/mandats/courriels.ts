import { formaterNumeroImmatriculation } from '@registre/domain';

const SIGNATURE = '\n\nLe teneur du registre national d’immatriculation des copropriétés';

function designation(nom: string | null, numero: string | null): string {
  return `${nom ? `${nom}, ` : ''}n° ${numero ? formaterNumeroImmatriculation(numero) : '(sans numéro)'}`;
}

interface Copro {
  nom: string | null;
  numero: string | null;
  lienSuivi: string;
}

/** Confirmation au syndic qui renouvelle son mandat (ADR 0310). */
export function courrielRenouvellement(p: Copro & { debut: string; fin: string; aVenir: boolean }) {
  return {
    sujet: 'Registre des copropriétés : renouvellement de votre mandat enregistré',
    texte: `Bonjour,\n\nLe renouvellement de votre mandat pour la copropriété ${designation(p.nom, p.numero)} est enregistré au registre : du ${p.debut} au ${p.fin}.${p.aVenir ? '\nCe mandat prendra effet à sa date de début ; votre mandat actuel court jusque-là.' : ''}\nVos copropriétés :\n${p.lienSuivi}${SIGNATURE}`,
  };
}

/** Information du syndic quand le teneur corrige une date de son mandat (ADR 0310). */
export function courrielDateMandatCorrigee(
  p: Copro & { quoi: 'début' | 'fin'; ancienne: string | null; nouvelle: string },
) {
  return {
    sujet: `Registre des copropriétés : date de ${p.quoi} d’un mandat corrigée`,
    texte: `Bonjour,\n\nLe teneur du registre a corrigé la date de ${p.quoi} de votre mandat pour la copropriété ${designation(p.nom, p.numero)} : ${p.ancienne ?? 'non renseignée'} → ${p.nouvelle}.\nVos copropriétés :\n${p.lienSuivi}${SIGNATURE}`,
  };
}

/** Information du syndic dont le rattachement est retiré ou le mandat supprimé par le teneur (ADR 0310). */
export function courrielRetrait(p: Copro & { motif: string | null; suppression: boolean }) {
  const quoi = p.suppression ? 'Votre mandat' : 'Le rattachement de votre établissement';
  return {
    sujet: p.suppression
      ? 'Registre des copropriétés : un de vos mandats a été supprimé'
      : 'Registre des copropriétés : rattachement à une copropriété retiré',
    texte: `Bonjour,\n\n${quoi} pour la copropriété ${designation(p.nom, p.numero)} a été ${p.suppression ? 'supprimé' : 'retiré'} par le teneur du registre.${p.motif ? `\nMotif : ${p.motif}` : ''}\nSi vous pensez qu’il s’agit d’une erreur, contactez le teneur du registre.${SIGNATURE}`,
  };
}

/** Information du syndic dont le mandat a expiré (tâche de nuit, ADR 0310). */
export function courrielMandatExpire(p: Copro & { fin: string }) {
  return {
    sujet: 'Registre des copropriétés : votre mandat a expiré',
    texte: `Bonjour,\n\nVotre mandat pour la copropriété ${designation(p.nom, p.numero)} a pris fin le ${p.fin} sans renouvellement déclaré. La copropriété apparaît désormais au registre avec un rattachement expiré.\nSi votre mandat a été renouvelé, déclarez son renouvellement depuis la liste de vos copropriétés :\n${p.lienSuivi}${SIGNATURE}`,
  };
}
