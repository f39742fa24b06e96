import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Checkbox } from '@codegouvfr/react-dsfr/Checkbox';
import {
  estTypeInscription,
  type InscriptionTeledeclarant,
  inscriptionAvecSiret,
  type TypeInscription,
  typeInscriptionLabels,
} from '@registre/domain';
import { useMemo, useRef, useState } from 'react';
import { type DefaultValues, useWatch } from 'react-hook-form';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { appelerApi } from '../../../api/client';
import { contratsInscription } from '../../../api/contrats-differes';
import { messageErreur } from '../../../api/erreurs-appel';
import { ChampCaptchaFormulaire } from '../../../components/formulaire/ChampCaptchaFormulaire';
import { cheminsDesValeurs, reporterErreursServeur } from '../../../components/formulaire/erreurs-serveur';
import { Formulaire } from '../../../components/formulaire/Formulaire';
import { resolveurDiffere } from '../../../components/formulaire/resolveur-differe';
import { useEtatChamp } from '../../../components/formulaire/useEtatChamp';
import { useFormulaire } from '../../../components/formulaire/useFormulaire';
import { ChampsAdresseCopropriete } from '../../../features/inscription/ChampsAdresseCopropriete';
import { ChampsPersonne } from '../../../features/inscription/ChampsPersonne';
import { RechercheEtablissement } from '../../../features/inscription/RechercheEtablissement';

type Saisie = InscriptionTeledeclarant;

/** Ce que la page de confirmation affiche après une inscription envoyée. */
export interface EtatConfirmationInscription {
  type: TypeInscription;
  email: string;
}

const personneVide = { nom: '', prenom: '', email: '', confirmationEmail: '', telephone: '' };

function valeursInitiales(type: TypeInscription): DefaultValues<Saisie> {
  return {
    siret: inscriptionAvecSiret(type) ? '' : null,
    adresseCopropriete:
      type === 'NON_PRO'
        ? { voie: '', complement: '', immeuble: '', lieuDit: '', codePostal: '', commune: '' }
        : null,
    representantLegal: personneVide,
    administrateurEstRepresentant: true,
    attestationSurLHonneur: false as unknown as true,
    captcha: '',
  };
}

const TITRES_REPRESENTANT: Record<TypeInscription, { titre: string; aide: string }> = {
  PRO: {
    titre: "Représentant légal de l'établissement",
    aide: 'Le dirigeant (gérant, président) ou la personne qu’il a désignée pour représenter le syndic.',
  },
  NON_PRO: {
    titre: 'Vos coordonnées de syndic bénévole',
    aide: 'Le copropriétaire désigné syndic par l’assemblée générale.',
  },
  NOTAIRE: {
    titre: "Notaire représentant l'étude",
    aide: 'Le notaire titulaire de l’office ou la personne qu’il a désignée.',
  },
};

/** Formulaire d'inscription d'un télédéclarant (`/compte/inscription/:type`). */
export function PageFormulaireInscription() {
  const { type: parametre } = useParams();
  if (!estTypeInscription(parametre)) return <Navigate to="/compte/inscription" replace />;
  return <FormulaireInscription key={parametre} type={parametre} />;
}

function FormulaireInscription({ type }: { type: TypeInscription }) {
  const navigate = useNavigate();
  // Schéma du type chargé au premier contrôle, avec zod (ADR 0286, 0303).
  const resolveur = useMemo(
    () =>
      resolveurDiffere<Saisie>(() =>
        import('../resolveurs-compte').then((m) => m.resolveurInscription(type)),
      ),
    [type],
  );
  const formulaire = useFormulaire<Saisie>({
    resolver: resolveur,
    defaultValues: valeursInitiales(type),
    shouldUnregister: true,
  });
  const { control, getValues, handleSubmit, register, setError, setValue, formState } = formulaire;
  const administrateurEstRepresentant = useWatch({ control, name: 'administrateurEstRepresentant' });
  const attestation = useEtatChamp<Saisie>('attestationSurLHonneur', { control });
  const [cleCaptcha, setCleCaptcha] = useState(0);
  const [echec, setEchec] = useState<{ titre: string; description: string } | null>(null);
  const refEchec = useRef<HTMLDivElement>(null);
  const { titre: titreRepresentant, aide: aideRepresentant } = TITRES_REPRESENTANT[type];

  // Des erreurs de champ renvoyées par le serveur : le résumé des erreurs du formulaire prend le focus.
  const signalerEchec = (titre: string, description: string, focaliser = true) => {
    setEchec({ titre, description });
    if (focaliser) requestAnimationFrame(() => refEchec.current?.focus());
  };

  const soumettre = handleSubmit(
    async (saisie) => {
      setEchec(null);
      try {
        await appelerApi((await contratsInscription()).inscrire, {
          params: { type },
          body: {
            ...saisie,
            administrateur: saisie.administrateurEstRepresentant ? null : saisie.administrateur,
          },
        });
        const administrateur =
          saisie.administrateurEstRepresentant || !saisie.administrateur
            ? saisie.representantLegal
            : saisie.administrateur;
        navigate('/compte/inscription/confirmation', {
          state: { type, email: administrateur.email.trim() } satisfies EtatConfirmationInscription,
        });
      } catch (erreur) {
        // La preuve du captcha a été consommée : il faut refaire la vérification.
        setValue('captcha', '');
        setCleCaptcha((c) => c + 1);
        const report = reporterErreursServeur(erreur, setError, cheminsDesValeurs(getValues()));
        const general = messageErreur(erreur, 'Une erreur inattendue est survenue.');
        const messages = report ? [general, ...report.messagesHorsChamp] : [general];
        // Des erreurs sous les champs : le résumé des erreurs les montre, le message d'échec ne prend pas le focus.
        signalerEchec(
          "L'inscription n'a pas abouti",
          messages.filter((m, i, t) => t.indexOf(m) === i).join(' '),
          report === false || !report.surChamp,
        );
      }
    },
    // Saisie refusée par le schéma : le résumé des erreurs en haut du formulaire prend le focus.
    () => setEchec(null),
  );

  return (
    <div className="fr-grid-row fr-my-6w">
      <div className="fr-col-12 fr-col-lg-10">
        <h1>Inscription : {typeInscriptionLabels[type].toLowerCase()}</h1>
        <p className="fr-hint-text">Sauf mention contraire, tous les champs sont obligatoires.</p>
        <div ref={refEchec} tabIndex={-1}>
          {echec && (
            <Alert
              severity="error"
              title={echec.titre}
              description={echec.description}
              className="fr-mb-3w"
              data-testid="echec-inscription"
            />
          )}
        </div>
        <Formulaire
          formulaire={formulaire}
          onSubmit={soumettre}
          aria-label={`Inscription d'un ${typeInscriptionLabels[type].toLowerCase()}`}
        >
          {inscriptionAvecSiret(type) ? (
            <fieldset className="fr-fieldset">
              <legend className="fr-fieldset__legend fr-h4">
                {type === 'NOTAIRE' ? 'Votre étude' : 'Votre établissement'}
              </legend>
              <div className="fr-fieldset__element">
                <RechercheEtablissement type={type} />
              </div>
            </fieldset>
          ) : (
            <fieldset className="fr-fieldset">
              <legend className="fr-fieldset__legend fr-h4">
                Adresse de la copropriété
                <span className="fr-hint-text">
                  Le code d'activation de votre compte sera envoyé par courrier à cette adresse : il prouve
                  que vous êtes bien le syndic de la copropriété.
                </span>
              </legend>
              <div className="fr-fieldset__element">
                <ChampsAdresseCopropriete />
              </div>
            </fieldset>
          )}

          <fieldset className="fr-fieldset">
            <legend className="fr-fieldset__legend fr-h4">
              {titreRepresentant}
              <span className="fr-hint-text">{aideRepresentant}</span>
            </legend>
            <div className="fr-fieldset__element">
              <ChampsPersonne prefixe="representantLegal" saisieAutomatique />
            </div>
          </fieldset>

          <fieldset className="fr-fieldset">
            <legend className="fr-fieldset__legend fr-h4">
              Administrateur principal du compte
              <span className="fr-hint-text">
                Il se connecte avec son adresse électronique, reçoit le lien pour créer son mot de passe et
                gère les autres comptes de l'établissement.
              </span>
            </legend>
            <div className="fr-fieldset__element">
              <Checkbox
                options={[
                  {
                    label: "Le représentant légal est l'administrateur principal du compte",
                    nativeInputProps: register('administrateurEstRepresentant'),
                  },
                ]}
              />
            </div>
            {!administrateurEstRepresentant && (
              <div className="fr-fieldset__element">
                <ChampsPersonne prefixe="administrateur" saisieAutomatique={false} />
              </div>
            )}
          </fieldset>

          <fieldset className="fr-fieldset">
            <legend className="fr-fieldset__legend fr-h4">Attestation et vérification</legend>
            <div className="fr-fieldset__element">
              <Checkbox
                state={attestation.state}
                stateRelatedMessage={attestation.stateRelatedMessage}
                options={[
                  {
                    label: `J'atteste sur l'honneur l'exactitude des informations saisies et ma qualité pour représenter ${
                      type === 'NON_PRO'
                        ? 'le syndicat des copropriétaires'
                        : type === 'NOTAIRE'
                          ? "l'étude"
                          : "l'établissement"
                    }.`,
                    nativeInputProps: { ...register('attestationSurLHonneur'), 'aria-required': true },
                  },
                ]}
              />
            </div>
            <div className="fr-fieldset__element">
              <ChampCaptchaFormulaire<Saisie> name="captcha" cle={cleCaptcha} />
            </div>
          </fieldset>

          <ul className="fr-btns-group fr-btns-group--inline-md fr-mt-2w">
            <li>
              <Button type="submit" disabled={formState.isSubmitting}>
                Envoyer ma demande d'inscription
              </Button>
            </li>
            <li>
              <Button priority="secondary" linkProps={{ to: '/compte/inscription' }}>
                Choisir un autre type de déclarant
              </Button>
            </li>
          </ul>
        </Formulaire>
        <p className="fr-mt-3w">
          Vous avez déjà un compte ? <Link to="/compte">Connectez-vous</Link>.
        </p>
      </div>
    </div>
  );
}
