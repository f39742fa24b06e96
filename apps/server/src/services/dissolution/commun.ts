import {
  type ContexteActionCopropriete,
  type DissolutionLue,
  ErreurMetier,
  faitGenerateurLabels,
  formaterNumeroImmatriculation,
  motifDissolutionLabels,
  relationAvecCopropriete,
  typeJustifDissolutionLabels,
} from '@registre/domain';
import type { UtilisateurSession } from '../../plugins/session.js';
import type {
  CoproprieteDissolution,
  DissolutionEnregistree,
} from '../../repositories/dissolution.repository.js';

/** Copropriété inconnue, ou qu'un syndic ne gère pas : on ne dit pas laquelle des deux (ADR 0320). */
export const MESSAGE_COPROPRIETE_INTROUVABLE =
  "Cette copropriété n'existe pas ou vous ne pouvez pas en déclarer la dissolution.";

export const MESSAGE_DISSOLUTION_DEJA_EN_ATTENTE =
  'Une demande de dissolution de cette copropriété attend déjà le teneur du registre.';

export const MESSAGE_PAS_DE_DISSOLUTION_EN_ATTENTE =
  "Cette copropriété n'a pas de demande de dissolution qui attend le teneur du registre.";

export const introuvable = (message = MESSAGE_COPROPRIETE_INTROUVABLE) =>
  new ErreurMetier('introuvable', message);

/** Contexte de la règle d'action du domaine pour l'appelant et la copropriété lue (ADR 0160). */
export function contexteActionDe(
  utilisateur: UtilisateurSession,
  copro: CoproprieteDissolution,
): ContexteActionCopropriete {
  return {
    etat: copro.etat,
    statutMandatCourant: copro.statutMandatCourant,
    relation: relationAvecCopropriete(utilisateur, {
      idTeledeclarantAppelant: utilisateur.idTeledeclarant,
      idTeledeclarantCourant: copro.idTeledeclarantCourant,
      appelantAuteur: false,
    }),
    compte: utilisateur,
  };
}

/** Demande enregistrée, telle que le déclarant et le teneur la relisent. */
export function versDissolutionLue(d: DissolutionEnregistree): DissolutionLue {
  return {
    idDissolution: d.id,
    statut: d.statut,
    motif: d.motif,
    libelleMotif: motifDissolutionLabels[d.motif],
    autre: d.autre,
    dateFaitGenerateur: d.dateFaitGenerateur,
    libelleDateFaitGenerateur: faitGenerateurLabels[d.motif],
    typeJustifDissolution: d.typeJustif,
    libelleTypeJustif: typeJustifDissolutionLabels[d.typeJustif],
    dateDemande: d.dateDemande,
    nomJustificatif: d.nomJustificatif,
    demandeur: d.demandeur,
    raisonRefus: d.raisonRefus,
  };
}

const SIGNATURE = '\n\nLe teneur du registre national d’immatriculation des copropriétés';

function designation(nom: string | null, numero: string | null): string {
  const num = numero ? `n° ${formaterNumeroImmatriculation(numero)}` : 'sans numéro';
  return `${nom ? `${nom}, ` : ''}${num}`;
}

/** Accusé de réception au déclarant de la dissolution. */
export function courrielDissolutionDeclaree(p: { nom: string | null; numero: string | null; lien: string }) {
  return {
    sujet: 'Registre des copropriétés : votre déclaration de dissolution a bien été reçue',
    texte: `Bonjour,\n\nLe registre a bien reçu votre déclaration de dissolution de la copropriété ${designation(p.nom, p.numero)}.\nLe teneur du registre va l’examiner ; vous serez informé de sa décision. Vos copropriétés :\n${p.lien}${SIGNATURE}`,
  };
}

/** Information du syndic titulaire quand un notaire déclare la dissolution de sa copropriété. */
export function courrielDissolutionAuSyndic(p: {
  nom: string | null;
  numero: string | null;
  declarant: string | null;
  lien: string;
}) {
  return {
    sujet: 'Registre des copropriétés : la dissolution d’une de vos copropriétés a été déclarée',
    texte: `Bonjour,\n\n${p.declarant ?? 'Un notaire'} a déclaré la dissolution de la copropriété ${designation(p.nom, p.numero)}, dont votre établissement est le représentant légal au registre.\nLe teneur du registre va examiner cette déclaration. Si elle vous semble erronée, contactez le teneur du registre.\nVos copropriétés :\n${p.lien}${SIGNATURE}`,
  };
}

/** Décision du teneur, au déclarant (et au syndic titulaire s'il n'est pas le déclarant). */
export function courrielDecisionDissolution(p: {
  accepte: boolean;
  nom: string | null;
  numero: string | null;
  raison: string | null;
  lien: string;
}) {
  return p.accepte
    ? {
        sujet: 'Registre des copropriétés : la dissolution a été enregistrée',
        texte: `Bonjour,\n\nLe teneur du registre a enregistré la dissolution de la copropriété ${designation(p.nom, p.numero)} : elle figure désormais au registre comme dissoute.\nVos copropriétés :\n${p.lien}${SIGNATURE}`,
      }
    : {
        sujet: 'Registre des copropriétés : la déclaration de dissolution a été refusée',
        texte: `Bonjour,\n\nLe teneur du registre a refusé la déclaration de dissolution de la copropriété ${designation(p.nom, p.numero)}.\nRaison : ${p.raison ?? 'non précisée'}\nLa copropriété reste immatriculée. Vos copropriétés :\n${p.lien}${SIGNATURE}`,
      };
}
