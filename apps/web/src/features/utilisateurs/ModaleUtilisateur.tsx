import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Select } from '@codegouvfr/react-dsfr/Select';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CompteUtilisateur,
  captchaRoutes,
  etablissementDuCompte,
  formaterTelephone,
  limiteAdminsSecondairesAtteinte,
  MESSAGE_LIMITE_ADMINS_SECONDAIRES,
  NB_MAX_ADMINS_SECONDAIRES,
  Profil,
  profilLabels,
  referentielsCompteRoutes,
  SaisieUtilisateur,
  utilisateursRoutes,
} from '@registre/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { clesUtilisateurs } from '../../api/cles-requetes';
import { appelerApi } from '../../api/client';
import {
  Formulaire,
  Modale,
  reporterErreursServeur,
  useEtatChamp,
  useFormulaire,
} from '../../components/formulaire';
import { storeNotifications } from '../notifications/notifications';
import { useSession } from '../session/session';
import { ChampsIdentite } from './ChampsCompte';
import { nomAffiche } from './textes';

export interface ModaleUtilisateurProps {
  ouverte: boolean;
  onFermer: () => void;
  /** Compte à modifier ; `null` pour créer un compte. */
  compte: CompteUtilisateur | null;
  /** Création par un notaire : le jeton de contournement du captcha accompagne la demande. */
  avecContournementCaptcha: boolean;
  onEnregistre: (compte: CompteUtilisateur) => void;
}

const CHAMPS = ['civilite', 'nom', 'prenom', 'email', 'confirmationEmail', 'telephone', 'profil'] as const;

/**
 * Création ou modification d'un compte de l'établissement (spec 1 §2 « create or modify user ») dans une
 * modale du kit : identité, adresse électronique (confirmée), téléphone et profil choisi parmi ceux que la
 * personne connectée peut donner (`api/profil-utilisateurs/disponible`).
 */
export function ModaleUtilisateur({
  ouverte,
  onFermer,
  compte,
  avecContournementCaptcha,
  onEnregistre,
}: ModaleUtilisateurProps) {
  const idFormulaire = `formulaire-utilisateur-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const titre = compte ? `Modifier le compte de ${nomAffiche(compte)}` : 'Créer un compte utilisateur';
  return (
    <Modale
      ouverte={ouverte}
      onFermer={onFermer}
      titre={titre}
      taille="LG"
      boutons={[
        { children: 'Annuler', priority: 'secondary' },
        {
          children: compte ? 'Enregistrer les modifications' : 'Créer le compte',
          type: 'submit',
          doClosesModal: false,
          nativeButtonProps: { form: idFormulaire },
        },
      ]}
    >
      {ouverte && (
        <FormulaireUtilisateur
          key={compte?.id ?? 'nouveau'}
          id={idFormulaire}
          compte={compte}
          avecContournementCaptcha={avecContournementCaptcha}
          onEnregistre={onEnregistre}
        />
      )}
    </Modale>
  );
}

interface FormulaireProps {
  id: string;
  compte: CompteUtilisateur | null;
  avecContournementCaptcha: boolean;
  onEnregistre: (compte: CompteUtilisateur) => void;
}

/** Charge les profils que la personne connectée peut donner, puis affiche le formulaire. */
function FormulaireUtilisateur(props: FormulaireProps) {
  const { compte } = props;
  const { data, isPending, isError } = useQuery({
    queryKey: clesUtilisateurs.profilsDisponibles(compte?.id ?? null),
    queryFn: () =>
      compte
        ? appelerApi(referentielsCompteRoutes.profilsDisponiblesPour, { params: { id: compte.id } })
        : appelerApi(referentielsCompteRoutes.profilsDisponibles),
    staleTime: 0,
  });
  if (isPending) return <p role="status">Chargement du formulaire…</p>;
  if (isError) {
    return (
      <Alert
        severity="error"
        small
        description="Les profils disponibles n'ont pas pu être chargés. Fermez la fenêtre puis réessayez."
      />
    );
  }
  const profils = data.map((p) => p.code).filter((code): code is Profil => Profil.safeParse(code).success);
  if (profils.length === 0) {
    return (
      <Alert
        severity="warning"
        small
        description={`Vous ne pouvez attribuer aucun profil : votre établissement compte peut-être déjà ${NB_MAX_ADMINS_SECONDAIRES} administrateurs secondaires.`}
      />
    );
  }
  return <FormulaireCharge {...props} profils={profils} />;
}

function FormulaireCharge({
  id,
  compte,
  avecContournementCaptcha,
  onEnregistre,
  profils,
}: FormulaireProps & { profils: Profil[] }) {
  const { compte: moi } = useSession();
  const limiteAtteinte =
    moi !== null &&
    limiteAdminsSecondairesAtteinte(
      {
        id: moi.id,
        profil: moi.profil,
        authorities: moi.authorities,
        idTeledeclarant: etablissementDuCompte(moi),
      },
      compte
        ? { id: compte.id, profil: compte.profil, idTeledeclarant: etablissementDuCompte(compte) }
        : null,
      profils,
    );
  const email = compte?.email ?? compte?.login ?? '';
  const formulaire = useFormulaire<SaisieUtilisateur>({
    resolver: zodResolver(SaisieUtilisateur),
    defaultValues: {
      id: compte?.id ?? null,
      civilite: compte?.civilite ?? undefined,
      nom: compte?.nom ?? '',
      prenom: compte?.prenom ?? '',
      email,
      confirmationEmail: email,
      telephone: compte?.telephone ? formaterTelephone(compte.telephone) : null,
      // Par défaut, le profil le moins étendu (les profils créables vont du plus au moins étendu).
      profil: compte?.profil ?? profils.at(-1),
      captcha: null,
    },
  });
  const { handleSubmit, setError } = formulaire;

  const enregistrer = handleSubmit(async (saisie) => {
    try {
      if (compte) {
        const modifie = await appelerApi(utilisateursRoutes.modifier, { body: saisie });
        const nouvelleAdresse = saisie.email.trim().toLowerCase();
        // Une nouvelle adresse ne remplace l'actuelle qu'une fois confirmée par le lien qui lui est envoyé.
        const adresseAConfirmer = nouvelleAdresse !== (modifie.email ?? modifie.login).toLowerCase();
        storeNotifications.ajouter({
          type: 'success',
          titre: 'Compte modifié',
          description: adresseAConfirmer
            ? `Le compte de ${nomAffiche(modifie)} a été mis à jour. Un lien de confirmation a été envoyé à ${nouvelleAdresse} : l'adresse ne changera qu'une fois confirmée.`
            : `Le compte de ${nomAffiche(modifie)} a été mis à jour.`,
        });
        onEnregistre(modifie);
        return;
      }
      const captcha = avecContournementCaptcha ? (await appelerApi(captchaRoutes.contournement)).jeton : null;
      const cree = await appelerApi(utilisateursRoutes.creer, { body: { ...saisie, captcha } });
      storeNotifications.ajouter({
        type: 'success',
        titre: 'Compte créé',
        description: `Un courriel a été envoyé à ${cree.login} pour qu'il crée son mot de passe.`,
      });
      onEnregistre(cree);
    } catch (erreur) {
      if (!reporterErreursServeur(erreur, setError, CHAMPS)) throw erreur;
    }
  });

  return (
    <Formulaire
      formulaire={formulaire}
      id={id}
      onSubmit={enregistrer}
      aria-label={compte ? 'Modification du compte' : 'Création du compte'}
    >
      <ChampsIdentite avecConfirmation />
      <ChampProfil profils={profils} />
      {limiteAtteinte && <Alert severity="info" small description={MESSAGE_LIMITE_ADMINS_SECONDAIRES} />}
    </Formulaire>
  );
}

function ChampProfil({ profils }: { profils: Profil[] }) {
  const { register, getValues } = useFormContext<SaisieUtilisateur>();
  const { state, stateRelatedMessage } = useEtatChamp<SaisieUtilisateur>('profil');
  const actuel = getValues('profil');
  if (profils.length === 1 && profils[0] === actuel) {
    return (
      <p>
        <strong>Profil :</strong> {profilLabels[actuel]}{' '}
        <span className="fr-text--sm">(ce profil ne peut pas être changé ici)</span>
      </p>
    );
  }
  return (
    <Select
      label="Profil"
      hint={`Les administrateurs secondaires (${NB_MAX_ADMINS_SECONDAIRES} au plus) gèrent les gestionnaires ; les gestionnaires ne modifient que leur propre compte.`}
      state={state}
      stateRelatedMessage={stateRelatedMessage}
      nativeSelectProps={register('profil')}
    >
      {profils.map((code) => (
        <option key={code} value={code}>
          {profilLabels[code]}
        </option>
      ))}
    </Select>
  );
}
