import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { RadioButtons } from '@codegouvfr/react-dsfr/RadioButtons';
import { Select } from '@codegouvfr/react-dsfr/Select';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Civilite,
  civiliteLabels,
  type FicheTeledeclarant,
  LONGUEUR_MAX_LIGNE_ADRESSE,
  referentielsCompteRoutes,
  type StatutTeledeclarant,
  statutsProposesAuTeneur,
  statutTeledeclarantLabels,
  teledeclarantsRoutes,
  typeEtablissementTeledeclarantLabels,
} from '@registre/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { type FieldPath, useFormContext } from 'react-hook-form';
import { clesTeledeclarants } from '../../api/cles-requetes';
import { appelerApi } from '../../api/client';
import {
  ChampFichier,
  ChampTexte,
  type ChampTexteProps,
  cheminsDesValeurs,
  Formulaire,
  reporterErreursServeur,
  useEtatChamp,
  useFormulaire,
} from '../../components/formulaire';
import { ChampCommuneDuCodePostal } from '../inscription/ChampCommuneDuCodePostal';
import {
  ActionCertificat,
  actionCertificatLabels,
  champDuFormulaire,
  corpsModification,
  FormulaireModificationTeledeclarant,
  REGLES_CERTIFICAT,
  type SaisieFormulaireTeledeclarant,
  type SortieFormulaireTeledeclarant,
  valeursInitiales,
} from './formulaire-modification';

type Chemin = FieldPath<SaisieFormulaireTeledeclarant>;

/** Champ texte dans sa colonne de la grille. */
function Champ({
  colonne = 'fr-col-12 fr-col-md-6',
  ...champ
}: { colonne?: string; nom: Chemin } & Omit<ChampTexteProps, 'nom' | 'facultatif'>) {
  return (
    <div className={colonne}>
      <ChampTexte {...champ} />
    </div>
  );
}

/**
 * Commune choisie parmi celles que dessert le code postal (issue 7 §5.1). La commune enregistrée, souvent le
 * libellé d'acheminement venu du répertoire des entreprises, est gardée au chargement : une erreur de champ
 * dit seulement si elle ne correspond à aucune commune du code postal.
 */
function ChampCommune({ codePostal, nom }: { codePostal: Chemin; nom: Chemin }) {
  return (
    <div className="fr-col-12 fr-col-md-6">
      <ChampCommuneDuCodePostal<SaisieFormulaireTeledeclarant>
        codePostal={codePostal}
        name={nom}
        facultatif
        conserverValeurExistante
      />
    </div>
  );
}

/** Champs d'une section, sur deux colonnes à partir des écrans moyens. */
function Grille({ children }: { children: ReactNode }) {
  return <div className="fr-grid-row fr-grid-row--gutters">{children}</div>;
}

/** Statuts proposés : le statut actuel et ceux que permet le cycle de vie (`api/statut-teledeclarant/suivant`). */
function useStatutsProposes(statut: StatutTeledeclarant): StatutTeledeclarant[] {
  const suivants = useQuery({
    queryKey: clesTeledeclarants.statutsSuivants(statut),
    queryFn: () =>
      appelerApi(referentielsCompteRoutes.statutsTeledeclarantSuivants, { params: { x: statut } }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!suivants.data) return statutsProposesAuTeneur(statut);
  // La suppression a son propre bouton : elle emporte les mandats et les comptes.
  const codes = suivants.data.map((e) => e.code).filter((code) => code !== 'SUPPRIME' && code !== statut);
  return [statut, ...(codes as StatutTeledeclarant[])];
}

function ChampCertificat({
  numero,
  actuel,
}: {
  numero: 1 | 2;
  actuel: FicheTeledeclarant['parametresServiceWeb']['certificat1'];
}) {
  const { register, watch, control } = useFormContext<SaisieFormulaireTeledeclarant>();
  const nom = `certificat${numero}` as const;
  const action = watch(`${nom}.action`);
  return (
    <div className="fr-mb-3w">
      <RadioButtons
        legend={`Certificat ${numero}`}
        hintText={
          actuel?.subjectDn ? `Certificat enregistré : ${actuel.subjectDn}` : 'Aucun certificat enregistré.'
        }
        options={ActionCertificat.options
          .filter((a) => a !== 'retirer' || actuel !== null)
          .map((a) => ({
            label: actionCertificatLabels[a],
            nativeInputProps: { ...register(`${nom}.action`), value: a },
          }))}
      />
      {action === 'remplacer' && (
        <ChampFichier
          name={`${nom}.fichiers`}
          control={control}
          label={`Fichier du certificat ${numero}`}
          hint="Fichier .pem contenant uniquement le certificat public (bloc « BEGIN CERTIFICATE »), 20 ko au plus. Une clé privée est refusée."
          regles={REGLES_CERTIFICAT}
        />
      )}
    </div>
  );
}

/**
 * Formulaire de mise à jour d'un télédéclarant par le teneur : établissement, représentant légal,
 * adresse, statut (selon le cycle de vie) et certificats du service web.
 */
export function FormulaireTeledeclarant({
  fiche,
  onEnregistre,
  onAnnuler,
}: {
  fiche: FicheTeledeclarant;
  onEnregistre: (fiche: FicheTeledeclarant) => void;
  onAnnuler: () => void;
}) {
  const formulaire = useFormulaire<SaisieFormulaireTeledeclarant, unknown, SortieFormulaireTeledeclarant>({
    resolver: zodResolver(FormulaireModificationTeledeclarant),
    defaultValues: valeursInitiales(fiche),
  });
  const { register, handleSubmit, setError, formState } = formulaire;
  const [erreurGenerale, setErreurGenerale] = useState<string | null>(null);
  const statuts = useStatutsProposes(fiche.statut);
  const etatStatut = useEtatChamp<SaisieFormulaireTeledeclarant>('statut', { control: formulaire.control });
  const etatCivilite = useEtatChamp<SaisieFormulaireTeledeclarant>('representantLegal.civilite', {
    control: formulaire.control,
  });

  const enregistrer = handleSubmit(async (sortie) => {
    setErreurGenerale(null);
    try {
      const corps = await corpsModification(fiche.id, sortie);
      onEnregistre(await appelerApi(teledeclarantsRoutes.modifier, { body: corps }));
    } catch (erreur) {
      const champs = cheminsDesValeurs(valeursInitiales(fiche));
      // Les erreurs de champ vont sous leurs champs, une 400 sans détail en erreur générale du formulaire.
      if (reporterErreursServeur(erreur, setError, champs, { versChamp: champDuFormulaire })) return;
      setErreurGenerale(erreur instanceof Error ? erreur.message : 'La mise à jour a échoué.');
    }
  });

  return (
    <Formulaire formulaire={formulaire} onSubmit={enregistrer} aria-label="Mise à jour du télédéclarant">
      {erreurGenerale && (
        <Alert severity="error" small description={erreurGenerale} className="fr-mb-3w" role="alert" />
      )}
      <section className="fr-mb-4w">
        <h2 className="fr-h4">Type et statut</h2>
        <p>
          Type : <strong>{typeEtablissementTeledeclarantLabels[fiche.type]}</strong> (non modifiable)
        </p>
        <Select
          label="Statut"
          hint="Seuls les changements permis par le cycle de vie du télédéclarant sont proposés."
          state={etatStatut.state}
          stateRelatedMessage={etatStatut.stateRelatedMessage}
          nativeSelectProps={register('statut')}
        >
          {statuts.map((s) => (
            <option key={s} value={s}>
              {statutTeledeclarantLabels[s]}
              {s === fiche.statut ? ' (statut actuel)' : ''}
            </option>
          ))}
        </Select>
      </section>
      <fieldset className="fr-fieldset fr-mb-2w">
        <legend className="fr-fieldset__legend fr-h4">Établissement</legend>
        <div className="fr-fieldset__element">
          <Grille>
            <Champ nom="raisonSociale" label="Raison sociale" maxLength={200} />
            <Champ
              nom="siret"
              label="SIRET"
              aide={
                fiche.type === 'NON_PRO' ? '14 chiffres, facultatif pour un syndic bénévole.' : '14 chiffres.'
              }
            />
            <Champ nom="codeApe" label="Code APE" aide="Format : 68.32A." />
            <Champ nom="libelleActivite" label="Activité (libellé NAF)" />
            <Champ
              nom="typeEtablissement"
              label="Type d'établissement"
              aide="Siège, établissement secondaire…"
            />
            <Champ nom="telephone" label="Téléphone" type="tel" aide="Exemple : 01 23 45 67 89" />
          </Grille>
        </div>
      </fieldset>
      <fieldset className="fr-fieldset fr-mb-2w">
        <legend className="fr-fieldset__legend fr-h4">Représentant légal</legend>
        <div className="fr-fieldset__element">
          <Grille>
            <div className="fr-col-12 fr-col-md-4">
              <Select
                label="Civilité"
                state={etatCivilite.state}
                stateRelatedMessage={etatCivilite.stateRelatedMessage}
                nativeSelectProps={register('representantLegal.civilite')}
              >
                <option value="">Non renseignée</option>
                {Civilite.options.map((c) => (
                  <option key={c} value={c}>
                    {civiliteLabels[c]}
                  </option>
                ))}
              </Select>
            </div>
            <Champ nom="representantLegal.nom" label="Nom" colonne="fr-col-12 fr-col-md-4" />
            <Champ nom="representantLegal.prenom" label="Prénom" colonne="fr-col-12 fr-col-md-4" />
            <Champ nom="representantLegal.email" label="Adresse électronique" type="email" />
            <Champ nom="representantLegal.telephone" label="Téléphone" type="tel" />
            <Champ nom="representantLegal.adresse.complement" label="Complément d'adresse" />
            <Champ nom="representantLegal.adresse.immeuble" label="Immeuble, bâtiment, résidence" />
            <Champ nom="representantLegal.adresse.voie" label="Numéro et voie" />
            <Champ nom="representantLegal.adresse.lieuDit" label="Lieu-dit ou boîte postale" />
            <Champ nom="representantLegal.adresse.codePostal" label="Code postal" />
            <ChampCommune
              codePostal="representantLegal.adresse.codePostal"
              nom="representantLegal.adresse.commune"
            />
            <Champ nom="representantLegal.adresse.pays" label="Pays" aide="FRANCE si non renseigné." />
          </Grille>
        </div>
      </fieldset>
      <fieldset className="fr-fieldset fr-mb-2w">
        <legend className="fr-fieldset__legend fr-h4">Adresse</legend>
        <div className="fr-fieldset__element">
          <p className="fr-hint-text">
            Adresse postale en 7 lignes de {LONGUEUR_MAX_LIGNE_ADRESSE} caractères au plus (norme postale).
          </p>
          <Grille>
            {(['l1', 'l2', 'l3', 'l4', 'l5', 'l6', 'l7'] as const).map((ligne, i) => (
              <Champ
                key={ligne}
                nom={`adresse.${ligne}`}
                label={`Ligne ${i + 1}`}
                aide={
                  [
                    'Raison sociale',
                    'Destinataire',
                    "Complément d'adresse",
                    'Numéro et voie',
                    'Lieu-dit ou boîte postale',
                    'Code postal et localité',
                    'Pays',
                  ][i]
                }
                maxLength={LONGUEUR_MAX_LIGNE_ADRESSE}
              />
            ))}
            <Champ nom="codePostal" label="Code postal" />
            <ChampCommune codePostal="codePostal" nom="commune" />
          </Grille>
        </div>
      </fieldset>
      <fieldset className="fr-fieldset fr-mb-2w">
        <legend className="fr-fieldset__legend fr-h4">Paramètres techniques du service web</legend>
        <div className="fr-fieldset__element">
          <p className="fr-hint-text">
            Deux certificats clients peuvent être enregistrés, pour en renouveler un sans interrompre le
            service. Les noms distinctifs du sujet et de l'émetteur sont lus dans le certificat déposé.
          </p>
          <ChampCertificat numero={1} actuel={fiche.parametresServiceWeb.certificat1} />
          <ChampCertificat numero={2} actuel={fiche.parametresServiceWeb.certificat2} />
        </div>
      </fieldset>
      <ul className="fr-btns-group fr-btns-group--inline-md fr-mb-6w">
        <li>
          <Button type="submit" disabled={formState.isSubmitting}>
            Enregistrer les modifications
          </Button>
        </li>
        <li>
          <Button type="button" priority="secondary" onClick={onAnnuler}>
            Annuler
          </Button>
        </li>
      </ul>
    </Formulaire>
  );
}
