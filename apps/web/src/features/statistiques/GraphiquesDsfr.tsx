import { type ReactNode, useEffect, useState } from 'react';

/**
 * Graphiques et cartes DSFR (`@gouvfr/dsfr-chart`, composants web) chargés à la demande, seulement sur la page
 * des statistiques (ADR 0110, 0253) : ni le morceau d'entrée ni celui de la page ne les contiennent. Chaque
 * graphique est une illustration masquée aux technologies d'assistance : le tableau de données qui le suit en
 * est l'alternative accessible.
 */

type Attributs = { [attribut: string]: string | undefined } & { class?: string };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'map-chart': Attributs;
      'map-chart-reg': Attributs;
      'bar-chart': Attributs;
    }
  }
}

let chargement: Promise<unknown> | null = null;

/** Charge une seule fois la bibliothèque et sa feuille de style. */
function chargerDsfrChart(): Promise<unknown> {
  chargement ??= Promise.all([import('@gouvfr/dsfr-chart'), import('@gouvfr/dsfr-chart/css')]);
  return chargement;
}

function useDsfrChart(): boolean {
  const [pret, setPret] = useState(false);
  useEffect(() => {
    let actif = true;
    chargerDsfrChart().then(
      () => actif && setPret(true),
      () => undefined,
    );
    return () => {
      actif = false;
    };
  }, []);
  return pret;
}

/** Cadre d'un graphique : titre visible, graphique masqué aux lecteurs d'écran, tableau de données ensuite. */
export function Graphique({
  titre,
  graphique,
  donnees,
}: {
  titre: string;
  graphique: ReactNode;
  donnees: ReactNode;
}) {
  const pret = useDsfrChart();
  return (
    <figure className="fr-mb-4w registre-graphique">
      <figcaption className="fr-h6 fr-mb-2w">{titre}</figcaption>
      <div aria-hidden="true" className="registre-graphique__dessin">
        {pret ? graphique : null}
      </div>
      {donnees}
    </figure>
  );
}

const json = (valeur: unknown) => JSON.stringify(valeur);

/** Carte de France par région ou par département (clés : codes INSEE). */
export function CarteFrance(props: {
  niveau: 'reg' | 'dep';
  donnees: Record<string, number>;
  valeurNationale: number;
  nom: string;
}) {
  return (
    <map-chart
      data={json(props.donnees)}
      value={String(props.valeurNationale)}
      name={props.nom}
      level={props.niveau}
      selected-palette="sequentialAscending"
    />
  );
}

/** Carte d'une région, par département. */
export function CarteRegion(props: {
  region: string;
  donnees: Record<string, number>;
  valeur: number;
  nom: string;
}) {
  return (
    <map-chart-reg
      data={json(props.donnees)}
      value={String(props.valeur)}
      name={props.nom}
      region={props.region}
      selected-palette="sequentialAscending"
    />
  );
}

/** Histogramme d'une série. */
export function Barres(props: { libelles: string[]; valeurs: number[]; nom: string; unite?: string }) {
  return (
    <bar-chart
      x={json([props.libelles])}
      y={json([props.valeurs])}
      name={json([props.nom])}
      selected-palette="default"
      unit-tooltip={props.unite}
    />
  );
}
