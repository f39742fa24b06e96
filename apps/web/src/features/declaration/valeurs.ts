import {
  type CleEtapeDeclaration,
  type ContexteDeclaration,
  type DescripteurChamp,
  type Description,
  estDescripteur,
  etapesDeclaration,
  type ImmatCopropriete,
  normaliserSaisieDeclaration,
  reglesEtapeDeclaration,
  type SaisieDeclaration,
  schemaSoumissionEtapeDeclaration,
} from '@registre/domain';
import { type FieldErrors, type FieldValues, type Resolver, set } from 'react-hook-form';

/**
 * Valeurs du formulaire de déclaration : les cinq parties de `immatCopropriete`, chaque champ présent
 * (`null` quand il n'est pas renseigné), pour que react-hook-form relise un brouillon exactement.
 */
export type ValeursDeclaration = { [K in CleEtapeDeclaration]: Record<string, unknown> };

/** Valeur d'un champ vide : liste vide, objet vide (classement énergétique) ou `null`. */
function valeurVide(descripteur: DescripteurChamp): unknown {
  const type = (descripteur.valeur as { def?: { type?: string } }).def?.type;
  if (type === 'array') return [];
  if (type === 'record') return {};
  return null;
}

function completer(description: Description, valeurs: Record<string, unknown> | null | undefined) {
  const resultat: Record<string, unknown> = { ...(valeurs ?? {}) };
  for (const [cle, element] of Object.entries(description)) {
    const valeur = valeurs?.[cle];
    resultat[cle] = estDescripteur(element)
      ? (valeur ?? valeurVide(element))
      : completer(element, valeur as Record<string, unknown> | null | undefined);
  }
  return resultat;
}

/** Valeurs du formulaire depuis une déclaration (brouillon relu) ou vides. */
export function valeursFormulaire(immat?: ImmatCopropriete | SaisieDeclaration | null): ValeursDeclaration {
  return Object.fromEntries(
    (Object.keys(etapesDeclaration) as CleEtapeDeclaration[]).map((cle) => [
      cle,
      completer(etapesDeclaration[cle].champs, (immat?.[cle] ?? null) as Record<string, unknown> | null),
    ]),
  ) as ValeursDeclaration;
}

/** Champ du formulaire qui porte le fichier justificatif choisi (hors de la déclaration). */
const CHAMP_FICHIER = 'fichierJustificatif';

/** Justificatif choisi et pas encore envoyé, s'il y en a un. */
export function fichierChoisi(valeurs: ValeursDeclaration): File | null {
  const fichiers = (valeurs as unknown as Record<string, unknown>)[CHAMP_FICHIER];
  return Array.isArray(fichiers) && fichiers[0] instanceof File ? fichiers[0] : null;
}

/** Classement énergétique : les étiquettes laissées vides ne sont pas envoyées. */
function sansEtiquettesVides(valeurs: ValeursDeclaration): ValeursDeclaration {
  const techniques = valeurs.donneesTechniques;
  const classement = techniques.classementEnergetique as Record<string, unknown> | null | undefined;
  if (!classement) return valeurs;
  return {
    ...valeurs,
    donneesTechniques: {
      ...techniques,
      classementEnergetique: Object.fromEntries(
        Object.entries(classement).filter(
          ([, nombre]) => nombre !== null && nombre !== undefined && nombre !== '',
        ),
      ),
    },
  };
}

/** Adresses complémentaires ajoutées mais laissées vides : elles ne sont pas envoyées. */
function sansAdressesVides(valeurs: ValeursDeclaration): ValeursDeclaration {
  const adresses = valeurs.identification.adresseSecondaire as
    | { libelle?: string | null; voie?: string | null }[]
    | null;
  if (!Array.isArray(adresses)) return valeurs;
  return {
    ...valeurs,
    identification: {
      ...valeurs.identification,
      adresseSecondaire: adresses.filter((a) => a.libelle || a.voie),
    },
  };
}

/** Saisie telle que les règles et le serveur la lisent (étiquettes et adresses vides retirées). */
export function saisieDeValeurs(valeurs: ValeursDeclaration): SaisieDeclaration {
  return sansAdressesVides(sansEtiquettesVides(valeurs)) as unknown as SaisieDeclaration;
}

/** Saisie envoyée au serveur : normalisée comme le veut spec 2 §5.1 (le serveur refait la même chose). */
export function saisieAEnvoyer(valeurs: ValeursDeclaration): ImmatCopropriete {
  return normaliserSaisieDeclaration(saisieDeValeurs(valeurs)) as ImmatCopropriete;
}

/**
 * Résolveur de l'étape affichée : formats et champs obligatoires de l'étape (schéma du domaine,
 * `schemaSoumissionEtapeDeclaration`), plus ses erreurs bloquantes (`reglesEtapeDeclaration`), calculées
 * même quand d'autres champs de l'étape manquent encore, pour que chaque règle vive sur son champ dès qu'il
 * est touché. Un champ déjà en erreur de format ne reçoit pas en plus l'erreur d'une règle. Les autres
 * étapes ne sont pas validées ici.
 */
export function resolveurEtape(
  cle: CleEtapeDeclaration,
  contexte: ContexteDeclaration,
): Resolver<FieldValues> {
  return (valeurs) => {
    const saisie = saisieDeValeurs(valeurs as ValeursDeclaration);
    const resultat = schemaSoumissionEtapeDeclaration(cle, contexte, saisie).safeParse(saisie[cle] ?? {});
    const erreurs: FieldErrors = {};
    const enErreur = new Set<string>();
    // Un justificatif choisi part avec l'enregistrement : il vaut justificatif déposé.
    if (fichierChoisi(valeurs as ValeursDeclaration)) enErreur.add('infoRattachement.justifMandat');
    const poser = (chemin: string, message: string) => {
      if (enErreur.has(chemin)) return;
      enErreur.add(chemin);
      set(erreurs, chemin, { type: 'domaine', message });
    };
    if (!resultat.success) {
      for (const issue of resultat.error.issues) poser([cle, ...issue.path].join('.'), issue.message);
      for (const constat of reglesEtapeDeclaration(cle, saisie, contexte).erreurs)
        poser(constat.champ, constat.message);
    }
    return Object.keys(erreurs).length === 0
      ? { values: valeurs, errors: {} }
      : { values: {}, errors: erreurs };
  };
}

/** Avertissements à confirmer de l'étape (mêmes règles que le serveur, ADR 0100). */
export function avertissementsEtape(
  cle: CleEtapeDeclaration,
  valeurs: ValeursDeclaration,
  contexte: ContexteDeclaration,
) {
  return reglesEtapeDeclaration(cle, saisieDeValeurs(valeurs), contexte).avertissements;
}
