import type { Adresse, Parcelle } from '../copropriete/copropriete.schema.js';
import {
  cheminsChamps,
  type DescripteurChamp,
  type Description,
  descripteurDe,
} from '../formulaire/descripteurs.js';
import { etiquetteEnergetiqueLabels } from '../referentiels/donnees-techniques.js';
import { typeArreteLabels } from '../referentiels/procedures.js';
import {
  type CleEtapeDeclaration,
  etapesDeclaration,
  type SaisieDeclaration,
} from './declaration.formulaire.js';
import type { Arrete } from './declaration.schema.js';

/**
 * Différences champ par champ entre deux déclarations (spec 1 §2 « récapitulatif » d'une mise à jour ;
 * issue 8 §5 ; ADR 0132) : ce qui a changé depuis la dernière déclaration validée. Fonction pure : les
 * libellés et les options viennent des descripteurs du formulaire, les valeurs sont rendues en texte lisible.
 */

/** Un champ qui a changé : son étape, son chemin, son libellé et ses valeurs avant et après, lisibles. */
export interface Difference {
  readonly etape: CleEtapeDeclaration;
  /** Chemin complet du champ (`identification.nbLots`). */
  readonly chemin: string;
  readonly libelle: string;
  /** Valeur de la dernière déclaration validée (`null` : non renseignée). */
  readonly avant: string | null;
  /** Valeur de la mise à jour (`null` : non renseignée). */
  readonly apres: string | null;
}

const lire = (objet: unknown, chemin: string): unknown =>
  chemin.split('.').reduce<unknown>((courant, cle) => {
    if (courant === null || typeof courant !== 'object') return undefined;
    return (courant as Record<string, unknown>)[cle];
  }, objet);

const nombre = (n: number) => new Intl.NumberFormat('fr-FR').format(n);

/** Libellé lisible d'une adresse : celui du géocodage, sinon numéro, voie, code postal et commune. */
export function libelleAdresse(adresse: Adresse | null | undefined): string | null {
  if (!adresse) return null;
  const compose = [adresse.numeroVoie, adresse.voie, adresse.lieuDit, adresse.codePostal, adresse.commune]
    .filter((partie) => partie !== null && partie !== undefined && String(partie).trim() !== '')
    .join(' ');
  return adresse.libelle || compose || null;
}

/** Référence cadastrale lisible : « 69382 000 AB 12 ». */
export function libelleParcelle(parcelle: Parcelle): string {
  return [parcelle.codeInsee, parcelle.prefixe ?? '000', parcelle.section, parcelle.numero]
    .filter(Boolean)
    .join(' ');
}

const libelleArrete = (arrete: Arrete): string =>
  [
    typeArreteLabels[arrete.type],
    arrete.dateArrete && `du ${arrete.dateArrete}`,
    arrete.dateMainLevee && `levé le ${arrete.dateMainLevee}`,
  ]
    .filter(Boolean)
    .join(' ');

/** Valeur d'un champ, en texte, selon sa nature (options, oui/non, listes, nombres). */
function valeurLisible(chemin: string, descripteur: DescripteurChamp, valeur: unknown): string | null {
  if (valeur === null || valeur === undefined || valeur === '') return null;
  if (chemin === 'identification.adressePrincipale') return libelleAdresse(valeur as Adresse);
  if (chemin === 'identification.adresseSecondaire') {
    const liste = (valeur as Adresse[]).map(libelleAdresse).filter((l): l is string => l !== null);
    return liste.length > 0 ? liste.join(' ; ') : null;
  }
  if (chemin === 'identification.parcelle') {
    const liste = (valeur as Parcelle[]).map(libelleParcelle);
    return liste.length > 0 ? liste.join(' ; ') : null;
  }
  if (chemin === 'procedures.arretes') {
    // Un arrêté vide (ajouté par la normalisation de spec 2 §5.1) ne compte pas.
    const liste = (valeur as Arrete[]).filter((a) => a.dateArrete || a.dateMainLevee).map(libelleArrete);
    return liste.length > 0 ? liste.join(' ; ') : null;
  }
  if (chemin === 'donneesTechniques.classementEnergetique') {
    const liste = Object.entries(valeur as Record<string, number | null>)
      .filter(([, n]) => typeof n === 'number' && n > 0)
      .map(
        ([etiquette, n]) =>
          `${etiquetteEnergetiqueLabels[etiquette as keyof typeof etiquetteEnergetiqueLabels] ?? etiquette} : ${nombre(n as number)}`,
      );
    return liste.length > 0 ? liste.join(' ; ') : null;
  }
  if (typeof valeur === 'boolean') {
    const option = descripteur.options?.find((o) => o.valeur === String(valeur));
    return option?.libelle ?? (valeur ? 'Oui' : 'Non');
  }
  if (typeof valeur === 'number') return nombre(valeur);
  if (typeof valeur === 'string') {
    return descripteur.options?.find((o) => o.valeur === valeur)?.libelle ?? valeur;
  }
  if (typeof valeur === 'object' && 'nom' in (valeur as object))
    return String((valeur as { nom: unknown }).nom);
  return JSON.stringify(valeur);
}

/**
 * Champs de la mise à jour qui diffèrent de la dernière déclaration validée, étape par étape, dans l'ordre
 * du formulaire. Les champs internes (identifiants, justificatif) ne comptent pas ; deux valeurs qui se
 * lisent de la même façon (liste vide et absence, 0 bâtiment d'une étiquette et étiquette absente) non plus.
 */
export function differencesDeclarations(
  avant: SaisieDeclaration | null | undefined,
  apres: SaisieDeclaration,
  etapes: readonly CleEtapeDeclaration[] = Object.keys(etapesDeclaration) as CleEtapeDeclaration[],
): Difference[] {
  const differences: Difference[] = [];
  for (const etape of etapes) {
    const description: Description = etapesDeclaration[etape].champs;
    for (const relatif of cheminsChamps(description)) {
      const descripteur = descripteurDe(description, relatif);
      if (!descripteur || descripteur.saisie === 'interne' || descripteur.saisie === 'fichier') continue;
      const chemin = `${etape}.${relatif}`;
      const valeurAvant = valeurLisible(chemin, descripteur, lire(avant?.[etape], relatif));
      const valeurApres = valeurLisible(chemin, descripteur, lire(apres[etape], relatif));
      if (valeurAvant !== valeurApres) {
        differences.push({
          etape,
          chemin,
          libelle: descripteur.libelle,
          avant: valeurAvant,
          apres: valeurApres,
        });
      }
    }
  }
  return differences;
}
