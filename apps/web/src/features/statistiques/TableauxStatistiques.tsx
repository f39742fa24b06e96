import {
  type ImmatriculationsPeriode,
  type NiveauStatistiques,
  niveauStatistiquesLabels,
  type StatistiquesTerritoire,
  TRANCHES_TAILLE,
  trancheTailleLabels,
} from '@registre/domain';
import { Link } from 'react-router';
import { Tableau } from '../../components/socle/Tableau';
import { nombre, part } from './territoire';

/** Chiffres clés d'un territoire. */
export function ChiffresCles({ t }: { t: StatistiquesTerritoire }) {
  const lignes: [string, string][] = [
    ['Copropriétés immatriculées', nombre(t.nbCoproprietes)],
    ['Lots', nombre(t.nbLots)],
    ["Lots à usage d'habitation", nombre(t.nbLotsHabitation)],
    ['Mandat du représentant légal en cours', `${nombre(t.nbMandatEnCours)} (${part(t.partMandatEnCours)})`],
    ['Mise à jour annuelle faite', `${nombre(t.nbMajAnnuelleFaite)} (${part(t.partMajAnnuelleFaite)})`],
    [
      'À jour (mandat en cours et mise à jour annuelle faite)',
      `${nombre(t.nbConformes)} (${part(t.partConformes)})`,
    ],
  ];
  return (
    <Tableau titre={`Chiffres clés : ${t.nom}`}>
      <thead>
        <tr>
          <th scope="col">Indicateur</th>
          <th scope="col">Valeur</th>
        </tr>
      </thead>
      <tbody>
        {lignes.map(([libelle, valeur]) => (
          <tr key={libelle}>
            <th scope="row">{libelle}</th>
            <td>{valeur}</td>
          </tr>
        ))}
      </tbody>
    </Tableau>
  );
}

/** Subdivisions d'un territoire, chacune avec le lien pour y descendre (alternative des cartes). */
export function TableauSubdivisions({
  titre,
  niveau,
  lignes,
  lien,
}: {
  titre: string;
  niveau: NiveauStatistiques;
  lignes: StatistiquesTerritoire[];
  lien: ((t: StatistiquesTerritoire) => string) | null;
}) {
  return (
    <Tableau titre={titre}>
      <thead>
        <tr>
          <th scope="col">{niveauStatistiquesLabels[niveau]}</th>
          <th scope="col">Copropriétés</th>
          <th scope="col">Lots</th>
          <th scope="col">Mandat en cours</th>
          <th scope="col">Mise à jour annuelle faite</th>
          <th scope="col">À jour</th>
        </tr>
      </thead>
      <tbody>
        {lignes.map((l) => (
          <tr key={l.code}>
            <th scope="row">
              {lien ? <Link to={lien(l)}>{`${l.nom} (${l.code})`}</Link> : `${l.nom} (${l.code})`}
            </th>
            <td>{nombre(l.nbCoproprietes)}</td>
            <td>{nombre(l.nbLots)}</td>
            <td>{part(l.partMandatEnCours)}</td>
            <td>{part(l.partMajAnnuelleFaite)}</td>
            <td>{part(l.partConformes)}</td>
          </tr>
        ))}
      </tbody>
    </Tableau>
  );
}

/** Répartition par taille (données du graphique). */
export function TableauTranches({ t }: { t: StatistiquesTerritoire }) {
  return (
    <Tableau titre="Répartition des copropriétés par nombre de lots">
      <thead>
        <tr>
          <th scope="col">Taille</th>
          <th scope="col">Copropriétés</th>
        </tr>
      </thead>
      <tbody>
        {TRANCHES_TAILLE.map((tranche) => (
          <tr key={tranche}>
            <th scope="row">{trancheTailleLabels[tranche]}</th>
            <td>{nombre(t.tranches[tranche] ?? 0)}</td>
          </tr>
        ))}
      </tbody>
    </Tableau>
  );
}

/** Immatriculations par période (données du graphique). */
export function TableauPeriodes({ titre, periodes }: { titre: string; periodes: ImmatriculationsPeriode[] }) {
  return (
    <Tableau titre={titre}>
      <thead>
        <tr>
          <th scope="col">Période</th>
          <th scope="col">Immatriculations</th>
        </tr>
      </thead>
      <tbody>
        {periodes.map((p) => (
          <tr key={p.periode}>
            <th scope="row">{p.libelle}</th>
            <td>{nombre(p.nbImmatriculations)}</td>
          </tr>
        ))}
      </tbody>
    </Tableau>
  );
}
