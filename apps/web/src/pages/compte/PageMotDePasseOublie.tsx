import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { useState } from 'react';
import { appelerApi } from '../../api/client';
import { contratsCompte } from '../../api/contrats-differes';
import { Formulaire } from '../../components/formulaire/Formulaire';
import { resolveurDiffere } from '../../components/formulaire/resolveur-differe';
import { useFormulaire } from '../../components/formulaire/useFormulaire';
import type { SaisieOubli } from './resolveurs-compte';

/** Schéma de la saisie chargé au premier contrôle (ADR 0286). */
const resolveurOubli = resolveurDiffere<SaisieOubli>(() =>
  import('./resolveurs-compte').then((m) => m.resolveurOubli),
);

/** Demande d'un lien de réinitialisation du mot de passe ; la réponse ne dit pas si le compte existe. */
export function PageMotDePasseOublie() {
  const [envoye, setEnvoye] = useState<string | null>(null);
  const formulaire = useFormulaire<SaisieOubli>({
    resolver: resolveurOubli,
    defaultValues: { email: '' },
  });
  const { register, handleSubmit, formState } = formulaire;
  const soumettre = handleSubmit(async ({ email }) => {
    await appelerApi((await contratsCompte()).reinitialiserMotDePasse, { body: { email } });
    setEnvoye(email);
  });
  const erreur =
    formState.errors.email &&
    (formState.touchedFields.email || formState.dirtyFields.email || formState.isSubmitted)
      ? formState.errors.email.message
      : undefined;
  return (
    <div className="fr-grid-row fr-grid-row--center fr-my-6w">
      <div className="fr-col-12 fr-col-md-8 fr-col-lg-6">
        <h1>Mot de passe oublié</h1>
        {envoye ? (
          <Alert
            severity="success"
            title="Demande enregistrée"
            description={`Si un compte correspond à l'adresse ${envoye}, un courriel contenant un lien pour choisir un nouveau mot de passe vient d'y être envoyé. Ce lien est valable 24 heures.`}
            data-testid="confirmation-oubli"
          />
        ) : (
          <Formulaire
            formulaire={formulaire}
            onSubmit={soumettre}
            aria-label="Demande de réinitialisation du mot de passe"
          >
            <p>
              Indiquez l'adresse électronique de votre compte : vous recevrez un lien pour choisir un nouveau
              mot de passe.
            </p>
            <Input
              label="Adresse électronique"
              state={erreur ? 'error' : 'default'}
              stateRelatedMessage={erreur}
              nativeInputProps={{ ...register('email'), type: 'email', autoComplete: 'email' }}
            />
            <Button type="submit" disabled={formState.isSubmitting}>
              Recevoir le lien
            </Button>
          </Formulaire>
        )}
      </div>
    </div>
  );
}
