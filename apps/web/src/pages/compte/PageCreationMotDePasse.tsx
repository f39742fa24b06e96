import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { PasswordInput } from '@codegouvfr/react-dsfr/blocks/PasswordInput';
import type { CreationMotDePasse } from '@registre/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { clesInscription } from '../../api/cles-requetes';
import { appelerApi } from '../../api/client';
import { contratsCompte } from '../../api/contrats-differes';
import { reporterErreursServeur } from '../../components/formulaire/erreurs-serveur';
import { Formulaire } from '../../components/formulaire/Formulaire';
import { resolveurDiffere } from '../../components/formulaire/resolveur-differe';
import { useFormulaire } from '../../components/formulaire/useFormulaire';
import { storeNotifications } from '../../features/notifications/notifications';

const CHAMPS_MOT_DE_PASSE = ['motDePasse', 'confirmationMotDePasse'];

/** Schéma du domaine chargé au premier contrôle (ADR 0286). */
const resolveurCreation = resolveurDiffere<CreationMotDePasse>(() =>
  import('./resolveurs-compte').then((m) => m.resolveurCreationMotDePasse),
);

export const REGLE_MOT_DE_PASSE =
  'Au moins 12 caractères, dont une majuscule, une minuscule, un chiffre et un caractère spécial, sans espace.';

/** Création du mot de passe à partir du lien reçu par courriel (activation du compte ou réinitialisation). */
export function PageCreationMotDePasse() {
  const [recherche] = useSearchParams();
  const navigate = useNavigate();
  const cle = recherche.get('key') ?? '';
  const reinitialisation = recherche.has('reinitialisation');
  const { data: valide, isPending } = useQuery({
    queryKey: clesInscription.cleActivation(cle),
    queryFn: async () =>
      cle ? appelerApi((await contratsCompte()).verifierCleActivation, { params: { key: cle } }) : false,
  });
  const formulaire = useFormulaire<CreationMotDePasse>({
    resolver: resolveurCreation,
    defaultValues: { cle, motDePasse: '', confirmationMotDePasse: '' },
  });
  const { register, handleSubmit, formState, setError } = formulaire;
  const titre = reinitialisation ? 'Choisir un nouveau mot de passe' : 'Créer votre mot de passe';

  if (isPending) return <p role="status">Vérification du lien…</p>;
  if (!valide) {
    return (
      <div className="fr-my-6w">
        <h1>{titre}</h1>
        <Alert
          severity="error"
          title="Ce lien n'est plus valide"
          description="Il a déjà servi ou a expiré. Demandez un nouveau lien : vous le recevrez par courriel."
        />
        <p className="fr-mt-3w">
          <Link to="/compte/mot-de-passe-oublie">Recevoir un nouveau lien</Link>
        </p>
      </div>
    );
  }

  const soumettre = handleSubmit(async (saisie) => {
    try {
      await appelerApi((await contratsCompte()).activer, { body: saisie });
      storeNotifications.ajouter({
        type: 'success',
        titre: 'Mot de passe enregistré',
        description:
          'Vous pouvez maintenant vous connecter avec votre adresse électronique et ce mot de passe.',
      });
      navigate('/compte', { replace: true });
    } catch (erreur) {
      // La clé du lien n'est pas un champ du formulaire : son erreur devient l'erreur générale.
      if (!reporterErreursServeur(erreur, setError, CHAMPS_MOT_DE_PASSE)) throw erreur;
    }
  });
  const message = (nom: 'motDePasse' | 'confirmationMotDePasse') =>
    formState.errors[nom] && (formState.touchedFields[nom] || formState.isSubmitted)
      ? formState.errors[nom]?.message
      : undefined;

  return (
    <div className="fr-grid-row fr-grid-row--center fr-my-6w">
      <div className="fr-col-12 fr-col-md-8 fr-col-lg-6">
        <h1>{titre}</h1>
        <Formulaire formulaire={formulaire} onSubmit={soumettre} aria-label={titre}>
          <PasswordInput
            label="Mot de passe"
            hintText={REGLE_MOT_DE_PASSE}
            messages={message('motDePasse') ? [{ message: message('motDePasse')!, severity: 'error' }] : []}
            nativeInputProps={{ ...register('motDePasse'), autoComplete: 'new-password' }}
          />
          <PasswordInput
            label="Confirmation du mot de passe"
            messages={
              message('confirmationMotDePasse')
                ? [{ message: message('confirmationMotDePasse')!, severity: 'error' }]
                : []
            }
            nativeInputProps={{ ...register('confirmationMotDePasse'), autoComplete: 'new-password' }}
          />
          <Button type="submit" className="fr-mt-3w" disabled={formState.isSubmitting}>
            Enregistrer le mot de passe
          </Button>
        </Formulaire>
      </div>
    </div>
  );
}
