import { Table } from '@codegouvfr/react-dsfr/Table';
import { type Difference, PARCOURS_DECLARATION } from '@registre/domain';

const TITRE_ETAPE = Object.fromEntries(PARCOURS_DECLARATION.map((e) => [e.cle, e.titre]));

/**
 * Ce qui a changé depuis la dernière déclaration validée, champ par champ (ADR 0132) : un tableau DSFR avec
 * ses en-têtes (étape, champ, ancienne et nouvelle valeur), lisible au lecteur d'écran.
 */
export function DifferencesMiseAJour({
  differences,
  depuis = 'la dernière déclaration validée',
}: {
  differences: readonly Difference[];
  /** Déclaration de comparaison, telle qu'elle se lit après « depuis ». */
  depuis?: string;
}) {
  return (
    <section aria-labelledby="titre-differences" className="fr-mb-4w">
      <h2 id="titre-differences" className="fr-h5">
        Modifications depuis {depuis}
      </h2>
      {differences.length === 0 ? (
        <p>Aucune donnée n'a changé depuis {depuis}.</p>
      ) : (
        <Table
          caption={`${differences.length} donnée${differences.length > 1 ? 's' : ''} modifiée${differences.length > 1 ? 's' : ''}`}
          headers={['Étape', 'Donnée', 'Ancienne valeur', 'Nouvelle valeur']}
          data={differences.map((d) => [
            TITRE_ETAPE[d.etape] ?? d.etape,
            d.libelle,
            d.avant ?? 'Non renseignée',
            d.apres ?? 'Non renseignée',
          ])}
          bordered
        />
      )}
    </section>
  );
}
