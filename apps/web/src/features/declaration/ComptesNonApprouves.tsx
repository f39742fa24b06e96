import { Button } from '@codegouvfr/react-dsfr/Button';
import { ButtonsGroup } from '@codegouvfr/react-dsfr/ButtonsGroup';
import {
  cheminsEtapeDeclaration,
  contexteDeclaration,
  coproprietesBrouillonsRoutes,
  type OuvertureMiseAJour,
} from '@registre/domain';
import { useMemo, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { appelerApi } from '../../api/client';
import {
  Formulaire,
  FournisseurAvertissements,
  ResumeAvertissements,
  reporterErreursServeur,
  useAvertissements,
  useFormulaire,
} from '../../components/formulaire';
import { storeNotifications } from '../notifications/notifications';
import './declaration.css';
import { EtapeDonneesFinancieres } from './EtapesSaisie';
import { aujourdhui } from './ParcoursDeclaration';
import {
  avertissementsEtape,
  resolveurEtape,
  saisieAEnvoyer,
  type ValeursDeclaration,
  valeursFormulaire,
} from './valeurs';

/**
 * « Données financières de l'exercice non approuvé » (spec 1 §2 ; ADR 0135) : l'exercice déjà déclaré, ses
 * dates montrées sans champ de saisie, se complète (approbation des comptes, AG, montants) puis est transmis
 * en une fois (`PUT mettreAJourDonneesFinancieres/{id}`), avertissements confirmés comme ailleurs (ADR 0100).
 */
export function ComptesNonApprouves({
  titre,
  idCopropriete,
  ouverture,
  retour,
}: {
  titre: string;
  idCopropriete: number;
  ouverture: OuvertureMiseAJour;
  retour: string;
}) {
  const navigate = useNavigate();
  const [envoiEnCours, setEnvoiEnCours] = useState(false);
  const avertissements = useAvertissements();
  const contexte = useMemo(
    () =>
      contexteDeclaration({ typeImmat: null, typeMaj: 'COMPTESNONAPPROUVES' }, { aujourdhui: aujourdhui() }),
    [],
  );
  const formulaire = useFormulaire<FieldValues, unknown, FieldValues>({
    defaultValues: valeursFormulaire(ouverture.declaration.immatCopropriete),
    resolver: resolveurEtape('donneesFinancieres', contexte),
  });
  const nom = ouverture.reference.identification?.nomCopropriete ?? ouverture.declaration.nomCopropriete;

  const envoyer = formulaire.handleSubmit(async (valeurs) => {
    if (envoiEnCours) return;
    const aConfirmer = avertissementsEtape('donneesFinancieres', valeurs as ValeursDeclaration, contexte);
    const confirmes = new Set(avertissements.codesConfirmes);
    if (aConfirmer.some((a) => !confirmes.has(a.code))) {
      avertissements.recevoir(aConfirmer, cheminsEtapeDeclaration('donneesFinancieres'));
      return;
    }
    setEnvoiEnCours(true);
    try {
      await appelerApi(coproprietesBrouillonsRoutes.mettreAJourDonneesFinancieres, {
        params: { id: idCopropriete },
        body: {
          cleCreation: ouverture.cleCreation ?? crypto.randomUUID(),
          donneesFinancieres: saisieAEnvoyer(valeurs as ValeursDeclaration).donneesFinancieres,
          avertissementsConfirmes: avertissements.codesConfirmes,
        },
        origine: 'mettre-a-jour-donnees-financieres',
      });
      avertissements.vider();
      storeNotifications.ajouter({
        type: 'success',
        titre: 'Mise à jour transmise',
        description: "Les données financières de l'exercice sont enregistrées.",
      });
      navigate(retour);
    } catch (erreur) {
      if (
        !reporterErreursServeur(erreur, formulaire.setError, cheminsEtapeDeclaration('donneesFinancieres'), {
          avertissements,
        })
      )
        throw erreur;
    } finally {
      setEnvoiEnCours(false);
    }
  });

  return (
    <div className="fr-my-4w registre-declaration">
      <h1>
        {titre}
        {nom ? ` «\u00a0${nom}\u00a0»` : ''}
      </h1>
      <p>
        Les comptes du dernier exercice déclaré n'étaient pas approuvés. Complétez ses données : l'exercice
        lui-même (début, clôture) ne change pas.
      </p>
      <FournisseurAvertissements avertissements={avertissements}>
        <Formulaire formulaire={formulaire} onSubmit={envoyer} aria-label={titre}>
          <ResumeAvertissements />
          <EtapeDonneesFinancieres exerciceFige />
          <ButtonsGroup
            inlineLayoutWhen="md and up"
            alignment="right"
            className="fr-mt-4w"
            buttons={[
              {
                children: 'Annuler',
                priority: 'secondary',
                linkProps: { to: retour },
              },
              { children: 'Transmettre la mise à jour', type: 'submit', disabled: envoiEnCours },
            ]}
          />
        </Formulaire>
      </FournisseurAvertissements>
      <Button priority="tertiary no outline" linkProps={{ to: retour }} size="small">
        Retour à la liste des copropriétés
      </Button>
    </div>
  );
}
