import { Badge } from '@codegouvfr/react-dsfr/Badge';
import { Button } from '@codegouvfr/react-dsfr/Button';
import {
  type Adresse,
  type AdresseCandidate,
  adresseDepuisCandidate,
  adresseNonGeolocalisee,
  issueRechercheAdresse,
  MESSAGE_GEOLOCALISATION_INDISPONIBLE,
} from '@registre/domain';
import { type ReactNode, useId, useRef, useState } from 'react';
import type { SuggestionAdresse } from '../../components/formulaire';
import { ListeAutocompletionAdresse, LONGUEUR_MIN_RECHERCHE_ADRESSE } from '../../components/formulaire';
import { type ApiLocalisation, apiLocalisation } from './api-localisation';
import { ModaleChoixAdresse } from './ModaleChoixAdresse';

/** Message quand la recherche ne trouve aucune adresse (spec 1 §4 : gardée, non géolocalisée). */
export const MESSAGE_ADRESSE_INTROUVABLE =
  'Aucune adresse ne correspond : votre adresse est gardée telle que saisie, non géolocalisée.';

export interface ChampAdresseProps {
  label: ReactNode;
  hintText?: ReactNode;
  /** Adresse au format du schéma `Adresse` du domaine, ou `null` tant qu'aucune n'est retenue. */
  valeur: Adresse | null | undefined;
  onChange: (adresse: Adresse | null) => void;
  /** Message d'erreur du champ (règle du domaine ou serveur), affiché une fois le champ touché. */
  erreur?: string | null;
  /** Appels de localisation (par défaut ceux de l'API du registre). */
  api?: ApiLocalisation;
  id?: string;
}

const versSuggestion = (c: AdresseCandidate): SuggestionAdresse => ({
  id: c.properties.id,
  label: c.properties.label,
  codePostal: c.properties.postcode,
  commune: c.properties.city,
});

/**
 * Saisie d'une adresse de copropriété (spec 1 §4) : autocomplétion (numéros et voies), ou recherche de la
 * saisie entière par « Localiser l'adresse », qui suit la fenêtre de choix : plusieurs résultats → fenêtre ;
 * un seul au libellé identique → choisi ; un seul différent → fenêtre ; aucun, ou service indisponible →
 * adresse gardée telle que saisie, non géolocalisée. Une adresse choisie est enrichie de l'identifiant RNB
 * de son bâtiment.
 */
export function ChampAdresse({
  label,
  hintText,
  valeur,
  onChange,
  erreur,
  api = apiLocalisation,
  id,
}: ChampAdresseProps) {
  const idAuto = `adresse-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const idChamp = id ?? idAuto;
  const [texte, setTexte] = useState(valeur?.libelle ?? '');
  const [message, setMessage] = useState<{ texte: string; severite: 'info' | 'warning' } | null>(null);
  const [fenetre, setFenetre] = useState<readonly AdresseCandidate[] | null>(null);
  const [enCours, setEnCours] = useState(false);
  // Dernières propositions de l'autocomplétion, pour retrouver la proposition choisie.
  const propositions = useRef(new Map<string, AdresseCandidate>());

  const garder = (saisie: string, motif: string) => {
    onChange(saisie.trim() === '' ? null : adresseNonGeolocalisee(saisie));
    setMessage({ texte: motif, severite: 'warning' });
  };

  const choisir = async (candidate: AdresseCandidate) => {
    setFenetre(null);
    setTexte(candidate.properties.label);
    setEnCours(true);
    try {
      const batiment = await api.identifierBatiment(candidate).catch(() => null);
      onChange(adresseDepuisCandidate(candidate, batiment?.idBatiment ?? null));
      setMessage(null);
    } finally {
      setEnCours(false);
    }
  };

  const autocompleter = async (saisie: string): Promise<SuggestionAdresse[]> => {
    const reponse = await api.autocompleter(saisie);
    if (!reponse.disponible) throw new Error(reponse.message ?? MESSAGE_GEOLOCALISATION_INDISPONIBLE);
    propositions.current = new Map(reponse.resultats.map((c) => [c.properties.id, c]));
    return reponse.resultats.map(versSuggestion);
  };

  const localiser = async () => {
    const saisie = texte.trim();
    if (saisie.length < LONGUEUR_MIN_RECHERCHE_ADRESSE) return;
    setEnCours(true);
    try {
      const reponse = await api.rechercher(saisie).catch(() => null);
      if (reponse === null || !reponse.disponible) {
        garder(saisie, reponse?.message ?? MESSAGE_GEOLOCALISATION_INDISPONIBLE);
        return;
      }
      const issue = issueRechercheAdresse(saisie, reponse.resultats);
      if (issue.type === 'choisie') await choisir(issue.candidate);
      else if (issue.type === 'fenetre') setFenetre(issue.candidates);
      else garder(saisie, MESSAGE_ADRESSE_INTROUVABLE);
    } finally {
      setEnCours(false);
    }
  };

  const changerTexte = (nouveau: string) => {
    setTexte(nouveau);
    setMessage(null);
    // Une adresse modifiée à la main n'est plus celle qui avait été localisée.
    if (valeur && nouveau !== valeur.libelle) onChange(null);
  };

  return (
    <div className="fr-mb-4w">
      <ListeAutocompletionAdresse
        id={idChamp}
        label={label}
        hintText={hintText}
        valeur={texte}
        onChangeTexte={changerTexte}
        rechercher={autocompleter}
        onSelectionner={(s) => {
          const candidate = propositions.current.get(s.id);
          if (candidate) void choisir(candidate);
        }}
        state={erreur ? 'error' : 'default'}
        stateRelatedMessage={erreur ?? undefined}
      />
      <div className="fr-btns-group fr-btns-group--inline fr-btns-group--sm fr-btns-group--icon-left">
        <Button
          type="button"
          priority="secondary"
          size="small"
          iconId="fr-icon-map-pin-2-line"
          onClick={() => void localiser()}
          disabled={enCours || texte.trim().length < LONGUEUR_MIN_RECHERCHE_ADRESSE}
          nativeButtonProps={{ 'aria-describedby': `${idChamp}-statut` }}
        >
          Localiser l’adresse
        </Button>
      </div>
      <p id={`${idChamp}-statut`} className="fr-mb-1w" aria-live="polite">
        {valeur ? (
          valeur.geolocalisee ? (
            <Badge severity="success" small>
              {valeur.idBatiment
                ? `Adresse géolocalisée, bâtiment ${valeur.idBatiment}`
                : 'Adresse géolocalisée'}
            </Badge>
          ) : (
            <Badge severity="warning" small>
              Adresse non géolocalisée
            </Badge>
          )
        ) : null}
        {message ? (
          <span className={`fr-message fr-message--${message.severite === 'warning' ? 'warning' : 'info'}`}>
            {message.texte}
          </span>
        ) : null}
      </p>
      <ModaleChoixAdresse
        ouverte={fenetre !== null}
        saisie={texte}
        candidates={fenetre ?? []}
        onChoisir={(c) => void choisir(c)}
        onGarder={() => {
          setFenetre(null);
          garder(texte, 'Votre adresse est gardée telle que saisie, non géolocalisée.');
        }}
        onFermer={() => setFenetre(null)}
      />
    </div>
  );
}
