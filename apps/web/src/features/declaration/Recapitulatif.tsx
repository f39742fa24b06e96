import { Button } from '@codegouvfr/react-dsfr/Button';
import { Notice } from '@codegouvfr/react-dsfr/Notice';
import {
  type CleEtapeDeclaration,
  type DescripteurChamp,
  type Description,
  estDescripteur,
  etapesDeclaration,
  etiquetteEnergetiqueLabels,
  PARCOURS_DECLARATION,
  typeArreteLabels,
} from '@registre/domain';
import type { ReactNode } from 'react';
import type { ValeursDeclaration } from './valeurs';

const NON_RENSEIGNE = 'Non renseigné';

interface AdresseLue {
  numeroVoie?: string | null;
  voie?: string | null;
  lieuDit?: string | null;
  codePostal?: string | null;
  commune?: string | null;
  libelle?: string | null;
  geolocalisee?: boolean | null;
}

/** Adresse sur une ligne, avec sa géolocalisation. */
export function texteAdresse(adresse: AdresseLue): string {
  const texte =
    adresse.libelle ??
    [
      [adresse.numeroVoie, adresse.voie].filter(Boolean).join(' '),
      adresse.lieuDit,
      [adresse.codePostal, adresse.commune].filter(Boolean).join(' '),
    ]
      .filter(Boolean)
      .join(', ');
  return `${texte}${adresse.geolocalisee ? '' : ' (non géolocalisée)'}`;
}

interface ParcelleLue {
  prefixe?: string | null;
  section?: string | null;
  numero?: string | null;
  commune?: string | null;
  geolocalisee?: boolean | null;
}

function texteParcelle(p: ParcelleLue): string {
  return `${[
    p.commune,
    `section ${p.prefixe && p.prefixe !== '000' ? `${p.prefixe} ` : ''}${p.section ?? ''}`,
    `n° ${p.numero ?? ''}`,
  ]
    .filter(Boolean)
    .join(', ')}${p.geolocalisee ? '' : ' (non géolocalisée)'}`;
}

/** Valeur d'un champ telle qu'une personne la lit dans le récapitulatif. */
export function valeurLisible(chemin: string, descripteur: DescripteurChamp, valeur: unknown): ReactNode {
  if (descripteur.saisie === 'case') return valeur === true ? 'Oui' : 'Non';
  if (valeur === null || valeur === undefined || valeur === '') return NON_RENSEIGNE;
  switch (descripteur.saisie) {
    case 'ouiNon':
      return valeur === true ? 'Oui' : 'Non';
    case 'choix':
      return descripteur.options?.find((o) => o.valeur === valeur)?.libelle ?? String(valeur);
    case 'nombre':
      return typeof valeur === 'number' ? valeur.toLocaleString('fr-FR') : String(valeur);
    case 'adresse':
      return texteAdresse(valeur as AdresseLue);
    case 'fichier':
      return (valeur as { nom?: string }).nom ?? 'Fichier joint';
    case 'liste': {
      if (chemin.endsWith('classementEnergetique')) {
        const entrees = Object.entries(valeur as Record<string, number | null>).filter(
          ([, n]) => typeof n === 'number',
        );
        return entrees.length === 0
          ? NON_RENSEIGNE
          : entrees
              .map(
                ([etiquette, n]) =>
                  `${etiquetteEnergetiqueLabels[etiquette as keyof typeof etiquetteEnergetiqueLabels]} : ${n}`,
              )
              .join(' ; ');
      }
      const liste = valeur as unknown[];
      if (liste.length === 0) return 'Aucune';
      const textes = liste.map((element) => {
        if (chemin.endsWith('parcelle')) return texteParcelle(element as ParcelleLue);
        if (chemin.endsWith('arretes')) {
          const a = element as {
            type: keyof typeof typeArreteLabels;
            dateArrete?: string | null;
            dateMainLevee?: string | null;
          };
          return `${typeArreteLabels[a.type]} du ${a.dateArrete ?? '—'}${a.dateMainLevee ? `, levé le ${a.dateMainLevee}` : ''}`;
        }
        return texteAdresse(element as AdresseLue);
      });
      return (
        <ul className="fr-mb-0">
          {textes.map((t, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lignes sans identifiant stable, affichées telles quelles
            <li key={i}>{t}</li>
          ))}
        </ul>
      );
    }
    default:
      return String(valeur);
  }
}

function lignes(
  description: Description,
  valeurs: Record<string, unknown>,
  prefixe: string,
): [string, string, ReactNode][] {
  return Object.entries(description).flatMap(([cle, element]): [string, string, ReactNode][] => {
    const valeur = valeurs?.[cle];
    if (!estDescripteur(element))
      return lignes(element, (valeur ?? {}) as Record<string, unknown>, `${prefixe}${cle}.`);
    if (element.saisie === 'interne') return [];
    return [[`${prefixe}${cle}`, element.libelle, valeurLisible(`${prefixe}${cle}`, element, valeur)]];
  });
}

/**
 * Récapitulatif lisible de la déclaration, étape par étape, avec un lien pour revenir modifier chaque
 * étape ; `differences` (mise à jour) marque les champs modifiés depuis la dernière déclaration validée.
 */
export function Recapitulatif({
  valeurs,
  etapes,
  lienEtape,
  differences,
}: {
  valeurs: ValeursDeclaration;
  etapes: readonly CleEtapeDeclaration[];
  /** Lien « Modifier » de chaque étape ; absent, le récapitulatif est en lecture seule (guichet du teneur). */
  lienEtape?: (segment: string) => string;
  differences?: ReadonlyMap<string, { avant: ReactNode }>;
}) {
  return (
    <>
      {PARCOURS_DECLARATION.filter((e) => e.cle !== null && etapes.includes(e.cle)).map(
        ({ cle, segment, titre }) => {
          const id = `recapitulatif-${segment}`;
          return (
            <section key={segment} aria-labelledby={id} className="fr-mb-4w">
              <div className="registre-recapitulatif__entete">
                <h2 id={id} className="fr-h5 fr-mb-1w">
                  {titre}
                </h2>
                {lienEtape && (
                  <Button
                    priority="tertiary"
                    size="small"
                    iconId="fr-icon-edit-line"
                    linkProps={{ to: lienEtape(segment) }}
                  >
                    Modifier<span className="fr-sr-only"> : {titre}</span>
                  </Button>
                )}
              </div>
              <ChampsEtape cle={cle as CleEtapeDeclaration} valeurs={valeurs} differences={differences} />
            </section>
          );
        },
      )}
    </>
  );
}

/** Champs d'une étape en liste de définitions : libellé et valeur lisible, modification signalée. */
function ChampsEtape({
  cle,
  valeurs,
  differences,
}: {
  cle: CleEtapeDeclaration;
  valeurs: ValeursDeclaration;
  differences?: ReadonlyMap<string, { avant: ReactNode }>;
}) {
  return (
    <dl className="registre-recapitulatif">
      {lignes(etapesDeclaration[cle].champs, valeurs[cle] ?? {}, `${cle}.`).map(
        ([chemin, libelle, texte]) => {
          const difference = differences?.get(chemin);
          return (
            <div key={chemin} className={difference ? 'registre-recapitulatif__modifie' : undefined}>
              <dt>{libelle}</dt>
              <dd>
                {texte}
                {difference && (
                  <span className="fr-badge fr-badge--sm fr-badge--new fr-ml-1w">
                    Modifié (avant : {difference.avant})
                  </span>
                )}
              </dd>
            </div>
          );
        },
      )}
    </dl>
  );
}

/**
 * Étape montrée sans champ de saisie : les données de l'exercice validé, qu'une mise à jour standard ne
 * modifie pas (spec 2 §5.5) ; la personne est dirigée vers la mise à jour annuelle.
 */
export function EtapeEnLecture({ cle, valeurs }: { cle: CleEtapeDeclaration; valeurs: ValeursDeclaration }) {
  return (
    <>
      <Notice
        className="fr-mb-3w"
        title="Ces données ne se modifient pas dans une mise à jour standard"
        description="Ce sont celles de l'exercice validé. Pour déclarer un nouvel exercice, faites la mise à jour annuelle de la copropriété."
      />
      <ChampsEtape cle={cle} valeurs={valeurs} />
    </>
  );
}
