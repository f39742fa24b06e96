import { type LigneAnnuaire, RAYON_RECHERCHE_ADRESSE_METRES } from '@registre/domain';
import { useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { libelleLongueur, type PointCarte, projeter, repereSuivant } from './carte';
import './annuaire.css';

/** Proportions du cadre de la carte (largeur / hauteur). */
const CADRE = { largeur: 4, hauteur: 3, marge: 0.08 } as const;

export interface CarteResultatsProps {
  /** Lignes de la page affichée, dans l'ordre de la liste (le repère n porte le rang n de la page). */
  lignes: readonly LigneAnnuaire[];
  /** Adresse cherchée (recherche simple géolocalisée) : repère distinct et cercle de recherche. */
  adresse: { libelle: string; longitude: number; latitude: number } | null;
  /** Adresse de la fiche d'une copropriété. */
  lienFiche: (ligne: LigneAnnuaire) => string;
  /** État transmis au lien de la fiche (retour aux résultats). */
  etatLien?: unknown;
}

const libelleRepere = (rang: number, l: LigneAnnuaire) =>
  `${rang}. ${l.nom ?? 'Copropriété sans nom'} (${l.numeroImmatriculation})${
    l.adresseReference ? `, ${l.adresseReference}` : ''
  }${l.distanceMetres != null ? `, à ${l.distanceMetres} m` : ''}`;

/**
 * Carte des résultats de la page (ADR 0285) : repères numérotés comme la liste, projetés sur un cadre sans fond
 * téléchargé. Un seul arrêt de tabulation : les flèches passent d'un repère à l'autre (début et fin aussi),
 * Entrée ouvre la fiche ; le repère actif est décrit sous la carte. La liste reste l'alternative accessible.
 */
export function CarteResultats({ lignes, adresse, lienFiche, etatLien }: CarteResultatsProps) {
  const idConsigne = useId();
  const rangs = useMemo(() => new Map(lignes.map((l, i) => [l.id, i + 1])), [lignes]);
  const localisees = useMemo(
    () => lignes.filter((l): l is LigneAnnuaire & PointCarte => l.longitude !== null && l.latitude !== null),
    [lignes],
  );
  const projection = useMemo(
    () =>
      projeter(
        localisees,
        CADRE,
        adresse
          ? {
              longitude: adresse.longitude,
              latitude: adresse.latitude,
              rayonMetres: RAYON_RECHERCHE_ADRESSE_METRES,
            }
          : null,
      ),
    [localisees, adresse],
  );
  const [actif, setActif] = useState(0);
  const [survol, setSurvol] = useState<number | null>(null);
  const [focus, setFocus] = useState(false);
  const reperes = useRef<(HTMLAnchorElement | null)[]>([]);
  const indiceActif = Math.min(actif, Math.max(localisees.length - 1, 0));
  const decrit = survol ?? (focus ? indiceActif : null);
  const ligneDecrite = decrit !== null ? localisees[decrit] : undefined;
  const nonLocalisees = lignes.length - localisees.length;
  const hauteurPourcent = (CADRE.hauteur / CADRE.largeur) * 100;

  const clavier = (evenement: React.KeyboardEvent, indice: number) => {
    const suivant = repereSuivant(evenement.key, indice, localisees.length);
    if (suivant === null) return;
    evenement.preventDefault();
    setActif(suivant);
    reperes.current[suivant]?.focus();
  };

  return (
    <figure className="registre-carte-annuaire fr-mb-4w" aria-labelledby={`${idConsigne}-titre`}>
      <h3 id={`${idConsigne}-titre`} className="fr-h6 fr-mb-1w">
        Carte des résultats de cette page
      </h3>
      <p id={idConsigne} className="fr-hint-text fr-mb-1w">
        Chaque repère porte le numéro de la copropriété dans la liste. Au clavier : tabulation pour atteindre
        la carte, flèches pour passer d’un repère à l’autre, Entrée pour ouvrir la fiche. La liste ci-dessus
        présente les mêmes résultats.
      </p>
      <div className="registre-carte-annuaire__cadre">
        <svg
          className="registre-carte-annuaire__fond"
          viewBox={`0 0 100 ${hauteurPourcent}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
        >
          <defs>
            <pattern id={`${idConsigne}-grille`} width="10" height="10" patternUnits="userSpaceOnUse">
              <path d="M 10 0 L 0 0 0 10" className="registre-carte-annuaire__grille" />
            </pattern>
          </defs>
          <rect width="100" height={hauteurPourcent} fill={`url(#${idConsigne}-grille)`} />
          {projection.centre && projection.rayon !== null && (
            <circle
              cx={projection.centre.x}
              cy={(projection.centre.y * hauteurPourcent) / 100}
              r={projection.rayon}
              className="registre-carte-annuaire__rayon"
            />
          )}
        </svg>
        {projection.centre && adresse && (
          <span
            className="registre-carte-annuaire__adresse fr-icon-map-pin-2-fill"
            style={{ left: `${projection.centre.x}%`, top: `${projection.centre.y}%` }}
            title={`Adresse cherchée : ${adresse.libelle}`}
            aria-hidden="true"
          />
        )}
        <ul
          className="registre-carte-annuaire__reperes"
          aria-label={`Repères de la carte : ${localisees.length} copropriété${localisees.length > 1 ? 's' : ''}`}
          aria-describedby={idConsigne}
        >
          {localisees.map((l, i) => {
            const position = projection.positions.get(l.id);
            if (!position) return null;
            const rang = rangs.get(l.id) ?? i + 1;
            return (
              <li key={l.id} style={{ left: `${position.x}%`, top: `${position.y}%` }}>
                <Link
                  ref={(element) => {
                    reperes.current[i] = element;
                  }}
                  to={lienFiche(l)}
                  state={etatLien}
                  className="registre-carte-annuaire__repere"
                  tabIndex={i === indiceActif ? 0 : -1}
                  aria-label={libelleRepere(rang, l)}
                  onKeyDown={(e) => clavier(e, i)}
                  onFocus={() => {
                    setActif(i);
                    setFocus(true);
                  }}
                  onBlur={() => setFocus(false)}
                  onMouseEnter={() => setSurvol(i)}
                  onMouseLeave={() => setSurvol(null)}
                >
                  <span aria-hidden="true">{rang}</span>
                </Link>
              </li>
            );
          })}
        </ul>
        <div
          className="registre-carte-annuaire__echelle"
          style={{ width: `${projection.echelle.longueur}%` }}
          aria-hidden="true"
        >
          <span />
          {libelleLongueur(projection.echelle.metres)}
        </div>
      </div>
      <figcaption className="registre-carte-annuaire__legende">
        <p className="fr-text--sm fr-mb-0" aria-live="polite">
          {ligneDecrite
            ? libelleRepere(rangs.get(ligneDecrite.id) ?? 0, ligneDecrite)
            : adresse
              ? `Adresse cherchée : ${adresse.libelle} ; cercle de ${RAYON_RECHERCHE_ADRESSE_METRES} m autour.`
              : 'Survolez ou parcourez les repères pour lire la copropriété.'}
        </p>
        {nonLocalisees > 0 && (
          <p className="fr-text--sm fr-mb-0">
            {nonLocalisees === 1
              ? 'Une copropriété de cette page n’est pas géolocalisée : elle figure dans la liste seulement.'
              : `${nonLocalisees} copropriétés de cette page ne sont pas géolocalisées : elles figurent dans la liste seulement.`}
          </p>
        )}
      </figcaption>
    </figure>
  );
}
