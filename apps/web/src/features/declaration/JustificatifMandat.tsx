import { etapeInfoRattachement, TAILLE_MAX_FICHIER_OCTETS, TYPES_FICHIER_AUTORISES } from '@registre/domain';
import { type FieldValues, useFormContext, useWatch } from 'react-hook-form';
import { ChampChoix, ChampFichier, formaterTaille, type ReglesFichiers } from '../../components/formulaire';
import { usePiecesJustificatives } from './listes';

/** Règles du justificatif : un PDF de 5 Mo au plus (spec 2 §5.2). */
export const REGLES_JUSTIFICATIF: ReglesFichiers = {
  max: 1,
  typesAutorises: [...TYPES_FICHIER_AUTORISES],
  tailleMax: TAILLE_MAX_FICHIER_OCTETS,
};

/** Champ du formulaire qui porte le fichier choisi, hors de la déclaration (il part avec l'enregistrement). */
export const CHAMP_FICHIER_JUSTIFICATIF = 'fichierJustificatif';

/**
 * Justificatif du mandat (étape infos-rattachement) : type de pièce proposé selon la nature du mandat
 * (`typeDePiecesJustif?adminProvisoire` : ordonnance pour un administrateur provisoire, contrat ou
 * procès-verbal pour un syndic) et fichier PDF ; le justificatif déjà déposé est rappelé.
 */
export function JustificatifMandat() {
  const { control } = useFormContext<FieldValues>();
  const adminProvisoire = useWatch({ control, name: 'infoRattachement.adminProvisoire' }) as boolean | null;
  const depose = useWatch({ control, name: 'infoRattachement.justifMandat' }) as {
    nom: string;
    taille: number;
  } | null;
  const descripteur = etapeInfoRattachement.champs.typeJustifMandat;
  const pieces = usePiecesJustificatives(adminProvisoire ?? null);
  const proposes = adminProvisoire === null || adminProvisoire === undefined ? null : pieces;
  return (
    <>
      {proposes === null || proposes === undefined ? (
        <p className="fr-text--sm">
          Indiquez d'abord si vous êtes administrateur provisoire : la pièce à joindre en dépend.
        </p>
      ) : (
        <div className="fr-mb-3w">
          <ChampChoix
            nom="infoRattachement.typeJustifMandat"
            descripteur={descripteur}
            orientation="vertical"
            options={proposes}
          />
        </div>
      )}
      {depose && (
        <p className="fr-text--sm" data-testid="justificatif-depose">
          Justificatif déposé : {depose.nom} ({formaterTaille(depose.taille)}). Choisissez un autre fichier
          pour le remplacer.
        </p>
      )}
      <ChampFichier
        name={CHAMP_FICHIER_JUSTIFICATIF}
        label={etapeInfoRattachement.champs.justifMandat.libelle}
        regles={REGLES_JUSTIFICATIF}
      />
    </>
  );
}
