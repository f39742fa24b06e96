import { Tableau } from './Tableau';

/**
 * Tableau de texte (pages d'information) : une ligne d'en-têtes de colonnes, puis des lignes de cellules ; la
 * première cellule d'une ligne l'identifie. Défilement accessible à toute largeur par `Tableau`.
 */
export function TableauTexte({
  titre,
  entetes,
  lignes,
}: {
  titre: string;
  entetes: string[];
  lignes: string[][];
}) {
  return (
    <Tableau titre={titre}>
      <thead>
        <tr>
          {entetes.map((entete) => (
            <th key={entete} scope="col">
              {entete}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lignes.map((ligne) => (
          <tr key={ligne[0]}>
            {ligne.map((cellule) => (
              <td key={cellule}>{cellule}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Tableau>
  );
}
