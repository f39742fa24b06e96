import type { TableauIndicateurs } from '@registre/domain';
import { Tableau } from '../../components/socle/Tableau';

const nombre = (n: number) => n.toLocaleString('fr-FR');

/** Compteurs d'activité du tableau du teneur (spec 1 §3 « Keeper board »), dans l'ordre de la spécification. */
export function lignesActivite(t: TableauIndicateurs): [string, string][] {
  return [
    ['Copropriétés immatriculées', nombre(t.nbCoproImmatriculees)],
    ['Immatriculations par semaine (moyenne sur 52 semaines)', nombre(t.moyenneImmatHebdo)],
    ['Télédéclarants actifs', nombre(t.nbTeledeclarants)],
    ['Rattachements par semaine (moyenne sur 52 semaines)', nombre(t.moyenneRattachementHebdo)],
    ['Utilisateurs actifs', nombre(t.nbUtilisateurs)],
    ['Téléchargements des données brutes', nombre(t.nbTelechargementDonneesBrutes)],
    [
      'Échelle géographique la plus utilisée (connexions institutionnelles, 12 mois)',
      t.topEchelleGeographique ?? '—',
    ],
    ['Téléchargements de rapports', nombre(t.nbTelechargementRapportBo)],
    ["Mises à jour depuis le début de l'année", nombre(t.nbMajParAnnee)],
    ['Mises à jour depuis le début du mois', nombre(t.nbMajParMois)],
  ];
}

/** Activité du registre : compteurs et moyennes du tableau du teneur. */
export function TableauActivite({ tableau }: { tableau: TableauIndicateurs }) {
  return (
    <section aria-labelledby="titre-activite" className="fr-mb-6w">
      <h2 id="titre-activite" className="fr-h4">
        Activité du registre
      </h2>
      <Tableau titre="Activité du registre" className="registre-tableau--libelles-valeurs">
        <thead>
          <tr>
            <th scope="col">Indicateur</th>
            <th scope="col">Valeur</th>
          </tr>
        </thead>
        <tbody>
          {lignesActivite(tableau).map(([libelle, valeur]) => (
            <tr key={libelle}>
              <th scope="row">{libelle}</th>
              <td>{valeur}</td>
            </tr>
          ))}
        </tbody>
      </Tableau>
    </section>
  );
}
