import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { RadioButtons } from '@codegouvfr/react-dsfr/RadioButtons';
import { coproprietesDepotRoutes, type GenreSuccesseur, type SuccesseurChoisi } from '@registre/domain';
import { useState } from 'react';
import { appelerApi } from '../../api/client';
import { messageErreur } from '../../api/erreurs-appel';

/** Successeur choisi par le notaire avant le dépôt (`teledeclarant/immatriculation/{kind}/continuer`). */
export interface EtatSuccesseur {
  choisi: SuccesseurChoisi | null;
  choisir(successeur: SuccesseurChoisi | null): void;
}

export function useSuccesseur(): EtatSuccesseur {
  const [choisi, choisir] = useState<SuccesseurChoisi | null>(null);
  return { choisi, choisir };
}

/**
 * Choix facultatif du syndic successeur par le notaire (spec 1 §4 « Notary flow ») : un professionnel par son
 * SIRET ou un bénévole par l'adresse de son compte ; le dépôt lui confie ensuite la copropriété.
 */
export function SuccesseurNotaire({ etat }: { etat: EtatSuccesseur }) {
  const [genre, setGenre] = useState<GenreSuccesseur>('PRO');
  const [valeur, setValeur] = useState('');
  const [erreur, setErreur] = useState<string | null>(null);
  const [enCours, setEnCours] = useState(false);

  const chercher = async () => {
    setErreur(null);
    setEnCours(true);
    try {
      const trouve = await appelerApi(coproprietesDepotRoutes.continuerNotaire, {
        params: { kind: genre },
        body: genre === 'PRO' ? { siret: valeur.replace(/\s/g, '') } : { email: valeur.trim() },
      });
      etat.choisir(trouve);
    } catch (e) {
      setErreur(messageErreur(e, "Le successeur n'a pas pu être trouvé."));
    } finally {
      setEnCours(false);
    }
  };

  return (
    <section aria-labelledby="titre-successeur" className="fr-mb-4w">
      <h2 id="titre-successeur" className="fr-h5">
        Syndic successeur (facultatif)
      </h2>
      {etat.choisi ? (
        <Alert
          severity="success"
          small
          description={`Successeur choisi : ${etat.choisi.raisonSociale ?? `établissement n° ${etat.choisi.idTeledeclarant}`}.`}
          closable={false}
          className="fr-mb-2w"
        />
      ) : (
        <p>
          Vous pouvez désigner le syndic qui gérera la copropriété ; il la retrouvera dans ses copropriétés.
        </p>
      )}
      <RadioButtons
        legend="Nature du successeur"
        orientation="horizontal"
        options={[
          {
            label: 'Syndic professionnel',
            nativeInputProps: { checked: genre === 'PRO', onChange: () => setGenre('PRO') },
          },
          {
            label: 'Syndic bénévole',
            nativeInputProps: { checked: genre === 'NON_PRO', onChange: () => setGenre('NON_PRO') },
          },
        ]}
      />
      <Input
        label={genre === 'PRO' ? 'SIRET du syndic professionnel' : 'Adresse électronique du syndic bénévole'}
        hintText={genre === 'PRO' ? '14 chiffres' : 'Format attendu : nom@domaine.fr'}
        state={erreur ? 'error' : 'default'}
        stateRelatedMessage={erreur ?? undefined}
        nativeInputProps={{
          value: valeur,
          onChange: (e) => setValeur(e.currentTarget.value),
          inputMode: genre === 'PRO' ? 'numeric' : 'email',
          type: genre === 'PRO' ? 'text' : 'email',
        }}
      />
      <div className="fr-btns-group fr-btns-group--inline-md">
        <Button
          type="button"
          priority="secondary"
          disabled={enCours || valeur.trim() === ''}
          onClick={() => void chercher()}
        >
          Choisir ce successeur
        </Button>
        {etat.choisi && (
          <Button type="button" priority="tertiary" onClick={() => etat.choisir(null)}>
            Ne pas désigner de successeur
          </Button>
        )}
      </div>
    </section>
  );
}
