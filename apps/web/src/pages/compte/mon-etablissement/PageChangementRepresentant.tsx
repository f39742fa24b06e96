import { Button } from '@codegouvfr/react-dsfr/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  champsChangementRepresentant,
  cheminsChamps,
  monEtablissementRoutes,
  SaisieChangementRepresentant,
} from '@registre/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { clesMonEtablissement } from '../../../api/cles-requetes';
import { appelerApi } from '../../../api/client';
import { Formulaire, reporterErreursServeur, useFormulaire } from '../../../components/formulaire';
import { storeNotifications } from '../../../features/notifications/notifications';
import { PageProtegee } from '../../../features/session/PageProtegee';
import { useSession } from '../../../features/session/session';
import { ChampsRepresentantLegal } from './ChampsRepresentantLegal';

/**
 * Écran « changement de représentant » (spec 1 §2, ADR 0311) : une autre personne devient le représentant légal
 * de l'établissement ; l'ancien et le nouveau représentant sont prévenus par courriel.
 */
export function PageChangementRepresentant() {
  return (
    <PageProtegee authorities={['MON_ENTREPRISE_ECRITURE']}>
      <ChangementRepresentant />
    </PageProtegee>
  );
}

/** Champs du formulaire, tirés de leur description dans le domaine (ADR 0101). */
const CHAMPS = champsChangementRepresentant;
const CHEMINS_CHAMPS = cheminsChamps(CHAMPS);
const RETOUR = '/compte/monetablissement';

function ChangementRepresentant() {
  const { compte } = useSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const formulaire = useFormulaire<SaisieChangementRepresentant>({
    resolver: zodResolver(SaisieChangementRepresentant),
    defaultValues: { nom: '', prenom: '', email: '', telephone: null },
  });
  const { handleSubmit, setError, formState } = formulaire;
  const enregistrer = handleSubmit(async (saisie) => {
    try {
      await appelerApi(monEtablissementRoutes.changerRepresentant, { body: saisie });
      storeNotifications.ajouter({
        type: 'success',
        titre: 'Représentant légal changé',
        description: `${saisie.prenom} ${saisie.nom} est désormais le représentant légal de votre établissement. L'ancien et le nouveau représentant en sont informés par courriel.`,
      });
      await client.invalidateQueries({
        queryKey: clesMonEtablissement.fiche(compte?.idTeledeclarant ?? undefined),
      });
      await navigate(RETOUR);
    } catch (erreur) {
      if (!reporterErreursServeur(erreur, setError, CHEMINS_CHAMPS)) throw erreur;
    }
  });
  return (
    <div className="fr-my-4w">
      <h1>Changer de représentant légal</h1>
      <p>
        Saisissez la personne qui remplace le représentant légal actuel de votre établissement. Pour corriger
        les coordonnées de la même personne, modifiez plutôt votre établissement.
      </p>
      <Formulaire formulaire={formulaire} onSubmit={enregistrer} aria-label="Nouveau représentant légal">
        <ChampsRepresentantLegal />
        <div className="registre-boutons">
          <Button priority="secondary" linkProps={{ to: RETOUR }}>
            Annuler
          </Button>
          <Button type="submit" disabled={formState.isSubmitting}>
            Enregistrer le changement
          </Button>
        </div>
      </Formulaire>
    </div>
  );
}
