import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { formaterNumeroImmatriculation, type SuccessionPublique, successeurRoutes } from '@registre/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { appelerApi, ErreurAppel } from '../../api/client';
import { messageErreur } from '../../api/erreurs-appel';
import { storeNotifications } from '../../features/notifications/notifications';
import { useSession } from '../../features/session/session';

/**
 * Lien reçu par le syndic désigné comme successeur (issue 11 §4 ; ADR 0330). Sans session, la page montre ce que
 * la clé désigne (copropriété, prédécesseur) et invite à se connecter ; connecté avec un compte de l'établissement
 * désigné, le successeur valide la déclaration de son prédécesseur en déclarant les dates de son mandat.
 */
export function PageSuccesseur() {
  const cle = useParams().cle ?? '';
  const succession = useQuery({
    queryKey: ['successeur', cle],
    queryFn: () => appelerApi(successeurRoutes.lireCle, { params: { key: cle } }),
    retry: false,
  });
  return (
    <>
      <h1>Valider la déclaration du prédécesseur</h1>
      {succession.isPending ? (
        <p role="status">Lecture de la déclaration…</p>
      ) : succession.isError ? (
        <Alert
          severity="error"
          title="Lien non valable"
          description={messageErreur(succession.error, 'La déclaration n’a pas pu être lue.')}
        />
      ) : (
        <Succession cle={cle} succession={succession.data} />
      )}
    </>
  );
}

function Succession({ cle, succession }: { cle: string; succession: SuccessionPublique }) {
  const { etat, compte } = useSession();
  const { pathname } = useLocation();
  return (
    <>
      <dl className="fr-mb-4w">
        <dt className="fr-text--bold">Copropriété</dt>
        <dd>
          {succession.nomCopropriete ?? '—'}
          {succession.numeroImmatriculation
            ? ` (${formaterNumeroImmatriculation(succession.numeroImmatriculation)})`
            : ''}
        </dd>
        <dt className="fr-text--bold">Syndic prédécesseur</dt>
        <dd>{succession.predecesseur ?? '—'}</dd>
        <dt className="fr-text--bold">Syndic successeur désigné</dt>
        <dd>{succession.successeur ?? '—'}</dd>
        <dt className="fr-text--bold">Déclaration</dt>
        <dd>
          faite le {succession.declareeLe}, valable jusqu’au {succession.valableJusquAu}
        </dd>
      </dl>
      {etat === 'EN_COURS' ? (
        <p role="status">Chargement de votre compte…</p>
      ) : !compte ? (
        <>
          <p>Connectez-vous avec un compte de l’établissement désigné pour valider la déclaration.</p>
          <Link className="fr-btn" to={`/compte?retour=${encodeURIComponent(pathname)}`}>
            Se connecter
          </Link>
        </>
      ) : !compte.authorities.includes('VALIDER_DECLA_PREDECESSEUR') ? (
        <Alert
          severity="warning"
          small
          description="Votre compte ne permet pas de valider la déclaration d’un prédécesseur : connectez-vous avec un compte de syndic de l’établissement désigné."
        />
      ) : (
        <FormulaireValidation cle={cle} />
      )}
    </>
  );
}

type Champ = 'dateDebutMandat' | 'dateFinMandat' | 'cle';

function FormulaireValidation({ cle }: { cle: string }) {
  const navigate = useNavigate();
  const [debut, setDebut] = useState('');
  const [fin, setFin] = useState('');
  const [erreurs, setErreurs] = useState<Partial<Record<Champ, string>>>({});
  const [avertissements, setAvertissements] = useState<{ code: string; message: string }[]>([]);
  const [confirmes, setConfirmes] = useState<string[]>([]);
  const [erreurGenerale, setErreurGenerale] = useState<string | null>(null);
  const [enCours, setEnCours] = useState(false);

  const envoyer = async (evenement: React.FormEvent) => {
    evenement.preventDefault();
    const manquants: Partial<Record<Champ, string>> = {};
    if (debut.trim() === '')
      manquants.dateDebutMandat = 'Saisissez la date de début de votre mandat (jj/mm/aaaa).';
    if (fin.trim() === '') manquants.dateFinMandat = 'Saisissez la date de fin de votre mandat (jj/mm/aaaa).';
    setErreurs(manquants);
    setErreurGenerale(null);
    if (Object.keys(manquants).length > 0) return;
    setEnCours(true);
    const aConfirmer = [...confirmes, ...avertissements.map((a) => a.code)];
    try {
      const resultat = await appelerApi(successeurRoutes.valider, {
        body: {
          cle,
          dateDebutMandat: debut.trim(),
          dateFinMandat: fin.trim(),
          avertissementsConfirmes: aConfirmer,
        },
      });
      storeNotifications.ajouter({ type: 'success', ...resultat.notification });
      navigate('/copropriete');
    } catch (erreur) {
      if (erreur instanceof ErreurAppel && erreur.status === 400) {
        const parChamp: Partial<Record<Champ, string>> = {};
        for (const c of erreur.erreur.champs ?? []) {
          if (c.champ === 'dateDebutMandat' || c.champ === 'dateFinMandat' || c.champ === 'cle')
            parChamp[c.champ] = c.message;
        }
        setErreurs(parChamp);
        setConfirmes(aConfirmer);
        setAvertissements(erreur.erreur.avertissements ?? []);
        if (parChamp.cle) setErreurGenerale(parChamp.cle);
        else if (Object.keys(parChamp).length === 0 && !erreur.erreur.avertissements?.length)
          setErreurGenerale(erreur.message);
      } else {
        setErreurGenerale(
          messageErreur(erreur, 'La validation n’a pas pu être enregistrée : réessayez plus tard.'),
        );
      }
    } finally {
      setEnCours(false);
    }
  };

  return (
    <form onSubmit={(e) => void envoyer(e)} noValidate aria-labelledby="titre-mandat-successeur">
      <h2 id="titre-mandat-successeur" className="fr-h4">
        Votre mandat
      </h2>
      <p>
        Votre mandat commence au plus tard aujourd’hui et après le début de celui de votre prédécesseur, qui
        prend fin la veille. Sa durée est inférieure à 3 ans (normalement 12 mois).
      </p>
      <Input
        label="Date de début du mandat"
        hintText="Format attendu : jj/mm/aaaa"
        state={erreurs.dateDebutMandat ? 'error' : 'default'}
        stateRelatedMessage={erreurs.dateDebutMandat}
        nativeInputProps={{
          name: 'dateDebutMandat',
          value: debut,
          autoComplete: 'off',
          maxLength: 10,
          onChange: (e) => setDebut(e.target.value),
        }}
      />
      <Input
        label="Date de fin du mandat"
        hintText="Format attendu : jj/mm/aaaa"
        state={erreurs.dateFinMandat ? 'error' : avertissements.length > 0 ? 'info' : 'default'}
        stateRelatedMessage={erreurs.dateFinMandat ?? avertissements.map((a) => a.message).join(' ')}
        nativeInputProps={{
          name: 'dateFinMandat',
          value: fin,
          autoComplete: 'off',
          maxLength: 10,
          onChange: (e) => setFin(e.target.value),
        }}
      />
      {erreurGenerale && <Alert severity="error" small description={erreurGenerale} className="fr-mb-3w" />}
      <Button type="submit" disabled={enCours}>
        {avertissements.length > 0
          ? 'Confirmer et valider la déclaration'
          : 'Valider la déclaration du prédécesseur'}
      </Button>
    </form>
  );
}
