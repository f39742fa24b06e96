import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { PasswordInput } from '@codegouvfr/react-dsfr/blocks/PasswordInput';
import { Checkbox } from '@codegouvfr/react-dsfr/Checkbox';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { useCallback, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { appelerApi } from '../../api/client';
import { contratsCompte } from '../../api/contrats-differes';
import { estErreurStatut, messageChampServeur } from '../../api/erreurs-appel';
import { routeDisponible } from '../../app/routes-disponibles';
import { ChampCaptcha } from '../../components/formulaire/ChampCaptcha';
import { Formulaire } from '../../components/formulaire/Formulaire';
import { resolveurDiffere } from '../../components/formulaire/resolveur-differe';
import { useFormulaire } from '../../components/formulaire/useFormulaire';
import { BoutonConnexionInstitutionnelle } from '../../features/clavis/BoutonConnexionInstitutionnelle';
import { useSession } from '../../features/session/session';
import type { SaisieConnexion } from './resolveurs-compte';

/** Schéma de la saisie chargé au premier contrôle (ADR 0286). */
const resolveurConnexion = resolveurDiffere<SaisieConnexion>(() =>
  import('./resolveurs-compte').then((m) => m.resolveurConnexion),
);

/** Ne suit que des retours internes au site (pas de redirection ouverte). */
function retourSur(valeur: string | null): string {
  return valeur?.startsWith('/') && !valeur.startsWith('//') ? valeur : '/';
}

/** Page de connexion (espace « compte ») : identifiant, mot de passe, captcha, « rester connecté ». */
export function PageConnexion() {
  const { compte, etat, actualiser } = useSession();
  const navigate = useNavigate();
  const [recherche] = useSearchParams();
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [erreurCaptcha, setErreurCaptcha] = useState<string>();
  const [echec, setEchec] = useState<string | null>(null);
  const [cleCaptcha, setCleCaptcha] = useState(0);
  const formulaire = useFormulaire<SaisieConnexion>({
    resolver: resolveurConnexion,
    defaultValues: { identifiant: '', motDePasse: '', resterConnecte: false },
  });
  const { register, handleSubmit, formState } = formulaire;
  const surCaptcha = useCallback((preuve: string | null) => {
    setCaptcha(preuve);
    if (preuve) setErreurCaptcha(undefined);
  }, []);

  if (etat === 'CONNECTE' && compte) return <Navigate to={retourSur(recherche.get('retour'))} replace />;

  const soumettre = handleSubmit(async (saisie) => {
    setEchec(null);
    if (!captcha) {
      setErreurCaptcha('Cochez la case « Je ne suis pas un robot » et attendez la fin de la vérification.');
      return;
    }
    try {
      await appelerApi((await contratsCompte()).authentification, {
        body: {
          j_username: saisie.identifiant,
          j_password: saisie.motDePasse,
          'remember-me': saisie.resterConnecte ? 'true' : 'false',
          captcha,
        },
      });
      await actualiser();
      navigate(retourSur(recherche.get('retour')), { replace: true });
    } catch (erreur) {
      // Un captcha ne sert qu'une fois : on en demande un nouveau après chaque échec.
      setCaptcha(null);
      setCleCaptcha((c) => c + 1);
      if (estErreurStatut(erreur, 400)) {
        setErreurCaptcha(messageChampServeur(erreur, 'captcha'));
      } else if (estErreurStatut(erreur, 401)) {
        setEchec(erreur.message);
      } else {
        throw erreur;
      }
    }
  });

  const erreurChamp = (nom: keyof SaisieConnexion) =>
    formState.errors[nom] &&
    (formState.touchedFields[nom] || formState.dirtyFields[nom] || formState.isSubmitted)
      ? formState.errors[nom]?.message
      : undefined;

  return (
    <div className="fr-grid-row fr-grid-row--center fr-my-6w">
      <div className="fr-col-12 fr-col-md-8 fr-col-lg-6">
        <h1>Se connecter</h1>
        {echec && (
          <Alert
            severity="error"
            title="Échec de la connexion"
            description={echec}
            className="fr-mb-3w"
            data-testid="echec-connexion"
          />
        )}
        <Formulaire formulaire={formulaire} onSubmit={soumettre} aria-label="Connexion au registre">
          <fieldset className="fr-fieldset">
            <legend className="fr-fieldset__legend">Identifiez-vous avec votre adresse électronique</legend>
            <div className="fr-fieldset__element">
              <Input
                label="Identifiant (adresse électronique)"
                state={erreurChamp('identifiant') ? 'error' : 'default'}
                stateRelatedMessage={erreurChamp('identifiant')}
                nativeInputProps={{ ...register('identifiant'), type: 'email', autoComplete: 'username' }}
              />
            </div>
            <div className="fr-fieldset__element">
              <PasswordInput
                label="Mot de passe"
                messages={
                  erreurChamp('motDePasse')
                    ? [{ message: erreurChamp('motDePasse')!, severity: 'error' }]
                    : []
                }
                nativeInputProps={{ ...register('motDePasse'), autoComplete: 'current-password' }}
              />
            </div>
            <div className="fr-fieldset__element">
              <Checkbox
                options={[
                  { label: 'Rester connecté sur cet appareil', nativeInputProps: register('resterConnecte') },
                ]}
              />
            </div>
            <div className="fr-fieldset__element">
              <ChampCaptcha key={cleCaptcha} onChange={surCaptcha} erreur={erreurCaptcha} />
            </div>
            <div className="fr-fieldset__element">
              <Button type="submit" disabled={formState.isSubmitting}>
                Se connecter
              </Button>
            </div>
          </fieldset>
        </Formulaire>
        <p className="fr-mt-3w">
          <Link to="/compte/mot-de-passe-oublie">Mot de passe oublié ?</Link>
        </p>
        <hr />
        <h2 className="fr-h4">Collectivités, services de l'État et teneur du registre</h2>
        <BoutonConnexionInstitutionnelle retour={recherche.get('retour')} />
        {routeDisponible('/compte/inscription') && (
          <>
            <hr />
            <h2 className="fr-h4">Vous n'avez pas de compte ?</h2>
            <Button priority="secondary" linkProps={{ to: '/compte/inscription' }}>
              Créer un compte de télédéclarant
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
