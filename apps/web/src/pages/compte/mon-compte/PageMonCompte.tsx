import { Button } from '@codegouvfr/react-dsfr/Button';
import { PasswordInput } from '@codegouvfr/react-dsfr/blocks/PasswordInput';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ChangementMotDePasse,
  civiliteLabels,
  compteRoutes,
  formaterTelephone,
  type InfoCompte,
  profilLabels,
  SaisieMonCompte,
  statutCompteUtilisateurLabels,
} from '@registre/domain';
import { useFormContext } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { appelerApi } from '../../../api/client';
import {
  Formulaire,
  reporterErreursServeur,
  useEtatChamp,
  useFormulaire,
} from '../../../components/formulaire';
import { storeNotifications } from '../../../features/notifications/notifications';
import { PageProtegee } from '../../../features/session/PageProtegee';
import { useSession } from '../../../features/session/session';
import { ChampsIdentite } from '../../../features/utilisateurs/ChampsCompte';
import { ListeDefinitions } from '../../../features/utilisateurs/ListeDefinitions';
import { REGLE_NOUVEAU_MOT_DE_PASSE } from '../../../features/utilisateurs/textes';
import '../../../features/utilisateurs/utilisateurs.css';

/** « Mon compte » (spec 1 §2 et §6) : informations du compte, modification, changement du mot de passe. */
export function PageMonCompte() {
  return (
    <PageProtegee authorities={['MON_COMPTE']}>
      <MonCompte />
    </PageProtegee>
  );
}

function MonCompte() {
  const { compte } = useSession();
  if (!compte) return null;
  return (
    <div className="fr-my-4w">
      <h1>Mon compte</h1>
      <Resume compte={compte} />
      <div className="fr-grid-row fr-grid-row--gutters fr-mt-2w">
        <div className="fr-col-12 fr-col-lg-7">
          <FormulaireMonCompte compte={compte} />
        </div>
        <div className="fr-col-12 fr-col-lg-5">
          <FormulaireMotDePasse />
        </div>
      </div>
    </div>
  );
}

function Resume({ compte }: { compte: InfoCompte }) {
  const lignes: [string, string][] = [
    ['Identifiant de connexion', compte.login],
    ['Profil', profilLabels[compte.profil]],
    ['Statut', compte.statut ? statutCompteUtilisateurLabels[compte.statut] : '—'],
    ['Compte créé le', compte.dateCreation ?? '—'],
    ['Dernière activité', compte.dateDerniereActivite ?? '—'],
  ];
  return (
    <section aria-labelledby="titre-resume" className="fr-card fr-card--no-arrow fr-p-3w">
      <h2 id="titre-resume" className="fr-h5">
        {compte.civilite ? `${civiliteLabels[compte.civilite]} ` : ''}
        {[compte.prenom, compte.nom].filter(Boolean).join(' ') || compte.login}
      </h2>
      <ListeDefinitions lignes={lignes} />
    </section>
  );
}

const CHAMPS_COMPTE = ['civilite', 'nom', 'prenom', 'email', 'telephone', 'motDePasseActuel'] as const;

function FormulaireMonCompte({ compte }: { compte: InfoCompte }) {
  const { actualiser } = useSession();
  const navigate = useNavigate();
  const formulaire = useFormulaire<SaisieMonCompte>({
    resolver: zodResolver(SaisieMonCompte),
    defaultValues: {
      civilite: compte.civilite ?? undefined,
      nom: compte.nom ?? '',
      prenom: compte.prenom ?? '',
      email: compte.email ?? compte.login,
      telephone: compte.telephone ? formaterTelephone(compte.telephone) : null,
      motDePasseActuel: '',
    },
  });
  const { handleSubmit, setError, formState, watch, setValue } = formulaire;
  const emailActuel = compte.email ?? compte.login;
  const emailSaisi = watch('email') ?? '';
  // Changer d'adresse exige le mot de passe actuel (ADR 0086) ; en connexion « en tant que », le teneur ne le
  // connaît pas : ce sont les droits de son propre profil qui décident.
  const changeEmail = emailSaisi.trim().toLowerCase() !== emailActuel.toLowerCase();
  const demanderMotDePasse = changeEmail && !compte.loginAs;

  const enregistrer = handleSubmit(async (saisie) => {
    try {
      const { reconnexionNecessaire, confirmationEnvoyee } = await appelerApi(
        compteRoutes.enregistrerCompte,
        {
          body: { ...saisie, motDePasseActuel: demanderMotDePasse ? saisie.motDePasseActuel : null },
        },
      );
      if (confirmationEnvoyee) {
        setValue('motDePasseActuel', '');
        storeNotifications.ajouter({
          type: 'info',
          titre: 'Confirmez votre nouvelle adresse',
          description: `Un lien de confirmation a été envoyé à ${saisie.email.trim().toLowerCase()}. Votre adresse actuelle reste en vigueur jusqu'à la confirmation ; elle a été prévenue de la demande.`,
        });
        await actualiser();
        return;
      }
      if (reconnexionNecessaire) {
        storeNotifications.ajouter({
          type: 'info',
          titre: 'Reconnectez-vous',
          description:
            'Votre adresse électronique est votre nouvel identifiant de connexion : reconnectez-vous avec elle.',
        });
        await actualiser();
        navigate('/compte', { replace: true });
        return;
      }
      storeNotifications.ajouter({
        type: 'success',
        titre: 'Compte mis à jour',
        description: 'Vos informations ont été enregistrées.',
      });
      await actualiser();
      navigate('/', { replace: true });
    } catch (erreur) {
      if (!reporterErreursServeur(erreur, setError, CHAMPS_COMPTE)) throw erreur;
    }
  });

  return (
    <section aria-labelledby="titre-modifier-compte">
      <h2 id="titre-modifier-compte" className="fr-h4">
        Modifier mes informations
      </h2>
      <p className="fr-text--sm">
        Pour changer d'adresse électronique, saisissez aussi votre mot de passe actuel : un lien de
        confirmation est envoyé à la nouvelle adresse, qui ne remplace l'actuelle (et votre identifiant de
        connexion, sauf pour les notaires) qu'une fois confirmée.
      </p>
      <Formulaire formulaire={formulaire} onSubmit={enregistrer} aria-labelledby="titre-modifier-compte">
        <ChampsIdentite />
        {demanderMotDePasse && <ChampMotDePasseActuel />}
        <Button type="submit" disabled={formState.isSubmitting}>
          Enregistrer mes informations
        </Button>
      </Formulaire>
    </section>
  );
}

const CHAMPS_MOT_DE_PASSE = ['motDePasseActuel', 'nouveauMotDePasse', 'confirmationMotDePasse'] as const;

function ChampMotDePasse({
  nom,
  label,
  aide,
  autoComplete,
}: {
  nom: (typeof CHAMPS_MOT_DE_PASSE)[number];
  label: string;
  aide?: string;
  autoComplete: string;
}) {
  const { register } = useFormContext<ChangementMotDePasse>();
  const { stateRelatedMessage } = useEtatChamp<ChangementMotDePasse>(nom);
  return (
    <PasswordInput
      label={label}
      hintText={aide}
      messages={stateRelatedMessage ? [{ message: stateRelatedMessage, severity: 'error' }] : []}
      nativeInputProps={{ ...register(nom), autoComplete }}
    />
  );
}

/** Mot de passe actuel demandé quand l'adresse électronique change (ADR 0086). */
function ChampMotDePasseActuel() {
  const { register } = useFormContext<SaisieMonCompte>();
  const { stateRelatedMessage } = useEtatChamp<SaisieMonCompte>('motDePasseActuel');
  return (
    <PasswordInput
      label="Mot de passe actuel"
      hintText="Exigé pour changer d'adresse électronique."
      messages={stateRelatedMessage ? [{ message: stateRelatedMessage, severity: 'error' }] : []}
      nativeInputProps={{ ...register('motDePasseActuel'), autoComplete: 'current-password' }}
    />
  );
}

function FormulaireMotDePasse() {
  const formulaire = useFormulaire<ChangementMotDePasse>({
    resolver: zodResolver(ChangementMotDePasse),
    defaultValues: { motDePasseActuel: '', nouveauMotDePasse: '', confirmationMotDePasse: '' },
  });
  const { handleSubmit, setError, formState, reset } = formulaire;
  const changer = handleSubmit(async (saisie) => {
    try {
      await appelerApi(compteRoutes.changerMotDePasse, { body: saisie });
      reset();
      storeNotifications.ajouter({
        type: 'success',
        titre: 'Mot de passe modifié',
        description: 'Utilisez votre nouveau mot de passe à votre prochaine connexion.',
      });
    } catch (erreur) {
      if (!reporterErreursServeur(erreur, setError, CHAMPS_MOT_DE_PASSE)) throw erreur;
    }
  });
  return (
    <section aria-labelledby="titre-mot-de-passe">
      <h2 id="titre-mot-de-passe" className="fr-h4">
        Changer mon mot de passe
      </h2>
      <Formulaire formulaire={formulaire} onSubmit={changer} aria-labelledby="titre-mot-de-passe">
        <ChampMotDePasse nom="motDePasseActuel" label="Mot de passe actuel" autoComplete="current-password" />
        <ChampMotDePasse
          nom="nouveauMotDePasse"
          label="Nouveau mot de passe"
          aide={REGLE_NOUVEAU_MOT_DE_PASSE}
          autoComplete="new-password"
        />
        <ChampMotDePasse
          nom="confirmationMotDePasse"
          label="Confirmation du nouveau mot de passe"
          autoComplete="new-password"
        />
        <Button type="submit" priority="secondary" disabled={formState.isSubmitting}>
          Changer mon mot de passe
        </Button>
      </Formulaire>
    </section>
  );
}
