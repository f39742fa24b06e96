import { z } from 'zod';
import { erreursDuChamp } from '../commun/texte.js';
import type { Adresse, Parcelle } from '../copropriete/copropriete.schema.js';
import type { Declaration } from '../declaration/declaration.schema.js';
import {
  energieChauffageLabels,
  periodeConstructionLabels,
  typeChauffageLabels,
} from '../referentiels/donnees-techniques.js';
import { typeArreteLabels } from '../referentiels/procedures.js';
import {
  type TypeEtablissementTeledeclarant,
  typeEtablissementTeledeclarantLabels,
} from '../referentiels/teledeclarant.js';

/**
 * Fiche synthétique d'une copropriété (issue 8 §7 ; ADR 0116) : son contenu, tiré de la déclaration courante,
 * suit l'article 8-2 de la loi n° 65-557 du 10 juillet 1965 et le décret n° 2016-1822 du 21 décembre 2016
 * (identification, représentant légal, organisation juridique, caractéristiques techniques, équipements,
 * caractéristiques financières), complété des procédures que l'article L711-2 du CCH rend publiques.
 * Fonctions pures : le serveur met ce contenu en page (PDF) ; le même contenu servira à l'espace institutionnel
 * (`download-single-fiche-copropriete/{immat}`).
 */

/** Représentant légal courant (syndic ou administrateur provisoire) et son mandat, tels que le registre les tient. */
export interface SyndicFiche {
  readonly raisonSociale: string;
  readonly type: TypeEtablissementTeledeclarant;
  readonly siret: string | null;
  /** Lignes d'adresse postale non vides, dans l'ordre. */
  readonly adresse: readonly string[];
  readonly adminProvisoire: boolean;
  /** Dates du mandat, « jj/mm/aaaa ». */
  readonly dateDebutMandat: string | null;
  readonly dateFinMandat: string | null;
}

export interface EntreeFicheSynthetique {
  readonly numeroImmatriculation: string;
  readonly declaration: Declaration;
  /** `null` : copropriété immatriculée sans représentant légal rattaché. */
  readonly syndic: SyndicFiche | null;
  /** Instant d'établissement de la fiche. */
  readonly etablieLe: Date;
}

export interface LigneFiche {
  readonly libelle: string;
  readonly valeur: string;
}

export interface SectionFiche {
  readonly titre: string;
  readonly lignes: readonly LigneFiche[];
}

export const NON_RENSEIGNE = 'Non renseigné';

// Les polices standard des PDF ne connaissent pas les espaces fines insécables d'`Intl` : espaces ordinaires.
const espacesSimples = (texte: string) => texte.replace(/[\u00a0\u202f]/g, ' ');
const formatMontant = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const formatEntier = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/** Montant en euros (« 12 345,60 € »), ou « Non renseigné ». */
export function montantFiche(montant: number | null | undefined): string {
  return typeof montant === 'number' ? espacesSimples(formatMontant.format(montant)) : NON_RENSEIGNE;
}

const entier = (n: number | null | undefined) =>
  typeof n === 'number' ? espacesSimples(formatEntier.format(n)) : NON_RENSEIGNE;
const ouiNon = (b: boolean | null | undefined) => (b === true ? 'Oui' : b === false ? 'Non' : NON_RENSEIGNE);
const texteOu = (t: string | null | undefined) => (t?.trim() ? t.trim() : NON_RENSEIGNE);

/** Adresse sur une ligne : « 12 bis rue des Lilas, Lieu-dit, 69003 Lyon ». */
export function adresseFiche(adresse: Adresse | null | undefined): string {
  if (!adresse) return NON_RENSEIGNE;
  const voie = [adresse.numeroVoie, adresse.voie].filter((p) => p?.trim()).join(' ');
  const commune = [adresse.codePostal, adresse.commune].filter((p) => p?.trim()).join(' ');
  const morceaux = [voie, adresse.lieuDit ?? '', commune].filter((p) => p.trim());
  return morceaux.length > 0 ? morceaux.join(', ') : texteOu(adresse.libelle);
}

const parcelleFiche = (p: Parcelle) =>
  `${p.commune ?? p.codeInsee ?? ''} ${p.prefixe !== '000' ? `${p.prefixe} ` : ''}${p.section} ${p.numero}`.trim();

function identification(entree: EntreeFicheSynthetique): SectionFiche {
  const id = entree.declaration.immatCopropriete.identification;
  const secondaires = id?.adresseSecondaire ?? [];
  const parcelles = id?.parcelle ?? [];
  return {
    titre: 'Identification de la copropriété',
    lignes: [
      { libelle: "Nom d'usage", valeur: texteOu(id?.nomCopropriete ?? entree.declaration.nomCopropriete) },
      { libelle: "Numéro d'immatriculation", valeur: entree.numeroImmatriculation },
      { libelle: "Adresse de l'immeuble", valeur: adresseFiche(id?.adressePrincipale) },
      ...(secondaires.length > 0
        ? [{ libelle: 'Adresses complémentaires', valeur: secondaires.map(adresseFiche).join(' ; ') }]
        : []),
      { libelle: 'Date du règlement de copropriété', valeur: texteOu(id?.dateReglementCopropriete) },
      { libelle: 'SIRET du syndicat', valeur: texteOu(id?.siret) },
      {
        libelle: 'Parcelles cadastrales',
        valeur: parcelles.length > 0 ? parcelles.map(parcelleFiche).join(' ; ') : NON_RENSEIGNE,
      },
    ],
  };
}

function representantLegal(syndic: SyndicFiche | null): SectionFiche {
  if (syndic === null) {
    return {
      titre: 'Représentant légal',
      lignes: [{ libelle: 'Représentant légal', valeur: 'Aucun représentant légal rattaché' }],
    };
  }
  const mandat = [
    syndic.dateDebutMandat ? `du ${syndic.dateDebutMandat}` : null,
    syndic.dateFinMandat ? `au ${syndic.dateFinMandat}` : null,
  ].filter(Boolean);
  return {
    titre: 'Représentant légal',
    lignes: [
      { libelle: 'Nom ou raison sociale', valeur: syndic.raisonSociale },
      {
        libelle: 'Qualité',
        valeur: syndic.adminProvisoire
          ? 'Administrateur provisoire'
          : typeEtablissementTeledeclarantLabels[syndic.type],
      },
      { libelle: 'SIRET', valeur: texteOu(syndic.siret) },
      { libelle: 'Adresse', valeur: syndic.adresse.length > 0 ? syndic.adresse.join(', ') : NON_RENSEIGNE },
      { libelle: 'Mandat', valeur: mandat.length > 0 ? mandat.join(' ') : NON_RENSEIGNE },
    ],
  };
}

function organisationJuridique(declaration: Declaration): SectionFiche {
  const id = declaration.immatCopropriete.identification;
  const typeSyndicat =
    id?.syndicatPrincipal === true
      ? 'Syndicat principal'
      : id?.syndicatPrincipal === false
        ? `Syndicat secondaire${id.numImmatriculationCoproprietePrincipale ? ` (syndicat principal ${id.numImmatriculationCoproprietePrincipale})` : ''}`
        : NON_RENSEIGNE;
  return {
    titre: 'Organisation juridique',
    lignes: [
      { libelle: 'Type de syndicat', valeur: typeSyndicat },
      { libelle: 'Syndicat coopératif', valeur: ouiNon(id?.syndicatCooperatif) },
      { libelle: 'Résidence-services', valeur: ouiNon(id?.residenceService) },
      { libelle: "Associations syndicales libres (ASL) d'appartenance", valeur: entier(id?.nbAsl) },
      { libelle: "Associations foncières urbaines libres (AFUL) d'appartenance", valeur: entier(id?.nbAful) },
      { libelle: 'Unions de syndicats', valeur: entier(id?.nbUnionsSyndicats) },
    ],
  };
}

function caracteristiquesTechniques(declaration: Declaration): SectionFiche {
  const id = declaration.immatCopropriete.identification;
  const dt = declaration.immatCopropriete.donneesTechniques;
  const periode = dt?.periodeConstruction ? periodeConstructionLabels[dt.periodeConstruction] : null;
  return {
    titre: 'Caractéristiques techniques',
    lignes: [
      { libelle: 'Nombre total de lots', valeur: entier(id?.nbLots) },
      {
        libelle: "Lots à usage d'habitation, de bureaux ou de commerces",
        valeur: entier(id?.nbLotsHabBurCom),
      },
      { libelle: "Lots à usage d'habitation", valeur: entier(id?.nbLotsHab) },
      { libelle: 'Lots de stationnement', valeur: entier(id?.nbLotsStationnement) },
      { libelle: 'Nombre de bâtiments', valeur: entier(dt?.nbBatimentsTotal) },
      {
        libelle: 'Période de construction',
        valeur:
          [periode, dt?.anneeConstruction ? `(${dt.anneeConstruction})` : null].filter(Boolean).join(' ') ||
          NON_RENSEIGNE,
      },
    ],
  };
}

function equipements(declaration: Declaration): SectionFiche {
  const dt = declaration.immatCopropriete.donneesTechniques;
  const chauffage = dt?.typeChauffage ? typeChauffageLabels[dt.typeChauffage] : NON_RENSEIGNE;
  const collectif = dt?.typeChauffage === 'COLLECTIF' || dt?.typeChauffage === 'MIXTE';
  const energie =
    dt?.chauffageCollectifUrbain === true
      ? 'réseau de chaleur urbain'
      : dt?.energieChauffageCollectifNonUrbain
        ? energieChauffageLabels[dt.energieChauffageCollectifNonUrbain].toLowerCase()
        : null;
  return {
    titre: 'Équipements',
    lignes: [
      {
        libelle: 'Type de chauffage',
        valeur: collectif && energie ? `${chauffage} : ${energie}` : chauffage,
      },
      { libelle: "Nombre d'ascenseurs", valeur: entier(dt?.nbAscenseurs) },
      { libelle: 'Plan pluriannuel de travaux adopté', valeur: ouiNon(dt?.ppt) },
    ],
  };
}

function caracteristiquesFinancieres(declaration: Declaration): SectionFiche {
  const df = declaration.immatCopropriete.donneesFinancieres;
  if (!df || df.donneesFinancieresInconnues === true) {
    return {
      titre: 'Caractéristiques financières',
      lignes: [{ libelle: 'Données financières', valeur: 'Non déclarées' }],
    };
  }
  const exercice =
    df.dateDebutExercice && df.dateClotureComptes
      ? `du ${df.dateDebutExercice} au ${df.dateClotureComptes}`
      : texteOu(df.dateClotureComptes && `clos le ${df.dateClotureComptes}`);
  return {
    titre: 'Caractéristiques financières',
    lignes: [
      { libelle: 'Exercice comptable', valeur: exercice },
      {
        libelle: 'Comptes approuvés par l’assemblée générale',
        valeur:
          df.comptesNonApprouves === true
            ? 'Non'
            : df.dateAg
              ? `Oui (assemblée du ${df.dateAg})`
              : ouiNon(df.comptesNonApprouves === false ? true : null),
      },
      { libelle: 'Charges pour opérations courantes', valeur: montantFiche(df.chargesOperationsCourantes) },
      {
        libelle: 'Charges pour travaux et opérations exceptionnelles',
        valeur: montantFiche(df.chargesOperationsExceptionnelles),
      },
      { libelle: 'Dettes fournisseurs et autres dettes', valeur: montantFiche(df.montantDettes) },
      {
        libelle: 'Sommes restant dues par les copropriétaires',
        valeur: montantFiche(df.montantImpayesCoproprietaires),
      },
      {
        libelle: 'Copropriétaires débiteurs de plus de 300 euros',
        valeur: entier(df.nbCoproprietairesImpayes),
      },
      { libelle: 'Fonds de travaux', valeur: montantFiche(df.montantFondTravaux) },
      { libelle: 'Personnel employé par le syndicat', valeur: ouiNon(df.presenceEmployes) },
    ],
  };
}

function procedures(declaration: Declaration): SectionFiche {
  const p = declaration.immatCopropriete.procedures;
  const arretes = (p?.arretes ?? []).map(
    (a) =>
      `${typeArreteLabels[a.type]}${a.dateArrete ? ` du ${a.dateArrete}` : ''}${a.dateMainLevee ? ` (mainlevée le ${a.dateMainLevee})` : ''}`,
  );
  return {
    titre: 'Procédures (article L711-2 du code de la construction et de l’habitation)',
    lignes: [
      {
        libelle: 'Mandat ad hoc (article 29-1 A de la loi du 10 juillet 1965)',
        valeur:
          p?.flagMandatAdhoc === true
            ? `Oui${p.mandatAdHoc?.dateNomination ? `, nommé le ${p.mandatAdHoc.dateNomination}` : ''}`
            : 'Non',
      },
      {
        libelle: 'Administration provisoire ou carence (article 29-1 ; L615-6 du CCH)',
        valeur:
          p?.flagOrdonnanceCarence === true
            ? `Oui${p.ordonnanceCarence?.dateOrdonnance ? `, ordonnance du ${p.ordonnanceCarence.dateOrdonnance}` : ''}`
            : 'Non',
      },
      {
        libelle: 'Arrêtés visant les parties communes',
        valeur: arretes.length > 0 ? arretes.join(' ; ') : 'Aucun',
      },
    ],
  };
}

/** Contenu de la fiche synthétique, section par section, dans l'ordre du décret. */
export function contenuFicheSynthetique(entree: EntreeFicheSynthetique): SectionFiche[] {
  return [
    identification(entree),
    representantLegal(entree.syndic),
    organisationJuridique(entree.declaration),
    caracteristiquesTechniques(entree.declaration),
    equipements(entree.declaration),
    caracteristiquesFinancieres(entree.declaration),
    procedures(entree.declaration),
  ];
}

/** Empreinte SHA-256 d'une fiche, en hexadécimal minuscule (64 caractères). */
export const EmpreinteFiche = z
  .string({ error: erreursDuChamp("L'empreinte de la fiche") })
  .regex(/^[0-9a-f]{64}$/, {
    error: "L'empreinte de la fiche doit comporter 64 caractères hexadécimaux (0 à 9, a à f).",
  });
export type EmpreinteFiche = z.infer<typeof EmpreinteFiche>;

/** Chemin de la page publique de vérification d'une fiche (cible de son code QR). */
export const cheminVerificationFiche = (empreinte: string): string =>
  `/fiche-synthetique/verification/${empreinte}`;

/**
 * Réponse de la vérification publique : la fiche est la fiche courante (tirée de la déclaration qui fait foi
 * et du mandat courant), n'est plus courante, ou n'a jamais été émise par le registre.
 */
export const StatutFicheSynthetique = z.enum(['COURANTE', 'REMPLACEE', 'INCONNUE']);
export type StatutFicheSynthetique = z.infer<typeof StatutFicheSynthetique>;

export const VerificationFicheSynthetique = z.object({
  statut: StatutFicheSynthetique,
  /** Données publiques (CCH L711-2) de la copropriété de la fiche ; absentes pour une fiche inconnue. */
  numeroImmatriculation: z.string().nullable(),
  nomCopropriete: z.string().nullable(),
  /** Instant d'établissement de la fiche (ISO 8601). */
  etablieLe: z.iso.datetime().nullable(),
});
export type VerificationFicheSynthetique = z.infer<typeof VerificationFicheSynthetique>;
