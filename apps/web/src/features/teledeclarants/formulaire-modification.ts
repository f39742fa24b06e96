import {
  type FicheTeledeclarant,
  ModificationTeledeclarant,
  type SaisieModificationTeledeclarant,
  TAILLE_MAX_CERTIFICAT_PEM,
} from '@registre/domain';
import { z } from 'zod';
import { type ReglesFichiers, validerFichiers } from '../../components/formulaire';

/**
 * Formulaire de mise à jour d'un télédéclarant par le teneur : les champs du domaine
 * (`ModificationTeledeclarant`, mêmes règles et mêmes messages que le serveur) et, pour chaque certificat
 * du service web, un choix (conserver, retirer, remplacer) avec le fichier `.pem` déposé (ADR 0062).
 */

export const ActionCertificat = z.enum(['conserver', 'retirer', 'remplacer']);
export type ActionCertificat = z.infer<typeof ActionCertificat>;

export const actionCertificatLabels: Record<ActionCertificat, string> = {
  conserver: 'Conserver le certificat actuel',
  retirer: 'Retirer le certificat',
  remplacer: 'Déposer un nouveau certificat (.pem)',
};

/** Règles du fichier d'un certificat : un seul fichier `.pem` de 20 ko au plus. */
export const REGLES_CERTIFICAT: ReglesFichiers = {
  typesAutorises: ['.pem'],
  tailleMax: TAILLE_MAX_CERTIFICAT_PEM,
  requis: true,
  max: 1,
};

const ChoixCertificat = z
  .object({
    action: ActionCertificat,
    fichiers: z.array(z.custom<File>((v) => typeof File !== 'undefined' && v instanceof File)),
  })
  .superRefine((choix, ctx) => {
    if (choix.action !== 'remplacer') return;
    const erreurs = validerFichiers(choix.fichiers, REGLES_CERTIFICAT);
    if (erreurs.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['fichiers'], message: erreurs.map((e) => e.message).join(' ') });
    }
  });

export const FormulaireModificationTeledeclarant = ModificationTeledeclarant.omit({
  id: true,
  certificat1: true,
  certificat2: true,
}).extend({ certificat1: ChoixCertificat, certificat2: ChoixCertificat });
export type SaisieFormulaireTeledeclarant = z.input<typeof FormulaireModificationTeledeclarant>;
export type SortieFormulaireTeledeclarant = z.output<typeof FormulaireModificationTeledeclarant>;

const texte = (valeur: string | null | undefined) => valeur ?? '';

/** Valeurs initiales du formulaire : la fiche actuelle, champs vides pour les valeurs absentes. */
export function valeursInitiales(fiche: FicheTeledeclarant): SaisieFormulaireTeledeclarant {
  const rl = fiche.representantLegal;
  return {
    raisonSociale: texte(fiche.raisonSociale),
    siret: texte(fiche.siret),
    codeApe: texte(fiche.codeApe),
    libelleActivite: texte(fiche.libelleActivite),
    typeEtablissement: texte(fiche.typeEtablissement),
    telephone: texte(fiche.telephone),
    adresse: {
      l1: texte(fiche.adresse.l1),
      l2: texte(fiche.adresse.l2),
      l3: texte(fiche.adresse.l3),
      l4: texte(fiche.adresse.l4),
      l5: texte(fiche.adresse.l5),
      l6: texte(fiche.adresse.l6),
      l7: texte(fiche.adresse.l7),
    },
    codePostal: texte(fiche.codePostal),
    commune: texte(fiche.commune),
    representantLegal: {
      civilite: rl.civilite ?? '',
      nom: texte(rl.nom),
      prenom: texte(rl.prenom),
      email: texte(rl.email),
      telephone: texte(rl.telephone),
      adresse: {
        complement: texte(rl.adresse.complement),
        immeuble: texte(rl.adresse.immeuble),
        voie: texte(rl.adresse.voie),
        lieuDit: texte(rl.adresse.lieuDit),
        codePostal: texte(rl.adresse.codePostal),
        commune: texte(rl.adresse.commune),
        pays: rl.adresse.pays,
      },
    },
    statut: fiche.statut,
    certificat1: { action: 'conserver', fichiers: [] },
    certificat2: { action: 'conserver', fichiers: [] },
  };
}

async function changementCertificat(
  choix: SortieFormulaireTeledeclarant['certificat1'],
): Promise<SaisieModificationTeledeclarant['certificat1']> {
  if (choix.action !== 'remplacer') return { action: choix.action };
  const [fichier] = choix.fichiers;
  if (fichier === undefined) throw new Error('Fichier du certificat absent.');
  return { action: 'remplacer', pem: await fichier.text(), nomFichier: fichier.name };
}

/** Corps de `PUT api/utilisateurs/teledeclarant` : la saisie contrôlée, avec le texte des fichiers `.pem`. */
export async function corpsModification(
  id: number,
  sortie: SortieFormulaireTeledeclarant,
): Promise<ModificationTeledeclarant> {
  const { certificat1, certificat2, ...champs } = sortie;
  return ModificationTeledeclarant.parse({
    ...champs,
    id,
    certificat1: await changementCertificat(certificat1),
    certificat2: await changementCertificat(certificat2),
  });
}

/** Champ du formulaire qui porte une erreur renvoyée par le serveur (les certificats portent sur leur fichier). */
export function champDuFormulaire(champServeur: string): string {
  return champServeur === 'certificat1' || champServeur === 'certificat2'
    ? `${champServeur}.fichiers`
    : champServeur;
}
