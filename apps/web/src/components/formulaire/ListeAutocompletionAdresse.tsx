import { fr } from '@codegouvfr/react-dsfr';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { HAUTEUR_MAX_AUTOCOMPLETION_PX } from '@registre/domain';
import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
} from 'react';
import {
  annonceAutocompletion,
  ETAT_INITIAL_AUTOCOMPLETION,
  reduireAutocompletion,
  type SuggestionAdresse,
  suggestionActive,
  TEXTES_AUTOCOMPLETION,
} from './autocompletion';
import './formulaire.css';

/** Délai d'attente après la dernière frappe avant de lancer la recherche. */
export const DELAI_RECHERCHE_ADRESSE_MS = 300;
/** Nombre minimal de caractères pour lancer une recherche (la Base Adresse Nationale en exige 3). */
export const LONGUEUR_MIN_RECHERCHE_ADRESSE = 3;

export interface ListeAutocompletionAdresseProps {
  label: ReactNode;
  hintText?: ReactNode;
  /** Recherche des adresses (port de géocodage) ; une erreur affiche « réessayez plus tard ». */
  rechercher: (texte: string) => Promise<SuggestionAdresse[]>;
  /** Appelé quand une proposition est choisie (clic ou Entrée) ; son libellé remplace le texte saisi. */
  onSelectionner: (suggestion: SuggestionAdresse) => void;
  /** Texte du champ, quand l'écran le pilote. */
  valeur?: string;
  /** Appelé à chaque frappe et à chaque choix, avec le nouveau texte. */
  onChangeTexte?: (texte: string) => void;
  /** Texte initial, quand l'écran ne pilote pas le champ. */
  valeurInitiale?: string;
  delaiMs?: number;
  longueurMin?: number;
  disabled?: boolean;
  /** État d'erreur DSFR (voir `useEtatChamp`). */
  state?: 'error' | 'default';
  stateRelatedMessage?: ReactNode;
  /** Nom, sortie du champ et référence (react-hook-form). */
  name?: string;
  onBlur?: (evenement: FocusEvent<HTMLInputElement>) => void;
  inputRef?: Ref<HTMLInputElement>;
  requis?: boolean;
  /** Identifiant du champ ; par défaut un identifiant unique. */
  id?: string;
  className?: string;
}

/**
 * Champ d'adresse avec liste de propositions, selon le motif « combobox » WAI-ARIA 1.2 : la saisie
 * lance une recherche différée ; flèches bas et haut parcourent les propositions (en ouvrant la liste),
 * Entrée choisit la proposition active, Échap ferme la liste, la sortie du champ aussi. Le focus reste
 * dans le champ (`aria-activedescendant`). Liste limitée à 250 px de haut, défilante.
 */
export function ListeAutocompletionAdresse({
  label,
  hintText,
  rechercher,
  onSelectionner,
  valeur,
  onChangeTexte,
  valeurInitiale = '',
  delaiMs = DELAI_RECHERCHE_ADRESSE_MS,
  longueurMin = LONGUEUR_MIN_RECHERCHE_ADRESSE,
  disabled = false,
  state = 'default',
  stateRelatedMessage,
  name,
  onBlur,
  inputRef,
  requis = false,
  id,
  className,
}: ListeAutocompletionAdresseProps) {
  const idAuto = useId();
  const idChamp = id ?? `adresse-${idAuto.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const idLibelle = `${idChamp}-libelle`;
  const idListe = `${idChamp}-liste`;
  const idOption = (index: number) => `${idChamp}-option-${index}`;

  const [texteInterne, setTexteInterne] = useState(valeurInitiale);
  const texte = valeur ?? texteInterne;
  const [etat, envoyer] = useReducer(reduireAutocompletion, ETAT_INITIAL_AUTOCOMPLETION);

  // Recherche différée : seule la réponse de la dernière recherche lancée est retenue.
  const minuteur = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const numeroRecherche = useRef(0);
  const rechercherRef = useRef(rechercher);
  rechercherRef.current = rechercher;

  const annulerRecherche = useCallback(() => {
    clearTimeout(minuteur.current);
    numeroRecherche.current += 1;
  }, []);

  useEffect(() => annulerRecherche, [annulerRecherche]);

  const planifierRecherche = (saisie: string) => {
    annulerRecherche();
    const requete = saisie.trim();
    if (requete.length < longueurMin) {
      envoyer({ type: 'vider' });
      return;
    }
    const numero = numeroRecherche.current;
    minuteur.current = setTimeout(async () => {
      envoyer({ type: 'chercher' });
      try {
        const suggestions = await rechercherRef.current(requete);
        if (numero === numeroRecherche.current) {
          envoyer({ type: 'recevoir', suggestions });
        }
      } catch {
        if (numero === numeroRecherche.current) {
          envoyer({ type: 'echouer' });
        }
      }
    }, delaiMs);
  };

  const changerTexte = (nouveau: string) => {
    setTexteInterne(nouveau);
    onChangeTexte?.(nouveau);
  };

  const selectionner = (suggestion: SuggestionAdresse) => {
    annulerRecherche();
    changerTexte(suggestion.label);
    envoyer({ type: 'fermer' });
    onSelectionner(suggestion);
  };

  // La proposition active reste visible dans la liste défilante.
  const refListe = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    if (etat.indexActif >= 0) {
      refListe.current?.children.item(etat.indexActif)?.scrollIntoView?.({ block: 'nearest' });
    }
  }, [etat.indexActif]);

  const auClavier = (evenement: KeyboardEvent<HTMLInputElement>) => {
    switch (evenement.key) {
      case 'ArrowDown':
        evenement.preventDefault();
        envoyer({ type: 'suivant' });
        break;
      case 'ArrowUp':
        evenement.preventDefault();
        envoyer({ type: 'precedent' });
        break;
      case 'Enter': {
        // Sans proposition active, Entrée garde son rôle (envoi du formulaire).
        const active = suggestionActive(etat);
        if (active !== undefined) {
          evenement.preventDefault();
          selectionner(active);
        }
        break;
      }
      case 'Escape':
        if (etat.ouverte) {
          evenement.preventDefault();
          evenement.stopPropagation();
          envoyer({ type: 'fermer' });
        }
        break;
    }
  };

  const listeOuverte = etat.ouverte && etat.statut === 'resultats';
  const messageOuvert = etat.ouverte && (etat.statut === 'aucun' || etat.statut === 'erreur');
  const active = suggestionActive(etat);

  return (
    <div className={['registre-autocompletion', className].filter(Boolean).join(' ')}>
      <Input
        label={label}
        hintText={hintText}
        disabled={disabled}
        state={state}
        stateRelatedMessage={stateRelatedMessage}
        nativeLabelProps={{ id: idLibelle }}
        nativeInputProps={{
          id: idChamp,
          ref: inputRef,
          name,
          type: 'text',
          role: 'combobox',
          autoComplete: 'off',
          spellCheck: false,
          'aria-autocomplete': 'list',
          'aria-expanded': listeOuverte,
          'aria-controls': idListe,
          'aria-activedescendant': active !== undefined ? idOption(etat.indexActif) : undefined,
          'aria-invalid': state === 'error' || undefined,
          'aria-required': requis || undefined,
          value: texte,
          onChange: (evenement) => {
            changerTexte(evenement.target.value);
            planifierRecherche(evenement.target.value);
          },
          onKeyDown: auClavier,
          onBlur: (evenement) => {
            envoyer({ type: 'fermer' });
            onBlur?.(evenement);
          },
        }}
      />
      <div
        ref={refListe}
        id={idListe}
        role="listbox"
        aria-labelledby={idLibelle}
        className="registre-autocompletion__liste"
        style={{ maxHeight: HAUTEUR_MAX_AUTOCOMPLETION_PX }}
        hidden={!listeOuverte}
      >
        {etat.suggestions.map((suggestion, index) => (
          // Le clavier reste dans le champ (aria-activedescendant) : la souris seule agit sur l'option.
          // biome-ignore lint/a11y/useKeyWithClickEvents: le clavier est géré par le champ (motif combobox).
          // biome-ignore lint/a11y/useFocusableInteractive: motif aria-activedescendant, l'option ne prend pas le focus.
          <div
            key={suggestion.id}
            id={idOption(index)}
            role="option"
            aria-selected={index === etat.indexActif}
            className="registre-autocompletion__option"
            onMouseDown={(evenement) => evenement.preventDefault()}
            onMouseEnter={() => envoyer({ type: 'activer', index })}
            onClick={() => selectionner(suggestion)}
          >
            {suggestion.label}
          </div>
        ))}
      </div>
      {messageOuvert && (
        <p className={`registre-autocompletion__liste registre-autocompletion__etat ${fr.cx('fr-text--sm')}`}>
          {etat.statut === 'aucun' ? TEXTES_AUTOCOMPLETION.aucune : TEXTES_AUTOCOMPLETION.erreur}
        </p>
      )}
      <p className={fr.cx('fr-sr-only')} role="status">
        {etat.ouverte || etat.statut === 'chargement' ? annonceAutocompletion(etat) : ''}
      </p>
    </div>
  );
}
