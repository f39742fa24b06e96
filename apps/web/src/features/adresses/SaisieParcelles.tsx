import { Badge } from '@codegouvfr/react-dsfr/Badge';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { Select } from '@codegouvfr/react-dsfr/Select';
import {
  type CommuneAbsorbee,
  type CommuneCodePostal,
  estCodePostalValide,
  MESSAGE_GEOLOCALISATION_INDISPONIBLE,
  messagesFormats,
  normaliserNumeroParcelle,
  normaliserSectionParcelle,
  type Parcelle,
  verifierParcelles,
} from '@registre/domain';
import { useEffect, useState } from 'react';
import { Modale } from '../../components/formulaire';
import { type ApiLocalisation, apiLocalisation } from './api-localisation';

export interface SaisieParcellesProps {
  /** Parcelles au format du schéma `Parcelle` du domaine. */
  valeur: Parcelle[];
  onChange: (parcelles: Parcelle[]) => void;
  /** Erreur du serveur sur les parcelles (réponse 400). */
  erreur?: string | null;
  /** Affiche la règle « au moins une parcelle géolocalisée » même sans saisie (après une tentative d'envoi). */
  afficherErreurs?: boolean;
  api?: ApiLocalisation;
}

interface Brouillon {
  codePostal: string;
  codeInsee: string;
  prefixe: string;
  section: string;
  numero: string;
}

const VIDE: Brouillon = { codePostal: '', codeInsee: '', prefixe: '000', section: '', numero: '' };

/** Parcelle qui n'a pas pu être localisée, en attente de la décision de la personne (la garder ou corriger). */
interface ParcelleALocaliser {
  parcelle: Parcelle;
  motif: string;
}

/** Libellé d'une parcelle dans la liste : commune (commune absorbée), préfixe, section et numéro. */
export function libelleParcelle(p: Parcelle): string {
  const commune = [p.commune, p.communeAbsorbee ? `(${p.communeAbsorbee})` : null].filter(Boolean).join(' ');
  return `${commune} — préfixe ${p.prefixe}, section ${p.section}, n° ${p.numero}`;
}

/**
 * Saisie des parcelles cadastrales (spec 1 §3, spec 2 §5.2 et §5.4) : code postal puis commune desservie,
 * commune absorbée éventuelle (préfixe cadastral), section (2 caractères au plus) et numéro (4 chiffres au plus),
 * vérifiés au cadastre. Une parcelle inconnue ou non localisée n'est gardée que si la personne le confirme ;
 * au moins une parcelle doit être géolocalisée (`verifierParcelles`).
 */
export function SaisieParcelles({
  valeur,
  onChange,
  erreur,
  afficherErreurs = false,
  api = apiLocalisation,
}: SaisieParcellesProps) {
  const [brouillon, setBrouillon] = useState<Brouillon>(VIDE);
  const [erreurs, setErreurs] = useState<Partial<Record<keyof Brouillon, string>>>({});
  const [communes, setCommunes] = useState<CommuneCodePostal[]>([]);
  const [absorbees, setAbsorbees] = useState<CommuneAbsorbee[]>([]);
  const [aConfirmer, setAConfirmer] = useState<ParcelleALocaliser | null>(null);
  const [enCours, setEnCours] = useState(false);
  const [touchee, setTouchee] = useState(false);

  // Code postal → communes desservies (choisie d'office s'il n'y en a qu'une).
  useEffect(() => {
    if (!estCodePostalValide(brouillon.codePostal)) {
      setCommunes([]);
      return;
    }
    let actuel = true;
    api
      .communesDuCodePostal(brouillon.codePostal)
      .then((liste) => {
        if (!actuel) return;
        setCommunes(liste);
        setErreurs((e) => ({
          ...e,
          codePostal: liste.length === 0 ? messagesFormats.codePostalInconnu : undefined,
        }));
        const [seule] = liste;
        if (liste.length === 1 && seule) setBrouillon((b) => ({ ...b, codeInsee: seule.codeInsee }));
      })
      .catch(() => actuel && setCommunes([]));
    return () => {
      actuel = false;
    };
  }, [api, brouillon.codePostal]);

  // Commune → communes absorbées (déléguées ou associées) et leur préfixe cadastral.
  useEffect(() => {
    if (brouillon.codeInsee === '') {
      setAbsorbees([]);
      return;
    }
    let actuel = true;
    api
      .communesAbsorbees(brouillon.codeInsee)
      .then((liste) => actuel && setAbsorbees(liste.filter((c) => c.prefixeCadastral !== '000')))
      .catch(() => actuel && setAbsorbees([]));
    return () => {
      actuel = false;
    };
  }, [api, brouillon.codeInsee]);

  const modifier = (champ: keyof Brouillon, texte: string) => {
    setBrouillon((b) => ({
      ...b,
      [champ]: texte,
      ...(champ === 'codePostal' ? { codeInsee: '', prefixe: '000' } : {}),
    }));
    setErreurs((e) => ({ ...e, [champ]: undefined }));
  };

  const ajouter = (parcelle: Parcelle) => {
    onChange([...valeur, parcelle]);
    setTouchee(true);
    setBrouillon({ ...VIDE, codePostal: brouillon.codePostal, codeInsee: brouillon.codeInsee });
  };

  const verifierEtAjouter = async () => {
    const section = normaliserSectionParcelle(brouillon.section);
    const numero = normaliserNumeroParcelle(brouillon.numero);
    const commune = communes.find((c) => c.codeInsee === brouillon.codeInsee);
    const fautes: Partial<Record<keyof Brouillon, string>> = {
      ...(estCodePostalValide(brouillon.codePostal) ? {} : { codePostal: messagesFormats.codePostal }),
      ...(commune ? {} : { codeInsee: 'Choisissez la commune de la parcelle.' }),
      ...(section ? {} : { section: messagesFormats.sectionParcelle }),
      ...(numero ? {} : { numero: messagesFormats.numeroParcelle }),
    };
    setErreurs(fautes);
    if (Object.keys(fautes).length > 0 || !commune || !section || !numero) return;
    const absorbee = absorbees.find((a) => a.prefixeCadastral === brouillon.prefixe);
    const parcelle: Parcelle = {
      codePostal: brouillon.codePostal,
      commune: commune.nom,
      communeAbsorbee: absorbee?.nom ?? null,
      codeInsee: commune.codeInsee,
      prefixe: brouillon.prefixe,
      section,
      numero,
      geolocalisee: false,
    };
    if (
      valeur.some(
        (p) =>
          p.codeInsee === parcelle.codeInsee &&
          p.prefixe === parcelle.prefixe &&
          p.section === section &&
          p.numero === numero,
      )
    ) {
      setErreurs({ numero: 'Cette parcelle est déjà dans la liste.' });
      return;
    }
    setEnCours(true);
    try {
      const resultat = await api
        .verifierParcelle({ codeInsee: commune.codeInsee, prefixe: brouillon.prefixe, section, numero })
        .catch(() => null);
      if (resultat?.disponible && resultat.existe && resultat.geolocalisee) {
        ajouter({ ...parcelle, geolocalisee: true });
      } else {
        setAConfirmer({
          parcelle,
          motif:
            resultat === null || !resultat.disponible
              ? (resultat?.message ?? MESSAGE_GEOLOCALISATION_INDISPONIBLE)
              : resultat.existe
                ? 'Cette parcelle existe au cadastre mais n’y est pas localisée.'
                : 'Cette parcelle est inconnue du cadastre : vérifiez la commune, le préfixe, la section et le numéro.',
        });
      }
    } finally {
      setEnCours(false);
    }
  };

  const regle = verifierParcelles(valeur).erreurs[0]?.message ?? null;
  const messageListe = erreur ?? ((touchee || afficherErreurs) && regle ? regle : null);

  return (
    <fieldset className="fr-fieldset" aria-labelledby="parcelles-legende">
      <legend id="parcelles-legende" className="fr-fieldset__legend">
        Parcelles cadastrales
        <span className="fr-hint-text">Au moins une parcelle géolocalisée.</span>
      </legend>
      <div className="fr-fieldset__element">
        {valeur.length === 0 ? (
          <p>Aucune parcelle saisie.</p>
        ) : (
          <ul aria-label="Parcelles saisies">
            {valeur.map((p, index) => (
              <li key={`${p.codeInsee}-${p.prefixe}-${p.section}-${p.numero}`}>
                {libelleParcelle(p)}{' '}
                <Badge severity={p.geolocalisee ? 'success' : 'warning'} small>
                  {p.geolocalisee ? 'Géolocalisée' : 'Non géolocalisée'}
                </Badge>{' '}
                <Button
                  type="button"
                  priority="tertiary no outline"
                  size="small"
                  iconId="fr-icon-delete-line"
                  onClick={() => {
                    setTouchee(true);
                    onChange(valeur.filter((_, i) => i !== index));
                  }}
                >
                  Retirer la parcelle {p.section} {p.numero}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {messageListe ? (
          <p className="fr-message fr-message--error" role="alert">
            {messageListe}
          </p>
        ) : null}
      </div>
      <div className="fr-fieldset__element fr-fieldset__element--inline">
        <Input
          label="Code postal"
          state={erreurs.codePostal ? 'error' : 'default'}
          stateRelatedMessage={erreurs.codePostal}
          nativeInputProps={{
            value: brouillon.codePostal,
            onChange: (e) => modifier('codePostal', e.target.value.trim()),
            inputMode: 'numeric',
            maxLength: 5,
            autoComplete: 'off',
          }}
        />
      </div>
      <div className="fr-fieldset__element fr-fieldset__element--inline">
        <Select
          label="Commune"
          state={erreurs.codeInsee ? 'error' : 'default'}
          stateRelatedMessage={erreurs.codeInsee}
          disabled={communes.length === 0}
          nativeSelectProps={{
            value: brouillon.codeInsee,
            onChange: (e) => setBrouillon((b) => ({ ...b, codeInsee: e.target.value, prefixe: '000' })),
          }}
        >
          <option value="">Choisir la commune</option>
          {communes.map((c) => (
            <option key={c.codeInsee} value={c.codeInsee}>
              {c.nom}
            </option>
          ))}
        </Select>
      </div>
      <div className="fr-fieldset__element fr-fieldset__element--inline">
        <Select
          label="Commune absorbée"
          hint="Commune déléguée ou associée où se trouve la parcelle, le cas échéant : elle donne le préfixe."
          disabled={absorbees.length === 0}
          nativeSelectProps={{
            value: brouillon.prefixe,
            onChange: (e) => setBrouillon((b) => ({ ...b, prefixe: e.target.value })),
          }}
        >
          <option value="000">Aucune (préfixe 000)</option>
          {absorbees.map((a) => (
            <option key={a.code} value={a.prefixeCadastral}>
              {a.nom} (préfixe {a.prefixeCadastral})
            </option>
          ))}
        </Select>
      </div>
      <div className="fr-fieldset__element fr-fieldset__element--inline">
        <Input
          label="Section"
          hintText="2 caractères au plus (par exemple AB)"
          state={erreurs.section ? 'error' : 'default'}
          stateRelatedMessage={erreurs.section}
          nativeInputProps={{
            value: brouillon.section,
            onChange: (e) => modifier('section', e.target.value.toUpperCase()),
            maxLength: 2,
            autoComplete: 'off',
          }}
        />
      </div>
      <div className="fr-fieldset__element fr-fieldset__element--inline">
        <Input
          label="Numéro de parcelle"
          hintText="4 chiffres au plus"
          state={erreurs.numero ? 'error' : 'default'}
          stateRelatedMessage={erreurs.numero}
          nativeInputProps={{
            value: brouillon.numero,
            onChange: (e) => modifier('numero', e.target.value.trim()),
            inputMode: 'numeric',
            maxLength: 4,
            autoComplete: 'off',
          }}
        />
      </div>
      <div className="fr-fieldset__element">
        <Button
          type="button"
          iconId="fr-icon-add-line"
          disabled={enCours}
          onClick={() => void verifierEtAjouter()}
        >
          Vérifier et ajouter la parcelle
        </Button>
      </div>
      <Modale
        ouverte={aConfirmer !== null}
        onFermer={() => setAConfirmer(null)}
        titre="Parcelle non localisée"
        taille="MD"
        boutons={[
          { children: 'Corriger la saisie', priority: 'secondary', onClick: () => setAConfirmer(null) },
          {
            children: 'Garder la parcelle non géolocalisée',
            onClick: () => {
              if (aConfirmer) ajouter(aConfirmer.parcelle);
              setAConfirmer(null);
            },
          },
        ]}
      >
        <p>{aConfirmer?.motif}</p>
        <p>
          {aConfirmer ? libelleParcelle(aConfirmer.parcelle) : null} : voulez-vous la garder, non géolocalisée
          ?
        </p>
      </Modale>
    </fieldset>
  );
}
