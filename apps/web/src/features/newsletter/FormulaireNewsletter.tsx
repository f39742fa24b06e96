import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Input } from '@codegouvfr/react-dsfr/Input';
import {
  EmailNewsletter,
  LONGUEUR_MAX_EMAIL_NEWSLETTER,
  MESSAGE_INSCRIPTION_NEWSLETTER_INDISPONIBLE,
  MESSAGE_INSCRIPTION_NEWSLETTER_REUSSIE,
  newsletterRoutes,
} from '@registre/domain';
import { useCallback, useId, useState } from 'react';
import { appelerApi, ErreurAppel } from '../../api/client';
import { ChampCaptcha } from '../../components/formulaire/ChampCaptcha';

type Avis = { succes: true } | { succes: false; message: string };

/**
 * Inscription à la lettre d'information (spec 1 §4, spec 2 §7.10 et §8) : le captcha n'apparaît qu'une fois
 * l'adresse valide ; l'envoi reste désactivé tant que l'adresse et le captcha ne le sont pas ; après le résultat,
 * le formulaire est remis à zéro et l'avis de réussite ou d'échec s'affiche.
 */
export function FormulaireNewsletter({ titre, niveau = 2 }: { titre: string; niveau?: 2 | 3 }) {
  const [email, setEmail] = useState('');
  const [touche, setTouche] = useState(false);
  const [preuve, setPreuve] = useState<string | null>(null);
  const [cleCaptcha, setCleCaptcha] = useState(0);
  const [envoi, setEnvoi] = useState(false);
  const [avis, setAvis] = useState<Avis | null>(null);
  const idTitre = useId();
  const verification = EmailNewsletter.safeParse(email);
  const emailValide = verification.success;
  const erreurEmail =
    touche && email !== '' && !verification.success ? verification.error.issues[0]?.message : undefined;
  const surPreuve = useCallback((p: string | null) => setPreuve(p), []);

  async function envoyer(evenement: React.FormEvent) {
    evenement.preventDefault();
    if (!emailValide || !preuve) return;
    setEnvoi(true);
    try {
      await appelerApi(newsletterRoutes.inscrire, { body: { email, recaptcha: preuve } });
      setAvis({ succes: true });
    } catch (erreur) {
      setAvis({
        succes: false,
        message:
          erreur instanceof ErreurAppel && erreur.status === 400
            ? erreur.message
            : MESSAGE_INSCRIPTION_NEWSLETTER_INDISPONIBLE,
      });
    } finally {
      // Remise à zéro après le résultat : une preuve ne sert qu'une fois.
      setEnvoi(false);
      setEmail('');
      setTouche(false);
      setPreuve(null);
      setCleCaptcha((c) => c + 1);
    }
  }

  const Titre = niveau === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={idTitre} data-testid="formulaire-newsletter">
      <Titre id={idTitre} className="fr-h4">
        {titre}
      </Titre>
      <p>Recevez par courriel les nouvelles du registre : obligations, calendrier, nouveaux services.</p>
      {avis && (
        <Alert
          className="fr-mb-2w"
          severity={avis.succes ? 'success' : 'error'}
          small
          description={avis.succes ? MESSAGE_INSCRIPTION_NEWSLETTER_REUSSIE : avis.message}
          closable
          onClose={() => setAvis(null)}
          data-testid="avis-newsletter"
        />
      )}
      <form onSubmit={envoyer} noValidate aria-labelledby={idTitre}>
        <Input
          label="Votre courriel"
          hintText={`Format attendu : nom@domaine.fr (${LONGUEUR_MAX_EMAIL_NEWSLETTER} caractères au plus)`}
          state={erreurEmail ? 'error' : 'default'}
          stateRelatedMessage={erreurEmail}
          nativeInputProps={{
            type: 'email',
            autoComplete: 'email',
            value: email,
            maxLength: LONGUEUR_MAX_EMAIL_NEWSLETTER,
            onChange: (e) => {
              setEmail(e.target.value);
              setAvis(null);
            },
            onBlur: () => setTouche(true),
          }}
        />
        {emailValide && <ChampCaptcha key={cleCaptcha} onChange={surPreuve} />}
        <Button type="submit" disabled={!emailValide || !preuve || envoi}>
          S'abonner
        </Button>
      </form>
    </section>
  );
}
