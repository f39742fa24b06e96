import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { DELAI_MAX_CODE_ACTIVATION_JOURS, estTypeInscription } from '@registre/domain';
import { Navigate, useLocation } from 'react-router';
import type { EtatConfirmationInscription } from './PageFormulaireInscription';

function lireEtat(etat: unknown): EtatConfirmationInscription | null {
  const valeur = etat as Partial<EtatConfirmationInscription> | null;
  const type = valeur?.type;
  return estTypeInscription(type) && typeof valeur?.email === 'string' ? { type, email: valeur.email } : null;
}

/**
 * Confirmation d'une inscription envoyée : courriel de création du mot de passe, puis courrier du code.
 * Elle n'est affichée qu'au retour d'une inscription réelle (état de navigation posé par le formulaire) :
 * ouverte directement, elle mènerait à croire à un succès qui n'a pas eu lieu, d'où le retour au choix.
 */
export function PageConfirmationInscription() {
  const etat = lireEtat(useLocation().state);
  if (!etat) return <Navigate to="/compte/inscription" replace />;
  const notaire = etat.type === 'NOTAIRE';
  const destinataire = <strong>{etat.email}</strong>;
  const lieuCourrier =
    etat.type === 'NON_PRO' ? "l'adresse de la copropriété" : "l'adresse de l'établissement";
  return (
    <div className="fr-grid-row fr-my-6w">
      <div className="fr-col-12 fr-col-lg-8">
        <h1>Votre demande d'inscription est enregistrée</h1>
        <Alert
          severity="success"
          title="Inscription envoyée"
          description={
            notaire
              ? 'Le courriel de création du mot de passe est en route.'
              : "Le courriel de création du mot de passe et le courrier contenant le code d'activation sont en route."
          }
          className="fr-mb-4w"
        />
        <h2 className="fr-h4">Les prochaines étapes</h2>
        <ol className="fr-mb-4w">
          <li className="fr-mb-2w">
            <strong>Créez votre mot de passe.</strong> Un courriel vient d'être envoyé à {destinataire}.
            Ouvrez le lien qu'il contient pour choisir votre mot de passe. Pensez à vérifier vos courriers
            indésirables.
          </li>
          {notaire ? (
            <li className="fr-mb-2w">
              <strong>Attendez la finalisation de l'inscription de l'étude.</strong> Vous pourrez vous
              connecter aussitôt ; l'immatriculation des copropriétés sera ouverte une fois l'étude vérifiée.
            </li>
          ) : (
            <>
              <li className="fr-mb-2w">
                <strong>Recevez votre code d'activation par courrier.</strong> Une lettre contenant ce code
                est envoyée à {lieuCourrier}, sous {DELAI_MAX_CODE_ACTIVATION_JOURS} jours au plus.
              </li>
              <li className="fr-mb-2w">
                <strong>Activez votre compte.</strong> Connectez-vous, puis saisissez le code dans « Activer
                mon compte » : vous pourrez alors immatriculer et mettre à jour vos copropriétés.
              </li>
            </>
          )}
        </ol>
        <Button linkProps={{ to: '/compte' }}>Se connecter</Button>
      </div>
    </div>
  );
}
