import {
  ajouterJours,
  ajouterJoursOuvres,
  aujourdhuiParis,
  civiliteAbregeeLabels,
  DELAI_MAX_CODE_ACTIVATION_JOURS,
  type DetailEvenementDe,
  estAvant,
  formaterDateCompacte,
  LONGUEUR_MAX_LIGNE_ADRESSE,
} from '@registre/domain';
import type { Executeur } from '../../repositories/journal.repository.js';
import { creerLettreRepository } from '../../repositories/lettre.repository.js';
import {
  creerTeledeclarantRepository,
  type LigneTeledeclarant,
} from '../../repositories/teledeclarant.repository.js';
import { genererCodeActivation, normaliserCodeActivation } from '../comptes/cles.js';
import { genererLettreActivation } from '../documents/lettre-activation.js';
import { hacherMotDePasse, verifierMotDePasse } from '../mots-de-passe.js';

export const OBJET_LETTRE_ACTIVATION = 'Code d’activation de votre compte de télédéclarant';

/** Coupe un texte à la longueur d'une ligne postale (38 caractères). */
export function lignePostale(texte: string | null | undefined): string | null {
  const propre = (texte ?? '').replace(/\s+/g, ' ').trim();
  return propre === '' ? null : propre.slice(0, LONGUEUR_MAX_LIGNE_ADRESSE).trimEnd();
}

/** Lignes d'adresse enregistrées du télédéclarant, dans l'ordre l1 à l7. */
export function lignesDuTeledeclarant(td: LigneTeledeclarant): (string | null)[] {
  return [
    td.adresseLigne1,
    td.adresseLigne2,
    td.adresseLigne3,
    td.adresseLigne4,
    td.adresseLigne5,
    td.adresseLigne6,
    td.adresseLigne7,
  ];
}

/**
 * Adresse du courrier d'activation : celle de l'établissement, la deuxième ligne (destinataire) désignant
 * le représentant légal ; pour un syndic bénévole, l'adresse de la copropriété déjà libellée à son nom.
 */
export function adresseCourrier(td: LigneTeledeclarant): (string | null)[] {
  const lignes = lignesDuTeledeclarant(td);
  if (td.type === 'NON_PRO') return lignes;
  const civilite = td.representantCivilite ? civiliteAbregeeLabels[td.representantCivilite] : '';
  const nom = [civilite, td.representantPrenom, td.representantNom?.toUpperCase()].filter(Boolean).join(' ');
  return [
    lignes[0] ?? null,
    nom ? lignePostale(`A L'ATTENTION DE ${nom}`) : (lignes[1] ?? null),
    ...lignes.slice(2),
  ];
}

export interface CourrierActivation {
  /** Code en clair : il n'est conservé nulle part, seule son empreinte argon2id l'est. */
  code: string;
  idLettre: number;
  idDocument: number;
  sha256: string;
  dateEnvoiPrevue: Date;
}

/**
 * Date d'envoi prévue d'une lettre : le jour ouvré suivant (remise à l'imprimeur), jamais au-delà du délai de
 * 15 jours de la spécification.
 */
export function dateEnvoiPrevue(maintenant: Date): Date {
  const aujourdhui = aujourdhuiParis(maintenant);
  const suivant = ajouterJoursOuvres(aujourdhui, 1);
  const limite = ajouterJours(aujourdhui, DELAI_MAX_CODE_ACTIVATION_JOURS);
  return estAvant(suivant, limite) ? suivant : limite;
}

/**
 * Nouveau code d'activation d'un télédéclarant, dans la transaction de l'appelant (ADR 0051) : empreinte
 * argon2id du code enregistrée sur le télédéclarant, lettre PDF produite et conservée (octets et SHA-256)
 * dans `document`, lettre postale à envoyer dans `lettre`. Les lettres précédentes pas encore parties sont
 * annulées : seul le dernier code est valable.
 */
export async function preparerCourrierActivation(
  tx: Executeur,
  td: LigneTeledeclarant,
  options: { urlPublique: string; maintenant: Date },
): Promise<CourrierActivation> {
  const code = genererCodeActivation();
  const empreinte = await hacherMotDePasse(normaliserCodeActivation(code));
  const lettres = creerLettreRepository(tx);
  await lettres.annulerLettresAEnvoyer(td.id);
  await creerTeledeclarantRepository(tx).modifier(td.id, {
    codeActivationHash: empreinte,
    codeActivationEnvoyeLe: options.maintenant,
  });
  const adresse = adresseCourrier(td);
  const pdf = await genererLettreActivation({
    adresse,
    raisonSociale: td.raisonSociale ?? '',
    siret: td.siret,
    ...(td.type === 'NON_PRO'
      ? { designation: `la copropriété située ${[adresse[3], adresse[5]].filter(Boolean).join(', ')}` }
      : {}),
    codeActivation: code,
    dateEdition: options.maintenant,
    urlActivation: `${options.urlPublique}/compte/activation`,
  });
  const document = await lettres.insererDocument({
    nom: `code-activation-${td.id}-${formaterDateCompacte(aujourdhuiParis(options.maintenant))}.pdf`,
    typeMime: 'application/pdf',
    contenu: pdf,
  });
  const envoi = dateEnvoiPrevue(options.maintenant);
  const lettre = await lettres.insererLettre({
    idTeledeclarant: td.id,
    objet: OBJET_LETTRE_ACTIVATION,
    adresse,
    idDocument: document.id,
    dateEnvoiPrevue: envoi,
  });
  return {
    code,
    idLettre: lettre.id,
    idDocument: document.id,
    sha256: document.sha256,
    dateEnvoiPrevue: envoi,
  };
}

/** Détail de l'entrée du journal qui trace un courrier d'activation préparé. */
export function detailCourrier(courrier: CourrierActivation): DetailEvenementDe<'ENVOI_CODE_ACTIVATION'> {
  return {
    idLettre: courrier.idLettre,
    idDocument: courrier.idDocument,
    dateEnvoiPrevue: courrier.dateEnvoiPrevue.toISOString().slice(0, 10),
  };
}

/** Le code saisi correspond-il à l'empreinte enregistrée (tirets, espaces et casse indifférents) ? */
export function codeActivationCorrespond(empreinte: string | null, saisie: string): Promise<boolean> {
  return verifierMotDePasse(empreinte, normaliserCodeActivation(saisie));
}
