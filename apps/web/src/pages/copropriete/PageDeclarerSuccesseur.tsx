import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Input } from '@codegouvfr/react-dsfr/Input';
import {
  coproprietesRoutes,
  etablissementRoutes,
  formaterNumeroImmatriculation,
  successeurRoutes,
} from '@registre/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { clesCoproprietes } from '../../api/cles-requetes';
import { appelerApi, ErreurAppel } from '../../api/client';
import { messageErreur } from '../../api/erreurs-appel';
import { storeNotifications } from '../../features/notifications/notifications';
import { PageProtegee } from '../../features/session/PageProtegee';

/**
 * Déclarer un successeur (action de ligne de spec 1 §2, issue 11 §4 ; ADR 0330) : le syndic du mandat en cours
 * désigne le syndic professionnel qui lui succède, par son SIRET et l'adresse d'un de ses comptes. Le successeur
 * reçoit un lien pour valider la déclaration.
 */
export function PageDeclarerSuccesseur() {
  return (
    <PageProtegee authorities={['DECLARER_SUCCESSEUR']}>
      <h1>Déclarer un successeur</h1>
      <DeclarationSuccesseur />
    </PageProtegee>
  );
}

type Champ = 'siret' | 'email';

function DeclarationSuccesseur() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const client = useQueryClient();
  const infos = useQuery({
    queryKey: [...clesCoproprietes.tout, 'successeur', id],
    queryFn: () =>
      appelerApi(coproprietesRoutes.infosAction, { params: { id, action: 'DECLARER_SUCCESSEUR' } }),
    retry: false,
  });
  const possible = useQuery({
    queryKey: [...clesCoproprietes.tout, 'successeur-possible', id],
    queryFn: () => appelerApi(successeurRoutes.verifieDeclSuccPossible, { body: { idCopropriete: id } }),
    retry: false,
  });
  const [siret, setSiret] = useState('');
  const [email, setEmail] = useState('');
  const [erreurs, setErreurs] = useState<Partial<Record<Champ, string>>>({});
  const [erreurGenerale, setErreurGenerale] = useState<string | null>(null);
  const [enCours, setEnCours] = useState(false);
  const [siretInconnu, setSiretInconnu] = useState(false);

  if (infos.isPending || possible.isPending) return <p role="status">Chargement de la copropriété…</p>;
  if (infos.isError || possible.isError) {
    return (
      <Alert
        severity="error"
        title="Déclaration impossible"
        description={messageErreur(infos.error ?? possible.error, 'La copropriété n’a pas pu être lue.')}
      />
    );
  }
  const copro = infos.data;

  /** Contrôle de spec 2 §7.4 : un syndic professionnel est-il inscrit avec ce SIRET ? (faux en cas d'erreur, §8) */
  const controlerSiret = async () => {
    const valeur = siret.replace(/\s/g, '');
    if (!/^\d{14}$/.test(valeur)) return;
    const existe = await appelerApi(etablissementRoutes.existeChezLeTeneur, {
      params: { siret: valeur },
    }).catch(() => false);
    setSiretInconnu(!existe);
  };

  const envoyer = async (evenement: React.FormEvent) => {
    evenement.preventDefault();
    const manquants: Partial<Record<Champ, string>> = {};
    if (siret.trim() === '')
      manquants.siret = 'Saisissez le numéro SIRET du syndic successeur (14 chiffres).';
    if (email.trim() === '')
      manquants.email = "Saisissez l'adresse électronique d'un compte du syndic successeur.";
    setErreurs(manquants);
    setErreurGenerale(null);
    if (Object.keys(manquants).length > 0) return;
    setEnCours(true);
    try {
      const resultat = await appelerApi(successeurRoutes.declarer, {
        body: { idCopropriete: id, siret: siret.replace(/\s/g, ''), email: email.trim() },
      });
      await client.invalidateQueries({ queryKey: clesCoproprietes.tout });
      storeNotifications.ajouter({ type: 'success', ...resultat.notification });
      navigate('/copropriete');
    } catch (erreur) {
      if (erreur instanceof ErreurAppel && erreur.status === 400 && erreur.erreur.champs?.length) {
        const parChamp: Partial<Record<Champ, string>> = {};
        for (const c of erreur.erreur.champs) {
          if (c.champ === 'siret' || c.champ === 'email') parChamp[c.champ] = c.message;
        }
        setErreurs(parChamp);
        if (Object.keys(parChamp).length === 0) setErreurGenerale(erreur.message);
      } else {
        setErreurGenerale(
          messageErreur(erreur, 'La déclaration n’a pas pu être enregistrée : réessayez plus tard.'),
        );
      }
    } finally {
      setEnCours(false);
    }
  };

  return (
    <>
      <dl className="fr-mb-4w">
        <dt className="fr-text--bold">Copropriété</dt>
        <dd>
          {copro.nom ?? '—'}
          {copro.numeroImmatriculation
            ? ` (${formaterNumeroImmatriculation(copro.numeroImmatriculation)})`
            : ''}
        </dd>
        <dt className="fr-text--bold">Mandat en cours</dt>
        <dd>
          du {copro.dateDebutMandat ?? '—'} au {copro.dateFinMandat ?? '—'}
        </dd>
      </dl>
      {!possible.data.possible ? (
        <Alert severity="warning" title="Déclaration impossible" description={possible.data.message ?? ''} />
      ) : (
        <form onSubmit={(e) => void envoyer(e)} noValidate aria-labelledby="titre-successeur">
          <h2 id="titre-successeur" className="fr-h4">
            Syndic successeur
          </h2>
          <p>
            Le successeur reçoit par courriel un lien, valable 30 jours, pour valider votre déclaration et
            déclarer son mandat. Votre mandat prendra fin la veille du début du sien.
          </p>
          <Input
            label="Numéro SIRET du syndic successeur"
            hintText="14 chiffres ; le syndic doit être inscrit au registre"
            state={erreurs.siret ? 'error' : siretInconnu ? 'info' : 'default'}
            stateRelatedMessage={
              erreurs.siret ??
              (siretInconnu ? 'Aucun syndic professionnel inscrit au registre n’a ce SIRET.' : undefined)
            }
            nativeInputProps={{
              name: 'siret',
              value: siret,
              inputMode: 'numeric',
              autoComplete: 'off',
              maxLength: 20,
              onChange: (e) => setSiret(e.target.value),
              onBlur: () => void controlerSiret(),
            }}
          />
          <Input
            label="Adresse électronique d'un compte du syndic successeur"
            hintText="Le lien de validation y est envoyé"
            state={erreurs.email ? 'error' : 'default'}
            stateRelatedMessage={erreurs.email}
            nativeInputProps={{
              name: 'email',
              type: 'email',
              value: email,
              autoComplete: 'off',
              maxLength: 254,
              onChange: (e) => setEmail(e.target.value),
            }}
          />
          {erreurGenerale && (
            <Alert severity="error" small description={erreurGenerale} className="fr-mb-3w" />
          )}
          <Button type="submit" disabled={enCours}>
            Déclarer le successeur
          </Button>{' '}
          <Link className="fr-btn fr-btn--secondary" to="/copropriete">
            Annuler
          </Link>
        </form>
      )}
    </>
  );
}
