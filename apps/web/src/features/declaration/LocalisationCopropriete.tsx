import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Badge } from '@codegouvfr/react-dsfr/Badge';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { RadioButtons } from '@codegouvfr/react-dsfr/RadioButtons';
import { Select } from '@codegouvfr/react-dsfr/Select';
import {
  type Adresse,
  type AdresseCandidate,
  adresseDepuisCandidate,
  adresseNonGeolocalisee,
  batimentsRoutes,
  etapeIdentification,
  geocodageRoutes,
  issueRechercheAdresse,
  MESSAGE_GEOLOCALISATION_INDISPONIBLE,
  type Parcelle,
  parcelleLocalisee,
  parcellesRoutes,
  referenceCadastrale,
} from '@registre/domain';
import { useRef, useState } from 'react';
import { type FieldValues, useController, useFormContext } from 'react-hook-form';
import { appelerApi } from '../../api/client';
import {
  ErreurChamp,
  ListeAutocompletionAdresse,
  Modale,
  type SuggestionAdresse,
  useEtatChamp,
} from '../../components/formulaire';
import { texteAdresse } from './Recapitulatif';

const CHAMPS = etapeIdentification.champs;

/** Identifiant de bâtiment (RNB) de l'adresse choisie ; service indisponible : l'adresse reste sans bâtiment. */
async function batimentDe(candidate: AdresseCandidate): Promise<string | null> {
  try {
    const resultat = await appelerApi(batimentsRoutes.parCleBan, {
      params: { cleBan: candidate.properties.id },
    });
    return resultat.idBatiment;
  } catch {
    return null;
  }
}

/**
 * Saisie d'une adresse géolocalisée (spec 1 §4) : propositions au fil de la frappe ; à la validation d'une saisie
 * libre, plusieurs résultats ou un seul qui ne correspond pas ouvrent la fenêtre de choix, un seul qui
 * correspond exactement est choisi, aucun garde l'adresse saisie non géolocalisée ; géocodeur indisponible :
 * l'adresse saisie est gardée et le message §8 s'affiche.
 */
function RechercheAdresse({
  libelle,
  aide,
  onAdresse,
}: {
  libelle: string;
  aide?: string;
  onAdresse: (adresse: Adresse) => void;
}) {
  const [texte, setTexte] = useState('');
  const [fenetre, setFenetre] = useState<readonly AdresseCandidate[] | null>(null);
  const [choixFenetre, setChoixFenetre] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const [enCours, setEnCours] = useState(false);
  const candidates = useRef(new Map<string, AdresseCandidate>());

  const retenir = async (candidate: AdresseCandidate) => {
    onAdresse(adresseDepuisCandidate(candidate, await batimentDe(candidate)));
    setTexte('');
    setMessage(null);
  };
  const garder = (raison: string | null) => {
    onAdresse(adresseNonGeolocalisee(texte));
    setTexte('');
    setMessage(raison);
  };

  const rechercher = async (saisie: string): Promise<SuggestionAdresse[]> => {
    const resultat = await appelerApi(geocodageRoutes.autocompletion, { query: { q: saisie } });
    if (!resultat.disponible) throw new Error(resultat.message ?? MESSAGE_GEOLOCALISATION_INDISPONIBLE);
    for (const c of resultat.resultats) candidates.current.set(c.properties.id, c);
    return resultat.resultats.map((c) => ({
      id: c.properties.id,
      label: c.properties.label,
      codePostal: c.properties.postcode,
      commune: c.properties.city,
      ...(c.properties.batId ? { batId: c.properties.batId } : {}),
    }));
  };

  const valider = async () => {
    if (texte.trim().length < 3) return;
    setEnCours(true);
    setMessage(null);
    try {
      const resultat = await appelerApi(geocodageRoutes.recherche, { query: { q: texte.trim() } });
      if (!resultat.disponible) return garder(resultat.message ?? MESSAGE_GEOLOCALISATION_INDISPONIBLE);
      const issue = issueRechercheAdresse(texte, resultat.resultats);
      if (issue.type === 'choisie') await retenir(issue.candidate);
      else if (issue.type === 'fenetre') {
        setChoixFenetre(0);
        setFenetre(issue.candidates);
      } else garder('Adresse introuvable : elle est gardée telle que saisie, non géolocalisée.');
    } catch {
      garder(MESSAGE_GEOLOCALISATION_INDISPONIBLE);
    } finally {
      setEnCours(false);
    }
  };

  return (
    <div className="fr-mb-2w">
      <ListeAutocompletionAdresse
        label={libelle}
        hintText={aide ?? 'Saisissez le numéro, la voie et la commune, puis choisissez une proposition.'}
        rechercher={rechercher}
        valeur={texte}
        onChangeTexte={setTexte}
        onSelectionner={(suggestion) => {
          const candidate = candidates.current.get(suggestion.id);
          if (candidate) void retenir(candidate);
        }}
      />
      <Button
        type="button"
        priority="secondary"
        size="small"
        disabled={enCours || texte.trim().length < 3}
        onClick={() => void valider()}
      >
        Rechercher cette adresse
      </Button>
      {message && <Alert severity="info" small description={message} className="fr-mt-2w" />}
      <Modale
        ouverte={fenetre !== null}
        onFermer={() => setFenetre(null)}
        titre="Choisissez l'adresse"
        titreComme="h2"
        taille="LG"
        boutons={[
          {
            children: 'Garder mon adresse',
            priority: 'secondary',
            onClick: () => garder('Adresse gardée telle que saisie, non géolocalisée.'),
          },
          {
            children: 'Choisir cette adresse',
            onClick: () => {
              const candidate = fenetre?.[choixFenetre];
              if (candidate) void retenir(candidate);
            },
          },
        ]}
      >
        <p>Plusieurs adresses correspondent à « {texte} » : choisissez la bonne, ou gardez votre saisie.</p>
        <RadioButtons
          legend="Adresses proposées"
          options={(fenetre ?? []).map((c, indice) => ({
            label: c.properties.label,
            nativeInputProps: { checked: choixFenetre === indice, onChange: () => setChoixFenetre(indice) },
          }))}
        />
      </Modale>
    </div>
  );
}

function LigneAdresse({ adresse, action }: { adresse: Adresse; action: React.ReactNode }) {
  return (
    <li className="registre-ligne-localisation">
      <span>{texteAdresse(adresse).replace(' (non géolocalisée)', '')}</span>
      <Badge small severity={adresse.geolocalisee ? 'success' : 'warning'} noIcon>
        {adresse.geolocalisee ? 'Géolocalisée' : 'Non géolocalisée'}
      </Badge>
      {action}
    </li>
  );
}

function AdresseReference() {
  const { control } = useFormContext<FieldValues>();
  const nom = 'identification.adressePrincipale';
  const { field } = useController({ name: nom, control });
  const etat = useEtatChamp<FieldValues>(nom);
  const adresse = field.value as Adresse | null;
  return (
    <div className="fr-mb-3w">
      <p className="fr-mb-1w fr-text--bold">{CHAMPS.adressePrincipale.libelle}</p>
      {adresse ? (
        <ul className="registre-liste-localisation">
          <LigneAdresse
            adresse={adresse}
            action={
              <Button type="button" priority="tertiary" size="small" onClick={() => field.onChange(null)}>
                Changer l'adresse de référence
              </Button>
            }
          />
        </ul>
      ) : (
        <RechercheAdresse
          libelle="Rechercher l'adresse de référence"
          onAdresse={(a) => {
            field.onChange(a);
            field.onBlur();
          }}
        />
      )}
      <ErreurChamp id="erreur-adresse-principale" message={etat.message} />
    </div>
  );
}

function AdressesComplementaires() {
  const { control } = useFormContext<FieldValues>();
  const { field } = useController({ name: 'identification.adresseSecondaire', control });
  const adresses = (field.value as Adresse[] | null) ?? [];
  return (
    <div className="fr-mb-3w">
      <p className="fr-mb-1w fr-text--bold">{CHAMPS.adresseSecondaire.libelle} (facultatif)</p>
      {adresses.length > 0 && (
        <ul className="registre-liste-localisation">
          {adresses.map((a, indice) => (
            <LigneAdresse
              key={`${a.identifiantBan ?? a.libelle}`}
              adresse={a}
              action={
                <Button
                  type="button"
                  priority="tertiary"
                  size="small"
                  onClick={() => field.onChange(adresses.filter((_, i) => i !== indice))}
                >
                  Retirer<span className="fr-sr-only"> l'adresse {a.libelle}</span>
                </Button>
              }
            />
          ))}
        </ul>
      )}
      <RechercheAdresse
        libelle="Ajouter une adresse complémentaire"
        onAdresse={(a) => field.onChange([...adresses, a])}
      />
    </div>
  );
}

/** Parcelles cadastrales : commune d'une adresse saisie, préfixe, section et numéro, vérifiés au cadastre. */
function Parcelles() {
  const { control, getValues } = useFormContext<FieldValues>();
  const nom = 'identification.parcelle';
  const { field } = useController({ name: nom, control });
  const etat = useEtatChamp<FieldValues>(nom);
  const parcelles = (field.value as Parcelle[] | null) ?? [];
  const [saisie, setSaisie] = useState({ codeInsee: '', prefixe: '000', section: '', numero: '' });
  const [erreur, setErreur] = useState<string | null>(null);
  const [aConfirmer, setAConfirmer] = useState<Parcelle | null>(null);
  const [enCours, setEnCours] = useState(false);

  const adresses = [
    getValues('identification.adressePrincipale') as Adresse | null,
    ...(((getValues('identification.adresseSecondaire') as Adresse[] | null) ?? []) as (Adresse | null)[]),
  ].filter((a): a is Adresse => Boolean(a?.codeInsee));
  const communes = [...new Map(adresses.map((a) => [a.codeInsee as string, a])).values()];
  const codeInsee = saisie.codeInsee || communes[0]?.codeInsee || '';

  const ajouter = (parcelle: Parcelle) => {
    field.onChange([...parcelles, parcelle]);
    field.onBlur();
    setSaisie({ ...saisie, section: '', numero: '' });
    setAConfirmer(null);
  };

  const verifier = async () => {
    setErreur(null);
    const reference = referenceCadastrale(saisie);
    if (!codeInsee)
      return setErreur('Choisissez la commune de la parcelle parmi celles des adresses saisies.');
    if (reference === null)
      return setErreur(
        'La section comporte 1 ou 2 caractères et le numéro 1 à 4 chiffres (exemple : AB 12).',
      );
    const commune = communes.find((a) => a.codeInsee === codeInsee);
    const parcelle: Parcelle = {
      ...reference,
      codeInsee,
      codePostal: commune?.codePostal ?? null,
      commune: commune?.commune ?? null,
      geolocalisee: false,
    };
    setEnCours(true);
    try {
      const resultat = await appelerApi(parcellesRoutes.verifier, { query: { codeInsee, ...reference } });
      const localisee = parcelleLocalisee(parcelle, resultat);
      if (localisee.geolocalisee) ajouter(localisee);
      else setAConfirmer(localisee);
      if (!resultat.disponible) setErreur(resultat.message ?? MESSAGE_GEOLOCALISATION_INDISPONIBLE);
    } catch {
      setAConfirmer(parcelle);
      setErreur(MESSAGE_GEOLOCALISATION_INDISPONIBLE);
    } finally {
      setEnCours(false);
    }
  };

  return (
    <div className="fr-mb-3w">
      <p className="fr-mb-1w fr-text--bold">{CHAMPS.parcelle.libelle}</p>
      <p className="fr-hint-text">{CHAMPS.parcelle.aide}</p>
      {parcelles.length > 0 && (
        <ul className="registre-liste-localisation">
          {parcelles.map((p, indice) => (
            <li key={`${p.codeInsee}-${p.section}-${p.numero}`} className="registre-ligne-localisation">
              <span>
                {p.commune ?? p.codeInsee} — section {p.prefixe !== '000' ? `${p.prefixe} ` : ''}
                {p.section}, n° {p.numero}
              </span>
              <Badge small severity={p.geolocalisee ? 'success' : 'warning'} noIcon>
                {p.geolocalisee ? 'Géolocalisée' : 'Non géolocalisée'}
              </Badge>
              <Button
                type="button"
                priority="tertiary"
                size="small"
                onClick={() => field.onChange(parcelles.filter((_, i) => i !== indice))}
              >
                Retirer
                <span className="fr-sr-only">
                  {' '}
                  la parcelle {p.section} {p.numero}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ErreurChamp id="erreur-parcelles" message={etat.message} />
      <div className="fr-grid-row fr-grid-row--gutters fr-grid-row--bottom">
        <div className="fr-col-12 fr-col-md-4">
          <Select
            label="Commune de la parcelle"
            nativeSelectProps={{
              value: codeInsee,
              onChange: (e) => setSaisie({ ...saisie, codeInsee: e.currentTarget.value }),
            }}
          >
            {communes.length === 0 && <option value="">Saisissez d'abord une adresse géolocalisée</option>}
            {communes.map((a) => (
              <option key={a.codeInsee} value={a.codeInsee ?? ''}>
                {a.commune} ({a.codeInsee})
              </option>
            ))}
          </Select>
        </div>
        <div className="fr-col-4 fr-col-md-2">
          <Input
            label="Préfixe"
            hintText="000 sauf commune absorbée"
            nativeInputProps={{
              value: saisie.prefixe,
              inputMode: 'numeric',
              maxLength: 3,
              onChange: (e) => setSaisie({ ...saisie, prefixe: e.currentTarget.value }),
            }}
          />
        </div>
        <div className="fr-col-4 fr-col-md-2">
          <Input
            label="Section"
            hintText="Exemple : AB"
            nativeInputProps={{
              value: saisie.section,
              maxLength: 2,
              onChange: (e) => setSaisie({ ...saisie, section: e.currentTarget.value }),
            }}
          />
        </div>
        <div className="fr-col-4 fr-col-md-2">
          <Input
            label="Numéro"
            hintText="4 chiffres au plus"
            nativeInputProps={{
              value: saisie.numero,
              inputMode: 'numeric',
              maxLength: 4,
              onChange: (e) => setSaisie({ ...saisie, numero: e.currentTarget.value }),
            }}
          />
        </div>
        <div className="fr-col-12 fr-col-md-2 fr-mb-3w">
          <Button
            type="button"
            priority="secondary"
            size="small"
            disabled={enCours}
            onClick={() => void verifier()}
          >
            Ajouter la parcelle
          </Button>
        </div>
      </div>
      {erreur && <Alert severity="info" small description={erreur} className="fr-mb-2w" />}
      {aConfirmer && (
        <Alert
          severity="warning"
          small
          className="fr-mb-2w"
          description={
            <>
              La parcelle section {aConfirmer.section} n° {aConfirmer.numero} n'a pas pu être localisée au
              cadastre. Voulez-vous la garder, non géolocalisée ?{' '}
              <Button type="button" size="small" priority="secondary" onClick={() => ajouter(aConfirmer)}>
                Garder cette parcelle
              </Button>{' '}
              <Button type="button" size="small" priority="tertiary" onClick={() => setAConfirmer(null)}>
                Ne pas la garder
              </Button>
            </>
          }
        />
      )}
    </div>
  );
}

/**
 * Adresses et parcelles de la copropriété (étape identification) : adresse de référence et adresses
 * complémentaires géolocalisées (choix dans la fenêtre de spec 1 §4), parcelles vérifiées au cadastre.
 */
export function LocalisationCopropriete() {
  return (
    <>
      <AdresseReference />
      <AdressesComplementaires />
      <Parcelles />
    </>
  );
}
