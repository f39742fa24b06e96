import { Button } from '@codegouvfr/react-dsfr/Button';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { DELAI_MAX_CODE_ACTIVATION_JOURS, type SaisieCodeActivation } from '@registre/domain';
import { Link, useNavigate } from 'react-router';
import { appelerApi } from '../../../api/client';
import { contratsInscription } from '../../../api/contrats-differes';
import { estErreurStatut } from '../../../api/erreurs-appel';
import { reporterErreursServeur } from '../../../components/formulaire/erreurs-serveur';
import { Formulaire } from '../../../components/formulaire/Formulaire';
import { resolveurDiffere } from '../../../components/formulaire/resolveur-differe';
import { useEtatChamp } from '../../../components/formulaire/useEtatChamp';
import { useFormulaire } from '../../../components/formulaire/useFormulaire';
import { LIEN_ASSISTANCE } from '../../../features/aide/assistance';
import { storeNotifications } from '../../../features/notifications/notifications';
import { PageProtegee } from '../../../features/session/PageProtegee';
import { useSession } from '../../../features/session/session';

/** Activation du télédéclarant par le code reçu par courrier (`/compte/activation`). */
export function PageActivation() {
  return (
    <PageProtegee authorities={['ATTENTE_ACTIVATION_TELE']}>
      <FormulaireActivation />
    </PageProtegee>
  );
}

const CHAMPS = ['codeActivation'];

/** Schéma du domaine chargé au premier contrôle (ADR 0286). */
const resolveurCode = resolveurDiffere<SaisieCodeActivation>(() =>
  import('../resolveurs-compte').then((m) => m.resolveurCodeActivation),
);

function FormulaireActivation() {
  const navigate = useNavigate();
  const { actualiser } = useSession();
  const formulaire = useFormulaire<SaisieCodeActivation>({
    resolver: resolveurCode,
    defaultValues: { codeActivation: '' },
  });
  const { register, handleSubmit, setError, control, formState } = formulaire;
  const { state, stateRelatedMessage } = useEtatChamp<SaisieCodeActivation>('codeActivation', { control });

  const soumettre = handleSubmit(async (saisie) => {
    try {
      await appelerApi((await contratsInscription()).activer, { body: saisie });
    } catch (erreur) {
      // Tout refus du code s'affiche sous le seul champ de la page.
      const versCode = { versChamp: () => 'codeActivation', champParDefaut: 'codeActivation' };
      if (reporterErreursServeur(erreur, setError, CHAMPS, versCode)) return;
      if (estErreurStatut(erreur, 409)) {
        await actualiser();
        navigate('/', { replace: true });
        return;
      }
      throw erreur;
    }
    storeNotifications.ajouter({
      type: 'success',
      titre: 'Compte activé',
      description:
        'Votre établissement est activé : vous pouvez maintenant immatriculer et mettre à jour vos copropriétés.',
    });
    navigate('/', { replace: true });
    await actualiser();
  });

  return (
    <div className="fr-grid-row fr-my-6w">
      <div className="fr-col-12 fr-col-md-8 fr-col-lg-6">
        <h1>Activer mon compte</h1>
        <p>
          Saisissez le code d'activation indiqué dans le courrier envoyé à l'adresse de votre établissement
          (ou de votre copropriété pour un syndic bénévole). Ce courrier part sous{' '}
          {DELAI_MAX_CODE_ACTIVATION_JOURS} jours au plus après l'inscription.
        </p>
        <Formulaire formulaire={formulaire} onSubmit={soumettre} aria-label="Activation du compte">
          <Input
            label="Code d'activation"
            hintText="9 lettres ou chiffres, par exemple ABC-DEF-GHJ (les tirets sont facultatifs)"
            state={state}
            stateRelatedMessage={stateRelatedMessage}
            nativeInputProps={{
              ...register('codeActivation'),
              autoComplete: 'one-time-code',
              autoCapitalize: 'characters',
              spellCheck: false,
              maxLength: 20,
              'aria-required': true,
            }}
          />
          <Button type="submit" disabled={formState.isSubmitting}>
            Activer mon compte
          </Button>
        </Formulaire>
        <p className="fr-mt-4w">
          Courrier perdu ou code expiré ? <Link to={LIEN_ASSISTANCE}>Contactez l'assistance du registre</Link>{' '}
          : un nouveau code peut vous être envoyé.
        </p>
      </div>
    </div>
  );
}
