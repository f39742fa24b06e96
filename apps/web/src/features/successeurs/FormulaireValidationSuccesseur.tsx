import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { type SuccesseurValide, successeurRoutes } from '@registre/domain';
import { useState } from 'react';
import { appelerApi, ErreurAppel } from '../../api/client';
import { messageErreur } from '../../api/erreurs-appel';

type Champ = 'dateDebutMandat' | 'dateFinMandat' | 'cle';

/**
 * Dates du mandat du successeur et validation de la déclaration de son prédécesseur (`PUT successeur`, ADR 0330) :
 * par la clé du lien reçu par courriel, ou par la copropriété depuis la liste (ADR 0312). Erreurs sur les champs,
 * avertissement de durée à confirmer par un second envoi ; `onValidee` reçoit la réponse (notification comprise).
 */
export function FormulaireValidationSuccesseur({
  cible,
  onValidee,
}: {
  cible: { cle: string } | { idCopropriete: number };
  onValidee: (resultat: SuccesseurValide) => void | Promise<void>;
}) {
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
    let resultat: SuccesseurValide;
    try {
      resultat = await appelerApi(successeurRoutes.valider, {
        body: {
          ...cible,
          dateDebutMandat: debut.trim(),
          dateFinMandat: fin.trim(),
          avertissementsConfirmes: aConfirmer,
        },
      });
    } catch (erreur) {
      if (erreur instanceof ErreurAppel && erreur.status === 400) {
        const parChamp: Partial<Record<Champ, string>> = {};
        for (const c of erreur.erreur.champs ?? []) {
          // Les règles §5.3 du domaine nomment les dates comme le formulaire de rattachement
          // (`infoRattachement.dateDebutMandat`) : seul le dernier segment désigne le champ d'ici.
          const champ = c.champ.split('.').pop();
          if (champ === 'dateDebutMandat' || champ === 'dateFinMandat' || champ === 'cle')
            parChamp[champ] = c.message;
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
      setEnCours(false);
      return;
    }
    setEnCours(false);
    await onValidee(resultat);
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
